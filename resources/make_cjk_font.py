"""Builds ``arbiter_desk/resources/fonts/WenQuanYiMicroHei-CJK.ttf``, the CJK fallback font of the PDFs.

Run from the repository root with the WenQuanYi Micro Hei collection (Debian: ``fonts-wqy-microhei``):
``python resources/make_cjk_font.py /usr/share/fonts/truetype/wqy/wqy-microhei.ttc``. It keeps the first face
(proportional "Micro Hei") and only what DejaVu Sans lacks for names: CJK symbols and punctuation, kana,
Hangul, the CJK ideographs and the half/full-width forms; hinting and vertical metrics are dropped. The
result is about 3.5 MB (the collection is 5.2 MB). Licence and attribution: ``LICENSE-WenQuanYi.txt``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

RANGES = (
    (0x1100, 0x11FF),  # Hangul jamo
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3400, 0x4DBF),  # CJK unified ideographs extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xAC00, 0xD7A3),  # Hangul syllables
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF00, 0xFFEF),  # half-width and full-width forms
)
TARGET = Path("arbiter_desk/resources/fonts/WenQuanYiMicroHei-CJK.ttf")


def main(source: str) -> None:
    font = TTCollection(source).fonts[0]
    wanted = [u for u in font.getBestCmap() if any(low <= u <= high for low, high in RANGES)]
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["FFTM", "vhea", "vmtx"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    font.save(TARGET)
    print(f"{TARGET}: {len(wanted)} characters, {TARGET.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1])
