"""The shape of the solver package: layers without circles, small modules, a stable public API.

Why test it: the first build grew an import circle (search ↔ beam / proof, hidden by imports
inside functions); these checks keep the next change from growing one back.
"""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

import solver
from game.engine import MoveKind
from solver import DEAD_END_VERDICTS, SOLVE_VERDICTS, Verdict

PACKAGE = Path(solver.__file__).resolve().parent
MODULES = sorted(PACKAGE.glob("*.py"))


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _solver_imports(path: Path) -> set[str]:
    """The sibling modules a solver module imports (relative or ``solver.x`` imports)."""
    names: set[str] = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                if node.module:
                    names.add(node.module.split(".")[0])
                else:
                    names.update(alias.name for alias in node.names)
            elif node.module and node.module.startswith("solver."):
                names.add(node.module.split(".")[1])
    return names


def test_no_module_is_over_400_lines():
    for path in MODULES:
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= 400, (path.name, lines)


def test_imports_form_layers_without_circles():
    graph = {path.stem: _solver_imports(path) for path in MODULES}
    assert "__init__" not in set().union(*graph.values()), "a module imports the package itself"
    # Depth-first search for a back edge.
    state: dict[str, int] = {}

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for dep in sorted(graph.get(name, ())):
            assert state.get(dep) != 1, " → ".join([*trail, name, dep])
            if dep not in state:
                visit(dep, [*trail, name])
        state[name] = 2

    for name in graph:
        if name not in state:
            visit(name, [])
    # The attempts sit on the core, the portfolio on the attempts; nothing below imports it.
    for attempt in ("best_first", "beam", "proof"):
        assert "core" in graph[attempt] and "search" not in graph[attempt]
        assert attempt in graph["search"]


def test_no_imports_inside_functions_and_no_pygame():
    for path in MODULES:
        tree = _tree(path)
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inner = [n for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom))]
                # The one allowed exception: the optional cluster extra is imported only when asked for.
                allowed = all(isinstance(n, ast.ImportFrom) and (n.module or "").split(".")[0] in ("dask", "distributed")
                              for n in inner)
                assert not inner or allowed, (path.name, node.name)
            if isinstance(node, ast.Import):
                assert not any(a.name.split(".")[0] == "pygame" for a in node.names), path.name
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("pygame"), path.name


def test_move_kinds_are_never_compared_with_string_literals():
    letters = {kind.value for kind in MoveKind}
    for path in MODULES:
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Compare):
                for side in (node.left, *node.comparators):
                    assert not (isinstance(side, ast.Constant) and side.value in letters), (path.name, node.lineno)


def test_public_api():
    for name in ("solve", "dead_end", "Budget", "Verdict", "SolveResult", "verify_line"):
        assert hasattr(solver, name), name
    assert set(solver.__all__) <= set(dir(solver))


def test_verdict_members_values_and_pickling():
    assert {v.name: v.value for v in Verdict} == {
        "SOLVABLE": "solvable", "UNSOLVABLE": "unsolvable", "NOT_DEAD_END": "not_dead_end",
        "DEAD_END": "dead_end", "UNKNOWN": "unknown",
    }
    for verdict in Verdict:
        assert pickle.loads(pickle.dumps(verdict)) is verdict
        assert Verdict(str(verdict)) is verdict
    assert set(SOLVE_VERDICTS) | set(DEAD_END_VERDICTS) == set(Verdict)
    assert [v for v in Verdict if v.lost] == [Verdict.UNSOLVABLE, Verdict.DEAD_END]
    assert [v for v in Verdict if not v.settled] == [Verdict.UNKNOWN]
