"""The boards of a round (C.04.2 art. 3.6 order): board, White, points, rating, Black, points, rating, result.

Rows are the services' frozen ``BoardLine`` values (the board number is the row id); the pairing tab shows
the draft or published pairing, the results tab adds its own columns (``ResultsModel``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.services.pairing.round_view import BoardLine, RoundView, Seat
from arbiter_desk.ui.common.row_table import Column, RowTableModel, left_to_right
from arbiter_desk.ui.common.shown_numbers import shown_points
from arbiter_desk.ui.common.wording import shown, t, t_n

RATING_TITLE = tr_p("rating number", "Rtg")
RESULT_TITLE = tr_p("game result", "Result")


def result_text(line: BoardLine) -> str:
    if line.result is not None:
        return line.result.label
    return t("adjourned") if line.adjourned else ""


def points_text(seat: Seat) -> str:
    """Points before the round, and the virtual points of an accelerated round: ``1.0 +1.0v``."""
    text = shown_points(seat.points)
    return t("{points} +{virtual}v", points=text, virtual=shown_points(seat.virtual)) if seat.virtual else text


def points_tooltip(seat: Seat) -> str:
    if not seat.virtual:
        return t("{points} points before the round", points=shown_points(seat.points))
    return t(
        "In GA: pairing score {score} = {points} points + {virtual} virtual (C.04.7 art. 1.5)",
        score=shown_points(seat.pairing_score),
        points=shown_points(seat.points),
        virtual=shown_points(seat.virtual),
    )


def board_columns() -> list[Column[BoardLine]]:
    """Board, White (name and TPN), points, rating, Black, points, rating."""
    return [
        Column(tr_p("chessboard", "Bd"), lambda r: str(r.number), sort_key=lambda r: r.number, align_right=True),
        Column(tr_p("colour", "White"), lambda r: left_to_right(r.white.label), tooltip=lambda r: r.white.rating_tip),
        Column(
            tr("Pts"), lambda r: points_text(r.white), lambda r: r.white.points, True, lambda r: points_tooltip(r.white)
        ),
        Column(
            RATING_TITLE,
            lambda r: r.white.rating_text,
            lambda r: r.white.rating,
            True,
            tooltip=lambda r: r.white.rating_tip,
        ),
        Column(tr_p("colour", "Black"), lambda r: left_to_right(r.black.label), tooltip=lambda r: r.black.rating_tip),
        Column(
            tr("Pts"), lambda r: points_text(r.black), lambda r: r.black.points, True, lambda r: points_tooltip(r.black)
        ),
        Column(
            RATING_TITLE,
            lambda r: r.black.rating_text,
            lambda r: r.black.rating,
            True,
            tooltip=lambda r: r.black.rating_tip,
        ),
    ]


def match_columns() -> list[Column[BoardLine]]:
    """A Double-Swiss match (C.04.5): the board's players by their game-1 colours (reversed in game 2, art.
    4.4), one result per game in that game's own colours, and the match score (the board's White first)."""
    first, white, *middle, black, points, rating = board_columns()
    return [
        first,
        replace(white, title=tr("White in game 1")),
        *middle,
        replace(black, title=tr("Black in game 1")),
        points,
        rating,
        Column(tr("Game 1"), lambda r: game_text(r, 1), tooltip=lambda r: game_tip(r, 1)),
        Column(tr("Game 2"), lambda r: game_text(r, 2), tooltip=lambda r: game_tip(r, 2)),
        Column(tr_p("team match", "Match"), lambda r: r.match_text, tooltip=match_tip),
    ]


def game_text(line: BoardLine, game: int) -> str:
    result = line.game_result(game)
    if result is not None:
        return result.label
    return t("adjourned") if line.adjourned else ""


def game_tip(line: BoardLine, game: int) -> str:
    white, black = (line.white, line.black) if game == 1 else (line.black, line.white)
    return t("Game {game}: {white} has White, {black} has Black", game=game, white=white.label, black=black.label)


def match_tip(line: BoardLine) -> str:
    if not line.match_text:
        return t("Match: no game finished yet")
    if line.has_result:
        return t(
            "Match score: {white} {score} {black}",
            white=line.white.label,
            score=line.match_text,
            black=line.black.label,
        )
    return t(
        "Match score (a game is still on): {white} {score} {black}",
        white=line.white.label,
        score=line.match_text,
        black=line.black.label,
    )


def rows_of_boards(model: RowTableModel[BoardLine], board_ids: Iterable[int]) -> dict[int, int] | None:
    """The row of each board id in ``model``, or None if one of them is not shown there."""
    wanted = set(board_ids)
    rows = {line.board_id: row for row, line in enumerate(model.rows) if line.board_id in wanted}
    return rows if len(rows) == len(wanted) else None


CHANGED_COLOUR = "#fff1c4"


class BoardsModel(RowTableModel[BoardLine]):
    """The pairing of one round, board by board, with the result once entered; ``changed`` boards (differing
    from the engine's pairing after an override, C.04.2 art. 4.4) are highlighted."""

    def __init__(self, parent: Any = None) -> None:
        self.changed: frozenset[int] = frozenset()
        self.two_games = False
        super().__init__(self._columns_for(False), parent)

    def _columns_for(self, two_games: bool) -> list[Column[BoardLine]]:
        columns = match_columns() if two_games else [*board_columns(), Column(RESULT_TITLE, result_text)]
        return [replace(c, background=self._background) for c in columns]

    def _background(self, line: BoardLine) -> str | None:
        return CHANGED_COLOUR if line.number in self.changed else None

    def set_boards(self, rows: Sequence[BoardLine], changed: frozenset[int] = frozenset()) -> None:
        """Show ``rows``; boards of two-game matches (Double-Swiss) get a column per game and the match."""
        self.changed = changed
        two_games = any(line.games == 2 for line in rows)
        if two_games != self.two_games:
            self.two_games = two_games
            self._columns = self._columns_for(two_games)
        self.set_rows(rows)

    @property
    def result_columns(self) -> range:
        """The columns shown once a round is published (results; per game and match for Double-Swiss)."""
        return range(7, self.columnCount())

    def board_number(self, row: int) -> int:
        return self.row_at(row).number

    def row_of_board(self, number: int) -> int | None:
        for row, line in enumerate(self.rows):
            if line.number == number:
                return row
        return None


ABSENTEES_NAMED = 12
"""Byes named under a round's boards; a long list would squeeze the boards to a few rows at a big open."""


def byes_text(data: RoundView | None) -> str:
    """The round's pairing-allocated bye and who is not paired (requested byes, absences), under the boards of
    the Round pairing and Results tabs."""
    if data is None:
        return ""
    named = ", ".join(f"{a.seat.label} [{shown(a.text)}]" for a in data.absentees[:ABSENTEES_NAMED])
    hidden = len(data.absentees) - ABSENTEES_NAMED
    if hidden > 0:
        named = t_n(
            "{names} and {count} more (Byes & withdrawals… lists them all)",
            "{names} and {count} more (Byes & withdrawals… lists them all)",
            hidden,
            names=named,
        )
    if data.bye:
        return t(
            "Pairing-allocated bye: {player}.  Not paired: {players}.",
            player=data.bye.label,
            players=named or t("nobody"),
        )
    return t("No pairing-allocated bye.  Not paired: {players}.", players=named or t("nobody"))
