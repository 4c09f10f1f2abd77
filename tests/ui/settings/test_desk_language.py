"""The language a start of the desk speaks: ``--lang`` first, then the arbiter's choice kept in the desk's settings,
then the system's locale (the first start)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from arbiter_desk.language import language
from arbiter_desk.ui.settings.desk_language import KEY, choose_language, chosen_language, starting_language


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "desk.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize(
    ("system", "code"), [("de_AT", "de"), ("ar_EG", "ar"), ("fr_CA", "fr"), ("pt_BR", "en"), ("C", "en")]
)
def test_the_first_start_follows_the_system_locale(settings: QSettings, system: str, code: str) -> None:
    assert chosen_language(settings) is None
    assert starting_language(settings, None, system).code == code
    choose_language(settings, language("it"))
    assert starting_language(settings, None, system).code == "it"  # a choice made wins over the system


def test_a_choice_is_kept_for_the_next_start_and_lang_wins_over_it(settings: QSettings) -> None:
    choose_language(settings, language("ru"))
    again = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    assert chosen_language(again) == language("ru")
    assert starting_language(again, None).code == "ru"
    assert starting_language(again, "it").code == "it"


def test_an_unknown_stored_language_is_taken_as_no_choice(settings: QSettings) -> None:
    settings.setValue(KEY, "klingon")
    assert chosen_language(settings) is None
