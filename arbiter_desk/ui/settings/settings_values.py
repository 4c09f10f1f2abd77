"""The Settings dialog's typed values read as the file keeps them, or refused in one whole sentence naming the
field: the points for a result (a number, not negative) and the event's dates (in the arbiter's date form).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal, InvalidOperation

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common.date_fields import date_form, example, read_typed, trf_date

POINT_FIELDS: dict[str, tuple[Text, Text]] = {
    "win": (
        tr("The points for a win must be a number such as 1 or 0.5, not “{typed}”"),
        tr("The points for a win cannot be negative"),
    ),
    "draw": (
        tr("The points for a draw must be a number such as 1 or 0.5, not “{typed}”"),
        tr("The points for a draw cannot be negative"),
    ),
    "loss": (
        tr("The points for a loss must be a number such as 1 or 0.5, not “{typed}”"),
        tr("The points for a loss cannot be negative"),
    ),
    "bye": (
        tr("The points for the pairing bye must be a number such as 1 or 0.5, not “{typed}”"),
        tr("The points for the pairing bye cannot be negative"),
    ),
}
"""What is wrong with a typed point value, one whole sentence per field (not a number, negative)."""


def read_points(text: str, field: str) -> Decimal:
    not_a_number, negative = POINT_FIELDS[field]
    try:
        value = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        raise InvalidInputError(replace(not_a_number, args=(("typed", text),))) from None
    if value < 0:
        raise InvalidInputError(negative)
    return value


def read_event_date(typed: str, refusal: Text) -> str:
    """A typed event date as the file keeps it (``YYYY/MM/DD``, empty if nothing typed); ``refusal`` (with
    ``{form}``, ``{example}`` and ``{typed}``) names the field when the text is not a date."""
    cleaned = typed.strip()
    if not cleaned:
        return ""
    found = read_typed(cleaned)
    if found is None:
        raise InvalidInputError(
            replace(refusal, args=(("form", date_form()), ("example", example()), ("typed", cleaned)))
        )
    return trf_date(found)
