"""FIDE (Dutch) system, C.04.3 (2026 edition)."""

from arbiter_desk.core.pairing.dutch.system import DutchSystem

__all__ = ["DutchSystem"]
