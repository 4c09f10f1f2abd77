"""The language the desk's screens speak, kept in the desk's settings (``desk/language``): chosen under
Settings → Language, applied at the next start; until the arbiter chooses, the first start follows the system's
locale. ``--lang`` on the command line wins over both for that run."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSettings

from arbiter_desk.language import Language, from_locale_name, language

KEY = "desk/language"


def chosen_language(settings: QSettings) -> Language | None:
    """The language the arbiter chose (None while none was chosen, or the one stored is unknown)."""
    code = str(settings.value(KEY, "") or "")
    try:
        return language(code) if code else None
    except ValueError:
        return None


def choose_language(settings: QSettings, chosen: Language) -> None:
    """Keep ``chosen`` for the next start."""
    settings.setValue(KEY, chosen.code)
    settings.sync()


def starting_language(settings: QSettings, asked: str | None = None) -> Language:
    """The language of this start: ``asked`` (``--lang``), else the arbiter's choice, else the system's locale."""
    if asked:
        return language(asked)
    return chosen_language(settings) or from_locale_name(QLocale.system().name())
