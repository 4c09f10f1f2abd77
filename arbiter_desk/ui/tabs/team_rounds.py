"""The team round tabs (C.04.6 (2026)): Pairing — one row per match with the explanation; Results — a match's
boards White first (colours from ``352``, art. 4) with the result keys of individual boards.

Pairing runs in a worker thread (``BackgroundJob``): the snapshot is read here, the engine runs on it there,
and the pairing is stored back here (``Desk.store_team_pairing`` refuses it if the file changed meanwhile).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.services.data import Changes, GameResult, RoundState
from arbiter_desk.services.team_rounds import TeamPairingRequest
from arbiter_desk.services.team_view import BoardLine, MatchLine, TeamRoundView, with_games
from arbiter_desk.ui import prompts
from arbiter_desk.ui.background import BackgroundJob
from arbiter_desk.ui.dialogs.lineup_dialog import LineupDialog
from arbiter_desk.ui.dialogs.print_dialog import PrintDialog
from arbiter_desk.ui.dialogs.team_override_dialog import TeamOverrideDialog
from arbiter_desk.ui.models.row_table import Column, RowTableModel
from arbiter_desk.ui.plain_text import plain
from arbiter_desk.ui.refresh import StaleWhileHidden
from arbiter_desk.ui.result_keys import CLEAR, result_for_key
from arbiter_desk.ui.session import DeskSession
from arbiter_desk.ui.table_views import fit_columns


def _changed(m: MatchLine) -> str | None:
    """A match that differs from the engine's pairing (C.04.2 art. 4.4) is highlighted."""
    return "#fff1c4" if m.changed else None


MATCH_COLUMNS: tuple[Column[MatchLine], ...] = (
    Column("Match", lambda m: str(m.number), align_right=True, background=_changed),
    Column("Team (White on board 1)", lambda m: f"{m.first} ({m.first_tpn})", background=_changed),
    Column("Score", lambda m: m.score_text, background=_changed),
    Column("Team", lambda m: f"{m.second} ({m.second_tpn})", background=_changed),
    Column("Placed by", lambda m: m.reason, background=_changed),
)
BOARD_COLUMNS: tuple[Column[BoardLine], ...] = (
    Column("Board", lambda b: str(b.board), align_right=True),
    Column("White", lambda b: b.white),
    Column("Result", lambda b: b.result_text),
    Column("Black", lambda b: b.black),
)
FORFEIT_CHOICES = (
    ("Played over the boards", ""),
    ("White-on-board-1 team wins by forfeit (+-)", "+-"),
    ("Other team wins by forfeit (-+)", "-+"),
    ("Neither team came (--)", "--"),
)


def team_event(session: DeskSession) -> bool:
    """A team event is open (the team tabs stay empty otherwise)."""
    return session.is_open and bool(session.query(lambda d: d.is_team_event()))


def selectable_table(parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


class _RoundChooser(QWidget):
    """A round combo box filled from the desk's rounds; the newest round chosen after a reload."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.combo = QComboBox(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("Round", self))
        layout.addWidget(self.combo)

    def fill(self) -> None:
        """The rounds; a new round (or a removed one) brings the newest to the front, else the choice stays."""
        chosen = self.combo.currentData()
        rounds = self.session.query(lambda d: d.rounds()) if team_event(self.session) else []
        same = self.combo.count() == len(rounds)
        self.combo.blockSignals(True)
        self.combo.clear()
        for r in rounds:
            self.combo.addItem(f"{r.number} ({r.state.value})", r.number)
        keep = self.combo.findData(chosen)
        self.combo.setCurrentIndex(keep if same and keep >= 0 else self.combo.count() - 1)
        self.combo.blockSignals(False)

    def number(self) -> int | None:
        value = self.combo.currentData()
        return None if value is None else int(value)


class TeamPairingTab(QWidget):
    """Pair, publish or discard a team round; one row per match; the line-up of a match; the explanation."""

    title = "Pairing"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.chooser = _RoundChooser(session, self)
        self.chooser.combo.currentIndexChanged.connect(self.reload)
        self.pair_button = QPushButton("&Pair next round", self)
        self.publish_button = QPushButton("P&ublish", self)
        self.discard_button = QPushButton("&Discard draft", self)
        self.lineup_button = QPushButton("&Line-up…", self)
        self.lineup_button.setToolTip("Who plays which board for a team of the selected match")
        self.override_button = QPushButton("&Override…", self)
        self.override_button.setToolTip("Change the matches, colours or bye of the round (C.04.2 art. 4.4)")
        self.print_button = QPushButton("Print…", self)
        self.print_button.setToolTip("Print or export this round's pairings by match with boards, or its result slips")
        self.print_button.clicked.connect(
            lambda: prompts.run_dialog(PrintDialog(self.session, "pairings", self.chooser.number(), self))
        )
        self.model: RowTableModel[MatchLine] = RowTableModel(MATCH_COLUMNS, self)
        self.view = selectable_table(self)
        self.view.setModel(self.model)
        self.setFocusProxy(self.view)
        self.pab_label = plain(QLabel(self))
        self.explanation = QPlainTextEdit(self)
        self.explanation.setReadOnly(True)
        self.status = plain(QLabel(self))
        self.job = BackgroundJob(self, crash_text="the pairing engine failed")
        self.job.finished.connect(self._paired)
        self.job.failed.connect(self._pairing_failed)
        self._request: TeamPairingRequest | None = None
        self.pair_button.clicked.connect(self.pair)
        self.publish_button.clicked.connect(lambda: self.session.run(lambda d: d.publish_team_round()))
        self.discard_button.clicked.connect(lambda: self.session.run(lambda d: d.discard_team_draft()))
        self.lineup_button.clicked.connect(self.edit_lineup)
        self.override_button.clicked.connect(self.open_override_dialog)
        bar = QHBoxLayout()
        bar.addWidget(self.chooser)
        buttons = (self.pair_button, self.publish_button, self.discard_button, self.lineup_button, self.override_button)
        for button in buttons:
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.print_button)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.view)
        split.addWidget(self.explanation)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        layout.addWidget(self.pab_label)
        layout.addWidget(self.status)
        self.refresher = StaleWhileHidden(self, session, self.reload_all)

    def reload_all(self) -> None:
        self.chooser.fill()
        self.reload()

    def reload(self) -> None:
        number = self.chooser.number() if team_event(self.session) else None
        view: TeamRoundView | None = None
        if number is not None:
            view = self.session.query(lambda d: d.team_round_view(number))
        self.model.set_rows(view.matches if view else ())
        fit_columns(self.view, stretch=(1, 3), widest={2: "10½ : 10½"})
        pab = f"Pairing-allocated bye (art. 1.4): {view.pab}" if view and view.pab else ""
        overrides = view.overrides if view else ()
        changed = [f"Overridden, {o} (changed matches highlighted)" for o in overrides]
        self.pab_label.setText("\n".join([pab, *changed]).strip())
        engine = ["The engine's pairing and reasons (before the change of art. 4.4):"] if overrides else []
        self.explanation.setPlainText("\n".join([*engine, *view.explanation]) if view else "")
        draft = view is not None and view.state is RoundState.DRAFT
        self.publish_button.setEnabled(draft)
        self.discard_button.setEnabled(draft)
        self.pair_button.setEnabled(self.session.is_open and not self.job.is_busy)
        open_round = view is not None and view.state is not RoundState.COMPLETE and bool(view.matches)
        self.override_button.setEnabled(open_round and not self.job.is_busy)
        if self.model.rowCount():
            self.view.selectRow(0)

    def pair(self) -> None:
        """The snapshot is read here; the engine runs in a worker thread."""
        desk = self.session.require()
        try:
            request = desk.team_pairing_request()
        except ArbiterDeskError as exc:
            self.session.failed.emit(str(exc))
            return
        self._request = request
        self.status.setText(f"Pairing round {request.round}…")
        self.pair_button.setEnabled(False)
        pairer = desk.pair_team_request  # the engine on the frozen snapshot: no store, no widget
        self.job.start(lambda _report: pairer(request))

    def _paired(self, pairing: RoundPairing) -> None:
        request, self._request = self._request, None
        self.status.setText("")
        if request is not None:
            self.session.run(lambda d: d.store_team_pairing(request, pairing))
        self.pair_button.setEnabled(True)

    def _pairing_failed(self, message: str) -> None:
        self._request = None
        self.status.setText("")
        self.pair_button.setEnabled(True)
        self.session.failed.emit(message)

    def make_override_dialog(self) -> TeamOverrideDialog | None:
        """The art. 4.4 dialog for the shown round (a draft or a published round not complete)."""
        number = self.chooser.number()
        if number is None or not self.override_button.isEnabled():
            return None
        return TeamOverrideDialog(self.session, number, self)

    def open_override_dialog(self) -> None:
        dialog = self.make_override_dialog()
        if dialog is not None:
            prompts.run_dialog(dialog)

    def selected_match(self) -> MatchLine | None:
        rows = self.view.selectionModel().selectedRows() if self.view.selectionModel() else []
        return self.model.row_at(rows[0].row()) if rows else None

    def edit_lineup(self) -> LineupDialog | None:
        match, number = self.selected_match(), self.chooser.number()
        if match is None or number is None:
            return None
        dialog = LineupDialog(self.session, number, match, self)
        prompts.run_dialog(dialog)
        return dialog


class TeamResultsTab(QWidget):
    """A round's matches (left) and the boards of the selected one (right); keys 1 0 = + - x * per board."""

    title = "Results"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.chooser = _RoundChooser(session, self)
        self.chooser.combo.currentIndexChanged.connect(self.reload)
        self.matches: RowTableModel[MatchLine] = RowTableModel(MATCH_COLUMNS[:4], self)
        self.match_view = selectable_table(self)
        self.match_view.setModel(self.matches)
        self.match_view.selectionModel().currentRowChanged.connect(self._match_chosen)
        self.boards: RowTableModel[BoardLine] = RowTableModel(BOARD_COLUMNS, self)
        self.board_view = selectable_table(self)
        self.board_view.setModel(self.boards)
        self.board_view.installEventFilter(self)
        self.setFocusProxy(self.board_view)
        self.match_label = plain(QLabel(self))
        self.match_label.setObjectName("match_score")
        self.forfeit = QComboBox(self)
        for label, code in FORFEIT_CHOICES:
            self.forfeit.addItem(label, code)
        self.forfeit_button = QPushButton("Set &match result", self)
        self.forfeit_button.clicked.connect(self.apply_forfeit)
        hint = QLabel("Keys on a board: 1 0 = (or 5) + - x, * clears; the cursor moves on.", self)
        hint.setStyleSheet("color: #5a5a5a;")
        top = QHBoxLayout()
        top.addWidget(self.chooser)
        top.addStretch(1)
        whole = QLabel("&Whole match:", self)
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
        games = self.session.query(lambda d: d.team_games(keys))
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
        score = match.score_text or "no result yet"
        self.match_label.setText(f"Match {match.number}: {match.first} {score} {match.second}")

    def reload(self) -> None:
        number = self.chooser.number() if team_event(self.session) else None
        view = None if number is None else self.session.query(lambda d: d.team_round_view(number))
        if number != self._shown_round:  # another round: its results are typed from match 1, board 1
            self._shown_round, self._match_row = number, 0
        self.matches.set_rows(view.matches if view else ())
        fit_columns(self.match_view, stretch=(1, 3), widest={2: "10½ : 10½"})
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
        done = self.session.run(lambda d: d.record_board_result(number, match.number, board.board, result))
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
        if self.session.run(lambda d: d.record_match_forfeit(number, match.number, code)) is None:
            return
        if code:
            self.move_on(row, len(match.boards) - 1)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
