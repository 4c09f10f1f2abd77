"""Pairing systems of FIDE C.04, found by name."""

from __future__ import annotations

from collections.abc import Callable

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.api import AllocatesColours, Board, ColourChoice, PairingSystem, RoundPairing

__all__ = [
    "SYSTEMS",
    "TRF_TYPE_CODES",
    "AllocatesColours",
    "Board",
    "ColourChoice",
    "PairingSystem",
    "RoundPairing",
    "find_system",
    "trf_type_code",
]


def _dubov() -> PairingSystem:
    from arbiter_desk.core.pairing.dubov import DubovSystem

    return DubovSystem()


def _lim() -> PairingSystem:
    from arbiter_desk.core.pairing.lim import LimSystem

    return LimSystem()


SYSTEMS: dict[str, Callable[[], PairingSystem]] = {"dubov": _dubov, "lim": _lim}
"""Pairing systems by command-line name; each entry builds the system on demand."""


TRF_TYPE_CODES: dict[str, str] = {"lim": "CUSTOM_SWISS"}
"""Record 192 for systems whose TRF-2026 code is not ``FIDE_<NAME>``: Lim has none (the tournament file
keeps the system by name)."""


def trf_type_code(name: str) -> str:
    """The record-192 code to write for the system called ``name``."""
    key = name.strip().lower()
    return TRF_TYPE_CODES.get(key, f"FIDE_{key.upper()}")


def find_system(name: str) -> PairingSystem:
    """The pairing system called ``name`` (case-insensitive)."""
    try:
        factory = SYSTEMS[name.strip().lower()]
    except KeyError:
        known = ", ".join(sorted(SYSTEMS))
        raise InvalidInputError(f"unknown pairing system {name!r}; known: {known}") from None
    return factory()
