"""The translation catalogs (gettext, one domain ``arbiter_desk``) and the language the desk speaks now.

An installed desk (wheel or bundle) reads the ``.mo`` files its build compiled from the ``.po`` sources and carries
no sources; a source checkout (the tests) has only the sources, never a ``.mo``, and compiles them in memory with
Babel. English is the sources themselves. The pseudo-language ``qps`` wraps every translated message in ⟦…⟧ with
accented letters: a string on screen without the brackets did not pass through a catalog (the pseudo-locale tests
look for exactly that).
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from pathlib import Path

from arbiter_desk.core.text import Text
from arbiter_desk.language.languages import ENGLISH, LANGUAGES, Language, language

DOMAIN = "arbiter_desk"
CATALOGS = Path(__file__).resolve().parent.parent / "resources" / "i18n"
"""``<code>/LC_MESSAGES/arbiter_desk.po`` (and ``.mo`` once built) for every language but English."""
PSEUDO = Language("qps", "Pseudo", "Ƥşéüđö", False, ",", "DD.MM.YYYY")
"""The test language: every translated string marked, so untranslated text stands out."""


class CatalogError(Exception):
    """A language's catalog is missing or damaged (said in plain words, naming the file)."""


def po_file(code: str) -> Path:
    """The catalog source of a language."""
    return CATALOGS / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def compile_po(source: Path) -> bytes:
    """The ``.mo`` bytes of a ``.po`` file (fuzzy entries left out, as gettext's msgfmt does)."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import PoFileError, read_po
    except ImportError as error:
        raise CatalogError(f"the catalog {source} was not compiled when Arbiter Desk was installed") from error
    try:
        with source.open("rb") as stream:
            parsed = read_po(stream, locale=source.parent.parent.name, domain=DOMAIN, abort_invalid=True)
    except (OSError, ValueError, SyntaxError, PoFileError) as error:
        raise CatalogError(f"the catalog {source} cannot be read: {error}") from error
    out = io.BytesIO()
    write_mo(out, parsed)
    return out.getvalue()


@cache
def catalog(code: str) -> gettext.NullTranslations:
    """The catalog of a language code (``en`` is the English sources; ``qps`` the pseudo-language)."""
    if code == PSEUDO.code:
        return PseudoCatalog()
    spoken = language(code)
    if spoken is ENGLISH:
        return gettext.NullTranslations()
    source = po_file(spoken.code)
    built = source.with_suffix(".mo")
    try:
        if built.is_file():
            return gettext.GNUTranslations(io.BytesIO(built.read_bytes()))
        if source.is_file():
            return gettext.GNUTranslations(io.BytesIO(compile_po(source)))
    except OSError as error:
        raise CatalogError(f"the {spoken.english_name} catalog {built} cannot be read: {error}") from error
    raise CatalogError(f"the {spoken.english_name} catalog is missing ({source}): reinstall Arbiter Desk")


_ACCENTED = str.maketrans(
    "AEIOUYaeiouycnsCNSdDgGlLzZ",
    "ÅÉÎÕÛÝåéîõûýçñšÇÑŠđĐğĞłŁžŽ",
)


def pseudo(message: str) -> str:
    """``message`` marked for the pseudo-locale: letters accented outside ``{placeholders}`` (a mnemonic's letter
    after ``&`` kept, so the keys stay those of the English), wrapped in ⟦…⟧."""
    out: list[str] = []
    depth = 0
    for index, char in enumerate(message):
        if char == "{":
            depth += 1
        elif char == "}":
            depth = max(0, depth - 1)
        mnemonic = index > 0 and message[index - 1] == "&"  # Alt+letter keys stay those of the English
        out.append(char if depth or mnemonic else char.translate(_ACCENTED))
    return "⟦" + "".join(out) + "⟧"


class PseudoCatalog(gettext.NullTranslations):
    """Every message marked (see :func:`pseudo`); plural choice as English."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


_active: list[Language] = [ENGLISH]


def use(code: str) -> Language:
    """Speak ``code`` from now on (its catalog is loaded first, so a missing one leaves the language unchanged)."""
    catalog(code)
    chosen = PSEUDO if code == PSEUDO.code else language(code)
    _active[0] = chosen
    return chosen


def active() -> Language:
    """The language the desk speaks now."""
    return _active[0]


def say(message: Text | str, code: str | None = None) -> str:
    """``message`` in the active language (or in ``code``'s, e.g. a printout in the event's language)."""
    if isinstance(message, str):
        return message
    return message.render(catalog(code or _active[0].code))


def said(error: BaseException, code: str | None = None) -> str:
    """An error's message in the active language (or ``code``'s): an error of the program whose message is a
    :class:`Text` is translated; any other error says what ``str`` says."""
    message = error.args[0] if len(error.args) == 1 else None
    return say(message, code) if isinstance(message, Text) else str(error)


@cache
def _sources(code: str) -> dict[str, str]:
    """The catalog of ``code`` the other way round: each translation (mnemonics dropped) to its English."""
    found = catalog(code)
    if not isinstance(found, gettext.GNUTranslations):
        return {}
    table: dict[str, str] = {}
    messages: dict[object, object] = getattr(found, "_catalog", {})  # gettext keeps no public view of its messages
    for key, value in messages.items():
        source = str(key[0] if isinstance(key, tuple) else key).split("\x04")[-1]
        translation = value if isinstance(value, str) else ""
        if source and translation:
            table.setdefault(translation.replace("&", ""), source.replace("&", ""))
    return table


def english_source(translated: str, code: str | None = None) -> str | None:
    """The English of a message as the active language (or ``code``'s) shows it, when the catalog has it whole."""
    return _sources(code or _active[0].code).get(translated.replace("&", ""))


def spoken_codes() -> tuple[str, ...]:
    """The codes of the languages with a catalog (English included)."""
    return tuple(entry.code for entry in LANGUAGES)
