"""A right-to-left window (Arabic) keeps the order of what the tables write left to right: a shared
rank "1=" (C.07: players sharing a place) does not read "=1", and a board's "GM Abel, Ines (1)" keeps the
pairing number after the name."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common.row_table import left_to_right


def x_in_rtl_line(text: str, part: str) -> float:
    """Where ``part`` is drawn when ``text`` is laid out in a right-to-left line (a cell of an Arabic window)."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    index = text.index(part)
    left, _ = line.cursorToX(index)
    right, _ = line.cursorToX(index + 1)
    return min(left, right)


@pytest.fixture
def right_to_left(qtbot: QtBot) -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        yield
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_a_shared_rank_and_a_board_label_keep_their_order_in_a_right_to_left_window(right_to_left: None) -> None:
    assert x_in_rtl_line("1=", "=") < x_in_rtl_line("1=", "1")  # what Qt does to the bare text: "=1"
    rank = left_to_right("1=")
    assert x_in_rtl_line(rank, "1") < x_in_rtl_line(rank, "=")
    label = left_to_right("GM Abel, Ines (1)")
    assert x_in_rtl_line(label, "GM") < x_in_rtl_line(label, "(1)")


def test_a_left_to_right_window_gets_the_text_unchanged(qtbot: QtBot) -> None:
    assert left_to_right("1=") == "1="
    assert left_to_right("") == ""
