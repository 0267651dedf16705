"""The dead-end dialog (docs/rules.md R17): no card can reach a foundation any more.

Shown only on the background solver's proof (`Verdict.DEAD_END` from `solver.dead_ends`), never on
a guess: while any card can still go up, this never appears. The table calls for it once the
cards in the air have landed, so it stands over the true position. It offers the three ways on —
undo the last move, give up (the summary), or play the same deal again from the start (asked
first, as the menu's "Neustart" is: the attempt counts as lost) — and,
when an earlier position of this game is known winnable, "Zurück zu gewinnbar", which says how
many moves it takes back and takes them as one unit (B1+, B16); and
"Tisch ansehen" (or Esc), which closes it: the table then shows a "Festgefahren" button that
brings it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr, trn
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene

if TYPE_CHECKING:
    from game.scenes.ports import Dialogs, Stack, StuckActions


class StuckDialog(OverlayScene):
    """"Keine Karte kann mehr abgelegt werden": Zurück zu gewinnbar (when known), Zug zurück, Aufgeben,
    Neustart, Tisch ansehen."""

    def __init__(self, app: Stack, actions: StuckActions, dialogs: Dialogs) -> None:
        super().__init__(app)
        self.actions = actions
        self.dialogs = dialogs

    def form(self) -> Form:
        form = Form(width=600)
        form.title(tr("stuck.title"))
        form.message("text", tr("stuck.text"))
        form.spacer(6)
        back = self.actions.back_winnable_moves()
        if back is not None:
            form.button("back_winnable", trn("button.back_winnable_moves", back), self.back_to_winnable, "@accent")
        form.buttons([
            ("undo", tr("button.undo"), self.undo, "@accent" if back is None else None),
            ("give_up", tr("menu.give_up"), self.give_up, "@danger"),
            ("restart", tr("stuck.restart"), self.restart, None),
        ])
        form.button("look", tr("stuck.look"), self.cancel)
        return form

    def undo(self) -> None:
        self.close()
        self.actions.undo()

    def back_to_winnable(self) -> None:
        self.close()
        self.actions.back_to_winnable()

    def give_up(self) -> None:
        self.close()
        self.actions.give_up()

    def restart(self) -> None:
        """"Neustart": with moves made, the menu's question first ("… zählt als verloren"); Cancel
        comes back here."""
        if self.actions.in_progress:
            self.dialogs.confirm(lambda: tr("confirm.restart"), lambda: tr("confirm.restart_ok"), self.restart_now)
        else:
            self.restart_now()

    def restart_now(self) -> None:
        self.close()
        self.actions.restart()

    def cancel(self) -> None:
        """"Tisch ansehen" and Esc: just look at the table (its "Festgefahren" button reopens this)."""
        self.close()
