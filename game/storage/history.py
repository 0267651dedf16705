"""The game history: the last games one by one, in ``history.json`` (docs/menus.md).

Each counted game (see `game.storage.stats` for when a game counts) becomes one `EndedGame`:
when it ended, its deal and variant, won or lost, moves, time, the help it had and — for the
daily deal — which day's deal it was. The statistics screen draws its chart from the last
30, the history screen lists the last 100 (`RECENT`), "Nochmal spielen" deals one again.

Kept: the last `RECENT` games, plus every daily-deal game (up to `KEEP_DAILY` of them), so
the daily calendar can show which days were won long after a hundred other games. The newest
`KEEP_LINES` games keep their own moves too (``"line"``, `game.storage.played_line`: at most
8,000 bytes each), so the history screen can replay them; older entries lose theirs. An entry
without a line (older, or from a file written before lines were kept) reads all the same, and
so does one whose line is damaged: it simply offers no replay.

The help a game in progress has had beyond its undo and hint counters (the winnability
indicator was on) is kept here too, as the *open game*, so quitting and resuming does not
turn an assisted game into a clean one (`game.storage.aids`).

A damaged file costs its damaged entries only: the rest is kept, the file set aside with a
notice, and the valid part written back — like the statistics.

Like ``statistics.json``, the file remembers the identities of the last games it took in
(``"counted"``, version 2), so a game replayed from the journal after a kill is listed once
(`game.storage.ledger`).
"""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeGuard

from game.engine import GameNumberError, Variant, parse_game_number
from game.storage.aids import AIDS, Aid, aid_named
from game.storage.bounds import MAX_MOVES, is_count, is_moves_or_none, is_seconds
from game.storage.counted_once import counted_from_json, remember, serial_from_json, takes
from game.storage.ended import EndedGame
from game.storage.files import CORRUPT, DataDir
from game.storage.keys import stored_variant
from game.storage.played_line import is_line

HISTORY_FILE = "history.json"
HISTORY_VERSION = 3   # 2: "counted", the identities of the last games taken in; 3: "finished", the last serial
RECENT = 100          # games the history screen lists (and the file keeps at least)
KEEP_DAILY = 4000     # daily-deal games kept beyond RECENT (years of one a day per variant)
KEEP_LINES = 30       # the newest games that keep their own moves (`game.storage.played_line`)
_FIELDS = {"when", "number", "variant", "won", "moves", "seconds", "aids", "daily", "par", "line"}


class JsonSink(Protocol):
    """Where saves go: the DataDir itself, or the session's BackgroundWriter (off the frame loop)."""

    def save_json(self, name: str, data: dict[str, Any]) -> object: ...


def ended_to_json(game: EndedGame) -> dict[str, Any]:
    """One entry of the file (and the journal's ``"played"``): the game's fields by name, all but its
    undo and hint counters, whose help its aids hold."""
    data: dict[str, Any] = {"when": game.when, "number": game.number, "variant": game.variant.name,
                            "won": game.won, "moves": game.moves, "seconds": game.seconds,
                            "aids": [aid.value for aid in game.aids]}
    if game.daily is not None:
        data["daily"] = game.daily
    if game.par is not None:
        data["par"] = game.par
    if game.line is not None:
        data["line"] = game.line
    return data


def _is_date_time(value: Any) -> TypeGuard[str]:
    if not isinstance(value, str) or len(value) != 19:
        return False
    try:
        datetime.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _is_date(value: Any) -> TypeGuard[str]:
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _aids_from_json(value: Any) -> tuple[Aid, ...] | None:
    if not isinstance(value, list) or len(value) > len(AIDS):
        return None
    aids = [aid_named(name) for name in value]
    if any(aid is None for aid in aids):
        return None
    return tuple(aid for aid in AIDS if aid in aids)


def _number_text(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    try:
        return str(parse_game_number(value))
    except GameNumberError:
        return None


def ended_from_json(data: Any) -> EndedGame | None:
    """The game of one entry of the file, or None when anything in it is wrong."""
    if not isinstance(data, dict) or set(data) - _FIELDS:
        return None
    number = _number_text(data.get("number"))
    variant = stored_variant(data.get("variant"))
    aids = _aids_from_json(data.get("aids", []))
    when, won = data.get("when"), data.get("won")
    moves, seconds, par, daily = data.get("moves"), data.get("seconds"), data.get("par"), data.get("daily")
    if (number is None or variant is None or aids is None or not _is_date_time(when) or not isinstance(won, bool)
            or not is_count(moves, MAX_MOVES) or not is_seconds(seconds) or not (daily is None or _is_date(daily))
            or not is_moves_or_none(par)):
        return None
    line = data.get("line")      # damaged moves cost the replay only: the game still reads
    return EndedGame(variant, number, won, moves, float(seconds), aids, daily, par, when,
                     line=line if is_line(line) else None)


@dataclass
class OpenGame:
    """The game in progress as the history knows it: help beyond its counters, and its daily date."""

    variant: Variant
    number: str
    aids: tuple[Aid, ...] = ()
    daily: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"variant": self.variant.name, "number": self.number, "aids": [a.value for a in self.aids]}
        if self.daily is not None:
            data["daily"] = self.daily
        return data


def _open_game_from_json(data: Any) -> OpenGame | None:
    if not isinstance(data, dict) or set(data) - {"variant", "number", "aids", "daily"}:
        return None
    number = _number_text(data.get("number"))
    variant = stored_variant(data.get("variant"))
    aids = _aids_from_json(data.get("aids", []))
    daily = data.get("daily")
    if number is None or variant is None or aids is None or not (daily is None or _is_date(daily)):
        return None
    return OpenGame(variant, number, aids, daily)


@dataclass
class History:
    """The last games, oldest first; saved after every change (through ``sink``)."""

    data_dir: DataDir
    games: list[EndedGame] = field(default_factory=list)
    open_game: OpenGame | None = None
    sink: JsonSink | None = None       # None: the DataDir, written at once
    counted: list[str] = field(default_factory=list)    # identities of the last games taken in, oldest first
    finished: int = 0          # the serial of the last finish taken in (`game.storage.counted_once.takes`)

    @classmethod
    def load(cls, data_dir: DataDir, sink: JsonSink | None = None) -> History:
        """Read ``history.json``; damaged entries are dropped, the file kept aside with a notice.
        ``sink``: what writes it later (None: the DataDir, at once)."""
        history = cls(data_dir, sink=sink)
        data = data_dir.load_json(HISTORY_FILE, HISTORY_VERSION)
        if data is None:
            return history
        games = data.get("games")
        if not isinstance(games, list) or set(data) - {"version", "games", "open", "counted", "finished"}:
            data_dir.set_aside(HISTORY_FILE, CORRUPT, "not a history of games")
            return history
        parsed = [ended_from_json(entry) for entry in games]
        history.games = [game for game in parsed if game is not None]
        dropped = len(parsed) - len(history.games)
        counted = counted_from_json(data.get("counted", []))
        history.counted = counted or []
        dropped += counted is None
        finished = serial_from_json(data.get("finished", 0))
        history.finished = finished or 0
        dropped += finished is None
        if "open" in data:
            history.open_game = _open_game_from_json(data["open"])
            dropped += history.open_game is None
        if dropped:
            data_dir.set_aside(HISTORY_FILE, CORRUPT, f"{dropped} invalid entries dropped")
            history.save()
        history._trim()
        return history

    # --- reading ---------------------------------------------------------------------------

    def recent(self, count: int = RECENT) -> list[EndedGame]:
        """The last ``count`` games, newest first (the history screen, the chart)."""
        return list(reversed(self.games[-count:])) if count > 0 else []

    def daily_games(self) -> list[EndedGame]:
        """Every kept daily-deal game, oldest first (the daily calendar reads wins here)."""
        return [game for game in self.games if game.is_daily]

    # --- changing --------------------------------------------------------------------------

    def add(self, game: EndedGame, game_id: str | None = None) -> None:
        """One more counted game (it ends the open game) and save."""
        self.count(game, game_id)
        self.save()

    def count(self, game: EndedGame, game_id: str | None = None, serial: int | None = None) -> bool:
        """`add` without saving (the ledger saves as one step of its commit); False, and nothing
        changed, when the game with this ``game_id`` is in the history already, or its finish
        ``serial`` is not past the last one taken in. Only a numbered game is counted (ValueError)."""
        if game.number is None:
            raise ValueError("a game without a number is not counted")
        if not takes(self.counted, self.finished, game_id, serial):
            return False
        if game_id is not None:
            remember(self.counted, game_id)
        if serial is not None:
            self.finished = serial
        self.games.append(game)
        self.open_game = None
        self._trim()
        return True

    def begin(self, variant: Variant, number: str, aids: tuple[Aid, ...] = (), daily: str | None = None) -> None:
        """A game is on the table: remember its extra help and daily date (saved only if there is any,
        or to forget the previous open game)."""
        wanted = OpenGame(variant, number, aids, daily) if aids or daily is not None else None
        if wanted != self.open_game:
            self.open_game = wanted
            self.save()

    def clear(self) -> None:
        """The statistics were reset: the games go, except the daily deals (the calendar's days,
        kept as the records per game number are)."""
        self.games = self.daily_games()
        self.save()

    def _trim(self) -> None:
        """Keep the last RECENT games and the last KEEP_DAILY daily ones; only the last KEEP_LINES
        keep their moves."""
        if len(self.games) > RECENT:
            cut = len(self.games) - RECENT
            older = [game for game in self.games[:cut] if game.is_daily]
            self.games = older[-KEEP_DAILY:] + self.games[cut:]
        cut = len(self.games) - KEEP_LINES
        if cut > 0 and any(game.line is not None for game in self.games[:cut]):
            self.games[:cut] = [dataclasses.replace(game, line=None) for game in self.games[:cut]]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"version": HISTORY_VERSION, "games": [ended_to_json(game) for game in self.games],
                                "counted": list(self.counted), "finished": self.finished}
        if self.open_game is not None:
            data["open"] = self.open_game.to_json()
        return data

    def save(self) -> object:
        """Write the file (through ``sink`` when set); the DataDir's answer when written at once."""
        return (self.sink or self.data_dir).save_json(HISTORY_FILE, self.to_json())

