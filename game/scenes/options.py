"""Options (docs/rules.md R16, B10, R12, B4, B5, B8, B18): one button per option, tap to change, saved at once.

The rows are the table of options (`game.storage.settings.OPTIONS`), in its order: each shows the
option's label and current value, worded as its descriptor says, and steps to the next value;
an option that needs a switch is greyed out while that switch is off. The port behind the
buttons (`OptionActions`, the router's `OptionsRoute`) stores the settings file and applies the
change to the running game.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from game.engine.exhaustive import assert_never
from game.i18n import language_name, tr
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene
from game.storage.option_fields import Option, OptionValue, Wording
from game.storage.settings import OPTIONS

if TYPE_CHECKING:
    from game.scenes.ports import OptionActions, Stack


def value_text(option: Option, value: OptionValue) -> str:
    """The button text for an option's value."""
    match option.wording:
        case Wording.MESSAGES:
            return tr(option.words[value])
        case Wording.LANGUAGE_NAMES:
            return language_name(str(value))
        case _:
            assert_never(option.wording)


class OptionsScene(OverlayScene):
    """Every option of the game, each remembered in settings.json."""

    def __init__(self, app: Stack, actions: OptionActions) -> None:
        super().__init__(app)
        self.actions = actions

    def form(self) -> Form:
        form = Form(width=660)
        form.title(tr("options.title"))
        for option in OPTIONS:
            value = self.actions.option(option)
            # An option that picks among what a switch allows (the difficulty, among solvable deals) waits for it.
            usable = option.needs is None or self.actions.option(option.needs) is True
            form.buttons([(option.name, value_text(option, value), functools.partial(self.step, option) if usable else None,
                           "@chosen" if value is True else None)],
                         label=tr(option.label), label_share=0.68, height=44)
        form.message("winnability_note", tr("options.winnability_note"), "@subtitle")
        form.button("back", tr("button.back"), self.close, "@accent")
        return form

    def step(self, option: Option) -> None:
        """Move ``option`` to its next value (on ↔ off, or the next of its names)."""
        self.actions.set_option(option, option.after(self.actions.option(option)))
        self.refresh()
