"""King, queen and jack: the upper half of each court figure, drawn with a `Pen`.

Why these figures: a player knows court cards as crowned busts with a weapon — the king
bearded, with an ermine collar and a sword; the queen with a lace collar, a sceptre and a
rose; the jack in a feathered cap with a halberd — each cut at the waist and mirrored, as
on French-suited cards. Units: y runs from the panel's top (0) to its middle (1), x from
the centre line (the panel's edges lie near ±0.68); the design faces right (the weapon in
the right hand of the picture) and `Pen` mirrors it for the figures that face left.
"""

from __future__ import annotations

from game.view import theme
from game.view.court_pen import Palette, Pen, mirrored, mix, shade, spline
from game.view.theme import (  # the figures' colours live with every other colour
    COURT_BLUSH as BLUSH,
    COURT_GOLD as GOLD,
    COURT_GOLD_DARK as GOLD_DARK,
    COURT_INK as INK,
    COURT_LEAF as LEAF,
    COURT_LIPS as LIPS,
    COURT_SKIN as SKIN,
    COURT_STEEL as STEEL,
    COURT_STEEL_DARK as STEEL_DARK,
    COURT_WHITE as WHITE,
    COURT_WOOD as WOOD,
)

FACE_Y = 0.40      # centre of the face in the head's own units
HEAD_K = 1.3       # heads are drawn this much larger …
HEAD_AT = 0.39     # … with the face's centre at this height of the half


def _head(pen: Pen):
    """The zoom under which a head (hair, face, headgear) is drawn."""
    return pen.zoom(HEAD_K, (0, FACE_Y), (0, HEAD_AT))


def _shoulders(pen: Pen, colour, top: float, slope: float, neck: float) -> None:
    """The robe from shoulder to shoulder down to the cut: ``top`` at the neck, ``slope`` at the edges."""
    contour = spline([(-1.0, slope + 0.16), (-0.55, slope), (-0.28, top + 0.025), (-neck, top),
                      (neck, top), (0.28, top + 0.025), (0.55, slope), (1.0, slope + 0.16)], closed=False)
    pen.poly([*contour, (1.0, 1.1), (-1.0, 1.1)], colour)


def _face(pen: Pen, pal: Palette, rx: float, ry: float, feminine: bool = False) -> None:
    """Face with eyes, brows, nose, cheeks and mouth, turned slightly towards the weapon."""
    y = FACE_Y
    g = 0.012                                           # the look: features shift a little
    pen.ellipse(0, y, rx, ry, SKIN)
    brow = shade(pal.hair, 0.7)
    for side in (-1, 1):
        ex = side * 0.044 + g
        pen.dot(side * 0.054 + g * 0.5, y + 0.052, 0.02, mix(SKIN, BLUSH, 0.55))
        pen.curve([(ex - 0.026, y - 0.038), (ex, y - 0.05 - (0.004 if feminine else 0)), (ex + 0.026, y - 0.04)],
                  brow, 1.1 if feminine else 1.5)
        pen.ellipse(ex, y - 0.012, 0.024, 0.013, WHITE, line=False)
        pen.dot(ex + 0.005, y - 0.011, 0.011, theme.COURT_IRIS)
        pen.dot(ex + 0.005, y - 0.011, 0.005, INK)
        pen.curve([(ex - 0.026, y - 0.008), (ex, y - 0.027), (ex + 0.026, y - 0.01)], INK, 1.0 if feminine else 0.8)
    pen.curve([(g + 0.006, y - 0.01), (g + 0.016, y + 0.045), (g + 0.002, y + 0.058)], shade(SKIN, 0.62), 1.0)
    mouth_y = y + (0.088 if feminine else 0.095)
    pen.ellipse(g, mouth_y, 0.024 if feminine else 0.022, 0.009, LIPS, line=False)
    pen.stroke([(g - 0.022, mouth_y), (g + 0.022, mouth_y)], shade(LIPS, 0.55), 0.8)


def _hand(pen: Pen, x: float, y: float, r: float = 0.04) -> None:
    """A fist around a shaft at (x, y): the palm and three finger lines."""
    pen.blob([(x - r, y - r * 0.6), (x + r * 0.2, y - r * 0.95), (x + r * 1.1, y - r * 0.4),
              (x + r * 1.1, y + r * 0.5), (x + r * 0.2, y + r * 0.95), (x - r, y + r * 0.6)], SKIN)
    for k in (-0.35, 0.05, 0.45):
        pen.stroke([(x + r * 0.15, y + r * k), (x + r * 0.95, y + r * k)], shade(SKIN, 0.6), 0.8)


def _arm(pen: Pen, fill, cuff, hand: tuple[float, float], side: int = 1) -> None:
    """A sleeve from the shoulder down to ``hand`` with a cuff at the wrist (``side`` -1: the other arm,
    ``hand`` given as if it were on the right)."""
    if side < 0:
        pen.facing = -pen.facing
        try:
            _arm(pen, fill, cuff, hand)
        finally:
            pen.facing = -pen.facing
        return
    hx, hy = hand
    pen.poly(spline([(0.2, 0.72), (0.33, 0.7), (hx - 0.055, hy - 0.065), (hx - 0.06, hy + 0.065), (0.3, 0.975),
                     (0.17, 0.92)], steps=3), shade(fill, 0.88))
    pen.curve([(0.27, 0.8), (0.36, 0.86), (hx - 0.08, hy + 0.01)], shade(fill, 0.6), 1.0)
    pen.blob([(hx - 0.085, hy - 0.05), (hx - 0.035, hy - 0.07), (hx - 0.02, hy + 0.06), (hx - 0.075, hy + 0.075)], cuff)


# Where the suit mark goes in each half: the upper corner away from the weapon (centre, size).
SUIT_MARK = (-0.5, 0.15, 0.2)


# --- king ------------------------------------------------------------------------------------

def draw_king(pen: Pen, pal: Palette) -> None:
    x = 0.5
    # Sword behind the shoulder, point up.
    pen.poly([(x - 0.03, 0.79), (x - 0.03, 0.12), (x, 0.035), (x + 0.03, 0.12), (x + 0.03, 0.79)], STEEL, joints=True)
    pen.stroke([(x, 0.12), (x, 0.76)], STEEL_DARK, 1.0)
    _shoulders(pen, pal.primary, 0.6, 0.74, 0.05)
    for side in (-1, 1):
        pen.curve([(side * 0.44, 0.84), (side * 0.46, 0.93), (side * 0.5, 1.02)], pal.primary_dark, 1.4)
    # Tunic down the middle, gold-edged, with a lozenge pattern.
    pen.poly([(-0.12, 0.62), (0.12, 0.62), (0.2, 1.1), (-0.2, 1.1)], pal.secondary)
    for side in (-1, 1):
        pen.stroke([(side * 0.125, 0.64), (side * 0.205, 1.1)], GOLD, 2.6)
    for ly in (0.84, 0.98):
        for lx in (-0.06, 0.06):
            pen.poly([(lx, ly - 0.035), (lx + 0.025, ly), (lx, ly + 0.035), (lx - 0.025, ly)], GOLD)
    # Ermine mantle collar.
    pen.blob([(-0.56, 0.77), (-0.32, 0.66), (0, 0.61), (0.32, 0.66), (0.56, 0.77), (0.46, 0.84), (0.24, 0.76),
              (0, 0.735), (-0.24, 0.76), (-0.46, 0.84)], WHITE)
    for ex, ey in ((-0.42, 0.75), (-0.26, 0.7), (-0.12, 0.67), (0.12, 0.67), (0.26, 0.7), (0.42, 0.75), (-0.34, 0.77),
                   (0.34, 0.77)):
        pen.poly([(ex, ey - 0.018), (ex + 0.008, ey + 0.012), (ex - 0.008, ey + 0.012)], INK, line=False)
    # Gold chain and its medallion.
    for px, py in spline([(-0.17, 0.75), (0, 0.87), (0.17, 0.75)], closed=False, steps=4)[::1]:
        pen.dot(px, py, 0.013, GOLD, line=True)
    pen.dot(0, 0.89, 0.032, GOLD, line=True)
    pen.dot(0, 0.89, 0.014, LIPS)
    # Head: hair, ears, face, beard, crown.
    with _head(pen):
        pen.blob([(-0.115, 0.3), (-0.155, 0.4), (-0.15, 0.53), (-0.09, 0.6), (0.09, 0.6), (0.15, 0.53),
                  (0.155, 0.4), (0.115, 0.3)], pal.hair)
        for side in (-1, 1):
            pen.ellipse(side * 0.108, FACE_Y + 0.01, 0.02, 0.034, SKIN)
        _face(pen, pal, 0.1, 0.13)
        beard = shade(pal.hair, 0.95)
        pen.blob([(-0.1, 0.43), (-0.085, 0.53), (-0.05, 0.6), (0, 0.63), (0.05, 0.6), (0.085, 0.53), (0.1, 0.43),
                  (0.075, 0.49), (0.04, 0.515), (0, 0.52), (-0.04, 0.515), (-0.075, 0.49)], beard)
        for bx in (-0.05, 0, 0.05):
            pen.curve([(bx, 0.54), (bx * 1.1, 0.575), (bx * 0.6, 0.61)], shade(pal.hair, 0.6), 0.9)
        for side in (-1, 1):
            pen.blob([(side * 0.004, 0.472), (side * 0.04, 0.466), (side * 0.082, 0.49), (side * 0.045, 0.486),
                      (side * 0.004, 0.484)], beard, steps=4)
        pen.ellipse(0.012, 0.5, 0.016, 0.0065, shade(LIPS, 0.85), line=False)
        _king_crown(pen, pal)
    # The sword hand: grip, sleeve, fist, cross-guard, pommel.
    pen.poly([(x - 0.016, 0.8), (x + 0.016, 0.8), (x + 0.016, 0.95), (x - 0.016, 0.95)], WOOD)
    _arm(pen, pal.primary, WHITE, (x, 0.875))
    _hand(pen, x - 0.035, 0.875, 0.05)
    pen.poly([(x - 0.1, 0.775), (x + 0.1, 0.775), (x + 0.1, 0.805), (x - 0.1, 0.805)], GOLD, joints=True)
    for side in (-1, 1):
        pen.dot(x + side * 0.105, 0.79, 0.018, GOLD, line=True)
    pen.dot(x, 0.965, 0.022, GOLD, line=True)


def _king_crown(pen: Pen, pal: Palette) -> None:
    pen.blob([(-0.1, 0.25), (-0.095, 0.18), (0, 0.15), (0.095, 0.18), (0.1, 0.25)], pal.secondary)
    pen.poly([(-0.135, 0.235), (-0.145, 0.15), (-0.09, 0.2), (-0.048, 0.13), (0, 0.19), (0.048, 0.13), (0.09, 0.2),
              (0.145, 0.15), (0.135, 0.235)], GOLD, joints=True)
    pen.poly([(-0.135, 0.225), (0.135, 0.225), (0.128, 0.3), (-0.128, 0.3)], GOLD, joints=True)
    pen.stroke([(-0.128, 0.285), (0.128, 0.285)], GOLD_DARK, 1.2)
    for tx, ty in ((-0.145, 0.145), (-0.048, 0.125), (0.048, 0.125), (0.145, 0.145)):
        pen.dot(tx, ty, 0.016, GOLD, line=True)
    pen.poly([(0, 0.15), (0.018, 0.178), (0, 0.205), (-0.018, 0.178)], LIPS)
    for jx, jewel in ((-0.08, pal.secondary), (0, LIPS), (0.08, pal.secondary)):
        pen.ellipse(jx, 0.26, 0.02, 0.017, jewel)


# --- queen -----------------------------------------------------------------------------------

def draw_queen(pen: Pen, pal: Palette) -> None:
    x = 0.47
    # Sceptre: a gold rod with an orb and cross on top.
    pen.poly([(x - 0.014, 0.16), (x + 0.014, 0.16), (x + 0.014, 1.1), (x - 0.014, 1.1)], GOLD)
    for ry in (0.3, 0.5, 0.7):
        pen.poly([(x - 0.022, ry), (x + 0.022, ry), (x + 0.022, ry + 0.022), (x - 0.022, ry + 0.022)], GOLD_DARK)
    pen.poly([(x - 0.008, 0.02), (x + 0.008, 0.02), (x + 0.008, 0.045), (x + 0.025, 0.045), (x + 0.025, 0.06),
              (x + 0.008, 0.06), (x + 0.008, 0.09), (x - 0.008, 0.09), (x - 0.008, 0.06), (x - 0.025, 0.06),
              (x - 0.025, 0.045), (x - 0.008, 0.045)], GOLD)
    pen.dot(x, 0.13, 0.042, GOLD, line=True)
    pen.stroke([(x - 0.042, 0.13), (x + 0.042, 0.13)], GOLD_DARK, 1.0)
    pen.dot(x, 0.13, 0.014, pal.secondary)
    # Lace collar fanned out behind the head: scalloped rim, fine ribs.
    rim = [(0.34 * c, 0.66 - 0.34 * sn) for c, sn in _arc(190, 350, 13)]
    for rx, ry in rim:
        pen.dot(rx, ry, 0.034, WHITE, line=True)
    pen.poly([*rim, (0.2, 0.68), (-0.2, 0.68)], WHITE, line=False)
    for rx, ry in rim:
        pen.stroke([(rx * 0.35, 0.66 + (ry - 0.66) * 0.35), (rx * 0.92, 0.66 + (ry - 0.66) * 0.92)],
                   mix(WHITE, INK, 0.45), 0.7)
    with _head(pen):
        pen.blob(mirrored([(0.115, 0.26), (0.165, 0.36), (0.17, 0.5), (0.19, 0.62), (0.1, 0.65)]), pal.hair)
    _shoulders(pen, pal.primary, 0.63, 0.78, 0.1)
    # Puffed sleeves striped in the second colour.
    for side in (-1, 1):
        pen.ellipse(side * 0.4, 0.77, 0.14, 0.075, pal.secondary)
        for k in (-0.07, 0, 0.07):
            pen.curve([(side * 0.4 + k, 0.705), (side * 0.4 + k * 1.3, 0.77), (side * 0.4 + k, 0.835)], GOLD, 1.6)
    # Neck, neckline and stomacher with gold lacing.
    pen.poly([(-0.055, 0.52), (0.055, 0.52), (0.06, 0.66), (-0.06, 0.66)], SKIN)
    pen.blob(mirrored([(0.14, 0.635), (0.12, 0.72), (0.06, 0.765)]), SKIN, steps=4)
    pen.curve(mirrored([(0.15, 0.63), (0.125, 0.73), (0.06, 0.775)]), GOLD, 2.6, steps=4)
    pen.poly([(-0.12, 0.8), (0.12, 0.8), (0.05, 1.1), (-0.05, 1.1)], pal.secondary)
    for ly in (0.84, 0.9, 0.96, 1.02):
        w = 0.1 - (ly - 0.8) * 0.22
        pen.stroke([(-w, ly), (w, ly + 0.03)], GOLD, 1.2)
        pen.stroke([(w, ly), (-w, ly + 0.03)], GOLD, 1.2)
    for px, py in spline([(-0.07, 0.6), (0, 0.68), (0.07, 0.6)], closed=False, steps=3):
        pen.dot(px, py, 0.011, WHITE, line=True)
    pen.ellipse(0, 0.695, 0.013, 0.018, LIPS)
    # Face, fringe, tiara.
    with _head(pen):
        _face(pen, pal, 0.097, 0.125, feminine=True)
        pen.blob([(-0.105, 0.35), (-0.08, 0.285), (0, 0.268), (0.08, 0.285), (0.105, 0.35), (0.118, 0.3), (0.07, 0.25),
                  (0, 0.24), (-0.07, 0.25), (-0.118, 0.3)], pal.hair)
        pen.curve([(0, 0.25), (-0.05, 0.28), (-0.095, 0.33)], shade(pal.hair, 0.65), 0.8)
        pen.curve([(0, 0.25), (0.05, 0.28), (0.095, 0.33)], shade(pal.hair, 0.65), 0.8)
        _queen_crown(pen, pal)
    # The sceptre hand; a rose in the other.
    _arm(pen, pal.secondary, WHITE, (x, 0.87))
    _hand(pen, x - 0.035, 0.87, 0.05)
    _arm(pen, pal.secondary, WHITE, (0.27, 0.9), side=-1)
    pen.curve([(-0.25, 0.92), (-0.24, 0.86), (-0.2, 0.79)], LEAF, 1.8)
    pen.blob([(-0.235, 0.86), (-0.3, 0.83), (-0.32, 0.8), (-0.26, 0.815)], LEAF, steps=4)
    pen.dot(-0.2, 0.77, 0.037, LIPS, line=True)
    pen.curve([(-0.2, 0.77), (-0.185, 0.76), (-0.2, 0.748), (-0.222, 0.768), (-0.2, 0.795), (-0.172, 0.775)],
              shade(LIPS, 0.55), 0.9, steps=3)
    pen.blob([(-0.29, 0.93), (-0.27, 0.89), (-0.21, 0.9), (-0.2, 0.94), (-0.25, 0.96)], SKIN)


def _queen_crown(pen: Pen, pal: Palette) -> None:
    pen.poly([(-0.1, 0.245), (-0.085, 0.19), (-0.05, 0.23), (0, 0.15), (0.05, 0.23), (0.085, 0.19), (0.1, 0.245)],
             GOLD, joints=True)
    pen.poly([(-0.108, 0.235), (0.108, 0.235), (0.102, 0.27), (-0.102, 0.27)], GOLD, joints=True)
    for tx, ty in ((-0.085, 0.185), (0, 0.145), (0.085, 0.185)):
        pen.dot(tx, ty, 0.016, WHITE, line=True)
    pen.ellipse(0, 0.205, 0.012, 0.018, pal.secondary)
    for jx in (-0.06, 0.06):
        pen.dot(jx, 0.252, 0.011, LIPS)


def _arc(start: float, end: float, count: int) -> list[tuple[float, float]]:
    """(cos, -sin) pairs from ``start`` to ``end`` degrees, so y grows upwards along the arc."""
    import math

    out = []
    for i in range(count):
        a = math.radians(start + (end - start) * i / (count - 1))
        out.append((math.cos(a), -math.sin(a)))
    return out


# --- jack ------------------------------------------------------------------------------------

def draw_jack(pen: Pen, pal: Palette) -> None:
    x = 0.48
    # Halberd: shaft, spear point, axe blade, back spike, tassel.
    pen.poly([(x - 0.013, 0.14), (x + 0.013, 0.14), (x + 0.013, 1.1), (x - 0.013, 1.1)], WOOD)
    pen.poly([(x - 0.018, 0.16), (x, 0.0), (x + 0.018, 0.16)], STEEL, joints=True)
    pen.blob([(x + 0.01, 0.13), (x + 0.08, 0.1), (x + 0.14, 0.15), (x + 0.155, 0.22), (x + 0.13, 0.29),
              (x + 0.07, 0.3), (x + 0.01, 0.27)], STEEL)
    pen.curve([(x + 0.08, 0.125), (x + 0.125, 0.21), (x + 0.08, 0.285)], STEEL_DARK, 1.0)
    pen.poly([(x - 0.012, 0.17), (x - 0.08, 0.215), (x - 0.012, 0.25)], STEEL, joints=True)
    pen.blob([(x - 0.02, 0.31), (x + 0.02, 0.31), (x + 0.03, 0.4), (x, 0.42), (x - 0.03, 0.4)], pal.secondary)
    _shoulders(pen, pal.primary, 0.62, 0.76, 0.06)
    # Doublet: striped sleeves-tops, a front panel with gold buttons.
    for side in (-1, 1):
        for k in (0.26, 0.36, 0.46, 0.56):
            pen.curve([(side * k, 0.7 + (k - 0.26) * 0.2), (side * (k + 0.02), 0.85), (side * (k + 0.03), 1.02)],
                      pal.secondary, 3.0)
    pen.poly([(-0.1, 0.64), (0.1, 0.64), (0.14, 1.1), (-0.14, 1.1)], pal.secondary)
    for by in (0.74, 0.83, 0.92, 1.0):
        pen.dot(0, by, 0.017, GOLD, line=True)
    # Ruff collar: a ring of white pleats.
    pen.poly([(-0.05, 0.52), (0.05, 0.52), (0.055, 0.61), (-0.055, 0.61)], SKIN)
    for c, sn in _arc(0, 360, 15)[:-1]:
        pen.dot(0.16 * c, 0.615 - 0.04 * sn, 0.042, WHITE, line=True)
    pen.ellipse(0, 0.61, 0.12, 0.03, WHITE, line=False)
    for c, sn in _arc(200, 340, 6):
        pen.stroke([(0.06 * c, 0.61 - 0.015 * sn), (0.15 * c, 0.615 - 0.038 * sn)], mix(WHITE, INK, 0.4), 0.7)
    # Page-boy hair with curls, the face, the feathered cap.
    with _head(pen):
        pen.blob(mirrored([(0.11, 0.28), (0.155, 0.36), (0.16, 0.46), (0.14, 0.52), (0.09, 0.53)]), pal.hair)
        for side in (-1, 1):
            for cy in (0.44, 0.5):
                pen.dot(side * 0.145, cy, 0.03, pal.hair, line=True)
        _face(pen, pal, 0.098, 0.125)
        pen.blob([(-0.02, 0.17), (0.1, 0.12), (0.22, 0.11), (0.31, 0.15), (0.25, 0.165), (0.13, 0.17), (0.02, 0.2)],
                 WHITE)
        pen.curve([(0.0, 0.18), (0.14, 0.14), (0.29, 0.148)], mix(WHITE, INK, 0.4), 0.9)
        pen.blob([(-0.15, 0.27), (-0.14, 0.2), (-0.06, 0.15), (0.07, 0.145), (0.16, 0.18), (0.18, 0.25), (0.1, 0.28),
                  (0, 0.29)], pal.secondary)
        pen.poly([(-0.13, 0.255), (0.13, 0.255), (0.125, 0.295), (-0.125, 0.295)], GOLD, joints=True)
        pen.dot(0.07, 0.24, 0.022, LIPS, line=True)
    # The halberd hand.
    _arm(pen, pal.primary, pal.secondary, (x, 0.87))
    _hand(pen, x - 0.035, 0.87, 0.05)


DRAW = {11: draw_jack, 12: draw_queen, 13: draw_king}
