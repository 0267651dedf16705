"""New deals ("Nur lösbare Spiele", R16) come in an order of each player's own: seeded per data
folder, kept across launches, and still never the same deal twice before the catalogue is used
up — also for a player whose folder was written before the order was their own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game.app.services.catalogue_deals
from game.app.session import Session, open_session
from game.content import CatalogueEntry
from game.engine import CLASSIC, RELAXED, Game, Variant
from game.storage.files import DataDir
from game.storage.settings import Settings
from tests.harness.held import HeldGame

SETTINGS = Settings(auto_play=False, animation_speed="off", sound=False, language="de")


def _open(folder: Path) -> Session:
    return open_session(DataDir(folder), SETTINGS, live=lambda: SETTINGS)


def _deal(session: Session, count: int, variant: Variant = CLASSIC) -> list[str]:
    """Deal ``count`` new games one after the other, as "Neues Spiel" does: their numbers."""
    numbers: list[str] = []
    current = None
    for _ in range(count):
        current = session.deals.next_number(variant, current)
        HeldGame(session.in_hand, Game.new(current, variant)).begin()
        numbers.append(str(current))
    return numbers


@pytest.fixture
def small_catalogue(monkeypatch):
    """Six catalogued deals per variant, so a whole pass through the catalogue is short."""
    numbers = [2, 7, 10, 12, 13, 21]
    monkeypatch.setattr(game.app.services.catalogue_deals, "shipped_catalogue",
                        lambda variant: [CatalogueEntry(n, 150, None) for n in numbers])
    return [str(n) for n in numbers]


def test_each_data_folder_deals_in_an_order_of_its_own_and_keeps_it_across_launches(tmp_path: Path) -> None:
    sessions = [_open(tmp_path / name) for name in ("anna", "ben")]
    catalogue = sessions[0].deals.numbers(CLASSIC)
    firsts = [_deal(session, 3) for session in sessions]
    for session in sessions:
        session.close()
    assert firsts[0] != catalogue[:3] and firsts[1] != catalogue[:3], "not the catalogue's own order"
    assert firsts[0] != firsts[1], "each player's order is their own"
    again = _open(tmp_path / "anna")
    following = _deal(again, 2)
    again.close()
    assert not set(following) & set(firsts[0])
    anna = _open(tmp_path / "anna")                             # the order survives the launch: the same way on
    peek = str(anna.deals.next_number(CLASSIC, None))
    anna.close()
    reopened = _open(tmp_path / "anna")
    assert str(reopened.deals.next_number(CLASSIC, None)) == peek
    reopened.close()


def test_no_deal_comes_twice_before_the_catalogue_is_used_up(tmp_path: Path, small_catalogue) -> None:
    session = _open(tmp_path)
    first_pass = _deal(session, 6)
    assert sorted(first_pass, key=int) == small_catalogue         # each once, in the player's order
    second = _deal(session, 1)
    assert second == [first_pass[0]]                              # then the least recently dealt
    relaxed = _deal(session, 6, RELAXED)
    assert sorted(relaxed, key=int) == small_catalogue
    session.close()


def test_a_folder_from_before_keeps_its_dealt_deals_and_gets_an_order_of_its_own(tmp_path: Path, small_catalogue) -> None:
    (tmp_path / "dealt.json").write_text(json.dumps({"version": 1, "dealt": {"classic": {"2": 1, "7": 2}}}))
    session = _open(tmp_path)
    coming = _deal(session, 4)
    assert sorted(coming, key=int) == ["10", "12", "13", "21"]   # the two dealt before come last
    assert _deal(session, 1) == ["2"]
    session.close()
    kept = json.loads((tmp_path / "dealt.json").read_text())
    assert kept["version"] == 1 and set(kept["dealt"]["classic"]) == set(small_catalogue)
