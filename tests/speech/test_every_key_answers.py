"""Every key at the table answers (B18), by ear: F on a column the keyboard ring frames sends its
top card up when the engine allows it (and says why not when it does not), and F with nothing
lifted or with several cards lifted, Enter or ↓ with nothing lifted, A with nothing to finish and a
key the table does not use each say briefly why nothing happened, with the "nothing" sound.

The truth is the engine's position (`TableScene.copy_game`, `is_legal`); what was said is the
recorder's, what was played the sound service's.
"""

from __future__ import annotations

import pygame

from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, FOUNDATION, Move, is_legal
from game.engine.rules import run_length
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from game.table.focus import column_stop
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import COLUMN_KEYS, EarApp, card_name, play_move

DEAL = "1009"


def ear_with_sounds(launch, tmp_path) -> tuple[EarApp, list[str]]:  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en", sound=True))
    ear = EarApp(launch(game_number=DEAL, language="en"))
    heard: list[str] = []
    sounds = ear.app.session.sounds
    play = sounds.hear
    sounds.hear = lambda name: (heard.append(name), play(name))[1]
    return ear, heard


def frame(ear: EarApp, column: int) -> None:
    """→ until the ring stands on ``column``."""
    for _ in range(20):
        ear.press(pygame.K_RIGHT)
        if ear.table.on_screen().ring == column_stop(column):
            return
    raise AssertionError(f"the ring never reached column {column + 1}")


def up_and_not(position) -> tuple[int | None, int | None]:
    """A column whose top card may go up and one whose top card may not (engine's rule), or None."""
    can = cannot = None
    for index, cards in enumerate(position.columns):
        if not cards:
            continue
        if is_legal(position, Move.play(index, FOUNDATION, 1)):
            can = index if can is None else can
        else:
            cannot = index if cannot is None else cannot
    return can, cannot


def test_f_on_a_framed_column_sends_its_top_card_up_or_says_why_not(launch, tmp_path):  # noqa: F811
    ear, heard = ear_with_sounds(launch, tmp_path)
    line = SolutionBook().line(CLASSIC, DEAL)
    assert line is not None
    checked = 0
    for text in line[:120]:
        game = ear.table.copy_game()
        can, cannot = up_and_not(game.position)
        if can is not None:
            card = game.position.columns[can][-1]
            frame(ear, can)
            said = ear.press(pygame.K_f)
            after = ear.table.copy_game()
            assert after.moves == game.moves + 1, f"F on framed column {can + 1} did nothing: {said}"
            assert after.move_list[-1] == Move.play(can, FOUNDATION, 1)
            assert card_name("en", card) in said and "foundation" in said, said
            ear.press(pygame.K_z, pygame.KMOD_CTRL)
            assert ear.table.copy_game().moves == game.moves
            checked += 1
        if cannot is not None:
            frame(ear, cannot)
            del heard[:]
            said = ear.press(pygame.K_f)
            assert ear.table.copy_game().moves == game.moves
            assert said == f"The top card of column {cannot + 1} cannot go up yet.", said
            assert heard == ["nothing"]
        play_move(ear, Move.parse(text), "en")
    assert checked >= 3, f"only {checked} cards could go up from a framed column"


def test_keys_that_do_nothing_say_why_and_sound(launch, tmp_path):  # noqa: F811
    ear, heard = ear_with_sounds(launch, tmp_path)
    moves = ear.table.copy_game().moves
    expected = {
        pygame.K_f: "Nothing lifted. Lift a card first, or frame a column with the arrow keys.",
        pygame.K_RETURN: "Nothing lifted. Lift a card first, or frame a column with the arrow keys.",
        pygame.K_DOWN: "Nothing lifted. Lift a card first, or frame a column with the arrow keys.",
        pygame.K_q: "That key does nothing at the table.",
        pygame.K_a: "Not everything can go up yet.",
    }
    for key, sentence in expected.items():
        del heard[:]
        said = ear.press(key, unicode=pygame.key.name(key) if key == pygame.K_q else "")
        assert said == sentence, (pygame.key.name(key), said)
        assert heard == ["nothing"], (pygame.key.name(key), heard)
    assert ear.table.copy_game().moves == moves
    line = SolutionBook().line(CLASSIC, DEAL)
    assert line is not None
    for text in line:                      # on along the winning line until a number key lifts a run of several
        play_move(ear, Move.parse(text), "en")
        position = ear.table.copy_game().position
        several = [c for c, cards in enumerate(position.columns) if run_length(cards) > 1]
        if several:
            moves = ear.table.copy_game().moves
            ear.press(COLUMN_KEYS[several[0]])
            lifted = ear.table.state().selection
            if lifted is not None and lifted.count > 1:
                break
            if lifted is not None:
                ear.press(pygame.K_ESCAPE)
            if ear.table.copy_game().moves != moves:     # it flew at once: back
                ear.press(pygame.K_z, pygame.KMOD_CTRL)
    else:
        raise AssertionError("no run of several cards along the line")
    moves = ear.table.copy_game().moves
    del heard[:]
    said = ear.press(pygame.K_f)
    assert said == "Several cards lifted: only one card at a time goes up.", said
    assert heard == ["nothing"]
    assert ear.table.copy_game().moves == moves


def test_earcons_lift_edge_and_talon_used_up(launch, tmp_path):  # noqa: F811
    """The earcons with the words: a lift sounds "lift", the ring wrapping round its row "edge",
    the talon's last card (Classic: no redeal) "talon_out", once — as the engine's position says."""
    ear, heard = ear_with_sounds(launch, tmp_path)
    def try_lifts() -> bool:
        moves = ear.table.copy_game().moves
        for key in COLUMN_KEYS:
            del heard[:]
            ear.press(key)
            if ear.table.state().selection is not None:
                return True
            assert "lift" not in heard, heard         # refused or flown at once: no lift sound
            if ear.table.copy_game().moves != moves:
                ear.press(pygame.K_z, pygame.KMOD_CTRL)
        return False

    line = SolutionBook().line(CLASSIC, DEAL)
    assert line is not None
    for text in line:
        if try_lifts():
            break
        play_move(ear, Move.parse(text), "en")
    assert ear.table.state().selection is not None
    assert heard[:1] == ["lift"], heard
    ear.press(pygame.K_ESCAPE)
    ear.press(pygame.K_RIGHT)                     # the ring shows
    stops = []
    del heard[:]
    while ear.table.on_screen().ring not in stops:
        stops.append(ear.table.on_screen().ring)
        assert "edge" not in heard, (stops, heard)
        ear.press(pygame.K_RIGHT)
    assert heard == ["edge"], heard             # round the end of the row, once
    del heard[:]
    ear.press(pygame.K_LEFT)
    assert heard == ["edge"], heard             # back over it
    outs = 0
    while ear.table.copy_game().position.talon:
        del heard[:]
        ear.press(pygame.K_t)
        outs += heard.count("talon_out")
        assert ("talon_out" in heard) == ear.table.copy_game().position.talon_spent(), heard
    assert outs == 1
