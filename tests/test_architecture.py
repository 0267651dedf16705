"""The house rules that hold the code together, checked on every run: no import circles
anywhere, no module of the program or its tools over 400 lines (the solver checks its own in
tests/solver/test_layout.py; the layers themselves are `lint-imports`' contracts), no two
modules of the game of one name, and the table's one front door: outside its package nothing
reaches into a table's parts."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES = 400


def _cycles(graph) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def _grimp():
    """grimp builds the import graph (it comes with import-linter). Missing, the check fails
    loudly: a skipped architecture check would look like a passed one."""
    try:
        import grimp
    except ImportError:
        pytest.fail("grimp is not installed, so import circles cannot be checked: "
                    "pip install -e '.[test]' (grimp is a test dependency)", pytrace=False)
    return grimp


def test_no_module_imports_itself_in_a_circle() -> None:
    grimp = _grimp()
    graph = grimp.build_graph("game", "solver", "tools", include_external_packages=False)
    assert len(graph.modules) > 50, "the graph is empty: the scan is wrong"
    assert _cycles(graph) == []


def test_no_module_is_over_400_lines() -> None:
    files = [*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("tools").glob("*.py")]
    assert len(files) > 50
    long = {str(f.relative_to(ROOT)): n for f in files if (n := len(f.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_the_circle_finder_finds_a_circle() -> None:
    class Graph:
        modules = frozenset({"a", "b", "c", "d"})

        def find_modules_directly_imported_by(self, module: str) -> set[str]:
            return {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}[module]

    assert _cycles(Graph()) == [["a", "b", "c"]]


def test_no_two_modules_share_a_name() -> None:
    """One name, one thing: a module (or package) name says which one it is anywhere in game/,
    solver/ and tools/ (the top packages themselves and the ``__main__`` entry points aside)."""
    names: Counter[str] = Counter()
    for top in ("game", "solver", "tools"):
        for p in ROOT.joinpath(top).rglob("*.py"):
            if p.name == "__main__.py" or (p.name == "__init__.py" and p.parent == ROOT / top):
                continue
            names[p.parent.name if p.name == "__init__.py" else p.stem] += 1
    assert len(names) > 150
    assert {name: count for name, count in names.items() if count > 1} == {}


# The parts a table is made of (`game.scenes.tabletop`): outside its package a table is used through
# `TableScene`'s front door only — actions, the account, the owner port, screen points.
TABLE_PARTS = frozenset({"model", "view", "motion", "_parts", "_input", "places", "geometry", "picture", "stage", "input", "input_state"})
# Receivers that carry such a name but are no table: an OR-tools model (tools/lossproof), the
# command line's namespace, the app's kept picture of covered scenes, the history screen's places,
# a table layout's word places.
NOT_TABLES = frozenset({"lm", "sm", "built", "built2", "args", "app.covered", "history", "layout", "lay"})
# A table's snapshot (`TableScene.snapshot`) is read through the front door: its ``model`` and
# ``input`` are frozen facts, not the parts.
SNAPSHOTS = frozenset({"shot", "snapshot"})


def table_reaches(source: str) -> list[tuple[int, str]]:
    """Every ``x.model``, ``x.view``, ``x.motion``, ``x._parts``, ``x._input``, ``x.places``, ``x.geometry``, ``x.picture``, ``x.stage``,
    ``x.input``, ``x.input_state`` in ``source`` whose ``x`` is not ``self`` (a part's own
    attribute), not a module, and not a receiver named in NOT_TABLES: (line, expression)."""
    tree = ast.parse(source)
    modules = {(alias.asname or alias.name).split(".")[0]
               for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or node.attr not in TABLE_PARTS:
            continue
        receiver, root = node.value, node.value
        while isinstance(root, ast.Attribute):
            root = root.value
        if (isinstance(receiver, ast.Name) and receiver.id in ("self", "cls")) or ast.unparse(receiver) in NOT_TABLES:
            continue
        if ((isinstance(receiver, ast.Name) and receiver.id in SNAPSHOTS)
                or (isinstance(receiver, ast.Call) and isinstance(receiver.func, ast.Attribute)
                    and receiver.func.attr == "snapshot")):
            continue
        if isinstance(root, ast.Name) and root.id in modules:
            continue
        found.append((node.lineno, ast.unparse(node)))
    return found


def _reaches_in(folders: list[str], allowed: str) -> dict[str, list[tuple[int, str]]]:
    files = [p for folder in folders for p in ROOT.joinpath(folder).rglob("*.py")
             if not p.relative_to(ROOT).as_posix().startswith(allowed)]
    assert len(files) > 30
    reaches = {p.relative_to(ROOT).as_posix(): table_reaches(p.read_text(encoding="utf-8")) for p in files}
    return {path: found for path, found in reaches.items() if found}


def test_outside_the_table_package_no_code_reaches_into_a_tables_parts() -> None:
    assert _reaches_in(["game", "tools"], "game/scenes/tabletop/") == {}


def test_no_test_reaches_into_a_tables_parts() -> None:
    """The table's tests too act through its actions and read its state and snapshots; a part's
    own unit test builds that part alone (`TableModel(game)`, `TableInput()`). The one exception
    looks at the parts on purpose: tests/table/test_shape*.py check that they share nothing, and
    that the state and the snapshot handed out are the ones made afresh, once per change and frame."""
    assert _reaches_in(["tests"], "tests/table/test_shape") == {}


def test_the_reach_finder_finds_a_reach_and_leaves_the_rest() -> None:
    source = """
import game.view.theme
table.model.selection = None
print(app.router.table.view.display, scene.geometry.hit((1, 2)))
self.view.layout = None
game.view.theme.FELT
lm.model.add(1)
"""
    assert table_reaches(source) == [(3, "table.model"), (4, "app.router.table.view"), (4, "scene.geometry")]
