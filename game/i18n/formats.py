"""Dates, numbers and the names of months and weekdays in the player's language, from Babel's
CLDR locale data.

What each language writes is in its catalogue as a CLDR pattern (``format.date`` is
``d.M.y`` in German, ``d MMM y`` in English and French); Babel fills in the month and weekday
names and the digit grouping of the language (``123.456``, ``123,456``, ``123 456``). Babel is
imported on the first date or number, not at start-up: the table's first frame needs
neither. A catalogue for a language Babel does not know formats as English does.
"""

from __future__ import annotations

import datetime
from functools import cache
from typing import TYPE_CHECKING

from game.i18n import FALLBACK_LANGUAGE, language, tr

if TYPE_CHECKING:
    from babel import Locale

MONDAY = datetime.date(2024, 1, 1)    # any Monday: the weekday names are read from its week


@cache
def babel_locale(language_code: str) -> Locale:
    """Babel's locale for a catalogue's language code (``de``, ``fr``, ``pt_BR``)."""
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(language_code)
    except (UnknownLocaleError, ValueError):
        return Locale.parse(FALLBACK_LANGUAGE)


def number_text(value: int) -> str:
    """A count with the language's digit grouping: ``123.456`` / ``123,456`` / ``123 456``."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=babel_locale(language()))


def date_text(day: datetime.date) -> str:
    """A date as the player writes it: ``14.3.2025``, ``14 Mar 2025``, ``14 mars 2025``."""
    from babel.dates import format_date

    # Translators: a CLDR date pattern (d day, M month number, MMM short month name, y year).
    return format_date(day, tr("format.date"), locale=babel_locale(language()))


def date_time_text(moment: datetime.datetime) -> str:
    """A date with the time of day, for the history: ``14.03.2025 09:07``, ``2025-03-14 09:07``."""
    from babel.dates import format_datetime

    # Translators: a CLDR date-and-time pattern (dd day, MM month, y year, HH hour, mm minute).
    return format_datetime(moment, tr("format.date_time"), locale=babel_locale(language()))


def month_title(year: int, month: int) -> str:
    """The calendar's heading: ``März 2025``, ``March 2025``, ``Mars 2025`` (capitalised at
    the head of a title, as French and Spanish month names are not)."""
    from babel.dates import format_date

    # Translators: a CLDR pattern for the calendar's heading (LLLL the month's name, y year).
    text = format_date(datetime.date(year, month, 1), tr("format.month_year"), locale=babel_locale(language()))
    return text[:1].upper() + text[1:]


def weekday_name(index: int) -> str:
    """The calendar's column head for weekday ``index`` (0 is Monday): ``Mo``, ``Tu``, ``lun.``."""
    from babel.dates import format_date

    day = MONDAY + datetime.timedelta(days=index)
    # Translators: a CLDR pattern for a weekday in the calendar's narrow columns (ccc: Mon, cccccc: Mo).
    return format_date(day, tr("format.weekday"), locale=babel_locale(language()))
