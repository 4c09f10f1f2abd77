"""Player data the Dubov system pairs with (C.04.4.1 (2026) art. 1.5–1.8, C.04.2 art. 3.4–3.5).

The readings of the clarifications note are marked "clar. N".
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import (
    ColourPreference,
    Strength,
    colour_difference,
    played_colours,
)
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class DubovPlayer:
    """One player as seen by the Dubov pairing of one round."""

    tpn: PairingNumber
    rating: int
    score: Decimal
    """Points before the round (plus acceleration points, if any), used for scoregroups."""
    history: tuple[Colour, ...]
    """Compressed colour history: played games only, oldest first (C.04.2 art. 3.4; clar. 2)."""
    preference: ColourPreference
    aro: int
    games_played: int
    opponents: frozenset[PairingNumber]
    """Opponents met over the board; forfeited games do not count (C.04.2 art. 3.5; clar. 1)."""
    upfloats: int
    upfloated_last_round: bool
    can_get_bye: bool
    """False if C2 excludes the player from the pairing-allocated bye (art. 2.1.2; clar. 6)."""
    is_max_upfloater: bool

    @property
    def has_played(self) -> bool:
        return self.games_played > 0

    @property
    def colour_difference(self) -> int:
        return colour_difference(self.history)


def max_upfloats(total_rounds: int) -> int:
    """MaxT = 2 + floor(Rnds / 5) (art. 1.8.2)."""
    return 2 + total_rounds // 5


def dubov_preference(history: tuple[Colour, ...]) -> ColourPreference:
    """The colour preference of art. 1.6 from a compressed history.

    1.6.1 absolute: colour difference beyond ±1, or the same colour in the last two games; if the two
    tests point different ways the colour difference decides (clar. 19). 1.6.2 strong: difference ±1.
    1.6.3 mild: difference 0, alternate the last game. 1.6.4 no game yet: mild Black.
    """
    if not history:
        return ColourPreference(Colour.BLACK, Strength.MILD)
    diff = colour_difference(history)
    if diff < -1:
        return ColourPreference(Colour.WHITE, Strength.ABSOLUTE)
    if diff > 1:
        return ColourPreference(Colour.BLACK, Strength.ABSOLUTE)
    if len(history) >= 2 and history[-1] is history[-2]:
        return ColourPreference(history[-1].opposite, Strength.ABSOLUTE)
    if diff == -1:
        return ColourPreference(Colour.WHITE, Strength.STRONG)
    if diff == 1:
        return ColourPreference(Colour.BLACK, Strength.STRONG)
    return ColourPreference(history[-1].opposite, Strength.MILD)


def average_rating_of_opponents(ratings: list[int]) -> int:
    """ARO (art. 1.7): mean rating of opponents met over the board, rounded half up; 0 with no game."""
    if not ratings:
        return 0
    # floor(sum / n + 0.5) in integers (clar. 4).
    return (2 * sum(ratings) + len(ratings)) // (2 * len(ratings))


def build_players(tournament: Tournament, round_no: int) -> dict[PairingNumber, DubovPlayer]:
    """Dubov data of every player for pairing ``round_no``, from the rounds before it."""
    by_tpn = tournament.by_tpn
    scores = _scores_by_round(tournament, round_no)
    total_rounds = tournament.total_rounds or round_no
    max_t = max_upfloats(total_rounds)
    win_points = tournament.point_system.win
    result: dict[PairingNumber, DubovPlayer] = {}
    for player in tournament.players:
        entries = player.entries_before(round_no)
        history = played_colours(entries)
        opponents = frozenset(e.opponent for e in entries if e.is_played and e.opponent is not None)
        ratings = [by_tpn[e.opponent].rating for e in entries if e.is_played and e.opponent in by_tpn]
        upfloat_rounds = _upfloat_rounds(player.tpn, entries, scores)
        upfloats = len(upfloat_rounds)
        can_get_bye = not any(
            e.result is ResultCode.PAIRING_BYE
            or (not e.result.is_played and tournament.point_system.points(e.result, e.colour) >= win_points)
            for e in entries
        )
        result[player.tpn] = DubovPlayer(
            tpn=player.tpn,
            rating=player.rating,
            score=scores[round_no][player.tpn],
            history=history,
            preference=dubov_preference(history),
            aro=average_rating_of_opponents(ratings),
            games_played=len(history),
            opponents=opponents,
            upfloats=upfloats,
            upfloated_last_round=(round_no - 1) in upfloat_rounds,
            can_get_bye=can_get_bye,
            is_max_upfloater=upfloats >= max_t,
        )
    return result


def _scores_by_round(tournament: Tournament, last_round: int) -> dict[int, dict[PairingNumber, Decimal]]:
    """Pairing scores at the start of each round 1..last_round (points so far + acceleration of that round)."""
    points = tournament.point_system
    running = {p.tpn: Decimal(0) for p in tournament.players}
    table: dict[int, dict[PairingNumber, Decimal]] = {}
    entries_by_round: dict[int, list[tuple[PairingNumber, Decimal]]] = {}
    for p in tournament.players:
        for e in p.rounds:
            if e.round < last_round:
                entries_by_round.setdefault(e.round, []).append((p.tpn, points.points(e.result, e.colour)))
    for r in range(1, last_round + 1):
        table[r] = {tpn: running[tpn] + tournament.acceleration(tpn, r) for tpn in running}
        for tpn, value in entries_by_round.get(r, []):
            running[tpn] += value
    return table


def _upfloat_rounds(
    tpn: PairingNumber, entries: tuple[RoundEntry, ...], scores: dict[int, dict[PairingNumber, Decimal]]
) -> set[int]:
    """Rounds in which the player met (played or forfeited) an opponent with a higher score (clar. 5)."""
    rounds: set[int] = set()
    for e in entries:
        if e.opponent is None or not e.result.has_opponent or e.round not in scores:
            continue
        own = scores[e.round].get(tpn)
        other = scores[e.round].get(e.opponent)
        if own is not None and other is not None and other > own:
            rounds.add(e.round)
    return rounds
