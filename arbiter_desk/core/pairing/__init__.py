"""Pairing systems of FIDE C.04, found by name."""

from __future__ import annotations

from collections.abc import Callable

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.api import AllocatesColours, Board, ColourChoice, PairingSystem, RoundPairing

__all__ = [
    "SYSTEMS",
    "TYPE_CODES",
    "AllocatesColours",
    "Board",
    "ColourChoice",
    "PairingSystem",
    "RoundPairing",
    "find_system",
    "system_for_type_code",
]


def _dubov() -> PairingSystem:
    from arbiter_desk.core.pairing.dubov import DubovSystem

    return DubovSystem()


def _dutch() -> PairingSystem:
    from arbiter_desk.core.pairing.dutch import DutchSystem

    return DutchSystem()


SYSTEMS: dict[str, Callable[[], PairingSystem]] = {"dubov": _dubov, "dutch": _dutch}
"""Pairing systems by command-line name; each entry builds the system on demand."""

TYPE_CODES: dict[str, str] = {"dubov": "FIDE_DUBOV", "dutch": "FIDE_DUTCH_2026"}
"""TRF record 192 code (ETT26) written for a tournament paired with each system."""


def find_system(name: str) -> PairingSystem:
    """The pairing system called ``name`` (case-insensitive)."""
    try:
        factory = SYSTEMS[name.strip().lower()]
    except KeyError:
        known = ", ".join(sorted(SYSTEMS))
        raise InvalidInputError(f"unknown pairing system {name!r}; known: {known}") from None
    return factory()


def system_for_type_code(code: str) -> str | None:
    """The system named by a TRF record 192 code (ETT26), or None if it names none we know.

    ``FIDE_DUTCH_2026`` and the older ``FIDE_DUTCH_2025`` / ``FIDE_DUTCH`` are the Dutch system (the file's
    edition only says which rules the file was paired with; we pair by the 2026 rules); a trailing
    ``_BAKU`` (or other acceleration suffix) names the acceleration, not the system.
    """
    text = code.strip().upper()
    if not text.startswith("FIDE_"):
        return None
    for part in reversed(range(1, len(text.split("_")) + 1)):
        name = "_".join(text.split("_")[1:part]).lower()
        if name in SYSTEMS:
            return name
    return None
