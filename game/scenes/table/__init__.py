"""The table: the game a player sees and touches, split into parts with one job each.

Outside this package only `scene.TableScene` (and the replay's `replay.ReplayScene`) is used:
it acts through typed actions (``act(Undo())``), answers with a read-only `account.TableAccount`,
tells the app through the `game.scenes.ports.TableOwner` it was built with, and gives tools
screen points (``card_point``, ``target_point``, ``talon_point``, ``spot``). Inside:

- `actions`: every player action as a frozen value (`Play(source, target, count)`, `Undo()` …).
- `model`: `TableModel` — the game, what is lifted, the message line, the clock, won and stuck;
  answers each game action in one ``match`` with `values.Effect`s. Its parts: `hints.Hints`
  (the hint), `indicator.Indicator` (what is known about winning). Beside it: `runs` (what
  lifting a run means), `values`, `clock`, `messages`. None of these imports pygame or the view
  (import-linter).
- `table_view`: `TableView` — the shown position and how it moves: layout, flights, looks, cascade.
- `geometry`: `TableGeometry` — where everything is drawn now, and what lies under a point (`hits`).
- `picture`: `TablePicture` — paints the frame (with `game.view.table_painter.TablePainter`);
  `hud`: its band at the top (`TableHud`, the replay's `ReplayHud`). `looks`: the short-lived
  looks (a held or snapping run, a shake, a refusal); `attention`: the glows' pulse.
- `input`: `TableInput` — keys, taps, drags and the focus ring (`focus`) → `responses.Response`
  values it returns (actions, looks, redraws); it writes only its `input_state.InputState`;
  `waste_view`: the whole waste on demand.
- `stage`: `TableStage` — the parts above but the input, kept in step: it hands actions to the
  model with the shown position and the answers to the view, runs the update, lays out, draws.
- `scene`: `TableScene` — a stage and an input on the app's stack: the front door.
- `replay`: `ReplayScene` — a stage of its own playing the solver's line (B2).
"""
