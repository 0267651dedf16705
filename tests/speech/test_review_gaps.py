"""Gaps a review of the by-ear work found (B18): a second H while the hint still waits for the
solver answers; L and R answer on the solution's replay; a menu that wraps sounds as the table's
ring does; Enter on a pile the lifted run cannot go to says why.

The truth is the table's account and the engine's position; what was said is the recorder's,
what was played the sound service's."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from game.table.focus import column_stop
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.harness.solver import table_with_scripted_solver
from tests.speech.by_ear import COLUMN_KEYS, EarApp


def test_a_second_h_while_the_hint_waits_says_it_still_waits(launch):  # noqa: F811
    app, table, _, _ = table_with_scripted_solver(launch)   # a solver that never answers
    ear = EarApp(app)
    first = ear.press(pygame.K_h)
    assert table.state().hint_waiting and table.state().hint_move is None
    assert first == tr("speech.hint_waiting"), first
    second = ear.press(pygame.K_h)
    assert table.state().hint_waiting and table.copy_game().hints == 1   # still waiting, counted once
    assert second, "H while the hint waits said nothing"
    assert second == tr("speech.nothing.hint_waiting"), second


def test_r_and_l_answer_on_the_solutions_replay(launch, tmp_path):  # noqa: F811
    """R reads the replayed table (each column parsed back must be the replay's engine position),
    L says where the replay stands: which move of how many, paused or playing."""
    from game.advisor.solutions import SolutionBook
    from game.engine import CLASSIC, Game
    from game.scenes.tabletop.replay import ReplayScene
    from tests.speech.parse_back import heard_column

    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    ear = EarApp(launch(game_number="1009", language="en"))
    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    replay = ReplayScene(ear.app, Game.new("1009"), line)
    ear.app.push(replay)
    ear.frames(2)
    ear.press(pygame.K_RIGHT)
    ear.press(pygame.K_RIGHT)                      # two steps: paused after the line's second move
    assert replay.index == 2 and replay.paused
    said = ear.press(pygame.K_r)
    assert said, "R on the replay said nothing"
    position = replay.state().position
    sentences = [sentence for sentence in ear.recorder.sentences() if sentence.startswith("column ")][-10:]
    assert [heard_column("en", sentence) for sentence in sentences] == [
        (n + 1, list(reversed(cards))) for n, cards in enumerate(position.columns)]
    said = ear.press(pygame.K_l)
    assert said, "L on the replay said nothing"
    assert f"{replay.before[2]} of {replay.before[-1]}" in said and "paused" in said, said
    assert ear.press(pygame.K_l) == said                       # again: the same place, said once


def test_a_menu_that_wraps_round_plays_the_edge_sound(launch, tmp_path):  # noqa: F811
    """↓ past the menu's last button goes to the first: said ("back at the top"), and the edge sound
    the table's ring plays when it wraps is asked for too — once, and only for the wrap."""
    from game.scenes.overlay import OverlayScene

    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en", sound=True))
    ear = EarApp(launch(game_number="12", language="en"))
    heard: list[str] = []
    sounds = ear.app.session.sounds
    play = sounds.hear
    sounds.hear = lambda name: (heard.append(name), play(name))[1]
    ear.press(pygame.K_ESCAPE)
    menu = ear.app.top
    assert isinstance(menu, OverlayScene)
    enabled = [key for key, button in menu.buttons.items() if button.is_enabled]
    for _ in enabled:                                 # the first ↓ picks the first button; then down to the last
        ear.press(pygame.K_DOWN)
    assert menu.focused == enabled[-1] and "edge" not in heard, heard
    said = ear.press(pygame.K_DOWN)                   # round to the first
    assert menu.focused == enabled[0]
    assert tr("speech.wrapped_first") in said, said
    assert heard.count("edge") == 1, heard
    said = ear.press(pygame.K_UP)                     # back round to the last
    assert menu.focused == enabled[-1] and tr("speech.wrapped_last") in said, said
    assert heard.count("edge") == 2, heard


def test_the_talon_reminder_is_not_said_again_after_each_hinted_turn(launch, tmp_path):  # noqa: F811
    """Game 5976 opens with five turns its winning line plays while a move between columns waits.
    H, T five times: the hint says each time that the table's move can wait; the reminder of that
    same move is news once, not after every turn."""
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    ear = EarApp(launch(game_number="5976", language="en"))
    reminder = "Still a move between columns"
    said = []
    for _ in range(5):
        hint = ear.press(pygame.K_h)
        assert hint.startswith("Hint: Turn a talon card"), hint
        said.append(ear.press(pygame.K_t))
        assert ear.table.state().reminds and ear.table.on_screen().reminder_words == reminder
    assert reminder in said[0], said[0]
    assert not any(reminder in text for text in said[1:]), said


@pytest.mark.parametrize("language", ["de", "en", "fr"])
def test_a_safe_card_gone_up_is_said_with_both_copies_of_the_card_below(language):
    """"2♠ went up by itself: both A♠ are up" reads well on screen; said, the two aces are named
    as two cards ("both aces of spades"), which the test's own ear parses back as two aces."""
    from game import i18n
    from game.engine import Card
    from game.i18n.phrases import auto_play_reason
    from game.speech.card_words import spoken_text
    from tests.speech.parse_back import cards_in

    i18n.set_language(language)
    two, ace = Card(2, 3), Card(1, 3)
    said = spoken_text(auto_play_reason([two]))
    assert cards_in(language, said) == [two, ace, ace, two], said


def test_lifting_an_empty_pile_says_there_is_nothing_to_lift(launch, tmp_path):  # noqa: F811
    """W on the empty waste, a column's number or Enter on the ring at an empty column, with nothing
    lifted: nothing can be lifted, and each key says so (the pile named) with the "nothing" sound.
    Enter on a pile that is no target cannot be reached by keys: with a run lifted the ring visits
    only its source and its targets, and goes to the best target after every lift."""
    from game.advisor.solutions import SolutionBook
    from game.engine import CLASSIC, Move
    from tests.speech.by_ear import play_move

    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en", auto_play=False, sound=True))
    ear = EarApp(launch(game_number="1009", language="en"))
    heard: list[str] = []
    sounds = ear.app.session.sounds
    play = sounds.hear
    sounds.hear = lambda name: (heard.append(name), play(name))[1]
    assert not ear.table.state().position.waste
    said = ear.press(pygame.K_w)
    assert "waste" in said and "empty" in said, said
    assert heard[-1:] == ["nothing"], heard
    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    for text in line:   # on to a position with an empty column
        if not all(ear.table.state().position.columns):
            break
        play_move(ear, Move.parse(text), "en")
    columns = ear.table.state().position.columns
    empty = next(index for index, cards in enumerate(columns) if not cards)
    assert ear.table.state().selection is None
    heard.clear()
    said = ear.press(COLUMN_KEYS[empty])
    assert ear.table.state().selection is None and ear.table.state().position.columns == columns
    assert f"column {empty + 1} is empty" in said, said
    assert heard == ["nothing"], heard
    for _ in range(len(columns) + 3):   # the ring onto the empty column
        ear.press(pygame.K_RIGHT)
        if ear.table.on_screen().ring == column_stop(empty):
            break
    heard.clear()
    said = ear.press(pygame.K_RETURN)
    assert ear.table.state().selection is None
    assert f"column {empty + 1} is empty" in said, said
    assert heard == ["nothing"], heard


def test_enter_on_a_button_that_went_away_says_so_and_where_the_ring_is(launch, tmp_path):  # noqa: F811
    """The ring on "Finish", an undo takes the offer away: Enter then plays nothing and says that
    the place is gone and where the ring stands now (it was silent)."""
    from game.advisor.solutions import SolutionBook
    from game.engine import CLASSIC, Move
    from game.table.focus import StopKind
    from tests.speech.by_ear import play_move

    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en", auto_play=False))
    ear = EarApp(launch(game_number="1009", language="en"))
    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    for text in line:
        if ear.table.state().can_finish:
            break
        play_move(ear, Move.parse(text), "en")
    for _ in range(14):
        ear.press(pygame.K_LEFT)
        if ear.table.on_screen().ring is not None and ear.table.on_screen().ring.kind == StopKind.FINISH:
            break
    assert ear.table.on_screen().ring.kind == StopKind.FINISH
    ear.press(pygame.K_z, pygame.KMOD_CTRL)
    state = ear.table.state()
    assert not state.can_finish
    said = ear.press(pygame.K_RETURN)
    assert ear.table.state().moves == state.moves          # nothing played
    assert said.startswith(tr("speech.nothing.place_gone")), said
    focus = ear.table.on_screen().ring
    assert focus is not None and focus.kind != StopKind.FINISH
    assert focus.kind != StopKind.TALON or "talon" in said.lower(), said
