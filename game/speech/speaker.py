"""`Speaker`: the speech's one front door (B18).

The app calls ``follow(top, by_player)`` once a frame, after the events: the top scene's news
become sentences — for the table the news it told since (`game.table.news`, heard through
`TableScene.listen` as they happen: each action, the lifted run, the message line's refusal,
reason or hint, the indicator's verdict, the talon's reminder, the win); for any other screen
what its `Reading` says anew (a new screen whole, else its new focus or new text). News heard
while nobody listens are not kept: speech starts from when it is turned on. They go to every output as one utterance, which
interrupts stale speech when the player's input caused it. ``switch`` turns the screen reader
on and off (F2, the option "Sprachausgabe", ``--speech``); a transcript (``--speech-log``) is
written whenever it is given.
"""

from __future__ import annotations

import sys
import weakref
from collections import deque
from collections.abc import Callable
from pathlib import Path

from game import i18n
from game.engine.exhaustive import assert_never
from game.i18n import tr
from game.scenes.base import Scene
from game.scenes.reading import Reading, ScreenAsk
from game.scenes.tabletop.replay import ReplayScene
from game.scenes.tabletop.scene import TableScene
from game.speech.news_words import is_win, news_words, replayed_words, said_at
from game.speech.outputs import SpeechOutput, TranscriptOutput, TranscriptRefused
from game.speech.screen_reader import open_screen_reader, unavailable_reason
from game.speech.service import Trouble
from game.speech.table_queries import table_words
from game.speech.table_words import deal_words, stop_words, won_words
from game.speech.verbosity import Verbosity, verbosity_of
from game.table.news import TableNews

DIALOG_CHOICES = 6   # a screen with this many buttons or fewer says them all as it opens (a dialog)
NEWS_KEPT = 256      # news heard and not yet said (said every frame: a bound, never reached in play)
Listened = TableScene | ReplayScene


class Speaker:
    """Turns the top scene's news into sentences and hands them to the outputs (module docstring)."""

    def __init__(self, outputs: list[SpeechOutput], on: bool = False,
                 screen_reader: Callable[[str], SpeechOutput | None] = open_screen_reader,
                 verbosity: Callable[[], str] = lambda: Verbosity.NORMAL.value) -> None:
        self.outputs = list(outputs)           # always spoken to (the transcript, a test's recorder)
        self.open_reader = screen_reader
        self.verbosity = verbosity             # the option "Speech detail", asked as it is now
        self.reader: SpeechOutput | None = None
        self.on = False
        self.last: list[str] = []              # the last utterance (L says it again)
        self._scene: Scene | None = None       # the top scene the last sentences were about
        self._table: TableScene | None = None  # the table last heard (its news still count under a screen)
        self._news: deque[tuple[Listened, TableNews]] = deque(maxlen=NEWS_KEPT)   # heard, not yet said
        self._following: weakref.WeakSet[Listened] = weakref.WeakSet()            # tables whose news come in
        self._reading: Reading | None = None
        self._trouble: list[Trouble] = []      # not yet taken by the app (`take_trouble`)
        self._told: set[Trouble] = set()
        if on:
            self.switch(True, announce=False)

    @property
    def active(self) -> bool:
        """Speech is on: only then is anything said, to the screen reader and to the transcript
        alike, so the transcript holds what was spoken and nothing else."""
        return self.on

    def switch(self, on: bool, announce: bool = True) -> None:
        """The screen reader on or off; turned on, it says so and reads the screen afresh."""
        if on and self.reader is None:
            self.reader = self.open_reader(i18n.language())
            if self.reader is None:   # nothing can speak: told once, and speech stays off
                if Trouble.NO_BACKEND not in self._told:
                    self._told.add(Trouble.NO_BACKEND)
                    self._trouble.append(Trouble.NO_BACKEND)
                    print(unavailable_reason(), file=sys.stderr)
                return
        if on == self.on:
            return
        if not on:
            self.say([tr("speech.off")], interrupt=True)
            if self.reader is not None:
                self.reader.close()
            self.reader = None
            self.on = False
            return
        self.on = True
        self._scene = self._table = None   # the next `follow` reads the top screen whole, nothing older
        self._news.clear()
        if announce:
            self.say([tr("speech.on")], interrupt=True)

    def say(self, sentences: list[str], interrupt: bool) -> None:
        """Hand one utterance to every output."""
        sentences = [sentence for sentence in sentences if sentence]
        if not sentences:
            return
        targets = [*self.outputs, *([self.reader] if self.on and self.reader is not None else [])]
        for output in targets:
            set_language = getattr(output, "set_language", None)
            if set_language is not None:
                set_language(i18n.language())
            output.say(sentences, interrupt)

    def follow(self, top: Scene | None, by_player: bool) -> None:
        """What changed on ``top`` since the last call, said (see the module docstring)."""
        if not self.active or top is None:
            return
        match top:
            case TableScene():
                sentences = self.table_news(top)
            case ReplayScene():   # the solver's line: the screen, then each move as it plays
                sentences = self.screen_news(top) + self.replay_news(top)
                match top.take_ask():
                    case ScreenAsk.REPEAT:   # L: where the replay stands (its moves are said as they play)
                        sentences.append(top.where())
                    case ScreenAsk.SCREEN:   # R: the replayed table, as R reads the played one
                        sentences += table_words(top.state().position)
                    case None:
                        pass
                    case unknown:
                        assert_never(unknown)
            case _:   # any other screen: what the table did as it came (the win before its summary), then it
                sentences = self.table_news(self._table, on_top=False) if self._table is not None else []
                match top.take_ask():
                    case ScreenAsk.REPEAT:   # L: the last sentence again, as at the table
                        self.screen_news(top)
                        sentences += self.last
                    case ScreenAsk.SCREEN:   # R: the whole screen afresh, as when it opened
                        sentences += self.screen_news(top, whole=True)
                    case None:
                        sentences += self.screen_news(top)
                    case unknown:
                        assert_never(unknown)
        self._scene = top
        if sentences:
            if sentences != self.last or by_player:
                self.say(sentences, interrupt=by_player)
            self.last = sentences

    # --- the table's news --------------------------------------------------------------------

    def hear(self, source: Listened, news: TableNews) -> None:
        """One piece of a table's news (`game.table.news`), kept until the next `follow` says it;
        nobody listening (speech off, no transcript), it is not kept: speech starts from now."""
        if self.active:
            self._news.append((source, news))

    def news_of(self, source: Listened) -> list[TableNews]:
        """The news ``source`` told since the last call (following it from now on, the first time)."""
        if source not in self._following:
            self._following.add(source)
            source.listen(lambda news: self.hear(source, news))
        mine = [news for told_by, news in self._news if told_by is source]
        self._news = deque(((told_by, news) for told_by, news in self._news if told_by is not source), maxlen=NEWS_KEPT)
        return mine

    def table_news(self, table: TableScene, on_top: bool = True) -> list[str]:
        state = table.state()
        position = state.position
        sentences: list[str] = []
        if self._table is not table:
            sentences += deal_words(state, position, dealt=False)
        elif on_top and self._scene is not table:   # back from a screen over it
            sentences.append(tr("speech.at_table"))
        ring = table.ring()
        if on_top and self._scene is not table and ring is not None:
            sentences.append(stop_words(ring, position, state))
        self._table = table
        news = self.news_of(table)
        verbosity = verbosity_of(self.verbosity())
        for before, item in zip([None, *news], news, strict=False):
            if said_at(item, before, verbosity):
                sentences += news_words(item, state, ring, self.last, verbosity)
        if any(map(is_win, news)):   # the win last, after the move that won
            sentences.append(won_words(state))
        return sentences

    def replay_news(self, replay: ReplayScene) -> list[str]:
        state = replay.state()
        sentences: list[str] = []
        news = self.news_of(replay)
        for item in news:   # the line's moves and its end are all the replay tells
            sentences += replayed_words(item, state)
        if any(map(is_win, news)):   # the line's last move
            sentences.append(won_words(state))
        return sentences

    # --- every other screen ------------------------------------------------------------------

    def screen_news(self, scene: Scene, whole: bool = False) -> list[str]:
        reading = scene.reading()
        before = self._reading if self._scene is scene and not whole else None
        self._reading = reading
        if reading is None:
            return []
        if before is None:
            offered = ([tr("speech.choices", choices=tr("speech.list_separator").join(reading.choices))]
                       if 0 < len(reading.choices) <= DIALOG_CHOICES else [])
            focus = reading.focus if reading.focus is not None else tr("speech.screen_keys")
            return [reading.title, *reading.lines, *offered, focus, *([reading.place] if reading.place else [])]
        sentences = [line for line in reading.lines if line not in before.lines]
        if reading.title != before.title:
            sentences.insert(0, reading.title)
        if reading.focus is not None and (reading.focus != before.focus or reading.place != before.place):
            sentences.append(typed_words(before.typed, reading.typed) or reading.focus)
            if reading.place and reading.place != before.place:   # moved: where to (a value changed: not again)
                sentences.append(reading.place)
        return sentences

    def note(self, text: str) -> None:
        """What the player is told about speech itself (`take_trouble`'s notice), written to the
        transcript even while speech is off — the one thing it holds that was not spoken."""
        if not self.on:
            for output in self.outputs:
                output.say([text], interrupt=False)

    def take_trouble(self) -> list[Trouble]:
        """What the player should be told about speech since the last call, each thing once:
        nothing here can speak, the screen reader went silent, the transcript stopped."""
        found = [*self._trouble, *(trouble for output in [*self.outputs, *([self.reader] if self.reader else [])]
                                   for trouble in getattr(output, "take_trouble", list)())]
        self._trouble = []
        return found

    def close(self) -> None:
        for output in [*self.outputs, *([self.reader] if self.reader is not None else [])]:
            output.close()



def typed_words(before: str | None, now: str | None) -> str | None:
    """A key typed into the same field echoed alone: what it added ("space" for a blank) or what
    it took away; None when the field is new or changed otherwise (then it is read whole)."""
    if before is None or now is None or before == now:
        return None
    if now.startswith(before):
        added = now[len(before):]
        return tr("speech.typed_space") if not added.strip() else added
    if before.startswith(now):
        return tr("speech.deleted", text=before[len(now):] if before[len(now):].strip() else tr("speech.typed_space"))
    return None


def speech_wanted(setting: str, flag: bool | None, detect: Callable[[], bool | None]) -> bool:
    """Speak through the screen reader? The start flag first, then the option: "on", "off", or
    "auto" — on where the system says a screen reader runs (`detection`)."""
    if flag is not None:
        return flag
    if setting == "auto":
        return detect() is True
    return setting == "on"


def open_speaker(setting: str, flag: bool | None, transcript: Path | None,
                 detect: Callable[[], bool | None], wake: Callable[[], None] | None = None,
                 verbosity: Callable[[], str] = lambda: Verbosity.NORMAL.value) -> Speaker:
    """The speaker for this run (a transcript file that cannot be opened is left out, with a word on
    stderr); ``wake`` wakes the loop when a screen reader gives up (its notice shows at once);
    ``verbosity``: the option "Speech detail" as it is now."""
    outputs: list[SpeechOutput] = []
    if transcript is not None:
        try:
            outputs.append(TranscriptOutput(transcript))
        except TranscriptRefused as err:
            print(f"vierzig-raeuber: --speech-log {transcript}: {err}", file=sys.stderr)
    return Speaker(outputs, on=speech_wanted(setting, flag, detect),
                   screen_reader=lambda language: open_screen_reader(language, wake=wake), verbosity=verbosity)
