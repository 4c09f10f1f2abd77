"""Dates typed and shown in the arbiter's language (``language.dates``), kept in the TRF form ``YYYY/MM/DD``.

A date field shows a stored date in the language's form (07/03/2026 in French, 07.03.2026 in German) and its form
as the placeholder; it reads the language's form with or without leading zeros, ISO ``YYYY-MM-DD``, and the TRF form
the file keeps (``YYYY/MM/DD``, what an imported file shows). The tournament file and the TRF export keep
``YYYY/MM/DD`` whatever the language (TRF-2026 records 042, 052, 132 and 001 columns 70-79).
"""

from __future__ import annotations

import re
from datetime import date

from arbiter_desk.core.text import Text, tr
from arbiter_desk.language import active
from arbiter_desk.language.dates import read_date, show_date
from arbiter_desk.ui.common.wording import shown

TRF_DATE = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2})")
"""A full date as the tournament file keeps it."""
EXAMPLE = date(2026, 3, 7)
"""The date the messages give as an example (7 March: day and month cannot be mistaken for each other)."""
FORMS: dict[str, Text] = {
    "DD/MM/YYYY": tr("DD/MM/YYYY"),
    "DD.MM.YYYY": tr("DD.MM.YYYY"),
    "YYYY-MM-DD": tr("YYYY-MM-DD"),
}
"""Each language's date form with the letters its readers use for day, month and year (JJ/MM/AAAA, TT.MM.JJJJ)."""


def date_form() -> str:
    """The active language's date form as its readers write it (the placeholder of a date field)."""
    form = active().date_placeholder
    return shown(FORMS.get(form, form))


def example() -> str:
    """:data:`EXAMPLE` in the active language's form."""
    return show_date(EXAMPLE, active())


def read_typed(typed: str) -> date | None:
    """The date typed in the language's form (zeros optional), in ISO form or in the TRF form; None otherwise
    (not a date of the calendar included)."""
    cleaned = typed.strip()
    found = TRF_DATE.fullmatch(cleaned)
    try:
        if found:
            return date(int(found[1]), int(found[2]), int(found[3]))
        return read_date(cleaned, active())
    except ValueError:
        return None


def trf_date(value: date) -> str:
    """``value`` as the tournament file keeps it: ``YYYY/MM/DD``."""
    return f"{value.year:04d}/{value.month:02d}/{value.day:02d}"


def shown_date(stored: str) -> str:
    """A stored TRF date in the language's form; anything else (a year alone, a two-digit year, a damaged
    text) as it is stored."""
    found = TRF_DATE.fullmatch(stored.strip())
    if found is None:
        return stored
    try:
        return show_date(date(int(found[1]), int(found[2]), int(found[3])), active())
    except ValueError:
        return stored
