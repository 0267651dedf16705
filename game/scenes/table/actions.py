"""The table's actions: every thing a player can do has one `Action` name.

Keys, header buttons, taps, the keyboard focus ring, the smoke test and the monkey all name
these actions (``table.perform(Action.UNDO)``, ``table.perform(Action.PLAY, 2, 5, 1)``);
input code only maps an event to an action and its arguments (`controls`). The model does
the game's actions (`TableModel.perform`), the scene the rest (the menu, the focus ring).
"""

from __future__ import annotations

from game.engine.text_enum import TextEnum


class Action(TextEnum):
    """What a player can do on the table. Arguments, where an action takes some, in brackets."""

    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    TURN_TALON = "turn_talon"              # a tap on the talon: turn a card, or redeal once it is empty
    REDEAL = "redeal"
    FINISH = "finish"                      # "Alles ablegen" (R13)
    BACK_TO_WINNABLE = "back_to_winnable"  # B1+
    STUCK = "stuck"                        # the "Festgefahren" button: the dead-end dialog again (R17)
    MENU = "menu"
    PLAY = "play"                          # (src, dst, count)
    LIFT = "lift"                          # (src, count): lift a run; a lone card with one target flies
    LIFT_CARD = "lift_card"                # (column, card index): the run lying on that card, or a shake
    LIFT_WASTE = "lift_waste"
    CHOOSE_COLUMN = "choose_column"        # (column): its number key — lift its run, or move the lifted one there
    SEND_SELECTION = "send_selection"      # the lifted run to its best target (tap it again, Enter)
    PUT_DOWN = "put_down"                  # the lifted run goes back
    RUN_MORE = "run_more"                  # ▲: one card more (R10)
    RUN_FEWER = "run_fewer"                # ▼: one card fewer
    FOCUS_NEXT = "focus_next"              # the keyboard ring (B4)
    FOCUS_PREVIOUS = "focus_previous"
    FOCUS_ACTIVATE = "focus_activate"


KEEPS_MESSAGE = frozenset({Action.FOCUS_NEXT, Action.FOCUS_PREVIOUS, Action.MENU})
# Actions that work on the table at rest: the cards in the air land first (`TableModel.settles`;
# BACK_TO_WINNABLE too, when it goes back).
SETTLING = frozenset({Action.UNDO, Action.REDO, Action.HINT, Action.TURN_TALON, Action.REDEAL, Action.FINISH,
                      Action.LIFT_WASTE, Action.CHOOSE_COLUMN})
