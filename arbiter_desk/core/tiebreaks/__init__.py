"""FIDE tie-breaks (C.07, Play-off and Tie-break Regulations, 2026 edition; the 2024 edition selectable).

One module per tie-break family, a registry by MTB26 code, and the unplayed-round rules of art. 15–16:

- ``codes``: MTB26 codes and modifiers, parsing and writing lists (``BH/C1,BH,SB,DE``);
- ``unplayed`` and ``context``: round records, art. 16 categories, scores as an opponent, the dummy;
- ``own_results`` (WIN WON BPG BWG PS REP STD TPN RTNG), ``buchholz`` (BH FB AOB SB), ``koya`` (KS),
  ``ratings`` (ARO TPR PTP APRO APPO), ``direct_encounter`` (DE);
- ``cuts``: Cut-n / Median-n with the voluntary-unplayed-round rule; ``breakdown``: how a value was made.

The standings that use them are in :mod:`arbiter_desk.core.standings`.
"""

from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec, format_tiebreaks, parse_tiebreaks
from arbiter_desk.core.tiebreaks.context import TieBreakContext
from arbiter_desk.core.tiebreaks.direct_encounter import EncounterSplit, split_by_direct_encounter
from arbiter_desk.core.tiebreaks.registry import (
    TIEBREAKS,
    TieBreakDefinition,
    compute_tiebreak,
    find_tiebreak,
    format_value,
    sort_key,
)
from arbiter_desk.core.tiebreaks.unplayed import Category, Edition

__all__ = [
    "TIEBREAKS",
    "Breakdown",
    "Category",
    "Edition",
    "EncounterSplit",
    "Term",
    "TieBreakContext",
    "TieBreakDefinition",
    "TieBreakSpec",
    "compute_tiebreak",
    "find_tiebreak",
    "format_tiebreaks",
    "format_value",
    "parse_tiebreaks",
    "sort_key",
    "split_by_direct_encounter",
]
