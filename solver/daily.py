"""The daily deal on the command line: ``python -m solver daily [--date YYYY-MM-DD]``.

The rule itself is the engine's (`game.engine.daily_number`, docs/daily.md); this module
finds the shipped catalogues and prints the day's two numbers, so that anyone can look up a
date's deal without the game (and the tests can check the game and this command agree).
"""

from __future__ import annotations

import datetime
import re
from importlib import resources
from pathlib import Path

from game.engine import VARIANTS, CatalogueEntry, NoDailyDeal, Variant, daily_number, parse_catalogue

DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class DailyError(ValueError):
    """A bad date or a missing catalogue: one line for the user."""


def parse_date(text: str) -> datetime.date:
    """``YYYY-MM-DD`` and a real calendar date, nothing else (no week dates, no times)."""
    if not DATE.fullmatch(text):
        raise DailyError(f"--date must be a date YYYY-MM-DD, not {text[:20]!r}")
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise DailyError(f"--date {text!r} is not a day of the calendar") from None


def deals_folder() -> Path:
    """The folder of the shipped catalogues: the checkout's ``assets/deals`` beside this
    package, else the installed game's data package (``game.data``, see game/assets.py).

    Looked up by name through importlib.resources, not imported: the solver depends on no
    part of the game but the engine."""
    checkout = Path(__file__).resolve().parent.parent / "assets" / "deals"
    if checkout.is_dir():
        return checkout
    try:
        return Path(str(resources.files("game.data"))) / "deals"
    except ModuleNotFoundError:
        return checkout


def shipped_entries(variant: Variant, folder: Path | None = None) -> list[CatalogueEntry]:
    """The shipped catalogue of ``variant``; DailyError if it cannot be read."""
    path = (folder or deals_folder()) / f"{variant}.txt"
    try:
        return parse_catalogue(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as err:
        raise DailyError(f"cannot read the catalogue {str(path)!r}: {getattr(err, 'strerror', None) or err}") from None


def daily_line(day: datetime.date, folder: Path | None = None) -> str:
    """``daily: YYYY-MM-DD classic NUMBER relaxed NUMBER``."""
    words = [f"daily: {day.isoformat()}"]
    for variant in VARIANTS:
        try:
            words.append(f"{variant} {daily_number(day, variant, shipped_entries(variant, folder))}")
        except NoDailyDeal as err:
            raise DailyError(str(err)) from None
    return " ".join(words)
