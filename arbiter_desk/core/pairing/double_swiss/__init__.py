"""The FIDE Double-Swiss system (C.04.5, 2026) on the pairing kit; readings D1–D21."""

from arbiter_desk.core.pairing.double_swiss.system import DoubleSwissSystem

__all__ = ["DoubleSwissSystem"]
