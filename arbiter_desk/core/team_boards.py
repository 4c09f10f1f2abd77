"""Per-board statistics of a team event (C.04.6): for every board number, each player who sat on it.

For board k, a player's line counts the matches of the rounds shown in which the player was lined up on board k
(``core.teams.BoardGame``; a board left unoccupied has no player and is not counted):

* **Games** – games played over the board (``ResultCode.is_played``: 1 = 0 and the TRF ``W D L`` of games
  ended before a move, team-swiss-trf.md section 2). Forfeits (``+`` / ``-``) are *not* games: C.07 (2026)
  counts ARO and TPR over "opponents played over the board", and the FIDE rating regulations rate only
  games played (a forfeit is not rated). They are counted apart (``forfeit_wins``, ``forfeit_losses``).
* **Points** – the points of those games, 1 / ½ / 0; **percentage** = points / games × 100 (none without a
  game).
* **ARO** – C.07 ARO: the average rating of the opponents of those games, rounded .5 up; opponents without a
  rating are left out (and named in ``unrated_opponents``), as C.07 "General" gives unrated players no
  rating unless one was published.
* **Performance** – C.07 TPR (the 2026 summary, table 1 = FIDE rating regulations 8.1a): ARO + dp(p), with
  p = points / games over the *rated* games only (the same games as the ARO), p rounded to the hundredth;
  dp(p) = −dp(1 − p) below 0.50. None without a rated game. A player's own rating plays no part.

Readings chosen here (the shared texts say nothing on board statistics): a player lined up on several boards
during the event has one line per board; the lines of a board are ordered by percentage (higher first), then
more games, then higher performance, then the team's TPN and the player's start rank — an order for reading,
not a prize rule (competitions fix their own minimum of games and criterion).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import HALF, ONE, ZERO
from arbiter_desk.core.teams import BoardGame, RoundKind, TeamTournament
from arbiter_desk.core.tiebreaks.breakdown import round_half_up
from arbiter_desk.core.tiebreaks.fide_tables import dp, round_fraction


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One player's record on one board."""

    board: int
    player: int
    """Start rank (``001``)."""
    team: int
    """Team pairing number."""
    games: int
    points: Decimal
    rated_games: int
    rated_points: Decimal
    rating_sum: int
    forfeit_wins: int = 0
    forfeit_losses: int = 0
    unrated_opponents: int = 0

    @property
    def percentage(self) -> Decimal | None:
        """Points / games × 100, to one decimal (None without a game over the board)."""
        if not self.games:
            return None
        return (self.points * 100 / self.games).quantize(Decimal("0.1"))

    @property
    def average_rating(self) -> int | None:
        """C.07 ARO over the rated opponents, rounded .5 up (None without a rated game)."""
        if not self.rated_games:
            return None
        return int(round_half_up(Decimal(self.rating_sum) / self.rated_games))

    @property
    def performance(self) -> int | None:
        """C.07 TPR: ARO + dp(p), p = points / games over the rated games (None without one)."""
        aro = self.average_rating
        if aro is None:
            return None
        return aro + dp(round_fraction(self.rated_points / self.rated_games))


@dataclass(frozen=True, slots=True)
class BoardStatistics:
    """Every board's lines, board 1 first, after ``after_round``."""

    after_round: int
    boards: tuple[tuple[int, tuple[BoardLine, ...]], ...]

    def lines(self) -> Iterator[BoardLine]:
        for _, lines in self.boards:
            yield from lines


def _points(result: ResultCode) -> Decimal:
    if result.is_win:
        return ONE
    if result.is_draw:
        return HALF
    return ZERO


class _Tally:
    def __init__(self) -> None:
        self.games = self.rated_games = self.rating_sum = 0
        self.forfeit_wins = self.forfeit_losses = self.unrated = 0
        self.points = self.rated_points = ZERO

    def add(self, game: BoardGame, ratings: dict[int, int]) -> None:
        if game.result is ResultCode.FORFEIT_WIN:
            self.forfeit_wins += 1
        elif game.result is ResultCode.FORFEIT_LOSS:
            self.forfeit_losses += 1
        if not game.result.is_played:
            return
        points = _points(game.result)
        self.games += 1
        self.points += points
        rating = ratings.get(game.opponent, 0) if game.opponent is not None else 0
        if rating:
            self.rated_games += 1
            self.rated_points += points
            self.rating_sum += rating
        else:
            self.unrated += 1


def board_statistics(event: TeamTournament, after_round: int | None = None) -> BoardStatistics:
    """The per-board lines of ``event`` over rounds 1 … ``after_round`` (default: every round in it)."""
    last = event.last_paired_round() if after_round is None else after_round
    ratings = {int(p.tpn): p.rating for p in event.players}
    tallies: dict[tuple[int, int, int], _Tally] = {}
    for team in event.teams:
        for entry in team.rounds:
            if entry.kind is not RoundKind.MATCH or entry.round > last:
                continue
            for game in entry.boards:
                if game.player is not None:
                    tallies.setdefault((game.board, team.tpn, game.player), _Tally()).add(game, ratings)
    lines = [
        BoardLine(
            board,
            player,
            team,
            t.games,
            t.points,
            t.rated_games,
            t.rated_points,
            t.rating_sum,
            t.forfeit_wins,
            t.forfeit_losses,
            t.unrated,
        )
        for (board, team, player), t in tallies.items()
    ]

    def order(line: BoardLine) -> tuple[object, ...]:
        pct = line.percentage
        perf = line.performance
        return (pct is None, -(pct or ZERO), -line.games, perf is None, -(perf or 0), line.team, line.player)

    numbers = sorted({line.board for line in lines})
    return BoardStatistics(
        last, tuple((k, tuple(sorted((x for x in lines if x.board == k), key=order))) for k in numbers)
    )
