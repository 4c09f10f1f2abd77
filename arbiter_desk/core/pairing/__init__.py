"""Pairing systems of FIDE C.04, found by name through the registry (``registry.py``).

Package shape (ARCHITECTURE.md, "The pairing kit"):

* ``api.py`` – the ``PairingSystem`` protocol, ``RoundPairing`` and ``Board``;
* ``registry.py`` – ``SystemEntry`` per system (name, title, article, edition, TRF 192 codes, capabilities);
* ``common/`` – what the FIDE systems share, each rule once (C.04.1 / C.04.2): participant state, legality,
  colours, floats, score groups, board order, PAB helpers; ``matching/`` – matching algorithms (rustworkx);
* ``explain.py`` – one explanation shape for every system; ``prohibited.py`` – the note saying when
  prohibited pairs (TRF 260) decided, added by ``SystemEntry.build`` for every system;
* ``<system>/`` – only that system's own articles; systems never import each other;
* ``checker.py`` (C.04.2 art. 1.4) and ``generator.py`` – work with any registered system.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter_desk.core.pairing.api import AllocatesColours, Board, ColourChoice, PairingSystem, RoundPairing
from arbiter_desk.core.pairing.registry import (
    ENTRIES,
    HISTORICAL,
    Capability,
    SystemEntry,
    all_entries,
    entry_for_trf_code,
    find_entry,
)

__all__ = [
    "ENTRIES",
    "HISTORICAL",
    "SYSTEMS",
    "AllocatesColours",
    "Board",
    "Capability",
    "ColourChoice",
    "PairingSystem",
    "RoundPairing",
    "SystemEntry",
    "all_entries",
    "entry_for_trf_code",
    "find_entry",
    "find_system",
]

SYSTEMS: dict[str, Callable[[], PairingSystem]] = {e.name: e.build for e in ENTRIES}
"""Pairing systems by command-line name; each entry builds the system on demand."""


def find_system(name: str, edition: str | None = None) -> PairingSystem:
    """The pairing system called ``name`` (case-insensitive), of ``edition`` when given (:func:`find_entry`)."""
    return find_entry(name, edition).build()
