"""The arbiter's language at the edges: catalogs, the language chosen, dates, decimals and name order.

Below the window the program says things as :class:`arbiter_desk.core.text.Text`; this package renders them in a
language (gettext catalogs compiled from ``resources/i18n/<code>/LC_MESSAGES/arbiter_desk.po``) and formats what
differs between locales on screen and on paper. The TRF, CSV exports and the command line's machine-readable output
never pass through it: they stay language-independent.
"""

from arbiter_desk.language.catalogs import CatalogError, active, catalog, english_source, said, say, use
from arbiter_desk.language.languages import LANGUAGES, Language, from_locale_name, language

__all__ = [
    "LANGUAGES",
    "CatalogError",
    "Language",
    "active",
    "catalog",
    "english_source",
    "from_locale_name",
    "language",
    "said",
    "say",
    "use",
]
