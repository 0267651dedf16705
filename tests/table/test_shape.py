"""The table's shape, checked: its parts share no mutable state, every dispatch is a
``match`` that names every case, and the game on the table is judged won in one place.

- Parts apart: a played table (a run lifted, a drag under way, the ring shown, a hint glowing) is
  walked from each of its parts — the model, the motion, the picture, the input — through their
  attributes and containers, and inside frozen dataclasses too (a frozen layout still holds rects
  and a memo dict that can change in place); no mutable object may be reached from two of them.
  Values are free to share: enums, numbers, text and the interned cards. Functions are not
  followed: `TableParts` hands the parts readers, never parts.
- Dispatch: nowhere in the game an ``if``/``elif`` ladder of ``isinstance`` tests on one value; in
  the table and its owner (the router) every ``match`` ends with ``case _: assert_never(...)``, so
  mypy proves that a new action, effect, response or event cannot go unanswered.
- "Won": in the program around the engine only the table model asks the engine whether the game
  on the table is won (`TableModel.judge`); a pasted position refused for being won and a saved
  game removed for it are no game on the table.
"""

from __future__ import annotations

import ast
import collections
import dataclasses
import enum
import types
from pathlib import Path
from typing import Any

from game.engine import FOUNDATION, Card, column_pile
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Finish, FocusNext, Hint, LiftCard
from tests.harness.table import OwnerSpy, drag, run
from tools.positions import finish_position, targets_position

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
ANSWERED = [GAME / "scenes" / "tabletop", GAME / "table", GAME / "app" / "routes"]   # the table and its owner: closed unions only
NOT_FOLLOWED = (types.FunctionType, types.MethodType, types.BuiltinFunctionType)


def is_value(obj: Any) -> bool:
    """Something two parts may both hold: it cannot change under either, and holds nothing that can."""
    return obj is None or isinstance(obj, bool | int | float | str | bytes | enum.Enum | Card | type | types.ModuleType)


def is_frozen(obj: Any) -> bool:
    """A frozen dataclass: its fields cannot be set, but what they hold may change (a list, a dict,
    a `pygame.Rect`, a `Position`), so the walk looks inside it."""
    return dataclasses.is_dataclass(obj) and not isinstance(obj, type) and obj.__dataclass_params__.frozen


def reachable(root: object) -> dict[int, tuple[object, str]]:
    """Every mutable object reachable from ``root`` through attributes of the game's own objects and
    through containers: id → (object, path). Functions and bound methods are not followed."""
    seen: dict[int, tuple[object, str]] = {}
    stack: list[tuple[object, str]] = [(root, "")]
    while stack:
        obj, path = stack.pop()
        if is_value(obj) or isinstance(obj, NOT_FOLLOWED):
            continue
        if isinstance(obj, tuple | frozenset):
            stack += [(item, f"{path}[]") for item in obj]
            continue
        if is_frozen(obj):
            stack += [(getattr(obj, field.name), f"{path}.{field.name}") for field in dataclasses.fields(obj)]
            continue
        if id(obj) in seen:
            continue
        seen[id(obj)] = (obj, path)
        if isinstance(obj, dict):
            stack += [(value, f"{path}[{key!r}]") for key, value in obj.items()] + [(key, path) for key in obj]
        elif isinstance(obj, list | set | collections.deque):
            stack += [(item, f"{path}[]") for item in obj]
        elif type(obj).__module__.startswith(("game.", "tests.")):
            stack += [(value, f"{path}.{name}") for name, value in getattr(obj, "__dict__", {}).items()]
            stack += [(getattr(obj, slot), f"{path}.{slot}") for slot in getattr(type(obj), "__slots__", ())
                      if hasattr(obj, slot)]
    return seen


def shared(parts: dict[str, object]) -> list[str]:
    """The mutable objects two of ``parts`` both reach, as "part.path = other.path"."""
    reached = {name: reachable(part) for name, part in parts.items()}
    names = list(parts)
    found = []
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            for key in reached[first].keys() & reached[second].keys():
                obj, path = reached[first][key]
                found.append(f"{first}{path} = {second}{reached[second][key][1]} ({type(obj).__name__})")
    return sorted(found)


def test_the_walk_finds_a_list_two_parts_share_and_leaves_values_alone() -> None:
    class Part:
        def __init__(self, held: object, value: object) -> None:
            self.held, self.value = held, value

    Part.__module__ = "tests.shape"
    common, layout = [1, 2], targets_position()
    found = shared({"a": Part(common, ("x", 1)), "b": Part({"k": common}, ("x", 1)), "c": Part([3], layout)})
    assert found == ["a.held = b.held['k'] (list)"]
    assert shared({"a": Part(layout, None), "b": Part(layout, None)}) != []   # a Position is no value


def test_the_walk_looks_inside_frozen_dataclasses() -> None:
    """A memo dict inside a frozen dataclass two parts hold is shared state, as is a rect in a list in one."""

    @dataclasses.dataclass(frozen=True)
    class Laid:
        size: tuple[int, int]
        memo: dict = dataclasses.field(default_factory=dict, compare=False)

    class Part:
        def __init__(self, held: object) -> None:
            self.held = held

    Part.__module__ = "tests.shape"
    laid = Laid((1, 2))
    assert shared({"motion": Part(laid), "painter": Part((laid,))}) == [
        "motion.held.memo = painter.held[].memo (dict)"]
    assert shared({"motion": Part(Laid((1, 2))), "painter": Part(Laid((1, 2)))}) == []   # each its own copy


def test_the_tables_parts_share_no_mutable_state(table) -> None:
    owner = OwnerSpy()
    scene: TableScene = table(targets_position(), owner=owner)
    scene.act(Hint())
    scene.act(FocusNext())
    scene.act(LiftCard(0, 2))
    drag(scene, scene.card_point(column_pile(0), 2), (scene.app.size[0] // 2, scene.app.size[1] // 2), release=False)
    run(scene, 0.05)
    shot = scene.snapshot()
    assert shot.input.drag is not None and FOUNDATION in shot.input.drag.targets and shot.table.hint is None
    stage = scene._parts
    parts = {"model": stage.model, "motion": stage.motion, "picture": stage.picture, "input": scene._input}
    assert shared(parts) == []
    for name, part in parts.items():     # and no part holds another
        others = {id(other) for other_name, other in parts.items() if other_name != name}
        assert not others & reachable(part).keys(), name


def _isinstance_ladders(tree: ast.AST) -> list[int]:
    """Lines of ``if isinstance(x, …): … elif isinstance(x, …)`` ladders on one value."""
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.If):
            continue
        subjects: list[str] = []
        branch: ast.If | None = node
        while branch is not None:
            test = branch.test
            if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == "isinstance":
                subjects.append(ast.unparse(test.args[0]))
            orelse = branch.orelse
            branch = orelse[0] if len(orelse) == 1 and isinstance(orelse[0], ast.If) else None
        if len(subjects) != len(set(subjects)):
            lines.append(node.lineno)
    return lines


def _open_matches(tree: ast.AST) -> list[int]:
    """Lines of ``match`` statements whose last case is not ``case _: assert_never(…)``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Match):
            last = node.cases[-1]
            body = last.body[0] if len(last.body) == 1 else None
            closed = (isinstance(last.pattern, ast.MatchAs) and last.pattern.pattern is None
                      and isinstance(body, ast.Expr) and isinstance(body.value, ast.Call)
                      and ast.unparse(body.value.func) == "assert_never")
            if not closed:
                lines.append(node.lineno)
    return lines


def test_no_dispatch_in_the_game_is_an_isinstance_ladder() -> None:
    found = {str(p.relative_to(ROOT)): lines for p in sorted(GAME.rglob("*.py"))
             if (lines := _isinstance_ladders(ast.parse(p.read_text(encoding="utf-8"))))}
    assert found == {}


def test_every_match_of_the_table_and_its_owner_names_every_case() -> None:
    files = [p for folder in ANSWERED for p in sorted(folder.rglob("*.py"))]
    assert len(files) > 30
    found = {str(p.relative_to(ROOT)): lines for p in files
             if (lines := _open_matches(ast.parse(p.read_text(encoding="utf-8"))))}
    assert found == {}
    matches = sum(isinstance(node, ast.Match) for p in files for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))))
    assert matches >= 10     # the dispatchers are matches (the model's, `TableParts`', the scene's, the router's …)


def test_the_checks_find_a_ladder_and_an_open_match() -> None:
    source = """
if isinstance(e, A):
    a()
elif isinstance(e, B):
    b()
match e:
    case A():
        a()
    case _:
        b()
match e:
    case A():
        a()
    case _:
        assert_never(e)
"""
    tree = ast.parse(source)
    assert _isinstance_ladders(tree) == [2] and _open_matches(tree) == [6]


def _won_questions(path: Path) -> list[str]:
    """The functions of ``path`` that call ``….is_won()``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef):
            for node in ast.walk(function):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                        and node.func.attr == "is_won"):
                    found.append(f"{path.relative_to(ROOT)}::{function.name}")
    return found


def test_the_game_on_the_table_is_judged_won_in_one_place() -> None:
    around_the_engine = [p for folder in ("scenes", "table", "app", "speech") for p in sorted((GAME / folder).rglob("*.py"))]
    asked = sorted({name for path in around_the_engine for name in _won_questions(path)})
    assert asked == ["game/app/routes/board_text.py::read_position",      # a pasted position: refused when won
                     "game/app/services/game_in_hand.py::load_saved",     # a saved game that has ended: removed
                     "game/table/table_model.py::judge"]                 # the game on the table


def test_a_game_counts_once_from_the_last_card_to_its_summary(table) -> None:
    """The lifecycle as the owner hears it: the winning move ends the game (counted) at once, its
    end is shown once the cascade is over, and nothing after that counts again."""
    owner = OwnerSpy()
    scene: TableScene = table(finish_position(), owner=owner)
    scene.act(Hint())
    assert "ended" not in owner.told
    scene.act(Finish())
    assert owner.told.count("ended") == 1 and "shown" not in owner.told and scene.state().over
    run(scene, 4.0)
    assert owner.told.count("shown") == 1
    scene.give_up()              # a won game is not given up as well
    scene.abandon()              # nor left
    assert owner.told.count("ended") == 1 and owner.told.count("shown") == 1
