"""The language of the event's printed sheets (``SettingsRecord.sheet_language``, schema 19): an ISO 639-1 code of
a language the desk speaks; the TRF stays language-independent."""

from __future__ import annotations

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.language import LANGUAGES


def checked_sheet_language(code: str) -> str:
    """``code`` when the desk prints in that language; else refused naming the setting and the known codes."""
    known = tuple(spoken.code for spoken in LANGUAGES)
    if code not in known:
        raise InvalidInputError(
            f"the language of the printed sheets {code!r} is not one the desk speaks: {', '.join(known)}"
        )
    return code
