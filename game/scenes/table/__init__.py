"""The table scene, split by what each part owns (composition: each part holds its own state).

- `model`: `TableModel` — the game, the selection, the hint, the message line, the clock, won
  and stuck; each action answers with `values.Effect`s. No pygame, no view (import-linter).
  Beside it: `actions` (the `Action` names), `values`, `hints`, `clock`, `messages`.
- `view`: `TableView` — layout, painter, flights, resting slots, short-lived looks, cascade.
- `places`: `TablePlaces` — floating runs, glowing targets, the controls' rects, hit-tests.
- `picture` and `hud`: the frame's picture. `looks`: hits, drags and the looks' timers.
- `input`: `TableInput` — keys, taps, drags and the focus ring (`focus`) → actions.
- `stage`: `TableStage` — the parts above but input, kept in step (effects, update, layout).
- `scene`: `TableScene` — a stage, an input and the hooks of the app around it.
"""
