"""The worked numbers of the C.07 summary (art. 16.4, 2024 vs 2026), re-derived on built tournaments.

Example 1: 9.5/10 with a round-1 forfeit win over an opponent who scored 4.5: BH 74 (2024), 69 (2026).
Example 2: 7.0/9 with a round-7 forfeit win over an opponent who scored 5.5: BH 51 (2024), 49.5 (2026).

The opponents' scores are made of their game against the player plus full-point (``F``), half-point (``H``)
and zero-point (``Z``) byes, zero-point ones first so that none is a category-5 round: their scores as an
opponent are then exactly their scores.
"""

from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import Edition, TieBreakContext, TieBreakSpec, compute_tiebreak
from tests.core.tiebreaks.crosstable import make_tournament


def bye_tokens(points: Decimal, count: int) -> list[str]:
    """``count`` byes worth ``points``: Z first, then one H if needed, then F."""
    full = int(points)
    half = 1 if points - full else 0
    zero = count - full - half
    assert zero >= 0
    return ["Z"] * zero + ["H"] * half + ["F"] * full


def build(rounds: int, games: list[tuple[str, Decimal]], forfeit_round: int, forfeit_score: Decimal) -> dict[int, str]:
    """Player 1 meets 3, 4, … in the rounds other than ``forfeit_round`` with ``games`` (result, their score);
    in ``forfeit_round`` he wins by forfeit against 2, who scores ``forfeit_score`` in all."""
    lines: dict[int, list[str]] = {1: [], 2: []}
    other_rounds = [r for r in range(1, rounds + 1) if r != forfeit_round]
    for (result, score), round_no, tpn in zip(games, other_rounds, range(3, 3 + len(games)), strict=True):
        theirs = {"1": "0", "=": "=", "0": "1"}[result]
        got = {"0": Decimal(0), "=": Decimal("0.5"), "1": Decimal(1)}[theirs]
        byes = bye_tokens(score - got, rounds - 1)
        byes.insert(round_no - 1, f"1b{theirs}")
        lines[tpn] = byes
    for round_no in range(1, rounds + 1):
        if round_no == forfeit_round:
            lines[1].append("2-+")
        else:
            index = other_rounds.index(round_no)
            lines[1].append(f"{3 + index}w{games[index][0]}")
    lines[2] = bye_tokens(forfeit_score, rounds - 1)
    lines[2].insert(forfeit_round - 1, "1--")
    return {tpn: " ".join(tokens) for tpn, tokens in lines.items()}


D = Decimal
EXAMPLE_1 = build(
    10,
    # 8 wins and a draw (9.0) + the forfeit win = 9.5; opponents' scores sum to 64.5.
    [
        ("1", D(8)),
        ("=", D(8)),
        ("1", D("7.5")),
        ("1", D("7.5")),
        ("1", D(7)),
        ("1", D(7)),
        ("1", D("6.5")),
        ("1", D("6.5")),
        ("1", D("6.5")),
    ],
    forfeit_round=1,
    forfeit_score=D("4.5"),
)
EXAMPLE_2 = build(
    9,
    # 5 wins, 2 draws, 1 loss (6.0) + the forfeit win = 7.0; opponents' scores sum to 44.
    [
        ("1", D(6)),
        ("=", D(6)),
        ("1", D("5.5")),
        ("0", D("5.5")),
        ("1", D("5.5")),
        ("=", D("5.5")),
        ("1", D(5)),
        ("1", D(5)),
    ],
    forfeit_round=7,
    forfeit_score=D("5.5"),
)


@pytest.mark.parametrize(
    ("table", "score", "old", "new"),
    [
        # 64.5 + dummy 9.5 (2024) = 74; 64.5 + dummy capped at the scheduled opponent's 4.5 (2026) = 69.
        (EXAMPLE_1, "9.5", "74", "69"),
        # 44 + dummy 7.0 (2024) = 51; 44 + dummy capped at 5.5 (2026) = 49.5.
        (EXAMPLE_2, "7.0", "51", "49.5"),
    ],
)
def test_buchholz_between_editions(table: dict[int, str], score: str, old: str, new: str) -> None:
    t = make_tournament(table)
    one = PairingNumber(1)
    spec = TieBreakSpec("BH")
    before = TieBreakContext(t, edition=Edition.FIDE_2024)
    after = TieBreakContext(t, edition=Edition.FIDE_2026)
    assert before.score(one) == Decimal(score)
    assert compute_tiebreak(before, spec, one).value == Decimal(old)
    assert compute_tiebreak(after, spec, one).value == Decimal(new)


def test_scheduled_opponents_score_as_an_opponent_is_the_cap() -> None:
    ctx = TieBreakContext(make_tournament(EXAMPLE_2))
    one = PairingNumber(1)
    forfeit = ctx.records(one)[6]
    assert forfeit.opponent == 2
    dummy = ctx.dummy(one, forfeit)
    assert (dummy.own_score, dummy.cap, dummy.score) == (Decimal("7.0"), Decimal("5.5"), Decimal("5.5"))
