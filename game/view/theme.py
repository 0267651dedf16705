"""Every constant a player can see or feel: colours, proportions, durations.

Kept in one place so the look can be tuned (and a later "large cards" or
"four-colour suits" option can switch values) without hunting through drawing code.
Colours are RGB tuples; proportions are fractions of the card width or height.
"""

from __future__ import annotations

from game.assets import asset_path

Colour = tuple[int, int, int]

FONT_REGULAR = asset_path("fonts", "DejaVuSans.ttf")
FONT_BOLD = asset_path("fonts", "DejaVuSans-Bold.ttf")

# --- table ---------------------------------------------------------------------------------
FELT_CENTRE: Colour = (28, 110, 72)
FELT_EDGE: Colour = (10, 52, 36)
FELT_NOISE = 10                      # ± brightness of the felt grain
SLOT_OUTLINE: Colour = (120, 190, 150)
SLOT_OUTLINE_ALPHA = 90
COLUMN_NUMBER: Colour = (200, 230, 210)

STONE_LIGHT: Colour = (150, 146, 136)
STONE_DARK: Colour = (86, 82, 76)
STONE_INNER: Colour = (52, 50, 48)
STONE_MORTAR: Colour = (70, 66, 60)
STONE_SUIT: Colour = (200, 196, 186)
STONE_SUIT_ALPHA = 70
SLOT_FILL_ALPHA = 40                 # the faint darkening inside an empty slot

# --- cards ---------------------------------------------------------------------------------
CARD_ASPECT = 1.42                   # height / width
CARD_RADIUS = 0.075                  # corner radius / width
CARD_FACE: Colour = (252, 251, 247)
CARD_EDGE: Colour = (150, 150, 150)
CARD_SHADOW_ALPHA = 70
SUIT_RED: Colour = (200, 28, 40)
SUIT_BLACK: Colour = (22, 22, 28)
# Four-colour suits (B4 option): clubs green, diamonds blue; indexes follow engine SUITS "CDHS".
SUIT_COLOURS_TWO: tuple[Colour, ...] = (SUIT_BLACK, SUIT_RED, SUIT_RED, SUIT_BLACK)
SUIT_COLOURS_FOUR: tuple[Colour, ...] = ((20, 120, 50), (20, 80, 190), SUIT_RED, SUIT_BLACK)
BACK_MAIN: Colour = (32, 58, 130)
BACK_LINE: Colour = (78, 112, 196)
BACK_BORDER: Colour = (245, 242, 232)
BACK_MEDALLION: Colour = (210, 170, 70)

# --- looks of one's own (options "Tischfarbe", "Kartenrücken"; names in game.storage.settings) ---
# A felt: its centre and its edge (the radial gradient of table_painter._felt).
FELT_COLOURS: dict[str, tuple[Colour, Colour]] = {
    "green": (FELT_CENTRE, FELT_EDGE),
    "blue": ((30, 86, 132), (9, 32, 60)),
    "burgundy": ((120, 34, 50), (48, 10, 20)),
}
# A card back: ground, pattern, border, medallion. Each has its own pattern too (card_sprites),
# so the three differ in shape as well as in colour.
BACK_COLOURS: dict[str, tuple[Colour, Colour, Colour, Colour]] = {
    "blue": (BACK_MAIN, BACK_LINE, BACK_BORDER, BACK_MEDALLION),
    "red": ((150, 28, 38), (214, 96, 92), BACK_BORDER, (236, 200, 100)),
    "green": ((22, 82, 52), (96, 160, 110), BACK_BORDER, (226, 188, 84)),
}
FELT_DEFAULT = "green"
BACK_DEFAULT = "blue"

# --- highlights ----------------------------------------------------------------------------
GLOW_TARGET: Colour = (70, 170, 255)
GLOW_HINT: Colour = (255, 210, 70)
GLOW_SELECTED: Colour = (255, 236, 170)
LAST_MOVE: Colour = (88, 104, 120)      # the last move's dot: slate, unlike the hint's gold and the targets' blue
LAST_MOVE_RIM: Colour = (238, 234, 222)
FOCUS_RING: Colour = (255, 255, 255)   # keyboard focus (B4): white, unlike every glow
FOCUS_EDGE: Colour = (20, 30, 40)      # its dark edge, so it shows on a white card too
ARROW: Colour = (255, 255, 255)
SELECTION_LIFT = 0.07                # of card height

OVERLAY_DIM = (4, 18, 12, 150)       # RGBA laid over the table behind a menu or dialog

# --- HUD -----------------------------------------------------------------------------------
HUD_BAR: Colour = (8, 30, 22)
HUD_BAR_ALPHA = 170
HUD_TEXT: Colour = (236, 232, 214)
HUD_DIM: Colour = (170, 190, 176)
BUTTON_FACE: Colour = (34, 78, 58)
BUTTON_EDGE: Colour = (120, 180, 150)
BUTTON_TEXT: Colour = (240, 238, 225)
BUTTON_HOVER_LIFT = 28               # a hovered button brightens by this much per channel
BUTTON_DISABLED_TEXT: Colour = (110, 140, 124)
ACCENT_BUTTON: Colour = (196, 140, 40)
ACCENT_TEXT: Colour = (30, 20, 6)
PILL: Colour = (10, 36, 26)
PILL_TEXT: Colour = (250, 226, 150)
BADGE: Colour = (190, 40, 40)
BADGE_OUTLINE: Colour = (24, 20, 20)
BADGE_TEXT: Colour = (255, 255, 255)
SHADOW: Colour = (0, 0, 0)
ACCENT_EDGE: Colour = (250, 220, 140)
BANNER: Colour = (14, 40, 30)
BANNER_GOLD: Colour = (240, 200, 90)

# --- symbols (DejaVu Sans has them all) ---------------------------------------------------
SYMBOL_MORE = "▲"                    # selection bar: one card more
SYMBOL_FEWER = "▼"                   # selection bar: one card fewer
SYMBOL_UNDO = "↶"
SYMBOL_REDO = "↷"
SYMBOL_REDEAL = "↻"                  # on the empty talon when the Relaxed redeal is left
SYMBOL_TALON_DONE = "✕"              # on the empty talon when nothing comes back
SYMBOL_THINKING = "…"                # on the hint button while the solver looks for a line
SYMBOL_VERIFIED = "✓"                # HUD: this deal is verified solvable (R16)
HUD_SOLVABLE: Colour = (150, 220, 140)   # HUD: "✓ lösbar" and "gewinnbar"
HUD_LOST: Colour = (240, 140, 120)       # HUD: "nicht mehr gewinnbar"

# --- time (seconds, at animation speed 1.0) ------------------------------------------------
FLIGHT_TIME = 0.22                   # one card from pile to pile
FLIGHT_STAGGER = 0.07                # delay before the next card of a sequence sets off
DEAL_FLIGHT_TIME = 0.25
DEAL_STAGGER = 0.012                 # 40 cards dealt in 0.72 s (any input lands them at once)
REDEAL_STAGGER = 0.025               # the waste turned back onto the talon, card after card
FINISH_STAGGER = 0.05
LONGEST_SEQUENCE = 2.5               # seconds over which the cards of one move set off, at most
SNAP_BACK_TIME = 0.2                 # an illegal drop flying back
SHAKE_TIME = 0.35
SHAKE_AMPLITUDE = 0.06               # of card width
GLOW_PULSE = 1.4                     # one pulse of a target glow
ATTENTION_TIME = 2.25 * GLOW_PULSE   # glows pulse this long, then stay lit (ends at full brightness)
CASCADE_GRAVITY = 2.4                # of screen height per second²
CASCADE_INTERVAL = 0.12
CASCADE_STAMP = 1 / 30               # how often a bouncing card leaves a copy behind
CASCADE_FADE = 34                    # alpha of the table blended over the trails at each stamp

# --- loop ----------------------------------------------------------------------------------
UPDATE_HZ = 120
MAX_FRAME_TIME = 0.25                # a stall longer than this does not fast-forward the game
WINDOW_DEFAULT = (1280, 800)
WINDOW_MINIMUM = (480, 480)
DRAG_SLOP = 0.012                    # of the smaller window side: movement before a press is a drag

# --- daily-deal calendar (B9): colour and symbol both say what a day was ------------------
# Won and lost differ in brightness as well as hue (light green ✓, dark red ✗), so a
# colour-blind player reads the symbol and the lightness; a day won later has the ✓ on an
# outline only, as it does not count for the streak.
DAY_WON: Colour = (70, 175, 110)
DAY_LOST: Colour = (150, 52, 40)
DAY_OPEN: Colour = (22, 58, 44)          # a past day not played: a dark cell, no symbol
DAY_EDGE: Colour = (90, 140, 115)
DAY_TEXT: Colour = (236, 232, 214)
DAY_FUTURE_TEXT: Colour = (95, 125, 110)
DAY_TODAY: Colour = (240, 200, 90)       # today's ring (gold, as the banner)
SYMBOL_WON = "✓"
SYMBOL_LOST = "✗"
SYMBOL_PREVIOUS = "◀"
SYMBOL_NEXT = "▶"
DAY_DARK_SYMBOL: Colour = (14, 40, 26)      # symbol and number on a light (won) day
DAY_LIGHT_SYMBOL: Colour = (255, 228, 218)   # … on a dark (lost) day
DAY_SHEEN = (255, 255, 255, 40)            # RGBA: the light over a day under the pointer
HELP_HEADING = "#{:02X}{:02X}{:02X}".format(*BANNER_GOLD)   # the help's section titles (an HTML colour for its text box)

# --- statistics chart (game/view/chart.py): a win told by colour and shape ----------------
CHART_CLEAN: Colour = (240, 200, 90)       # a clean win: solid gold bar with a star
CHART_ASSISTED: Colour = (110, 190, 120)   # a win with help: solid green bar
CHART_LOST: Colour = (235, 120, 105)       # a lost game: hollow red outline
CHART_PAR: Colour = (250, 250, 250)        # the par's tick across a bar's slot
CHART_AXIS: Colour = (170, 190, 176)
CHART_GRID: Colour = (60, 96, 76)
CHART_TEXT: Colour = (236, 232, 214)
CHART_TITLE: Colour = (240, 200, 90)
CHART_BACKDROP: Colour = (8, 30, 20)

# --- history list (game/view/history_list.py) ---------------------------------------------
HISTORY_TEXT: Colour = (236, 232, 214)
HISTORY_DIM: Colour = (170, 190, 176)
HISTORY_CLEAN: Colour = (240, 200, 90)
HISTORY_LOST: Colour = (240, 168, 144)
HISTORY_ROW_DARK: Colour = (10, 36, 25)
HISTORY_ROW_LIGHT: Colour = (16, 46, 32)
HISTORY_SELECTED: Colour = (240, 200, 90)
HISTORY_BUTTON: Colour = (38, 92, 64)
HISTORY_BUTTON_EDGE: Colour = (200, 160, 64)
HISTORY_THUMB: Colour = (200, 160, 64)     # the scroll bar's thumb
HISTORY_TRACK: Colour = (30, 60, 44)       # … and its track

# --- court figures (Jack, Queen, King: game/view/court_figures.py) ------------------------
COURT_INK: Colour = (34, 26, 30)
COURT_GOLD: Colour = (232, 182, 52)
COURT_GOLD_DARK: Colour = (168, 112, 24)
COURT_WHITE: Colour = (252, 250, 244)
COURT_SKIN: Colour = (250, 214, 182)
COURT_BLUSH: Colour = (240, 170, 150)
COURT_LIPS: Colour = (196, 52, 58)
COURT_STEEL: Colour = (214, 220, 230)
COURT_STEEL_DARK: Colour = (140, 150, 166)
COURT_WOOD: Colour = (130, 82, 40)
COURT_LEAF: Colour = (60, 140, 70)
COURT_ROBE_RED: Colour = (200, 36, 44)
COURT_ROBE_BLUE: Colour = (40, 72, 168)
COURT_ROBE_NAVY: Colour = (44, 52, 104)
# Hair by suit (engine order C, D, H, S): four faces, not four copies of one.
COURT_HAIR: tuple[Colour, ...] = ((92, 58, 34), (214, 164, 70), (156, 66, 32), (46, 40, 42))
COURT_IRIS: Colour = (52, 84, 130)
COURT_FRAME_GOLD: Colour = (200, 160, 60)   # the thin frame inside a court card's ink frame (mixed with the face)

# --- menus and dialogs (pygame-gui) -------------------------------------------------------
# assets/gui-theme.json names these as "theme:NAME" (game.view.gui resolves them when it loads
# the theme), so each colour lives here once; where a menu shares a colour with the table, the
# name says so by being the same value.
RGBA = tuple[int, int, int, int]
GUI_TEXT: Colour = HUD_TEXT                  # cream: every plain word
GUI_TEXT_DIM: Colour = HUD_DIM               # subtitles, row heads
GUI_TEXT_BRIGHT: Colour = (255, 255, 255)    # a hovered or chosen button's words
GUI_TEXT_DISABLED: Colour = (126, 154, 138)
GUI_GOLD: Colour = BANNER_GOLD               # titles, links, the focused button's rim
GUI_LINK_HOVER: Colour = (255, 224, 138)
GUI_LOST_TEXT: Colour = HISTORY_LOST
GUI_ERROR_TEXT: Colour = (255, 156, 138)
GUI_CHOSEN_TEXT: Colour = (255, 244, 200)
GUI_BUTTON: Colour = (34, 80, 58)
GUI_BUTTON_HOVER: Colour = (47, 106, 78)
GUI_BUTTON_DISABLED: Colour = (26, 58, 44)
GUI_BUTTON_CHOSEN: Colour = (58, 122, 90)
GUI_BUTTON_CHOSEN_HOVER: Colour = (68, 138, 102)
GUI_EDGE: Colour = BUTTON_EDGE
GUI_EDGE_DISABLED: Colour = (62, 94, 78)
GUI_ACCENT: Colour = ACCENT_BUTTON           # the one button that does what the dialog is for
GUI_ACCENT_HOVER: Colour = (216, 160, 64)
GUI_ACCENT_ACTIVE: Colour = (224, 176, 80)
GUI_ACCENT_TEXT: Colour = ACCENT_TEXT
GUI_ACCENT_HOVER_EDGE: Colour = (255, 240, 192)
GUI_DANGER: Colour = (110, 42, 34)           # a button that loses something (give up, delete)
GUI_DANGER_HOVER: Colour = (138, 58, 48)
GUI_DANGER_ACTIVE: Colour = (154, 68, 56)
GUI_DANGER_EDGE: Colour = (208, 128, 112)
GUI_PANEL: Colour = (14, 42, 30)             # a dialog's body
GUI_PANEL_CLEAR: RGBA = (14, 42, 30, 0)      # … fully transparent (a text box on a panel)
GUI_PANEL_EDGE: Colour = HISTORY_BUTTON_EDGE
GUI_CLEAR: RGBA = (0, 0, 0, 0)
GUI_ENTRY: Colour = (244, 240, 226)          # the game-number field: dark words on light paper
GUI_ENTRY_TEXT: Colour = (20, 40, 28)
GUI_SCROLL_TRACK: Colour = (10, 32, 22)
GUI_SCROLL_HOVER: Colour = (74, 154, 112)
