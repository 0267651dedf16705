"""`ReplayScene`: "Lösung zeigen" (docs/rules.md B2) — the solver's winning line replayed from the
deal, on the real table; or, from the menu's "Lösung ab hier zeigen", from the position on the
table (``from_table``: "back" returns to the game).

Why the table's own parts: the replay must look exactly like play (same layout, same flights),
and every move goes through the model and `Game.push`, so the replay is itself checked by the
engine — a line that did not win would show it. It composes a `TableParts` (model, motion,
picture) like the played table, built for a replay (``played=False``: its own HUD,
the game's name and "Wiedergabe", no table words or buttons, safe auto-play off — the line plays
those cards itself, a clock that never runs) with its own pace of flights, and brings its own
input: pause / play, one step, speed, back to the summary (Esc too); card input is ignored. Each
move of the line is an action like any other (`actions.PlayMove`, through `TableParts.perform`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.content import counted_moves
from game.engine import Game, Move, MoveError
from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum
from game.scenes.base import Scene
from game.scenes.reading import Reading, ScreenAsk
from game.scenes.tabletop.parts import TableParts
from game.scenes.tabletop.snapshot import OnScreen, TableSnapshot
from game.table.actions import PlayMove, move_action
from game.table.events import TableEvent
from game.table.news import Acted, TableNews
from game.table.state import TableState
from game.view import fonts, theme

if TYPE_CHECKING:
    from game.scenes.ports import Stack
    from game.view.layout import TableLayout

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
ASK_KEYS = {pygame.K_l: ScreenAsk.REPEAT, pygame.K_r: ScreenAsk.SCREEN}   # the speech's keys on every screen (B18)


@dataclass(frozen=True)
class ControlBand:
    """Where the replay's controls are, for which window size, at which text size."""

    size: tuple[int, int]
    rects: dict[ReplayControl, pygame.Rect]
    text_size: int


@dataclass(frozen=True)
class PlayedGame:
    """The player's own finished game, replayed from the history: which moves of the spelt-out
    line are the player's (``counted``), and the first move the rules refused (number, text), if any."""

    counted: tuple[bool, ...]
    broken: tuple[int, str] | None = None


class ReplayScene(Scene):
    """The deal from its start, playing ``line`` move by move. ``played``: the line is the player's
    own game (from the history); ``back_to``: the back button's words (a catalogue id) when it
    is not the summary's or the game's."""

    def __init__(self, app: Stack, game: Game, line: tuple[str, ...], from_table: bool = False,
                 played: PlayedGame | None = None, back_to: str | None = None) -> None:
        super().__init__(app)
        self.from_table = from_table   # "Lösung ab hier zeigen": back goes to the game, not the summary
        self.played = played
        self.back_to = back_to
        self._parts = TableParts(Game(game.start, number=game.number), lambda: self.app.settings, self, played=False,
                                timing=self.flight_times)
        self.hover: tuple[int, int] | None = None
        self.controls: ControlBand | None = None   # the control buttons' places (`control_rects`)
        self.line = tuple(line)
        self.index = 0             # moves of the line played so far
        # The title counts player moves, like the par: the line's safe cards (which auto-play
        # would send up) are played but not counted. before[i]: player moves before move i.
        self.before = [0]
        try:
            for counted in played.counted if played is not None else counted_moves(game.start, list(self.line)):
                self.before.append(self.before[-1] + counted)
        except (ValueError, IndexError):   # a line the engine refuses: count every move (it fails anyway)
            self.before = list(range(len(self.line) + 1))
        self.paused = False
        self.speed = 0             # index into REPLAY_SPEEDS
        self.wait = START_WAIT     # seconds until the next move starts
        self.failed = False        # the engine refused a move of the line (never expected)
        self._listeners: list[Callable[[TableNews], None]] = []   # who follows its news (the speech, B18)
        self._ask: ScreenAsk | None = None   # L or R pressed, not yet taken by the speech (`take_ask`)

    def state(self) -> TableState:
        """The replayed table now (`TableState`)."""
        return self._parts.state()

    def on_screen(self) -> OnScreen:
        """What only the screen knows of the replayed table now (`OnScreen`)."""
        return self._parts.on_screen()

    def snapshot(self) -> TableSnapshot:
        """The replayed table now, as one frozen value (`TableParts.snapshot`)."""
        return self._parts.snapshot()

    def listen(self, listener: Callable[[TableNews], None]) -> None:
        """``listener`` hears each move of the line as it plays, and the win (`TableScene.listen`)."""
        if listener not in self._listeners:
            self._listeners.append(listener)

    def tell(self, news: TableNews) -> None:
        for listener in self._listeners:
            listener(news)

    def title(self) -> str:
        """"Lösung · Zug 3 von 120" (the player's own game: "Deine Partie · …"); once a line the
        rules refused has played up to that move, what stopped it."""
        played = self.played
        if played is not None and played.broken is not None and self.index >= len(self.line):
            return i18n.tr("replay.broken", n=played.broken[0], move=played.broken[1])
        if played is not None:
            return i18n.tr("replay.own_title", n=self.before[self.index], total=self.before[-1])
        return i18n.tr("replay.title", n=self.before[self.index], total=self.before[-1])

    def reading(self) -> Reading | None:
        """Its title ("Lösung · Zug 3 von 120") and the control a key would change (speech, B18)."""
        return Reading(self.title().split(" · ")[0], (), self.control_text(ReplayControl.PAUSE))

    def take_ask(self) -> ScreenAsk | None:
        """L (where the replay stands) or R (the replayed table) pressed since the last call."""
        ask, self._ask = self._ask, None
        return ask

    def where(self) -> str:
        """Where the replay stands, in words: which move of how many, paused or playing (L)."""
        return i18n.tr("speech.replay_where", n=self.before[self.index], total=self.before[-1],
                       state=i18n.tr("speech.replay_paused") if self.paused or self.finished
                       else i18n.tr("speech.replay_playing"))

    def push_line_move(self) -> None:
        if self.index >= len(self.line) or self._parts.state().won:
            return
        try:
            move = Move.parse(self.line[self.index])
        except MoveError:
            self.failed = True
            return
        state = self._parts.state()
        before, position = state.moves, state.position
        effects = self._parts.perform(PlayMove(move))
        if self._parts.state().moves == before:
            self.failed = True
            return
        self.index += 1
        self.invalidate()   # drawn even when no flight follows (animations off) and the line ends here
        self.tell(Acted(move_action(move), tuple(effects), position, (move,), ()))

    @property
    def move_time(self) -> float:
        """Seconds from one move's start to the next at the current speed."""
        return MOVE_TIME / REPLAY_SPEEDS[self.speed]

    def flight_times(self, duration: float, stagger: float, count: int) -> tuple[float, float]:
        """Every card of a move lands within FLIGHT_SHARE of the move's time: a run through empty
        columns or "Alles ablegen" (many cards) takes no longer than one card would."""
        share = self.move_time * FLIGHT_SHARE
        flight = min(duration, share if count <= 1 else share * 0.6)
        stagger = min(stagger, (share - flight) / (count - 1)) if count > 1 else 0.0
        return flight, stagger

    @property
    def finished(self) -> bool:
        return self._parts.state().won or self.index >= len(self.line) or self.failed

    # --- controls ---------------------------------------------------------------------------

    def control_rects(self) -> dict[ReplayControl, pygame.Rect]:
        """The four control buttons in the control band, for the table as it is laid out now."""
        return self.controls_for(self._parts.laid())

    def controls_for(self, lay: TableLayout) -> dict[ReplayControl, pygame.Rect]:
        """The control buttons for the table laid out as ``lay``. They keep their places while the
        table re-lays itself for a longer or shorter column (a finger on "Schritt" finds it where
        it was); only a new window size, or cards that would reach under them, places them anew."""
        kept = self.controls
        if kept is None or kept.size != lay.size or any(
                rect.colliderect(place) for rect in kept.rects.values() for place in lay.card_places()):
            slots = lay.control_slots(len(ReplayControl))
            self.controls = kept = ControlBand(lay.size, dict(zip(ReplayControl, slots, strict=True)),
                                               lay.message_text_size)
        return kept.rects

    def control_text(self, name: ReplayControl) -> str:
        match name:
            case ReplayControl.PAUSE:
                return i18n.tr("replay.play") if self.paused else i18n.tr("replay.pause")
            case ReplayControl.STEP:
                return i18n.tr("replay.step")
            case ReplayControl.SPEED:
                return i18n.tr("replay.speed", speed=REPLAY_SPEEDS[self.speed])
            case ReplayControl.BACK:
                if self.back_to is not None:
                    return i18n.tr(self.back_to)
                return i18n.tr("replay.back_to_game") if self.from_table else i18n.tr("replay.back")
            case _:
                assert_never(name)

    def control(self, name: ReplayControl | str) -> None:
        """A control: pause/play, one step (pauses), next speed, back to the summary."""
        control = ReplayControl(name)
        match control:
            case ReplayControl.PAUSE:
                self.paused = not self.paused
            case ReplayControl.STEP:
                self.paused = True
                self.push_line_move()
            case ReplayControl.SPEED:
                self.speed = (self.speed + 1) % len(REPLAY_SPEEDS)
            case ReplayControl.BACK:
                if self.app.top is self:
                    self.app.pop()
            case _:
                assert_never(control)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in REPLAY_KEYS:
                self.control(REPLAY_KEYS[event.key])
            self._ask = ASK_KEYS.get(event.key, self._ask)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.invalidate()   # the control under the mouse lights up
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for name, rect in self.control_rects().items():
                if rect.collidepoint(event.pos):
                    self.control(name)
                    return

    # --- what `TableParts` tells: the replay counts nothing; its listeners hear it --------------

    def hear(self, event: TableEvent) -> None:
        self.tell(event)

    def hears_stuck(self) -> bool:
        return False

    # --- loop -------------------------------------------------------------------------------

    def animating(self) -> bool:
        """While the line plays, a move starts every `move_time`: frames all along."""
        return self._parts.animating() or not (self.paused or self.finished)

    def next_change(self) -> float | None:
        return self._parts.next_change()

    def update(self, dt: float) -> None:
        self._parts.update(dt)
        if self.paused or self.finished:
            return
        self.wait -= dt        # counted from the move's start, so flight time is part of the pace
        if self.wait <= 0 and not self._parts.on_screen().busy:
            self.push_line_move()
            self.wait = self.move_time

    def resize(self, size: tuple[int, int]) -> None:
        self._parts.resize(size)

    def leave(self) -> None:
        self.hover = None   # another scene on top: no control stays lit

    def draw(self, surface: pygame.Surface) -> None:
        self._parts.draw(surface)
        lay = self._parts.laid()
        title = self.title()
        rects = self.control_rects()
        size = self.controls.text_size if self.controls is not None else lay.message_text_size
        slots = list(rects.values())
        band = slots[0].unionall(slots[1:])
        text = fonts.text(title, size, theme.GLOW_HINT, bold=True)
        surface.blit(text, text.get_rect(midbottom=(band.centerx, band.y - lay.margin // 2)))
        for name, rect in rects.items():
            self._parts.paint_button(surface, rect, self.control_text(name), accent=name == ReplayControl.BACK,
                                     size=size,
                                     hover=self.hover is not None and rect.collidepoint(self.hover))

    @property
    def cheap_to_draw(self) -> bool:
        """As the table's: drawn afresh under an overlay, its painter kept (`TableScene`)."""
        return not self._parts.cascade_showing

    def let_go(self) -> None:
        self._parts.let_go()

    def discard(self) -> None:
        self._parts.discard()
