"""The criteria a candidate pairing of a score bracket is judged by (1992 B1–B6, A8; R10, R12, R13).

A *level* (R12) says which relative criteria are still in force: all; B6 dropped for downfloats (1992 C9); B5
too (C9); B6 dropped for upfloats (C10); B5 too (C10); then x raised by 1, 2, … (C11) with every float criterion
dropped.  A dropped criterion is not restored for the same p (R12).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.floats import Float
from arbiter_desk.core.pairing.rating_1992.players import Player92, compatible, conflict
from arbiter_desk.core.results import Colour

_DROPS = (
    "all criteria B1-B6 (1992 B)",
    "B6 dropped for downfloats (1992 C9)",
    "B6 and B5 dropped for downfloats (1992 C9)",
    "B6 dropped for upfloats too (1992 C10)",
    "B6 and B5 dropped for every float (1992 C10)",
)


@dataclass(frozen=True, slots=True)
class Level:
    """R12: how many float criteria are dropped (0–4) and by how much x was raised (1992 C11)."""

    drop: int
    inc: int

    @property
    def label(self) -> str:
        if self.inc:
            return f"x raised by {self.inc} (1992 C11), B5/B6 dropped"
        return _DROPS[self.drop]


def levels(max_inc: int) -> list[Level]:
    """R12's order of relaxations for one p."""
    return [Level(d, 0) for d in range(5)] + [Level(4, i) for i in range(1, max_inc + 1)]


def x_of(group: Sequence[Player92]) -> int:
    """1992 A8 (R13): x = b − q if b > w, else w − q; q = half the group rounded up; 0 if negative."""
    w = sum(1 for p in group if p.preference is Colour.WHITE)
    b = sum(1 for p in group if p.preference is Colour.BLACK)
    q = (len(group) + 1) // 2
    return max(0, (b - q) if b > w else (w - q))


class Judge:
    """Judges pairs and moved-down players of one bracket (score ``score``) against a level."""

    def __init__(self, players: dict[PairingNumber, Player92]) -> None:
        self.players = players
        self._compat: dict[tuple[int, int], bool] = {}

    def compatible(self, a: PairingNumber, b: PairingNumber) -> bool:
        """1992 B1a, B2."""
        key = (a, b) if a < b else (b, a)
        found = self._compat.get(key)
        if found is None:
            found = compatible(self.players[a], self.players[b])
            self._compat[key] = found
        return found

    def conflict(self, a: PairingNumber, b: PairingNumber) -> bool:
        """R13: a pair that cannot fulfil both colour preferences (1992 B4)."""
        return conflict(self.players[a], self.players[b])

    def pair_ok(self, a: PairingNumber, b: PairingNumber, level: Level) -> bool:
        """B1a, B2 and, while in force, B5/B6 for the upfloat of the lower-scored player (R10 b)."""
        if not self.compatible(a, b):
            return False
        pa, pb = self.players[a], self.players[b]
        if pa.score == pb.score or level.drop >= 4:
            return True
        low = pb if pa.score > pb.score else pa
        if not low.colour_rules_apply:
            return True
        if low.last_float is Float.UP:
            return False
        return not (level.drop < 3 and low.float_before is Float.UP)

    def down_ok(self, tpn: PairingNumber, score: Decimal, level: Level) -> bool:
        """B5/B6 for the downfloat of a resident moved down or given the bye (R10 b, R24); moved-down players
        are judged once, in the bracket that moved them (R10)."""
        p = self.players[tpn]
        if p.score != score or not p.colour_rules_apply or level.drop >= 2:
            return True
        if p.last_float is Float.DOWN:
            return False
        return not (level.drop < 1 and p.float_before is Float.DOWN)

    def bye_ok(self, tpn: PairingNumber) -> bool:
        """1992 B1b (R3)."""
        return self.players[tpn].can_get_bye
