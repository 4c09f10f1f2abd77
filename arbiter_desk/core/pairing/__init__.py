"""Pairing systems of FIDE C.04, found by name."""

from __future__ import annotations

from collections.abc import Callable

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.api import AllocatesColours, Board, ColourChoice, PairingSystem, RoundPairing

__all__ = [
    "SYSTEMS",
    "AllocatesColours",
    "Board",
    "ColourChoice",
    "PairingSystem",
    "RoundPairing",
    "find_system",
]


def _dubov() -> PairingSystem:
    from arbiter_desk.core.pairing.dubov import DubovSystem

    return DubovSystem()


def _dutch() -> PairingSystem:
    from arbiter_desk.core.pairing.dutch import DutchSystem

    return DutchSystem()


SYSTEMS: dict[str, Callable[[], PairingSystem]] = {"dubov": _dubov, "dutch": _dutch}
"""Pairing systems by command-line name; each entry builds the system on demand."""


def find_system(name: str) -> PairingSystem:
    """The pairing system called ``name`` (case-insensitive)."""
    try:
        factory = SYSTEMS[name.strip().lower()]
    except KeyError:
        known = ", ".join(sorted(SYSTEMS))
        raise InvalidInputError(f"unknown pairing system {name!r}; known: {known}") from None
    return factory()
