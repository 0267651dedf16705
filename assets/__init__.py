"""The game's data files, installed as the package ``game.data`` (see ``game/assets.py``).

This file only makes the folder a regular package, so that an editable install's import hook
can map it; nothing imports code from here.
"""
