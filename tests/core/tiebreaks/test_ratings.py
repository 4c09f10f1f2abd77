"""ARO, TPR, PTP, APRO, APPO (C.07 2026) and the rating tables they look up (rating regulations 8.1a/b).

Sample ratings: 1 2400, 2 2300, 3 2200, 4 2100, 5 2000, 6 1900. Games over the board:
1 vs 4, 6, 2 (2.5/3); 2 vs 5, 4, 1, 6 (3/4); 3 vs 6, 5, 4 (1.5/3); 4 vs 1, 2, 3, 5 (1/4);
5 vs 2, 3, 4 (1/3); 6 vs 3, 1, 2 (1/3).
"""

from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import TieBreakContext, TieBreakSpec, compute_tiebreak
from arbiter_desk.core.tiebreaks.fide_tables import dp, expected_score
from tests.core.tiebreaks.crosstable import make_tournament, sample


def value(code: str, tpn: int, t: object = None, unrated: int | None = None) -> Decimal | None:
    ctx = TieBreakContext(sample() if t is None else t, unrated_rating=unrated)  # type: ignore[arg-type]
    return compute_tiebreak(ctx, TieBreakSpec.parse(code), PairingNumber(tpn)).value


def test_dp_table() -> None:
    assert [dp(Decimal(p)) for p in ("1", "0.99", "0.83", "0.75", "0.5", "0.33", "0")] == [
        800,
        677,
        273,
        193,
        0,
        -125,
        -800,
    ]
    # p is rounded to the hundredth first: 2/3 → 0.67 → 125.
    assert dp(Decimal(2) / 3) == 125


def test_expected_score_table() -> None:
    assert [expected_score(d) for d in (0, 3, 4, 10, 11, 99, 106, 107, 735, 736, 2000)] == [
        50,
        50,
        51,
        51,
        52,
        64,
        64,
        65,
        99,
        100,
        100,
    ]
    assert expected_score(-100) == 36 and expected_score(-800) == 0


def test_average_rating_of_opponents() -> None:
    # 1: (2100 + 1900 + 2300) / 3 = 2100; /P adds 3 (2200): 8500 / 4 = 2125; Cut-1 drops 1900: 2200.
    assert value("ARO", 1) == Decimal(2100)
    assert value("ARO/P", 1) == Decimal(2125)
    assert value("ARO/C1", 1) == Decimal(2200)
    # 4: (2400 + 2300 + 2200 + 2000) / 4 = 2225; Median-1 drops 2000 and 2400: 2250.
    assert value("ARO", 4) == Decimal(2225)
    assert value("ARO/M1", 4) == Decimal(2250)


def test_average_rating_rounds_half_up() -> None:
    # 1 met 2 (2001) and 3 (2000): 2000.5 → 2001.
    t = make_tournament({1: "2w1 3b0", 2: "1b0 U", 3: "U 1w1"}, ratings={1: 2000, 2: 2001, 3: 2000})
    assert value("ARO", 1, t) == Decimal(2001)


@pytest.mark.parametrize(
    ("tpn", "expected"),
    [
        (1, 2373),  # ARO 2100 + dp(2.5/3 = 0.83) 273
        (2, 2293),  # ARO (2000 + 2100 + 2400 + 1900) / 4 = 2100 + dp(0.75) 193
        (3, 2000),  # ARO 2000 + dp(0.50) 0
        (4, 2032),  # ARO 2225 + dp(0.25) −193
        (5, 2075),  # ARO 2200 + dp(0.33) −125
        (6, 2175),  # ARO 2300 + dp(0.33) −125
    ],
)
def test_performance_rating(tpn: int, expected: int) -> None:
    assert value("TPR", tpn) == Decimal(expected)


def test_performance_rating_breakdown_names_the_dp() -> None:
    ctx = TieBreakContext(sample())
    text = compute_tiebreak(ctx, TieBreakSpec("TPR"), PairingNumber(1)).to_text()
    assert "dp(0.83) +273" in text and "ARO 2100" in text


def test_perfect_performance() -> None:
    # 3: 1.5 points against 1900, 2000, 2100. R = 1999: D = 99 (64), −1 (50), −101 (36) → 150 ≥ 150;
    # R = 1998: 63 + 50 + 36 = 149. So 1999.
    assert value("PTP", 3) == Decimal(1999)
    # 1: 2.5 against 2100, 1900, 2300. R = 2418: D 318 (87), 518 (97), 118 (66) → 250; 2417: 87 + 96 + 66.
    assert value("PTP", 1) == Decimal(2418)


def test_perfect_performance_zero_and_full_points() -> None:
    t = make_tournament({1: "2w0 3b0", 2: "1b1 U", 3: "U 1w1"}, ratings={1: 2000, 2: 2100, 3: 1800})
    # No points: lowest opponent − 800.
    assert value("PTP", 1, t) == Decimal(1000)
    # 2 scored 1/1 against 2000: the lowest R with D ≥ 736 is 2736.
    assert value("PTP", 2, t) == Decimal(2736)


def test_average_performance_of_opponents() -> None:
    # 1's opponents over the board: 4 (TPR 2032), 6 (2175), 2 (2293): 6500 / 3 = 2166.67 → 2167.
    assert value("APRO", 1) == Decimal(2167)
    # 3's: 6 (2175), 5 (2075), 4 (2032): 6282 / 3 = 2094.
    assert value("APRO", 3) == Decimal(2094)


def test_average_perfect_performance_of_opponents() -> None:
    # PTP of 4: 1 point vs 2400, 2300, 2200, 2000 → 2009 (9 + 15 + 25 + 51 = 100; at 2008: 99).
    # PTP of 6: 1 point vs 2200, 2400, 2300 → 2171 (46 + 21 + 33 = 100; at 2170: 99).
    # PTP of 2: 3 points vs 2000, 2100, 2400, 1900 → 2329 (88 + 79 + 40 + 93 = 300; at 2328: 299).
    assert [value("PTP", n) for n in (4, 6, 2)] == [Decimal(2009), Decimal(2171), Decimal(2329)]
    # APPO of 1: 6509 / 3 = 2169.67 → 2170.
    assert value("APPO", 1) == Decimal(2170)


def test_unrated_players_make_rating_tiebreaks_undefined_unless_a_rating_is_published() -> None:
    """C.07 General: rating-based tie-breaks need every player rated unless the handling of unrated players
    was published (reading of FIDE's checker: otherwise undefined for everybody)."""
    t = make_tournament({1: "2w1 3b1", 2: "1b0 U", 3: "U 1w0"}, ratings={1: 2000, 2: 1800})
    for code in ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"):
        assert value(code, 1, t) is None, code
    # With a published 1500 for unrated players: (1800 + 1500) / 2 = 1650.
    assert value("ARO", 1, t, unrated=1500) == Decimal(1650)
    ctx = TieBreakContext(t)
    assert "unrated" in compute_tiebreak(ctx, TieBreakSpec("TPR"), PairingNumber(1)).notes[0]


def test_no_game_over_the_board_is_undefined_not_zero() -> None:
    """ARO, TPR, PTP, APRO, APPO without a game over the board have no value."""
    t = make_tournament({1: "U 2-+", 2: "H 1--"}, ratings={1: 2000, 2: 1800})
    for code in ("ARO", "TPR", "PTP", "APRO", "APPO"):
        assert value(code, 1, t) is None, code
    # With /P the forfeit counts: ARO 1800; TPR 1800 + dp(1.00) 800.
    assert value("ARO/P", 1, t) == Decimal(1800)
    assert value("TPR/P", 1, t) == Decimal(2600)


def test_performance_uses_rated_points_whatever_the_point_system() -> None:
    """TPR and PTP count a game 1 / ½ / 0 as the rating regulations do (checker's reading), also under 3-1-0."""
    from arbiter_desk.core.scoring import PointSystem

    three = PointSystem.simple(win=Decimal(3), draw=Decimal(1))
    table = {1: "2w= 3b1", 2: "1b= 4w=", 3: "4w= 1w0", 4: "3b= 2b="}
    ratings = {1: 2000, 2: 2000, 3: 2000, 4: 2000}
    plain = make_tournament(table, ratings=ratings)
    scored = make_tournament(table, ratings=ratings, point_system=three)
    for code in ("TPR", "PTP"):
        assert value(code, 1, scored) == value(code, 1, plain)
    assert value("TPR", 1, plain) == Decimal(2000 + 193)  # p = 1.5 / 2 = 0.75
