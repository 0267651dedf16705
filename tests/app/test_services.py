"""The session's services through their front doors: `Variant` values in, the files' own names on
disk (the formats players' folders already hold), and the daily mark as a player meets it."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from game.app.session import Session, open_session
from game.content import daily_number, shipped_catalogue
from game.engine import CLASSIC, RELAXED, Game, GameNumber, parse_game_number
from game.storage.files import DataDir
from game.storage.settings import Settings
from tests.harness.games import count_game
from tests.harness.held import HeldGame

SETTINGS = Settings(auto_play=False, animation_speed="off", sound=False, language="de")
DAY = datetime.date(2026, 3, 19)


def _open(folder: Path) -> Session:
    return open_session(DataDir(folder), SETTINGS, live=lambda: SETTINGS)


def test_the_next_solvable_deal_skips_dealt_and_won_numbers_and_dealt_json_keeps_the_names(tmp_path: Path) -> None:
    session = _open(tmp_path)
    deals, in_hand = session.deals, session.in_hand
    classic = deals.player_order(CLASSIC)
    relaxed = deals.player_order(RELAXED)
    first = deals.next_number(CLASSIC)
    assert str(first) == classic[0]
    HeldGame(in_hand, Game.new(first, CLASSIC)).begin()
    second = deals.next_number(CLASSIC, first)
    assert str(second) == classic[1]
    count_game(session.record.stats, CLASSIC, classic[2], True, 100, 60.0)    # won once: not dealt again first
    HeldGame(in_hand, Game.new(second, CLASSIC)).begin()
    assert str(deals.next_number(CLASSIC, second)) == classic[3]
    assert str(deals.next_number(RELAXED)) == relaxed[0], "each variant has its own order"
    session.close()
    dealt = json.loads((tmp_path / "dealt.json").read_text())
    assert dealt == {"version": 1, "seed": dealt["seed"], "dealt": {"classic": {classic[0]: 1, classic[1]: 2}}}
    assert isinstance(dealt["seed"], int)
    again = _open(tmp_path)
    assert str(again.deals.next_number(CLASSIC)) == classic[3], "the order survives the next launch"
    again.close()


def test_a_daily_deal_stays_daily_through_a_restart_and_a_relaunch_and_another_deal_ends_it(tmp_path: Path) -> None:
    session = _open(tmp_path)
    daily = session.daily
    daily.set_today(lambda: DAY)
    number = daily.number(DAY, CLASSIC)
    assert number == GameNumber(daily_number(DAY, CLASSIC, shipped_catalogue(CLASSIC)))
    assert number is not None
    daily.start(DAY, CLASSIC, number)
    game = Game.new(number, CLASSIC)
    held = HeldGame(session.in_hand, game)
    begun = held.begin()
    assert begun is not None and (begun.day, begun.variant) == (DAY, CLASSIC)
    held.play(game.legal_moves()[0], 3.0)
    session.close()

    again = _open(tmp_path)                                     # the next launch resumes it: still daily
    saved = again.in_hand.load_saved()
    assert saved is not None and saved.game.number == number
    assert HeldGame(again.in_hand, saved.game, saved.clock_seconds).begin(resumed=True) is not None
    other = Game.new(parse_game_number("5"), CLASSIC)
    assert HeldGame(again.in_hand, other).begin() is None       # another deal ends the daily mark …
    assert HeldGame(again.in_hand, Game.new(number, CLASSIC)).begin() is None   # … even for the same deal dealt again
    again.close()                                      # (daily.json is written off the frame loop)
    assert json.loads((tmp_path / "daily.json").read_text()).get("active") is None
