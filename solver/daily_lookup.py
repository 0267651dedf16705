"""The daily deal on the command line: ``python -m solver daily [--date YYYY-MM-DD]``.

The rule itself is the content package's (`game.content.daily_number`, docs/daily.md); this
module reads the shipped catalogues and prints the day's two numbers, so that anyone can look
up a date's deal without the game (and the tests can check the game and this command agree).
"""

from __future__ import annotations

import datetime
import re

from game.content import CatalogueUnreadable, NoDailyDeal, daily_number, read_shipped_catalogue
from game.engine import VARIANTS

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


def daily_line(day: datetime.date) -> str:
    """``daily: YYYY-MM-DD classic NUMBER relaxed NUMBER``."""
    words = [f"daily: {day.isoformat()}"]
    for variant in VARIANTS:
        try:
            words.append(f"{variant} {daily_number(day, variant, read_shipped_catalogue(variant))}")
        except (NoDailyDeal, CatalogueUnreadable) as err:
            raise DailyError(str(err)) from None
    return " ".join(words)
