"""Playing by ear in tests: the real app headless, keys only, a recorder on the speech's front door.

`EarApp` presses keys through pygame's queue (the real loop, `App.frame`) and returns the
sentences each key made the speech say; `play_move` plays one move of a solver's line the way a
player without sight would, with the table's keys (a column's number lifts what may move of its run, ↓ ↑ size
it, a number or F puts it down, W lifts the waste, T turns, A plays "Alles ablegen").

The test's own names of cards and piles (`NAMES`) are written here, apart from the catalogues,
so a test checks the game's sentences against what a player of each language expects to hear.
"""

from __future__ import annotations

import re

import pygame

from game.app import synthetic
from game.engine import FOUNDATION, WASTE, Card, Move, MoveKind
from game.engine.rules import run_length
from game.scenes.stuck import StuckDialog
from game.speech.outputs import RecordingOutput
from tests.harness.app import pump_until

FRAME = 1 / 60
COLUMN_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)

NAMES = {
    "de": {"ranks": ["Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame",
                     "König"],
           "suits": ["Kreuz", "Karo", "Herz", "Pik"], "card": "{suit} {rank}", "column": "Spalte {n}",
           "foundation": "Ablage", "waste": "Abwurfstapel", "left": "Noch {n} Karte"},
    "en": {"ranks": ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
                     "king"],
           "suits": ["clubs", "diamonds", "hearts", "spades"], "card": "{rank} of {suit}", "column": "column {n}",
           "foundation": "foundations", "waste": "waste", "left": "{n} card"},
    "fr": {"ranks": ["as", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "valet", "dame",
                     "roi"],
           "suits": ["trèfle", "carreau", "cœur", "pique"], "card": "{rank} de {suit}", "column": "colonne {n}",
           "foundation": "fondations", "waste": "défausse", "left": "Encore {n} carte"},
}


def card_name(language: str, card: Card) -> str:
    names = NAMES[language]
    return names["card"].format(rank=names["ranks"][card.rank - 1], suit=names["suits"][card.suit])


def target_name(language: str, target: int) -> str:
    names = NAMES[language]
    return names["foundation"] if target == FOUNDATION else names["column"].format(n=target + 1)


class EarApp:
    """The app and a recorder of what the speech says."""

    def __init__(self, app) -> None:
        self.app = app
        self.recorder = RecordingOutput()
        app.speech.outputs.append(self.recorder)
        app.speech.open_reader = lambda language: RecordingOutput()   # tests never speak aloud
        app.speech.switch(True, announce=False)                        # what is said goes to the recorder too
        self.frames(3)

    def frames(self, count: int) -> None:
        for _ in range(count):
            self.app.frame(FRAME, draw=False)

    def press(self, key: int, mod: int = 0, unicode: str = "") -> str:
        """Press ``key``; everything the speech said for it, as one text."""
        before = len(self.recorder.sentences())
        synthetic.post(synthetic.key(key, mod, unicode))
        self.frames(2)
        return " ".join(self.recorder.sentences()[before:])

    @property
    def table(self):
        return self.app.router.game.table


def play_move(ear: EarApp, move: Move, language: str) -> None:
    """Play ``move`` with the table's keys, checking after each key what was said."""
    table = ear.table
    position = table.state().position
    played = table.state().moves
    if move.kind == MoveKind.TURN:
        card = position.talon[-1]
        said = ear.press(pygame.K_t)
        assert card_name(language, card) in said, said
        assert str(len(position.talon) - 1) in said, said  # how many are left in the talon
        return
    if move.kind in (MoveKind.REDEAL, MoveKind.FINISH):
        ear.press(pygame.K_t if move.kind == MoveKind.REDEAL else pygame.K_a)
        assert table.state().moves == played + 1
        return
    if move.src == WASTE:
        cards = [position.waste[-1]]
        said = ear.press(pygame.K_w)
    else:
        column = position.columns[move.src]
        cards = column[len(column) - move.count:]
        said = ear.press(COLUMN_KEYS[move.src])   # what may move of the run; ↓/↑ to the move's count
        for _ in range(run_length(column)):
            lifted = table.state().selection
            if table.state().moves != played or lifted is None or lifted.count == move.count:
                break
            said = ear.press(pygame.K_DOWN if lifted.count > move.count else pygame.K_UP)
    if table.state().moves == played:   # lifted, not flown: the speech names the run and its targets
        assert card_name(language, cards[0]) in said, said
        assert target_name(language, move.dst) in said, said
        said = ear.press(pygame.K_f if move.dst == FOUNDATION else COLUMN_KEYS[move.dst])
    game = table.copy_game()
    assert game.moves == played + 1, f"{move} was not played"
    assert game.move_list[-1] == move, f"played {game.move_list[-1]} for {move}"
    assert card_name(language, cards[0]) in said, said
    assert target_name(language, move.dst) in said, said


BACK = re.compile(r"takes (\d+) moves back")   # the hint's count of moves "Back to winnable" takes back (English)


def hinted_back(ear: EarApp) -> int:
    """Classic 5976 with the talon turned through (64 × T) is lost: the dead-end dialog comes,
    Escape looks at the table, H says "No longer winnable"; the moves "Back to winnable" takes
    back, as the hint said them. (The app: game 5976 in English.)"""
    for _ in range(64):
        ear.press(pygame.K_t)
    assert pump_until(ear.app, lambda: isinstance(ear.app.top, StuckDialog))
    ear.press(pygame.K_ESCAPE)                                  # "Look at the table"
    said = ear.press(pygame.K_h)
    assert pump_until(ear.app, lambda: BACK.search(" ".join(ear.recorder.sentences()[-3:])) is not None), said
    found = BACK.search(" ".join(ear.recorder.sentences()[-3:]))
    assert found is not None
    return int(found.group(1))
