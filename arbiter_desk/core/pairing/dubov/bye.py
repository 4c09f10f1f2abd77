"""The pairing-allocated bye (C.04.4.1 (2026) art. 3.1; C.04.1 art. 3–4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.byes import PabExclusion, first_pab_candidate
from arbiter_desk.core.pairing.dubov.legality import Legality
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.pairing.explain import ByeExplanation
from arbiter_desk.core.scoring import format_points


@dataclass(frozen=True, slots=True)
class ByeChoice:
    player: PairingNumber
    explanation: ByeExplanation


def bye_order_key(p: DubovPlayer) -> tuple[object, ...]:
    """3.1.3 lowest score, 3.1.4 most games played over the board (clar. 8), 3.1.5 largest TPN."""
    return (p.score, -p.games_played, -p.tpn)


def choose_bye(players: Sequence[DubovPlayer], legality: Legality) -> ByeChoice:
    """The player who gets the pairing-allocated bye among ``players`` (an odd number of them).

    3.1.1 the player has had neither the bye nor an unplayed win (C2, C.04.1 art. 4); 3.1.2 the others can all
    be paired respecting C1 and C3 (clar. 8); then 3.1.3–3.1.5 in that order. The kit walks the order.
    """
    ordered = sorted(players, key=bye_order_key)
    tpns = [p.tpn for p in players]
    found = first_pab_candidate(ordered, legality, tpns)
    if found is not None:
        excluded = [(tpn, _EXCLUSION_TEXT[why]) for tpn, why in found.excluded]
        candidate = found.participant
        rule, reason = _deciding_rule(candidate, ordered[found.index + 1 :], excluded)
        return ByeChoice(candidate.tpn, ByeExplanation(candidate.tpn, rule, reason, tuple(excluded)))
    eligible = [p.tpn for p in ordered if p.can_receive_pab]
    raise NoValidPairingError(
        "no player can receive the pairing-allocated bye (C.04.4.1 art. 3.1): "
        + (
            "nobody is eligible under C2"
            if not eligible
            else f"the eligible players ({', '.join(map(str, eligible))}) each leave the others unpairable"
        ),
        tuple(tpns),
    )


_EXCLUSION_TEXT = {
    PabExclusion.INELIGIBLE: "art. 3.1.1 (C2): already had the bye or an unplayed win",
    PabExclusion.BLOCKS_COMPLETION: "art. 3.1.2 (C4): the others could not all be paired",
}


def _deciding_rule(
    chosen: DubovPlayer, later: Sequence[DubovPlayer], excluded: list[tuple[PairingNumber, str]]
) -> tuple[str, str]:
    if any("3.1.2" in why for _, why in excluded):
        return "3.1.2", "the first eligible player whose absence lets all others be paired"
    rivals = [p for p in later if p.can_receive_pab]
    if not rivals:
        return "3.1.1", "the only player eligible for the bye (C2)"
    nxt = rivals[0]
    if nxt.score != chosen.score:
        return "3.1.3", f"lowest score among eligible players ({format_points(chosen.score)})"
    if nxt.games_played != chosen.games_played:
        return "3.1.4", f"most games played among the lowest ({chosen.games_played})"
    return "3.1.5", "largest TPN among equals"
