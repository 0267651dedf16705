"""The house rules that hold the code together, checked on every run: no import circles
anywhere, and no module of the program or its tools over 400 lines (the solver checks its own
in tests/solver/test_layout.py; the layers themselves are `lint-imports`' contracts)."""

from __future__ import annotations

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
