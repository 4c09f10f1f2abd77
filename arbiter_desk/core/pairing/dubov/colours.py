"""Colour allocation for a Dubov pair (C.04.4.1 (2026) art. 5.2.1–5.2.5)."""

from __future__ import annotations

from arbiter_desk.core.pairing.common.colour import (
    ColourDecision,
    PairColours,
    give_colour,
    history_letters,
    latest_alternation,
)
from arbiter_desk.core.pairing.common.order import is_higher_ranked
from arbiter_desk.core.pairing.dubov.players import DubovPlayer
from arbiter_desk.core.results import Colour


def higher_ranked(a: DubovPlayer, b: DubovPlayer) -> DubovPlayer:
    """Art. 5.2.1: more points, then the smaller TPN (the kit's ranking)."""
    return a if is_higher_ranked(a.score, a.tpn, b.score, b.tpn) else b


def _history_text(p: DubovPlayer) -> str:
    hist = history_letters(p.history)
    return f"{p.tpn}: {hist}, wants {p.preference}"


def allocate_colours(a: DubovPlayer, b: DubovPlayer, initial_colour: Colour) -> ColourDecision:
    """Who plays White, with the rule that decided."""
    pair = PairColours.ranked(a, b, higher_ranked, _history_text)
    high, low, give = pair.high, pair.low, pair.give

    if not a.has_played and not b.has_played:
        # Clar. 21: parity counts only the participants taken into account (late entries not yet arrived
        # have no TPN for this round); the parity number equals the TPN when nobody is left out before it.
        number = high.parity_number
        colour = initial_colour if number % 2 == 1 else initial_colour.opposite
        parity = "odd" if number % 2 == 1 else "even"
        counted = "" if number == high.tpn else f" (counted as {number}: late entries not yet arrived skipped)"
        drawn = "White" if initial_colour is Colour.WHITE else "Black"
        gets = "the initial colour" if colour is initial_colour else "the other one"
        why = (
            f"no game yet for either player: colour by the initial-colour draw ({drawn}); the higher ranked, "
            f"{high.tpn}, has an {parity} TPN{counted} and gets {gets}"
        )
        return give_colour(high, low, colour, "5.2.1", why)
    pa, pb = high.preference, low.preference
    if pa.colour is not pb.colour:
        return give(high, pa.colour, "5.2.2", "both preferences granted")
    if pa.strength != pb.strength:
        stronger = high if pa.strength > pb.strength else low
        return give(stronger, stronger.preference.colour, "5.2.3", f"{stronger.tpn} has the stronger preference")
    alternation = latest_alternation(high.history, low.history)
    if alternation is not None:
        had_high, _ = alternation
        return give(high, had_high.opposite, "5.2.4", "colours alternate from the latest round they differed")
    return give(high, pa.colour, "5.2.5", f"preference of the higher ranked player {high.tpn}")
