"""The document model: tables check their shape; the footer fills in page numbers; groups open for reading."""

from __future__ import annotations

import pytest

from arbiter_desk import __version__
from arbiter_desk.formats.documents import Column, Document, Heading, KeepTogether, Legend, Note, Table


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


def test_the_blocks_of_a_group_are_read_in_their_place() -> None:
    slip = KeepTogether((Heading("Board 1"), Table((Column("x"),), (("1",),)), Note("sign")))
    doc = Document("Title", (), (Note("first"), slip, Note("last")))
    assert [type(block) for block in doc.contents()] == [Note, Heading, Table, Note, Note]
    assert len(doc.tables()) == 1
    assert doc.text_lines() == ["Title", "first", "Board 1", "x", "1", "sign", "last"]
