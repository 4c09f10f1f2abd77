"""The columns of FIDE's rating lists: titles (TXT) and element names (XML) to entry fields, and where each
column of a TXT header runs."""

from __future__ import annotations

import re

FIELDS = {
    "ID": "fide_id",
    "ID NUMBER": "fide_id",
    "FIDEID": "fide_id",
    "NAME": "name",
    "FED": "federation",
    "COUNTRY": "federation",
    "SEX": "sex",
    "TIT": "title",
    "TITLE": "title",
    "WTIT": "women_title",
    "W_TITLE": "women_title",
    "OTIT": "other_titles",
    "O_TITLE": "other_titles",
    "SRTNG": "standard",
    "RTNG": "standard",
    "RATING": "standard",
    "RRTNG": "rapid",
    "RAPID_RATING": "rapid",
    "BRTNG": "blitz",
    "BLITZ_RATING": "blitz",
    "B-DAY": "birth_year",
    "BDAY": "birth_year",
    "BIRTHDAY": "birth_year",
    "FLAG": "flag",
}
"""Column titles (TXT) and element names (XML), upper-cased, to entry fields."""

MONTH_COLUMN = re.compile(r"[A-Z]{3}\d{2}")
"""Single-list files title the rating column with the month, e.g. ``JAN25``."""


def txt_columns(header: str) -> dict[str, tuple[int, int | None]]:
    """Field → (start, end) of each known column of a TXT header line; the last column runs to the line end.

    Titles are the header's words, except that ``ID Number`` is one title; a month title (``JAN25``) is the
    standard rating. When a title appears twice, the first one counts.
    """
    words = [(m.start(), m.group()) for m in re.finditer(r"\S+", header.rstrip("\r\n"))]
    titles: list[tuple[int, str]] = []
    for start, word in words:
        if titles and word.upper() == "NUMBER" and titles[-1][1].upper() == "ID":
            titles[-1] = (titles[-1][0], "ID Number")
        else:
            titles.append((start, word))
    columns: dict[str, tuple[int, int | None]] = {}
    for index, (start, title) in enumerate(titles):
        key = title.upper()
        field = FIELDS.get(key) or ("standard" if MONTH_COLUMN.fullmatch(key) else None)
        end = titles[index + 1][0] if index + 1 < len(titles) else None
        if field is not None and field not in columns:
            columns[field] = (start, end)
    return columns
