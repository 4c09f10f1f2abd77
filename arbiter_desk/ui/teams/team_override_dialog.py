"""Change a team round-pairing (C.04.2 (2026) art. 4.4): matches, colours, the PAB; situation and reason.

One row per match (the first team has White on board 1, C.04.6 art. 4) and a last row for the pairing-allocated
bye. By keys, in the table: **X** (or Space) marks the team under the cursor, **X** on another team exchanges the
two (between matches or with the bye); **S** swaps the colours of the match under the cursor; **B** gives the
bye to the team under the cursor (it changes places with the bye's holder); Escape drops a mark. The list on the
right shows, live, what differs from the engine's pairing and what the services refuse ([C1], [C2], a team
twice, a match with results) or warn about (colours not those of art. 4.3, a team left out). Confirming needs a
situation of art. 4.4.1–4.4.5 and a written reason; Ctrl+Enter confirms from anywhere, Escape cancels.

Line-ups are not changed here (the line-up dialog does that); a team moved takes its line-up with it.

What the edits are checked against (the event and every team's state from the earlier rounds) is read once
when the dialog opens; for a big event (from ``BACKGROUND_FROM`` players) in a ``BackgroundJob``: the dialog
shows at once, the situation and the explanation can be filled in meanwhile, and the pairing table comes alive
when the rounds are read.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.names import isolated
from arbiter_desk.services.event.data import Changes, RoundState
from arbiter_desk.services.teams.team_override_checks import (
    TeamChangeContext,
    TeamLayout,
    TeamOverridePreview,
    current_team_layout,
    has_results,
    preview_team_change,
)
from arbiter_desk.ui.common.background import BackgroundJob
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t, t_n, t_p
from arbiter_desk.ui.pairing.override_parts import (
    NOTE_COLOUR,
    REFUSED_COLOUR,
    WARNING_COLOUR,
    OverrideForm,
    build_override_parts,
)
from arbiter_desk.ui.standings.standings import BACKGROUND_FROM
from arbiter_desk.ui.teams.team_pairing_edit import BYE, Slot, TeamPairingEdit

CHANGED = "#fff1c4"
MARKED = "#cfe3ff"


class TeamOverrideDialog(QDialog, OverrideForm):
    """The change of team round ``round_no``; ``changes`` holds the stored result after ``accept``."""

    def __init__(self, session: DeskSession, round_no: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.round_no = round_no
        self.changes: Changes | None = None
        self.context: TeamChangeContext | None = None
        """The event and the rounds before this one, read once: each edit is checked without reading the file."""
        self.is_draft = False
        self._labels: dict[int, str] = {}
        self.engine = TeamLayout((), None)
        self.edit = TeamPairingEdit(self.engine)
        """The working pairing; matches with results are locked in it (clear the results to change one)."""
        self.mark: Slot | None = None
        self.preview: TeamOverridePreview | None = None
        self.setWindowTitle(t("Change round {round} (C.04.2 art. 4.4)", round=round_no))
        self.resize(1000, 620)
        self._build()
        self.job = BackgroundJob(self, crash_text=t("the rounds before this one could not be read"))
        self.job.finished.connect(self._loaded)
        self.job.failed.connect(self._load_failed)
        if session.query(lambda d: d.players.count()) < BACKGROUND_FROM:
            self._loaded(session.query(lambda d: d.teams.team_change_context(round_no)))
            return
        desk = session.require()
        self._set_editable(False)
        self.ok_button.setText(t("Confirm"))
        self._update_ok()
        self.job.start(lambda _report: desk.teams.team_change_context(round_no))

    @property
    def is_loading(self) -> bool:
        """The earlier rounds are still being read (the pairing table is not editable yet)."""
        return self.context is None

    def _loaded(self, context: TeamChangeContext) -> None:
        """The context is read: fill the pairing in, and give the keys to the table unless the arbiter has
        started on the situation or the explanation meanwhile."""
        self.context = context
        state, round_no = context.state, self.round_no
        rnd = next(r for r in state.rounds if r.number == round_no)
        self.is_draft = rnd.state is RoundState.DRAFT
        if self.is_draft:
            self.setWindowTitle(
                t("Change the draft of round {round} (published only by Publish) (C.04.2 art. 4.4)", round=round_no)
            )
            self.reset_button.setText(t("Back to the draft"))
            self.ok_button.setText(t("Keep the changed draft"))
        else:
            self.setWindowTitle(t("Override round {round} (C.04.2 art. 4.4)", round=round_no))
            self.reset_button.setText(t("Back to the published pairing"))
            self.ok_button.setText(t("Confirm override"))
        self._labels = {t.id: f"{isolated(t.name)} ({t.tpn})" for t in state.teams}
        locked = ((m.first_team, m.second_team) for m in state.matches_of(round_no) if has_results(m))
        self.engine = context.engine
        self.edit = TeamPairingEdit(current_team_layout(state, round_no), locked)
        self._set_editable(True)
        self.refresh()
        self.table.setCurrentCell(0, 1)
        if self.article() is None and not self.reason():
            self.table.setFocus()  # the keys work from the first moment

    def _load_failed(self, message: str) -> None:
        self.hint_label.setText(t("The override cannot be prepared: {reason}", reason=message))
        self.session.failed.emit(message)

    def _set_editable(self, editable: bool) -> None:
        for widget in (self.table, self.swap_button, self.exchange_button, self.bye_button, self.reset_button):
            widget.setEnabled(editable)

    # --- widgets -------------------------------------------------------------------------------

    def _build(self) -> None:
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([t_p("team match", "Match"), t("White on board 1"), t("Black on board 1")])
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.installEventFilter(self)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.swap_button = QPushButton(t("&Swap colours (S)"), self)
        self.exchange_button = QPushButton(t("E&xchange (X)"), self)
        self.bye_button = QPushButton(t("Give the &bye (B)"), self)
        self.reset_button = QPushButton(t("Back to the published pairing"), self)
        self.swap_button.clicked.connect(lambda: self.swap_colours(self.table.currentRow()))
        self.exchange_button.clicked.connect(self.mark_or_exchange)
        self.bye_button.clicked.connect(self._bye_to_current)
        self.reset_button.clicked.connect(self.reset)
        tools = QHBoxLayout()
        for button in (self.swap_button, self.exchange_button, self.bye_button):
            tools.addWidget(button)
        tools.addStretch(1)
        tools.addWidget(self.reset_button)
        edit = QWidget(self)
        edit_layout = QVBoxLayout(edit)
        edit_layout.setContentsMargins(0, 0, 0, 0)
        help_text = t("X marks a team, X on another exchanges them; S swaps a match's colours; B gives the bye.")
        help_label = QLabel(help_text, self)
        help_label.setWordWrap(True)  # longer in most languages than the table is wide
        edit_layout.addWidget(help_label)
        edit_layout.addWidget(self.table)
        edit_layout.addLayout(tools)

        parts = build_override_parts(self, edit, (580, 420))
        self.diff_list, self.warnings_list = parts.diff_list, parts.warnings_list
        self.article_combo, self.reason_edit = parts.article_combo, parts.reason_edit
        self.hint_label, self.buttons, self.ok_button = parts.hint_label, parts.buttons, parts.ok_button
        self.ok_button.setToolTip("Ctrl+Enter")
        self.article_combo.currentIndexChanged.connect(self._update_ok)
        self.reason_edit.textChanged.connect(self._update_ok)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.accept)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        order = (
            self.table, self.swap_button, self.exchange_button, self.bye_button, self.reset_button,
            self.article_combo, self.reason_edit, self.ok_button, cancel,
        )  # fmt: skip
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)

    # --- editing (TeamPairingEdit holds the pairing; each change refreshes the checks) ---------

    def exchange(self, a: Slot, b: Slot) -> None:
        """Exchange the teams of two places (between matches, or with the pairing-allocated bye)."""
        if self.edit.exchange(a, b):
            self.refresh()

    def swap_colours(self, index: int) -> None:
        """The other team of match ``index`` becomes the first team (White on board 1)."""
        if self.edit.swap_colours(index):
            self.refresh()

    def set_bye(self, team: int) -> None:
        """The PAB to ``team`` (see :meth:`TeamPairingEdit.set_bye`)."""
        if self.edit.set_bye(team):
            self.refresh()

    def current_slot(self) -> Slot | None:
        row, column = self.table.currentRow(), self.table.currentColumn()
        if row == len(self.edit.matches):
            return BYE
        if 0 <= row < len(self.edit.matches):
            return row, 1 if column == 2 else 0
        return None

    def mark_or_exchange(self) -> None:
        """X: mark the team under the cursor; X again elsewhere exchanges the two."""
        slot = self.current_slot()
        if slot is None or self.edit.team_at(slot) is None:
            return
        if self.edit.is_locked(slot):
            self.hint_label.setText(t("That match has results: clear them in the Results tab to change it."))
            return
        if self.mark is None or self.mark == slot:
            self.mark = None if self.mark == slot else slot
            self.refresh()
            return
        marked, self.mark = self.mark, None
        self.exchange(marked, slot)
        self.refresh()

    def _bye_to_current(self) -> None:
        slot = self.current_slot()
        team = None if slot is None else self.edit.team_at(slot)
        if team is not None:
            self.set_bye(team)

    def reset(self) -> None:
        self.edit.reset()
        self.mark = None
        self.refresh()

    def team_layout(self) -> TeamLayout:
        return self.edit.layout()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_X, Qt.Key.Key_Space):
                self.mark_or_exchange()
                return True
            if key == Qt.Key.Key_S:
                self.swap_colours(self.table.currentRow())
                return True
            if key == Qt.Key.Key_B:
                self._bye_to_current()
                return True
            if key == Qt.Key.Key_Escape and self.mark is not None:
                self.mark = None
                self.refresh()
                return True
        return super().eventFilter(watched, event)

    # --- checks --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the working pairing and ask the services for its diff, refusals and warnings."""
        if self.context is None:
            return  # still reading the earlier rounds: nothing to show yet
        row, column = self.table.currentRow(), self.table.currentColumn()
        layout = self.team_layout()
        self.preview = preview_team_change(self.context, layout)
        engine = set(self.engine.matches)
        self.table.setRowCount(len(self.edit.matches) + 1)
        for index, (a, b) in enumerate(self.edit.matches):
            self._set_row(index, str(index + 1), [a, b], (a, b) not in engine, (a, b) in self.edit.locked)
        bye = t_p("pairing bye", "Bye")
        self._set_row(len(self.edit.matches), bye, [self.edit.bye], self.edit.bye != self.engine.bye, False)
        problems = [(t("Refused: {reason}", reason=shown(r)), REFUSED_COLOUR) for r in self.preview.refusals]
        problems += [(t("Warning: {reason}", reason=shown(w)), WARNING_COLOUR) for w in self.preview.warnings]
        if held := len(self.edit.locked):
            note = t_n(
                "Note: {count} match with results stays as it is",
                "Note: {count} matches with results stay as they are",
                held,
            )
            problems.append((note, NOTE_COLOUR))
        self.show_checks(self.preview.diff, problems)
        if not problems:
            self.warnings_list.addItem(t("no rematch ([C1]) or bye ([C2]) problem; colours as art. 4.3 gives them"))
        if row >= 0:
            self.table.setCurrentCell(min(row, self.table.rowCount() - 1), max(column, 1))
        self._update_ok()

    def _set_row(self, row: int, number: str, teams: list[int | None], changed: bool, locked: bool) -> None:
        cells = [number, *("–" if t is None else self._labels[t] for t in teams)]
        cells += [""] * (3 - len(cells))
        for column, value in enumerate(cells):
            item = QTableWidgetItem(value)
            if column == 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if changed:
                item.setBackground(QBrush(QColor(CHANGED)))
            slot = BYE if row == len(self.edit.matches) else (row, column - 1)
            if column and self.mark == slot:
                item.setBackground(QBrush(QColor(MARKED)))
                item.setText(f"▶ {value}")
            if locked:
                item.setForeground(QBrush(QColor("#8a8a8a")))
                item.setToolTip(t("This match has results: clear them in the Results tab to change the match"))
            self.table.setItem(row, column, item)

    def problems(self) -> list[str]:
        """Why the change cannot be confirmed yet (empty: it can)."""
        found = []
        if self.is_loading:
            found.append(t("the earlier rounds are still being read"))
        elif self.team_layout() == self.edit.start:
            found.append(t("change at least one match or the bye"))
        return found + self.reason_problems(self.preview is not None and bool(self.preview.refusals))

    def _update_ok(self) -> None:
        problems = self.problems()
        self.ok_button.setEnabled(not problems)
        if self.is_loading:
            self.hint_label.setText(
                t(
                    "Reading the rounds before round {round}… (the situation and the explanation can be written "
                    "meanwhile)",
                    round=self.round_no,
                )
            )
            return
        if problems:
            self.hint_label.setText(t("To confirm: {problems}.", problems="; ".join(shown(p) for p in problems)))
            return
        count = len(self.preview.warnings) if self.preview else 0
        if count:
            ready = t_n(
                "Ready to confirm (Ctrl+Enter) — {count} warning: the journal keeps it with the change. "
                "Changed matches are highlighted.",
                "Ready to confirm (Ctrl+Enter) — {count} warnings: the journal keeps them with the change. "
                "Changed matches are highlighted.",
                count,
            )
        else:
            ready = t("Ready to confirm (Ctrl+Enter). Changed matches are highlighted.")
        self.hint_label.setText(ready)

    def accept(self) -> None:
        """Store the change through the services (one journaled command); close only if it succeeded."""
        article = self.article()
        if self.problems() or article is None:
            return
        layout, reason = self.team_layout(), self.reason()
        seen = None if self.context is None else current_team_layout(self.context.state, self.round_no)
        changes = self.session.run_confirmed(
            self,
            lambda d, confirmed: d.teams.override_team_pairing(
                self.round_no, layout.matches, layout.bye, article, reason, seen, confirmed
            ),
        )
        if changes is None:
            return
        self.changes = changes
        super().accept()
