"""Dates shown in the language's form and typed in it or in ISO form; four-digit years only, impossible dates and
other forms refused naming the form expected (issue's locale item: 07.03.2026, 07/03/2026)."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_desk.language import LANGUAGES, language
from arbiter_desk.language.dates import read_date, show_date

MARCH_7 = date(2026, 3, 7)


@pytest.mark.parametrize(
    ("code", "shown"),
    [
        ("en", "2026-03-07"),
        ("fr", "07/03/2026"),
        ("es", "07/03/2026"),
        ("de", "07.03.2026"),
        ("ru", "07.03.2026"),
        ("it", "07/03/2026"),
        ("ar", "07/03/2026"),
    ],
)
def test_a_date_is_shown_in_the_languages_form(code: str, shown: str) -> None:
    assert show_date(MARCH_7, language(code)) == shown


@pytest.mark.parametrize("typed", ["7.3.2026", "07.03.2026", " 2026-03-07 ", "2026-3-7"])
def test_a_german_date_is_read_padded_or_not_or_in_iso_form(typed: str) -> None:
    assert read_date(typed, language("de")) == MARCH_7


@pytest.mark.parametrize("typed", ["07.03.26", "07/03/2026", "March 7", "2026/03/07", ""])
def test_another_form_is_refused_naming_the_form_expected(typed: str) -> None:
    with pytest.raises(ValueError, match=r"DD\.MM\.YYYY or YYYY-MM-DD \(for example 07\.03\.2026\)"):
        read_date(typed, language("de"))


def test_an_impossible_date_is_refused_as_such() -> None:
    with pytest.raises(ValueError, match="not a date of the calendar"):
        read_date("31/02/2026", language("fr"))


@given(st.dates(min_value=date(1000, 1, 1)), st.sampled_from(LANGUAGES))
def test_every_date_shown_reads_back_as_itself(value: date, spoken: object) -> None:
    assert read_date(show_date(value, spoken), spoken) == value  # type: ignore[arg-type]
