"""The preview and Print… paint an Arabic sheet mirrored as its PDF is: the first column (the board
number) at the right, the columns following leftwards; an English sheet stays left to right. Read from the text of
a sheet painted by Qt into a PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from arbiter_desk.formats.documents import PrintOptions, Table, pairings_document
from arbiter_desk.ui.printing.output import print_to_pdf_file
from tests.formats.documents.sample import sample_tournament


def _first_line(path: Path, name: str) -> list[str]:
    found: list[tuple[float, float, str]] = []

    def visit(text: str, _cm: object, tm: list[float], _font: object, _size: object) -> None:
        if text.strip():
            found.append((round(tm[5], 1), round(tm[4], 1), text.replace("\t", " ").strip()))  # Qt: tabs

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    y = next(f[0] for f in found if f[2] == name)
    return [text for _y, _x, text in sorted((f for f in found if f[0] == y), key=lambda f: f[1])]


@pytest.mark.parametrize("code", ["ar", "en"])
def test_the_painted_pairing_line_reads_in_the_sheets_direction(qtbot: QtBot, tmp_path: Path, code: str) -> None:
    document = pairings_document(sample_tournament(), 9, options=PrintOptions(language=code))
    row = next(b for b in document.blocks if isinstance(b, Table)).rows[0]
    path = tmp_path / f"pairings-{code}.pdf"
    print_to_pdf_file(document, path)
    cells = [cell for cell in row if cell]
    assert _first_line(path, row[2]) == (cells[::-1] if code == "ar" else cells)
