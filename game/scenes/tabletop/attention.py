"""`Attention`: the glows' pulse and the arrow's bob — a pulse that ends, so a table nobody touches is still.

Target glows, the hint's glow and "Alles ablegen" pulse, and the best-target arrow bobs, for
`theme.ATTENTION_TIME` after what glows changed (a lift, a drag, a hint, the finish button
appearing); then they stay lit and still, and the loop may sleep (docs/rules.md B13). The
time ends at the top of a pulse, so the glow settles at full brightness without a jump.
"""

from __future__ import annotations

import math

from game.view import theme

ARROW_BOB = 0.02        # of card height: how far the arrow bobs while it draws attention
ARROW_BOB_SPEED = 5.0   # radians per second


class Attention:
    """When the glows last changed (scene time), and what that makes of their looks now."""

    def __init__(self) -> None:
        self.start = 0.0

    def restart(self, now: float) -> None:
        self.start = now

    def moving(self, now: float) -> bool:
        """The pulse and the bob still run."""
        return now - self.start < theme.ATTENTION_TIME

    def pulse(self, now: float) -> float:
        """The glows' brightness, 0–1: a pulse while `moving`, then 1."""
        since = now - self.start
        if since >= theme.ATTENTION_TIME:
            return 1.0
        return 0.5 + 0.5 * math.sin(since * 2 * math.pi / theme.GLOW_PULSE)

    def bob(self, now: float, card_h: float) -> float:
        """The arrow's vertical offset in pixels: a bob while `moving`, then 0."""
        since = now - self.start
        if since >= theme.ATTENTION_TIME:
            return 0.0
        return math.sin(since * ARROW_BOB_SPEED) * card_h * ARROW_BOB
