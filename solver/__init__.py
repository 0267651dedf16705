"""Search over Vierzig Räuber positions: solve deals knowing the talon, prove dead ends, hints.

Builds on `game.engine` for every rule; imports nothing from pygame.
"""
