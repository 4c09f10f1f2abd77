"""Where a generated tournament's ratings come from (FIDE approval checklist Q26–29).

* :class:`RatingList` — the user's list, one rating per player in the order given (0 = unrated: the player
  gets no FIDE id; ``generate`` pairs him with rating 0, the rating the file's 001 column says);
* :class:`RatingRange` — a range: ``low``–``high`` drawn uniformly, or, with ``gap``, falling from ``high``
  by a random gap in ``gap`` (min, max) from one player to the next, never below ``low``;
* None — random: 1000–2700 with about one player in ten unrated (the generator's default).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Player

__all__ = [
    "UNRATED_STRENGTH",
    "RatingList",
    "RatingRange",
    "RatingSource",
    "parse_rating_list",
    "parse_rating_range",
    "playing_strength",
]

MAX_RATING = 3500

UNRATED_STRENGTH = 1250
"""The strength the results model gives an unrated player (rating 0): the middle of the 1000–1500 range the
generator drew provisional ratings from before; it decides results only, never a pairing or the file."""


def playing_strength(player: Player) -> int:
    """The rating the results model plays ``player`` at: his rating, or :data:`UNRATED_STRENGTH` if unrated."""
    return player.rating if player.rating > 0 else UNRATED_STRENGTH


@dataclass(frozen=True, slots=True)
class RatingList:
    ratings: tuple[int, ...]

    def __post_init__(self) -> None:
        for r in self.ratings:
            if not 0 <= r <= MAX_RATING:
                raise InvalidInputError(f"a rating must be between 0 (unrated) and {MAX_RATING}, not {r}")

    def draw(self, count: int, rng: random.Random) -> list[int]:
        if len(self.ratings) < count:
            raise InvalidInputError(f"the rating list has {len(self.ratings)} ratings for {count} players")
        return list(self.ratings[:count])


@dataclass(frozen=True, slots=True)
class RatingRange:
    low: int
    high: int
    gap: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if not 0 < self.low <= self.high <= MAX_RATING:
            raise InvalidInputError(f"a rating range needs 0 < low ≤ high ≤ {MAX_RATING}, not {self.low}-{self.high}")
        if self.gap is not None and not 0 <= self.gap[0] <= self.gap[1]:
            raise InvalidInputError(f"a rating gap needs 0 ≤ min ≤ max, not {self.gap[0]}-{self.gap[1]}")

    def draw(self, count: int, rng: random.Random) -> list[int]:
        if self.gap is None:
            return [rng.randint(self.low, self.high) for _ in range(count)]
        out: list[int] = []
        rating = self.high
        for _ in range(count):
            out.append(rating)
            rating = max(self.low, rating - rng.randint(*self.gap))
        return out


RatingSource = RatingList | RatingRange


def _pair(text: str, what: str) -> tuple[int, int]:
    parts = text.replace(" ", "").split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise InvalidInputError(f"{what}: {text!r} is not a range like 1400-2400")
    return int(parts[0]), int(parts[1])


def parse_rating_range(text: str, gap: str | None = None) -> RatingRange:
    """``LOW-HIGH`` and optionally the gap ``MIN-MAX`` (``--ratings 1400-2600 --rating-gaps 5-40``)."""
    low, high = _pair(text, "--ratings")
    return RatingRange(low, high, _pair(gap, "--rating-gaps") if gap else None)


MAX_LIST_RATING = 3500
"""The highest rating a ``--ratings-file`` line may give (read as at most 4 ASCII digits: no 5,000-digit int)."""


def parse_rating_list(text: str, source: str) -> RatingList:
    """One rating per line (blank lines and ``#`` comments skipped); ``source`` names the file in errors."""
    ratings: list[int] = []
    for number, line in enumerate(text.splitlines(), start=1):
        value = line.split("#", 1)[0].strip()
        if not value:
            continue
        if not (value.isascii() and value.isdigit()) or len(value) > 4 or int(value) > MAX_LIST_RATING:
            shown = value if len(value) <= 20 else value[:20] + "…"
            raise InvalidInputError(
                f"{source}, line {number}: {shown!r} is not a rating (a whole number of 0 to {MAX_LIST_RATING})"
            )
        ratings.append(int(value))
    if not ratings:
        raise InvalidInputError(f"{source}: no rating in the file")
    return RatingList(tuple(ratings))
