"""A tap on a card with no legal move: the card rises clearly and shakes
"no", the engine's reason shows in the message line (where the hint's reason shows), and the
target glow is strong."""

from __future__ import annotations

from game import i18n
from game.engine import WASTE, WASTE_PILE, column_pile
from game.engine.needs import move_needs
from game.i18n import phrases
from game.scenes.tabletop.transients import REFUSAL_TIME
from tests.harness.table import STEP, click, run
from tests.positions import NO_MOVE, build
from tools.positions import targets_position


def _frames(scene, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        scene.app.frame(STEP, draw=False)


def test_a_card_that_cannot_go_rises_and_says_what_it_needs(table):
    scene = table(build(NO_MOVE, foundations=[1] * 8, waste="2H"))
    rest = scene.where().rest_rect(column_pile(0), 1)
    click(scene, scene.card_point(column_pile(0), 1))
    assert scene.state().selection is None and scene.state().moves == 0
    assert scene.snapshot().motion.refusal is not None
    assert scene.state().message_text == "4♠ braucht 5♠ oder eine freie Spalte"
    _frames(scene, 0.3)
    lifted = scene.where().card_rect(column_pile(0), 1)
    assert rest.y - lifted.y >= 0.1 * scene.snapshot().layout.card_h       # visibly up, not a shake of 2 px sideways
    scene.app.draw()                                             # drawn: the lifted card and the reason pill
    _frames(scene, REFUSAL_TIME)
    assert scene.where().card_rect(column_pile(0), 1) == rest            # back where it lies …
    assert scene.snapshot().motion.refusal is None
    assert scene.state().message_text == "4♠ braucht 5♠ oder eine freie Spalte"   # … the reason stays to be read
    click(scene, scene.snapshot().layout.talon.center)                      # until the next action
    assert "4♠" not in scene.state().message_text


def test_the_reason_comes_from_the_engine_for_every_kind_of_refusal(table):
    scene = table(build(NO_MOVE, foundations=[1] * 8, waste="3H"))
    cases = [(column_pile(0), 0, "K♦ ist zugedeckt: erst die Karten darauf ziehen"),   # ♦K under ♠4
             (column_pile(6), 0, "K♣ braucht eine freie Spalte")]
    for pile, index, text in cases:
        click(scene, scene.card_point(pile, index))
        assert scene.snapshot().motion.refusal is not None
        need = move_needs(scene.state().position, pile.index, index)
        assert scene.state().message_text == phrases.refusal_text(need) == text
        run(scene, 3.0)
    click(scene, scene.card_point(WASTE_PILE, len(scene.snapshot().motion.display.waste) - 1))   # ♥3: no ♥2 up, no ♥4, no space
    assert scene.state().message_text == phrases.refusal_text(move_needs(scene.state().position, WASTE))
    assert scene.state().message_text == "3♥ braucht 4♥ oder eine freie Spalte"


def test_the_reason_in_english(table):
    i18n.set_language("en")
    try:
        scene = table(build(NO_MOVE, foundations=[1] * 8))
        click(scene, scene.card_point(column_pile(0), 1))
        assert scene.state().message_text == "4♠ needs 5♠ or an empty column"
    finally:
        i18n.set_language("de")


def test_a_card_with_a_move_is_never_refused(table):
    scene = table(targets_position())
    click(scene, scene.card_point(column_pile(0), 2))             # ♠3: three targets
    assert scene.snapshot().motion.refusal is None and scene.state().selection is not None


def test_the_target_glow_is_a_broad_bright_band(table):
    """The blue target glow: 0.1 card widths of blue light around the target, bluer than the
    green felt everywhere in that band (a thin outline would cover 8 % of it)."""
    scene = table(targets_position())
    click(scene, scene.card_point(column_pile(0), 2))
    run(scene, 0.0)
    rect = scene.where().target_rect(6)                                   # the empty column 7
    surface = scene.app.screen
    depth = round(scene.snapshot().layout.card_w * 0.1)
    blue = 0
    samples = 0
    for y in range(rect.y + rect.h // 4, rect.bottom - rect.h // 4, 4):
        for d in range(2, depth):
            _, g, b, *_ = surface.get_at((rect.right + d, y))
            samples += 1
            blue += b > g
    assert blue / samples > 0.9
