"""Colours of a match (C.04.5 (2026) art. 4): who plays game 1 with White (art. 4.4), by 4.3.1–4.3.5.

* 4.2: the HRP has the higher score, or the same score and the smaller TPN.
* 4.3.1 "both players have yet to play a match": neither has a colour yet (D12); the HRP gets the
  initial-colour with an odd TPN, the opposite with an even one — the TPN being the parity number (D21).
* 4.3.2: White to the player with fewer Whites.
* 4.3.3 with its Note (C.04.2 art. 3.4): the two colour histories are right-aligned, unplayed matches moved to
  the front, and compared from the latest match back (D13); both colours alternate from the most recent
  position where one had White and the other Black.
* 4.3.4 / 4.3.5: alternate the HRP's last colour, else the opponent's.
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.colour import ColourDecision, give_colour
from arbiter_desk.core.pairing.double_swiss.players import DSPlayer
from arbiter_desk.core.results import Colour


def higher_ranked(a: DSPlayer, b: DSPlayer) -> tuple[DSPlayer, DSPlayer]:
    """(HRP, other) by art. 4.2."""
    return (a, b) if (-a.score, a.tpn) < (-b.score, b.tpn) else (b, a)


def allocate_colours(a: DSPlayer, b: DSPlayer, initial: Colour) -> ColourDecision:
    """Art. 4.3 for the pair ``a``–``b``: the scheduled game-1 colours."""
    hrp, other = higher_ranked(a, b)
    if not hrp.colours and not other.colours:
        colour = initial if hrp.parity_number % 2 else initial.opposite
        return give_colour(
            hrp, other, colour, "4.3.1", f"first match of both; HRP {hrp.tpn} number {hrp.parity_number}"
        )
    if hrp.whites != other.whites:
        fewer = hrp if hrp.whites < other.whites else other
        return give_colour(
            hrp,
            other,
            Colour.WHITE if fewer is hrp else Colour.BLACK,
            "4.3.2",
            f"{fewer.tpn} has fewer Whites ({hrp.tpn}: {hrp.whites}, {other.tpn}: {other.whites})",
        )
    for offset in range(1, min(len(hrp.colours), len(other.colours)) + 1):
        mine, theirs = hrp.colours[-offset], other.colours[-offset]
        if mine is not theirs:
            return give_colour(hrp, other, mine.opposite, "4.3.3", f"alternate from {offset} match(es) back")
    if hrp.colours:
        return give_colour(hrp, other, hrp.colours[-1].opposite, "4.3.4", f"HRP {hrp.tpn} alternates")
    return give_colour(hrp, other, other.colours[-1], "4.3.5", f"{other.tpn} alternates")
