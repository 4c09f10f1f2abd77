"""Each team's state before a round (C.04.6 (2026) art. 1.2–1.7, 2.1; readings T3, T5, T7, T9, T10, T16–T18,
T24, T26).

* Scores (art. 1.2): primary and secondary, summed over the rounds before (T8).
* Opponents for [C1]: matches actually played only (T3; C.04.2 art. 3.5).
* [C2]: no PAB, no match won by forfeit (T5), no ``240 F`` bye (T7).
* Matches played (art. 3.4.3): actually played (T10).
* Floater in the previous round (art. 1.5, T9): a played match against a team of another primary score at the
  start of that round.
* Colours (art. 1.6): the first-board colour of played matches, oldest first — the history compressed as
  C.04.2 art. 3.4 says (rounds without a colour moved to the front, T19), CD = Whites − Blacks.
* Colour preference (art. 1.7.1 Type A, 1.7.2 Type B with T16 and T17).
* Parity number of art. 4.3.1 (T24, T26): the TPN's rank among the teams taken into account.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from arbiter_desk.core.results import Colour
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.teams import PreferenceType, RoundKind, TeamRules, TeamScore, TeamTournament


class Strength(StrEnum):
    NONE = ""
    MILD = "mild"
    STRONG = "strong"
    SIMPLE = "simple"
    """Type A (1.7.1): one strength only."""


@dataclass(frozen=True, slots=True)
class Preference:
    colour: Colour
    strength: Strength

    @property
    def exists(self) -> bool:
        return self.colour is not Colour.NONE

    @property
    def strong(self) -> bool:
        return self.strength is Strength.STRONG

    def __str__(self) -> str:
        if not self.exists:
            return "no preference"
        return f"{self.strength.value} {'White' if self.colour is Colour.WHITE else 'Black'}"


NO_PREFERENCE = Preference(Colour.NONE, Strength.NONE)


@dataclass(frozen=True, slots=True)
class TeamState:
    """One team as the pairing of one round sees it."""

    tpn: int
    score: Decimal
    """Primary score (art. 1.2)."""
    secondary: Decimal
    """Secondary score (art. 4.2.2); 0 when the rules use none."""
    opponents: frozenset[int]
    can_receive_pab: bool
    matches_played: int
    floated_last_round: bool
    colours: tuple[Colour, ...]
    preference: Preference
    parity_number: int
    present: bool

    @property
    def whites(self) -> int:
        return sum(1 for c in self.colours if c is Colour.WHITE)

    @property
    def cd(self) -> int:
        """Art. 1.6.2."""
        return 2 * self.whites - len(self.colours)


def colour_preference(colours: tuple[Colour, ...], kind: PreferenceType, last_round: bool) -> Preference:
    """Art. 1.7.1 (Type A) / 1.7.2 (Type B) from the played colours, oldest first."""
    if not colours:
        return NO_PREFERENCE  # 1.7.2.5 "yet to play a match"; 1.7.1.3
    cd = 2 * sum(1 for c in colours if c is Colour.WHITE) - len(colours)
    last_two = colours[-2:] if len(colours) >= 2 else ()
    strong_kind = Strength.SIMPLE if kind is PreferenceType.A else Strength.STRONG
    if cd < -1 or (cd in (0, -1) and last_two == (Colour.BLACK, Colour.BLACK)):
        return Preference(Colour.WHITE, strong_kind)  # 1.7.1.1 / 1.7.2.1
    if cd > 1 or (cd in (0, 1) and last_two == (Colour.WHITE, Colour.WHITE)):
        return Preference(Colour.BLACK, strong_kind)  # 1.7.1.2 / 1.7.2.2
    if kind is PreferenceType.A:
        return NO_PREFERENCE  # 1.7.1.3
    if cd == -1:
        return Preference(Colour.WHITE, Strength.MILD)  # 1.7.2.3 read as CD −1 (T16)
    if cd == 1:
        return Preference(Colour.BLACK, Strength.MILD)  # 1.7.2.4
    if not last_round:  # CD 0: 1.7.2.3 / 1.7.2.4 ; the last round: 1.7.2.5
        return Preference(colours[-1].opposite, Strength.MILD)
    return NO_PREFERENCE


def build_states(event: TeamTournament, round_no: int) -> dict[int, TeamState]:
    """Every team's state for pairing ``round_no``; ``present`` = to be paired (no ``240``/absence, T23)."""
    rules: TeamRules = event.rules
    primary = rules.primary
    running: dict[int, Decimal] = {t.tpn: ZERO for t in event.teams}
    start_prev: dict[int, Decimal] = dict(running)
    for r in range(1, round_no):
        if r == round_no - 1:
            start_prev = dict(running)
        for t in event.teams:
            e = t.entry(r)
            if e is not None:
                running[t.tpn] += e.match_points if primary is TeamScore.MATCH_POINTS else e.game_points
    present = {t.tpn: t.entry(round_no) is None for t in event.teams}
    # T26: a team never paired before and absent now has no TPN yet.
    counted = sorted(
        t.tpn for t in event.teams if present[t.tpn] or any(r.is_paired for r in t.rounds_before(round_no))
    )
    parity = {tpn: rank for rank, tpn in enumerate(counted, start=1)}
    last_round = rules.is_last_round(round_no)
    states: dict[int, TeamState] = {}
    for t in event.teams:
        before = t.rounds_before(round_no)
        played = [r for r in before if r.kind is RoundKind.MATCH and r.played]
        colours = tuple(r.colour for r in played)
        prev = t.entry(round_no - 1)
        floated = (
            prev is not None
            and prev.kind is RoundKind.MATCH
            and prev.played
            and prev.opponent is not None
            and start_prev.get(prev.opponent, ZERO) != start_prev[t.tpn]
        )
        secondary = ZERO if rules.secondary is None else t.score(rules.secondary, round_no)
        states[t.tpn] = TeamState(
            tpn=t.tpn,
            score=running[t.tpn],
            secondary=secondary,
            opponents=frozenset(r.opponent for r in played if r.opponent is not None),
            can_receive_pab=not any(r.kind in (RoundKind.PAB, RoundKind.FULL_BYE) or r.won_by_forfeit for r in before),
            matches_played=len(played),
            floated_last_round=floated,
            colours=colours,
            preference=colour_preference(colours, rules.preference_type, last_round),
            parity_number=parity.get(t.tpn, t.tpn),
            present=present[t.tpn],
        )
    return states
