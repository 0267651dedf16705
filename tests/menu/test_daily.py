"""The daily deal (B9) as a player meets it: the menu entry, the HUD, the streak, the calendar.

"Today" is pinned with ``session.today`` to dates whose deals docs/daily.md lists as vectors.
"""

from __future__ import annotations

import datetime

import pygame

from game.app import synthetic
from game.engine import CLASSIC, RELAXED
from game.scenes.daily_calendar import DailyCalendarScene
from game.scenes.dialogs import ConfirmDialog
from game.scenes.summary import SummaryScene
from game.storage.daily import DayResult
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, Settings, save_settings
from game.table.actions import TurnTalon, move_action
from game.view import theme
from tests.harness.app import click, click_at, label_text, press, pump

TODAY = datetime.date(2026, 2, 28)     # vectors: classic 5726, relaxed 2225
DAY = datetime.timedelta(days=1)


def start(launch, tmp_path, **config):
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    app = launch(**config)
    app.router.session.daily.set_today(lambda: TODAY)
    pump(app, 0.2)
    return app


def menu(app):
    press(app, pygame.K_ESCAPE)
    return app.top


def calendar(app) -> DailyCalendarScene:
    menu(app)
    click(app, "calendar")
    assert isinstance(app.top, DailyCalendarScene)
    return app.top


def daily_tag(app) -> str | None:
    return next((text for text in app.router.table.on_screen().tags if "Tagesspiel" in text), None)


def win_with_the_solver(app) -> None:
    """Play the deal to its end along the solver's line (the shipped solution), like a player would."""
    table, solver = app.router.table, app.router.session.solver
    for _ in range(600):
        if table.state().won:
            break
        move = solver.next_move(table.state().position)
        assert move is not None, "the shipped solution must lead all the way"
        table.act(move_action(move))
        pump(app, frames=1)
    for _ in range(200):
        if isinstance(app.top, SummaryScene):
            return
        pump(app, 0.1)
    raise AssertionError("no summary after the win")


def test_the_menu_deals_todays_daily_deal_and_the_hud_names_it(launch, tmp_path):
    app = start(launch, tmp_path, game_number="5", variant=RELAXED)
    assert daily_tag(app) is None
    assert menu(app).buttons["daily"].text == "Tagesspiel"
    click(app, "daily")
    table = app.router.table
    assert app.top is table
    assert (str(table.state().number), table.state().variant.name) == ("2225", "relaxed")
    assert daily_tag(app) == "· Tagesspiel 28.2.2026"
    app.router.options.set_option(OPTIONS.named("language"), "en")
    assert next(t for t in table.on_screen().tags if "Daily" in t) == "· Daily deal 28 Feb 2026"


def test_winning_the_daily_deal_marks_the_day_and_starts_a_streak(launch, tmp_path):
    app = start(launch, tmp_path)
    menu(app)
    click(app, "daily")
    assert str(app.router.table.state().number) == "5726"
    win_with_the_solver(app)
    assert app.router.session.daily.record.result(CLASSIC, TODAY) is DayResult.WON
    assert isinstance(app.top, SummaryScene) and label_text(app.top, "daily") == "Tagesspiel 28.2.2026"
    click(app, "menu")
    assert app.top.buttons["daily"].text == "Tagesspiel ✓"
    click(app, "calendar")
    assert label_text(app.top, "streak") == "Serie: 1 Tag · Beste: 1 Tag"


def test_a_game_in_progress_is_asked_about_and_then_counts_as_lost(launch, tmp_path):
    app = start(launch, tmp_path, game_number="5")
    table = app.router.table
    table.act(TurnTalon())
    pump(app, 0.2)
    assert app.router.game.in_progress
    menu(app)
    click(app, "daily")
    assert isinstance(app.top, ConfirmDialog)
    assert "28.2.2026" in label_text(app.top, "question")
    click(app, "confirm")
    assert app.top is table and str(table.state().number) == "5726"
    assert app.router.statistics.stats.variant_stats(CLASSIC).played == 1


def test_giving_up_the_daily_deal_marks_the_day_lost_and_a_new_game_is_not_daily(launch, tmp_path):
    app = start(launch, tmp_path)
    menu(app)
    click(app, "daily")
    table = app.router.table
    table.act(TurnTalon())
    pump(app, 0.2)
    app.router.game.give_up()
    pump(app, 0.2)
    assert app.router.session.daily.record.result(CLASSIC, TODAY) is DayResult.LOST
    click(app, "new_game")
    assert daily_tag(app) is None
    assert app.router.session.daily.record.active is None


def test_the_daily_deal_in_progress_is_still_daily_after_a_relaunch(launch, tmp_path):
    app = start(launch, tmp_path)
    menu(app)
    click(app, "daily")
    table = app.router.table
    table.act(move_action(app.router.session.solver.next_move(table.state().position)))   # the solution's first move
    pump(app, 0.2)
    app = launch()                                   # quit and start again: the autosave resumes
    app.router.session.daily.set_today(lambda: TODAY + DAY)  # (after midnight)
    assert str(app.router.table.state().number) == "5726"
    assert daily_tag(app) == "· Tagesspiel 28.2.2026"
    win_with_the_solver(app)
    assert app.router.session.daily.record.result(CLASSIC, TODAY) is DayResult.WON, "begun on its day: on time"
    assert app.router.session.daily.record.streaks(CLASSIC, TODAY + DAY) == (1, 1)


def test_tapping_a_past_day_in_the_calendar_plays_its_deal_for_the_calendar_only(launch, tmp_path):
    app = start(launch, tmp_path)
    scene = calendar(app)
    assert scene.labels["month"].text == "Februar 2026"
    past = datetime.date(2026, 2, 1)
    click_at(app, scene.grid.cells()[past].center)
    table = app.router.table
    assert app.top is table
    assert daily_tag(app) == "· Tagesspiel 1.2.2026"
    assert str(table.state().number) == str(app.router.session.daily.number(past, CLASSIC))
    win_with_the_solver(app)
    daily = app.router.session.daily.record
    assert daily.result(CLASSIC, past) is DayResult.WON_LATER
    assert daily.streaks(CLASSIC, TODAY) == (0, 0)


def test_future_days_cannot_be_played_and_no_month_after_this_one(launch, tmp_path):
    app = start(launch, tmp_path, game_number="5")
    app.router.session.daily.set_today(lambda: datetime.date(2026, 2, 20))
    scene = calendar(app)
    assert not scene.buttons["next_month"].is_enabled
    press(app, pygame.K_PAGEDOWN)
    assert scene.labels["month"].text == "Februar 2026"
    click_at(app, scene.grid.cells()[datetime.date(2026, 2, 25)].center)
    assert app.top is scene and str(app.router.table.state().number) == "5"
    press(app, pygame.K_RIGHT)                     # the frame appears on today …
    press(app, pygame.K_RIGHT)                     # … and goes no further
    assert scene.cursor == datetime.date(2026, 2, 20)


def test_months_turn_with_buttons_keys_and_a_swipe(launch, tmp_path):
    app = start(launch, tmp_path)
    scene = calendar(app)
    click(app, "previous_month")
    assert app.top.labels["month"].text == "Januar 2026"
    press(app, pygame.K_PAGEUP)
    assert app.top.labels["month"].text == "Dezember 2025"
    click(app, "next_month")
    assert app.top.labels["month"].text == "Januar 2026"
    number = str(app.router.table.state().number)
    grid = scene.grid.rect
    start_at, end_at = (grid.x + grid.w // 4, grid.centery), (grid.x + 3 * grid.w // 4, grid.centery + 10)
    synthetic.post(synthetic.press(start_at))
    for pos in synthetic.path(start_at, end_at, 6):
        synthetic.post(synthetic.move(pos))
    synthetic.post(synthetic.release(end_at))
    pump(app, frames=3)
    assert app.top.labels["month"].text == "Dezember 2025", "a swipe to the right shows the month before"
    assert app.top is scene and str(app.router.table.state().number) == number, "a swipe plays nothing"


def test_the_keyboard_picks_a_day_across_months_and_enter_plays_it(launch, tmp_path):
    app = start(launch, tmp_path)
    calendar(app)
    press(app, pygame.K_RIGHT)                     # the frame appears on today
    assert app.top.cursor == TODAY
    press(app, pygame.K_RIGHT)                     # no further than today
    assert app.top.cursor == TODAY
    for _ in range(4):
        press(app, pygame.K_UP)                    # four weeks back: into January
    assert app.top.cursor == TODAY - 28 * DAY and app.top.labels["month"].text == "Januar 2026"
    press(app, pygame.K_RETURN)
    assert app.top is app.router.table
    assert daily_tag(app) == "· Tagesspiel 31.1.2026"


def test_the_calendar_shows_each_variant_and_plays_its_deal(launch, tmp_path):
    app = start(launch, tmp_path)
    daily = app.router.session.daily.record
    daily.days[RELAXED][TODAY - DAY] = DayResult.WON
    daily.days[RELAXED][TODAY - 2 * DAY] = DayResult.WON
    scene = calendar(app)
    assert label_text(scene, "streak") == "Serie: 0 Tage · Beste: 0 Tage"
    click(app, "variant.relaxed")
    assert label_text(app.top, "streak") == "Serie: 2 Tage · Beste: 2 Tage"
    click(app, "play_today")
    assert (str(app.router.table.state().number), app.router.table.state().variant.name) == ("2225", "relaxed")


def test_each_day_is_drawn_in_its_own_colour(launch, tmp_path):
    """Won, lost, not played: a picture, each with its fill (and its symbol, see calendar_grid)."""
    app = start(launch, tmp_path)
    daily = app.router.session.daily.record
    daily.days[CLASSIC][TODAY - DAY] = DayResult.WON
    daily.days[CLASSIC][TODAY - 2 * DAY] = DayResult.LOST
    scene = calendar(app)
    pump(app, frames=2)
    cells = scene.grid.cells()

    def fill(day):
        box = cells[day]
        return tuple(app.screen.get_at((box.x + box.w // 5, box.bottom - box.h // 4)))[:3]

    assert fill(TODAY - DAY) == theme.DAY_WON
    assert fill(TODAY - 2 * DAY) == theme.DAY_LOST
    assert fill(TODAY - 3 * DAY) == theme.DAY_OPEN


def test_day_numbers_read_at_a_glance_and_future_days_offer_nothing_to_tap(launch, tmp_path):
    """At 1080p a day's date is at least 16 px high; a future day has no cell, only a faint date."""
    app = start(launch, tmp_path, size=(1920, 1080))
    today = datetime.date(2026, 2, 20)
    app.router.session.daily.set_today(lambda: today)
    scene = calendar(app)
    pump(app, frames=2)
    picture = pygame.Surface(app.size, pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    scene.grid.draw(picture, lambda day: None, today)
    cells = scene.grid.cells()

    def ink(day) -> pygame.Rect:
        cell = cells[day]
        return picture.subsurface(cell).get_bounding_rect()

    past, future = cells[today - 2 * DAY], cells[today + 5 * DAY]
    assert ink(today - 2 * DAY).h >= past.h * 0.8, "a past day is a cell"
    digits = ink(today + 5 * DAY)           # "25": nothing but its digits
    assert 16 <= digits.h < future.h / 2 and digits.w < future.w / 2
    rows = [y for y in range(past.h) for x in range(past.w)
            if tuple(picture.get_at((past.x + x, past.y + y)))[:3] == theme.DAY_TEXT]
    assert max(rows) - min(rows) + 1 >= 16, "a past day's date is as large"
