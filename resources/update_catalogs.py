"""Regenerate the translation catalogs from the code: extract every message (``core.text``'s ``tr``, ``tr_n``,
``tr_p``; the window's ``t``, ``t_n``, ``t_p``) into ``arbiter_desk/resources/i18n/arbiter_desk.pot`` and merge it
into each language's ``.po`` (new messages empty, vanished ones dropped). Run it after a merge, never merge catalogs
by hand:

    python resources/update_catalogs.py

``tests/language/test_catalogs.py`` fails while a ``.po`` lags behind the code or has an empty entry.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "arbiter_desk"
I18N = PACKAGE / "resources" / "i18n"
DOMAIN = "arbiter_desk"
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "tr": None,
    "tr_n": (1, 2),
    "tr_p": ((1, "c"), 2),
    "t": None,
    "t_n": (1, 2),
    "t_p": ((1, "c"), 2),
}
"""The marking functions of ``arbiter_desk.core.text`` (lazy) and ``arbiter_desk.ui.common.wording`` (rendered at once)
and where their messages are."""
LANGUAGE_CODES = ("fr", "es", "de", "ru", "it", "ar")
FIXED_DATE = datetime(2026, 12, 1, tzinfo=UTC)
"""The catalogs' header dates: fixed, so that regenerating unchanged catalogs changes no byte (git keeps the
history)."""


def extracted() -> Catalog:
    """Every message marked in the package, with the files and lines that use it."""
    catalog = Catalog(project="Arbiter Desk", domain=DOMAIN, charset="utf-8", creation_date=FIXED_DATE)
    found = extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)
    )
    for filename, lineno, message, comments, context in found:
        location = (f"arbiter_desk/{filename}", lineno)
        catalog.add(message, None, [location], auto_comments=comments, context=context)
    return catalog


def merged(template: Catalog, code: str) -> Catalog:
    """The language's catalog brought to ``template``: translations kept, new messages empty, old ones gone."""
    source = I18N / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if source.is_file():
        with source.open("rb") as stream:
            catalog = read_po(stream, locale=code, domain=DOMAIN)
    else:
        catalog = Catalog(locale=code, domain=DOMAIN, project="Arbiter Desk", charset="utf-8")
    catalog.update(template, no_fuzzy_matching=True)
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    catalog.obsolete.clear()
    return catalog


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:
        write_po(stream, catalog, width=116, omit_header=False, sort_output=True, include_lineno=False)


def main() -> int:
    template = extracted()
    write(template, I18N / f"{DOMAIN}.pot")
    for code in LANGUAGE_CODES:
        write(merged(template, code), I18N / code / "LC_MESSAGES" / f"{DOMAIN}.po")
    print(f"{len(template)} messages; catalogs of {', '.join(LANGUAGE_CODES)} brought up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
