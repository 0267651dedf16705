""""Letzten Zug markieren": after each move the cards it moved carry a quiet mark until the next
action; after an undo, the cards that went back; with the option off, none. Checked against an
independent truth, the engine's positions before and after each action (the cards that lie on a
pile now and did not lie there before), and on the rendered window: the mark's colour is drawn on
exactly the marked cards' visible parts, nowhere else, and never beside a hint's glow."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.engine import WASTE_PILE, Game, Move, MoveKind, Pile, PileKind, Position, column_pile
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Hint, LiftCard, Play, Redo, TurnTalon, Undo
from game.table.table_model import NO_PLAYER, TableModel
from game.view import theme
from tests.harness.table import run, settle
from tests.table.test_waste_fan import hidden_indices
from tools.positions import played_game


def piles(position: Position) -> dict[Pile, list]:
    found = {Pile(PileKind.TALON): list(position.talon), WASTE_PILE: list(position.waste)}
    found.update({column_pile(c): list(cards) for c, cards in enumerate(position.columns)})
    found.update({Pile(PileKind.FOUNDATION, f): list(range(height)) for f, height in enumerate(position.foundations)})
    return found


def arrived(before: Position, after: Position) -> dict[Pile, int]:
    """Per pile, how many of its top cards were not there before (the cards the action left there)."""
    old, new = piles(before), piles(after)
    counts = {}
    for pile, cards in new.items():
        same = 0
        for a, b in zip(old[pile], cards, strict=False):
            if a != b:
                break
            same += 1
        if len(cards) > same:
            counts[pile] = len(cards) - same
    return counts


def model_for(game: Game, auto: bool = False, mark: bool = True) -> TableModel:
    return TableModel(game, lambda: replace(NO_PLAYER, auto_play=auto, mark_last_move=mark))


def test_a_move_marks_its_cards_and_the_next_action_takes_the_mark_away():
    game = played_game(12345, 25)
    move = next(m for m in game.legal_moves() if m.kind == MoveKind.PLAY and m.src >= 0 and m.dst >= 0)
    card = game.position.columns[move.src][-1]
    model = model_for(game)
    assert model.state().last_moved == ()
    model.perform(Play(move.src, move.dst, move.count))
    assert model.state().last_moved == ((column_pile(move.dst), 1),)
    assert game.position.columns[move.dst][-1] == card                  # the engine has it there
    model.perform(Hint())                                              # the next action: no mark beside a glow
    assert model.state().last_moved == ()
    model.perform(Undo())                                              # back: the card that went back
    assert model.state().last_moved == ((column_pile(move.src), 1),)
    assert game.position.columns[move.src][-1] == card
    model.perform(Redo())
    assert model.state().last_moved == ((column_pile(move.dst), 1),)
    model.perform(LiftCard(move.dst, len(game.position.columns[move.dst]) - 1))   # lifting is an action too
    assert model.state().last_moved == ()
    model.perform(TurnTalon())
    assert model.state().last_moved == ((WASTE_PILE, 1),)


def test_with_the_option_off_nothing_is_marked_and_on_again_the_last_move_shows():
    game = played_game(12345, 25)
    wanted = [False]
    model = TableModel(game, lambda: replace(NO_PLAYER, mark_last_move=wanted[0]))
    model.perform(TurnTalon())
    assert model.state().last_moved == ()
    wanted[0] = True
    assert model.state().last_moved == ((WASTE_PILE, 1),)


def test_the_deals_own_move_is_no_ones_last_move():
    game = Game.new(3)
    model = model_for(game, auto=True)
    model.settle_deal()
    assert model.state().last_moved == ()


@pytest.mark.parametrize("seed", range(6))
def test_every_action_marks_exactly_the_cards_it_left_on_each_pile(seed):
    """Random play with safe auto-play on (cards going up with a move), undos, redos, the talon:
    after each action the marks are the cards now on a pile that were not there before it."""
    rng = random.Random(seed)
    game = Game.new(rng.randrange(1, 10**6), rng.choice(["classic", "relaxed"]))
    model = model_for(game, auto=True)
    for _ in range(120):
        before = game.position.copy()
        roll = rng.random()
        if roll < 0.15 and game.can_undo():
            action = Undo()
        elif roll < 0.22 and game.can_redo():
            action = Redo()
        else:
            moves = [m for m in game.legal_moves() if m.kind in (MoveKind.PLAY, MoveKind.TURN)]
            if not moves:
                break
            move = rng.choice(moves)
            action = TurnTalon() if move.kind == MoveKind.TURN else Play(move.src, move.dst, move.count)
        model.perform(action)
        marks = dict(model.state().last_moved)
        if game.position == before:
            assert marks == {}
            continue
        truth = arrived(before, game.position)
        assert marks == truth, (action, marks, truth)


# --- on the rendered window ---------------------------------------------------------------------

def mark_pixels(screen: pygame.Surface) -> list[pygame.Rect]:
    """Where the mark's colour is drawn (exactly), as bounding boxes."""
    mask = pygame.mask.from_threshold(screen, theme.LAST_MOVE, (1, 1, 1, 255))
    return mask.get_bounding_rects()


def show(app, game: Game, mark: bool, size: tuple[int, int] = (1920, 1080)) -> TableScene:
    app.settings = app.settings.with_changes(mark_last_move=mark, auto_play=False)
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, game, deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    return scene


def visible_part(scene: TableScene, pile: Pile, index: int) -> pygame.Rect:
    """What shows of card ``index`` of ``pile``: down to the next card's top in a column, else the card."""
    rect = scene.where().rest_rect(pile, index)
    if pile.kind == PileKind.COLUMN and index + 1 < len(scene.copy_game().position.columns[pile.index]):
        rect.h = scene.where().rest_rect(pile, index + 1).y - rect.y
    return rect


def test_the_mark_is_drawn_on_the_moved_card_only_and_goes_with_the_next_action(app):
    game = played_game(12345, 25)
    move = next(m for m in game.legal_moves() if m.kind == MoveKind.PLAY and m.src >= 0 and m.dst >= 0)
    scene = show(app, game, mark=True)
    app.draw()
    assert mark_pixels(app.screen) == []                          # nothing moved yet
    scene.act(Play(move.src, move.dst, move.count))
    settle(scene)
    app.draw()
    dst = column_pile(move.dst)
    card = visible_part(scene, dst, len(scene.copy_game().position.columns[move.dst]) - 1)
    found = mark_pixels(app.screen)
    assert found and all(card.contains(box) for box in found), (found, card)
    scene.act(Undo())
    settle(scene)
    app.draw()
    src = column_pile(move.src)
    back = visible_part(scene, src, len(scene.copy_game().position.columns[move.src]) - 1)
    found = mark_pixels(app.screen)
    assert found and all(back.contains(box) for box in found), (found, back)
    scene.act(Hint())                                              # the hint's glow: the mark has gone
    run(scene, 0.3)
    app.draw()
    assert mark_pixels(app.screen) == []


def test_a_turned_card_is_marked_in_its_top_right_corner_clear_of_its_index(app):
    game = played_game(12345, 25)
    scene = show(app, game, mark=True)
    scene.act(TurnTalon())
    settle(scene)
    app.draw()
    waste = scene.copy_game().position.waste
    top = scene.where().rest_rect(WASTE_PILE, len(waste) - 1)
    found = mark_pixels(app.screen)
    assert found and all(top.contains(box) for box in found)
    for box in found:   # in the card's top right, clear of its corner index
        assert box.centerx > top.centerx and box.bottom < top.y + top.h * 0.2


def test_with_the_option_off_no_mark_is_drawn(app):
    game = played_game(12345, 25)
    move = next(m for m in game.legal_moves() if m.kind == MoveKind.PLAY and m.src >= 0 and m.dst >= 0)
    scene = show(app, game, mark=False)
    scene.act(Play(move.src, move.dst, move.count))
    settle(scene)
    app.draw()
    assert mark_pixels(app.screen) == []


def test_the_mark_is_no_glow_colour():
    for glow in (theme.GLOW_HINT, theme.GLOW_TARGET, theme.GLOW_SELECTED, theme.FOCUS_RING):
        assert sum(abs(a - b) for a, b in zip(theme.LAST_MOVE, glow, strict=True)) > 150, glow



@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (720, 1280), (480, 480), (480, 800), (3840, 2160)])
def test_marked_covered_cards_keep_their_index_whole(app, size):
    """Relaxed, the talon turned through and redealt, then the redeal taken back: 64 cards went back
    onto the waste, all marked; the three that show keep rank and suit whole beside their marks."""
    game = Game.new(2, "relaxed")
    while game.position.talon:
        game.push(Move.turn())
    game.push(Move.redeal())
    scene = show(app, game, mark=True, size=size)
    scene.act(Undo())
    settle(scene)
    app.draw()
    assert dict(scene.snapshot().table.last_moved) == {WASTE_PILE: 64}
    assert hidden_indices(scene) == []
    waste = scene.copy_game().position.waste
    shown = [visible_part(scene, WASTE_PILE, i) for i in range(len(waste) - 3, len(waste))]
    found = mark_pixels(app.screen)
    assert found and all(any(part.contains(box) for part in shown) for box in found), found


def test_a_card_turned_back_onto_the_talon_marks_the_talon(app):
    scene = show(app, played_game(12345, 25), mark=True)
    scene.act(TurnTalon())
    settle(scene)
    scene.act(Undo())
    settle(scene)
    app.draw()
    talon = scene.snapshot().layout.talon
    found = mark_pixels(app.screen)
    assert found and all(talon.contains(box) for box in found), (found, talon)
