"""Start Vierzig Räuber from a source checkout: ``python run.py [--help]``."""

import sys

from game.main import main

if __name__ == "__main__":
    sys.exit(main())
