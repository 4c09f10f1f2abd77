"""The Lim system (FIDE C.04.4.3, 2026 edition)."""

from arbiter_desk.core.pairing.lim.system import LimSystem

__all__ = ["LimSystem"]
