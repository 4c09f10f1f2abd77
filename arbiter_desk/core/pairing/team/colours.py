"""Colour allocation (C.04.6 (2026) art. 4): which team has White on the first board.

* 4.2 first-team: higher primary score, then higher secondary score (unless the rules use none), then the
  smaller TPN.
* 4.3.1 "both teams have yet to play a match": neither has a colour (T18); the first-team gets the
  initial-colour when its parity number (T24, T26) is odd, the opposite when even.
* 4.3.2 / 4.3.3 / 4.3.4 (Type B) preferences; 4.3.5 White to the lower CD.
* 4.3.6 with its Note (C.04.2 art. 3.4): the played colours right-aligned, compared from the latest back (T19).
* 4.3.7 the first-team's preference; 4.3.8 / 4.3.9 alternate the first-team's, else the other's, last colour.
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.colour import ColourDecision, give_colour
from arbiter_desk.core.pairing.team.state import TeamState
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import PreferenceType


def first_team(a: TeamState, b: TeamState, use_secondary: bool) -> tuple[TeamState, TeamState]:
    """(first-team, other) by art. 4.2."""

    def key(t: TeamState) -> tuple[object, ...]:
        return (-t.score, -t.secondary if use_secondary else 0, t.tpn)

    return (a, b) if key(a) < key(b) else (b, a)


def allocate_colours(
    a: TeamState, b: TeamState, initial: Colour, kind: PreferenceType, use_secondary: bool
) -> ColourDecision:
    """Art. 4.3 for the pair ``a``–``b``."""
    first, other = first_team(a, b, use_secondary)
    pf, po = first.preference, other.preference
    if not first.colours and not other.colours:
        colour = initial if first.parity_number % 2 else initial.opposite
        return give_colour(first, other, colour, "4.3.1", f"first match of both; first-team {first.tpn} odd/even")
    if pf.exists != po.exists:
        wanting, pref = (first, pf) if pf.exists else (other, po)
        colour = pref.colour if wanting is first else pref.colour.opposite
        return give_colour(first, other, colour, "4.3.2", f"only {wanting.tpn} has a preference ({pref})")
    if pf.exists and pf.colour is not po.colour:
        return give_colour(first, other, pf.colour, "4.3.3", "opposite preferences granted")
    if kind is PreferenceType.B and pf.exists and pf.strong != po.strong:
        colour = pf.colour if pf.strong else po.colour.opposite
        strong = first if pf.strong else other
        return give_colour(first, other, colour, "4.3.4", f"only {strong.tpn} has a strong preference")
    if first.cd != other.cd:
        colour = Colour.WHITE if first.cd < other.cd else Colour.BLACK
        return give_colour(first, other, colour, "4.3.5", f"White to the lower CD ({first.cd} vs {other.cd})")
    for back in range(1, min(len(first.colours), len(other.colours)) + 1):
        mine, theirs = first.colours[-back], other.colours[-back]
        if mine is not theirs:
            return give_colour(first, other, mine.opposite, "4.3.6", f"alternate from {back} played match(es) back")
    if pf.exists:
        return give_colour(first, other, pf.colour, "4.3.7", f"first-team {first.tpn} preference ({pf})")
    if first.colours:
        return give_colour(first, other, first.colours[-1].opposite, "4.3.8", f"first-team {first.tpn} alternates")
    return give_colour(first, other, other.colours[-1], "4.3.9", f"{other.tpn} alternates")
