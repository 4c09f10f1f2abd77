"""The numbers of a rating list (FIDE id, ratings, year of birth), read with bounds, for every list format.

A FIDE id is 1 to 99,999,999,999 (the TRF player record gives it 11 columns), a rating 0 to 3500, a year at
most 4 digits; only ASCII digits are numbers (``²`` passes ``str.isdigit`` but not ``int``).
"""

from __future__ import annotations

MAX_FIDE_ID = 99_999_999_999
"""The largest FIDE id: the TRF's player record gives it 11 columns."""
MAX_RATING = 3500
ID_DIGITS = 11
YEAR_DIGITS = 4


def bounded_number(raw: str, field: str, named: bool = True) -> int | str | None:
    """``raw`` as a list's number of ``field`` (``fide_id``, a rating, ``birth_year``): the number (None for
    empty or 0), or what is wrong with it. Only ASCII digits, never more than the field can hold, so no
    5,000-digit text reaches ``int`` and no number overflows SQLite."""
    if not raw:
        return None
    shown = raw if len(raw) <= 20 else raw[:20] + "…"
    words = (field.replace("_", " ") + " ") if named else ""
    if named and field == "fide_id":
        words = "FIDE id "
    if not (raw.isascii() and raw.isdigit()):
        return f"{words}{shown!r} is not a number"
    if field == "fide_id":
        if len(raw) > ID_DIGITS or not 0 < int(raw) <= MAX_FIDE_ID:
            return f"{words}{shown!r} is outside 1 to {MAX_FIDE_ID:,}"
        return int(raw)
    if field == "birth_year":
        if len(raw) > YEAR_DIGITS:
            return f"{words}{shown!r} has more than {YEAR_DIGITS} digits"
        return int(raw) or None
    if len(raw) > YEAR_DIGITS or int(raw) > MAX_RATING:
        return f"{words}{shown!r} is outside 0 to {MAX_RATING}"
    return int(raw) or None
