"""The app's shape: parts composed, not mixed in; variants as `Variant` values through
every port and service, names only where a file or the command line is read or written."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
# The table on screen has its own shape tests (tests/table/test_shape.py); this test covers the rest.
TABLE = GAME / "scenes" / "tabletop"
PORTS_AND_SERVICES = [GAME / "scenes" / "ports.py", *sorted((GAME / "app" / "services").glob("*.py")),
                      *sorted((GAME / "app" / "routes").glob("*.py")), GAME / "app" / "game_app.py", GAME / "app" / "session.py",
                      GAME / "advisor" / "link.py", GAME / "advisor" / "knowledge.py", GAME / "advisor" / "jobs.py"]


def _modules(outside_table: bool = True) -> list[Path]:
    return [p for p in GAME.rglob("*.py") if not (outside_table and TABLE in p.parents)]


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Subscript):
        return _name(node.value)
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def test_no_class_of_the_game_outside_the_table_takes_a_mixin() -> None:
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in _modules(outside_table=False)}
    ours = {node.name for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    mixed = []
    for path, tree in trees.items():
        if TABLE in path.parents:
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [_name(base) for base in node.bases]
            if "Protocol" in bases:
                continue     # a port may extend another port
            if len(bases) > 1 and any(base in ours for base in bases):
                mixed.append(f"{path.relative_to(GAME.parent)}: {node.name}({', '.join(bases)})")
    assert not mixed, mixed


def test_ports_and_services_take_variants_as_values() -> None:
    stringly = []
    for path in PORTS_AND_SERVICES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for arg in [*node.args.args, *node.args.kwonlyargs]:
                if arg.arg == "variant":
                    annotation = ast.unparse(arg.annotation) if arg.annotation is not None else ""
                    if "Variant" not in annotation or "str" in annotation:
                        stringly.append(f"{path.name}:{node.lineno} {node.name}(variant: {annotation or '?'})")
    assert not stringly, stringly
