"""Which games of a player count for a norm, and the best norm they give (B.01 art. 1.4.1–1.4.2).

- 1.4.2 c: games decided by forfeit (or anything but play over the board) never count; neither do byes. A game
  of less than one move (TRF W/D/L) is not a rated game and is left out with them.
- 1.4.2 b: in a round robin, games against an unrated opponent who scored nothing against rated opponents.
- 1.4.1 c: in a nine-round event, eight games count as a nine-game norm when the ninth round was a forfeit win or
  the pairing-allocated bye. The desk judges those eight opponents against the nine-game minimums and the
  eight-game maximums, the stricter of the two readings, so it never reports a norm FIDE would refuse.
- 1.4.1 e: in a Swiss event, games after a norm was reached may be left out (not in round robins, whose
  pairings are fixed in advance).
- 1.4.1 f: games against opponents the player beat may be left out, as long as at least nine games remain and
  the mix still holds (in a round robin the complete event must also be able to give the norm: the desk drops
  wins there only when the full set already meets the title and federation mix).

Of every set that makes the norm, the desk keeps the one with the most games, then the best performance.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from decimal import Decimal
from itertools import combinations

from arbiter_desk.core.norms.mix import NormCheck, NormGame, check_norm
from arbiter_desk.core.norms.regulations import DP_TABLE, MIN_GAMES, THRESHOLDS, UNRATED_RATING, NormTitle
from arbiter_desk.core.player import Player, Sex, Title
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament

_POINTS = {ResultCode.WIN: Decimal(1), ResultCode.DRAW: Decimal("0.5"), ResultCode.LOSS: Decimal(0)}

_NOT_A_GAME = {
    ResultCode.PAIRING_BYE: "pairing-allocated bye, no game (1.4.2 c)",
    ResultCode.FULL_BYE: "full-point bye, no game (1.4.2 c)",
    ResultCode.HALF_BYE: "half-point bye, no game (1.4.2 c)",
    ResultCode.ZERO_BYE: "absent, no game (1.4.2 c)",
    ResultCode.FORFEIT_WIN: "won by forfeit (1.4.2 c)",
    ResultCode.FORFEIT_LOSS: "lost by forfeit (1.4.2 c)",
    ResultCode.WIN_UNRATED: "game of less than one move, not rated (1.4.2 c)",
    ResultCode.DRAW_UNRATED: "game of less than one move, not rated (1.4.2 c)",
    ResultCode.LOSS_UNRATED: "game of less than one move, not rated (1.4.2 c)",
}

MAX_LEFT_OUT_WINS = 6
"""At most this many wins are tried for leaving out (1.4.1 f): a 15-round event keeps the search under 10,000
sets per title; nobody needs to leave out more to reach a norm."""


def norm_titles(player: Player) -> tuple[NormTitle, ...]:
    """The norm titles worth judging for ``player``: not one they hold, nor one below a title they hold in the
    same ladder; the women's titles only for women (1.4)."""
    held = player.title
    titles = []
    if held is not Title.GM:
        titles.append(NormTitle.GM)
    if held not in (Title.GM, Title.IM):
        titles.append(NormTitle.IM)
    if player.sex is Sex.FEMALE and held not in (Title.GM, Title.WGM):
        titles.append(NormTitle.WGM)
    if player.sex is Sex.FEMALE and held not in (Title.GM, Title.IM, Title.WGM, Title.WIM):
        titles.append(NormTitle.WIM)
    return tuple(titles)


def norm_rating(player: Player) -> int:
    """The rating that counts for norms: the FIDE rating; 0 (unrated) for a provisional pairing rating."""
    return 0 if player.rating_is_provisional else player.rating


def counted_games(
    tournament: Tournament, player: Player, after_round: int, round_robin: bool
) -> tuple[tuple[NormGame, ...], tuple[tuple[int, str], ...]]:
    """The games that may count (in round order) and the rounds that do not, with why (1.4.2)."""
    games: list[NormGame] = []
    left: list[tuple[int, str]] = []
    for entry in player.rounds:
        if entry.round > after_round:
            continue
        if entry.result not in _POINTS or entry.opponent is None:
            left.append((entry.round, _NOT_A_GAME.get(entry.result, "no game")))
            continue
        opponent = tournament.player(entry.opponent)
        if round_robin and _unrated_scoring_nothing(tournament, opponent, after_round):
            left.append((entry.round, f"{opponent.name} unrated and scored nothing against rated players (1.4.2 b)"))
            continue
        games.append(
            NormGame(
                entry.round, int(opponent.tpn), opponent.name, opponent.title, opponent.federation,
                norm_rating(opponent), _POINTS[entry.result],
            )
        )  # fmt: skip
    return tuple(games), tuple(left)


def last_round_forfeit(tournament: Tournament, player: Player, last_round: int) -> NormGame | None:
    """1.4.2 c: when the opponent of the last round forfeits and the player needed that game for the count, the
    norm still counts if it holds with that game lost: the opponent as a lost game, None when not the case."""
    entry = player.entry(last_round)
    if entry is None or entry.result is not ResultCode.FORFEIT_WIN or entry.opponent is None:
        return None
    o = tournament.player(entry.opponent)
    return NormGame(entry.round, int(o.tpn), o.name, o.title, o.federation, norm_rating(o), Decimal(0))


def _unrated_scoring_nothing(tournament: Tournament, opponent: Player, after_round: int) -> bool:
    if norm_rating(opponent):
        return False
    for entry in opponent.rounds:
        if entry.round > after_round or entry.opponent is None or entry.result not in _POINTS:
            continue
        if norm_rating(tournament.player(entry.opponent)) and _POINTS[entry.result] > 0:
            return False
    return True


def nine_round_exception(total_rounds: int | None, games: int, left: Iterable[tuple[int, str]]) -> bool:
    """1.4.1 c: a nine-round event, eight games, and the round without a game a forfeit win or the PAB."""
    reasons = [why for _, why in left]
    return (
        total_rounds == 9
        and games == MIN_GAMES - 1
        and len(reasons) == 1
        and reasons[0] in (_NOT_A_GAME[ResultCode.FORFEIT_WIN], _NOT_A_GAME[ResultCode.PAIRING_BYE])
    )


def best_norm(
    title: NormTitle,
    player: Player,
    games: tuple[NormGame, ...],
    left: tuple[tuple[int, str], ...],
    total_rounds: int | None,
    round_robin: bool,
    exemption: str = "",
    last_forfeit: NormGame | None = None,
) -> NormCheck:
    """The norm check to show: the best set of games that makes the norm, else the check of every game.
    ``last_forfeit``: the opponent who forfeited the last round, as a lost game (see ``last_round_forfeit``)."""
    federation = player.federation
    full = check_norm(title, federation, games, exemption)
    if full.made:
        return full  # every other set has fewer games
    if last_forfeit is not None and len(games) + 1 == MIN_GAMES:
        lost = check_norm(title, federation, (*games, last_forfeit), exemption)
        if lost.made:
            return _with_note(lost, "the last round's forfeit win counted as a loss, and the norm holds (1.4.2 c)")
    if nine_round_exception(total_rounds, len(games), left):
        eight = check_norm(title, federation, games, exemption, counts_as=MIN_GAMES)
        return _with_note(eight, "8 games count as 9: the other round was a forfeit win or the bye (1.4.1 c)")
    if round_robin and not _mix_holds(full):
        return full
    candidates: list[NormCheck] = []
    prefixes = [len(games)] if round_robin else range(len(games), MIN_GAMES - 1, -1)
    for size in prefixes:
        kept = games[:size]
        later = tuple((g.round, "played after the norm was reached (1.4.1 e)") for g in games[size:])
        sieve = _Sieve(title, kept)
        wins = [i for i, g in enumerate(kept) if g.points == 1]
        most = min(size - MIN_GAMES, MAX_LEFT_OUT_WINS, len(wins))
        for drop in range(0, most + 1):
            for dropped in combinations(wins, drop):
                if not later and not dropped:
                    continue
                if not sieve.reaches(dropped):
                    continue
                chosen = tuple(g for i, g in enumerate(kept) if i not in dropped)
                notes = later + tuple(
                    (kept[i].round, f"win against {kept[i].name} left out (1.4.1 f)") for i in dropped
                )
                check = check_norm(title, federation, chosen, exemption, left_out=notes)
                if check.made:
                    candidates.append(check)
    if not candidates:
        return full
    return max(candidates, key=lambda c: (len(c.games), c.performance, -len(c.left_out)))


def _mix_holds(check: NormCheck) -> bool:
    return all(r.met for r in check.requirements if not r.article.startswith("1.4.8"))


def _with_note(check: NormCheck, note: str) -> NormCheck:
    return replace(check, left_out=((0, note), *check.left_out))


class _Sieve:
    """1.4.6–1.4.9 in whole numbers for a set of games less some of them: what ``check_norm`` says of the
    average, the 35 % and the performance, without building the check (a 13-round event tries hundreds of sets
    per player). ``tests/core/norms`` compares it with ``check_norm`` on random sets."""

    def __init__(self, title: NormTitle, games: tuple[NormGame, ...]) -> None:
        self.rules = THRESHOLDS[title]
        self.ratings = [g.rating or UNRATED_RATING for g in games]
        self.halves = [int(g.points * 2) for g in games]
        self.total = sum(self.ratings)
        self.score = sum(self.halves)

    def reaches(self, left_out: tuple[int, ...]) -> bool:
        n = len(self.ratings) - len(left_out)
        if n <= 0:
            return False
        total = self.total - sum(self.ratings[i] for i in left_out)
        lowest = min(r for i, r in enumerate(self.ratings) if i not in left_out)
        if lowest < self.rules.floor:
            total += self.rules.floor - lowest
        halves = self.score - sum(self.halves[i] for i in left_out)
        average = (2 * total + n) // (2 * n)  # 1.4.7 b: 0.5 rounded up
        pct = (100 * halves + n) // (2 * n)  # 1.4.9: 0.5 % rounded up
        return (
            average >= self.rules.average
            and 20 * halves >= 7 * n  # 1.4.8 b: 35 %
            and average + DP_TABLE[pct] >= self.rules.performance
        )
