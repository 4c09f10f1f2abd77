"""The bye of the 1997 text (art. 4 with 2.2; readings E9, E10, E21).

Candidates: not barred by 2.2 (a whole point without playing before, E9) and whose absence leaves all others
completely pairable (E10). Among them: the lowest score; the lowest R; if the lowest-R players have both due
colours, those due the dominating colour of the whole lowest score group (no filter if tied); the higher ARO;
the largest TPN (E16/E21).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97, aro_text
from arbiter_desk.core.pairing.explain import ByeExplanation
from arbiter_desk.core.scoring import format_points


def choose_bye_1997(players: Sequence[Player97], legality: Legality1997) -> ByeExplanation:
    tpns = [p.tpn for p in players]
    excluded: list[tuple[PairingNumber, str]] = []
    valid: dict[PairingNumber, bool] = {}

    def can_take(p: Player97) -> bool:
        if p.tpn not in valid:
            if not p.can_receive_bye:
                valid[p.tpn] = False
                excluded.append((p.tpn, "1997 art. 2.2: already received a point without playing"))
            elif not legality.can_complete([t for t in tpns if t != p.tpn]):
                valid[p.tpn] = False
                excluded.append((p.tpn, "1997 art. 9 (E10): the others could not all be paired"))
            else:
                valid[p.tpn] = True
        return valid[p.tpn]

    ordered = sorted(players, key=lambda p: (p.score, p.rating, p.tpn))
    first = next((p for p in ordered if can_take(p)), None)
    if first is None:
        raise NoValidPairingError(
            "no player can receive the bye (1997 art. 4 with 2.2; art. 9: the arbiter decides)", tuple(tpns)
        )
    tied = [p for p in ordered if p.score == first.score and p.rating == first.rating and can_take(p)]
    rule, reason = "1997 art. 4", f"lowest score ({format_points(first.score)}), then lowest R ({first.rating})"
    dues = {p.due for p in tied}
    if len(dues) == 2:
        group = Counter(p.due for p in players if p.score == first.score)
        counts = sorted(group.items(), key=lambda kv: -kv[1])
        if len(counts) == 2 and counts[0][1] != counts[1][1]:
            dominating = counts[0][0]
            tied = [p for p in tied if p.due is dominating]
            reason += f"; due the dominating colour of the score group ({dominating})"
    chosen = max(tied, key=lambda p: (p.aro, p.tpn))
    if len(tied) > 1:
        reason += f"; higher ARO ({aro_text(chosen.aro)})"
        if sum(1 for p in tied if p.aro == chosen.aro) > 1:
            reason += ", then the largest TPN (E16)"
    return ByeExplanation(chosen.tpn, rule, reason, tuple(excluded))
