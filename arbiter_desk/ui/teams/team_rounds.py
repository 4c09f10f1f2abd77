"""The team Pairing tab (C.04.6 (2026)): one row per match with the explanation; pair, publish, discard, the
line-up of a match, the override (C.04.2 art. 4.4) and printing. Also what both team round tabs share (the
round chooser, the match columns, a row-selecting table); the Results tab is :mod:`.team_results`.

Pairing runs in a worker thread (``BackgroundJob``): the snapshot is read here, the engine runs on it there,
and the pairing is stored back here (``desk.teams.store_team_pairing`` refuses it if the file changed meanwhile).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
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
from arbiter_desk.core.names import isolated
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.teams.team_rounds import TeamPairingRequest
from arbiter_desk.services.teams.team_view import MatchLine, TeamRoundView
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.row_table import Column, RowTableModel
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.table_views import fit_columns
from arbiter_desk.ui.common.wording import shown, shown_error, t, t_p
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.ratings.rating_updates import old_lists_acknowledged
from arbiter_desk.ui.teams.lineup_dialog import LineupDialog
from arbiter_desk.ui.teams.team_override_dialog import TeamOverrideDialog


def _changed(m: MatchLine) -> str | None:
    """A match that differs from the engine's pairing (C.04.2 art. 4.4) is highlighted."""
    return "#fff1c4" if m.changed else None


def match_columns() -> tuple[Column[MatchLine], ...]:
    """One row per match, titled in the arbiter's language (made with the tab, never at import)."""
    return (
        Column(t_p("team match", "Match"), lambda m: str(m.number), align_right=True, background=_changed),
        Column(t("Team (White on board 1)"), lambda m: f"{isolated(m.first)} ({m.first_tpn})", background=_changed),
        Column("MP", lambda m: m.first_score.removesuffix(" MP"), align_right=True, background=_changed),
        Column(t("Score"), lambda m: m.score_text, background=_changed),
        Column(t("Team"), lambda m: f"{isolated(m.second)} ({m.second_tpn})", background=_changed),
        Column("MP", lambda m: m.second_score.removesuffix(" MP"), align_right=True, background=_changed),
        Column(t("Placed by"), lambda m: shown(m.reason), background=_changed),
    )


def round_label(number: int, state: RoundState) -> str:
    """A round in the round chooser, with its state."""
    if state is RoundState.DRAFT:
        return t("{round} (draft)", round=number)
    if state is RoundState.PUBLISHED:
        return t("{round} (published)", round=number)
    return t("{round} (complete)", round=number)


def team_event(session: DeskSession) -> bool:
    """A team event is open (the team tabs stay empty otherwise)."""
    return session.is_open and bool(session.query(lambda d: d.teams.is_team_event()))


def selectable_table(parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


class RoundChooser(QWidget):
    """A round combo box filled from the desk's rounds; the newest round chosen after a reload."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.combo = QComboBox(self)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.setMinimumContentsLength(len(t("{round} (published)", round=10)))  # wide enough before any round
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(t_p("tournament round", "&Round"), self)
        label.setBuddy(self.combo)
        layout.addWidget(label)
        layout.addWidget(self.combo)

    def fill(self) -> None:
        """The rounds; a new round (or a removed one) brings the newest to the front, else the choice stays."""
        chosen = self.combo.currentData()
        rounds = self.session.query(lambda d: d.rounds.all()) if team_event(self.session) else []
        same = self.combo.count() == len(rounds)
        self.combo.blockSignals(True)
        self.combo.clear()
        for r in rounds:
            self.combo.addItem(round_label(r.number, r.state), r.number)
        keep = self.combo.findData(chosen)
        self.combo.setCurrentIndex(keep if same and keep >= 0 else self.combo.count() - 1)
        self.combo.blockSignals(False)

    def number(self) -> int | None:
        value = self.combo.currentData()
        return None if value is None else int(value)


class TeamPairingTab(QWidget):
    """Pair, publish or discard a team round; one row per match; the line-up of a match; the explanation."""

    @property
    def title(self) -> str:
        return t("Pairing")

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.chooser = RoundChooser(session, self)
        self.chooser.combo.currentIndexChanged.connect(self.reload)
        self.pair_button = QPushButton(t("&Pair next round"), self)
        self.publish_button = QPushButton(t("P&ublish"), self)
        self.discard_button = QPushButton(t("&Discard draft"), self)
        self.lineup_button = QPushButton(t("&Line-up…"), self)
        self.lineup_button.setToolTip(t("Who plays which board for a team of the selected match"))
        self.override_button = QPushButton(t("&Override…"), self)
        self.override_button.setToolTip(t("Change the matches, colours or bye of the round (C.04.2 art. 4.4)"))
        self.print_button = QPushButton(t("Print…"), self)
        self.print_button.setToolTip(
            t("Print or export this round's pairings by match with boards, or its result slips")
        )
        self.print_button.clicked.connect(
            lambda: prompts.run_dialog(PrintDialog(self.session, "pairings", self.chooser.number(), self))
        )
        self.model: RowTableModel[MatchLine] = RowTableModel(match_columns(), self)
        self.view = selectable_table(self)
        self.view.setModel(self.model)
        self.setFocusProxy(self.view)
        self.pab_label = plain(QLabel(self))
        self.explanation = QPlainTextEdit(self)
        self.explanation.setReadOnly(True)
        self.status = plain(QLabel(self))
        self.job = BackgroundJob(self, crash_text=t("the pairing engine failed"))
        self.job.finished.connect(self._paired)
        self.job.failed.connect(self._pairing_failed)
        self._request: TeamPairingRequest | None = None
        self.pair_button.clicked.connect(self.pair)
        self.publish_button.clicked.connect(lambda: self.session.run(lambda d: d.teams.publish_team_round(self._seen)))
        self.discard_button.clicked.connect(lambda: self.session.run(lambda d: d.teams.discard_team_draft(self._seen)))
        self._seen: tuple[tuple[tuple[int, int], ...], str] | None = None
        """The pairing shown: Publish / Discard never act on a draft another desk made meanwhile."""
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
            view = self.session.query(lambda d: d.teams.team_round_view(number))
        self.model.set_rows(view.matches if view else ())
        self._seen = view.pairing_seen if view else None
        fit_columns(self.view, stretch=(1, 4), widest={2: "99½", 3: "10½ : 10½", 5: "99½"})
        pab = t("Pairing-allocated bye (art. 1.4): {team}", team=view.pab) if view and view.pab else ""
        overrides = view.overrides if view else ()
        changed = [t("Overridden, {change} (changed matches highlighted)", change=shown(o)) for o in overrides]
        self.pab_label.setText("\n".join([pab, *changed]).strip())
        engine = [t("The engine's pairing and reasons (before the change of art. 4.4):")] if overrides else []
        lines = [shown(line) for line in view.explanation] if view else []
        self.explanation.setPlainText("\n".join([*engine, *lines]) if view else "")
        draft = view is not None and view.state is RoundState.DRAFT
        self.publish_button.setEnabled(draft)
        self.discard_button.setEnabled(draft)
        self.pair_button.setEnabled(self.session.is_open and not self.job.is_busy)
        open_round = view is not None and view.state is not RoundState.COMPLETE and bool(view.matches)
        self.override_button.setEnabled(open_round and not self.job.is_busy)
        if self.model.rowCount():
            self.view.selectRow(0)

    def pair(self) -> None:
        """The snapshot is read here; the engine runs in a worker thread. Before round 1, a FIDE list of the
        event older than this month is a level-2 notice first (Q135)."""
        if not old_lists_acknowledged(self.session, self):
            self.status.setText(t("Not paired: the notice was cancelled."))
            return
        desk = self.session.require()
        try:
            request = desk.teams.team_pairing_request()
        except ArbiterDeskError as exc:
            self.session.failed.emit(shown_error(exc))
            return
        self._request = request
        self.status.setText(t("Pairing round {round}…", round=request.round))
        self.pair_button.setEnabled(False)
        pairer = desk.teams.pair_team_request  # the engine on the frozen snapshot: no store, no widget
        self.job.start(lambda _report: pairer(request))

    def _paired(self, pairing: RoundPairing) -> None:
        request, self._request = self._request, None
        self.status.setText("")
        if request is not None:
            self.session.run(lambda d: d.teams.store_team_pairing(request, pairing))
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
