"""Court cards: a finished double-headed figure per rank and suit, inside its frame, at every card
size the table uses, leaving the corner indexes exactly as the number cards have them."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import Card
from game.view import card_sprites, theme
from game.view.card_sprites import CardSprites, court_rect
from game.view.layout import compute_layout
from game.view.theme import COURT_GOLD as GOLD, COURT_SKIN as SKIN

COURTS = [Card(rank, suit) for suit in range(4) for rank in (11, 12, 13)]
WINDOWS = [(480, 480), (640, 480), (1280, 720), (1280, 800), (1920, 1080), (720, 1280), (2560, 1440), (3840, 2160)]
WIDTHS = sorted({w for size in WINDOWS for large in (False, True)
                 for w in (compute_layout(size, large=large).card_w, compute_layout(size, large=large).foundation_w)})


def _bytes(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGBA")


def _outside(rect: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """The four bands of a card around ``rect``."""
    w, h = size
    return [pygame.Rect(0, 0, w, rect.top), pygame.Rect(0, rect.bottom, w, h - rect.bottom),
            pygame.Rect(0, rect.top, rect.left, rect.h), pygame.Rect(rect.right, rect.top, w - rect.right, rect.h)]


def _share(surface: pygame.Surface, rect: pygame.Rect, colour, tolerance: int = 24) -> float:
    data = _bytes(surface, rect)
    hits = sum(1 for i in range(0, len(data), 4)
               if abs(data[i] - colour[0]) <= tolerance and abs(data[i + 1] - colour[1]) <= tolerance
               and abs(data[i + 2] - colour[2]) <= tolerance)
    return hits / (len(data) // 4)


@pytest.mark.parametrize("width", WIDTHS)
def test_figure_stays_in_its_frame_and_leaves_the_indexes_alone(width, monkeypatch):
    real = CardSprites(width)
    monkeypatch.setattr(card_sprites, "court_panel", lambda size, *_: pygame.Surface(size, pygame.SRCALPHA))
    plain = CardSprites(width)                # the same cards with an empty, see-through frame
    panel = court_rect(real.width, real.height)
    for card in COURTS:
        indexes_only = plain.face(card)
        # No index glyph reaches into the frame (it is blank card there) …
        inside = _bytes(indexes_only, panel)
        assert all(abs(a - b) <= 3 for a, b in zip(inside[:3], theme.CARD_FACE, strict=True))
        assert inside == inside[:4] * (panel.w * panel.h), (width, card)
        # … and the figure changes nothing outside it.
        for band in _outside(panel, real.size):
            if band.w and band.h:
                assert _bytes(real.face(card), band) == _bytes(indexes_only, band), (width, card, band)


@pytest.mark.parametrize("width", [43, 154, 345])
def test_court_cards_are_double_headed(width):
    sprites = CardSprites(width)
    panel = court_rect(sprites.width, sprites.height)
    for card in COURTS:
        picture = sprites.face(card).subsurface(panel)
        turned = pygame.transform.rotate(picture, 180)
        a, b = pygame.image.tobytes(picture, "RGB"), pygame.image.tobytes(turned, "RGB")
        difference = sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)
        assert difference < 3, (width, card, difference)


def test_each_court_card_is_a_figure_of_its_own():
    sprites = CardSprites(154)
    panel = court_rect(sprites.width, sprites.height)
    pictures = {card: _bytes(sprites.face(card), panel) for card in COURTS}
    for a, b in itertools.combinations(COURTS, 2):
        assert pictures[a] != pictures[b], (a, b)
    for card in COURTS:
        face = sprites.face(card)
        assert _share(face, panel, SKIN) > 0.02, card         # faces and hands
        assert _share(face, panel, GOLD) > 0.004, card        # crowns, hilts, trim
        assert _share(face, panel, theme.CARD_FACE, 6) < 0.5, card   # a figure fills the frame


def test_four_colour_suits_dress_the_figures_and_frame_in_the_suit_colour():
    two, four = CardSprites(154), CardSprites(154, four_colour=True)
    panel = court_rect(two.width, two.height)
    for card in COURTS:
        same = _bytes(two.face(card), panel) == _bytes(four.face(card), panel)
        assert same == (card.suit in (2, 3)), card            # hearts and spades keep their colours
    clubs_king = four.face(Card(13, 0))
    assert _share(clubs_king, panel, theme.SUIT_COLOURS_FOUR[0], 40) > 0.03
    assert _share(two.face(Card(13, 0)), panel, theme.SUIT_COLOURS_FOUR[0], 40) < 0.003


def test_court_cards_on_stamp_sized_cards():
    """A window shrunk far below its minimum still gets court faces (the figure once it fits)."""
    for width in range(16, 48):
        sprites = CardSprites(width)
        for card in COURTS:
            assert sprites.face(card).get_width() >= width
        if width >= 32:
            assert court_rect(sprites.width, sprites.height).w >= card_sprites.MIN_COURT_PANEL, width
