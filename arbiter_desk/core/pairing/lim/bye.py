"""The pairing-allocated bye of a Lim round (C.04.4.3 (2026) art. 1.1, 7.1; C.04.1 art. 3–4).

L17: the player with the lowest rank (largest pairing number) in the lowest scoregroup who may have it
(C.04.1 art. 4: no earlier pairing-allocated bye, no round won without playing); if every player of that
scoregroup is barred, the next scoregroup up. In round 1 the lowest rated player (art. 7.1; ties: the larger
pairing number). No look-ahead: the Lim text has no completion rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.explain import ByeExplanation
from arbiter_desk.core.pairing.lim.players import LimPlayer
from arbiter_desk.core.scoring import format_points


def choose_bye(players: Sequence[LimPlayer], round_no: int) -> ByeExplanation:
    """The pairing-allocated bye among ``players`` (an odd number of them)."""
    excluded: list[tuple[PairingNumber, str]] = []
    for score in sorted({p.score for p in players}):
        group = [p for p in players if p.score == score]
        if round_no == 1:
            group.sort(key=lambda p: (p.rating, -p.tpn))
            order = "the lowest rated player (art. 7.1)"
        else:
            group.sort(key=lambda p: -p.tpn)
            order = "the lowest ranked player (art. 1.1)"
        for p in group:
            if p.can_get_bye:
                rule = "7.1" if round_no == 1 else "1.1"
                reason = f"{order} of the lowest scoregroup ({format_points(score)}) who may have it"
                if excluded:
                    reason += "; the players passed over are barred by C.04.1 art. 4"
                return ByeExplanation(p.tpn, rule, reason, tuple(excluded))
            excluded.append((p.tpn, "C.04.1 art. 4: already had the bye or a round won without playing"))
    raise NoValidPairingError(
        "no player may receive the pairing-allocated bye (C.04.1 art. 4)", tuple(p.tpn for p in players)
    )
