"""The table without a window: the game a player acts on — no pygame, no pixels, no durations
(import-linter checks it), so the table's rules-level behaviour is tested alone. It sits between
the advisor and the scenes (an import-linter layer): the scenes draw and take input over it, the
speech and the app's routes follow its news, and it imports neither.

- `table_model`: `TableModel` — the game, the message line, the clock; every game action
  answered in one ``match`` with `events.Effect`s;
  what it holds read as one frozen `state.TableState`, made once per change. Its parts: `lifting.Lifting` (what is lifted), `hints.Hints` (the hint),
  `indicator.Indicator` (what is known about winning), `lifecycle.GameLifecycle` (playing →
  counted → shown).
- `actions`: every player action as a frozen value; `values`: the model's plain values (the
  selection, a hint's glow, flights to fly, a "no"); `events`: what the table tells its owner.
- `runs` (what lifting a run means), `clock`, `messages`, `focus` (where the keyboard ring may
  stand), `news` (the one stream of news every listener follows, found by comparing two states).
"""
