"""Run the game with ``python -m tek_access``."""
import sys

from tek_access.cli import main

sys.exit(main())
