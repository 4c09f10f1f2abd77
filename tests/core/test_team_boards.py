"""Per-board statistics: games over the board only, C.07 ARO and TPR (table 1 = FIDE rating
regulations 8.1a) per board, forfeits counted apart."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.team_boards import board_statistics
from arbiter_desk.core.teams import RoundKind
from tests.core.pairing.team.builder import Event


def _rated(event: Event, ratings: dict[int, int]):  # type: ignore[no-untyped-def]
    tournament = event.event()
    players = tuple(replace(p, rating=ratings.get(int(p.tpn), p.rating)) for p in tournament.players)
    return replace(tournament, players=players)


def test_games_points_percentage_and_performance_per_board() -> None:
    # team 1 = players 1-4, team 2 = 5-8, team 3 = 9-12; every player rated 2000 unless set
    event = Event(4, boards=4).match(1, 1, 2, "1=0+").match(1, 3, 4, "====").match(2, 3, 1, "0110")
    stats = board_statistics(_rated(event, {5: 2100, 9: 1900}))
    board1 = {line.player: line for line in dict(stats.boards)[1]}
    one = board1[1]  # won against 5 (2100) in round 1, then against 9 (1900) with team 1's result 1 (9 lost)
    assert (one.games, one.points, one.percentage) == (2, Decimal(2), Decimal("100.0"))
    # C.07 ARO: (2100 + 1900) / 2 = 2000; TPR: ARO + dp(1.00) = 2000 + 800
    assert one.average_rating == 2000 and one.performance == 2800
    assert board1[5].performance == 2000 - 800 and board1[5].percentage == Decimal("0.0")


def test_forfeits_are_not_games_and_are_counted_apart() -> None:
    """C.07 ARO/TPR count opponents played over the board; a forfeit is no game (rating regulations)."""
    event = Event(2, boards=2).match(1, 1, 2, "+1").match(2, 2, 1, "-x")
    stats = board_statistics(event.event())
    board1 = {line.player: line for line in dict(stats.boards)[1]}
    first = board1[1]  # + in round 1; round 2 team 2 had board 1 "-": team 1's player 1 won by forfeit
    assert (first.games, first.forfeit_wins, first.forfeit_losses) == (0, 2, 0)
    assert first.percentage is None and first.average_rating is None and first.performance is None
    board2 = {line.player: line for line in dict(stats.boards)[2]}
    assert (board2[2].games, board2[2].points, board2[2].forfeit_losses) == (1, 1, 1)  # "x": both lost


def test_unrated_opponents_count_as_games_but_not_for_the_performance() -> None:
    """C.07 General: an unrated opponent has no rating: left out of ARO and TPR, named apart."""
    event = Event(3, boards=1).match(1, 1, 2, "1").match(2, 1, 3, "0")
    stats = board_statistics(_rated(event, {2: 0, 3: 2200}))
    line = next(x for x in stats.lines() if x.player == 1)
    assert (line.games, line.points, line.unrated_opponents) == (2, Decimal(1), 1)
    assert line.average_rating == 2200 and line.performance == 2200 - 800  # p = 0 / 1 over the rated game


def test_fractional_score_is_rounded_to_the_hundredth_and_mirrored_below_half() -> None:
    """Table 1: p rounded to the hundredth; dp(p) = −dp(1 − p) for p < 0.50 (2 of 3 = 0.67 → 125)."""
    event = Event(4, boards=1).match(1, 1, 2, "1").match(2, 1, 3, "1").match(3, 1, 4, "0")
    line = next(x for x in board_statistics(event.event()).lines() if x.player == 1)
    assert line.performance == 2000 + 125
    loser = next(x for x in board_statistics(event.event()).lines() if x.player == 2)
    assert loser.performance == 2000 - 800


def test_after_round_and_board_order() -> None:
    event = Event(4, boards=2).match(1, 1, 2, "10").match(1, 3, 4, "11").match(2, 1, 3, "==").pab(2, 2)
    event.bye(2, 4, RoundKind.ABSENT)
    stats = board_statistics(event.event(), after_round=1)
    assert stats.after_round == 1 and [k for k, _ in stats.boards] == [1, 2]
    assert all(line.games == 1 for line in stats.lines())
    # board 1 after round 1: winners (100 %) first, by team TPN, then the losers
    assert [line.player for line in dict(stats.boards)[1]] == [1, 5, 3, 7]


def test_a_game_ended_before_a_move_counts_as_played() -> None:
    """team-swiss-trf.md section 2: ``W D L`` are games played (as this program's C.07 ARO / TPR count them)."""
    from arbiter_desk.core.results import Colour, ResultCode
    from arbiter_desk.core.teams import BoardGame, Team, TeamTournament, match_round

    event = Event(2, boards=1).event()
    rules = event.rules
    mine = (BoardGame(1, 1, 2, Colour.WHITE, ResultCode.WIN_UNRATED),)
    theirs = (BoardGame(1, 2, 1, Colour.BLACK, ResultCode.LOSS_UNRATED),)
    rounds = {
        1: match_round(rules, 1, 2, Colour.WHITE, mine, theirs),
        2: match_round(rules, 1, 1, Colour.BLACK, theirs, mine),
    }
    teams = tuple(Team(t, f"Team {t}", (t,), rounds=(rounds[t],)) for t in (1, 2))
    stats = board_statistics(TeamTournament(rules=rules, teams=teams, players=event.players))
    line = next(x for x in stats.lines() if x.player == 1)
    assert (line.games, line.points, line.performance) == (1, Decimal(1), 2000 + 800)
