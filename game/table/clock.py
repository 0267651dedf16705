"""The model's two clocks, counted in the fixed step's seconds, not the wall clock.

`GameClock`: the game's time, the one source for the HUD, the banner, the summary and the
statistics. It waits for the player's first input (a new deal, a restart, a resumed game does
not count the time the player took to come back), stops while another scene is on top (it is
not updated then) and stops for good with the move that wins. It pauses while the player is
away: the window hidden, minimised or out of focus (`away`), or `IDLE_PAUSE` seconds without any
input (those first minutes count as thinking; the rest does not); the next input goes on. `Wait`: how long a hint has
waited for the solver.
"""

from __future__ import annotations

IDLE_PAUSE = 300.0   # seconds without any input after which the clock pauses (the help says so)


CLOCK_MARGIN = 0.002   # seconds past the clock's next whole second: wake when it shows the new one


class GameClock:
    """Seconds played (``elapsed``; storage may restore it) and whether they count now."""

    def __init__(self, counts: bool = True) -> None:
        self.counts = counts  # False: a game nobody plays (the replay), whose clock never runs
        self.elapsed = 0.0
        self.running = False
        self.away = False     # the window is hidden, minimised or out of focus
        self.idle = 0.0       # seconds since the player's last input


    def next_second(self) -> float:
        """Seconds until the clock shows its next whole second (a hair past it)."""
        return 1.0 - self.elapsed % 1.0 + CLOCK_MARGIN

    def reset(self, elapsed: float = 0.0) -> None:
        """Stopped at ``elapsed`` seconds (a new deal: 0; a resumed game: what storage kept)."""
        self.elapsed = elapsed
        self.running = False
        self.idle = 0.0

    def run(self, running: bool = True) -> None:
        """Count the time from now on (or stop counting it)."""
        self.running = running and self.counts
        self.heard()

    def heard(self) -> None:
        """The player did something in the window: not idle, not away."""
        self.idle = 0.0
        self.away = False

    def leave(self, away: bool = True) -> None:
        """The window was hidden, minimised or lost the focus (``away``), or is back."""
        self.away = away
        self.idle = 0.0

    @property
    def paused(self) -> bool:
        """Running, but the player is away or idle past `IDLE_PAUSE`: the time does not count."""
        return self.running and (self.away or self.idle >= IDLE_PAUSE)

    def tick(self, dt: float) -> bool:
        """``dt`` more seconds if running; True when the whole second it shows changed."""
        if not self.running or self.away:
            return False
        if self.idle >= IDLE_PAUSE:
            return False
        self.idle += dt
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
