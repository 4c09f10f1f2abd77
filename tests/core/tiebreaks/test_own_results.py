"""WIN, WON, BPG, BWG, PS, REP (GE), STD, TPN, RTNG on the hand-made sample (C.07 2026).

Sample rows (round tokens): 1 ``4w1 6b1 2w= 3-+``, 2 ``5w= 4b1 1b= 6w1``, 3 ``6w0 5b= 4w1 1--``,
4 ``1b0 2w0 3b0 5w1``, 5 ``2b= 3w= H 4b0``, 6 ``3b1 1w0 U 2b0``.
"""

from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tiebreaks import TieBreakContext, TieBreakSpec, compute_tiebreak, sort_key
from tests.core.tiebreaks.crosstable import make_tournament, sample


def values(code: str, t: object = None) -> dict[int, Decimal | None]:
    ctx = TieBreakContext(sample() if t is None else t)  # type: ignore[arg-type]
    spec = TieBreakSpec.parse(code)
    return {int(n): compute_tiebreak(ctx, spec, n).value for n in ctx.tpns}


def ints(*numbers: str) -> dict[int, Decimal | None]:
    return {i: Decimal(n) for i, n in enumerate(numbers, start=1)}


def test_win_counts_forfeit_wins_and_full_point_byes() -> None:
    # 1: R1, R2, R4 forfeit; 2: R2, R4; 3: R3; 4: R4; 5: none; 6: R1 and the pairing bye.
    assert values("WIN") == ints("3", "2", "1", "1", "0", "2")


def test_won_counts_only_games_over_the_board() -> None:
    assert values("WON") == ints("2", "2", "1", "1", "0", "1")


def test_black_games_and_black_wins() -> None:
    # BPG: 1 R2; 2 R2 R3; 3 R2; 4 R1 R3; 5 R1 R4; 6 R1 R4.  BWG: 1 R2; 2 R2; 6 R1.
    assert values("BPG") == ints("1", "2", "1", "2", "2", "2")
    assert values("BWG") == ints("1", "1", "0", "0", "0", "1")


def test_progressive_score_and_cut() -> None:
    # 1: 1 + 2 + 2.5 + 3.5 = 9.0, Cut-1 drops the 1 after round 1; 5: 0.5 + 1 + 1.5 + 1.5 = 4.5.
    ps = values("PS")
    assert (ps[1], ps[5], ps[6]) == (Decimal("9.0"), Decimal("4.5"), Decimal("6"))
    cut = values("PS/C1")
    assert (cut[1], cut[5]) == (Decimal("8.0"), Decimal("4.0"))
    assert values("PS/C2")[1] == Decimal("6.0")


def test_rounds_elected_to_play_and_the_old_name() -> None:
    # 3 lost by forfeit, 5 asked for a half-point bye; 6's pairing bye counts as elected.
    assert values("REP") == ints("4", "4", "3", "4", "3", "4")
    assert values("GE") == values("REP")


def test_rep_with_missing_blocks_after_withdrawal() -> None:
    t = make_tournament({1: "2w1 U", 2: "1b0 ."})
    assert values("REP", t) == {1: Decimal(2), 2: Decimal(1)}


def test_standard_points_are_the_1_half_0_result_whatever_the_points() -> None:
    # 3-1-0 with a pairing bye worth a draw: 1 beat 2 (1) and got the bye (1 point = a draw: ½) → 1.5;
    # 2 lost (0) and drew with 3 (½); 3 had the bye of round 1 (a draw's points: ½) and drew (½).
    three = PointSystem.simple(win=Decimal(3), draw=Decimal(1), pairing_bye=Decimal(1))
    t = make_tournament({1: "2w1 U", 2: "1b0 3w=", 3: "U 2b="}, point_system=three)
    assert values("STD", t) == {1: Decimal("1.5"), 2: Decimal("0.5"), 3: Decimal("1.0")}
    t2 = make_tournament({1: "2w1 H", 2: "1b0 3w=", 3: "F 2b="}, point_system=three)
    # 1: H worth a draw (½); 3: F worth a win (1).
    assert values("STD", t2) == {1: Decimal("1.5"), 2: Decimal("0.5"), 3: Decimal("1.5")}


def test_tpn_ascends_and_rating_descends_unless_reversed() -> None:
    tpn, tpn_r = TieBreakSpec.parse("TPN"), TieBreakSpec.parse("TPN/R")
    assert sort_key(tpn, Decimal(1)) > sort_key(tpn, Decimal(2))
    assert sort_key(tpn_r, Decimal(1)) < sort_key(tpn_r, Decimal(2))
    rtng, rtng_r = TieBreakSpec.parse("RTNG"), TieBreakSpec.parse("RTNG/R")
    assert sort_key(rtng, Decimal(2400)) > sort_key(rtng, Decimal(2300))
    assert sort_key(rtng_r, Decimal(2400)) < sort_key(rtng_r, Decimal(2300))
    assert values("RTNG")[1] == Decimal(2400)
    assert values("TPN")[5] == Decimal(5)


@pytest.mark.parametrize("unrated", [None, 1400])
def test_unrated_rating(unrated: int | None) -> None:
    t = make_tournament({1: "2w1", 2: "1b0"}, ratings={1: 2000})
    ctx = TieBreakContext(t, unrated_rating=unrated)
    breakdown = compute_tiebreak(ctx, TieBreakSpec("RTNG"), PairingNumber(2))
    # C.07 General: without a published rating for unrated players RTNG is undefined.
    assert breakdown.value == (None if unrated is None else Decimal(unrated))
    assert "unrated" in breakdown.notes[-1]


def test_full_point_bye_is_elected_and_short_games_are_games() -> None:
    # F is not a requested bye in the summary's sense (half or zero points): REP counts it.
    # W/D/L (games of less than one move) are games over the board for WON, BPG and BWG, as in the core.
    t = make_tournament({1: "2wW F", 2: "1bL Z", 3: "4bW U", 4: "3wL H"})
    assert values("REP", t) == {1: Decimal(2), 2: Decimal(1), 3: Decimal(2), 4: Decimal(1)}
    assert values("WON", t) == {1: Decimal(1), 2: Decimal(0), 3: Decimal(1), 4: Decimal(0)}
    assert values("BWG", t) == {1: Decimal(0), 2: Decimal(0), 3: Decimal(1), 4: Decimal(0)}
