"""The names of the printable documents, as the command line and the print dialog use them.

Kept apart from ``formats.documents`` so that a command's parser can offer them without importing every
document builder (the ``pair`` and ``standings`` commands build the whole parser)."""

from __future__ import annotations

DOCUMENT_KINDS = (
    "pairings", "pairings-alpha", "result-slips", "standings", "crosstable", "player-cards", "players",
    "players-alpha", "acceleration-rules", "system-rules",
)  # fmt: skip
"""Document names in menu order."""
ROUND_ROBIN_DOCUMENT_KINDS = ("all-rounds",)
"""A round robin's documents beside those (the Berger schedule for the wall, C.05 Annex 1)."""
TEAM_DOCUMENT_KINDS = ("pairings", "result-slips", "standings", "crosstable", "boards")
"""A team event's documents (C.04.6), in menu order; ``boards`` is the per-board statistics."""
