"""The tie-breaks' names in words (C.07 (2026)), for the screens and the printed legends in any language.

The MTB26 codes themselves (BH, SB, ARO, …) stay as FIDE writes them; their long names and the words of the
modifiers are messages (``Text``) the edges render in the arbiter's or the sheet's language. A code the table does
not know keeps the English name its registry gives.
"""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.registry import find_tiebreak

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


def meaning_parts(spec: TieBreakSpec) -> tuple[Text | str, ...]:
    """What an MTB26 code means, name first and then each modifier: ``BH/C1`` → (Buchholz, Cut-1); the edges
    join the parts, rendered, with ", "."""
    parts: list[Text | str] = [INDIVIDUAL_NAMES.get(spec.code) or find_tiebreak(spec.code).name]
    if spec.cut:
        parts.append(tr("Cut-{count}", count=spec.cut))
    if spec.median:
        parts.append(tr("Median-{count}", count=spec.median))
    if spec.limit is not None:
        parts.append(tr("limit {limit}", limit=f"{spec.limit:+d}"))
    if spec.played:
        parts.append(tr("forfeits as played"))
    if spec.fore:
        parts.append(tr("Fore Buchholz"))
    if spec.reverse:
        parts.append(tr("reversed"))
    return tuple(parts)
