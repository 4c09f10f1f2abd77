"""The tie-breaks' names in the arbiter's language, for the pickers of Settings and New tournament (C.07 (2026)).

The MTB26 codes themselves (BH, SB, ARO, …) stay as FIDE writes them; only their long names and the words of the
modifiers are translated. A code the table does not know is shown with the English name its registry gives.
"""

from __future__ import annotations

from arbiter_desk.core.tiebreaks import TieBreakSpec, find_tiebreak
from arbiter_desk.core.tiebreaks.names import INDIVIDUAL_NAMES, TEAM_NAMES, meaning_parts
from arbiter_desk.ui.common.wording import shown, t

__all__ = [
    "INDIVIDUAL_NAMES",
    "TEAM_NAMES",
    "cut_words",
    "individual_meaning",
    "individual_name",
    "median_words",
    "team_name",
]


def individual_name(code: str) -> str:
    """``BH`` → ``Buchholz`` in the arbiter's language."""
    return shown(INDIVIDUAL_NAMES.get(code) or find_tiebreak(code).name)


def team_name(code: str, english: str) -> str:
    """A team code's name in the arbiter's language (``english`` for a code the table lacks)."""
    return shown(TEAM_NAMES.get(code, english))


def cut_words(count: int) -> str:
    return t("Cut-{count}", count=count)


def median_words(count: int) -> str:
    return t("Median-{count}", count=count)


def individual_meaning(spec: TieBreakSpec) -> str:
    """What an MTB26 code means in words, modifiers included: ``BH/C1`` → ``Buchholz, Cut-1``."""
    return ", ".join(shown(part) for part in meaning_parts(spec))
