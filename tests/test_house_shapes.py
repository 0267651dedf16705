"""The house's shape, checked: no class of the game takes a mixin (a second base class
of the game's own), and the table's model holds its parts instead of inheriting them. (One
module name, one module: tests/test_architecture.py.)"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
# Bases that give a class a kind, not behaviour of the game's own: typing's and the library's.
KINDS = {"Protocol", "Enum", "TextEnum", "IntEnum", "Exception", "ValueError", "RuntimeError", "OSError",
         "NamedTuple", "TypedDict", "Generic"}


def _modules() -> list[Path]:
    return sorted(p for p in GAME.rglob("*.py") if "__pycache__" not in p.parts)


def _classes() -> dict[str, tuple[Path, list[str]]]:
    """Every class of the game: its name → (its file, the names of its bases)."""
    found: dict[str, tuple[Path, list[str]]] = {}
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(base).split("[")[0].split(".")[-1] for base in node.bases]
                found[f"{path.relative_to(GAME.parent)}::{node.name}"] = (path, bases)
    return found


def test_no_class_of_the_game_takes_a_mixin():
    classes = _classes()
    own = {key.split("::")[1] for key in classes}
    mixed = {key: bases for key, (_, bases) in classes.items()
             if len([b for b in bases if b in own and b not in KINDS]) > 1}
    assert mixed == {}


def test_the_table_model_holds_its_parts_instead_of_inheriting_them():
    classes = _classes()
    own = {key.split("::")[1] for key in classes}
    (bases,) = [bases for key, (_, bases) in classes.items() if key.endswith("::TableModel")]
    assert [b for b in bases if b in own] == []


def _fields(node: ast.ClassDef) -> set[str]:
    return {stmt.target.id for stmt in node.body
            if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)}


def test_one_type_describes_an_ended_game():
    """The statistics, the history, the summary, the journal and the CSV share one ended game
    (`game.storage.ended.EndedGame`): a second class with its facts (won, moves, seconds) would
    let two of them disagree about the game they describe."""
    ended = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and {"won", "moves", "seconds"} <= _fields(node):
                ended.append(f"{path.relative_to(GAME.parent)}::{node.name}")
    # The table's one state describes the game still on the table (its clock may run), not an
    # ended one; it is the one class besides that holds those facts: one read-model of the table.
    assert sorted(ended) == ["game/storage/ended.py::EndedGame", "game/table/state.py::TableState"]
