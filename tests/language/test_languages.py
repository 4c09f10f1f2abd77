"""The desk's languages: seven, English first, each with its writing direction, decimal separator and date form;
the first start follows the system locale; an unknown code is refused naming the known ones."""

from __future__ import annotations

import pytest
from babel import Locale

from arbiter_desk.language import LANGUAGES, from_locale_name, language


def test_the_seven_languages_of_the_desk_arabic_right_to_left() -> None:
    assert [entry.code for entry in LANGUAGES] == ["en", "fr", "es", "de", "ru", "it", "ar"]
    assert [entry.code for entry in LANGUAGES if entry.right_to_left] == ["ar"]


@pytest.mark.parametrize("code", ["fr", "es", "de", "ru", "it"])
def test_the_decimal_separator_is_cldrs_for_the_language(code: str) -> None:
    assert language(code).decimal_separator == Locale.parse(code).number_symbols["latn"]["decimal"]


def test_each_language_names_itself_as_cldr_does() -> None:
    for entry in LANGUAGES:
        assert entry.own_name.casefold() == str(Locale.parse(entry.code).get_display_name(entry.code)).casefold()


@pytest.mark.parametrize(
    ("locale_name", "code"),
    [
        ("fr_CA.UTF-8", "fr"),
        ("de-AT", "de"),
        ("ru_RU", "ru"),
        ("ar_EG.UTF-8", "ar"),
        ("C", "en"),
        ("", "en"),
        ("pt_BR", "en"),
        ("sr_RS@latin", "en"),
        ("it_IT@euro", "it"),
    ],
)
def test_the_first_start_follows_the_system_locale_or_english(locale_name: str, code: str) -> None:
    assert from_locale_name(locale_name).code == code


def test_an_unknown_code_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown language 'xx'.*fr \(French\)"):
        language("xx")
    assert language(" FR ").code == "fr"
