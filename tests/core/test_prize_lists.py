"""Prize lists: categories and each category's list, the overall ranking restricted to it
(C.07 (2026): one ranking by points and the tie-break list; reading in ``core/prize_lists.py``)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Sex
from arbiter_desk.core.player import date_year as birth_year
from arbiter_desk.core.prize_lists import (
    CategoryKind,
    PlayerFacts,
    PrizeCategory,
    check_names,
    prize_list,
)
from arbiter_desk.core.standings import StandingRow, Standings
from arbiter_desk.core.tiebreaks import Edition


def _row(rank: int, tpn: int, shared: bool = False) -> StandingRow:
    return StandingRow(rank, PairingNumber(tpn), f"P{tpn}", Decimal(9 - rank), (), (), shared=shared)


def _standings(*rows: StandingRow) -> Standings:
    return Standings(after_round=5, edition=Edition.FIDE_2026, tiebreaks=(), rows=rows)


@pytest.mark.parametrize(
    ("category", "facts", "admitted"),
    [
        (PrizeCategory("U2000", CategoryKind.RATING, 1600, 1999), PlayerFacts(rating=1999), True),
        (PrizeCategory("U2000", CategoryKind.RATING, 1600, 1999), PlayerFacts(rating=1600), True),
        (PrizeCategory("U2000", CategoryKind.RATING, 1600, 1999), PlayerFacts(rating=2000), False),
        (PrizeCategory("U2000", CategoryKind.RATING, 1600, 1999), PlayerFacts(rating=0), False),
        (PrizeCategory("U1600", CategoryKind.RATING, None, 1599), PlayerFacts(rating=0), True),
        (PrizeCategory("U1600", CategoryKind.RATING, 0, 1599), PlayerFacts(rating=0), True),
        (PrizeCategory("U16", CategoryKind.AGE, 2010, None), PlayerFacts(birth_year=2010), True),
        (PrizeCategory("U16", CategoryKind.AGE, 2010, None), PlayerFacts(birth_year=2009), False),
        (PrizeCategory("U16", CategoryKind.AGE, 2010, None), PlayerFacts(birth_year=None), False),
        (PrizeCategory("S65", CategoryKind.AGE, None, 1961), PlayerFacts(birth_year=1950), True),
        (PrizeCategory("Women", CategoryKind.WOMEN), PlayerFacts(sex=Sex.FEMALE), True),
        (PrizeCategory("Women", CategoryKind.WOMEN), PlayerFacts(sex=Sex.UNKNOWN), False),
        (PrizeCategory("Unrated", CategoryKind.UNRATED), PlayerFacts(rating=0), True),
        (PrizeCategory("Unrated", CategoryKind.UNRATED), PlayerFacts(rating=1001), False),
        (PrizeCategory("Best GER", CategoryKind.FEDERATION, value="ger"), PlayerFacts(federation="GER"), True),
        (PrizeCategory("Best GER", CategoryKind.FEDERATION, value="GER"), PlayerFacts(federation="AUT"), False),
        (PrizeCategory("Club", CategoryKind.CLUB, value="SC Nord "), PlayerFacts(club="sc nord"), True),
        (PrizeCategory("Club", CategoryKind.CLUB, value="SC Nord"), PlayerFacts(club="SC Süd"), False),
    ],
)
def test_who_a_category_admits(category: PrizeCategory, facts: PlayerFacts, admitted: bool) -> None:
    assert category.admits(facts) is admitted


def test_a_list_keeps_the_overall_order_and_counts_places_inside_it() -> None:
    """C.07: the tie-breaks decided the overall order; the list restricts it and numbers its own places."""
    standings = _standings(_row(1, 4), _row(2, 1), _row(3, 3), _row(4, 2), _row(5, 5))
    women = {3: PlayerFacts(sex=Sex.FEMALE), 2: PlayerFacts(sex=Sex.FEMALE), 5: PlayerFacts(sex=Sex.FEMALE)}
    places = prize_list(standings, women, PrizeCategory("Women", CategoryKind.WOMEN)).places
    assert [(p.place, int(p.row.tpn), p.row.rank) for p in places] == [(1, 3, 3), (2, 2, 4), (3, 5, 5)]
    assert not any(p.shared for p in places)


def test_a_rank_shared_overall_is_shared_in_the_list_only_between_its_members() -> None:
    standings = _standings(_row(1, 1), _row(2, 2, True), _row(2, 3, True), _row(2, 4, True), _row(5, 5))
    facts = {2: PlayerFacts(club="A"), 3: PlayerFacts(club="A"), 5: PlayerFacts(club="A")}
    places = prize_list(standings, facts, PrizeCategory("A", CategoryKind.CLUB, value="A")).places
    assert [(p.place, p.shared) for p in places] == [(1, True), (1, True), (3, False)]
    alone = {3: PlayerFacts(club="B"), 5: PlayerFacts(club="B")}
    places = prize_list(standings, alone, PrizeCategory("B", CategoryKind.CLUB, value="B")).places
    assert [(p.place, p.shared) for p in places] == [(1, False), (2, False)]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"name": " ", "kind": CategoryKind.WOMEN}, "needs a name"),
        ({"name": "R", "kind": CategoryKind.RATING}, "lower or an upper bound"),
        ({"name": "R", "kind": CategoryKind.RATING, "low": 2000, "high": 1999}, "is empty"),
        ({"name": "F", "kind": CategoryKind.FEDERATION}, "name the federation"),
    ],
)
def test_an_incomplete_category_is_refused_with_the_reason(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        PrizeCategory(**kwargs)  # type: ignore[arg-type]


def test_two_categories_of_one_name_are_refused() -> None:
    with pytest.raises(InvalidInputError, match="two prize categories"):
        check_names([PrizeCategory("Women", CategoryKind.WOMEN), PrizeCategory("women ", CategoryKind.WOMEN)])


def test_json_round_trip_and_texts() -> None:
    category = PrizeCategory("U2000", CategoryKind.RATING, None, 1999)
    assert PrizeCategory.from_json(category.to_json()) == category
    assert category.rule_text == "Rating group: up to 1999"
    assert PrizeCategory("U16", CategoryKind.AGE, 2010).rule_text == "Age group (years of birth): 2010 and above"
    assert PrizeCategory("G", CategoryKind.FEDERATION, value="GER").rule_text == "Federation GER"
    assert birth_year("2010/05/01") == 2010 and birth_year("1987") == 1987
    assert birth_year("") is None and birth_year("0000/00/00") is None
