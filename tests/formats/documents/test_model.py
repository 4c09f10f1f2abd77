"""The document model: tables check their shape; the footer fills in page numbers; groups open for reading."""

from __future__ import annotations

import pytest

from arbiter_desk import __version__
from arbiter_desk.formats.documents import (
    Column,
    ColumnSizing,
    Document,
    Heading,
    KeepTogether,
    Legend,
    Note,
    Table,
    share_columns,
)


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


def test_shared_columns_are_sized_by_every_table_of_the_group() -> None:
    first = Table((Column("No."), Column("A: Short")), (("1", "Ann"),))
    second = Table((Column("No."), Column("A: A much longer title")), (("12", "Bo"), ("3", "Christine")))
    shared = share_columns([first, second])
    assert [t.rows for t in shared] == [first.rows, second.rows]
    assert shared[0].sizing is shared[1].sizing is not None
    assert shared[0].column_sizing() == ColumnSizing(
        (frozenset({"No."}), frozenset({"A: Short", "A: A much longer title"})),
        (frozenset({"1", "12", "3"}), frozenset({"Ann", "Bo", "Christine"})),
    )
    # without a shared sizing a table is sized by its own texts
    assert first.column_sizing() == ColumnSizing(
        (frozenset({"No."}), frozenset({"A: Short"})), (frozenset({"1"}), frozenset({"Ann"}))
    )
    assert share_columns([]) == ()


def test_tables_sharing_columns_must_have_as_many() -> None:
    with pytest.raises(ValueError, match="must all have 2 columns"):
        share_columns([Table((Column("a"), Column("b")), ()), Table((Column("a"),), ())])
    with pytest.raises(ValueError, match="does not have 1 columns"):
        Table((Column("a"),), (), sizing=ColumnSizing((frozenset(), frozenset()), (frozenset(), frozenset())))
