"""The session: the services of one run over one data folder, and its end.

`open_session` reads the player's files (statistics and records, history, daily results, the
numbers dealt), first of all finishes a game a kill left half-counted (`game.storage.ledger`),
and builds the services of `game.app.services` in the order they depend on each other, with the
solver link that knows the catalogues' deals. `Session.close` ends it: the worker stops, the game
on the table is saved one last time, the saves queued off the frame loop are written, and the
folder's lock is let go.

It knows no scene: the router (`game.app.routes.router`) answers each scene's port with the services.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field

from game.advisor.link import SolverLink
from game.advisor.solutions import SolutionBook
from game.engine import VARIANTS
from game.storage.daily import DailyRecord
from game.storage.dealt import load_dealt
from game.storage.files import DataDir, Notice
from game.storage.history import History
from game.storage.ledger import Ledger
from game.storage.lock import FolderLock
from game.storage.settings import Settings
from game.storage.stats import Statistics
from game.storage.writer import BackgroundWriter

from .services.catalogue_deals import CatalogueDeals
from .services.daily_deals import DailyDeals
from .services.game_in_hand import GameInHand
from .services.preferences import Preferences
from .services.sound_effects import SoundEffects
from .services.track_record import TrackRecord


@dataclass
class Session:
    """The services of one run (see the module docstring). ``lock``: held while this copy owns
    the folder (None: not ours)."""

    folder: DataDir
    writer: BackgroundWriter
    preferences: Preferences
    sounds: SoundEffects
    deals: CatalogueDeals
    daily: DailyDeals
    record: TrackRecord
    solver: SolverLink
    in_hand: GameInHand
    lock: FolderLock | None = None
    closed: bool = field(default=False, init=False)

    def take_notices(self) -> list[Notice]:
        """Storage notices (a damaged file kept aside, a full disk …) not told yet."""
        return self.folder.take_notices()

    def close(self) -> None:
        """At quit: stop the worker, save the running game with its clock and wait for the disk."""
        if not self.closed:
            self.closed = True
            self.solver.close()
            self.in_hand.last_save(self.writer)
            self.writer.close()
            self._release()

    def save_at_once(self) -> None:
        """`close` for a lost display, from any thread: it joins no thread (the caller may be the
        solver's or the saver's) and writes the files itself, once the saver has ended its write."""
        if not self.closed:
            self.closed = True
            self.writer.flush(timeout=1.0)
            self.in_hand.last_save(self.folder, wait=False)
            self._release()

    def _release(self) -> None:
        if self.lock is not None:
            self.lock.release()


def open_session(folder: DataDir, saved: Settings, live: Callable[[], Settings], lock: FolderLock | None = None,
                 wake: Callable[[], None] | None = None) -> Session:
    """The session over ``folder`` (see the module docstring). ``saved``: the options as
    settings.json holds them; ``live``: as they play now; ``wake``: called from the solver's
    thread when an answer is ready (the app wakes its sleeping loop)."""
    writer = BackgroundWriter(folder)
    stats = Statistics.load(folder)
    history = History.load(folder, sink=writer)   # written off the frame loop, like the autosave
    dailies = DailyRecord.load(folder, writer)
    # Counts each finished game once; first of all it finishes a game a kill left half-counted.
    ledger = Ledger(folder, stats, history, dailies, flush=writer.flush)
    ledger.recover()
    preferences = Preferences(folder, saved, live)
    record = TrackRecord(folder, stats, history, flush=writer.flush)
    deals = CatalogueDeals(writer, load_dealt(folder), lambda: preferences.saved, record.won_numbers)
    daily = DailyDeals(dailies, deals)
    # The worker process starts with the first job; the link asks the live R12 option.
    solver = SolverLink(auto_play=lambda: live().auto_play, book=SolutionBook(), wake=wake)
    for variant in VARIANTS:   # each read when a deal of its variant is first asked about
        solver.knowledge.catalogue_when_asked(variant, functools.partial(deals.numbers, variant))
    in_hand = GameInHand(folder, writer, ledger, record, deals, daily, solver, live)
    return Session(folder, writer, preferences, SoundEffects(enabled=saved.sound), deals, daily, record, solver,
                   in_hand, lock)
