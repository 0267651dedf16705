"""The summary ("Auswertung", SPEC R15) at the end of a game, won or given up.

Shows moves, time, undos and hints; a better win of the same game number and variant
says "Neuer Rekord!" with the previous best. The game number can be copied to share it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game import gui
from game.i18n import tr
from game.menu_strings import clock_text, moves_text
from game.scenes.overlay import Form, OverlayScene
from game.stats import RecordOutcome

if TYPE_CHECKING:
    from game.session import Session


GAME_LABEL_SHARE = 0.56     # of the panel width for "Spiel N · Variante" beside the copy button


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as the summary shows it."""

    won: bool
    number: str
    variant: str
    moves: int
    seconds: float
    undos: int
    hints: int
    outcome: RecordOutcome | None = None
    best: int | None = None          # the record of this deal after the game


class SummaryScene(OverlayScene):
    """Auswertung: the numbers of the game, the record line, and what to do next."""

    def __init__(self, app, session: Session, result: FinishedGame) -> None:
        super().__init__(app)
        self.session = session
        self.result = result
        self.copy_state: str | None = None   # None, "summary.copied" or "summary.no_clipboard"

    def form(self) -> Form:
        result = self.result
        form = Form(width=560)
        form.title(tr("summary.title"))
        if result.won:
            form.label("result", tr("summary.won"), "@record", height=40)
        else:
            form.label("result", tr("summary.lost"), "@lost", height=40)
        rows = [("moves", str(result.moves)), ("time", clock_text(result.seconds)),
                ("undos", str(result.undos)), ("hints", str(result.hints))]
        form.grid([[(f"{key}.head", tr(f"summary.{key}"), "@row_head"), (key, value, "@cell")] for key, value in rows],
                  [0.6, 0.4], height=32)
        form.spacer(6)
        outcome = result.outcome
        if outcome is not None and outcome.new_record:
            form.label("record", tr("summary.record"), "@record", height=40)
            form.label("previous_best", tr("summary.previous_best", moves=moves_text(outcome.previous_best)), "@subtitle")
        elif outcome is not None and outcome.first_win:
            form.message("best", tr("summary.first_win", moves=moves_text(result.moves)), "@subtitle")
        elif result.best is not None:
            form.label("best", tr("summary.best", moves=moves_text(result.best)), "@subtitle")
        copy_text = tr(self.copy_state) if self.copy_state else tr("summary.copy")
        game_text = tr("summary.game", number=result.number, variant=tr(f"variant.{result.variant}"))
        if form.fits(game_text, GAME_LABEL_SHARE):
            form.buttons([("copy", copy_text, self.copy, None)], label=game_text, label_share=GAME_LABEL_SHARE)
        else:   # a long (PySolFC-style 20-digit) number gets its own line above the button
            form.message("game", game_text, "@subtitle")
            form.button("copy", copy_text, self.copy)
        form.spacer(6)
        form.buttons([
            ("new_game", tr("summary.new_game"), self.new_game, "@accent"),
            ("again", tr("summary.again"), self.again, None),
        ])
        form.button("menu", tr("summary.menu"), self.menu)
        return form

    def copy(self) -> None:
        self.copy_state = "summary.copied" if gui.copy_to_clipboard(self.result.number) else "summary.no_clipboard"
        self.buttons["copy"].set_text(tr(self.copy_state))

    def new_game(self) -> None:
        self.close()
        self.session.new_game()

    def again(self) -> None:
        self.close()
        self.session.restart()

    def menu(self) -> None:
        self.close()
        self.session.open_menu()

    def cancel(self) -> None:
        self.menu()
