"""The router's part for the game on the table: dealing, what the table tells, and the screens a
game's end brings (the summary, the dead-end dialog, the replay of the solution).

`GameRoute` answers the `GameActions` and `GameState` ports (`game.scenes.ports`): the menu, the
dead-end dialog and the summary ask it for a new deal, a restart, giving up, an undo. It is the
table's `TableOwner` too: the table tells it its events (`table_event`: every move, the game's
end and when it may be shown, a proved dead end, the menu, its sounds), answered in one
``match``. Every new deal — from the menu, the game-number dialog, the history's "Nochmal
spielen", the daily deal, the command line — goes through `deal`, so each is counted, saved and
labelled the same way. The table is built here (`play_game`) and told things through its own
front (`TableScene`: typed actions, `deal`, `label`, `abandon`, `give_up`, `confirm` …); what it
says is read from its state (`TableState`), and the game in hand reads the table itself (`GameInHand.hold`).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from game.advisor.link import WINNABLE, SolverLink
from game.app.loop import App
from game.app.opening import Opening
from game.app.routes.dialog_route import DialogRoute
from game.app.session import Session
from game.engine import Game, GameNumber, Position, Variant
from game.engine.exhaustive import assert_never
from game.i18n import tr
from game.scenes.tabletop.replay import ReplayScene
from game.scenes.tabletop.scene import TableScene
from game.storage.aids import Aid
from game.storage.known import Known
from game.storage.stats import GameSummary
from game.table.actions import BackToWinnable, ShowLine, Undo
from game.table.events import (
    EndShown,
    GameChanged,
    GameEnded,
    GameStuck,
    LineWanted,
    MenuWanted,
    PositionLearnt,
)
from game.table.news import TableNews, Told
from game.table.state import TableState
from game.table.values import Sound

SIGN_LEAST = 2.0   # seconds a sign on the message line stays even if the player acts at once (F2)

class SolutionRoute:
    """The summary's search for the deal's solution and its replay (the `SolutionActions` port)."""

    def __init__(self, app: App, session: Session) -> None:
        self._app = app
        self._session = session

    @property
    def solver(self) -> SolverLink:
        return self._session.solver

    def show_replay(self, game: Game, line: tuple[str, ...]) -> None:
        """B2: the solver's line played from the deal, on a table of its own (every later win of
        this deal is assisted)."""
        self._session.record.note_solution_shown(game)
        self._app.push(ReplayScene(self._app, game, line))

    def show_from_here(self, position: Position, number: GameNumber | None, line: tuple[str, ...]) -> None:
        """"Lösung ab hier zeigen": the solver's line played from ``position`` on the replay's own
        table; "back" returns to the game (the table counted a hint for it)."""
        self._app.push(ReplayScene(self._app, Game(position, number=number), line, from_table=True))


class GameRoute:
    """The table of the running game and what the scenes ask of it (see the module docstring).

    ``open_menu``: the router's, for the table's ☰ and Esc (and the summary's "Menü").
    """

    def __init__(self, app: App, session: Session, dialogs: DialogRoute, open_menu: Callable[[], None]) -> None:
        self._app = app
        self._session = session
        self._dialogs = dialogs
        self._open_menu = open_menu
        self._solution = SolutionRoute(app, session)
        self._table: TableScene | None = None

    @property
    def solution(self) -> SolutionRoute:
        """The summary's search for the deal's solution and its replay."""
        return self._solution

    @property
    def table(self) -> TableScene | None:
        """The table of the running game (None before `start`)."""
        return self._table

    def _need_table(self) -> TableScene:
        if self._table is None:
            raise RuntimeError("no table yet: call start() or play_game() first")
        return self._table

    # --- putting a game on the table -----------------------------------------------------------

    def start(self, opening: Opening) -> TableScene:
        """Put the start's game on the table (`game.app.opening.decide`): dealt at once, not flown
        in — the window may show its cards already (`game.app.first_frame.show_cards`); with a
        deal the command line named while a game was in progress, ask whether to leave that game."""
        table = self.play_game(opening.game, opening.clock_seconds, resumed=opening.resumed, known=opening.known)
        if opening.asked_for is not None:
            self._ask_to_leave(opening.game, *opening.asked_for)
        return table

    def welcome(self) -> None:
        """The very first start: the message line tells a newcomer where the help is (☰ → Hilfe),
        until the first thing they do."""
        if self._table is not None:
            self._table.confirm(tr("table.welcome"))

    def show_on_table(self, text: str) -> None:
        """``text`` on the table's message line (F2's visible sign), until the player's next action."""
        if self._table is not None:
            self._table.confirm(text, least=SIGN_LEAST)

    def _ask_to_leave(self, saved: Game, number: GameNumber, variant: Variant) -> None:
        """The command line asked for another deal while a game was in progress: ask before it
        counts as lost; "Weiterspielen" keeps it on the table, untouched."""
        from game.scenes.dialogs import launch_dialog  # the dialogs (pygame-gui) load when first shown

        current = str(saved.number) if saved.number is not None else "–"
        self._app.push(launch_dialog(self._app, current, saved.moves, str(number), variant,
                                     lambda: self.new_game(number, variant)))

    def play_game(self, game: Game, clock_seconds: float = 0.0, deal_animation: bool = False,
                  resumed: bool = False, known: Known | None = None) -> TableScene:
        """Put ``game`` on a fresh table (the resumed autosave; tests; an imported board).
        ``known``: what the solver knew about the resumed game, learnt again before its first frame."""
        app = self._app
        while app.scenes:
            app.pop(restore=False)
        table = TableScene(app, game, owner=self, deal_animation=deal_animation)
        table.set_clock(clock_seconds)
        table.attach_solver(self._session.solver)
        if known is not None:
            self._session.solver.seed(game, known)
        self._table = table
        self._session.in_hand.hold(table)
        app.push(table)
        self._begun(table, resumed)
        return table

    def play_board(self, position: Position) -> None:
        """B7: a pasted position as a new game (the game on the table, if it had moves, counts as lost)."""
        if self._table is not None:
            self._table.abandon()
        self.play_game(Game(position))

    def deal(self, number: GameNumber | None, variant: Variant | None = None, daily: datetime.date | None = None) -> None:
        """A new deal on the table: ``number`` (None: the next deal, R16) in ``variant`` (None: the
        table's); ``daily``: it is that day's daily deal. The game it replaces, if it had moves,
        counts as lost."""
        table = self._need_table()
        session = self._session
        state = table.state()
        table.abandon()   # counted before the daily mark moves
        variant = variant or state.variant
        if number is None:
            number = session.deals.next_number(variant, state.number)
        if daily is not None:
            session.daily.start(daily, variant, number)
        table.deal(Game.new(number, variant))
        self._begun(table)

    def _begun(self, table: TableScene, resumed: bool = False) -> None:
        """A deal is on the table: the session begins it, and the HUD names its day and grade."""
        daily = self._session.in_hand.begin(resumed=resumed)
        state = table.state()
        number = state.number
        grade = self._session.deals.grade(state.variant, str(number)) if number is not None else None
        table.label(grade, daily.day if daily is not None else None)

    def back_to_table(self) -> None:
        """Close every menu and dialog over the table."""
        app = self._app
        while len(app.scenes) > 1 and app.top is not self._table:
            app.pop()

    def _state(self) -> TableState:
        return self._need_table().state()

    # --- GameActions ------------------------------------------------------------------------

    def copy_game(self) -> Game | None:
        return self._table.copy_game() if self._table is not None else None

    def new_game(self, number: GameNumber | None = None, variant: Variant | None = None) -> None:
        """Deal a new game (the running one, if it had moves, counts as lost)."""
        self.deal(number, variant)

    def restart(self) -> None:
        """The same deal from the start ("Neustart" / "Dieses Spiel nochmal"); still that day's
        deal, if it was a daily one."""
        table = self._need_table()
        game = table.copy_game()
        table.abandon()
        game.restart()
        table.deal(game)
        self._begun(table)

    def give_up(self) -> None:
        """"Aufgeben": the game ends, counted as lost, and its summary shows (the table's
        lifecycle tells both: `table_event`)."""
        self._need_table().give_up()

    def undo(self) -> None:
        self._need_table().act(Undo())

    def open_menu(self) -> None:
        """☰ / Esc: the menu over the paused table."""
        self._open_menu()

    def show_solution_from_here(self) -> None:
        """The menu's "Lösung ab hier zeigen": the table answers with the line (`LineWanted`)."""
        self._need_table().act(ShowLine())

    def back_winnable_moves(self) -> int | None:
        """The dead-end dialog's way back: how many moves it takes (None: not offered)."""
        return self._table.state().back_winnable if self._table is not None else None

    def back_to_winnable(self) -> None:
        self._need_table().act(BackToWinnable())

    # --- GameState ----------------------------------------------------------------------------

    @property
    def number_text(self) -> str:
        number = self._state().number
        return str(number) if number is not None else "–"

    @property
    def variant(self) -> Variant:
        return self._state().variant

    @property
    def moves(self) -> int:
        return self._state().moves

    @property
    def game_over(self) -> bool:
        return self._state().over

    @property
    def in_progress(self) -> bool:
        state = self._state()
        return not state.over and state.moves > 0

    @property
    def solution_from_here(self) -> bool:
        """A winning line from the position on the table is known (and the game goes on)."""
        state = self._state()
        return not state.over and not state.won and state.winnability == WINNABLE

    @property
    def elapsed(self) -> float:
        return self._need_table().seconds()

    # --- what the table tells (`TableOwner`) ------------------------------------------------------

    def table_event(self, event: TableNews) -> None:
        """The table's news: saved, counted, shown, offered, played (see the module docstring)."""
        in_hand = self._session.in_hand
        match event:
            case GameChanged() | PositionLearnt():   # a move; what the solver knows (a kill -9 loses nothing)
                in_hand.autosave()
            case GameEnded(won, counts):
                in_hand.ended(won, counts)
            case EndShown():
                summary = in_hand.summary()
                if summary is not None:   # the lifecycle tells `GameEnded` before it: always there
                    self._show_summary(summary)
            case GameStuck():   # R17: say so and offer the ways on
                if self._table is not None and self._app.top is self._table and not self._table.state().over:
                    from game.scenes.stuck import StuckDialog  # loaded when first shown

                    self._app.push(StuckDialog(self._app, self, self._dialogs))
            case MenuWanted():
                self._open_menu()
            case LineWanted(position, line):
                state = self._state()
                self._solution.show_from_here(position, state.number, line)
            case Sound():   # a card landed, a move was refused, the game was won (B8)
                self._session.sounds.hear(event.value)
            case Told():
                pass   # what the player reads anew: the speech's to say, nothing to keep or count
            case _:
                assert_never(event)

    def _show_summary(self, result: GameSummary) -> None:
        from game.scenes.summary import SummaryScene  # loaded when first shown

        self._app.push(SummaryScene(self._app, self, self._session.deals, self._solution, result))

    # --- the session around the table ------------------------------------------------------------

    def save_now(self) -> None:
        """The clock as it stands, saved (the menu opens over the paused table)."""
        self._session.in_hand.autosave()

    def clock_ticked(self) -> None:
        """Every step: the running game's clock is saved now and then (it needs no wake-up of its
        own: a running clock wakes the loop each second to show the time)."""
        in_hand = self._session.in_hand
        in_hand.keep_finishing()       # a finished game's result that waits for the disk
        in_hand.clock_ticked()

    def winnability_switched(self, on: bool) -> None:
        """The winnability option switched (the table reads it as it is set): switched on, the
        game in progress had that help (`game.storage.aids`)."""
        if on:
            self._session.in_hand.note_aid(Aid.WINNABILITY)

    def close(self) -> None:
        """At quit: save the running game with its clock and wait for the disk."""
        self._session.close()

    def save_at_once(self) -> None:
        """The display is gone: save as `close` does, from any thread (`Session.save_at_once`)."""
        self._session.save_at_once()
