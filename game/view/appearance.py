"""Which felt and which card back the table draws now: the player's own looks (B4).

Like the language (`game.i18n.set_language`), the look is one choice for the whole window: the
app sets it from the options at start and whenever they change (`App.settings_changed`), and
the painters read it when they are made (`TablePainter.for_layout` makes a new one when it
changed). Names are the options' values (`game.storage.settings.FELTS`, `CARD_BACKS`); a name
without colours in `theme` draws the default look rather than failing.
"""

from __future__ import annotations

from game.view import theme

_chosen = {"felt": theme.FELT_DEFAULT, "back": theme.BACK_DEFAULT}


def set_looks(felt: str, back: str) -> None:
    """Draw from now on with this felt and this card back."""
    _chosen["felt"] = felt if felt in theme.FELT_COLOURS else theme.FELT_DEFAULT
    _chosen["back"] = back if back in theme.BACK_COLOURS else theme.BACK_DEFAULT


def felt() -> str:
    return _chosen["felt"]


def back() -> str:
    return _chosen["back"]
