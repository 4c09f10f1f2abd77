"""The pairing-allocated bye of the Burstein system (C.04.4.2 (2026) art. 3.1), assigned before any bracket
(art. 1.9.2).

3.1.1 [C2] eligibility; 3.1.2 the others can all be paired under [C1] and [C3] (B12); then 3.1.3 the lowest
(pairing) score, 3.1.4 the most games played over the board (B10), 3.1.5 the lowest ranking by art. 1.8: the
lowest Buchholz, then the lowest Sonneborn-Berger, then the largest TPN (B11).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.byes import PabExclusion, first_pab_candidate
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.explain import ByeExplanation
from arbiter_desk.core.scoring import format_points


@dataclass(frozen=True, slots=True)
class ByeChoice:
    player: BursteinPlayer
    explanation: ByeExplanation


def pab_order_key(p: BursteinPlayer) -> tuple[Decimal, int, tuple[Decimal, Decimal, int]]:
    """3.1.3–3.1.5: lowest score, most games, lowest ranking first."""
    b, sb, tpn = p.rank
    return (p.score, -p.games_played, (-b, -sb, -tpn))


def choose_bye(to_pair: Sequence[BursteinPlayer], legality: Legality) -> ByeChoice | None:
    """The PAB assignee, or None if nobody can take it and leave a complete pairing."""
    ordered = sorted(to_pair, key=pab_order_key)
    found = first_pab_candidate(ordered, legality, [p.tpn for p in to_pair])
    if found is None:
        return None
    chosen = found.participant
    excluded = tuple(
        (
            tpn,
            "had a PAB or an unplayed win ([C2], art. 3.1.1)"
            if why is PabExclusion.INELIGIBLE
            else "the others could not all be paired ([C4], art. 3.1.2)",
        )
        for tpn, why in found.excluded
    )
    eligible = [p for p in ordered[found.index :] if p.can_receive_pab]
    rule, reason = _deciding_rule(chosen, eligible)
    return ByeChoice(chosen, ByeExplanation(chosen.tpn, rule, reason, excluded))


def _deciding_rule(chosen: BursteinPlayer, others: Sequence[BursteinPlayer]) -> tuple[str, str]:
    rivals = [p for p in others if p.tpn != chosen.tpn]
    score = format_points(chosen.score)
    if not rivals or all(p.score != chosen.score for p in rivals):
        return "3.1.3", f"lowest score ({score}) among those who may take it"
    same = [p for p in rivals if p.score == chosen.score]
    if all(p.games_played != chosen.games_played for p in same):
        return "3.1.4", f"most games played ({chosen.games_played}) among those with {score}"
    return "3.1.5", f"lowest ranking (art. 1.8: {chosen.index.short()}, TPN {chosen.tpn}) among those with {score}"
