"""What a tapped card would need (`game.engine.needs`): the engine's answer behind
"4♠ braucht 5♠ oder eine freie Spalte". It must agree with the rules it words."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from game.engine import CLASSIC, RELAXED, WASTE, Card, Game, Position, deal, legal_targets, lifted_run
from game.engine.needs import Blocker, move_needs
from tests.positions import build


def test_a_lone_card_needs_the_next_higher_of_its_suit_or_an_empty_column():
    p = build({1: "KD 4S", 2: "QC", 3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"},
              foundations=[1, 1, 1, 1, 1, 1, 1, 1])
    need = move_needs(p, 0, 1)
    assert need is not None
    assert (need.card, need.blocker, need.onto, need.empty_column) == (Card.parse("4S"), Blocker.NO_PLACE,
                                                                      Card.parse("5S"), True)


def test_a_king_needs_only_an_empty_column_and_a_covered_card_its_cover_gone():
    p = build({1: "4S KD", 2: "QC", 3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"},
              foundations=[1, 1, 1, 1, 1, 1, 1, 1])
    king = move_needs(p, 0, 1)
    assert king is not None and king.onto is None and king.blocker == Blocker.NO_PLACE
    covered = move_needs(p, 0, 0)
    assert covered is not None and covered.blocker == Blocker.COVERED and covered.card == Card.parse("4S")


def test_a_run_too_long_for_the_limit_says_so():
    # ♠9 ♠8 ♠7 with ♠10 on another column but no empty column: classic moves one card at a time.
    p = build({1: "9S 8S 7S", 2: "TS", 3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"},
              foundations=[1, 1, 1, 1, 1, 1, 1, 1])
    need = move_needs(p, 0, 0)
    assert need is not None and need.blocker == Blocker.TOO_MANY and need.limit == 1 and need.count == 3


def test_a_card_with_a_move_needs_nothing():
    p = build({1: "4S", 2: "5S", 3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"},
              foundations=[1, 1, 1, 1, 1, 1, 1, 1])
    assert move_needs(p, 0, 0) is None


def _check(position: Position) -> None:
    """Every column card and the waste top: no need exactly when its run may go somewhere; and a
    need never names what the table already offers."""
    sources = [(c, i) for c, col in enumerate(position.columns) for i in range(len(col))]
    if position.waste:
        sources.append((WASTE, 0))
    for src, index in sources:
        need = move_needs(position, src, index)
        run = 1 if src == WASTE else lifted_run(position, src, index)
        if run is None:
            assert need is not None and need.blocker == Blocker.COVERED
            continue
        targets = legal_targets(position, src, run)
        assert (need is None) == bool(targets)
        if need is None:
            continue
        tops = [col[-1] for c, col in enumerate(position.columns) if col and c != src]
        empties = [c for c, col in enumerate(position.columns) if not col and c != src]
        if need.blocker == Blocker.NO_PLACE:
            assert need.onto not in tops and not empties        # neither the card nor a space is there
        assert need.onto is None or need.card.builds_on(need.onto)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(number=st.integers(min_value=1, max_value=10**12), variant=st.sampled_from([CLASSIC, RELAXED]),
       data=st.data())
def test_needs_agree_with_the_rules_along_random_games(number: int, variant: str, data: st.DataObject) -> None:
    game = Game(deal(number, variant))
    _check(game.position)
    for _ in range(data.draw(st.integers(min_value=0, max_value=80), label="length")):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(data.draw(st.sampled_from(moves), label="move"))
        _check(game.position)
