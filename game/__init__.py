"""Vierzig Räuber — a Forty Thieves solitaire game.

`game.engine` holds the rules and nothing else; the rest of this package is the
program around it (loop, scenes, drawing, input, storage, strings).
"""

__version__ = "0.1.0"
