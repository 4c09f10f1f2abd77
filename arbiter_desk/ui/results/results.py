"""The Results tab: keyboard-first result entry for a round, with a blind re-entry check.

Keys (``ui.result_keys``; what they do: ``ui.tabs.result_entry``): 1, 0, = or 5, +, -, x (double forfeit),
a (adjourned: a draw for pairing the next round only, C.04.2 (2026) art. 3.1), o (the other results, ½-0, 0-½,
0-0 and unrated: ``ui.other_results``), * clears; Enter or ↓ moves on. Each key is one service command
(``record_result`` / ``mark_adjourned`` / ``clear_result``), so each result is undone on its own; after a
key the cursor jumps to the next board without a result. An earlier published round can be chosen to correct it
(C.04.2 (2026) art. 4.3: a correction counts for the standings and the pairings still to be made).

Re-entry check: the results are typed a second time with the first entry hidden; boards where the two entries
differ are highlighted and listed (the second entry is not stored unless accepted: ``ui.reentry_check``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import Changes, GameResult, RoundState
from arbiter_desk.services.pairing.round_view import RoundView, round_view
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.confirmed_commands import with_warnings
from arbiter_desk.ui.common.page_loader import PageLoader
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.table_views import fit_columns, sample_widths, widest_number
from arbiter_desk.ui.common.wording import shown, t, t_n, t_p
from arbiter_desk.ui.pairing.board_finder import BoardFinder
from arbiter_desk.ui.pairing.boards import byes_text, rows_of_boards
from arbiter_desk.ui.pairing.held_entries import HeldEntries
from arbiter_desk.ui.pairing.reentry_check import ReentryPanel
from arbiter_desk.ui.ratings.rating_correction_dialog import RatingCorrectionDialog
from arbiter_desk.ui.results.other_results import OtherResultChooser
from arbiter_desk.ui.results.result_entry import ResultEntry, keys_text
from arbiter_desk.ui.results.results_model import ResultsModel

STRETCHED = (1, 4)
WIDEST_RESULT = "1-0 (unrated)"
"""The White and Black columns take the room left."""


class ResultsTab(ResultEntry):
    """Result entry for one published round (by default the newest)."""

    title: str
    """The tab's title, in the desk's language."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = t("Results")
        self.session = session
        self.read_only = False
        self._build()
        session.opened.connect(self.round_combo.clear)  # a new tournament starts at its newest round
        session.changed.connect(self._show_warnings)
        self.loader = PageLoader(session, self, tr("The round's boards could not be read"))
        self.held = HeldEntries(session, self)
        """Keys typed while another program locks the file: kept, in order, and retried."""
        self.held.notice.connect(self.notice_label.setText)
        self.held.unsaved.connect(lambda label, key: self.model.mark_unsaved(key, label))
        session.opened.connect(self.model.clear_unsaved)
        self._typed: list[QKeyEvent] = []
        """Keys typed while a big round's boards were being read: replayed once they are shown."""
        self._default_round: int | None = None
        """The round shown unless the arbiter chose another: the round in play (``core.round_in_play``)."""
        self.refresher = StaleWhileHidden(self, session, self.reload, self.apply)
        self.reload()

    def _build(self) -> None:
        self.round_combo = QComboBox(self)
        self.round_combo.setMinimumContentsLength(10)
        self.status_label = QLabel(self)
        self.status_label.setTextFormat(Qt.TextFormat.RichText)  # counts and fixed words only: its <b> is markup
        self.check_button = QPushButton(t("Re-entry &check"), self)
        self.check_button.setCheckable(True)
        self.check_button.setToolTip(t("Type every result a second time, blind; differences are highlighted"))
        bar = QHBoxLayout()
        bar.addWidget(QLabel(t_p("tournament round", "Round:"), self))
        bar.addWidget(self.round_combo)
        bar.addWidget(self.status_label, 1)
        self.finder_slot = QHBoxLayout()
        bar.addLayout(self.finder_slot)
        bar.addWidget(self.check_button)
        self.rating_button = QPushButton(t("&Rating correction…"), self)
        self.rating_button.setToolTip(
            t(
                "Correct the selected board's result for the rating report only (C.04.2 art. 4.3): standings and "
                "pairings keep the result"
            )
        )
        self.rating_button.clicked.connect(self.open_rating_correction)
        bar.addWidget(self.rating_button)
        self.notice_label = plain(QLabel(self))
        self.notice_label.setWordWrap(True)
        self.model = ResultsModel(self)
        self.view = QTableView(self)
        self.setFocusProxy(self.view)  # Ctrl+1…5 land in the table, ready for keys
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setWordWrap(False)  # one line a board; and a right-to-left window keeps "name (TPN)" in order
        sample_widths(self.view)
        fit_columns(
            self.view, STRETCHED, {ResultsModel.RESULT_COLUMN: WIDEST_RESULT, ResultsModel.CHECK_COLUMN: WIDEST_RESULT}
        )
        self.view.installEventFilter(self)
        self.finder = BoardFinder(self.view, lambda: self.model.rows, self)
        self.session.closed.connect(self.finder.forget)
        self.finder_slot.addWidget(self.finder)
        self.view.setColumnHidden(ResultsModel.CHECK_COLUMN, True)
        self.keys_label = QLabel(keys_text(False), self)
        self.check_banner = QLabel(
            t(
                "<b>Re-entry check:</b> type every result again; the first entries are hidden (•••). "
                "Nothing is stored: boards that differ turn red and are listed on the right, where "
                "<b>Accept the check entry</b> (Alt+A) records the second entry instead."
            ),
            self,
        )
        self.check_banner.setWordWrap(True)
        self.check_banner.setStyleSheet("background:#fff1c4; padding:4px")
        self.check_banner.hide()
        self.keys_label.setWordWrap(True)
        self.other = OtherResultChooser(self)
        self.other.closed.connect(self.view.setFocus)
        self._other_cell = (-1, 0)
        self.other.chosen.connect(self._enter_other)
        side = ReentryPanel(self.model, self._accept_check, self._go_to_board, self)
        self.side = side
        side.hide()
        splitter = QSplitter(self)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.keys_label)
        layout.addWidget(self.check_banner)
        layout.addWidget(self.other)
        layout.addWidget(splitter, 1)
        self.bye_label = plain(QLabel(self))
        self.bye_label.setWordWrap(True)
        layout.addWidget(self.bye_label)
        layout.addWidget(self.notice_label)
        self.round_combo.currentIndexChanged.connect(self._on_round_chosen)
        self.check_button.toggled.connect(lambda on: self.set_check_mode(True) if on else self.end_check())

    # --- which round ---------------------------------------------------------------------------

    @property
    def is_loaded(self) -> bool:
        """The boards of the shown round are in the table (not still being read in the background)."""
        return not self.loader.is_loading

    def shown_round(self) -> int | None:
        data = self.round_combo.currentData()
        return None if data is None else int(data)

    def _show_warnings(self, changes: Changes) -> None:
        if changes.warnings:
            self.notice_label.setText("\n".join(shown(w) for w in changes.warnings))

    def apply(self, changes: Changes) -> bool:
        """A result (or its undo) on the shown round: update just those rows (``dataChanged``); anything else
        answers False and the tab reloads."""
        shown = self.shown_round()
        rows = rows_of_boards(self.model, changes.boards)
        if shown is None or not changes.only_touches("boards", "rounds") or changes.rounds - {shown}:
            return False
        if rows is None or not rows:
            return False
        records = {b.id: b for b in self.session.query(lambda d: d.rounds.boards_by_id(changes.boards))}
        if records.keys() != rows.keys():
            return False  # a shown board was removed (an undone pairing or override): read the round again
        for board_id, row in rows.items():
            self.model.replace_row(row, self.model.row_at(row).with_record(records[board_id]))
        self._show_status()
        return True

    def reload(self, *_: object) -> None:
        """Refill the published rounds (the round in play is shown unless another was chosen) and the boards."""
        previous = self.shown_round()
        default_before = self._default_round
        rounds = self.session.query(lambda d: d.rounds.all()) if self.session.is_open else []
        published = [int(r.number) for r in rounds if r.state is not RoundState.DRAFT]
        in_play = self.session.query(lambda d: d.round_robins.round_in_play()) if published else None
        self._default_round = in_play if in_play is not None else (published[-1] if published else None)
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for number in published:
            self.round_combo.addItem(t("Round {round}", round=number), number)
        keep = previous is not None and previous in published and previous != default_before
        wanted = previous if keep else self._default_round
        self.round_combo.setCurrentIndex(-1 if wanted is None else self.round_combo.findData(wanted))
        self.round_combo.blockSignals(False)
        self._load_boards(clear_checks=wanted != previous)

    def _on_round_chosen(self, _index: int) -> None:
        self.notice_label.clear()
        self.model.clashes.clear()
        self._load_boards(clear_checks=True)
        self.view.setFocus()

    def _load_boards(self, clear_checks: bool) -> None:
        """Read the shown round's boards (in the background for a big event: the table is emptied meanwhile,
        so that no key lands on a board of another round, and keys typed meanwhile wait) and show them."""
        number = self.shown_round()
        row = max(self.view.currentIndex().row(), 0)
        column = max(self.view.currentIndex().column(), 0)
        if number is None:
            self.loader.forget()
            self._show_boards(None, clear_checks, row, column)
            return
        if self.loader.in_background():
            self.model.set_rows(())
            self.status_label.setText(t("Reading the boards of round {round}…", round=number))
        self.loader.load(
            lambda d: round_view(d, number), lambda data: self._show_boards(data, clear_checks, row, column)
        )

    def _show_boards(self, data: RoundView | None, clear_checks: bool, row: int, column: int) -> None:
        if clear_checks:
            self.model.checks = {}
        self.finder.follow((self.session.path, self.shown_round()))
        self._show_matches(bool(data and any(line.games == 2 for line in data.boards)))
        self.model.set_rows(data.boards if data else ())
        self.bye_label.setText(byes_text(data))  # the round's PAB and byes score too
        fit_columns(self.view, STRETCHED, self._widest())
        if self.model.rowCount():
            if clear_checks:
                row, column = self.next_empty_cell(-1)
            self.view.setCurrentIndex(self.model.index(min(row, self.model.rowCount() - 1), column))
        self._show_status()
        typed, self._typed = self._typed, []
        for event in typed:
            QApplication.sendEvent(self.view, event)

    def _widest(self) -> dict[int, str]:
        board = {0: widest_number(line.number for line in self.model.rows)}
        if self.model.two_games:
            return {**board, **{c: WIDEST_RESULT for c in (*ResultsModel.GAME_COLUMNS, ResultsModel.MATCH_COLUMN)}}
        return {**board, ResultsModel.RESULT_COLUMN: WIDEST_RESULT, ResultsModel.CHECK_COLUMN: WIDEST_RESULT}

    def _show_matches(self, on: bool) -> None:
        """A Double-Swiss round (C.04.5): a result column per game, the cursor on a game's cell; the blind
        re-entry check covers one-game rounds only."""
        if on == self.model.two_games:
            return
        self.set_check_mode(False)
        self.model.set_two_games(on)
        self.view.setSelectionBehavior(
            QAbstractItemView.SelectionBehavior.SelectItems if on else QAbstractItemView.SelectionBehavior.SelectRows
        )
        for column in range(self.model.columnCount()):
            self.view.setColumnHidden(column, column == self.model.check_column)
        self._show_key_help()

    def _show_status(self) -> None:
        number = self.shown_round()
        in_play = self._default_round
        entered, boards = self.model.entered(), self.model.rowCount()
        if adjourned := self.model.adjourned():
            text = t_n(
                "<b>{entered} of {total}</b> results entered, {count} adjourned",
                "<b>{entered} of {total}</b> results entered, {count} adjourned",
                adjourned,
                entered=entered,
                total=boards,
            )
        else:
            text = t("<b>{entered} of {total}</b> results entered", entered=entered, total=boards)
        if number is not None and in_play is not None and number < in_play:
            text = t("{counts} — correcting an earlier round (C.04.2 art. 4.3)", counts=text)
        elif number is not None and in_play is not None and number > in_play:
            text = t(
                "{counts} — a round published ahead (round {round} is in play; C.05 Annex 1)",
                counts=text,
                round=in_play,
            )
        self.status_label.setText(text if number is not None else t("No published round"))
        self._show_mismatches()

    # --- re-entry check ------------------------------------------------------------------------

    def set_check_mode(self, on: bool) -> None:
        """Start or end the blind re-entry check (the first entries are hidden meanwhile)."""
        if self.check_button.isChecked() != on:
            self.check_button.setChecked(on)
            return
        self.model.set_check_mode(on)
        self.view.setColumnHidden(self.model.check_column, not on)
        self.side.setVisible(on)
        self.check_banner.setVisible(on)
        self.check_button.setText(t("End re-entry &check") if on else t("Re-entry &check"))
        self._go_to_cell(0, ResultsModel.GAME_COLUMNS[0] if self.model.two_games else 0)
        self._show_mismatches()
        self.view.setFocus()

    def end_check(self) -> bool:
        """End the check; with differences still listed only once the arbiter confirms (their second entries
        are dropped): False when the check goes on."""
        question = self.side.ending_question()
        if question is not None and not prompts.confirm(self, question):
            self.check_button.blockSignals(True)
            self.check_button.setChecked(True)
            self.check_button.blockSignals(False)
            self.side.list.setFocus()
            return False
        self.set_check_mode(False)
        return True

    def _accept_check(self, board: int, game: int, result: GameResult) -> None:
        """The second entry of ``board`` (``game``) is right: recorded as an ordinary, journaled correction."""
        round_no = self.shown_round()
        line = next((line for line in self.model.rows if line.number == board), None)
        if round_no is None or line is None:
            return
        seen, where = line.seen, t("board {board}", board=board)
        if self.model.two_games:
            self.session.run(
                with_warnings(
                    self, where, lambda d, c: d.results.record_game_result(round_no, board, game, result, seen, c)
                )
            )
        else:
            self.session.run(
                with_warnings(self, where, lambda d, c: d.results.record_result(round_no, board, result, seen, c))
            )
        self._show_mismatches()

    def open_rating_correction(self) -> RatingCorrectionDialog | None:
        """The rating-report correction of the selected board (C.04.2 art. 4.3; Q192), opened; None without one."""
        round_no, row = self.shown_round(), self.view.currentIndex().row()
        if round_no is None or not 0 <= row < len(self.model.rows):
            self.notice_label.setText(t("Select a board first: its result is corrected for the rating report only."))
            return None
        dialog = RatingCorrectionDialog(self.session, round_no, self.model.rows[row].number, self)
        dialog.open()
        return dialog

    def _go_to_board(self, board: int) -> None:
        row = next((r for r, line in enumerate(self.model.rows) if line.number == board), -1)
        self._go_to(row)
        self.view.setFocus()

    def _show_mismatches(self) -> None:
        self.side.refresh()
