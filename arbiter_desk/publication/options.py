"""What the organiser publishes: the choices the desk passes to the pages' process."""

from __future__ import annotations

import re
from dataclasses import dataclass

JUNIOR_AGE = 20
"""FIDE's juniors are under 20 on 1 January of the year (FIDE Rating Regulations B.02, the junior age limit)."""


@dataclass(frozen=True, slots=True)
class PublicationOptions:
    hide_junior_ratings: bool = False
    """Leave out the rating of every junior (some organisers ask it of minors' data)."""
    refresh_seconds: float = 1.0
    """How often a page asks whether the event changed (the page updates within about twice this)."""


def is_junior(birth_date: str, year: int | None) -> bool:
    """Whether a player born on ``birth_date`` (``YYYY``, ``YYYY/MM/DD`` or ``YYYY-MM-DD``) is a junior in
    ``year``: under 20 on 1 January of it. An unknown date or year is treated as a junior, so that hiding
    errs on the side of the minor."""
    found = re.match(r"\s*(\d{4})(?:[/.-](\d{1,2})[/.-](\d{1,2}))?", birth_date or "")
    if found is None or year is None:
        return True
    born = int(found.group(1))
    born_on_first_january = found.group(2) is not None and int(found.group(2)) == 1 and int(found.group(3)) == 1
    age_on_first_january = year - born if born_on_first_january else year - born - 1
    return age_on_first_january < JUNIOR_AGE
