"""Tie-breaks after odd results (½-0, 0-½, 0-0): every points-based tie-break uses each player's own points
(C.07 (2026): scores, SB, DE, STD count "the points scored"; the C.04 (2026) Double-Swiss preface lists the
rare results; FIDE approval checklist Q186: every enterable result is handled correctly everywhere)."""

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import TieBreakContext, TieBreakSpec, compute_tiebreak, split_by_direct_encounter
from tests.core.tiebreaks.crosstable import make_tournament

P = PairingNumber

ODD = {
    1: "2w1 4b0",
    2: "1b0 3b=",
    3: "4w= 2w0",
    4: "3b0 1w1",
}
"""Round 1: 1-2 1-0, 3-4 ½-0. Round 2: 3-2 0-½, 4-1 1-0. Scores 1: 1, 2: ½, 3: ½, 4: 1 — the game 3-4 gave ½
to 3 and nothing to 4, the game 3-2 ½ to 2 and nothing to 3."""


def values(code: str) -> dict[int, Decimal | None]:
    ctx = TieBreakContext(make_tournament(ODD))
    spec = TieBreakSpec.parse(code)
    return {int(n): compute_tiebreak(ctx, spec, n).value for n in ctx.tpns}


def test_each_player_scores_their_own_points() -> None:
    t = make_tournament(ODD)
    assert [t.score(P(n)) for n in (1, 2, 3, 4)] == [1, Decimal("0.5"), Decimal("0.5"), 1]


def test_sonneborn_berger_weighs_each_opponent_by_the_points_scored_against_them() -> None:
    # 1: 1 × ½ (2) + 0; 2: 0 + ½ × ½ (3); 3: ½ × 1 (4) + 0; 4: 0 (the ½-0 gave 4 nothing) + 1 × 1 (1).
    assert values("SB") == {1: Decimal("0.5"), 2: Decimal("0.25"), 3: Decimal("0.5"), 4: Decimal(1)}


def test_buchholz_sums_the_opponents_own_scores() -> None:
    assert values("BH") == {1: Decimal("1.5"), 2: Decimal("1.5"), 3: Decimal("1.5"), 4: Decimal("1.5")}


def test_wins_and_standard_points() -> None:
    """WIN counts wins only; STD counts a ½ of an odd game as a draw's half point, a 0 as nothing."""
    assert values("WIN") == {1: 1, 2: 0, 3: 0, 4: 1}
    assert values("STD") == {1: 1, 2: Decimal("0.5"), 3: Decimal("0.5"), 4: 1}


def test_direct_encounter_counts_the_points_each_scored_in_the_game() -> None:
    """2 and 3 tie on ½ and met in round 2: 2 scored ½ there, 3 nothing (not the 1 a counterpart would give)."""
    ctx = TieBreakContext(make_tournament(ODD))
    split = split_by_direct_encounter(ctx, TieBreakSpec("DE"), [P(2), P(3)])
    assert split.groups == ((2,), (3,))
    assert {n: b.value for n, b in split.breakdowns.items()} == {2: Decimal("0.5"), 3: Decimal(0)}
