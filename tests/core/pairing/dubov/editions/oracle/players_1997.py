"""Dubov 1997, the data of art. 1 and the limitations of art. 2 for one round, read from the text.

Readings: E2 (played games), E3 (colour history of played games), E4 (exact ARO, 0 without games), E5 (no game:
due Black), E9 (2.2: ``U + F`` bar the bye), E11 (transferred = paired against more points), E12 (last round =
XXR), E13 (2.5 limits), E17 (2.3/2.4 restrict art. 3).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .event import PLAYED, Event

W, B = "w", "b"


def other(colour: str) -> str:
    return B if colour == W else W


@dataclass(frozen=True, slots=True)
class P97:
    tpn: int
    r: int
    score: Fraction
    hist: tuple[str, ...]
    aro: Fraction
    met: frozenset[int]
    bye_barred: bool
    transfers: int
    transferred_last: bool

    @property
    def diff(self) -> int:
        """Whites minus Blacks of the played games."""
        return self.hist.count(W) - self.hist.count(B)

    @property
    def due(self) -> str:
        """Art. 1: more Blacks -> White, more Whites -> Black, equal -> the other colour of the previous game
        (E3: the last played game); no game: Black (E5)."""
        if self.diff < 0:
            return W
        if self.diff > 0:
            return B
        if not self.hist:
            return B
        return other(self.hist[-1])

    def may_have(self, colour: str) -> bool:
        """2.3: |Whites - Blacks| stays within 2; 2.4: not the same colour three times in a row (played, E3)."""
        d = self.diff + (1 if colour == W else -1)
        if abs(d) > 2:
            return False
        return not (len(self.hist) >= 2 and self.hist[-1] == self.hist[-2] == colour)


def player(event: Event, tpn: int, round_no: int) -> P97:
    earlier = [b for b in event.blocks[tpn] if b.round < round_no]
    games = [b for b in earlier if b.result in PLAYED and b.opponent is not None]
    opp_ratings = [event.ratings[b.opponent] for b in games if b.opponent is not None]
    aro = Fraction(sum(opp_ratings), len(opp_ratings)) if opp_ratings else Fraction(0)
    ups = [
        b.round
        for b in earlier
        if b.opponent is not None
        and b.result in PLAYED | {"+", "-"}
        and event.points(b.opponent, b.round) > event.points(tpn, b.round)
    ]
    return P97(
        tpn=tpn,
        r=event.ratings[tpn],
        score=event.points(tpn, round_no),
        hist=tuple(b.colour for b in games),
        aro=aro,
        met=frozenset(b.opponent for b in games if b.opponent is not None),
        bye_barred=any(b.result in ("U", "+", "F") for b in earlier),
        transfers=len(ups),
        transferred_last=(round_no - 1) in ups,
    )


def allocations(a: P97, b: P97) -> list[tuple[int, int]]:
    """(White, Black) allocations 2.3/2.4 allow (E17); a pair with none, or who met (2.1), is impossible."""
    if b.tpn in a.met or a.tpn in b.met:
        return []
    out = []
    if a.may_have(W) and b.may_have(B):
        out.append((a.tpn, b.tpn))
    if a.may_have(B) and b.may_have(W):
        out.append((b.tpn, a.tpn))
    return out


def colours(a: P97, b: P97) -> tuple[int, int, str]:
    """Art. 3 among the allowed allocations (E17), descending priority; returns White, Black and the indent."""
    options = allocations(a, b)
    assert options, f"{a.tpn}-{b.tpn} cannot be paired"
    if len(options) == 1:
        return (*options[0], "2.3/2.4")
    a_white, a_black = (a.tpn, b.tpn, "indent 1"), (b.tpn, a.tpn, "indent 1")
    if a.due != b.due:  # both get their due colour
        return a_white if a.due == W else a_black
    # E18: equalise = the smaller sum of |W - B| after the game
    sum_a_white = abs(a.diff + 1) + abs(b.diff - 1)
    sum_a_black = abs(a.diff - 1) + abs(b.diff + 1)
    if sum_a_white != sum_a_black:
        return _by(a_white if sum_a_white < sum_a_black else a_black, "indent 2")
    # E19: alternate at the latest difference of the right-aligned played histories
    for back in range(1, min(len(a.hist), len(b.hist)) + 1):
        if a.hist[-back] != b.hist[-back]:
            return _by(a_white if a.hist[-back] == B else a_black, "indent 3")
    if a.aro != b.aro:  # White to the higher ARO
        return _by(a_white if a.aro > b.aro else a_black, "indent 4")
    if a.r != b.r:  # White to the lower R
        return _by(a_white if a.r < b.r else a_black, "indent 5")
    return _by(a_white if a.tpn > b.tpn else a_black, "E20")


def _by(choice: tuple[int, int, str], rule: str) -> tuple[int, int, str]:
    return choice[0], choice[1], rule
