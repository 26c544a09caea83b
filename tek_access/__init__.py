"""tek-access: Tiny Epic Kingdoms as a screen-reader-first text game."""
from tek_access import compiled as _compiled

__version__ = "0.5.0"

_compiled.check()  # the compiled rules engine whole, or the pure Python modules (tek_access/compiled.py)
