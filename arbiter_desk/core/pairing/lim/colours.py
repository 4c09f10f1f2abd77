"""Colours of a Lim pair (C.04.4.3 (2026) art. 5.1–5.6, 7.2), in the order of reading L18.

1. Legality (5.1.1, 5.1.2, 5.3): if only one allocation keeps both players within the limits, it is used.
2. L19 / 7.2: neither player has played: the higher ranked player gets the initial colour if their effective
   pairing number is odd, the other colour if even.
3. Both due colours (L3) granted when they differ; a player without games takes the other's due colour.
4. 5.4: the histories, walked back from the last played game (right-aligned, C.04.2 art. 3.4), decide: at the
   latest game where one had White and the other Black, each gets the colour they did not have.
5. Identical histories: at the median or above the higher ranked, below the median the lower ranked player
   gets the alternate colour, or in even-numbered rounds the equalising colour (5.4, 5.6).
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.colour import ColourDecision, PairColours, history_letters, latest_alternation
from arbiter_desk.core.pairing.lim.players import LimPlayer, colour_name
from arbiter_desk.core.results import Colour


def higher_ranked(a: LimPlayer, b: LimPlayer) -> LimPlayer:
    """L26: more points, then the smaller pairing number."""
    return a if (a.score, -a.tpn) > (b.score, -b.tpn) else b


def fits(a: LimPlayer, b: LimPlayer) -> bool:
    """5.2, L14: both players get their due colour against each other (a player due no colour has none to
    miss, and the other's due colour is granted, L18).
    """
    da, db = a.due, b.due
    return da is None or db is None or da is not db


def due_other(floater: LimPlayer, candidate: LimPlayer) -> bool:
    """3.8, L11: the candidate "is due the alternate colour" of the floater's due colour. A player with no
    played game is due no colour (L3), so is not such a candidate; a floater due no colour takes the first
    available player.
    """
    return floater.due is None or (candidate.due is not None and candidate.due is not floater.due)


def _history(p: LimPlayer) -> str:
    hist = history_letters(p.history)
    return f"{p.tpn}: {hist}, due {colour_name(p.due)}"


def _equalising(p: LimPlayer) -> Colour:
    diff = p.colour_difference
    if diff > 0:
        return Colour.BLACK
    if diff < 0:
        return Colour.WHITE
    return p.history[-1].opposite


def allocate_colours(
    a: LimPlayer, b: LimPlayer, initial: Colour, round_no: int, median_or_above: bool
) -> ColourDecision:
    """Who plays White in the pair ``a``–``b`` of ``round_no``, and the rule that decided."""
    pair = PairColours.ranked(a, b, higher_ranked, _history)
    high, low, give = pair.high, pair.low, pair.give

    high_white = high.allowed(Colour.WHITE) and low.allowed(Colour.BLACK)
    low_white = low.allowed(Colour.WHITE) and high.allowed(Colour.BLACK)
    if high_white != low_white:
        return give(
            high,
            Colour.WHITE if high_white else Colour.BLACK,
            "5.1.1/5.1.2",
            "the only allocation without a colour three times in succession or three more of one colour",
        )
    if not high.has_played and not low.has_played:
        odd = high.number % 2 == 1
        colour = initial if odd else initial.opposite
        return give(
            high,
            colour,
            "7.2",
            f"neither has played; higher ranked {high.tpn} is #{high.number} ({'odd' if odd else 'even'}) "
            f"on the list of players taken into account",
        )
    if high.due is not None and low.due is not None and high.due is not low.due:
        return give(high, high.due, "5.1", "both get their due colour")
    if low.due is None and high.due is not None:
        return give(high, high.due, "5.1", f"{high.tpn} gets the due colour; {low.tpn} has not played")
    if high.due is None and low.due is not None:
        return give(low, low.due, "5.1", f"{low.tpn} gets the due colour; {high.tpn} has not played")
    alternation = latest_alternation(high.history, low.history)
    if alternation is not None:
        had_high, _ = alternation
        return give(high, had_high.opposite, "5.4", "both due the same colour; the earlier colours decide")
    chosen = high if median_or_above else low
    where = "at or above the median: the higher ranked" if median_or_above else "below the median: the lower ranked"
    if round_no % 2 == 0:
        return give(chosen, _equalising(chosen), "5.4/5.6", f"identical histories; {where} {chosen.tpn} equalises")
    return give(chosen, chosen.history[-1].opposite, "5.4", f"identical histories; {where} {chosen.tpn} alternates")
