"""The language the desk's screens speak, kept in the desk's settings (``desk/language``): chosen under
Settings → Language, applied at the next start; until the arbiter chooses, the first start follows the system's
locale. ``--lang`` on the command line wins over both for that run."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QByteArray, QCoreApplication, QLibraryInfo, QLocale, QSettings, Qt, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication

from arbiter_desk.language import Language, from_locale_name, language, use
from arbiter_desk.language.languages import ENGLISH

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


def starting_language(settings: QSettings, asked: str | None = None, system: str | None = None) -> Language:
    """The language of this start: ``asked`` (``--lang``), else the arbiter's choice, else the system's locale
    (``system``, a locale name such as ``de_AT``; the machine's when None)."""
    if asked:
        return language(asked)
    return chosen_language(settings) or from_locale_name(QLocale.system().name() if system is None else system)


def apply_language(app: QCoreApplication, chosen: Language) -> list[QTranslator]:
    """Speak ``chosen`` from now on: the desk's catalog, Qt's own (``qtbase_xx.qm`` shipped with PySide6, for the
    standard dialogs' buttons and the file dialogs) and the layout direction (Arabic mirrors the whole window).
    Returns the Qt translators installed (kept alive by the caller)."""
    use(chosen.code)
    installed: list[QTranslator] = []
    if chosen.code != ENGLISH.code:
        qt_catalog = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_catalog.load(f"qtbase_{chosen.code}", folder):
            app.installTranslator(qt_catalog)
            installed.append(qt_catalog)
    if isinstance(app, QGuiApplication):
        direction = Qt.LayoutDirection.RightToLeft if chosen.right_to_left else Qt.LayoutDirection.LeftToRight
        app.setLayoutDirection(direction)
    return installed


def register_fonts() -> list[str]:
    """The fonts bundled for the printed sheets, registered for the screens too, so Arabic and Cyrillic show on a
    machine without such fonts. Returns the families registered."""
    families: list[str] = []
    folder = resources.files("arbiter_desk").joinpath("resources", "fonts")
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if entry.name.endswith(".ttf"):
            font_id = QFontDatabase.addApplicationFontFromData(QByteArray(entry.read_bytes()))
            if font_id >= 0:
                families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return families
