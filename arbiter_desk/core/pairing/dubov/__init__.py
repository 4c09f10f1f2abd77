"""The Dubov system (FIDE C.04.4.1, 2026 edition)."""

from arbiter_desk.core.pairing.dubov.system import DubovSystem

__all__ = ["DubovSystem"]
