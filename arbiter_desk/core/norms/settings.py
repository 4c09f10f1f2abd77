"""What the desk must be told about an event before it can judge norms (B.01 art. 1.1, 1.4.3, 1.4.6, 0.43).

None of these can be read from the games: the category of the event and the exceptions of 1.4.3 a–c, the host
federation (1.4.3 d), the rate of play and the rounds per day (1.1.2, 1.1.3), whether the titles stored are the
ones held at the start (0.43: a title counts for opponents only in events starting after it was confirmed) and
the rating list in effect at the start (1.4.6 a). Each one unknown makes the view say "cannot judge: …"; none is
ever guessed. Stored as one JSON text in the settings row.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.errors import InvalidInputError


class EventCategory(StrEnum):
    """The kind of event as 1.4.3 sorts them: an ordinary event keeps the normal foreigner rule."""

    UNKNOWN = ""
    ORDINARY = "ordinary"
    NATIONAL_CHAMPIONSHIP = "national championship"
    """1.4.3 a: the final stage of a national (open, men's or women's) championship."""
    ZONAL = "zonal"
    """1.4.3 c: a zonal or sub-zonal tournament."""

    @property
    def article(self) -> str:
        return {EventCategory.NATIONAL_CHAMPIONSHIP: "1.4.3 a", EventCategory.ZONAL: "1.4.3 c"}.get(self, "")

    @property
    def label(self) -> str:
        return {
            EventCategory.UNKNOWN: "not said",
            EventCategory.ORDINARY: "an ordinary event (normal foreigner rule)",
            EventCategory.NATIONAL_CHAMPIONSHIP: "final of a national championship (1.4.3 a)",
            EventCategory.ZONAL: "zonal or sub-zonal tournament (1.4.3 c)",
        }[self]


MIN_MINUTES_FOR_60_MOVES = 120
"""Art. 1.1.3: each player has at least two hours for all the moves, counted for a game of 60 moves."""

MAX_ROUNDS_PER_DAY = 2
"""Art. 1.1.3: not more than two rounds a day."""


@dataclass(frozen=True, slots=True)
class NormSettings:
    """The event's inputs for norms; ``None`` / empty means the arbiter has not said."""

    category: EventCategory = EventCategory.UNKNOWN
    host_federation: str = ""
    minutes_for_60_moves: int | None = None
    """Each player's time for a game of 60 moves, increments included (1.1.3)."""
    most_rounds_per_day: int | None = None
    titles_at_start: bool | None = None
    """The players' titles as stored are those held when the event started (0.43)."""
    rating_list: str = ""
    """The rating list in effect at the start, as ``YYYY-MM`` (1.4.6 a)."""

    def cannot_judge(self) -> tuple[str, ...]:
        """What is missing or rules the event out, as "cannot judge" reasons with their articles."""
        reasons: list[str] = []
        if self.category is EventCategory.UNKNOWN:
            reasons.append("the event's category and 1.4.3 exceptions are not set (1.4.3)")
        if not self.host_federation:
            reasons.append("the host federation is not set (1.4.3 d)")
        if self.minutes_for_60_moves is None:
            reasons.append("the rate of play is not set (1.1.3)")
        elif self.minutes_for_60_moves < MIN_MINUTES_FOR_60_MOVES:
            reasons.append(
                f"the rate of play gives {self.minutes_for_60_moves} minutes for 60 moves, "
                f"under the {MIN_MINUTES_FOR_60_MOVES} of 1.1.3: no norms in this event"
            )
        if self.most_rounds_per_day is None:
            reasons.append("the most rounds played in one day is not set (1.1.3)")
        elif self.most_rounds_per_day > MAX_ROUNDS_PER_DAY:
            reasons.append(f"{self.most_rounds_per_day} rounds in one day, over the 2 of 1.1.3: no norms in this event")
        if self.titles_at_start is None:
            reasons.append("it is not confirmed that the titles are those held at the start (0.43)")
        elif not self.titles_at_start:
            reasons.append("the titles stored are not those held at the start (0.43): correct them first")
        if not self.rating_list:
            reasons.append("the rating list in effect at the start is not set (1.4.6 a)")
        return tuple(reasons)

    def to_json(self) -> str:
        return json.dumps(
            {
                "category": self.category.value,
                "host_federation": self.host_federation,
                "minutes_for_60_moves": self.minutes_for_60_moves,
                "most_rounds_per_day": self.most_rounds_per_day,
                "titles_at_start": self.titles_at_start,
                "rating_list": self.rating_list,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> NormSettings:
        if not text.strip():
            return cls()
        try:
            data = json.loads(text)
            return cls(
                category=EventCategory(data.get("category", "")),
                host_federation=str(data.get("host_federation", "")),
                minutes_for_60_moves=_optional_int(data.get("minutes_for_60_moves")),
                most_rounds_per_day=_optional_int(data.get("most_rounds_per_day")),
                titles_at_start=_optional_bool(data.get("titles_at_start")),
                rating_list=str(data.get("rating_list", "")),
            )
        except (ValueError, TypeError, AttributeError) as error:
            raise InvalidInputError(f"norm settings: not readable ({error})") from None

    def checked(self) -> NormSettings:
        """The settings if every value is well formed, else an ``InvalidInputError`` naming the field."""
        federation = self.host_federation.strip().upper()
        if federation and (len(federation) != 3 or not federation.isalpha()):
            raise InvalidInputError(f"host federation: a three-letter FIDE code, not {self.host_federation!r}")
        if self.minutes_for_60_moves is not None and not 1 <= self.minutes_for_60_moves <= 1440:
            raise InvalidInputError(f"rate of play: minutes for 60 moves 1 to 1440, not {self.minutes_for_60_moves}")
        if self.most_rounds_per_day is not None and not 1 <= self.most_rounds_per_day <= 9:
            raise InvalidInputError(f"rounds per day: 1 to 9, not {self.most_rounds_per_day}")
        month = self.rating_list.strip()
        if month and not _is_month(month):
            raise InvalidInputError(f"rating list: a month as YYYY-MM, not {self.rating_list!r}")
        return NormSettings(
            self.category,
            federation,
            self.minutes_for_60_moves,
            self.most_rounds_per_day,
            self.titles_at_start,
            month,
        )


def minutes_for_60_moves(time_control_code: str) -> int | None:
    """A suggestion from TRF record 222 (``5400+30``: seconds plus increment per move), None when not that form."""
    base, _, increment = time_control_code.strip().partition("+")
    if not base.isdigit() or (increment and not increment.isdigit()):
        return None
    return (int(base) + 60 * int(increment or 0)) // 60


def _is_month(text: str) -> bool:
    year, _, month = text.partition("-")
    return len(year) == 4 and year.isdigit() and month.isdigit() and len(month) == 2 and 1 <= int(month) <= 12


def _optional_int(value: object) -> int | None:
    return None if value is None else int(str(value))


def _optional_bool(value: object) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    raise ValueError(f"{value!r} is not true, false or null")
