"""The autosave's two optional fields (B16): what the solver knew (``known``) and the redo units
(a jump back is redone in one step). Both come back exactly; a malformed one is dropped and the
game is resumed all the same."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import Game
from game.storage.autosave import game_from_json, game_to_json
from game.storage.known import MAX_LINE, Known


def _played(moves: int = 12) -> Game:
    game = Game.new(2)
    for _ in range(moves):
        game.push(game.legal_moves()[0])
    return game


def test_what_the_solver_knew_comes_back_exactly() -> None:
    game = _played()
    known = Known(line_at=7, line=("t", "2>f"), lost=True, searched=False)
    saved = game_from_json(json.loads(json.dumps(game_to_json(game, 3.0, known=known))))
    assert saved.known == known and saved.game.position == game.position


def test_a_save_without_knowledge_keeps_nothing_and_says_nothing() -> None:
    data = game_to_json(_played(), 3.0, known=Known())
    assert "known" not in data and game_from_json(data).known is None


@pytest.mark.parametrize("bad", [
    "lost", 7, [], {"lost": "yes"}, {"searched": 1}, {"line_at": 13, "line": ["t"]}, {"line_at": -1, "line": ["t"]},
    {"line_at": True, "line": ["t"]}, {"line_at": 3}, {"line_at": 3, "line": "t t"}, {"line_at": 3, "line": [7]},
    {"line_at": 3, "line": ["x" * 17]}, {"line_at": 3, "line": ["t"] * (MAX_LINE + 1)},
])
def test_malformed_knowledge_is_dropped_and_the_game_is_resumed(bad) -> None:
    game = _played()
    data = game_to_json(game, 3.0)
    data["known"] = bad
    saved = game_from_json(data)
    assert saved.known is None and saved.game.position == game.position and saved.game.moves == 12


def test_a_jump_back_is_redone_in_one_step_after_a_resume() -> None:
    game = _played()
    game.pop(5)        # "Zurück zu gewinnbar"
    game.pop()         # then one plain undo
    saved = game_from_json(json.loads(json.dumps(game_to_json(game, 1.0)))).game
    assert saved.redo_units == (1, 5) and saved.position == game.position
    saved.redo()
    saved.redo()
    assert saved.moves == 12 and not saved.can_redo()


@given(st.lists(st.integers(0, 20), max_size=4), st.sampled_from([None, [], [0], "5", [2, 2], [1, -1, 1]]))
@settings(max_examples=40)
def test_redo_units_that_do_not_add_up_are_plain_redos(extra, stored) -> None:
    game = _played()
    game.pop(3)
    data = game_to_json(game, 1.0)
    data["redo_units"] = stored if stored is not None else extra
    units = data["redo_units"]
    saved = game_from_json(data).game
    assert saved.position == game.position and saved.undone == game.undone
    fits = isinstance(units, list) and all(isinstance(u, int) and u > 0 for u in units) and sum(units) == 3
    assert saved.redo_units == (tuple(units) if fits else (1, 1, 1))
