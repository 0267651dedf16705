"""The model's two clocks, counted in the fixed step's seconds, not the wall clock.

`GameClock`: the game's time, the one source for the HUD, the banner, the summary and the
statistics. It waits for the player's first input (a new deal, a restart, a resumed game does
not count the time the player took to come back), stops while another scene is on top (it is
not updated then) and stops for good with the move that wins. `Wait`: how long a hint has
waited for the solver.
"""

from __future__ import annotations


class GameClock:
    """Seconds played (``elapsed``; storage may restore it) and whether they count now."""

    def __init__(self) -> None:
        self.elapsed = 0.0
        self.running = False

    def reset(self, elapsed: float = 0.0) -> None:
        """Stopped at ``elapsed`` seconds (a new deal: 0; a resumed game: what storage kept)."""
        self.elapsed = elapsed
        self.running = False

    def run(self, running: bool = True) -> None:
        """Count the time from now on (or stop counting it)."""
        self.running = running

    def tick(self, dt: float) -> bool:
        """``dt`` more seconds if running; True when the whole second it shows changed."""
        if not self.running:
            return False
        second = int(self.elapsed)
        self.elapsed += dt
        return int(self.elapsed) != second


class Wait:
    """How long a hint has waited for the solver ("…" on its button)."""

    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration
