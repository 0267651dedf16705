"""The dead-end dialog (docs/rules.md R17): no card can reach a foundation any more.

Shown only on the background solver's proof (`Verdict.DEAD_END` from `solver.dead_end`), never on
a guess: while any card can still go up, this never appears. It offers the three ways on —
undo the last move, give up (the summary), or play the same deal again from the start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene

if TYPE_CHECKING:
    from game.scenes.ports import GameActions, Stack


class StuckDialog(OverlayScene):
    """"Keine Karte kann mehr abgelegt werden": Zug zurück, Aufgeben, Neustart."""

    def __init__(self, app: Stack, actions: GameActions) -> None:
        super().__init__(app)
        self.actions = actions

    def form(self) -> Form:
        form = Form(width=600)
        form.title(tr("stuck.title"))
        form.message("text", tr("stuck.text"))
        form.spacer(6)
        form.buttons([
            ("undo", tr("button.undo"), self.undo, "@accent"),
            ("give_up", tr("menu.give_up"), self.give_up, "@danger"),
            ("restart", tr("stuck.restart"), self.restart, None),
        ])
        return form

    def undo(self) -> None:
        self.close()
        self.actions.undo()

    def give_up(self) -> None:
        self.close()
        self.actions.give_up()

    def restart(self) -> None:
        self.close()
        self.actions.restart()

    def cancel(self) -> None:
        """Esc: just look at the table (the position stays as it is)."""
        self.close()
