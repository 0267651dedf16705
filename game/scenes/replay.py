""""Lösung zeigen" (docs/rules.md B2): the solver's winning line replayed from the deal, on the real table.

Why a table subclass: the replay must look exactly like play (same layout, same flights), and
every move goes through `Game.push`, so the replay is itself checked by the engine — a line
that did not win would show it. Card input is ignored; the controls at the bottom are
pause / play, one step, speed, and back to the summary (Esc too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine import Game, Move, MoveError, Step, counted_moves
from game.engine.text_enum import TextEnum
from game.i18n import phrases
from game.scenes.table.scene import TableScene
from game.view import fonts, theme

if TYPE_CHECKING:
    from game.scenes.ports import Stack

REPLAY_SPEEDS = (1, 2, 4)       # the speed steps, as multiples of 1×
MOVE_TIME = 0.42                # seconds per move at 1×, flights included: a 200-move line in under 90 s
FLIGHT_SHARE = 0.5              # of a move's time its cards fly; the rest they lie still to be seen
START_WAIT = 0.6                # a moment to see the deal before the first move


class ReplayControl(TextEnum):
    """The replay's buttons, left to right."""

    PAUSE = "pause"     # pause / play
    STEP = "step"       # one move (pauses)
    SPEED = "speed"     # the next speed
    BACK = "back"       # back to the summary


REPLAY_KEYS = {pygame.K_ESCAPE: ReplayControl.BACK, pygame.K_SPACE: ReplayControl.PAUSE,
               pygame.K_RIGHT: ReplayControl.STEP, pygame.K_s: ReplayControl.SPEED}


class ReplayScene(TableScene):
    """The deal from its start, playing ``line`` move by move."""

    def __init__(self, app: Stack, game: Game, line: tuple[str, ...]) -> None:
        start = Game(game.start, number=game.number)
        super().__init__(app, start, deal_animation=False)
        self.line = tuple(line)
        self.index = 0             # moves of the line played so far
        # The title counts player moves, like the par: the line's safe cards (which auto-play
        # would send up) are played but not counted. before[i]: player moves before move i.
        self.before = [0]
        try:
            for counted in counted_moves(game.start, list(self.line)):
                self.before.append(self.before[-1] + counted)
        except (ValueError, IndexError):   # a line the engine refuses: count every move (it fails anyway)
            self.before = list(range(len(self.line) + 1))
        self.paused = False
        self.speed = 0             # index into REPLAY_SPEEDS
        self.wait = START_WAIT     # seconds until the next move starts
        self.failed = False        # the engine refused a move of the line (never expected)
        self.clock_running = False

    def _push_line_move(self) -> None:
        if self.index >= len(self.line) or self.game.is_won():
            return
        self._settle()
        try:
            move = Move.parse(self.line[self.index])
        except MoveError:
            self.failed = True
            return
        before = self.game.moves
        self._push(move, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER)
        if self.game.moves == before:
            self.failed = True
            return
        self.index += 1

    @property
    def move_time(self) -> float:
        """Seconds from one move's start to the next at the current speed."""
        return MOVE_TIME / REPLAY_SPEEDS[self.speed]

    def _animate(self, steps: list[Step], duration: float, stagger: float,
                 unit: tuple[int, int] | None = None) -> None:
        """Every card of a move lands within FLIGHT_SHARE of the move's time: a run through empty
        columns or "Alles ablegen" (many cards) takes no longer than one card would."""
        share = self.move_time * FLIGHT_SHARE
        count = len(steps)
        flight = min(duration, share if count <= 1 else share * 0.6)
        stagger = min(stagger, (share - flight) / (count - 1)) if count > 1 else 0.0
        super()._animate(steps, flight, stagger, unit)

    @property
    def auto_play(self) -> bool:
        """Play exactly the solver's moves: safe auto-play stays off (the line plays those cards itself)."""
        return False

    @property
    def finished(self) -> bool:
        return self.game.is_won() or self.index >= len(self.line) or self.failed

    # --- controls ---------------------------------------------------------------------------

    def control_rects(self) -> dict[ReplayControl, pygame.Rect]:
        """The four control buttons, side by side in the control band."""
        return dict(zip(ReplayControl, self.layout.control_slots(len(ReplayControl)), strict=True))

    def control_text(self, name: ReplayControl) -> str:
        if name == ReplayControl.PAUSE:
            return i18n.tr("replay.play") if self.paused else i18n.tr("replay.pause")
        if name == ReplayControl.STEP:
            return i18n.tr("replay.step")
        if name == ReplayControl.SPEED:
            return i18n.tr("replay.speed", speed=REPLAY_SPEEDS[self.speed])
        return i18n.tr("replay.back")

    def control(self, name: ReplayControl | str) -> None:
        """A control: pause/play, one step (pauses), next speed, back to the summary."""
        name = ReplayControl(name)
        if name == ReplayControl.PAUSE:
            self.paused = not self.paused
        elif name == ReplayControl.STEP:
            self.paused = True
            self._push_line_move()
        elif name == ReplayControl.SPEED:
            self.speed = (self.speed + 1) % len(REPLAY_SPEEDS)
        elif name == ReplayControl.BACK and self.app.top is self:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in REPLAY_KEYS:
                self.control(REPLAY_KEYS[event.key])
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.invalidate()   # the control under the mouse lights up
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for name, rect in self.control_rects().items():
                if rect.collidepoint(event.pos):
                    self.control(name)
                    return

    # --- loop -------------------------------------------------------------------------------

    def animating(self) -> bool:
        """While the line plays, a move starts every `move_time`: frames all along."""
        return super().animating() or not (self.paused or self.finished)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock_running = False
        if self.paused or self.finished:
            return
        self.wait -= dt        # counted from the move's start, so flight time is part of the pace
        if self.wait <= 0 and not self.player.busy:
            self._push_line_move()
            self.wait = self.move_time

    def _report_won(self) -> None:
        self.won_reported = True   # the replay's win is shown, not counted anywhere

    def _won_tap(self, pos: tuple[int, int]) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        title = i18n.tr("replay.title", n=self.before[self.index], total=self.before[-1])
        rects = self.control_rects()
        slots = list(rects.values())
        band = slots[0].unionall(slots[1:])
        text = fonts.text(title, lay.message_text_size, theme.GLOW_HINT, bold=True)
        surface.blit(text, text.get_rect(midbottom=(band.centerx, band.y - lay.margin // 2)))
        for name, rect in rects.items():
            self.painter.button(surface, rect, self.control_text(name), accent=name == ReplayControl.BACK,
                                size=lay.message_text_size, hover=self.hover is not None and rect.collidepoint(self.hover))

    def _draw_hud(self, surface: pygame.Surface) -> None:
        """Only the game's name and "Lösung": no clock, no undo or hint (nothing here is played)."""
        lay = self.layout
        number = phrases.number_display(self.game.number) if self.game.number else None
        name = i18n.tr("game_number", number=number) if number else i18n.tr("title")
        text = fonts.text(f"{name} · {i18n.tr('summary.show_solution')}", lay.text_size, theme.HUD_TEXT, bold=True)
        surface.blit(text, text.get_rect(midleft=(lay.margin, lay.hud.centery)))

    def _draw_controls(self, surface: pygame.Surface) -> None:
        """No reminder, finish button or selection bar: the replay has its own controls."""

    def offers_new_game(self) -> bool:
        """The won banner has no "new game" button: the replay is not a game."""
        return False
