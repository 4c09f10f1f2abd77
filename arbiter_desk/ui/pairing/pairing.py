"""The Round pairing tab: pair the next round in a worker thread, review the draft with the engine's reasons,
re-pair, discard or publish it; after publishing, override it (C.04.2 (2026) art. 4.4) with an audit trail.

Boards are listed in the published order (C.04.2 art. 3.6); selecting one shows why the engine made it
(its bracket, floats, and the colour rule of C.04.4.1 art. 5.2.x with the data it used). Starting and cancelling
a pairing run: ``ui.tabs.pairing_run``; the round's status texts: ``ui.tabs.round_status``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import Changes, PairingLayout, RoundState
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.state import ROUND_ROBIN
from arbiter_desk.services.pairing.round_view import RoundView, event_journal, round_journal
from arbiter_desk.services.pairing.round_why import RoundPage, RoundWhy, round_page
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.page_loader import PageLoader
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.table_views import fit_columns, sample_widths, widest_number
from arbiter_desk.ui.common.wording import t, t_n, t_p
from arbiter_desk.ui.fide_mode.audit_model import AuditModel
from arbiter_desk.ui.pairing.board_finder import BoardFinder
from arbiter_desk.ui.pairing.boards import BoardsModel, byes_text, rows_of_boards
from arbiter_desk.ui.pairing.explanation_view import ExplanationView, round_brackets_html
from arbiter_desk.ui.pairing.glossary import GlossedBrowser, words_of
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.pairing.pairing_run import PairingRun
from arbiter_desk.ui.pairing.pairing_worker import PairingWorker
from arbiter_desk.ui.pairing.round_status import changed_boards, override_tip, status_text
from arbiter_desk.ui.pairing.virtual_points import virtual_html
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.registration.byes_dialog import ByesDialog
from arbiter_desk.ui.results.entry_undo import EntryUndo


class PairingTab(PairingRun):
    """Round pairing: the engine's proposal, its reasons, publishing and overrides."""

    title: str
    """The tab's title, in the desk's language."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = t("Round pairing")
        self.session = session
        self.view_data: RoundView | None = None
        self.worker = PairingWorker(self)
        self.loader = PageLoader(session, self, tr("The round could not be read"))
        self.preview_loader = PageLoader(session, self, tr("The round to pair could not be read"))
        """Reads a big round's page off the GUI thread."""
        self.worker.finished.connect(self._on_paired)
        self.worker.failed.connect(self._on_pairing_failed)
        session.closed.connect(self.worker.cancel)  # a run on a tournament no longer open is dropped
        self._audit_round: int | None = None
        self._why = RoundWhy(None, {})
        self._build()
        self.refresher = StaleWhileHidden(self, session, self.reload, self.apply)
        self.reload()

    def _build(self) -> None:
        self.round_combo = QComboBox(self)
        self.round_combo.setMinimumContentsLength(10)
        self.pair_button = QPushButton(t("&Pair round {round}", round=1), self)
        self.repair_button = QPushButton(t("&Re-pair"), self)
        self.discard_button = QPushButton(t("&Discard draft"), self)
        self.publish_button = QPushButton(t("P&ublish"), self)
        self.override_button = QPushButton(t("Edit pa&irings…"), self)
        self.override_button.setToolTip(t("Start the manual-pairing phase of the round (C.04.2 art. 4.4)"))
        self.byes_button = QPushButton(t("B&yes && withdrawals…"), self)
        self.byes_button.setToolTip(t("Requested byes and withdrawals before pairing (C.04.2 art. 3.2, 3.3)"))
        self.byes_button.clicked.connect(lambda: prompts.run_dialog(ByesDialog(self.session, None, self)))
        self.print_button = QPushButton(t("Print…"), self)
        self.print_button.setToolTip(t("Print or export the pairings of the shown round (by board or alphabetical)"))
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(140)
        self.busy.setFormat(t("pairing…"))
        self.busy.hide()
        self.cancel_button = QPushButton(t("Cancel"), self)
        self.cancel_button.setToolTip(t("Stop pairing: nothing is stored"))
        self.cancel_button.clicked.connect(self.cancel_pairing)
        self.cancel_button.hide()
        bar = QHBoxLayout()
        bar.addWidget(QLabel(t_p("tournament round", "Round:"), self))
        bar.addWidget(self.round_combo)
        for button in (self.pair_button, self.repair_button, self.discard_button, self.publish_button):
            bar.addWidget(button)
        bar.addWidget(self.busy)
        bar.addWidget(self.cancel_button)
        bar.addStretch(1)
        tools = QHBoxLayout()  # a second row: one row of every button would widen a 960-px window after Pair
        tools.addWidget(self.byes_button)
        tools.addWidget(self.override_button)
        tools.addWidget(self.print_button)
        self.status_label = plain(QLabel(self))
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.RichText)

        self.boards_model = BoardsModel(self)
        self.boards_view = QTableView(self)
        self.setFocusProxy(self.boards_view)  # Ctrl+1…5 land in the table, ready for keys
        self.boards_view.setModel(self.boards_model)
        sample_widths(self.boards_view)
        self.boards_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.boards_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.boards_view.verticalHeader().setVisible(False)
        self.boards_view.setAlternatingRowColors(True)
        self.boards_view.setWordWrap(False)
        fit_columns(self.boards_view, (1, 4), {7: "1-0 (unrated)"})
        self.boards_view.selectionModel().currentRowChanged.connect(self._on_board_selected)
        self.finder = BoardFinder(self.boards_view, lambda: self.boards_model.rows, self)
        self.session.closed.connect(self.finder.forget)
        tools.insertWidget(0, self.finder)
        self.bye_label = plain(QLabel(self))
        self.bye_label.setWordWrap(True)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.boards_view, 1)
        left_layout.addWidget(self.bye_label)

        self.explanation = ExplanationView(self)
        self.round_text = GlossedBrowser(self)
        self.audit_model = AuditModel(self)
        self.audit_view = QTableView(self)
        self.audit_view.setModel(self.audit_model)
        self.audit_view.verticalHeader().setVisible(False)
        self.audit_view.setWordWrap(True)
        self.entry_undo = EntryUndo(self.session, self.audit_view, self.audit_model)
        self.details = QTabWidget(self)
        self.details.addTab(self.explanation, t("Why this pairing"))
        self.details.addTab(self.round_text, t("Brackets of the round"))
        self.details.addTab(self.audit_view, t("Audit"))
        self.details.setCornerWidget(self.entry_undo.whole)
        self.entry_undo.whole.setVisible(False)
        self.entry_undo.whole.toggled.connect(self._on_audit_scope)
        self._stale_details: set[QWidget] = set()
        self.details.currentChanged.connect(self._on_detail_shown)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 11)
        splitter.setStretchFactor(1, 9)
        splitter.setSizes([660, 540])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status_label, 1)
        status_row.addLayout(tools)
        layout.addLayout(status_row)
        layout.addWidget(splitter, 1)

        self.round_combo.currentIndexChanged.connect(self._on_round_chosen)
        self.pair_button.clicked.connect(self.pair_next_round)
        self.repair_button.clicked.connect(self.repair_draft)
        self.discard_button.clicked.connect(lambda: self._on_draft(lambda d, seen: d.rounds.discard_draft(seen)))
        self.publish_button.clicked.connect(lambda: self._on_draft(lambda d, seen: d.rounds.publish_round(seen)))
        self.override_button.clicked.connect(self.open_override_dialog)
        self.print_button.clicked.connect(
            lambda: prompts.run_dialog(PrintDialog(self.session, "pairings", self.shown_round(), self))
        )

    # --- override ------------------------------------------------------------------------------

    def make_override_dialog(self) -> OverrideDialog | None:
        """The override dialog for the shown (published) round; the caller opens it."""
        shown = self.shown_round()
        if shown is None or not self.session.is_open:
            return None
        return OverrideDialog(self.session, shown, self)

    def _on_draft(self, command: Callable[[Desk, PairingLayout | None], Changes]) -> None:
        """Publish or Discard the draft shown (not one another desk made meanwhile: ``services.staleness``)."""
        seen = None if self.view_data is None else self.view_data.layout
        self.session.run(lambda d: command(d, seen))

    def open_override_dialog(self) -> None:
        dialog = self.make_override_dialog()
        if dialog is not None:
            dialog.open()

    # --- showing -------------------------------------------------------------------------------

    def shown_round(self) -> int | None:
        data = self.round_combo.currentData()
        return None if data is None else int(data)

    def reload(self, *_: object) -> None:
        """Refill the round list (keeping the shown round, or showing the newest after a new pairing)."""
        previous = self.shown_round()
        count_before = self.round_combo.count()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        rounds = self.session.query(lambda d: d.rounds.all()) if self.session.is_open else []
        for record in rounds:
            self.round_combo.addItem(t("Round {round}", round=record.number), int(record.number))
        self.round_combo.blockSignals(False)
        wanted = previous if previous is not None and self.round_combo.count() == count_before else None
        if wanted is None or self.round_combo.findData(wanted) < 0:
            wanted = int(rounds[-1].number) if rounds else None
        self.show_round(wanted)

    def show_round(self, number: int | None) -> None:
        self.finder.follow((self.session.path, number))
        index = -1 if number is None else self.round_combo.findData(number)
        self.round_combo.blockSignals(True)
        self.round_combo.setCurrentIndex(index)
        self.round_combo.blockSignals(False)
        page = None if index < 0 or number is None else self._prepared_page(number)
        if page is None and index >= 0 and number is not None:
            if self.loader.in_background():  # a big round: nothing of the previous one may be acted on meanwhile
                self.view_data = None
                self.boards_model.set_boards((), frozenset())
                self.status_label.setText(t("Reading round {round}…", round=number))
                self._update_buttons()
            self.loader.load(lambda d: round_page(d, number), lambda read: self._show_page(number, read))
            return
        self.loader.forget()
        self._show_page(number, page)

    @property
    def is_loaded(self) -> bool:
        """The shown round is on screen (not still being read in the background)."""
        return not self.loader.is_loading

    def _show_page(self, number: int | None, page: RoundPage | None) -> None:
        self.view_data = data = None if page is None else page[0]
        self.boards_model.set_boards(data.boards if data else (), changed_boards(data))
        widest = dict.fromkeys(self.boards_model.result_columns, "1-0 (unrated)")
        widest[0] = widest_number(board.number for board in (data.boards if data else ()))
        fit_columns(self.boards_view, (1, 4), widest)
        for column in self.boards_model.result_columns:
            self.boards_view.setColumnHidden(column, data is None or data.round.state is RoundState.DRAFT)
        why = page[1] if page is not None else RoundWhy(None, {})
        virtual = data.virtual if data else {}
        self._why = why
        self.explanation.set_why(why, virtual)
        self._audit_round = number if data else None
        self._stale_details = {self.round_text, self.audit_view}
        self._load_details_if_shown()
        self.bye_label.setText(byes_text(data))
        self.status_label.setText(status_text(data))
        self._update_buttons()

    def apply(self, changes: Changes) -> bool:
        """Publishing the shown draft, or a result of the shown round: patch the state, the rows and the
        buttons instead of reading the whole round again; anything else answers False (reload)."""
        data, shown = self.view_data, self.shown_round()
        if data is None or shown is None or changes.rounds - {shown}:
            return False
        if not changes.only_touches("boards", "rounds"):
            return False
        rows = rows_of_boards(self.boards_model, changes.boards)
        if rows is None:
            return False
        records = {b.id: b for b in self.session.query(lambda d: d.rounds.boards_by_id(changes.boards))} if rows else {}
        record = next((r for r in self.session.query(lambda d: d.rounds.all()) if r.number == shown), None)
        if record is None or records.keys() != rows.keys():
            return False  # a board or the round itself was removed (a discarded draft, an undone pairing)
        for board_id, row in rows.items():
            self.boards_model.replace_row(row, self.boards_model.row_at(row).with_record(records[board_id]))
        boards = tuple(self.boards_model.rows)
        self.view_data = data = replace(data, round=record, boards=boards)
        for column in self.boards_model.result_columns:
            self.boards_view.setColumnHidden(column, data.round.state is RoundState.DRAFT)
        self._stale_details.add(self.audit_view)
        self._load_details_if_shown()
        self.status_label.setText(status_text(data))
        self._update_buttons()
        return True

    def _load_details_if_shown(self) -> None:
        """The brackets of the round (one long HTML page) and the audit list (the whole journal) are made only
        while on screen, or when the window is not shown at all."""
        for widget in list(self._stale_details):
            if widget.window().isVisible() and not widget.isVisible():
                continue
            self._stale_details.discard(widget)
            if widget is self.round_text:
                self._load_brackets()
            else:
                self._load_audit()

    def _load_brackets(self) -> None:
        data, why = self.view_data, self._why
        virtual = data.virtual if data else {}
        ga = virtual_html(sorted(virtual), virtual)
        self.round_text.set_system(words_of(why.explanation))
        self.round_text.setHtml(ga + round_brackets_html(why.explanation, why.names, why) if data else "")

    def _load_audit(self) -> None:
        number = self._audit_round
        if self.entry_undo.whole.isChecked():
            journal = self.session.query(event_journal) if self.session.is_open else ()
        else:
            journal = self.session.query(lambda d: round_journal(d, number)) if number is not None else ()
        self.audit_model.set_rows(journal)
        self.entry_undo.refresh()
        header = self.audit_view.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.audit_view.resizeRowsToContents()

    def _on_detail_shown(self, index: int) -> None:
        self.entry_undo.whole.setVisible(self.details.widget(index) is self.audit_view)
        self._load_details_if_shown()

    def _on_audit_scope(self) -> None:
        self._stale_details.add(self.audit_view)
        calls = self.session.calls
        if calls.waiting:  # asked inside the wait for another call to the venue server: loaded once it is answered
            calls.idle.connect(self._load_details_if_shown, Qt.ConnectionType.SingleShotConnection)
            return
        self._load_details_if_shown()

    def _on_round_chosen(self, _index: int) -> None:
        self.show_round(self.shown_round())

    def _on_board_selected(self, current: object, _previous: object) -> None:
        row = self.boards_view.currentIndex().row()
        if 0 <= row < self.boards_model.rowCount():
            self.explanation.show_board(self.boards_model.board_number(row))
            self.details.setCurrentWidget(self.explanation)

    def select_board(self, number: int) -> None:
        """Select board ``number`` in the list (its reasons appear on the right)."""
        row = self.boards_model.row_of_board(number)
        if row is not None:
            self.boards_view.setCurrentIndex(self.boards_model.index(row, 0))

    def _waiting_for(self, last: int) -> str:
        """Why the next round cannot be paired yet (C.04.2 art. 3.1), or ""."""
        pending = self.session.query(lambda d: d.rounds.pending_boards(last))
        if not pending:
            return ""
        return t_n(
            "Round {round} is not complete: {count} result missing (or mark the games adjourned: key a in the "
            "Results tab)",
            "Round {round} is not complete: {count} results missing (or mark the games adjourned: key a in the "
            "Results tab)",
            len(pending),
            round=last,
        )

    def _update_buttons(self) -> None:
        busy = self.worker.is_busy
        self.busy.setVisible(busy)
        self.cancel_button.setVisible(busy)
        data = self.view_data
        is_open = self.session.is_open
        rounds = self.session.query(lambda d: d.rounds.all()) if is_open else []
        has_draft = bool(rounds) and rounds[-1].state is RoundState.DRAFT
        next_round = (int(rounds[-1].number) if rounds else 0) + (0 if has_draft else 1)
        settings = self.session.query(lambda d: d.settings.current()) if is_open else None
        total = settings.total_rounds if settings is not None else None
        ahead = settings is not None and settings.pairing_system == ROUND_ROBIN  # the Berger table reads no score
        waiting = self._waiting_for(rounds[-1].number) if rounds and not has_draft and not ahead else ""
        if total is not None and next_round > total:
            self.pair_button.setText(t_n("All {count} round paired", "All {count} rounds paired", total))
            waiting = t_n(
                "The tournament has {count} round: every one is paired (Settings change the number)",
                "The tournament has {count} rounds: every one is paired (Settings change the number)",
                total,
            )
        else:
            self.pair_button.setText(t("&Pair round {round}", round=next_round))
        self.pair_button.setEnabled(is_open and not busy and not has_draft and not waiting)
        self.pair_button.setToolTip(waiting or t("Pair the next round with the engine (in the background)"))
        is_draft = data is not None and data.round.state is RoundState.DRAFT
        for button in (self.repair_button, self.discard_button, self.publish_button):
            button.setEnabled(is_draft and not busy)
        complete = data is not None and data.round.state is RoundState.COMPLETE
        self.override_button.setEnabled(data is not None and not busy and bool(data.boards) and not complete)
        self.override_button.setToolTip(override_tip(data, is_draft))
        self.round_combo.setEnabled(not busy)
        self.print_button.setEnabled(data is not None)
        self.byes_button.setEnabled(is_open)
