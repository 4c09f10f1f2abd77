"""Round-robin tie-break rules (C.07; checklist Q103, Q105): Buchholz family refused, players who completed
fewer than half of their games left out of the standings, a round robin known by record 192 or 092 only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_round_robin
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreaks.codes import parse_tiebreaks
from arbiter_desk.core.tiebreaks.round_robin import (
    ROUND_ROBIN_TIEBREAKS,
    is_round_robin,
    left_out,
    offered,
)
from arbiter_desk.core.tournament import Tournament, TournamentInfo


def _six() -> Tournament:
    options = GeneratorOptions(players=6, rounds=99, seed=11)
    return generate_round_robin(find_system("round-robin"), options, 1, False)


def _withdrawn_after(tournament: Tournament, tpn: int, played: int) -> Tournament:
    """``tpn`` plays his first ``played`` rounds, then forfeits every game (a withdrawal)."""
    players = []
    for p in tournament.players:
        rounds = []
        for e in p.rounds:
            if e.round > played and e.opponent is not None and tpn in (p.tpn, e.opponent):
                e = replace(e, result=ResultCode.FORFEIT_LOSS if p.tpn == tpn else ResultCode.FORFEIT_WIN)
            rounds.append(e)
        players.append(replace(p, rounds=tuple(rounds)))
    return tournament.with_players(players)


def test_a_round_robin_is_named_by_record_192_or_092_never_by_its_size() -> None:
    assert is_round_robin(_six())
    assert is_round_robin(Tournament(info=TournamentInfo(tournament_type="Round-robin")))
    assert not is_round_robin(replace(_six(), info=TournamentInfo(tournament_type="Swiss", type_code="FIDE_DUTCH")))


@pytest.mark.parametrize("code", ["BH", "BH/C1", "FB", "AOB", "AOB/F"])
def test_buchholz_fore_buchholz_and_aob_are_refused_in_a_round_robin(code: str) -> None:
    """C.07: Buchholz is not for round robins; FB and AOB are built on it (Q105)."""
    assert not offered(code, round_robin=True) and offered(code, round_robin=False)
    with pytest.raises(InvalidInputError, match="not used in a round robin"):
        compute_standings(_six(), f"SB,{code}")


def test_every_round_robin_tiebreak_of_q104_is_computed() -> None:
    standings = compute_standings(_six(), ",".join(ROUND_ROBIN_TIEBREAKS))
    assert [s.to_mtb() for s in standings.tiebreaks] == [s.to_mtb() for s in parse_tiebreaks(ROUND_ROBIN_TIEBREAKS)]
    assert all(offered(code, round_robin=True) for code in ROUND_ROBIN_TIEBREAKS)


def test_fewer_than_half_of_the_games_completed_leaves_a_player_out() -> None:
    """Q103: player 6 played 2 of his 5 games: not ranked, listed last with "–"; with 3 of 5 he is ranked."""
    two = _withdrawn_after(_six(), 6, 2)
    assert left_out(two) == {6}
    standings = compute_standings(two, "DE,SB")
    last = standings.rows[-1]
    assert last.tpn == 6 and last.left_out and standings.table()[-1][0] == "–"
    assert all(not row.left_out for row in standings.rows[:-1])
    three = _withdrawn_after(_six(), 6, 3)
    assert left_out(three) == frozenset()
    assert not any(row.left_out for row in compute_standings(three, "DE,SB").rows)


def test_a_swiss_leaves_nobody_out() -> None:
    swiss = replace(_withdrawn_after(_six(), 6, 1), info=TournamentInfo(type_code="FIDE_DUTCH"))
    assert left_out(swiss) == frozenset()


def test_the_round_off_scores_nothing_and_counts_as_no_game() -> None:
    options = GeneratorOptions(players=5, rounds=99, seed=3)
    five = generate_round_robin(find_system("round-robin"), options, 1, False)
    off = [e for p in five.players for e in p.rounds if e.result is ResultCode.PAIRING_BYE]
    assert len(off) == 5 and all(isinstance(e, RoundEntry) and e.opponent is None for e in off)
    assert sum(five.score(p.tpn) for p in five.players) == 10  # 10 games, 1 point each
