"""The boards of a round (C.04.2 art. 3.6 order): board, White, points, rating, Black, points, rating, result.

Rows are the services' frozen ``BoardLine`` values (the board number is the row id); the pairing tab shows
the draft or published pairing, the results tab adds its own columns (``ResultsModel``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from arbiter_desk.core.scoring import format_points
from arbiter_desk.services.round_view import BoardLine, Seat
from arbiter_desk.ui.models.row_table import Column, RowTableModel


def result_text(line: BoardLine) -> str:
    if line.result is not None:
        return line.result.label
    return "adjourned" if line.adjourned else ""


def points_text(seat: Seat) -> str:
    """Points before the round, and the virtual points of an accelerated round: ``1.0 +1.0v``."""
    text = format_points(seat.points)
    return f"{text} +{format_points(seat.virtual)}v" if seat.virtual else text


def points_tooltip(seat: Seat) -> str:
    if not seat.virtual:
        return f"{format_points(seat.points)} points before the round"
    return (
        f"In GA: pairing score {format_points(seat.pairing_score)} = {format_points(seat.points)} points "
        f"+ {format_points(seat.virtual)} virtual (C.04.7 art. 1.5)"
    )


def board_columns() -> list[Column[BoardLine]]:
    """Board, White (name and TPN), points, rating, Black, points, rating."""
    return [
        Column("Bd", lambda r: str(r.number), sort_key=lambda r: r.number, align_right=True),
        Column("White", lambda r: r.white.label, tooltip=lambda r: f"TPN {r.white.tpn}, rating {r.white.rating}"),
        Column(
            "Pts", lambda r: points_text(r.white), lambda r: r.white.points, True, lambda r: points_tooltip(r.white)
        ),
        Column("Rtg", lambda r: str(r.white.rating or ""), lambda r: r.white.rating, align_right=True),
        Column("Black", lambda r: r.black.label, tooltip=lambda r: f"TPN {r.black.tpn}, rating {r.black.rating}"),
        Column(
            "Pts", lambda r: points_text(r.black), lambda r: r.black.points, True, lambda r: points_tooltip(r.black)
        ),
        Column("Rtg", lambda r: str(r.black.rating or ""), lambda r: r.black.rating, align_right=True),
    ]


CHANGED_COLOUR = "#fff1c4"


class BoardsModel(RowTableModel[BoardLine]):
    """The pairing of one round, board by board, with the result once entered; ``changed`` boards (differing
    from the engine's pairing after an override, C.04.2 art. 4.4) are highlighted."""

    def __init__(self, parent: Any = None) -> None:
        self.changed: frozenset[int] = frozenset()
        columns = [*board_columns(), Column("Result", result_text)]
        super().__init__([replace(c, background=self._background) for c in columns], parent)

    def _background(self, line: BoardLine) -> str | None:
        return CHANGED_COLOUR if line.number in self.changed else None

    def set_boards(self, rows: Sequence[BoardLine], changed: frozenset[int] = frozenset()) -> None:
        self.changed = changed
        self.set_rows(rows)

    def board_number(self, row: int) -> int:
        return self.row_at(row).number

    def row_of_board(self, number: int) -> int | None:
        for row, line in enumerate(self.rows):
            if line.number == number:
                return row
        return None
