"""tek-access: Tiny Epic Kingdoms as a screen-reader-first text game."""
__version__ = "0.5.0"
