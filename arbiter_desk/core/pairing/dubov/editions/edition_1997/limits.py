"""Who may meet whom under the 1997 text (art. 2.1, 2.3, 2.4) and the colours of a pair (art. 3).

E17: a pair is possible only if some colour allocation keeps both players within 2.3 (|W-B| <= 2) and 2.4 (not
three times in a row); art. 3 chooses only among the allowed allocations. On the kit: a player allowed one colour
has it as "absolute" colour (two such players with the same colour cannot meet); a player allowed neither (only
after an irregular history) meets nobody. Prohibited pairs (TRF 260) come from the kit as for every system.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import ColourDecision, give_colour, latest_alternation
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import Player97, aro_text
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


class Legality1997(Legality):
    """2.1, 2.3/2.4 (E17) and prohibited pairs for the players of one round."""

    def __init__(self, players: Mapping[PairingNumber, Player97], tournament: Tournament, round_no: int) -> None:
        forced = {tpn: (next(iter(p.allowed)) if len(p.allowed) == 1 else None) for tpn, p in players.items()}
        super().__init__(players, tournament, round_no, forced)
        self._stuck = frozenset(tpn for tpn, p in players.items() if not p.allowed)

    def can_meet(self, a: PairingNumber, b: PairingNumber) -> bool:
        if a in self._stuck or b in self._stuck:
            return False
        return super().can_meet(a, b)

    def surely_completable(self, tpns: Sequence[PairingNumber], margin: int = 0) -> bool:
        if self._stuck and not self._stuck.isdisjoint(tpns):
            return False
        return super().surely_completable(tpns, margin)

    def why_not(self, a: PairingNumber, b: PairingNumber) -> str:
        if a in self._stuck or b in self._stuck:
            return "1997 art. 2.3/2.4: no colour is left to one of them"
        bar = self.bar(a, b)
        if bar is None:
            return ""
        return {
            "rematch": "1997 art. 2.1: they have played each other",
            "colour": "1997 art. 2.3/2.4: both may only have the same colour",
        }.get(bar.value, "prohibited pair (tournament rules, TRF 260)")


def _imbalance(p: Player97, colour: Colour) -> int:
    return abs(p.whites_minus_blacks + (1 if colour is Colour.WHITE else -1))


def allocate_colours_1997(a: Player97, b: Player97) -> ColourDecision:
    """Art. 3 in descending priority, among the allocations 2.3/2.4 allow (E17-E20)."""
    data = f"({a.describe()}; {b.describe()})"
    options = [c for c in (Colour.WHITE, Colour.BLACK) if c in a.allowed and c.opposite in b.allowed]
    if len(options) == 1:
        return give_colour(a, b, options[0], "1997 art. 2.3/2.4", f"the only allocation the limits allow {data}")
    if a.due is not b.due:
        return give_colour(a, b, a.due, "1997 art. 3, indent 1", f"both get their due colour {data}")
    # E18: the allocation after which the two colour counts are less unbalanced in sum.
    a_gets_due = _imbalance(a, a.due) + _imbalance(b, a.due.opposite)
    b_gets_due = _imbalance(a, a.due.opposite) + _imbalance(b, a.due)
    if a_gets_due != b_gets_due:
        colour = a.due if a_gets_due < b_gets_due else a.due.opposite
        return give_colour(a, b, colour, "1997 art. 3, indent 2", f"equalises the numbers of Whites and Blacks {data}")
    alternation = latest_alternation(a.history, b.history)
    if alternation is not None:  # E19
        had_a, _ = alternation
        return give_colour(
            a, b, had_a.opposite, "1997 art. 3, indent 3", f"colours alternate from the latest difference {data}"
        )
    if a.aro != b.aro:
        higher = a if a.aro > b.aro else b
        other = b if higher is a else a
        return give_colour(
            higher,
            other,
            Colour.WHITE,
            "1997 art. 3, indent 4",
            f"White to the higher ARO ({aro_text(higher.aro)}) {data}",
        )
    if a.rating != b.rating:
        lower = a if a.rating < b.rating else b
        other = b if lower is a else a
        return give_colour(
            lower, other, Colour.WHITE, "1997 art. 3, indent 5", f"White to the lower R ({lower.rating}) {data}"
        )
    later = a if a.tpn > b.tpn else b  # E20
    other = b if later is a else a
    return give_colour(
        later, other, Colour.WHITE, "1997 art. 3, indent 5", f"equal ARO and R: White to the larger TPN (E20) {data}"
    )
