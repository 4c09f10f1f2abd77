"""FIDE's "Swiss System Based on Rating" as approved by the 1992 General Assembly (a historical text).

Readings of ``rating-1992-clarifications.md`` are marked "R<n>"; articles are the 1992 text's own ("1992 B.4").
"""

from arbiter_desk.core.pairing.rating_1992.system import Rating1992System

__all__ = ["Rating1992System"]
