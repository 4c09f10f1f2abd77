"""Prize lists: the standings of one category of players (rating group, age group, women, unrated, federation,
club), defined once per event.

Reading (C.07 (2026), General and art. 1): a tournament has one ranking, decided by points and the tie-break
list (drawing of lots included) among all players; a prize list is that ranking restricted to the players of a
category, in the same order, with places counted inside the list. Players who share a rank overall share their
place in the list too. Withdrawn players stay in the lists, marked as the standings mark them: whether they may
receive a prize is for the event's regulations.

A category is defined by its kind and a range or a value:

- rating group: FIDE rating from ``low`` to ``high`` (both included); an unrated player (rating 0) is in a
  group only when ``low`` is 0;
- age group: born from year ``low`` to year ``high`` (e.g. under-16 in 2026: born 2010 or later, ``low`` 2010,
  ``high`` blank); a player without a year of birth is in no age group;
- women: players whose sex is female (TRF ``w``/``f``);
- unrated: players without a FIDE rating;
- federation: the three-letter code in ``value`` (case is ignored);
- club: the club name in ``value`` (case and surrounding spaces are ignored).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Sex
from arbiter_desk.core.standings import StandingRow, Standings


class CategoryKind(StrEnum):
    RATING = "rating"
    AGE = "age"
    WOMEN = "women"
    UNRATED = "unrated"
    FEDERATION = "federation"
    CLUB = "club"

    @property
    def label(self) -> str:
        return _LABELS[self]

    @property
    def uses_range(self) -> bool:
        return self in (CategoryKind.RATING, CategoryKind.AGE)

    @property
    def uses_value(self) -> bool:
        return self in (CategoryKind.FEDERATION, CategoryKind.CLUB)


_LABELS = {
    CategoryKind.RATING: "Rating group",
    CategoryKind.AGE: "Age group (years of birth)",
    CategoryKind.WOMEN: "Women",
    CategoryKind.UNRATED: "Unrated",
    CategoryKind.FEDERATION: "Federation",
    CategoryKind.CLUB: "Club",
}


@dataclass(frozen=True, slots=True)
class PlayerFacts:
    """What a category looks at: FIDE rating (0 unrated), sex, year of birth (None unknown), federation, club."""

    rating: int = 0
    sex: Sex = Sex.UNKNOWN
    birth_year: int | None = None
    federation: str = ""
    club: str = ""


@dataclass(frozen=True, slots=True)
class PrizeCategory:
    """One prize category: its name as printed, its kind and its range (``low``/``high``) or ``value``."""

    name: str
    kind: CategoryKind
    low: int | None = None
    high: int | None = None
    value: str = ""

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise InvalidInputError("a prize category needs a name")
        if self.kind.uses_range:
            if self.low is None and self.high is None:
                raise InvalidInputError(f"prize category {self.name!r}: give a lower or an upper bound (or both)")
            if self.low is not None and self.high is not None and self.low > self.high:
                raise InvalidInputError(f"prize category {self.name!r}: the range {self.low}–{self.high} is empty")
        if self.kind.uses_value and not self.value.strip():
            raise InvalidInputError(f"prize category {self.name!r}: name the {self.kind.value}")

    def admits(self, facts: PlayerFacts) -> bool:
        if self.kind is CategoryKind.WOMEN:
            return facts.sex is Sex.FEMALE
        if self.kind is CategoryKind.UNRATED:
            return facts.rating == 0
        if self.kind is CategoryKind.FEDERATION:
            return facts.federation.strip().upper() == self.value.strip().upper()
        if self.kind is CategoryKind.CLUB:
            return facts.club.strip().casefold() == self.value.strip().casefold()
        if self.kind is CategoryKind.AGE:
            return facts.birth_year is not None and self._in_range(facts.birth_year)
        if facts.rating == 0 and (self.low or 0) > 0:
            return False
        return self._in_range(facts.rating)

    def _in_range(self, number: int) -> bool:
        return (self.low is None or number >= self.low) and (self.high is None or number <= self.high)

    @property
    def rule_text(self) -> str:
        """``Rating group 1600–1999``, ``Federation GER``, ``Women`` (what the list's heading explains)."""
        if self.kind.uses_value:
            return f"{self.kind.label} {self.value.strip()}"
        if not self.kind.uses_range:
            return self.kind.label
        low = "" if self.low is None else str(self.low)
        high = "" if self.high is None else str(self.high)
        if self.low is None:
            return f"{self.kind.label}: up to {high}"
        if self.high is None:
            return f"{self.kind.label}: {low} and above"
        return f"{self.kind.label}: {low}–{high}"

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "kind": self.kind.value, "low": self.low, "high": self.high, "value": self.value}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> PrizeCategory:
        low, high = data.get("low"), data.get("high")
        return cls(
            name=str(data["name"]),
            kind=CategoryKind(str(data["kind"])),
            low=int(low) if isinstance(low, int) else None,
            high=int(high) if isinstance(high, int) else None,
            value=str(data.get("value", "")),
        )


@dataclass(frozen=True, slots=True)
class PrizePlace:
    """A player's place in a prize list (shared like the overall rank) and the overall standings row."""

    place: int
    shared: bool
    row: StandingRow


@dataclass(frozen=True, slots=True)
class PrizeList:
    category: PrizeCategory
    places: tuple[PrizePlace, ...]


def prize_list(standings: Standings, facts: Mapping[int, PlayerFacts], category: PrizeCategory) -> PrizeList:
    """The standings restricted to ``category``: the overall order, places counted in the list, a rank shared
    overall shared in the list (C.07: one ranking for the event, tie-breaks and lots included)."""
    rows = [
        row
        for row in standings.rows
        if not row.left_out and category.admits(facts.get(int(row.tpn), PlayerFacts()))  # unranked: no place
    ]
    places: list[PrizePlace] = []
    for index, row in enumerate(rows):
        previous = places[-1] if places else None
        if previous is not None and previous.row.rank == row.rank:
            places[-1] = PrizePlace(previous.place, True, previous.row)
            places.append(PrizePlace(previous.place, True, row))
        else:
            places.append(PrizePlace(index + 1, False, row))
    return PrizeList(category, tuple(places))


def prize_lists(
    standings: Standings, facts: Mapping[int, PlayerFacts], categories: Iterable[PrizeCategory]
) -> tuple[PrizeList, ...]:
    return tuple(prize_list(standings, facts, category) for category in categories)


def check_names(categories: Sequence[PrizeCategory]) -> None:
    """Refuse two categories of one name (the lists are chosen and printed by name)."""
    seen: set[str] = set()
    for category in categories:
        key = category.name.strip().casefold()
        if key in seen:
            raise InvalidInputError(f"two prize categories are named {category.name!r}")
        seen.add(key)
