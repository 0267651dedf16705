"""The table without a window: the game a player acts on — no pygame, no pixels, no animation
times (import-linter checks the first; the game clock counts the player's seconds, nothing
else here waits), so the table's rules-level behaviour is tested alone. It sits between the
advisor and the scenes (an import-linter layer): the scenes draw and take input over it, the
speech and the app's routes follow its news, and it imports neither.

- `table_model`: `TableModel` — the game, the message line, the clock; every game action
  answered in one ``match`` with `events.Effect`s. Its parts: `lifting.Lifting` (what is
  lifted), `hints.Hints` (the hint), `indicator.Indicator` (what is known about winning),
  `lifecycle.GameLifecycle` (playing → counted → shown), `answers.EngineAnswers` (what the
  engine says all the time: "Alles ablegen", the redeal, the table's move), `marks.LastMove`
  (where the last action's cards lie), `clock.GameClock`, `messages.MessageLine`.
- `state`: `TableState`, the table as one frozen value, made once per change (`StateCache`);
  every reader of the table reads it.
- `news`: the one stream of news every listener follows (what is new found by comparing two
  states, `heard_of`); `events`: the model's events in it.
- `actions`: every player action as a frozen value; `values`: the model's plain values (the
  selection, a hint's glow, flights to fly, a "no", the sounds); `runs` (what lifting a run
  means, the questions the input may ask), `focus` (where the keyboard ring may stand).
"""
