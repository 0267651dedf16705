"""What lies under a point on the table (`Hit`): the answer of the table's hit-tests
(`geometry.TableGeometry.hit`), which the input turns into actions. Plain values."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.text_enum import TextEnum


class HitKind(TextEnum):
    """What kind of thing lies under a point on the table."""

    BUTTON = "button"          # a header button (``Hit.name`` says which) or "Zurück zu gewinnbar"
    BAR_UP = "bar_up"          # ▲ in the selection bar: one card more
    BAR_DOWN = "bar_down"      # ▼ in the selection bar: one card fewer
    FINISH = "finish"          # "Alles ablegen"
    TALON = "talon"            # the talon (or the redeal pill beside it)
    WASTE = "waste"            # ``card``: None for the top card, else a covered card's index
    COLUMN = "column"
    FOUNDATION = "foundation"
    FELT = "felt"              # nothing: the bare table


@dataclass(frozen=True)
class Hit:
    """What lies under a point. ``index``: column / foundation number; ``card``: index in the
    column (None: the column's empty area); ``name``: the button's name in the layout."""

    kind: HitKind
    index: int = 0
    card: int | None = None
    name: str = ""
