"""Dates shown and typed in the language's form (``languages.Language.date_form``), ISO 8601 always accepted.

A typed date is read in the form shown, with or without leading zeros, or as ``YYYY-MM-DD``; anything else is
refused with a message that gives the form expected and an example. Years have four digits: a two-digit year is
refused rather than guessed.
"""

from __future__ import annotations

import re
from datetime import date

from arbiter_desk.language.languages import Language

_FIELD = {"DD": r"(?P<day>\d{1,2})", "MM": r"(?P<month>\d{1,2})", "YYYY": r"(?P<year>\d{4})"}
_ISO = re.compile(r"(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})")


def _pattern(form: str) -> re.Pattern[str]:
    parts = re.split(r"(DD|MM|YYYY)", form)
    return re.compile("".join(_FIELD.get(part, re.escape(part)) for part in parts))


def show_date(value: date, spoken: Language) -> str:
    """``value`` in the language's form (07/03/2026, 07.03.2026; English 2026-03-07)."""
    return (
        spoken.date_form.replace("YYYY", f"{value.year:04d}")
        .replace("MM", f"{value.month:02d}")
        .replace("DD", f"{value.day:02d}")
    )


def read_date(typed: str, spoken: Language) -> date:
    """The date typed in the language's form or in ISO form; ``ValueError`` naming the forms otherwise."""
    cleaned = typed.strip()
    for pattern in (_pattern(spoken.date_form), _ISO):
        found = pattern.fullmatch(cleaned)
        if found:
            try:
                return date(int(found["year"]), int(found["month"]), int(found["day"]))
            except ValueError as error:
                raise ValueError(f"{cleaned!r} is not a date of the calendar ({error})") from None
    example = show_date(date(2026, 3, 7), spoken)
    forms = spoken.date_form if spoken.date_form == "YYYY-MM-DD" else f"{spoken.date_form} or YYYY-MM-DD"
    raise ValueError(f"{cleaned!r} is not a date in the form {forms} (for example {example})")
