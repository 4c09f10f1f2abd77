"""The documented departures of FIDE's tie-break checker from the text, as readings the sweep can recompute.

Each departure (``GACRUX_DEPARTURES.md`` in this folder: article, minimal TRF, both values, why the text
supports the desk) is given here as the *checker's reading* applied to the desk's own computation: a
difference found by the sweep is explained by a departure only when the desk, computing under that reading,
gets exactly the checker's value. Anything else is a difference to fix.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.teams import RoundKind, bye_round
from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks, team_standings
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import parse_trf
from arbiter_desk.formats.trf.team_reader import read_team_trf

if TYPE_CHECKING:
    from tests.core.tiebreaks.gacrux_sweep import Difference


@dataclass(frozen=True, slots=True)
class Departure:
    key: str
    article: str
    reading: Callable[[Tournament], tuple[Tournament, int | None]]
    """The tournament as the checker reads it, and the round of its standings (None: the last paired)."""
    two_game_view: bool = True
    """False: the desk's Double-Swiss view (C.04.5 Preface, readings T2/T3) is not applied."""


def _pad_future_rounds(tournament: Tournament) -> tuple[Tournament, int | None]:
    """D1: every announced round after the last one in the file becomes a zero-point bye (``Z``)."""
    total = tournament.total_rounds or 0
    last = tournament.last_paired_round()
    players = []
    for player in tournament.players:
        extra = tuple(
            RoundEntry(RoundNo(r), None, Colour.NONE, ResultCode.ZERO_BYE)
            for r in range(last + 1, total + 1)
            if player.entry(r) is None
        )
        players.append(replace(player, rounds=player.rounds + extra))
    return tournament.with_players(players), max(total, last)


def _as_is(tournament: Tournament) -> tuple[Tournament, int | None]:
    return tournament, None


DEPARTURES = (
    Departure("D1 future rounds counted as zero-point byes", "C.07 General; art. 15", _pad_future_rounds),
    Departure("D2 Double-Swiss TRF columns read as single games", "C.04.5 Preface", _as_is, two_game_view=False),
    Departure("D1+D2 both", "C.07 General; art. 15; C.04.5 Preface", _pad_future_rounds, two_game_view=False),
)


def explain(diff: Difference) -> str | None:
    """The key of the first departure under whose reading the desk computes the checker's value."""
    if diff.team:
        if diff.without_round_option and _team_values_padded(diff.trf)[diff.tpn][diff.code] == diff.theirs:
            return DEPARTURES[0].key
        return None
    for departure in DEPARTURES:
        if departure.reading is _pad_future_rounds and not diff.without_round_option:
            continue
        values = _values_under(diff.trf, departure, diff.unrated_rating)
        if values is not None and values[diff.tpn][diff.code] == diff.theirs:
            return departure.key
    return None


@lru_cache(maxsize=64)
def _values_under(
    trf: str, departure: Departure, unrated_rating: int | None
) -> dict[int, dict[str, Decimal | None]] | None:
    from tests.core.tiebreaks.gacrux_sweep import INDIVIDUAL_CODES, our_de_places

    tournament = parse_trf(trf)
    if not departure.two_game_view and tournament.info.type_code.strip().upper() != "FIDE_DOUBLESWISS":
        return None
    read, after_round = departure.reading(tournament)
    if not departure.two_game_view:
        read = replace(read, info=replace(read.info, type_code=""))
    codes = [c for c in INDIVIDUAL_CODES if c != "DE"]
    standings = compute_standings(read, ",".join(codes), after_round=after_round, unrated_rating=unrated_rating)
    table = {int(row.tpn): dict(zip(codes, row.values, strict=True)) for row in standings.rows}
    our_de_places(read, table, after_round)
    return table


@lru_cache(maxsize=64)
def _team_values_padded(trf: str) -> dict[int, dict[str, Decimal]]:
    """D1 for a team event: every announced round after the file's last one an absence (``240 Z``)."""
    from tests.core.tiebreaks.gacrux_sweep import TEAM_CODES

    event = read_team_trf(trf).event
    assert event is not None
    last = event.last_paired_round()
    total = max(event.rules.total_rounds or 0, last)
    teams = [
        replace(
            t,
            rounds=t.rounds
            + tuple(
                bye_round(event.rules, r, RoundKind.ABSENT) for r in range(last + 1, total + 1) if t.entry(r) is None
            ),
        )
        for t in event.teams
    ]
    padded = event.with_teams(teams)
    standings = team_standings(padded, parse_team_tiebreaks(",".join(TEAM_CODES)), total)
    return {row.tpn: dict(zip(TEAM_CODES, row.values, strict=True)) for row in standings.rows}
