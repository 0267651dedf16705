"""The table: the game a player sees and touches, split into parts with one job each.

Outside this package only `scene.TableScene` (and the replay's `replay.ReplayScene`) is used:
it acts through typed actions (``act(Undo())``), answers with the table's frozen
`game.table.state.TableState` (and `snapshot.OnScreen`, what only the screen knows), tells the app through
the `game.scenes.ports.TableOwner` it was built with (typed `game.table.events`), and gives tools
screen points (``card_point``, ``target_point``, ``talon_point``, ``spot``, ``where``). The game
without a window — `TableModel` and its parts (what is lifted, the hint, what is known about
winning, the lifecycle), the actions, values, events, news and the state — is the package
`game.table` below it. Inside:
- `motion`: `TableMotion` — the shown position and how it moves: layout, flights, the
  short-lived looks (`transients`), the glows' pulse (`attention`).
- `snapshot`: `TableSnapshot` — one frozen value of what is shown: the table's state, the
  motion's and the input's facts; the one rule for a card's resting place.
- `geometry`: `TableGeometry` — where everything of a snapshot is drawn, and what lies under a
  point (`hits`).
- `picture`: `TablePicture` — paints a snapshot (with `game.view.table_painter.TablePainter`),
  holds the won cascade; `hud`: its band at the top (`TableHud`, the replay's `ReplayHud`).
- `input`: `TableInput` — keys, taps, drags and the focus ring → `responses.Response` values it
  returns, read against a snapshot (`place_actions`: what a tap, a button or Enter on the ring asks
  for); it writes only its own state (`input_state`, `waste_input`: the whole waste on demand).
- `parts`: `TableParts` — the parts above but the input, kept in step: it hands actions to the
  model and its answers to the motion or on to the owner, runs the update, makes the snapshots, draws.
- `scene`: `TableScene` — the parts and an input on the app's stack: the front door.
- `replay`: `ReplayScene` — parts of its own playing the solver's line (B2).
"""
