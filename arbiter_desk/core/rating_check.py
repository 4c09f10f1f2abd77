"""The consistency check of the players' ratings against the rating lists (FIDE checklist Q133, Q137–144).

Q137: the ratings are compared with the list valid at the start of the tournament, or, for an event of more than
30 days, with the list valid at the date of the check. FIDE publishes a list on the first day of each month and it
is valid for that month, so the list valid at a date is the one dated the first of that date's month. The check
reports the players whose stored rating differs from the list (Q142); it never changes a rating itself (Q143):
the arbiter applies the subset chosen (Q144).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date

from arbiter_desk.core.ids import PlayerId

LONG_EVENT_DAYS = 30
"""Q137: over this many days, the list valid at the check date counts instead of the one at the start."""


def valid_list_date(start: date, end: date | None, check_date: date) -> date:
    """Q137: the first day of the month of the start, or of the check date when the event lasts more than
    30 days (from start to end; without an end date, from start to the check)."""
    last = end if end is not None else check_date
    reference = check_date if (last - start).days > LONG_EVENT_DAYS else start
    return reference.replace(day=1)


def list_is_current(list_date: date | None, wanted: date) -> bool:
    """Q141: a local list dated before the first of the wanted month is older than the valid list."""
    return list_date is not None and list_date >= wanted


@dataclass(frozen=True, slots=True)
class CheckedPlayer:
    """A registered player as the check sees it: the rating stored and where the list should be asked."""

    id: PlayerId
    name: str
    fide_id: int | None
    rating: int


@dataclass(frozen=True, slots=True)
class Discrepancy:
    """Q142: a player whose stored rating is not the one of the list (``listed`` 0: unrated in the list;
    None: not in the list at all)."""

    player: PlayerId
    name: str
    fide_id: int | None
    stored: int
    listed: int | None

    @property
    def text(self) -> str:
        if self.listed is None:
            return f"{self.name}: {self.stored or 'unrated'}, not found in the list"
        return f"{self.name}: {self.stored or 'unrated'} stored, {self.listed or 'unrated'} in the list"


def discrepancies(players: Iterable[CheckedPlayer], listed: Mapping[int, int]) -> tuple[Discrepancy, ...]:
    """Q142: every player with a FIDE id whose stored rating differs from ``listed`` (FIDE id → rating, 0 =
    unrated in the list); a FIDE id absent from ``listed`` is reported as not found when a rating is stored.
    Players without a FIDE id are not checked (nothing to compare with)."""
    out: list[Discrepancy] = []
    for p in players:
        if p.fide_id is None:
            continue
        value = listed.get(p.fide_id)
        if value is None:
            if p.rating:
                out.append(Discrepancy(p.id, p.name, p.fide_id, p.rating, None))
        elif value != p.rating:
            out.append(Discrepancy(p.id, p.name, p.fide_id, p.rating, value))
    return tuple(out)
