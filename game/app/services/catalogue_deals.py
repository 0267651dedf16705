"""`CatalogueDeals`: the deals the game offers — the shipped catalogues with each deal's par and
grade (R16, B3, B10) — and which deal comes next.

"Nur lösbare Spiele" deals the next catalogue number not dealt yet nor won (of the chosen
grade, B10) in the player's own order of the catalogue — a shuffle seeded per data folder, so
no two players meet the same deals in the same order — wrapping to the least recently dealt
one when all have been; ``dealt.json`` (`game.storage.dealt`) remembers which were dealt and
the seed, so "next unplayed" means what it says across launches. Without the option every
deal is random. The catalogues are read once per variant, when first asked
(`game.content.shipped_catalogue`: a missing file is an empty catalogue).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.content import CatalogueEntry, Grade, shipped_catalogue
from game.engine import Game, GameNumber, Variant, parse_game_number, random_game_number
from game.storage.dealt import DealtNumbers, save_dealt
from game.storage.settings import ALL_GRADES, Settings
from game.storage.writer import JsonSaver


class CatalogueDeals:
    """The catalogues and the next deal (see the module docstring).

    ``dealt``: what was dealt and the player's seed (as `load_dealt` read it), saved through
    ``saver`` after each catalogue deal; ``options``: the player's options now
    ("Nur lösbare Spiele", the difficulty); ``won``: the numbers of a variant won at least once.
    """

    def __init__(self, saver: JsonSaver, dealt: DealtNumbers, options: Callable[[], Settings],
                 won: Callable[[Variant], set[str]]) -> None:
        self._saver = saver
        self._dealt = dealt
        self._options = options
        self._won = won
        self._entries: dict[Variant, list[CatalogueEntry]] = {}
        self._pars: dict[Variant, dict[str, int | None]] = {}
        self._grades: dict[Variant, dict[str, Grade]] = {}
        self._orders: dict[Variant, list[str]] = {}

    # --- the catalogue -----------------------------------------------------------------------

    def entries(self, variant: Variant) -> list[CatalogueEntry]:
        """The shipped catalogue of ``variant`` in file order, read once."""
        if variant not in self._entries:
            self._entries[variant] = shipped_catalogue(variant)
        return self._entries[variant]

    def numbers(self, variant: Variant) -> list[str]:
        """The catalogued numbers of ``variant`` (their text), in file order."""
        return list(self._pars_of(variant))

    def par(self, variant: Variant, number: str) -> int | None:
        """B3: the catalogue's solution length for this deal (its number's text), if catalogued."""
        return self._pars_of(variant).get(number)

    def grade(self, variant: Variant, number: str) -> Grade | None:
        """B10: the difficulty grade of a catalogued deal, if it is graded."""
        if variant not in self._grades:
            self._grades[variant] = {str(entry.number): entry.grade for entry in self.entries(variant)
                                     if entry.grade is not None}
        return self._grades[variant].get(number)

    def player_order(self, variant: Variant) -> list[str]:
        """The catalogued numbers of ``variant`` in this player's own order (their seed's shuffle)."""
        if variant not in self._orders:
            order = self.numbers(variant)
            random.Random(f"{self._dealt.seed}/{variant.name}").shuffle(order)
            self._orders[variant] = order
        return self._orders[variant]

    def _pars_of(self, variant: Variant) -> dict[str, int | None]:
        if variant not in self._pars:
            self._pars[variant] = {str(entry.number): entry.par for entry in self.entries(variant)}
        return self._pars[variant]

    # --- what is dealt ---------------------------------------------------------------------------

    def next_number(self, variant: Variant, current: GameNumber | None = None) -> GameNumber:
        """The next deal (R16, see the module docstring); ``current`` (the number on the table)
        is never dealt again at once."""
        options = self._options()
        if options.only_solvable:
            number = self._next_catalogued(variant, options.difficulty, str(current) if current is not None else None)
            if number is not None:
                return parse_game_number(number)
        return random_game_number()

    def _next_catalogued(self, variant: Variant, difficulty: str, current: str | None) -> str | None:
        catalogue = self.player_order(variant)
        if difficulty != ALL_GRADES:    # B10: one grade only (all, if none has it yet)
            catalogue = [n for n in catalogue if self.grade(variant, n) == difficulty] or catalogue
        won = self._won(variant)
        dealt = self._dealt.numbers.get(variant, {})
        fresh = [n for n in catalogue if n not in won and n not in dealt and n != current]
        if fresh:
            return fresh[0]
        pool = [n for n in catalogue if n not in won and n != current] or [n for n in catalogue if n != current]
        return min(pool, key=lambda n: dealt.get(n, -1)) if pool else None

    def note_dealt(self, game: Game) -> None:
        """``game`` was dealt: a catalogue deal is remembered, so "next unplayed" means what it says."""
        number = str(game.number) if game.number is not None else None
        if number is None or number not in self._pars_of(game.variant):
            return
        order = 1 + max((n for numbers in self._dealt.numbers.values() for n in numbers.values()), default=0)
        self._dealt.numbers.setdefault(game.variant, {})[number] = order
        save_dealt(self._saver, self._dealt)
