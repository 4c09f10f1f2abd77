"""``desk.fide_mode``: FIDE mode itself, leaving it, and the setup warnings before round 1 (FIDE approval
checklist)."""

from __future__ import annotations

from arbiter_desk.services.fide_mode.configuration_locks import SetupCommands
from arbiter_desk.services.fide_mode.mode import FideModeCommands


class FideModeManager(FideModeCommands, SetupCommands):
    """FIDE mode of the open tournament (``desk.fide_mode``)."""
