"""``python -m pyrapack`` starts the game, after checking that what it needs is installed."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
