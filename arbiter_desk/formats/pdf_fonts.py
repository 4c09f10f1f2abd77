"""The fonts a PDF is set in and how a text is handed to fpdf2: which texts need HarfBuzz shaping, in which
direction, and the bidirectional controls the fonts have no glyph for."""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

FONT_FAMILY = "DejaVu"
FONT_FILES = {"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf"}
"""Bundled fonts by fpdf style; they cover Latin (Ł, Ż, ễ, Ø …), Greek, Cyrillic, Arabic and Hebrew names."""
FALLBACK_FAMILY = "CJK"
FALLBACK_FILE = "WenQuanYiMicroHei-CJK.ttf"
"""Fallback for the characters DejaVu lacks: Han ideographs, kana and Hangul (a 3.5 MB subset of WenQuanYi
Micro Hei, Apache-2.0; ``resources/make_cjk_font.py`` rebuilds it). Bold text falls back to it too."""

_RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})


def needs_shaping(text: str) -> bool:
    """Whether ``text`` needs HarfBuzz: right-to-left letters (Arabic joins, Hebrew and Arabic reorder) or
    combining marks. Latin, Greek, Cyrillic and CJK print the same without it."""
    if text.isascii():
        return False
    return any(unicodedata.bidirectional(c) in _RIGHT_TO_LEFT or unicodedata.combining(c) for c in text)


@contextlib.contextmanager
def font_paths() -> Iterator[dict[str, Path]]:
    """The bundled font files as real paths (also when the package is installed as a zip or wheel), by fpdf
    style, with the CJK fallback under the key ``"CJK"``."""
    folder = resources.files("arbiter_desk").joinpath("resources", "fonts")
    names = {**FONT_FILES, FALLBACK_FAMILY: FALLBACK_FILE}
    with contextlib.ExitStack() as stack:
        yield {style: stack.enter_context(resources.as_file(folder.joinpath(name))) for style, name in names.items()}


def has_right_to_left(text: str) -> bool:
    """Whether ``text`` holds right-to-left letters (Arabic, Hebrew) or Arabic digits."""
    return any(unicodedata.bidirectional(c) in _RIGHT_TO_LEFT for c in text)


_ISOLATES = str.maketrans({"\u2066": "\u200e", "\u2067": "\u200e", "\u2068": "\u200e", "\u2069": "\u200e"})
"""Isolate initiators and PDI as LEFT-TO-RIGHT MARKs: DejaVu has no glyph for the isolates (U+2066–2069)."""


def pdf_text(text: str) -> str:
    """How a text that needs shaping is drawn: on a left-to-right line (every document is; fpdf2 would otherwise
    take the direction of the first strong letter, so "14. حسن" became a right-to-left line), a name isolated on
    screen (``core.names.isolated``) bounded by left-to-right marks, so the numbers around it stay where written."""
    return text.translate(_ISOLATES)
