"""The tie-breaks' names in the arbiter's language, for the pickers of Settings and New tournament (C.07 (2026)).

The MTB26 codes themselves (BH, SB, ARO, …) stay as FIDE writes them; only their long names and the words of the
modifiers are translated. A code the table does not know is shown with the English name its registry gives.
"""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks import TieBreakSpec, find_tiebreak
from arbiter_desk.ui.wording import shown, t

INDIVIDUAL_NAMES: dict[str, Text] = {
    "DE": tr("Direct encounter"),
    "WIN": tr("Rounds won"),
    "WON": tr("Games won over the board"),
    "BPG": tr("Games played with Black"),
    "BWG": tr("Games won with Black"),
    "PS": tr("Progressive score"),
    "REP": tr("Rounds elected to play"),
    "STD": tr("Standard points"),
    "TPN": tr("Tournament pairing number"),
    "RTNG": tr("Rating"),
    "BH": tr("Buchholz"),
    "FB": tr("Fore Buchholz"),
    "AOB": tr("Average of opponents' Buchholz"),
    "SB": tr("Sonneborn-Berger"),
    "KS": tr("Koya system"),
    "ARO": tr("Average rating of opponents"),
    "TPR": tr("Tournament performance rating"),
    "PTP": tr("Perfect tournament performance"),
    "APRO": tr("Average performance rating of opponents"),
    "APPO": tr("Average perfect performance of opponents"),
}
"""C.07 individual tie-breaks by MTB26 code (TRF-2026 record 202)."""

TEAM_NAMES: dict[str, Text] = {
    "MP": tr("match points"),
    "GP": tr("game points"),
    "BH:MP": tr("Buchholz of match points (the opponents' match points)"),
    "BH:GP": tr("Buchholz of game points (the opponents' game points)"),
    "SB:MP": tr("Sonneborn-Berger of match points (opponent's MP × MP earned against it)"),
    "SB:GP": tr("Sonneborn-Berger of game points (opponent's GP × GP scored against it)"),
    "EMGSB": tr("extended SB: opponent's match points × game points scored against it"),
    "EGMSB": tr("extended SB: opponent's game points × match points earned against it"),
    "TPN": tr("team pairing number, ascending"),
}
"""C.07 team tie-breaks by the codes of ``core/tiebreaks/teams.py``."""


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
    parts = [individual_name(spec.code)]
    if spec.cut:
        parts.append(cut_words(spec.cut))
    if spec.median:
        parts.append(median_words(spec.median))
    if spec.limit is not None:
        signed = f"{spec.limit:+d}"
        parts.append(t("limit {limit}", limit=signed))
    if spec.played:
        parts.append(t("forfeits as played"))
    if spec.fore:
        parts.append(t("Fore Buchholz"))
    if spec.reverse:
        parts.append(t("reversed"))
    return ", ".join(parts)
