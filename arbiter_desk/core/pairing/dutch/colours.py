"""Colour allocation of the Dutch system (C.04.3 (2026) art. 5) and the colour tests of [C3], [C10]–[C13].

Readings: 5.2.1 also covers a player without a played game (art. 1.7.4: the opponent's preference is granted);
5.2.2 between an absolute and a weaker preference grants the absolute one, between two absolute ones
(topscorers) the wider colour difference; 5.2.3 walks the compressed histories back (C.04.2 art. 3.4);
5.2.5 uses the TPN parity of clar. 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import Strength, latest_alternation
from arbiter_desk.core.pairing.dutch.state import DutchPlayer
from arbiter_desk.core.results import Colour


@dataclass(frozen=True, slots=True)
class ColourDecision:
    white: PairingNumber
    black: PairingNumber
    rule: str
    reason: str


def higher_ranked(a: DutchPlayer, b: DutchPlayer) -> tuple[DutchPlayer, DutchPlayer]:
    """(higher, lower) by art. 1.2: score, then TPN."""
    return (a, b) if a.rank_key() < b.rank_key() else (b, a)


def _give(player: DutchPlayer, colour: Colour, other: DutchPlayer, rule: str, reason: str) -> ColourDecision:
    if colour is Colour.WHITE:
        return ColourDecision(player.tpn, other.tpn, rule, reason)
    return ColourDecision(other.tpn, player.tpn, rule, reason)


def allocate_colours(a: DutchPlayer, b: DutchPlayer, initial_colour: Colour) -> ColourDecision:
    """Art. 5.2.1–5.2.5 for one pair."""
    pa, pb = a.preference, b.preference
    if pa is None and pb is not None:
        return _give(b, pb.colour, a, "5.2.1", f"{b.tpn}'s {pb} granted; {a.tpn} has no preference (1.7.4)")
    if pb is None and pa is not None:
        return _give(a, pa.colour, b, "5.2.1", f"{a.tpn}'s {pa} granted; {b.tpn} has no preference (1.7.4)")
    if pa is not None and pb is not None:
        if pa.colour is not pb.colour:
            return _give(a, pa.colour, b, "5.2.1", f"both preferences granted ({a.tpn} {pa}, {b.tpn} {pb})")
        if pa.strength is not pb.strength:
            strong, weak = (a, b) if pa.strength > pb.strength else (b, a)
            assert strong.preference is not None
            return _give(
                strong, strong.preference.colour, weak, "5.2.2", f"{strong.tpn}'s {strong.preference} is stronger"
            )
        if pa.strength is Strength.ABSOLUTE and abs(a.colour_difference) != abs(b.colour_difference):
            wide, narrow = (a, b) if abs(a.colour_difference) > abs(b.colour_difference) else (b, a)
            assert wide.preference is not None
            return _give(
                wide,
                wide.preference.colour,
                narrow,
                "5.2.2",
                f"both absolute (topscorers): {wide.tpn} has the wider colour difference {wide.colour_difference:+d}",
            )
    alternation = latest_alternation(a.history, b.history)
    if alternation is not None:
        colour_a, _ = alternation
        return _give(a, colour_a.opposite, b, "5.2.3", "colours alternate from the latest round they differed")
    high, low = higher_ranked(a, b)
    if high.preference is not None:
        return _give(
            high, high.preference.colour, low, "5.2.4", f"higher ranked {high.tpn}'s {high.preference} granted"
        )
    odd = high.parity_rank % 2 == 1
    colour = initial_colour if odd else initial_colour.opposite
    parity = "odd" if odd else "even"
    return _give(high, colour, low, "5.2.5", f"higher ranked {high.tpn} has {parity} TPN: initial colour rule")


def colour_of(decision: ColourDecision, player: DutchPlayer) -> Colour:
    return Colour.WHITE if decision.white == player.tpn else Colour.BLACK


def same_absolute(a: DutchPlayer, b: DutchPlayer) -> bool:
    """Both have an absolute preference for the same colour (art. 1.7.1)."""
    return (
        a.preference is not None
        and b.preference is not None
        and a.absolute
        and b.absolute
        and a.preference.colour is b.preference.colour
    )


def c3_forbids(a: DutchPlayer, b: DutchPlayer) -> bool:
    """[C3]: two non-topscorers with the same absolute colour preference shall not meet.

    Reading: a pair with at least one topscorer (only in the last round, clar. 11) is allowed.
    """
    return same_absolute(a, b) and not (a.topscorer or b.topscorer)


def c12_loses(a: DutchPlayer, b: DutchPlayer) -> int:
    """[C12]: players of the pair who do not get their colour preference (0 or 1)."""
    pa, pb = a.preference, b.preference
    return int(pa is not None and pb is not None and pa.colour is pb.colour)


def c13_loses(a: DutchPlayer, b: DutchPlayer) -> int:
    """[C13] (clar. 6): both prefer the same colour, both at least strongly."""
    pa, pb = a.preference, b.preference
    return int(
        pa is not None
        and pb is not None
        and pa.colour is pb.colour
        and pa.strength >= Strength.STRONG
        and pb.strength >= Strength.STRONG
    )


def topscorer_colour_faults(a: DutchPlayer, b: DutchPlayer, initial_colour: Colour) -> tuple[int, int]:
    """([C10], [C11]) counts for a pair: topscorers or their opponents who get a colour difference beyond ±2,
    or the same colour three times in a row, with the colours art. 5 gives them.
    """
    if not (a.topscorer or b.topscorer):
        return 0, 0
    decision = allocate_colours(a, b, initial_colour)
    c10 = c11 = 0
    for p in (a, b):
        colour = colour_of(decision, p)
        diff = p.colour_difference + (1 if colour is Colour.WHITE else -1)
        if abs(diff) > 2:
            c10 += 1
        if len(p.history) >= 2 and p.history[-1] is colour and p.history[-2] is colour:
            c11 += 1
    return c10, c11
