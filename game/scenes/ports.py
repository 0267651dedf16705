"""What scenes need from the program around them, as small `typing.Protocol`s.

Scenes never import the app or its services: the app's router (`game.app.routes.router`) builds every
screen and hands it, for each port, an object that has exactly these methods — a service of
`game.app.services` or a small router object. A test can hand a scene a stub instead, and the
import graph stays one-way (app → scenes). Variants travel as `Variant` values, grades as
`Grade` values; a deal's number as its text where the stores keep it so (the history).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from game.engine.text_enum import TextEnum
from game.scenes.base import Stack

__all__ = ["DailyActions", "DealFacts", "Dialogs", "GameActions", "GameState", "HistoryActions", "MenuActions",
           "OptionActions", "Screen", "SolutionActions", "Stack", "StatisticsSource", "StuckActions", "TableOwner"]

if TYPE_CHECKING:
    import datetime

    from game.advisor.link import SolverLink
    from game.content import Grade
    from game.engine import Game, GameNumber, Variant
    from game.storage.daily import DayResult
    from game.storage.ended import EndedGame
    from game.storage.history import History
    from game.storage.option_fields import Option, OptionValue
    from game.storage.stats import Statistics
    from game.table.news import TableNews


class Dialogs(Protocol):
    """The small dialogs a screen may open over itself (the router builds them, as every scene)."""

    def confirm(self, question: Callable[[], str], confirm_text: Callable[[], str],
                on_confirm: Callable[[], None]) -> None: ...

    def ask_game_number(self, on_number: Callable[[GameNumber], None]) -> None: ...


class GameActions(Protocol):
    """What every screen about the running game may ask for (menu, stuck dialog, summary)."""

    def new_game(self, number: GameNumber | None = None, variant: Variant | None = None) -> None:
        """Deal ``number`` (None: the next deal) in ``variant`` (None: the table's)."""

    def restart(self) -> None: ...

    def give_up(self) -> None: ...

    def undo(self) -> None: ...

    def open_menu(self) -> None: ...

    def show_solution_from_here(self) -> None:
        """Replay the known winning line from the position on the table (counted as a hint)."""

    def copy_game(self) -> Game | None:
        """A copy of the game on the table with its history (None before the first deal): changing
        it changes nothing on the table."""


class StuckActions(GameActions, Protocol):
    """What the dead-end dialog asks for beyond the game's actions: the way back (B1+, B16)."""

    def back_winnable_moves(self) -> int | None:
        """How many moves "Zurück zu gewinnbar" takes back (None: no position known winnable)."""

    def back_to_winnable(self) -> None: ...

    @property
    def in_progress(self) -> bool:
        """A move was made and the game has not ended: leaving it counts it as lost."""


class GameState(Protocol):
    """The game on the table as the menu's labels tell it."""

    @property
    def number_text(self) -> str: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def moves(self) -> int: ...

    @property
    def in_progress(self) -> bool: ...

    @property
    def game_over(self) -> bool: ...

    @property
    def solution_from_here(self) -> bool:
        """The solver knows a winning line from the position on the table ("Lösung ab hier zeigen")."""

    @property
    def elapsed(self) -> float:
        """Seconds on the game's clock."""


class DealFacts(Protocol):
    """What the catalogue says about a deal (its number's text): par (B3) and grade (B10)."""

    def par(self, variant: Variant, number: str) -> int | None: ...

    def grade(self, variant: Variant, number: str) -> Grade | None:
        """A catalogued deal's difficulty grade, else None."""


class DailyActions(Protocol):
    """The daily deal (B9): which day it is, how each day's deal ended, and playing one."""

    def today(self) -> datetime.date:
        """The player's local date."""

    def daily_available(self, variant: Variant) -> bool:
        """There is a daily deal at all (the catalogue was found)."""

    def daily_result(self, variant: Variant, day: datetime.date) -> DayResult | None: ...

    def daily_streaks(self, variant: Variant) -> tuple[int, int]:
        """(current, best) run of days whose deal was won on its day."""

    def play_daily(self, day: datetime.date, variant: Variant) -> None:
        """Deal ``day``'s daily deal on the table (asking first if a game is in progress)."""


class Screen(TextEnum):
    """The screens the in-game menu opens (`MenuActions.open`): a new one is a case here, its
    scene, the route's case that builds it and the menu's entry."""

    OPTIONS = "options"
    STATISTICS = "statistics"
    HELP = "help"
    DAILY_CALENDAR = "daily_calendar"


class MenuActions(Protocol):
    """The in-game menu: the ports its entries lead through, and the screens it opens."""

    @property
    def game(self) -> GameActions: ...

    @property
    def state(self) -> GameState: ...

    @property
    def daily(self) -> DailyActions: ...

    @property
    def dialogs(self) -> Dialogs: ...

    def open(self, screen: Screen) -> None:
        """One of the screens the menu leads to, over the menu (Esc there comes back)."""

    def copy_position(self) -> None:
        """B7: the table's position as board text on the clipboard."""

    def paste_position(self) -> None:
        """B7: a new game from the clipboard's board text, or a message naming the bad line."""

    def quit(self) -> None: ...


class OptionActions(Protocol):
    """The options screen: read an option of the table (`game.storage.settings.OPTIONS`) as the
    player sees it, change one."""

    def option(self, option: Option) -> OptionValue: ...

    def set_option(self, option: Option, value: OptionValue) -> None: ...


class HistoryActions(Protocol):
    """The history screen: the last games, a deal's grade, and playing one of them again."""

    @property
    def history(self) -> History: ...

    def grade(self, variant: Variant, number: str) -> Grade | None:
        """A catalogued deal's difficulty grade, else None."""

    def play_again(self, number: str, variant: Variant) -> None:
        """That deal (its number's text, as the history keeps it) on the table, asking first
        when the game on the table would count as lost."""

    def watch(self, game: EndedGame) -> None:
        """The game's own moves replayed from its deal (it keeps them: ``game.line``)."""

    def solver_line(self, game: EndedGame) -> tuple[str, ...] | None:
        """The solver's winning line for the game's deal, when one is known without a search."""

    def show_solver_line(self, game: EndedGame) -> None:
        """The solver's line for the game's deal replayed (a later win of that deal is assisted)."""


class StatisticsSource(HistoryActions, Protocol):
    """The statistics screen: the counts and the last games, the history, the export, wiping them."""

    @property
    def stats(self) -> Statistics: ...

    def reset_statistics(self) -> None: ...

    def open_history(self) -> None: ...

    def export_csv(self) -> None:
        """Write the CSV files and tell the player where (or why not)."""


class SolutionActions(Protocol):
    """The summary's search for the deal's solution (par, "Lösung zeigen") and its replay (B2)."""

    @property
    def solver(self) -> SolverLink: ...

    def show_replay(self, game: Game, line: tuple[str, ...]) -> None: ...


class TableOwner(Protocol):
    """What the played table tells the program around it (the router answers; it is given to the
    `TableScene` when the table is built). The table reads nothing back through it."""

    def table_event(self, event: TableNews) -> None:
        """The table's news (`game.table.news`), the same stream the speech follows: a move,
        the game's end and when it may be shown, a proved dead end, the solver's news, the menu
        wanted, a sound — and what the player reads anew, which the owner may pass by."""
