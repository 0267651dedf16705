"""A variant without a catalogue of proved deals: no daily deal, no grades, and the program's
checks and screens that walk the variants take it as it is (a new variant is one
value plus its translations)."""

from __future__ import annotations

import pytest

from game.app import smoke
from game.engine import CLASSIC, RELAXED, VARIANTS, Variant
from game.scenes.daily_calendar import DailyCalendarScene
from game.scenes.statistics import StatisticsScene, column_shares
from tests.harness.app import pump

# Lucas: 13 columns of 3, the Aces on the foundations; no catalogue ships for it.
LUCAS = Variant("lucas", columns=13, rows=3, foundation_start=1)


def test_a_daily_deal_or_grades_without_a_catalogue_is_refused_when_the_variant_is_made():
    with pytest.raises(ValueError, match="need a catalogue"):
        Variant("lucas", columns=13, rows=3, foundation_start=1, daily_range=100)
    with pytest.raises(ValueError, match="need a catalogue"):
        Variant("lucas", columns=13, rows=3, foundation_start=1, grade_cutoffs=((0, 1), (0, 2)))


def test_the_shipped_variants_ship_their_catalogues_daily_deals_and_grades():
    assert all(v.catalogued and v.daily_range > 0 and v.grade_cutoffs is not None for v in VARIANTS)


def test_the_smoke_test_asks_a_catalogue_of_the_catalogued_variants_only(monkeypatch):
    assert smoke.check_catalogues() is None
    monkeypatch.setattr(smoke, "VARIANTS", (*VARIANTS, LUCAS))
    assert smoke.check_catalogues() is None
    missing = Variant("missing", catalogued=True)          # says it ships one, and none is there
    monkeypatch.setattr(smoke, "VARIANTS", (*VARIANTS, missing))
    assert smoke.check_catalogues() == "no missing catalogue"


def test_the_calendar_of_a_table_without_a_daily_deal_opens_on_a_variant_with_one(launch):
    app = launch()
    calendar = DailyCalendarScene(app, app.router.daily, LUCAS)
    assert calendar.variant == CLASSIC
    assert calendar.variants == [CLASSIC, RELAXED]
    assert DailyCalendarScene(app, app.router.daily, RELAXED).variant == RELAXED


@pytest.fixture
def with_lucas(monkeypatch):
    """The game as if LUCAS were one of its variants: every module of the game that took the
    variants' tuple from the engine sees the third one."""
    import sys

    import game.engine as engine

    two, three = engine.VARIANTS, (*VARIANTS, LUCAS)
    for name, module in list(sys.modules.items()):
        if name.startswith("game.") and getattr(module, "VARIANTS", None) is two:
            monkeypatch.setattr(module, "VARIANTS", three)
    return three


# LUCAS has no words in the catalogues: its head shows the message id, longer than a name.
@pytest.mark.filterwarnings("ignore:Label Rect is too small for text. variant.lucas")
def test_the_statistics_screen_gives_a_third_variant_its_column(launch, with_lucas):
    app = launch()
    router = app.router
    scene = StatisticsScene(app, router.statistics, router.dialogs)
    app.push(scene)
    pump(app, 0.2)
    assert scene.table()[0][-1][0] == "head.lucas"
    assert len(column_shares()) == 4 and abs(sum(column_shares()) - 1) < 1e-6
    assert "head.lucas" in scene.labels
