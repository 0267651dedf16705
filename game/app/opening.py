"""The start's decisions before the table is built: the data folder taken, the options read, the
session open, and the game the table opens with — each made once, here.

`begin` does what needs no scene: it runs right after the window shows its felt
(`game.app.first_frame`), so the window can show the opening game's cards
(`first_frame.show_cards`) before the scenes, the speech and the loop are imported. `build_app`
(`game.app.game_app`) then builds the app on what `begin` decided, and the table plays the game
whose cards the window already shows: nobody decides it a second time.

The opening game (`decide`): ``--game N`` if given, else the autosave, else the next deal (R16).
An autosave of another variant than an explicit ``--variant`` gives way to a new deal. A game in
progress is never dropped or counted without the player's say: with ``--game N`` (or another
``--variant``) it is resumed, and the router asks, as the menu does, whether to leave it (counted
as lost) for the deal the command line names (`Opening.asked_for`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from game import i18n
from game.app.config import AppConfig
from game.app.locales import preferred_locales
from game.app.session import Session, open_session
from game.app.wake import wake_loop
from game.engine import CLASSIC, Game, GameNumber, Variant, parse_game_number
from game.storage.files import DataDir
from game.storage.known import Known
from game.storage.lock import Claim, FolderLock, take_folder
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings


class Opening(NamedTuple):
    """The game the start puts on the table. ``resumed``: the autosave's (its clock and what the
    solver knew come with it); ``asked_for``: the deal the command line named while a game was in
    progress — the player is asked whether to leave the resumed game for it."""

    game: Game
    clock_seconds: float = 0.0
    resumed: bool = False
    known: Known | None = None
    asked_for: tuple[GameNumber, Variant] | None = None


def decide(config: AppConfig, session: Session) -> Opening:
    """The opening game (see the module docstring). Reading the autosave and taking the next deal
    happen here once: a finished game's stale save is removed, a catalogue deal is noted as dealt."""
    saved = session.in_hand.load_saved()
    variant = config.variant or (saved.game.variant if saved is not None else CLASSIC)
    number = parse_game_number(config.game_number) if config.game_number is not None else None
    if number is None and saved is not None and saved.game.variant != variant:
        number = session.deals.next_number(variant)
    if saved is not None and (number is None or saved.game.moves > 0):
        return Opening(saved.game, saved.clock_seconds, resumed=True, known=saved.known,
                       asked_for=(number, variant) if number is not None else None)
    if number is None:
        number = session.deals.next_number(variant)
    return Opening(Game.new(number, variant))


class FollowedOptions:
    """The run's options as the app holds them, for the services opened before the app exists:
    the options `begin` read, until the app is built and `follow` hands them the app's."""

    def __init__(self, first: Settings) -> None:
        self._read: Callable[[], Settings] = lambda: first

    def follow(self, read: Callable[[], Settings]) -> None:
        self._read = read

    def __call__(self) -> Settings:
        return self._read()


class Begun(NamedTuple):
    """What `begin` decided: the folder (``second_copy``: another copy holds it), the options as
    saved and as this run plays them, the open session and the opening game."""

    config: AppConfig
    second_copy: bool
    first_launch: bool
    settings: Settings
    options: FollowedOptions
    session: Session
    opening: Opening


def begin(config: AppConfig) -> Begun:
    """Take the data folder, read the options (written once on the very first start, so the
    folder shows every option), open the session and decide the opening game."""
    data_dir = DataDir(Path(config.data_dir) if config.data_dir is not None else None)
    lock = FolderLock(data_dir.path)
    claim = take_folder(data_dir, lock)
    try:
        first_launch = not data_dir.file(SETTINGS_FILE).exists()
    except OSError:
        first_launch = False
    saved = load_settings(data_dir, preferred_locales())
    if first_launch:
        save_settings(data_dir, saved)
    settings = live_settings(saved, config)
    i18n.set_language(settings.language)
    options = FollowedOptions(settings)
    session = open_session(data_dir, saved, live=options, lock=lock if claim is Claim.HELD else None,
                           wake=wake_loop)    # a solver answer wakes the sleeping loop,
    data_dir.call_on_notice(wake_loop)        # and so does a storage notice (a failed save)
    return Begun(config, claim is Claim.TAKEN, first_launch, settings, options, session, decide(config, session))


def live_settings(saved: Settings, config: AppConfig) -> Settings:
    """The options for this run: the saved ones, with the command line's overrides on top."""
    live = saved
    if config.language is not None:
        live = live.with_changes(language=config.language)
    if config.fullscreen is not None:
        live = live.with_changes(fullscreen=config.fullscreen)
    return live
