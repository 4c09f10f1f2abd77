"""Decimals with the language's separator on screen and paper; names in the language's alphabetical order (never
the pairing numbers' order, C.04.2 art. 2.2.3, which stays locale-free)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from arbiter_desk.core.names import alphabetical_key
from arbiter_desk.language import LANGUAGES, language, use
from arbiter_desk.language.collation import name_sort_key
from arbiter_desk.language.numbers import show_decimal


@pytest.mark.parametrize(
    ("code", "value", "places", "shown"),
    [
        ("fr", Fraction(9, 2), 1, "4,5"),
        ("de", Decimal("152.25"), 2, "152,25"),
        ("en", 4.5, 1, "4.5"),
        ("ar", Fraction(1, 2), 1, "0.5"),
        ("ru", 7, 0, "7"),
        ("it", Fraction(2, 3), 2, "0,67"),
        ("es", 0.25, 1, "0,3"),
    ],
)
def test_a_decimal_is_shown_with_the_languages_separator(code: str, value: object, places: int, shown: str) -> None:
    assert show_decimal(value, language(code), places) == shown  # type: ignore[arg-type]


def test_spanish_sorts_n_tilde_as_a_letter_after_n() -> None:
    names = ["Oñate", "Ñandú", "Núñez", "Nuñez", "Nunez", "Nzuzo", "Olsen", "Ortega", "Nava"]
    assert sorted(names, key=lambda n: name_sort_key(n, language("es"))) == [
        "Nava",
        "Nunez",
        "Nuñez",
        "Núñez",
        "Nzuzo",
        "Ñandú",
        "Olsen",
        "Oñate",
        "Ortega",
    ]
    french = sorted(names, key=lambda n: name_sort_key(n, language("fr")))
    assert french.index("Ñandú") < french.index("Nava")  # elsewhere ñ is an n with a tilde


def test_accented_names_sort_beside_their_plain_letters_in_german_and_russian() -> None:
    german = sorted(
        ["Zander", "Müller", "Mueller", "Muller", "Ärmel", "Albers"], key=lambda n: name_sort_key(n, language("de"))
    )
    assert german == ["Albers", "Ärmel", "Mueller", "Muller", "Müller", "Zander"]
    russian = sorted(["Жуков", "Ёлкин", "Елкин", "Абрамов"], key=lambda n: name_sort_key(n, language("ru")))
    assert russian == ["Абрамов", "Елкин", "Ёлкин", "Жуков"]


def test_the_pairing_numbers_order_is_the_same_whatever_language_the_desk_speaks() -> None:
    """The initial order's key (core.names) is fixed: whichever language is active, the same order."""
    names = ["Ñandú", "Nava", "Müller", "Mueller", "Ёлкин", "Елкин", "Oñate", "Olsen"]
    orders = set()
    try:
        for spoken in LANGUAGES:
            use(spoken.code)
            orders.add(tuple(sorted(names, key=alphabetical_key)))
    finally:
        use("en")
    assert len(orders) == 1
