"""The checker's standings part (approval checklist Q21): declared ranks against points and the file's list
(C.07 (2026) General: points, then the tie-breaks in order; players tied on everything share the places)."""

from dataclasses import replace

from arbiter_desk.core.standings_check import check_standings, declared_list
from tests.core.tiebreaks.crosstable import sample

RIGHT = {1: 1, 2: 2, 6: 3, 5: 4, 3: 5, 4: 6}
"""The sample's standings under BH/C1 (3 and 5 both on 1.5: BH/C1 5.5 for 5, 4.5 for 3)."""


def test_ranks_that_follow_points_and_the_list_are_ok() -> None:
    result = check_standings(sample(tiebreaks=("BH/C1",)), RIGHT)
    assert result.checked and result.is_ok
    assert "standings after round 4: ok (ranks follow points, BH/C1; record 202" in result.to_text()


def test_a_swapped_pair_is_reported_with_the_values_that_decide_it() -> None:
    declared = {**RIGHT, 5: 5, 3: 4}
    result = check_standings(sample(tiebreaks=("BH/C1",)), declared)
    assert [(d.tpn, d.declared, d.first, d.last) for d in result.differences] == [(3, 4, 5, 5), (5, 5, 4, 4)]
    first = result.differences[0].to_text()
    assert first.startswith("3 Player 3: the file gives rank 4, the list gives place 5;")
    assert "1.5 points, BH/C1 4.5 — 5 Player 5, place 4 by the list: 1.5 points, BH/C1 5.5 (decided by BH/C1)" in first
    assert result.to_text().rstrip().endswith("2 declared rank(s) do not follow points, BH/C1 (record 202, C.07 2026)")


def test_points_decide_before_any_tie_break() -> None:
    declared = {**RIGHT, 6: 2, 2: 3}
    (first, _) = check_standings(sample(tiebreaks=("BH/C1",)), declared).differences
    assert first.tpn == 6
    assert first.deciding == "2.0 points — 2 Player 2, place 2 by the list: 3.0 points (decided by points)"


def test_players_tied_on_everything_may_take_their_places_in_any_order_or_share_the_first() -> None:
    # Without a list 3 and 5 (1.5 points each) share places 4-5: 5/4, 4/5 and 4/4 all follow the points.
    t = sample()
    for three, five in ((5, 4), (4, 5), (4, 4)):
        assert check_standings(t, {**RIGHT, 3: three, 5: five}).is_ok
    wrong = check_standings(t, {**RIGHT, 3: 6, 4: 5}).differences
    assert [(d.tpn, d.declared, d.first, d.last) for d in wrong] == [(4, 5, 6, 6), (3, 6, 4, 5)]
    assert "no record 202/212" in check_standings(t, RIGHT).to_text()


def test_record_212_defines_the_standings_without_its_leading_pts() -> None:
    t = replace(sample(tiebreaks=("BH/C1",)), standings_tiebreaks=("PTS", "TPN"))
    assert declared_list(t) == ("212", ("TPN",))
    # By TPN 3 comes before 5: the ranks of BH/C1 no longer follow the file's list.
    assert {d.tpn for d in check_standings(t, RIGHT).differences} == {3, 5}
    assert check_standings(t, {**RIGHT, 3: 4, 5: 5}).is_ok


def test_a_file_without_ranks_is_not_checked_and_a_missing_rank_is_a_difference() -> None:
    t = sample(tiebreaks=("BH/C1",))
    unchecked = check_standings(t, {})
    assert unchecked.is_ok and not unchecked.checked
    assert "not checked (the file declares no rank" in unchecked.to_text()
    without_4 = {tpn: rank for tpn, rank in RIGHT.items() if tpn != 4}
    (missing,) = check_standings(t, without_4).differences
    assert (missing.tpn, missing.declared) == (4, None)
    assert "the file gives no rank, the list gives place 6" in missing.to_text()
