"""Colour allocation for a Burstein pair (C.04.4.2 (2026) art. 5).

Readings: 5.2.1 applies in any round to two players without a played game (B23); "higher ranked" in 5.2.1 and
5.2.5 is the art. 1.8 order (index, then TPN; scores ignored, B23); a player without a game has no preference
and the opponent's is granted (1.5.4), which is 5.2.2 "grant both"; 5.2.4 walks both compressed histories back
from the latest game (B21); parity uses the parity number (B19).
"""

from __future__ import annotations

from arbiter_desk.core.pairing.burstein.players import BursteinPlayer
from arbiter_desk.core.pairing.common.colour import ColourDecision, PairColours, history_letters, latest_alternation
from arbiter_desk.core.results import Colour


def higher_ranked(a: BursteinPlayer, b: BursteinPlayer) -> BursteinPlayer:
    """Art. 1.8: the higher index, then the smaller TPN."""
    return a if a.rank < b.rank else b


def _history_text(p: BursteinPlayer) -> str:
    hist = history_letters(p.history)
    wants = "no preference" if p.preference is None else f"wants {p.preference}"
    return f"{p.tpn}: {hist}, {wants}"


def allocate_colours(a: BursteinPlayer, b: BursteinPlayer, initial_colour: Colour) -> ColourDecision:
    """Who plays White, with the rule of art. 5.2 that decided."""
    pair = PairColours.ranked(a, b, higher_ranked, _history_text)
    high, low, give = pair.high, pair.low, pair.give

    pa, pb = high.preference, low.preference
    if pa is None and pb is None:
        number = high.parity_number
        colour = initial_colour if number % 2 == 1 else initial_colour.opposite
        parity = "odd" if number % 2 == 1 else "even"
        counted = "" if number == high.tpn else f" (counted as {number}: late entries not yet arrived skipped)"
        drawn = "White" if initial_colour is Colour.WHITE else "Black"
        gets = "the initial colour" if colour is initial_colour else "the other one"
        why = (
            f"no game yet for either player: colour by the initial-colour draw ({drawn}); the higher ranked "
            f"(art. 1.8), {high.tpn}, has an {parity} TPN{counted} and gets {gets}"
        )
        return give(high, colour, "5.2.1", why)
    if pa is None or pb is None:
        assert pb is not None or pa is not None
        who = low if pa is None else high
        pref = who.preference
        assert pref is not None
        return give(who, pref.colour, "5.2.2", f"{who.tpn}'s preference granted; the other has none (art. 1.5.4)")
    if pa.colour is not pb.colour:
        return give(high, pa.colour, "5.2.2", "both preferences granted")
    if pa.strength != pb.strength:
        stronger = high if pa.strength > pb.strength else low
        pref = stronger.preference
        assert pref is not None
        return give(stronger, pref.colour, "5.2.3", f"{stronger.tpn} has the stronger preference")
    alternation = latest_alternation(high.history, low.history)
    if alternation is not None:
        had_high, _ = alternation
        return give(high, had_high.opposite, "5.2.4", "colours alternate from the latest round they differed")
    return give(high, pa.colour, "5.2.5", f"preference of the higher ranked player {high.tpn} (art. 1.8)")


def loses_preference(a: BursteinPlayer, b: BursteinPlayer) -> bool:
    """[C8] (B17): one of the pair does not get his preference exactly when both prefer the same colour."""
    pa, pb = a.preference, b.preference
    return pa is not None and pb is not None and pa.colour is pb.colour
