"""Counts in words as every list, status line and document writes them: ``1 player``, ``2 players``."""

from __future__ import annotations

_IRREGULAR = {"mismatch": "mismatches", "match": "matches", "entry": "entries"}


def plural(count: int, noun: str) -> str:
    """``1 player``, ``0 players``, ``3 boards``, ``2 mismatches``."""
    return f"{count} {noun if count == 1 else _IRREGULAR.get(noun, noun + 's')}"
