"""Options (docs/rules.md R16, B10, R12, B4, B5, B8): one button per option, tap to change, saved at once.

Each button shows the current value and steps to the next one; the port behind it
(`OptionActions`, the router's `OptionsRoute`) stores the settings file and applies the change (auto-play, animations, sound, fullscreen, language,
four-colour suits, large cards, the felt and the card back) to the running game.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from game.i18n import LANGUAGES, language_name, tr
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene
from game.storage.settings import ALL_GRADES, ANIMATION_SPEEDS, CARD_BACKS, DIFFICULTIES, FELTS, SPEECH_CHOICES

if TYPE_CHECKING:
    from game.scenes.ports import OptionActions, Stack

# The options in menu order; a tuple of values is cycled, otherwise the option is on/off.
OPTION_ROWS: tuple[tuple[str, tuple[str, ...] | None], ...] = (
    ("only_solvable", None),
    ("difficulty", DIFFICULTIES),
    ("auto_play", None),
    ("animation_speed", tuple(ANIMATION_SPEEDS)),
    ("sound", None),
    ("fullscreen", None),
    ("language", LANGUAGES),
    ("four_colour", None),
    ("large_cards", None),
    ("felt", FELTS),
    ("card_back", CARD_BACKS),
    ("show_winnability", None),
    ("speech", SPEECH_CHOICES),
)


def value_text(name: str, value: object) -> str:
    """The button text for an option's value."""
    if name == "animation_speed":
        return tr(f"speed.{value}")
    if name == "language":
        return language_name(str(value))
    if name == "difficulty":
        return tr("difficulty.all") if value == ALL_GRADES else tr(f"grade.{value}")
    if name == "felt":
        return tr(f"felt.{value}")
    if name == "card_back":
        return tr(f"back.{value}")
    if name == "speech":
        return tr(f"speech.choice.{value}")
    return tr("state.on") if value else tr("state.off")


class OptionsScene(OverlayScene):
    """Every option of the game, each remembered in settings.json."""

    def __init__(self, app: Stack, actions: OptionActions) -> None:
        super().__init__(app)
        self.actions = actions

    def form(self) -> Form:
        form = Form(width=660)
        form.title(tr("options.title"))
        for name, _values in OPTION_ROWS:
            value = self.actions.option(name)
            chosen = value is True
            # The difficulty picks among solvable deals: nothing to pick without "Nur lösbare Spiele".
            usable = name != "difficulty" or self.actions.option("only_solvable")
            form.buttons([(name, value_text(name, value), functools.partial(self.step, name) if usable else None,
                           "@chosen" if chosen else None)],
                         label=tr(f"option.{name}"), label_share=0.68, height=44)
        form.message("winnability_note", tr("options.winnability_note"), "@subtitle")
        form.button("back", tr("button.back"), self.close, "@accent")
        return form

    def step(self, name: str) -> None:
        """Move option ``name`` to its next value (on ↔ off, or the next of a list)."""
        values = dict(OPTION_ROWS)[name]
        current = self.actions.option(name)
        new = not current if values is None else values[(values.index(current) + 1) % len(values)]
        self.actions.set_option(name, new)
        self.refresh()
