"""Every dispatch over a closed type of ours, anywhere in ``game/``, is a ``match`` that ends in
``case _: assert_never(…)`` (game/engine/exhaustive.py), so mypy proves that a new member, action,
effect or event cannot go unanswered.

Our closed types, read from the source of ``game/`` and ``solver/``: every enum; every named union
of our values — enums and frozen dataclasses — (``GameAction = PlayAction | RunAction``) and its
members; every value that stands in an annotated union with another (``result: Verdict |
SolveResult``); a tuple of such classes. A scene is none: scenes are an open family
of classes, and a ``match`` on the scene on top rightly ends in "any other screen". The check finds

- (a) ``isinstance(x, T)`` where ``T`` is (or holds) a closed type of ours;
- (b) a ladder of two or more branches comparing one value with members of one of our enums —
  an ``if``/``elif`` chain, ``if`` statements one after another, or ``a if x == K.A else b if
  x == K.B else c`` (``==``, ``is``, ``in`` a tuple of members; a single test is a question, not a
  dispatch);
- (c) a ``match`` whose cases name a closed type of ours (``case Hint():``, ``case Kind.A:``) but
  whose last case is not ``case _: assert_never(…)``.

``isinstance`` stays where the type tested is not a closed type of ours — what a file or a library
hands over — and each file that keeps one says why in `OPEN_TESTS`.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
SOLVER = ROOT / "solver"
ENUM_BASES = {"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"}

# The files that keep an ``isinstance`` on a type that is not a closed type of ours, and why.
OPEN_TESTS = {
    # what a file holds: JSON gives dicts, lists, strings, numbers and booleans, nothing closed
    "game/storage/atomic.py": "a JSON file's top level must be an object",
    "game/storage/autosave.py": "the autosave's JSON fields",
    "game/storage/bounds.py": "JSON numbers (True is an int to Python, not a count)",
    "game/storage/counted_once.py": "a game's identity and the list of them read from a file: JSON strings and lists",
    "game/storage/aids.py": "a help's name read from a file must be a string",
    "game/storage/daily.py": "the daily record's JSON fields",
    "game/storage/dealt.py": "the dealt numbers' JSON fields",
    "game/storage/files.py": "a JSON number (True is an int to Python)",
    "game/storage/history.py": "the history's JSON fields",
    "game/storage/played_line.py": "a game's moves read from the history: a JSON string",
    "game/storage/keys.py": "a key's name read from a file must be a string",
    "game/storage/known.py": "what the autosave kept of the solver's knowledge: JSON fields",
    "game/storage/ledger.py": "the ledger's JSON fields",
    "game/storage/stats_json.py": "the statistics' JSON fields",
    "game/storage/option_fields.py": "an option's value read from settings.json; a class attribute that must be an option's spec",
    "game/app/first_frame.py": "the settings file's version: a JSON number",
    "game/engine/gamenumber.py": "a game number typed, passed on the command line or read from JSON: str, int, bool",
    "game/engine/game.py": "a game number or a move given as text (str) or already parsed",
    "game/engine/deal.py": "a game number given as an int or already parsed",
    "game/storage/stats.py": "a game number given as an int or already parsed",
    "game/engine/position.py": "__eq__ with any object",
    "game/engine/variant.py": "a variant given by its name (text) or already found (a `Variant`, an open class of values)",
    "game/advisor/link.py": "a cached value of a dict of mixed values (a `Winnability` or an int)",
    "game/i18n/__init__.py": "a plural's count handed by a caller's keyword arguments (any value)",
    # what a library hands over
    "game/app/synthetic.py": "one pygame event or many",
    "game/app/start_failure.py": "an exception raised at start: an OSError carries a file name",
    "game/app/routes/router.py": "which scene is on top: scenes are an open family of classes",
    "game/app/routes/dialog_route.py": "which scene is on top: scenes are an open family of classes",
    "game/scenes/panel_reading.py": "a pygame-gui element's type (a text box reads its text)",
    "game/scenes/overlay.py": "a pygame-gui text entry's length limit (an int or nothing)",
    "game/view/clipboard.py": "what the system clipboard hands back",
    "game/view/gui.py": "a theme's colour value from pygame-gui's theme dict",
    "game/view/gui_shapes.py": "pygame-gui's theme values (colours, border widths)",
    "game/view/gui_entry.py": "pygame-gui's theme values (colours or gradients)",
}

# Open dispatches still to be turned into matches: file → the number of each kind found there
# (none: every dispatch over a closed type in game/ is a match).
PENDING: dict[str, dict[str, int]] = {"isinstance": {}, "ladders": {}, "open matches": {}, "unexplained": {}}


def _name(node: ast.AST) -> str | None:
    """``Kind`` of ``Kind`` or ``module.Kind``."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _union_members(node: ast.AST) -> list[ast.AST] | None:
    """The members of ``A | B | …`` (None when ``node`` is no union)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return [*(_union_members(node.left) or [node.left]), *(_union_members(node.right) or [node.right])]
    return None


@dataclass(frozen=True)
class Closed:
    """Our closed types as the source names them."""

    enums: frozenset[str]               # every enum of ours
    types: frozenset[str]               # every closed type of ours: the enums, the unions, their members
    members: dict[str, str]             # a module's short name for an enum's member (``TAP``) → its enum


def _enums(classes: dict[str, ast.ClassDef]) -> set[str]:
    """Our enums: classes built on an enum, or on one of ours."""
    enums: set[str] = set()
    while True:
        grown = enums | {name for name, node in classes.items()
                         if any(_name(base) in ENUM_BASES | {"TextEnum"} | enums for base in node.bases)}
        if grown == enums:
            return enums
        enums = grown


def _frozen(node: ast.ClassDef) -> bool:
    return any(isinstance(d, ast.Call) and _name(d.func) == "dataclass"
               and any(k.arg == "frozen" and isinstance(k.value, ast.Constant) and k.value.value for k in d.keywords)
               for d in node.decorator_list)


def _unions_and_tuples(trees: list[ast.Module]) -> tuple[dict[str, list[str]], dict[str, list[str]], list[list[str]]]:
    """Named unions (``A = B | C``), named tuples of names (``T = (B, C)``) and the unions of annotations."""
    unions: dict[str, list[str]] = {}
    tuples: dict[str, list[str]] = {}
    annotated: list[list[str]] = []
    for node in (node for tree in trees for node in ast.walk(tree)):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            if isinstance(target, ast.Name) and (members := _union_members(node.value)):
                unions[target.id] = [str(_name(m)) for m in members]
            if isinstance(target, ast.Name) and isinstance(node.value, ast.Tuple) and node.value.elts:
                tuples[target.id] = [str(_name(e)) for e in node.value.elts]
        annotation = (node.annotation if isinstance(node, ast.AnnAssign | ast.arg)
                      else node.returns if isinstance(node, ast.FunctionDef) else None)
        for part in ast.walk(annotation) if annotation is not None else []:
            members = [str(_name(m)) for m in _union_members(part) or [] if _name(m) != "None"]
            if len(members) > 1:
                annotated.append(members)
    return unions, tuples, annotated


def _short_names(trees: list[ast.Module], enums: set[str]) -> dict[str, str]:
    """A module's own names for members of our enums (``TAP = GestureKind.TAP``; ``A, B = K.A, K.B``)."""
    found: dict[str, str] = {}
    for node in (node for tree in trees for node in tree.body):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
            pairs = (zip(target.elts, value.elts, strict=False)
                     if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) else [(target, value)])
            found |= {name.id: str(_name(member.value)) for name, member in pairs
                      if isinstance(name, ast.Name) and isinstance(member, ast.Attribute) and _name(member.value) in enums}
    return found


def closed_types(sources: list[str]) -> Closed:
    """Our closed types, as ``sources`` define them."""
    trees = [ast.parse(source) for source in sources]
    classes = {node.name: node for tree in trees for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    enums = _enums(classes)
    values = enums | {name for name, node in classes.items() if _frozen(node)}
    unions, tuples, annotated = _unions_and_tuples(trees)
    ours = set(values)
    while True:                           # a union of unions of values is closed too
        known = {name for name, members in unions.items() if all(m in ours for m in members)}
        if known <= ours:
            break
        ours |= known
    closed = set(enums)
    closed |= {m for name, members in unions.items() if name in ours for m in [name, *members]}
    closed |= {m for members in annotated if all(m in values for m in members) for m in members}
    closed |= {name for name, members in tuples.items() if all(m in closed for m in members)}
    return Closed(frozenset(enums), frozenset(closed), _short_names(trees, enums))


def _tested_types(node: ast.AST) -> list[str]:
    """The type names an ``isinstance``'s second argument holds."""
    if isinstance(node, ast.Tuple):
        return [name for elt in node.elts for name in _tested_types(elt)]
    members = _union_members(node)
    if members:
        return [name for member in members for name in _tested_types(member)]
    name = _name(node)
    return [name] if name else []


def closed_isinstance(tree: ast.AST, closed: Closed) -> list[int]:
    """(a) Lines of ``isinstance(x, T)`` with ``T`` a closed type of ours."""
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and _name(node.func) == "isinstance" and len(node.args) == 2
            and any(name in closed.types for name in _tested_types(node.args[1]))]


def any_isinstance(tree: ast.AST) -> list[int]:
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call) and _name(node.func) == "isinstance"]


def _member_of(node: ast.AST, closed: Closed) -> str | None:
    """The enum of ``Kind.A`` (of ``TAP`` for ``TAP = Kind.TAP``, of ``(Kind.A, Kind.B)``) when it is one of ours."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        found = {_member_of(elt, closed) for elt in node.elts}
        return found.pop() if len(found) == 1 else None
    if isinstance(node, ast.Attribute) and _name(node.value) in closed.enums:
        return _name(node.value)
    if isinstance(node, ast.Name):
        return closed.members.get(node.id)
    return None


def _compared(test: ast.AST, closed: Closed) -> set[tuple[str, str]]:
    """(value, enum) of each ``value == Kind.A`` / ``is`` / ``in (…)`` in a branch's test."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    found = set()
    for part in parts:
        if (isinstance(part, ast.Compare) and len(part.ops) == 1
                and isinstance(part.ops[0], ast.Eq | ast.Is | ast.In)):
            enum = _member_of(part.comparators[0], closed)
            if enum is not None:
                found.add((ast.unparse(part.left), enum))
    return found


def _ladder(tests: list[ast.AST], closed: Closed) -> bool:
    counts: dict[tuple[str, str], int] = {}
    for test in tests:
        for key in _compared(test, closed):
            counts[key] = counts.get(key, 0) + 1
    return any(count > 1 for count in counts.values())


def _blocks(tree: ast.AST) -> Iterator[list[ast.stmt]]:
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                yield block


def enum_ladders(tree: ast.AST, closed: Closed) -> list[int]:
    """(b) Lines where a ladder of branches compares one value with members of one of our enums."""
    lines = set()
    elifs = {id(node.orelse[0]) for node in ast.walk(tree)
             if isinstance(node, ast.If) and len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If)}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and id(node) not in elifs:        # an if/elif chain from its top
            tests, branch = [], node
            while True:
                tests.append(branch.test)
                if len(branch.orelse) == 1 and isinstance(branch.orelse[0], ast.If):
                    branch = branch.orelse[0]
                else:
                    break
            if _ladder(tests, closed):
                lines.add(node.lineno)
        if isinstance(node, ast.IfExp) and isinstance(node.orelse, ast.IfExp):   # a if … else b if … else c
            tests, expr = [], node
            while isinstance(expr, ast.IfExp):
                tests.append(expr.test)
                expr = expr.orelse
            if _ladder(tests, closed):
                lines.add(node.lineno)
    for block in _blocks(tree):                                          # if …: … / if …: … one after another
        run: list[ast.If] = []
        for stmt in [*block, None]:
            if isinstance(stmt, ast.If):
                run.append(stmt)
                continue
            rungs = [_ladder([first.test, second.test], closed) for first, second in pairwise(run)]
            lines |= {run[i].lineno for i, rung in enumerate(rungs) if rung and not (i and rungs[i - 1])}
            run = []
    return sorted(lines)


def _names_closed(pattern: ast.pattern, closed: Closed) -> bool:
    for node in ast.walk(pattern):
        if isinstance(node, ast.MatchClass) and _name(node.cls) in closed.types:
            return True
        if isinstance(node, ast.MatchValue) and _member_of(node.value, closed):
            return True
    return False


def open_matches(tree: ast.AST, closed: Closed) -> list[int]:
    """(c) Lines of a ``match`` over a closed type of ours whose last case is not ``case _: assert_never(…)``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Match) and any(_names_closed(case.pattern, closed) for case in node.cases):
            last = node.cases[-1]
            body = last.body[0] if len(last.body) == 1 else None
            guarded = (isinstance(last.pattern, ast.MatchAs) and last.pattern.pattern is None and last.guard is None
                       and isinstance(body, ast.Expr) and isinstance(body.value, ast.Call)
                       and _name(body.value.func) == "assert_never")
            if not guarded:
                lines.append(node.lineno)
    return lines


def _sources() -> dict[str, str]:
    return {str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
            for folder in (GAME, SOLVER) for path in sorted(folder.rglob("*.py"))}


@functools.cache
def _findings() -> dict[str, dict[str, list[int]]]:
    sources = _sources()
    closed = closed_types(list(sources.values()))
    found: dict[str, dict[str, list[int]]] = {"isinstance": {}, "ladders": {}, "open matches": {}, "unexplained": {}}
    for name, source in sources.items():
        if not name.startswith("game/"):
            continue
        tree = ast.parse(source)
        for kind, lines in (("isinstance", closed_isinstance(tree, closed)), ("ladders", enum_ladders(tree, closed)),
                            ("open matches", open_matches(tree, closed)),
                            ("unexplained", any_isinstance(tree) if name not in OPEN_TESTS else [])):
            if lines:
                found[kind][name] = lines
    return found


def test_the_closed_types_are_read_from_the_source() -> None:
    closed = closed_types(list(_sources().values()))
    assert {"HitKind", "GestureKind", "MoveKind", "PileKind", "StopKind", "Verdict", "Aid"} <= closed.enums
    assert {"TableAction", "Hint", "Redo", "Undo", "SolveResult", "GameAction", "Effect", "Sound"} <= closed.types
    assert not {"Position", "Game", "TableScene", "Variant"} & closed.types
    assert closed.members["TAP"] == "GestureKind" and closed.members["PLAY"] == "MoveKind"


def _counted(kind: str) -> dict[str, int]:
    return {name: len(set(lines)) for name, lines in _findings()[kind].items()}


def test_no_isinstance_over_a_closed_type_in_the_game() -> None:
    assert _counted("isinstance") == PENDING["isinstance"]


def test_no_ladder_of_branches_over_an_enum_in_the_game() -> None:
    assert _counted("ladders") == PENDING["ladders"]


def test_every_match_over_a_closed_type_in_the_game_ends_in_assert_never() -> None:
    assert _counted("open matches") == PENDING["open matches"]


def test_every_other_isinstance_says_why_it_stays() -> None:
    found = _counted("unexplained")
    assert found == PENDING["unexplained"], "make it a match, or say in OPEN_TESTS why the type tested is not ours and closed"
    assert all((ROOT / name).exists() for name in OPEN_TESTS)


SELF_TEST = """
from enum import Enum
from dataclasses import dataclass

class Kind(Enum):
    A = 1
    B = 2

@dataclass(frozen=True)
class Up: ...

@dataclass(frozen=True)
class Down: ...

Move = Up | Down
QUIET = (Up, Down)

def chain(kind, move, x):
    if kind == Kind.A:                  # 19: an if/elif chain
        a()
    elif kind is Kind.B:
        b()
    z = 0
    if kind == Kind.A:                  # 24: ifs one after another
        return 1
    if kind in (Kind.B,):
        return 2
    y = 1 if kind == Kind.A else 2 if kind == Kind.B else 3    # 28: a chain of conditional expressions
    if kind == Kind.A:                  # a question, no dispatch
        c()
    if isinstance(move, Up):            # 31: a ladder of isinstance
        d()
    elif isinstance(move, Down):        # 33
        e()
    if isinstance(x, QUIET) or isinstance(x, str):   # 35: a tuple of closed types (str is not ours)
        f()
    match move:                         # 37: a match without assert_never
        case Up():
            g()
        case _:
            h()
    match kind:                         # 42: a match over an enum, closed by a guard
        case Kind.A:
            g()
        case _ if x:
            h()
    match kind:                         # closed: fine
        case Kind.A | Kind.B:
            g()
        case _:
            assert_never(kind)
    match x:                            # over text: no closed type of ours
        case "a":
            g()
        case _:
            h()
    if kind == A:                       # 57: a member under a short name of its own
        g()
    elif kind == B:
        h()

A, B = Kind.A, Kind.B
"""


def test_the_check_finds_each_kind_of_open_dispatch() -> None:
    tree = ast.parse(SELF_TEST)
    closed = closed_types([SELF_TEST])
    assert closed.enums == {"Kind"} and {"Kind", "Up", "Down", "Move", "QUIET"} <= closed.types
    assert enum_ladders(tree, closed) == [19, 24, 28, 57]
    assert closed_isinstance(tree, closed) == [31, 33, 35]
    assert open_matches(tree, closed) == [37, 42]
    assert any_isinstance(tree) == [31, 33, 35, 35]
