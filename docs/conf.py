"""Sphinx configuration of Arbiter Desk's user's guide (MyST Markdown sources in this folder).

Built by ``python docs/build_guide.py`` into ``arbiter_desk/resources/guide`` (and by the wheel's build step,
``setup.py``), always with warnings as errors. The HTML is read in the desk's own viewer (a ``QTextBrowser``)
as well as in any browser, so the theme is Sphinx's plain ``basic`` one: no JavaScript the pages need, no
colours to clash.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))  # the guide_index extension beside this file

project = "Arbiter Desk"
author = "Arbiter Desk developers"
copyright = "Arbiter Desk developers, GPL-3.0-or-later"
release = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
version = release

extensions = ["myst_parser", "guide_index"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "**/.*"]
templates_path = ["_templates"]
"""Only ``layout.html``: a page that reads right to left says so (:func:`page_direction`)."""

# Pages written by other chapters' authors (docs/*.md, found by the "More chapters" glob of index.md) use only
# headings, paragraphs, lists, tables and code blocks; they must build whatever their first heading level or the
# language named on a code block.
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence", "deflist"]
suppress_warnings = ["myst.header", "misc.highlighting_failure"]
highlight_language = "text"

html_theme = "basic"
html_title = f"Arbiter Desk {release} — User's guide"
html_short_title = "User's guide"
html_show_sourcelink = False
html_copy_source = False
html_show_sphinx = False
html_use_index = False
html_domain_indices = False
html_last_updated_fmt = None
html_permalinks = False
html_sidebars: dict[str, list[str]] = {"**": []}
"""No sidebar: the contents page lists every chapter, and each page has Previous / Next / Contents links above
and below (a sidebar would come after the text in the desk's viewer, which does not float boxes)."""
smartquotes = False
"""Quotes stay as typed: menu and dialog names are quoted exactly as the desk shows them (User's guide)."""

# The guide in the desk's languages: Sphinx's gettext catalogs, one per page, under docs/locale/<code>/LC_MESSAGES/
# (kept by ``python docs/update_guide_catalogs.py``, never edited by hand but for the translations). A page without
# a catalog, or a paragraph without a translation, stays in English.
locale_dirs = ["locale/"]
gettext_compact = False
gettext_location = False
gettext_uuid = False

RIGHT_TO_LEFT = ("ar",)
"""The desk's languages written right to left."""


def page_direction(app: Any, pagename: str, _template: str, context: dict[str, Any], _doctree: Any) -> None:
    """``dir="rtl"`` on the body of a page the guide of a right-to-left language shows translated (the page has a
    catalog); its pages still in English stay left to right. The English guide is unchanged."""
    language = app.config.language
    if language in RIGHT_TO_LEFT:
        catalogs = [Path(app.srcdir) / folder / language / "LC_MESSAGES" for folder in app.config.locale_dirs]
        if any((folder / f"{pagename}.po").is_file() for folder in catalogs):
            context["text_direction"] = "rtl"


def setup(app: Any) -> None:
    app.connect("html-page-context", page_direction)
