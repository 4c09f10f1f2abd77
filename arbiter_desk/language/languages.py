"""The languages the desk speaks, with what the screen and the printed sheets need of each: the name the arbiter
recognises (its own), the writing direction, the decimal separator and the date forms.

Dates: each language shows one form (day, month, four-digit year in the order and with the separator its federations
print; English keeps ISO 8601) and accepts that form, its unpadded variant and ISO ``YYYY-MM-DD``; four-digit years
only, so 07.03.26 is never read as 1926 or 2026 by guess. Decimals: the separator shown on screen and on the sheets
("4,5" in French); CSV exports and the TRF always write "." (``formats`` does not ask this module).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    """One language of the desk (``code`` is ISO 639-1, the catalog's folder name)."""

    code: str
    english_name: str
    own_name: str
    right_to_left: bool
    decimal_separator: str
    date_form: str
    """The date form shown (and first accepted): ``DD``, ``MM``, ``YYYY`` and the separators between them."""

    @property
    def date_placeholder(self) -> str:
        """The form as a typing field shows it when empty."""
        return self.date_form


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "English", False, ".", "YYYY-MM-DD"),
    Language("fr", "French", "Français", False, ",", "DD/MM/YYYY"),
    Language("es", "Spanish", "Español", False, ",", "DD/MM/YYYY"),
    Language("de", "German", "Deutsch", False, ",", "DD.MM.YYYY"),
    Language("ru", "Russian", "Русский", False, ",", "DD.MM.YYYY"),
    Language("it", "Italian", "Italiano", False, ",", "DD/MM/YYYY"),
    Language("ar", "Arabic", "العربية", True, ".", "DD/MM/YYYY"),
)
"""English first (the source language), then as the issue lists them. Arabic keeps the Western digits and the
point: the tournament tables of the Arab federations print them so (the numbers next to names stay as FIDE writes
them)."""

ENGLISH = LANGUAGES[0]
_BY_CODE = {entry.code: entry for entry in LANGUAGES}


def language(code: str) -> Language:
    """The language of ``code``; an unknown code is refused naming the known ones."""
    try:
        return _BY_CODE[code.strip().lower()]
    except KeyError:
        known = ", ".join(f"{entry.code} ({entry.english_name})" for entry in LANGUAGES)
        raise ValueError(f"unknown language {code!r}: the desk speaks {known}") from None


def from_locale_name(name: str | None) -> Language:
    """The desk's language for a system locale name (``fr_CA.UTF-8``, ``de-AT``, ``C``): its language if the desk
    speaks it, else English (the first start follows the system's locale this way)."""
    if not name:
        return ENGLISH
    head = name.replace("-", "_").split(".", 1)[0].split("@", 1)[0].split("_", 1)[0].lower()
    return _BY_CODE.get(head, ENGLISH)
