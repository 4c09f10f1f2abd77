"""Tie-breaks of Double-Swiss events (C.04.5 (2026) Preface with C.07 (2026)): readings T1–T3 of
``core/tiebreaks/two_game_rounds.py``."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreaks.two_game_rounds import games_for_tiebreaks
from arbiter_desk.core.tournament import Tournament, TournamentInfo

W, B, N = Colour.WHITE, Colour.BLACK, Colour.NONE
R = ResultCode


def _e(column: int, opponent: int | None, colour: Colour, code: ResultCode) -> RoundEntry:
    return RoundEntry(column, opponent, colour, code)  # type: ignore[arg-type]


def _tournament(rounds: dict[int, list[RoundEntry]]) -> Tournament:
    players = tuple(Player(tpn, f"P{tpn}", rating=2000 - tpn, rounds=tuple(rounds[tpn])) for tpn in sorted(rounds))  # type: ignore[arg-type]
    return Tournament(info=TournamentInfo(type_code="FIDE_DOUBLESWISS"), players=players, total_rounds=4)


# Match round 1: 1-2 (1 forfeits game 1 only, then wins game 2), 3-4 (4 forfeits both: the match ends by
# forfeit), 5 has the PAB. Match round 2: 1-3 played, 2-5 played, 4 absent (Z Z).
EVENT = _tournament(
    {
        1: [_e(1, 2, W, R.FORFEIT_LOSS), _e(2, 2, B, R.WIN), _e(3, 3, W, R.DRAW), _e(4, 3, B, R.DRAW)],
        2: [_e(1, 1, B, R.FORFEIT_WIN), _e(2, 1, W, R.LOSS), _e(3, 5, B, R.WIN), _e(4, 5, W, R.WIN)],
        3: [_e(1, 4, W, R.FORFEIT_WIN), _e(2, 4, B, R.FORFEIT_WIN), _e(3, 1, B, R.DRAW), _e(4, 1, W, R.DRAW)],
        4: [
            _e(1, 3, B, R.FORFEIT_LOSS),
            _e(2, 3, W, R.FORFEIT_LOSS),
            _e(3, None, N, R.ZERO_BYE),
            _e(4, None, N, R.ZERO_BYE),
        ],
        5: [_e(1, None, N, R.PAIRING_BYE), _e(2, None, N, R.HALF_BYE), _e(3, 2, W, R.LOSS), _e(4, 2, B, R.LOSS)],
    }
)


def _codes(t: Tournament, tpn: int) -> list[str]:
    return [e.result.value for e in t.player(tpn).rounds]


def test_t2_a_single_forfeited_game_of_a_regular_match_is_played() -> None:
    """Preface: "any forfeited (single) game shall be treated as played" — not for rating: W / L."""
    view = games_for_tiebreaks(EVENT)
    assert _codes(view, 1)[:2] == ["L", "1"] and _codes(view, 2)[:2] == ["W", "0"]


def test_t2_a_match_ended_by_forfeit_keeps_its_forfeits() -> None:
    """Preface: a match ends by forfeit when a player forfeits both games — C.07 art. 16 categories 2 and 4."""
    view = games_for_tiebreaks(EVENT)
    assert _codes(view, 3)[:2] == ["+", "+"] and _codes(view, 4)[:2] == ["-", "-"]


def test_t3_the_pab_is_a_category_1_bye_in_both_games_worth_one_and_a_half() -> None:
    """Art. 1.4 / D2 (``U`` + ``H``): the game-2 ``H`` is no requested bye for C.07 (Preface)."""
    view = games_for_tiebreaks(EVENT)
    assert _codes(view, 5)[:2] == ["U", "F"]
    assert view.score(5, before_round=3) == Decimal("1.5") == EVENT.score(5, before_round=3)
    standings = compute_standings(EVENT, "REP")
    assert standings.row(5).values == (Decimal(4),)  # all four games elected (the PAB is not a VUR)
    assert standings.row(4).values == (Decimal(0),)  # two forfeit losses and a zero-point-bye match


def test_t1_standings_rank_by_match_score_and_count_games() -> None:
    """Points are the sum over both games; BPG counts games (T1) including the single forfeit (T2)."""
    standings = compute_standings(EVENT, "BPG")
    assert [(r.tpn, r.points) for r in standings.rows] == [
        (2, Decimal(3)),
        (3, Decimal(3)),
        (1, Decimal(2)),
        (5, Decimal("1.5")),
        (4, Decimal(0)),
    ]
    # 2 played Black in game 1 against 1 (a single forfeit, played by T2) and in game 1 against 5;
    # 3's only Black games: a forfeit of a match ended by forfeit (not played) and game 1 against 1
    assert standings.row(2).values == (Decimal(2),) and standings.row(3).values == (Decimal(1),)
