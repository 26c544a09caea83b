"""What the console session and its command tables share: the seat kinds and the verbosity levels
(the undo refusal and the locked-secret rule are the table owner's: :mod:`tek_access.owner`)."""
from __future__ import annotations

from tek_access.owner import SEAT_KINDS

__all__ = ["SEAT_KINDS", "VERBOSITY"]

VERBOSITY = ("brief", "normal", "full")
