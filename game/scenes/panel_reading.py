"""A panel's `Reading` (speech, SPEC B18): its widgets read top to bottom, as a sighted player would.

`OverlayScene.reading` asks here. The title label first, then every other label in the order
the form made them (a message wrapped over several labels, ``key``, ``key.1`` …, read as one;
a row's head label is read with its button or its value instead), then the focus: the chosen button's words
(after its row's name: "Sichere Karten automatisch ablegen: an"), or what the focused field holds.
"""

from __future__ import annotations

import re

from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from game.i18n import tr
from game.scenes.reading import Reading, spoken

_TAG = re.compile(r"<[^>]+>")


def widget_text(widget: UILabel | UITextBox) -> str:
    """The words a label or a text box shows (a text box's markup dropped)."""
    if isinstance(widget, UITextBox):
        return _TAG.sub(" ", widget.html_text).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    return str(widget.text)


def button_words(key: str, buttons: dict[str, UIButton], labels: dict[str, UILabel | UITextBox]) -> str:
    """A button as it is read: its row's name first when it has one ("Sound: an")."""
    text = str(buttons[key].text)
    head = labels.get(f"{key}.label")
    if head is not None:
        return tr("speech.named_value", name=widget_text(head), value=text)
    return text


def panel_reading(labels: dict[str, UILabel | UITextBox], buttons: dict[str, UIButton],
                  entries: dict[str, UITextEntryLine], focused: str | None) -> Reading:
    """The reading of a panel with these widgets (the dicts in the order the form made them)."""
    title = widget_text(labels["title"]) if "title" in labels else ""
    lines: list[str] = []
    message_of: dict[str, int] = {}
    for key, widget in labels.items():
        if key == "title" or key.endswith(".label") or isinstance(widget, UITextBox):
            continue
        if key.endswith(".head") and key.removesuffix(".head") in labels:
            continue   # a row's head: read with its value
        text = widget_text(widget).strip()
        row_head = labels.get(f"{key}.head")
        if row_head is not None and text:   # a two-column row ("Züge", "166") as one line
            text = tr("speech.named_value", name=widget_text(row_head).strip(), value=text)
        head, _, tail = key.rpartition(".")
        if head and tail.isdigit() and head in message_of:
            if text:
                lines[message_of[head]] += " " + text
            continue
        if text:
            message_of[key] = len(lines)
            lines.append(text)
    lines = [spoken(line) for line in lines]
    focus: str | None = None
    typed: str | None = None
    entry = next((e for e in entries.values() if e.is_focused), None)
    if entry is not None:
        typed = entry.get_text()
        focus = tr("speech.entry", text=typed) if typed else tr("speech.entry_empty")
    elif focused is not None and focused in buttons:
        focus = spoken(button_words(focused, buttons, labels))
    choices = tuple(spoken(button_words(key, buttons, labels)) for key, button in buttons.items() if button.is_enabled)
    return Reading(title, tuple(lines), focus, choices, typed=typed)
