"""Cut-n / Median-n and the voluntary-unplayed-round rule (C.07 2026 modifiers, art. 16), on bare terms."""

from decimal import Decimal

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.tiebreaks.breakdown import Term
from arbiter_desk.core.tiebreaks.cuts import apply_cuts


def term(round_no: int, value: str, vur: bool = False, key: tuple[str, ...] = ()) -> Term:
    return Term(
        Decimal(value),
        f"term {round_no}",
        RoundNo(round_no),
        significance=tuple(Decimal(k) for k in key),
        is_vur=vur,
    )


def kept(terms: tuple[Term, ...]) -> list[int]:
    return [t.round or 0 for t in terms if t.cut is None]


def test_cut_1_drops_the_lowest_earliest_first() -> None:
    terms = [term(1, "3"), term(2, "1"), term(3, "1"), term(4, "2")]
    assert kept(apply_cuts(terms, 1, 0, vur_rule=True, name="Cut-1")) == [1, 3, 4]


def test_median_drops_both_ends() -> None:
    terms = [term(1, "3"), term(2, "1"), term(3, "5"), term(4, "2")]
    assert kept(apply_cuts(terms, 1, 1, vur_rule=False, name="Median-1")) == [1, 4]


def test_vur_is_cut_instead_of_the_least_significant_value() -> None:
    terms = [term(1, "1"), term(2, "4", vur=True), term(3, "3", vur=True), term(4, "2")]
    result = apply_cuts(terms, 2, 0, vur_rule=True, name="Cut-2")
    # Both VURs go, lowest first (3.0 then 4.0); the lowest plain value 1.0 stays.
    assert kept(result) == [1, 4]
    assert result[2].cut is not None and "voluntary" in result[2].cut
    # Without the rule the two lowest values go.
    assert kept(apply_cuts(terms, 2, 0, vur_rule=False, name="Cut-2")) == [2, 3]


def test_sb_like_significance_cuts_the_higher_of_the_two() -> None:
    # Least significant: lowest key (opponent's score 1, contribution 1); the VUR contributes 0.5 < 1:
    # cut the least significant value. With the VUR at 1.5 ≥ 1: cut the VUR.
    low = [term(1, "1", key=("1", "1")), term(2, "0.5", vur=True, key=("2", "0.5")), term(3, "2", key=("4", "2"))]
    assert kept(apply_cuts(low, 1, 0, vur_rule=True, name="Cut-1")) == [2, 3]
    high = [term(1, "1", key=("1", "1")), term(2, "1.5", vur=True, key=("3", "1.5")), term(3, "2", key=("4", "2"))]
    assert kept(apply_cuts(high, 1, 0, vur_rule=True, name="Cut-1")) == [1, 3]


def test_more_cuts_than_terms_cut_everything() -> None:
    assert kept(apply_cuts([term(1, "1")], 2, 2, vur_rule=True, name="Median-2")) == []
