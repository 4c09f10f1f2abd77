"""Regenerate the guide's translation catalogs from its pages: ``python docs/update_guide_catalogs.py``.

Sphinx's gettext builder extracts every paragraph, heading, list item and table cell of the translated pages
(:data:`PAGES`) into ``docs/locale/<code>/LC_MESSAGES/<page>.po`` for each of the desk's other languages:
translations kept, new paragraphs empty, vanished ones dropped, header dates fixed (regenerating unchanged catalogs
changes no byte). ``tests/docs/test_guide_languages.py`` fails while a catalog lags behind its page or has an empty
entry. Run it after changing a translated page, then translate the empty entries.
"""

from __future__ import annotations

import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

DOCS = Path(__file__).resolve().parent
LOCALE = DOCS / "locale"
PAGES = ("start/getting-started",)
"""The pages translated into every language (the others show in English in the translated guides)."""
CODES = ("fr", "es", "de", "ru", "it", "ar")
FIXED_DATE = datetime(2026, 12, 1, tzinfo=UTC)


def templates(out: Path) -> dict[str, Catalog]:
    """The English messages of each translated page, as Sphinx's gettext builder finds them."""
    from sphinx.cmd.build import build_main

    status = build_main(["-q", "-W", "-b", "gettext", "-d", str(out / "doctrees"), str(DOCS), str(out / "pot")])
    if status != 0:
        raise RuntimeError(f"the guide's messages could not be extracted (Sphinx exit {status})")
    found = {}
    for page in PAGES:
        with (out / "pot" / f"{page}.pot").open("rb") as stream:
            found[page] = read_po(stream)
    return found


def catalog_path(code: str, page: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{page}.po"


def merged(template: Catalog, path: Path, code: str) -> Catalog:
    if path.is_file():
        with path.open("rb") as stream:
            catalog = read_po(stream, locale=code)
    else:
        catalog = Catalog(locale=code, project="Arbiter Desk", charset="utf-8")
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    catalog.project, catalog.version = "Arbiter Desk", ""
    catalog.fuzzy = False
    return catalog


def main() -> int:
    with tempfile.TemporaryDirectory() as work:
        found = templates(Path(work))
    for code in CODES:
        for page, template in found.items():
            path = catalog_path(code, page)
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = merged(template, path, code)  # read before the file is opened for writing, which empties it
            with path.open("wb") as stream:
                write_po(stream, catalog, width=116, sort_output=True, include_lineno=False)
    print(f"{len(PAGES)} page(s), {sum(len(t) for t in found.values())} messages; catalogs of {', '.join(CODES)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
