"""The document model: tables check their shape; the footer fills in page numbers."""

from __future__ import annotations

import pytest

from arbiter_desk import __version__
from arbiter_desk.formats.documents import Column, Document, Legend, Note, Table


def test_a_row_must_have_one_cell_per_column() -> None:
    with pytest.raises(ValueError, match="row 2 has 1 cells for 2 columns"):
        Table((Column("a"), Column("b")), (("1", "2"), ("3",)))


def test_negative_weight_is_refused() -> None:
    with pytest.raises(ValueError):
        Column("a", weight=-1)


def test_footer_and_text_lines() -> None:
    doc = Document(
        "Title",
        ("Open",),
        (Table((Column("x"),), (("1",),)), Note("note"), Legend((("BH", "Buchholz"),))),
    )
    assert doc.footer_text(2, 5) == f"Page 2 of 5 · Arbiter Desk {__version__}"
    assert doc.text_lines() == ["Title", "Open", "x", "1", "note", "Legend", "BH  Buchholz"]
