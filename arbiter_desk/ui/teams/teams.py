"""The Teams tab (C.04.6 art. 1.1; TRF 310) and the team Standings tab (C.07 team tie-breaks).

Teams: TPN, name, federation/club, strength and the roster in board order; Insert registers a team, Enter
edits the selected one, Delete removes it (refused once it has been paired). Standings: rank by the primary
score, then the tournament's team tie-breaks (``core/tiebreaks/teams.py``); or the per-board statistics
(``core/team_boards.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from arbiter_desk.core.text import Text, tr
from arbiter_desk.formats.documents.team_tables import shown_tiebreaks, team_standings_rows
from arbiter_desk.services.event.data import PlayerRecord
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.staleness import Seen
from arbiter_desk.services.teams.roster import team_bye_kind
from arbiter_desk.services.teams.team_documents import board_statistics_table
from arbiter_desk.services.teams.team_staleness import TeamSeen
from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.row_table import Column, RowTableModel
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.table_views import fit_columns
from arbiter_desk.ui.common.wording import shown, t, t_n
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.standings.standings import BACKGROUND_FROM
from arbiter_desk.ui.teams.team_bye_dialog import WITHDRAW, TeamByeDialog
from arbiter_desk.ui.teams.team_dialog import TeamDialog
from arbiter_desk.ui.teams.team_rounds import selectable_table, team_event


@dataclass(frozen=True, slots=True)
class TeamLine:
    id: int
    tpn: int
    name: str
    nickname: str
    strength: int
    roster: tuple[PlayerRecord, ...]
    boards: int
    seen: TeamSeen | None = None
    """The team as read (an edit is refused if another desk changed it meanwhile)."""

    @property
    def roster_text(self) -> str:
        starters = ", ".join(p.name for p in self.roster[: self.boards])
        reserves = ", ".join(p.name for p in self.roster[self.boards :])
        return t("{starters}  | reserves: {reserves}", starters=starters, reserves=reserves) if reserves else starters


def team_columns() -> tuple[Column[TeamLine], ...]:
    """The Teams tab's columns, titled in the arbiter's language (made with the tab, never at import)."""
    return (
        Column("TPN", lambda line: str(line.tpn), sort_key=lambda line: line.tpn, align_right=True),
        Column(t("Team"), lambda line: line.name),
        Column(t("Fed/club"), lambda line: line.nickname),
        Column(t("Strength"), lambda line: str(line.strength or ""), align_right=True),
        Column(t("Players in board order"), lambda line: line.roster_text),
    )


def team_lines(state: TeamEventState) -> list[TeamLine]:
    players = {p.id: p for p in state.players}
    boards = state.rules.boards
    return [
        TeamLine(
            t.id,
            t.tpn,
            t.name,
            t.nickname,
            t.strength,
            tuple(players[p] for p in t.members),
            boards,
            TeamSeen.of(state, t.id),
        )
        for t in state.teams
    ]


class TeamsTab(QWidget):
    """Register (Insert), edit (Enter) and remove (Delete) teams."""

    @property
    def title(self) -> str:
        return t("Teams")

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model: RowTableModel[TeamLine] = RowTableModel(team_columns(), self)
        self.view = selectable_table(self)
        self.view.setModel(self.model)
        self.view.installEventFilter(self)
        self.view.doubleClicked.connect(lambda _index: self.edit_team())
        self.setFocusProxy(self.view)
        self.add_button = QPushButton(t("&Register team… (Ins)"), self)
        self.edit_button = QPushButton(t("&Edit… (Enter)"), self)
        self.remove_button = QPushButton(t("Re&move (Del)"), self)
        self.bye_button = QPushButton(t("&Bye / withdraw… (B)"), self)
        self.bye_button.clicked.connect(self.team_bye)
        self.add_button.clicked.connect(self.add_team)
        self.edit_button.clicked.connect(self.edit_team)
        self.remove_button.clicked.connect(self.remove_team)
        self.up_button = QPushButton(t("Move &up (Ctrl+↑)"), self)
        self.down_button = QPushButton(t("Move do&wn (Ctrl+↓)"), self)
        self.strength_button = QPushButton(t("Order by &strength…"), self)
        order_tip = t("Team pairing numbers (C.04.6 art. 1.1.2): changed only until round 1 is paired (art. 1.1.3)")
        for button in (self.up_button, self.down_button, self.strength_button):
            button.setToolTip(order_tip)
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button.clicked.connect(lambda: self.move_selected(1))
        self.strength_button.clicked.connect(self.order_by_strength)
        self.count = plain(QLabel(self))
        bar = QHBoxLayout()
        for button in (
            self.add_button, self.edit_button, self.remove_button, self.bye_button, self.up_button,
            self.down_button, self.strength_button,
        ):  # fmt: skip
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.view, 1)
        self.boards = 4
        self.refresher = StaleWhileHidden(self, session, self.reload)

    def reload(self) -> None:
        lines = team_lines(self.session.query(lambda d: d.teams.team_state())) if team_event(self.session) else []
        if team_event(self.session):
            self.boards = self.session.query(lambda d: d.teams.team_rules()).boards
        row = max(0, self.view.currentIndex().row())
        self.model.set_rows(lines)
        fit_columns(self.view, stretch=(4,))
        self.count.setText(
            t_n(
                "{count} team; boards per match: {boards}",
                "{count} teams; boards per match: {boards}",
                len(lines),
                boards=self.boards,
            )
        )
        if lines:
            self.view.selectRow(min(row, len(lines) - 1))
        paired = team_event(self.session) and bool(self.session.query(lambda d: d.rounds.all()))
        for button in (self.up_button, self.down_button, self.strength_button):
            button.setEnabled(bool(lines) and not paired)

    def _order(self) -> list[int]:
        return [line.id for line in sorted(self.model.rows, key=lambda line: line.tpn)]

    def move_selected(self, step: int) -> None:
        """Ctrl+↑ / Ctrl+↓: the selected team one place up or down (its TPN and its neighbour's swap)."""
        team = self.selected()
        if team is None or not self.up_button.isEnabled():
            return
        order = self._order()
        i = order.index(team.id)
        if not 0 <= i + step < len(order):
            return
        order[i], order[i + step] = order[i + step], order[i]
        if self.session.run(lambda d: d.teams.renumber_teams(order)) is not None:
            self.view.selectRow(i + step)

    def order_by_strength(self) -> None:
        """Sort every team by strength (the average rating of its starters), after showing what moves."""
        order = self.session.query(lambda d: d.teams.team_order_by_strength())
        moves = self.session.query(lambda d: d.teams.team_renumbering(order))
        if not moves:
            status = self.count.text().split(" — ")[0]
            self.count.setText(t("{status} — already in order of strength", status=status))
            return
        if prompts.confirm(self, shown(moves.notice())):
            self.session.run(lambda d: d.teams.renumber_teams(order))

    def selected(self) -> TeamLine | None:
        index = self.view.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key == Qt.Key.Key_Insert:
                self.add_team()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
                self.edit_team()
                return True
            if key == Qt.Key.Key_Delete:
                self.remove_team()
                return True
            if key == Qt.Key.Key_B:
                self.team_bye()
                return True
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.move_selected(-1 if key == Qt.Key.Key_Up else 1)
                return True
        return super().eventFilter(watched, event)

    def add_team(self) -> TeamDialog:
        dialog = TeamDialog(self.boards, parent=self)
        if prompts.run_dialog(dialog):
            self.run_add(dialog)
        return dialog

    def run_add(self, dialog: TeamDialog) -> None:
        name, nickname, roster = dialog.name.text(), dialog.nickname.text(), dialog.result_roster
        self.session.run(lambda d: d.teams.add_team(name, nickname, roster))

    def edit_team(self) -> TeamDialog | None:
        team = self.selected()
        if team is None:
            return None
        dialog = TeamDialog(self.boards, team.name, team.nickname, list(team.roster), self)
        if prompts.run_dialog(dialog):
            name, nickname, roster = dialog.name.text(), dialog.nickname.text(), dialog.result_roster
            self.session.run(lambda d: d.teams.edit_team(team.id, name, nickname, roster, team.seen))
        return dialog

    def remove_team(self) -> None:
        team = self.selected()
        if team is not None and prompts.confirm(
            self, t("Remove team {tpn} {name} and its players?", tpn=team.tpn, name=team.name)
        ):
            self.session.run(lambda d: d.teams.remove_team(team.id, team.seen))

    def team_bye(self) -> TeamByeDialog | None:
        """A 240 bye (Z / H / F) of the selected team in a round not yet paired, or its withdrawal."""
        team = self.selected()
        if team is None:
            return None
        first = len(self.session.query(lambda d: d.rounds.all())) + 1
        total = self.session.query(lambda d: d.settings.current().total_rounds) or first
        as_read = self.session.query(lambda d: d.teams.team_state())  # the byes as they were when the dialog opened
        dialog = TeamByeDialog(team.name, (first, max(first, total)), self)
        if prompts.run_dialog(dialog):
            round_no, kind = dialog.choice()
            if kind == WITHDRAW:
                self.session.run(lambda d: d.teams.withdraw_team(team.id, round_no, team.seen))
            else:
                seen = Seen(team_bye_kind(as_read, team.id, round_no))
                self.session.run(lambda d: d.teams.set_team_bye(team.id, round_no, kind or None, seen))
        return dialog


def _cell(column: int) -> Callable[[list[str]], str]:
    return lambda row: row[column]


STANDINGS_VIEWS: tuple[tuple[str, Text], ...] = (
    ("standings", tr("Team standings")),
    ("boards", tr("Board statistics")),
)
"""What the team Standings tab shows: the teams' ranking, or each board's players."""


@dataclass(frozen=True, slots=True)
class StandingsTable:
    """A view's table as computed off the GUI thread: column titles, rows, the note under it."""

    head: tuple[str, ...]
    rows: tuple[list[str], ...]
    note: str
    stretch: tuple[int, ...]


def standings_table(desk: Desk, view: str) -> StandingsTable:
    """The rows of ``view`` (runs in the job for a big event: it reads and computes, paints nothing)."""
    if view == "boards":
        boards = board_statistics_table(desk)
        note = t("After round {round}. {formula}", round=boards.after_round, formula=shown(boards.formula))
        return StandingsTable(
            tuple(shown(h) for h in boards.head), tuple(list(row) for row in boards.rows), note, (1, 3)
        )
    standings = desk.teams.team_standings()
    head = [t("Rank"), "TPN", t("Team"), "MP", "GP", *(tb.label for tb in shown_tiebreaks(standings))]
    note = t(
        "Primary score: {score}; tie-breaks: {tiebreaks} (C.07; Tournament → Settings → Team tie-breaks)",
        score=standings.primary.value,
        tiebreaks=", ".join(tb.label for tb in standings.tiebreaks),
    )
    return StandingsTable(tuple(head), tuple(list(row) for row in team_standings_rows(standings)), note, (2,))


class TeamStandingsTab(QWidget):
    """Team standings after the last round with results: rank, TPN, team, MP, GP and the tie-breaks, in the
    cells of the printed standings (``4=``, ``6½``: ``team_standings_rows``); or, chosen
    under Show (Alt+S), the per-board statistics (games over the board, %, ARO, performance, forfeits). A big
    event's tables are read and computed in a ``BackgroundJob`` (the table shows the previous ones meanwhile);
    hidden, the tab only marks itself stale and recomputes when shown (``StaleWhileHidden``). Print… opens the
    print dialog on the document shown."""

    @property
    def title(self) -> str:
        return t("Standings")

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model: RowTableModel[list[str]] = RowTableModel((), self)
        self.view: QTableView = selectable_table(self)
        self.view.setModel(self.model)
        self.setFocusProxy(self.view)
        self.note = plain(QLabel(self))
        self.note.setStyleSheet("color: #5a5a5a;")
        self.note.setWordWrap(True)
        self.view_combo = QComboBox(self)
        for key, label in STANDINGS_VIEWS:
            self.view_combo.addItem(shown(label), key)
        show_label = QLabel(t("&Show"), self)
        show_label.setBuddy(self.view_combo)
        self.print_button = QPushButton(t("&Print…"), self)
        self.print_button.setToolTip(t("Print or export what is shown (or another team document)"))
        self.print_button.clicked.connect(self.print_shown)
        bar = QHBoxLayout()
        bar.addWidget(show_label)
        bar.addWidget(self.view_combo)
        bar.addStretch(1)
        bar.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.note)
        self.job = BackgroundJob(self, crash_text=t("the team standings could not be computed"))
        self.job.finished.connect(self._computed)
        self.job.failed.connect(self._failed)
        self._generation = 0
        self._wanted: int | None = None
        """The generation the table should show; a job finishing for an older one is started again."""
        self.refresher = StaleWhileHidden(self, session, self.reload)
        self.view_combo.currentIndexChanged.connect(lambda _i: self.reload())

    @property
    def is_busy(self) -> bool:
        return self.job.is_busy or self._wanted is not None

    def shown(self) -> str:
        """``standings`` or ``boards``."""
        return str(self.view_combo.currentData())

    def print_shown(self) -> PrintDialog:
        dialog = PrintDialog(self.session, self.shown(), None, self)
        prompts.run_dialog(dialog)
        return dialog

    def reload(self) -> None:
        self._generation += 1
        if not team_event(self.session):
            self._wanted = None
            self.model.set_rows(())
            return
        if self.session.query(lambda d: d.players.count()) >= BACKGROUND_FROM:
            self._wanted = self._generation
            boards = self.shown() == "boards"
            self.note.setText(t("Computing the board statistics…") if boards else t("Computing the team standings…"))
            self._start_job()
            return
        self._wanted = None
        view = self.shown()
        self._show(self.session.query(lambda d: standings_table(d, view)))

    def _start_job(self) -> None:
        desk, generation, view = self.session.desk, self._wanted, self.shown()
        if self.job.is_busy or generation is None or desk is None:
            return  # a finishing job starts the next one
        self.job.start(lambda _report: (generation, standings_table(desk, view)))

    def _computed(self, outcome: tuple[int, StandingsTable]) -> None:
        generation, table = outcome
        if self._wanted == generation:
            self._wanted = None
            self._show(table)
        else:
            self._start_job()

    def _failed(self, message: str) -> None:
        self._wanted = None
        self.note.setText(message)
        self.session.reported.emit(message)

    def _show(self, table: StandingsTable) -> None:
        text_columns = {*table.stretch}
        columns = [Column(title, _cell(i), align_right=i not in text_columns) for i, title in enumerate(table.head)]
        model: RowTableModel[list[str]] = RowTableModel(columns, self)
        model.set_rows(table.rows)
        self.model = model
        self.view.setModel(model)
        fit_columns(self.view, stretch=table.stretch)
        self.note.setText(table.note)
