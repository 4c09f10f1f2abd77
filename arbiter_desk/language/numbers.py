"""Numbers with decimals on screen and on the printed sheets, with the language's decimal separator ("4,5").

Only what a person reads goes through here; the TRF and CSV exports write "." whatever the language.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from arbiter_desk.language.languages import Language


def show_decimal(value: float | Fraction | Decimal | int, spoken: Language, places: int = 1) -> str:
    """``value`` with ``places`` decimals (none for a whole number when ``places`` is 0) and the language's
    separator; rounding half away from zero, as the sheets print tie-break values."""
    exact = Decimal(value.numerator) / Decimal(value.denominator) if isinstance(value, Fraction) else Decimal(value)
    quantum = Decimal(1).scaleb(-places)
    rounded = exact.quantize(quantum, rounding="ROUND_HALF_UP") if places else exact.quantize(Decimal(1))
    written = f"{rounded:f}"
    return written.replace(".", spoken.decimal_separator)
