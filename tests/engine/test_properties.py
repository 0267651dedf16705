"""Engine invariants over random legal games (hypothesis): 104 cards, foundations only rise,
undo/redo restore positions exactly, the text form round-trips."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from game.engine import (
    CLASSIC,
    RELAXED,
    Game,
    Move,
    deal,
    format_board,
    parse_board,
)

games = st.integers(min_value=1, max_value=10**12)
variants = st.sampled_from([CLASSIC, RELAXED])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(number=games, variant=variants, auto=st.booleans(), data=st.data())
def test_random_games_keep_the_invariants(number: int, variant: str, auto: bool, data: st.DataObject) -> None:
    game = Game(deal(number, variant))
    seen = [game.position.copy()]
    for _ in range(data.draw(st.integers(min_value=0, max_value=120), label="length")):
        action = data.draw(st.sampled_from(["move", "move", "move", "move", "undo", "redo"]), label="action")
        if action == "undo" and game.can_undo():
            game.pop()
            assert game.position == seen[game.moves]
            continue
        if action == "redo" and game.can_redo():
            game.redo()
            assert game.position == seen[game.moves]
            continue
        moves = game.legal_moves()
        if not moves:
            break
        move = data.draw(st.sampled_from(moves), label="move")
        before = list(game.position.foundations)
        game.push(move, auto_play=auto)
        p = game.position
        del seen[game.moves:]
        seen.append(p.copy())
        assert p.card_count() == 104
        p.check()
        assert all(a >= b for a, b in zip(p.foundations, before, strict=True)), "a card came off a foundation"
        assert game.moves == len(seen) - 1
        assert parse_board(format_board(p)) == p


@settings(max_examples=40, deadline=None)
@given(number=games, variant=variants, data=st.data())
def test_undo_all_then_redo_all_restores_exactly(number: int, variant: str, data: st.DataObject) -> None:
    game = Game(deal(number, variant))
    auto = data.draw(st.booleans())
    for _ in range(60):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(data.draw(st.sampled_from(moves)), auto_play=auto)
    end = game.position.copy()
    count = game.moves
    while game.can_undo():
        game.pop()
    assert game.position == deal(number, variant)
    assert game.undos == count
    while game.can_redo():
        game.redo()
    assert game.position == end and game.moves == count


@settings(max_examples=60, deadline=None)
@given(number=games, variant=variants, data=st.data())
def test_notation_round_trips_for_every_legal_move(number: int, variant: str, data: st.DataObject) -> None:
    game = Game(deal(number, variant))
    for _ in range(30):
        moves = game.legal_moves()
        for move in moves:
            assert Move.parse(str(move)) == move
        if not moves:
            break
        game.push(data.draw(st.sampled_from(moves)))


def test_undo_steps_send_each_card_back() -> None:
    game = Game(deal(1))
    steps = game.push(Move.turn())
    back = game.pop()
    assert back[0].card == steps[0].card and back[0].src == steps[0].dst and back[0].dst == steps[0].src


def test_a_new_move_clears_redo() -> None:
    game = Game(deal(1))
    game.push(Move.turn())
    game.pop()
    assert game.can_redo()
    game.push(Move.turn())
    assert not game.can_redo()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(number=games, variant=variants, auto=st.booleans(), data=st.data())
def test_a_jump_back_is_one_unit_that_one_redo_brings_back(number: int, variant: str, auto: bool,
                                                           data: st.DataObject) -> None:
    """`pop(n)` ("Zurück zu gewinnbar") takes n moves back exactly; one redo replays all n, and
    plain undos and redos around it still restore every position exactly."""
    game = Game(deal(number, variant))
    seen = [game.position.copy()]
    for _ in range(data.draw(st.integers(min_value=0, max_value=100), label="length")):
        action = data.draw(st.sampled_from(["move", "move", "move", "jump", "undo", "redo"]), label="action")
        if action == "jump" and game.can_undo():
            back = data.draw(st.integers(min_value=1, max_value=game.moves), label="back")
            units, played, undos = game.redo_units, game.moves, game.undos
            game.pop(back)
            assert game.position == seen[played - back] and game.moves == played - back
            assert game.redo_units == (back, *units) and game.undos == undos + back
            continue
        if action == "undo" and game.can_undo():
            game.pop()
            assert game.position == seen[game.moves]
            continue
        if action == "redo" and game.can_redo():
            unit = game.redo_units[0]
            before = game.moves
            game.redo()
            assert game.moves == before + unit and game.position == seen[game.moves]
            continue
        moves = game.legal_moves()
        if not moves:
            break
        game.push(data.draw(st.sampled_from(moves), label="move"), auto_play=auto)
        del seen[game.moves:]
        seen.append(game.position.copy())
        assert not game.can_redo()
    # Every move the game ever made in this line replays from the start to where it stands.
    replay = Game(deal(number, variant))
    for entry in game.history:
        replay.push(entry.move, auto_play=entry.auto_played)
    assert replay.position == game.position


def _state(game: Game) -> tuple:
    return (format_board(game.start), format_board(game.position), game.number, game.move_list, game.redo_list,
            game.redo_units, game.undos, game.hints, game.moves, game.played_before)


@settings(max_examples=30, deadline=None)
@given(number=games, variant=variants, data=st.data())
def test_a_copy_of_a_game_is_the_same_game_and_goes_its_own_way(number: int, variant: str, data: st.DataObject) -> None:
    """`Game.copy` (what the table hands out instead of its live game): equal in every fact, and
    playing, undoing, redoing or restarting either one leaves the other exactly as it was."""
    game = Game(deal(number, variant))
    for _ in range(data.draw(st.integers(min_value=0, max_value=40), label="length")):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(data.draw(st.sampled_from(moves), label="move"), auto_play=True)
    if game.can_undo() and data.draw(st.booleans(), label="undo"):
        game.pop()
    game.note_hint()
    copy = game.copy()
    assert _state(copy) == _state(game)
    kept = _state(game)
    for step in data.draw(st.lists(st.sampled_from(["move", "undo", "redo", "restart"]), max_size=8), label="steps"):
        if step == "move" and copy.legal_moves():
            copy.push(copy.legal_moves()[0])
        elif step == "undo" and copy.can_undo():
            copy.pop()
        elif step == "redo" and copy.can_redo():
            copy.redo()
        elif step == "restart":
            copy.restart()
        copy.note_hint()
    assert _state(game) == kept
