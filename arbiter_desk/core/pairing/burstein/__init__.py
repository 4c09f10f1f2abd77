"""The Burstein system (C.04.4.2, 2026); see ``system.py``. Its seeding rounds are paired by the Dutch system,
which the registry supplies (this package imports no other system)."""

from arbiter_desk.core.pairing.burstein.system import BursteinSystem, seeding_rounds

__all__ = ["BursteinSystem", "seeding_rounds"]
