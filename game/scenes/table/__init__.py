"""The table scene, split by concern.

- `scene`: `TableScene` — its state, the game's lifecycle, the game ↔ display link, ``update``.
- `actions`: `Action` and the one action table (``TableScene.perform``), with the action methods.
- `controls`: keys, taps, header buttons, the focus ring and drags, each mapped to an action.
- `geometry`: card slots, floating runs, glowing targets, hit-tests (the flights' `CardPlaces`).
- `drawing`: the picture. `focus`: the keyboard ring. `state`: small value types and effects.
"""
