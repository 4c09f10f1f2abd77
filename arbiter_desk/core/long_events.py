"""Events lasting over 30 days (VCL4THP.13 Q210–216): the flag, ratings per round, and rating tie-breaks.

An event over more than 30 days (a league, a club championship) meets several rating lists: a player's rating
may change between rounds. The checklist asks for a flag (Q210), suggested here from the round dates; advice
against rating-based tie-breaks there (Q211); several ratings per player (Q212), each tied to the round from which
it holds (Q213); and rating tie-breaks computed per round (Q214), by default with the first rating (Q215), the user
choosing (Q216).

Reading (C.07 says nothing of it): with ``per round`` chosen, an opponent's rating in a rating-based tie-break
(ARO, TPR, PTP, APRO, APPO) is the one valid in the round of that game, and RTNG takes the rating valid in the
last round of the standings; with ``first`` (the default), every rating-based tie-break uses the rating the
player started with.

TRF-2026 has no field for any of this; the desk writes ``###`` comment lines in ``core.integrity``'s shape and
reads them back on import::

    ### Long event @ Round 0: over 30 days; rating tie-breaks: first rating
    ### Round rating @ Round 5: player 12: 2345

(``per round`` instead of ``first rating``; a ``Round rating`` line says player 12 is rated 2345 from round 5 on.)
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event

LONG_EVENT_DAYS = 30
RATING_BASED = frozenset({"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"})
"""The C.07 tie-breaks computed from ratings (Q211 advises against them in events over 30 days)."""


class RoundRatings(StrEnum):
    """Which rating the rating-based tie-breaks use in an event over 30 days (Q214–216)."""

    FIRST = "first rating"
    PER_ROUND = "per round"


@dataclass(frozen=True, slots=True)
class LongEvent:
    """The over-30-days flag and the choice of ratings for tie-breaks."""

    over_30_days: bool = False
    ratings: RoundRatings = RoundRatings.FIRST

    def event(self) -> IntegrityEvent:
        state = "over 30 days" if self.over_30_days else "not over 30 days"
        return IntegrityEvent(EventKind.LONG_EVENT, 0, f"{state}; rating tie-breaks: {self.ratings.value}")

    def to_comment(self) -> str:
        return self.event().to_comment()


@dataclass(frozen=True, slots=True)
class RoundRating:
    """A player's rating from ``from_round`` on (a later list of an event over 30 days, Q212–213)."""

    tpn: PairingNumber
    from_round: int
    rating: int

    def to_comment(self) -> str:
        detail = f"player {self.tpn}: {self.rating}"
        return IntegrityEvent(EventKind.ROUND_RATING, self.from_round, detail).to_comment()


_TPN = re.compile(r"[0-9]{1,4}")
_RATING = re.compile(r"[0-9]{1,4}")
MAX_ROUND_RATING = 3500
"""A ``Round rating`` line's numbers are read with bounds (ASCII digits, a TPN of 4 digits, a rating up to
3500, as a TRF player line's); a line outside them stays a plain comment."""


def split_long_event(comments: Iterable[str]) -> tuple[LongEvent | None, tuple[RoundRating, ...], tuple[str, ...]]:
    """(the flag line's content or None, the round ratings, the other comments)."""
    flag: LongEvent | None = None
    ratings: list[RoundRating] = []
    rest: list[str] = []
    for comment in comments:
        event = parse_event(comment)
        if event is not None and event.kind is EventKind.LONG_EVENT and flag is None:
            state, _, choice = event.detail.partition("; rating tie-breaks:")
            try:
                flag = LongEvent(state.strip() == "over 30 days", RoundRatings(choice.strip() or "first rating"))
                continue
            except ValueError:
                pass
        if event is not None and event.kind is EventKind.ROUND_RATING:
            player, _, value = event.detail.partition(":")
            number = player.strip().removeprefix("player").strip()
            rating = value.strip()
            readable = _TPN.fullmatch(number) and _RATING.fullmatch(rating) and int(rating) <= MAX_ROUND_RATING
            if readable and event.round >= 1:
                ratings.append(RoundRating(PairingNumber(int(number)), event.round, int(rating)))
                continue
        rest.append(comment)
    return flag, tuple(ratings), tuple(rest)


def ratings_by_player(ratings: Iterable[RoundRating]) -> dict[PairingNumber, tuple[tuple[int, int], ...]]:
    """TPN → ((from round, rating), …) in round order."""
    out: dict[PairingNumber, list[tuple[int, int]]] = {}
    for r in ratings:
        out.setdefault(r.tpn, []).append((r.from_round, r.rating))
    return {tpn: tuple(sorted(pairs)) for tpn, pairs in out.items()}


def rating_in_round(first: int, later: Sequence[tuple[int, int]], round_no: int) -> int:
    """The rating valid in ``round_no``: the last one entered from that round or earlier, else the first."""
    rating = first
    for from_round, value in later:
        if from_round <= round_no:
            rating = value
    return rating


def per_round_ratings(comments: Iterable[str]) -> Mapping[PairingNumber, tuple[tuple[int, int], ...]] | None:
    """The ratings per round the tie-breaks use, or None when they use the first rating (Q215, the default)."""
    flag, ratings, _ = split_long_event(comments)
    if flag is None or not flag.over_30_days or flag.ratings is not RoundRatings.PER_ROUND:
        return None
    return ratings_by_player(ratings)


def spans_over_30_days(dates: Iterable[str]) -> bool:
    """Q210's suggestion: the first and last of the dates given (round dates, start and end; ``YYYY/MM/DD``,
    ``YY/MM/DD`` or ``YYYY-MM-DD``) lie more than 30 days apart."""
    days = [d for d in (_date(text) for text in dates) if d is not None]
    return bool(days) and (max(days) - min(days)).days > LONG_EVENT_DAYS


def _date(text: str) -> dt.date | None:
    parts = text.strip().replace("-", "/").replace(".", "/").split("/")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    year, month, day = (int(p) for p in parts)
    if year < 100:
        year += 2000
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def rating_tiebreaks_in(codes: Iterable[str]) -> tuple[str, ...]:
    """The rating-based codes of a tie-break list (``ARO/C1`` counts as ARO)."""
    return tuple(code for code in codes if code.split("/")[0].strip().upper() in RATING_BASED)
