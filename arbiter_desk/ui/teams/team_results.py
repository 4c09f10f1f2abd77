"""The team Results tab (C.04.6 (2026)): a round's matches and the boards of the selected one, White first
(board colours from ``352``, art. 4), with the result keys of individual boards and the whole-match result
(a match forfeited as a whole, TRF ``330``, reading T5).

A board result patches its row and its match's score in place (:meth:`TeamResultsTab.apply`); anything else
reloads the round.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from arbiter_desk.core.names import isolated
from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.services.event.staleness import Seen
from arbiter_desk.services.teams.team_view import BoardLine, MatchLine, with_games
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.row_table import Column, RowTableModel
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.table_views import fit_columns
from arbiter_desk.ui.common.wording import shown, t, t_p
from arbiter_desk.ui.results.result_keys import CLEAR, result_for_key
from arbiter_desk.ui.teams.team_rounds import RoundChooser, match_columns, selectable_table, team_event


def board_columns() -> tuple[Column[BoardLine], ...]:
    """The boards of a match, titled in the arbiter's language (made with the tab, never at import)."""
    return (
        Column(t_p("chessboard", "Board"), lambda b: str(b.board), align_right=True),
        Column(t_p("colour", "White"), lambda b: b.white),
        Column(t("Result"), lambda b: shown(b.result_text)),
        Column(t_p("colour", "Black"), lambda b: b.black),
    )


FORFEIT_CHOICES: tuple[tuple[Text, str], ...] = (
    (tr("Played over the boards"), ""),
    (tr("White-on-board-1 team wins by forfeit (+-)"), "+-"),
    (tr("Other team wins by forfeit (-+)"), "-+"),
    (tr("Neither team came (--)"), "--"),
)


class TeamResultsTab(QWidget):
    """A round's matches (left) and the boards of the selected one (right); keys 1 0 = + - x * per board."""

    @property
    def title(self) -> str:
        return t("Results")

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.chooser = RoundChooser(session, self)
        self.chooser.combo.currentIndexChanged.connect(self.reload)
        self.matches: RowTableModel[MatchLine] = RowTableModel(match_columns()[:4], self)
        self.match_view = selectable_table(self)
        self.match_view.setModel(self.matches)
        self.match_view.selectionModel().currentRowChanged.connect(self._match_chosen)
        self.boards: RowTableModel[BoardLine] = RowTableModel(board_columns(), self)
        self.board_view = selectable_table(self)
        self.board_view.setModel(self.boards)
        self.board_view.installEventFilter(self)
        self.setFocusProxy(self.board_view)
        self.match_label = plain(QLabel(self))
        self.match_label.setObjectName("match_score")
        self.forfeit = QComboBox(self)
        for label, code in FORFEIT_CHOICES:
            self.forfeit.addItem(shown(label), code)
        self.forfeit_button = QPushButton(t("Set &match result"), self)
        self.forfeit_button.clicked.connect(self.apply_forfeit)
        hint = QLabel(t("Keys on a board: 1 0 = (or 5) + - x, * clears; the cursor moves on."), self)
        hint.setStyleSheet("color: #5a5a5a;")
        top = QHBoxLayout()
        top.addWidget(self.chooser)
        top.addStretch(1)
        whole = QLabel(t("&Whole match:"), self)
        whole.setBuddy(self.forfeit)  # Alt+W: a match not played (TRF 330), then Alt+M sets it
        top.addWidget(whole)
        top.addWidget(self.forfeit)
        top.addWidget(self.forfeit_button)
        right = QWidget(self)
        rlayout = QVBoxLayout(right)
        rlayout.setContentsMargins(0, 0, 0, 0)
        rlayout.addWidget(self.match_label)
        rlayout.addWidget(self.board_view, 1)
        rlayout.addWidget(hint)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.match_view)
        split.addWidget(right)
        split.setSizes([520, 560])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.byes_label = plain(QLabel(self))
        self.byes_label.setWordWrap(True)
        layout.addWidget(self.byes_label)
        self._match_row = 0
        self._shown_round: int | None = None
        self.refresher = StaleWhileHidden(self, session, self.reload_all, self.apply)

    def reload_all(self) -> None:
        self.chooser.fill()
        self.reload()

    def apply(self, changes: Changes) -> bool:
        """Board results (a key, or its undo) of the shown round: the changed board rows and their match's
        score are patched in place (``dataChanged``), from the few rows the command names; anything else
        answers False and the tab reloads the round."""
        number = self.chooser.number()
        keys = changes.team_games
        if number is None or not keys or not changes.only_touches("team_games", "rounds"):
            return False
        if changes.rounds - {number} or any(k[0] != number for k in keys):
            return False
        rows = {self.matches.row_at(r).number: r for r in range(self.matches.rowCount())}
        if any(k[1] not in rows for k in keys):
            return False
        games = self.session.query(lambda d: d.teams.team_games(keys))
        if games.keys() != keys:
            return False  # a board was removed (a discarded or undone pairing): read the round again
        for match_no in {k[1] for k in keys}:
            row = rows[match_no]
            changed = {k[2]: g for k, g in games.items() if k[1] == match_no}
            self.matches.replace_row(row, with_games(self.matches.row_at(row), changed))
            if row == self._match_row:
                self._patch_boards(self.matches.row_at(row))
        if "rounds" in changes.tables:
            self.chooser.fill()  # the round's state in its label (complete / published)
        return True

    def _patch_boards(self, match: MatchLine) -> None:
        for row, line in enumerate(match.boards):
            if row < self.boards.rowCount() and self.boards.row_at(row) != line:
                self.boards.replace_row(row, line)
        self._show_score(match)

    def _show_score(self, match: MatchLine) -> None:
        score = match.score_text or t("no result yet")
        first, second = isolated(match.first), isolated(match.second)  # the score stays between the names
        self.match_label.setText(
            t("Match {number}: {first} {score} {second}", number=match.number, first=first, score=score, second=second)
        )

    def reload(self) -> None:
        number = self.chooser.number() if team_event(self.session) else None
        view = None if number is None else self.session.query(lambda d: d.teams.team_round_view(number))
        if number != self._shown_round:  # another round: its results are typed from match 1, board 1
            self._shown_round, self._match_row = number, 0
        self.matches.set_rows(view.matches if view else ())
        self.byes_label.setText(shown(view.byes_text) if view else "")  # the PAB and byes score too
        fit_columns(self.match_view, stretch=(1, 4), widest={2: "99½", 3: "10½ : 10½", 5: "99½"})
        if self.matches.rowCount():
            row = min(self._match_row, self.matches.rowCount() - 1)
            self.match_view.selectRow(row)
            self._show_match(row)
        else:
            self.boards.set_rows(())
            self.match_label.setText("")

    def _match_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and current.row() != self._match_row:
            self._show_match(current.row())

    def _show_match(self, row: int, board_row: int = 0) -> None:
        self._match_row = row
        match = self.matches.row_at(row)
        self.boards.set_rows(match.boards)
        fit_columns(self.board_view, stretch=(1, 3), widest={2: "1-0 (unrated)"})
        self.board_view.selectRow(min(board_row, max(0, self.boards.rowCount() - 1)))
        self._show_score(match)
        self.forfeit.setCurrentIndex(max(0, self.forfeit.findData(match.forfeit)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board_view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            result = result_for_key(event.text())
            if isinstance(result, GameResult) or result == CLEAR:
                self.enter(result if isinstance(result, GameResult) else None)
                return True
        return super().eventFilter(watched, event)

    def enter(self, result: GameResult | None) -> None:
        """The selected board's result; then the next board (the next match's first after the last)."""
        number = self.chooser.number()
        rows = self.board_view.selectionModel().selectedRows()
        if number is None or not rows or not self.matches.rowCount():
            return
        match_row, board_row = self._match_row, rows[0].row()
        match, board = self.matches.row_at(match_row), self.boards.row_at(board_row)
        seen = Seen(board.result)  # another desk's entry on this board is never overwritten
        done = self.session.run(lambda d: d.teams.record_board_result(number, match.number, board.board, result, seen))
        if done is None:
            return
        self.move_on(match_row, board_row)

    def move_on(self, match_row: int, board_row: int) -> None:
        """To the next board with players on both sides (an unoccupied board, a match forfeited as a whole
        are decided already), in this match or the next ones; stays put after the round's last board."""
        m, b = match_row, board_row + 1
        while m < self.matches.rowCount():
            match = self.matches.row_at(m)
            boards = () if match.forfeit else match.boards  # a match forfeited as a whole is decided
            while b < len(boards) and boards[b].unoccupied:
                b += 1
            if b < len(boards):
                if m != match_row:
                    self.match_view.selectRow(m)
                    self._show_match(m, b)
                else:
                    self.board_view.selectRow(b)
                return
            m, b = m + 1, 0
        self.board_view.selectRow(board_row)

    def apply_forfeit(self) -> None:
        """The whole-match result of the selected match; a forfeit decides its boards, so the cursor goes on to
        the next match's first board, with the keyboard back in the boards (Alt+W, a choice, Alt+M, go on)."""
        number = self.chooser.number()
        if number is None or not self.matches.rowCount():
            return
        row, match = self._match_row, self.matches.row_at(self._match_row)
        code = str(self.forfeit.currentData())
        seen = match.seen
        if self.session.run(lambda d: d.teams.record_match_forfeit(number, match.number, code, seen)) is None:
            return
        if code:
            self.move_on(row, len(match.boards) - 1)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
