"""The C.04.1 (2026) basic rules checked on any pairing of a round, e.g. one the arbiter edits (C.04.2 art. 4.4).

Absolute (the desk refuses): art. 2 no rematch (only played games count, C.04.2 art. 3.5); prohibited pairs
(TRF 260/XXP, an absolute criterion like a rematch); art. 4 no PAB for a participant who already had one or
scored a win's points without playing. Colour limits (the desk warns, since each system may have exceptions):
art. 6 colour difference beyond ±2, art. 7 the same colour three times in a row (played games only, C.04.2
art. 3.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.common.colour import colour_difference, colour_limit_breaks, played_colours
from arbiter_desk.core.pairing.common.legality import prohibited_pairs
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


class BreakKind(StrEnum):
    REMATCH = "rematch"
    PROHIBITED = "prohibited"
    PAB = "pab"
    COLOUR_DIFFERENCE = "colour-difference"
    SAME_COLOUR = "same-colour"


_ARTICLE = {
    BreakKind.REMATCH: "C.04.1 art. 2",
    BreakKind.PROHIBITED: "prohibited pair (TRF 260)",
    BreakKind.PAB: "C.04.1 art. 4",
    BreakKind.COLOUR_DIFFERENCE: "C.04.1 art. 6",
    BreakKind.SAME_COLOUR: "C.04.1 art. 7",
}


@dataclass(frozen=True, slots=True)
class RuleBreak:
    """One break of a basic rule; the caller words it with names."""

    kind: BreakKind
    players: tuple[PairingNumber, ...]
    round: RoundNo | None = None
    """PAB: the earlier round that bars it."""
    value: int = 0
    """Colour difference after the round."""

    @property
    def is_absolute(self) -> bool:
        return self.kind in (BreakKind.REMATCH, BreakKind.PROHIBITED, BreakKind.PAB)

    @property
    def article(self) -> str:
        return _ARTICLE[self.kind]


def basic_rule_breaks(
    tournament: Tournament,
    round_no: int,
    boards: Sequence[tuple[PairingNumber, PairingNumber]],
    bye: PairingNumber | None,
) -> tuple[RuleBreak, ...]:
    """The basic-rule breaks of pairing ``round_no`` as ``boards`` (White, Black) and ``bye``."""
    by_tpn = tournament.by_tpn
    found: list[RuleBreak] = []
    members = {t for pair in boards for t in pair}
    forbidden = prohibited_pairs(tournament, round_no, members)
    for white, black in boards:
        history = by_tpn[white].entries_before(round_no)
        met = any(e.is_played and e.opponent == black for e in history) or any(
            e.is_played and e.opponent == white for e in by_tpn[black].entries_before(round_no)
        )
        if met:
            found.append(RuleBreak(BreakKind.REMATCH, (white, black)))
        if frozenset((white, black)) in forbidden:
            found.append(RuleBreak(BreakKind.PROHIBITED, (white, black)))
        for tpn, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
            colours = played_colours(by_tpn[tpn].entries_before(round_no))
            for article in colour_limit_breaks(colours, colour):
                if article == "6":
                    value = colour_difference((*colours, colour))
                    found.append(RuleBreak(BreakKind.COLOUR_DIFFERENCE, (tpn,), value=value))
                else:
                    found.append(RuleBreak(BreakKind.SAME_COLOUR, (tpn,)))
    if bye is not None:
        points = tournament.point_system
        for e in by_tpn[bye].entries_before(round_no):
            unplayed_win = not e.is_played and points.points(e.result, e.colour) >= points.win
            if e.result is ResultCode.PAIRING_BYE or unplayed_win:
                found.append(RuleBreak(BreakKind.PAB, (bye,), round=e.round))
                break
    return tuple(found)
