"""The summary ("Auswertung", docs/rules.md R15) at the end of a game, won or given up.

Shows moves, time, undos and hints (a hint counts once per position, `Game.note_hint`); a
better win of the same game number and variant says "Neuer Rekord!" with the previous best.
The game number can be copied to share it; a pasted position has none, and says so.

Beside the player's moves, the par (B3) — the catalogue's solution length, or one the
background solver finds now ("wird gesucht …" until then); after giving up, "Lösung zeigen"
(B2) replays the solver's winning line from the deal (`game.scenes.tabletop.replay`).
"""

from __future__ import annotations

import dataclasses
import datetime
from typing import TYPE_CHECKING

from game.advisor import link as solver_link
from game.content import player_moves
from game.i18n import clock_text, formats, moves_text, phrases, tr
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene
from game.scenes.reading import Reading
from game.storage.ended import EndedGame
from game.storage.stats import GameSummary
from game.view import gui

if TYPE_CHECKING:
    from game.engine import Game
    from game.scenes.ports import DealFacts, GameActions, SolutionActions, Stack


GAME_LABEL_SHARE = 0.56     # of the panel width for "Spiel N · Variante" beside the copy button


def help_text(result: EndedGame) -> str:
    """"Ohne Hilfe gewonnen ✓", or which help the win had (game.storage.aids)."""
    if result.clean:
        return tr("summary.clean")
    return tr("summary.assisted", aids=", ".join(tr(f"aid.{aid.value}") for aid in result.aids))


class SummaryScene(OverlayScene):
    """Auswertung: the numbers of the game, the record line, and what to do next. ``game``: the
    running game's actions; ``facts``: the catalogue's par and grade; ``solution``: the search for
    the deal's line and its replay."""

    def __init__(self, app: Stack, game: GameActions, facts: DealFacts, solution: SolutionActions,
                 summary: GameSummary) -> None:
        super().__init__(app)
        self.actions = game
        self.facts = facts
        self.solution = solution
        self.summary = summary
        self.result = summary.game
        self.copy_state: str | None = None   # None, "summary.copied" or "summary.no_clipboard"
        self.par: int | None = None
        self.par_state = "known"     # "known", "searching", "failed" or "impossible" (proved)
        self.solution_wanted = False  # "Lösung zeigen" was pressed and waits for the line
        self.solution_failed = False
        self._find_par()

    def _game(self) -> Game | None:
        """The game this summary is about, from the table (None if the table holds another)."""
        game = self.actions.copy_game()
        if game is None:
            return None
        number = str(game.number) if game.number is not None else None
        return game if (number, game.variant) == (self.result.number, self.result.variant) else None

    def _find_par(self) -> None:
        """B3: the catalogue's par, a line the solver already knows, or ask it now."""
        result = self.result
        self.par = self.facts.par(result.variant, result.number) if result.number is not None else None
        game = self._game()
        if self.par is not None or game is None:
            self.par_state = "known" if self.par is not None else "failed"
            return
        line = self.solution.solver.line_for(game.start)
        if line is not None:
            self.par = player_moves(game.start, list(line))
            return
        self.par_state = "searching"
        self.solution.solver.solve_deal(game)

    def par_text(self) -> str:
        if self.par is not None:
            return str(self.par)
        state = {"searching": "summary.par_searching", "impossible": "summary.par_impossible"}
        return tr(state.get(self.par_state, "summary.par_unknown"))

    def reading(self) -> Reading | None:
        """The panel read as every panel; the hints' row says how they are counted, so that a
        player who pressed H twice in one position knows why the figure is lower."""
        panel = super().reading()
        if panel is None or not self.result.hints:
            return panel
        hints = tr("speech.named_value", name=tr("summary.hints"), value=str(self.result.hints))
        return dataclasses.replace(panel, lines=tuple(tr("speech.hints_counted", hints=line) if line == hints else line
                                                      for line in panel.lines))

    def form(self) -> Form:
        result = self.result
        form = Form(width=560)
        form.title(tr("summary.title"))
        if result.daily is not None:   # B9: the player sees which day's daily deal this was
            form.label("daily", tr("hud.daily", date=formats.date_text(datetime.date.fromisoformat(result.daily))),
                       "@column_head")
        if result.won:
            form.label("result", tr("summary.won"), "@record", height=40)
            if result.clean:
                form.label("help", help_text(result), "@column_head")
            else:
                form.message("help", help_text(result), "@subtitle")
        else:
            form.label("result", tr("summary.lost"), "@lost", height=40)
        rows = [("moves", str(result.moves)), ("par", self.par_text()), ("time", clock_text(result.seconds)),
                ("undos", str(result.undos)), ("hints", str(result.hints))]
        if not self.app.settings.show_clock:   # the player keeps the clock hidden: moves alone rank the game
            rows = [(key, value) for key, value in rows if key != "time"]
        grade = self.facts.grade(result.variant, result.number) if result.number is not None else None
        if grade is not None:   # B10: only a catalogued deal has one
            rows.insert(2, ("grade", tr(f"grade.{grade}")))
        form.grid([[(f"{key}.head", tr(f"summary.{key}"), "@row_head"), (key, value, "@cell")] for key, value in rows],
                  [0.55, 0.45], height=32)   # the value column fits "none – cannot be won"
        form.spacer(6)
        outcome, best = self.summary.outcome, self.summary.best
        kind = "clean" if outcome is not None and outcome.clean else "assisted"
        if outcome is not None and outcome.new_record and outcome.previous_best is not None:
            form.label("record", tr(f"summary.record_{kind}"), "@record", height=40)
            form.label("previous_best", tr("summary.previous_best", moves=moves_text(outcome.previous_best)), "@subtitle")
        elif outcome is not None and outcome.first_win:
            form.message("best", tr(f"summary.first_win_{kind}", moves=moves_text(result.moves)), "@subtitle")
        elif best is not None:
            key = f"summary.best_{kind}" if result.won and outcome is not None else "summary.best"
            form.label("best", tr(key, moves=moves_text(best)), "@subtitle")
        copy_text = tr(self.copy_state) if self.copy_state else tr("summary.copy")
        variant = tr(f"variant.{result.variant}")
        if result.number is None:   # a pasted position: no number to name or copy
            form.message("game", tr("summary.position", variant=variant), "@subtitle")
        else:
            game_text = tr("summary.game", number=phrases.number_display(result.number), variant=variant)
            if form.fits(game_text, GAME_LABEL_SHARE):
                form.buttons([("copy", copy_text, self.copy, None)], label=game_text, label_share=GAME_LABEL_SHARE)
            else:   # a long (PySolFC-style 20-digit, grouped) number gets its own line above the button
                form.message("game", game_text, "@subtitle")
                form.button("copy", copy_text, self.copy)
        if not result.won:
            if self.par_state == "impossible":
                form.message("solution_note", tr("summary.solution_impossible"), "@subtitle")
            elif self.solution_failed:
                form.message("solution_note", tr("summary.solution_failed"), "@error")
            elif self.solution_wanted:
                form.message("solution_note", tr("summary.solution_searching"), "@subtitle")
            form.button("show_solution", tr("summary.show_solution"), self.show_solution,
                        enabled=not (self.solution_wanted or self.solution_failed or self.par_state == "impossible"))
        form.spacer(6)
        form.buttons([
            ("new_game", tr("summary.new_game"), self.new_game, "@accent"),
            ("again", tr("summary.again"), self.again, None),
        ])
        form.button("menu", tr("summary.menu"), self.menu)
        return form

    def copy(self) -> None:
        number = self.result.number
        copied = number is not None and gui.copy_to_clipboard(number)
        self.copy_state = "summary.copied" if copied else "summary.no_clipboard"
        self.buttons["copy"].set_text(tr(self.copy_state))

    def show_solution(self) -> None:
        """B2: replay the winning line from the deal (searched for first when not known)."""
        game = self._game()
        if game is None:
            return
        line = self.solution.solver.line_for(game.start)
        if line is not None:
            self._replay(line)
            return
        self.solution_wanted = True
        if self.par_state != "searching":
            self.par_state = "searching"
            self.solution.solver.solve_deal(game)
        self.refresh()

    def _replay(self, line: tuple[str, ...]) -> None:
        self.solution_wanted = False
        game = self._game()
        if game is not None:
            self.solution.show_replay(game, line)

    def next_change(self) -> float | None:
        """While the solver looks for the deal's line (par, "Lösung zeigen"): its next answer."""
        return solver_link.LOOK_SECONDS if self.solution.solver.expecting else None

    def update(self, dt: float) -> None:
        super().update(dt)
        events = self.solution.solver.poll()
        if solver_link.DEAL_LINE in events:
            line = self.solution.solver.deal_line
            game = self._game()
            if self.par is None and line is not None and game is not None:
                self.par = player_moves(game.start, list(line))
            self.par_state = "known"
            wanted = self.solution_wanted
            self.solution_wanted = False
            self.refresh()
            if wanted and line is not None:
                self._replay(line)
        elif solver_link.DEAL_LOST in events:
            self.par_state = "impossible"   # no line exists: nothing to show, no par
            self.solution_wanted = False
            self.refresh()
        elif solver_link.DEAL_FAILED in events:
            self.par_state = "failed" if self.par is None else "known"
            self.solution_failed = self.solution_wanted
            self.solution_wanted = False
            self.refresh()

    def new_game(self) -> None:
        self.close()
        self.actions.new_game()

    def again(self) -> None:
        self.close()
        self.actions.restart()

    def menu(self) -> None:
        self.close()
        self.actions.open_menu()

    def cancel(self) -> None:
        self.menu()
