"""BH, FB and AOB on the hand-made sample (C.07 2026; art. 16 for unplayed rounds).

Scores as an opponent in the sample: 1: 3.5, 2: 3.0, 3: 1.5, 4: 1.0, 5: 1.5, 6: 2.0.
"""

from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import Edition, TieBreakContext, TieBreakSpec, compute_tiebreak
from tests.core.tiebreaks.crosstable import WITHDRAWAL, make_tournament, sample


def value(code: str, tpn: int, edition: Edition = Edition.FIDE_2026, table: str = "sample") -> Decimal | None:
    t = sample() if table == "sample" else make_tournament(WITHDRAWAL)
    ctx = TieBreakContext(t, edition=edition)
    return compute_tiebreak(ctx, TieBreakSpec.parse(code), PairingNumber(tpn)).value


@pytest.mark.parametrize(
    ("tpn", "expected"),
    [
        (1, "7.5"),  # 4: 1.0 + 6: 2.0 + 2: 3.0 + R4 forfeit win: dummy 3.5 capped at 3's 1.5
        (2, "8.0"),  # 5: 1.5 + 4: 1.0 + 1: 3.5 + 6: 2.0
        (3, "6.0"),  # 6: 2.0 + 5: 1.5 + 4: 1.0 + R4 forfeit loss: dummy 1.5 (cap 1's 3.5)
        (4, "9.5"),  # 1: 3.5 + 2: 3.0 + 3: 1.5 + 5: 1.5
        (5, "7.0"),  # 2: 3.0 + 3: 1.5 + R3 H: dummy 1.5 (cap 2.0) + 4: 1.0
        (6, "10.0"),  # 3: 1.5 + 1: 3.5 + R3 U: dummy 2.0 (cap ½ × 4 = 2.0) + 2: 3.0
    ],
)
def test_buchholz(tpn: int, expected: str) -> None:
    assert value("BH", tpn) == Decimal(expected)


def test_buchholz_2024_has_no_cap() -> None:
    # 1's dummy keeps his own 3.5: 1.0 + 2.0 + 3.0 + 3.5.
    assert value("BH", 1, Edition.FIDE_2024) == Decimal("9.5")
    assert value("BH", 3, Edition.FIDE_2024) == Decimal("6.0")


@pytest.mark.parametrize(
    ("tpn", "expected"),
    [
        (1, "6.5"),  # no VUR: the lowest, 1.0 (R1), goes
        (3, "4.5"),  # VUR rule: the R4 forfeit loss (1.5) is cut, not the lowest 1.0 → 2.0 + 1.5 + 1.0
        (4, "8.0"),  # two 1.5s: one goes
        (5, "5.5"),  # VUR rule: the R3 half-point bye (1.5) is cut, not 4's 1.0 → 3.0 + 1.5 + 1.0
    ],
)
def test_buchholz_cut_1(tpn: int, expected: str) -> None:
    assert value("BH/C1", tpn) == Decimal(expected)


def test_buchholz_cut_2_and_median() -> None:
    # 3: Cut-2 takes the VUR (1.5), then the lowest left (1.0): 2.0 + 1.5.
    assert value("BH/C2", 3) == Decimal("3.5")
    # 4: Median-1 drops 1.5 and 3.5: 3.0 + 1.5.
    assert value("BH/M1", 4) == Decimal("4.5")
    # 1: Median-2 over four values drops all of them.
    assert value("BH/M2", 1) == Decimal("0")


def test_buchholz_with_forfeits_as_played() -> None:
    # /P: 1's forfeit win counts 3's 1.5 directly; 3's forfeit loss counts 1's 3.5.
    assert value("BH/P", 1) == Decimal("7.5")
    assert value("BH/P", 3) == Decimal("8.0")


def test_breakdown_shows_dummy_cap_and_cut_reason() -> None:
    ctx = TieBreakContext(sample())
    text = compute_tiebreak(ctx, TieBreakSpec.parse("BH/C1"), PairingNumber(3)).to_text()
    assert "BH/C1 of player 3: 4.5" in text
    assert "cat. 4: forfeit loss" in text
    assert "voluntary unplayed round cut" in text
    one = compute_tiebreak(ctx, TieBreakSpec.parse("BH"), PairingNumber(1))
    assert "capped at 1.5" in one.terms[3].description


def test_withdrawn_opponent_counts_with_draws() -> None:
    # 6 met 5 (1.0 scored, 2.0 as an opponent): 2.0 + R2 H dummy 1.5 + R3 U dummy 1.5 = 5.0.
    assert value("BH", 6, table="withdrawal") == Decimal("5.0")
    # 5 himself: 6's 1.5 + two dummies with his own 1.0.
    assert value("BH", 5, table="withdrawal") == Decimal("3.5")
    # 5 with Cut-1: both requested byes are VURs; one of them goes.
    assert value("BH/C1", 5, table="withdrawal") == Decimal("2.5")


@pytest.mark.parametrize(
    ("tpn", "expected"),
    [
        # Last round drawn: scores 1: 3.0, 2: 2.5, 3: 2.0, 4: 0.5, 5: 2.0, 6: 2.5; the R4 forfeit is a draw.
        (1, "7.5"),  # 4: 0.5 + 6: 2.5 + 2: 2.5 + 3: 2.0
        (3, "8.0"),  # 6: 2.5 + 5: 2.0 + 4: 0.5 + 1: 3.0
        (6, "9.5"),  # 3: 2.0 + 1: 3.0 + U: dummy 2.5 capped at 2.0 + 2: 2.5
    ],
)
def test_fore_buchholz(tpn: int, expected: str) -> None:
    assert value("FB", tpn) == Decimal(expected)


def test_average_of_opponents_buchholz() -> None:
    # 1 played 4 (BH 9.5), 6 (10.0), 2 (8.0): 27.5 / 3 = 9.1666… → 9.17.
    assert value("AOB", 1) == Decimal("9.17")
    # /P adds 3 (BH 6.0): 33.5 / 4 = 8.375 → 8.38.
    assert value("AOB/P", 1) == Decimal("8.38")
    # /F: Fore Buchholz of 4 (1 3.0 + 2 2.5 + 3 2.0 + 5 2.0 = 9.5), 6 (9.5), 2 (5 2.0 + 4 0.5 + 1 3.0 + 6 2.5 = 8.0).
    assert value("FB", 4) == Decimal("9.5") and value("FB", 2) == Decimal("8.0")
    assert value("AOB/F", 1) == Decimal("9.00")


def test_fore_buchholz_with_an_absence_in_the_last_round_does_not_crash() -> None:
    """FB treats only the games of the last round as drawn; an absence there (also when
    written with a forfeit letter and no opponent, as ``0000 - -`` used to be read) stays a zero-point bye:
    art. 16 cat. 5, a draw as an opponent."""
    from dataclasses import replace

    from arbiter_desk.core.ids import RoundNo
    from arbiter_desk.core.player import RoundEntry
    from arbiter_desk.core.results import Colour, ResultCode

    t = make_tournament({1: "2w1 3b1 2b=", 2: "1b0 4w1 1w=", 3: "4w= 1w0 U", 4: "3b= 2b0 Z"})
    # Scores: 1 2.5, 2 1.5, 3 1.5, 4 0.5 (as an opponent 1.0: R3 Z in the last round counts as a draw).
    # FB of 1: 2 (1.5) + 3 (1.5) + 2 (1.5) = 4.5; FB of 3: 4 (1.0) + 1 (2.5) + U: dummy 1.5 = 5.0.
    expected = {1: Decimal("4.5"), 3: Decimal("5.0")}
    absent = RoundEntry(RoundNo(3), None, Colour.NONE, ResultCode.FORFEIT_LOSS)
    legacy = t.with_players(replace(p, rounds=(*p.rounds[:2], absent)) if p.tpn == 4 else p for p in t.players)
    for tournament in (t, legacy):
        ctx = TieBreakContext(tournament)
        for tpn, fb in expected.items():
            assert compute_tiebreak(ctx, TieBreakSpec("FB"), PairingNumber(tpn)).value == fb


def test_fore_buchholz_before_the_final_round_equals_buchholz() -> None:
    """Reading of FIDE's checker: in intermediate standings the tournament's last round (record 142 / XXR)
    has no game yet, so nothing is treated as drawn: FB = BH, with the same cuts."""
    from dataclasses import replace

    t = replace(sample(), total_rounds=5)
    ctx = TieBreakContext(t)
    for tpn in ctx.tpns:
        for cut in ("", "/C1"):
            fb = compute_tiebreak(ctx, TieBreakSpec.parse("FB" + cut), tpn)
            assert fb.value == compute_tiebreak(ctx, TieBreakSpec.parse("BH" + cut), tpn).value
            assert "not played yet" in fb.notes[0]
    # Once the announced rounds are all in, the last one is treated as drawn (test_fore_buchholz).
    assert TieBreakContext(replace(sample(), total_rounds=4)).final_round == 4


def test_opponent_who_withdrew_counts_with_draws_not_forfeits() -> None:
    """Minimal case: 2 lost to 1 and was absent (Z) in rounds 2-3. As an opponent his
    absences are requested byes followed only by VURs (art. 16 cat. 5): 0 + ½ + ½ = 1.0, so 1's BH is
    2 (1.0) + 3 (1.5) + 4 (2.0) = 4.5 — reading them as forfeit losses (cat. 4) would give 3.5."""
    t = make_tournament({1: "2w1 3b1 4w=", 2: "1b0 Z Z", 3: "4w= 1w0 U", 4: "3b= U 1b="})
    ctx = TieBreakContext(t)
    assert ctx.opponent_score(PairingNumber(2)).adjusted == Decimal("1.0")
    assert compute_tiebreak(ctx, TieBreakSpec("BH"), PairingNumber(1)).value == Decimal("4.5")


def test_aob_is_rounded_to_more_places_as_the_rounds_grow() -> None:
    """C.07 AOB: the text does not say how many decimals the average keeps; the desk follows FIDE's tie-break
    checker (found by the differential sweep): 2 decimals before round 9, 3 before 27, 4 before 73, then 5."""
    from arbiter_desk.core.tiebreaks.buchholz import aob_places

    assert [aob_places(r) for r in (1, 8, 9, 26, 27, 72, 73)] == [
        "0.01", "0.01", "0.001", "0.001", "0.0001", "0.0001", "0.00001",
    ]  # fmt: skip
