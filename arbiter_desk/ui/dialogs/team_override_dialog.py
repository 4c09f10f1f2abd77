"""Change a team round-pairing (C.04.2 (2026) art. 4.4): matches, colours, the PAB; situation and reason.

One row per match (the first team has White on board 1, C.04.6 art. 4) and a last row for the pairing-allocated
bye. By keys, in the table: **X** (or Space) marks the team under the cursor, **X** on another team exchanges the
two (between matches or with the bye); **S** swaps the colours of the match under the cursor; **B** gives the
bye to the team under the cursor (it changes places with the bye's holder); Escape drops a mark. The list on the
right shows, live, what differs from the engine's pairing and what the services refuse ([C1], [C2], a team
twice, a match with results) or warn about (colours not those of art. 4.3, a team left out). Confirming needs a
situation of art. 4.4.1–4.4.5 and a written reason; Ctrl+Enter confirms from anywhere, Escape cancels.

Line-ups are not changed here (the line-up dialog does that); a team moved takes its line-up with it.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.counting import plural
from arbiter_desk.services.data import Changes, OverrideArticle, RoundState
from arbiter_desk.services.team_override_checks import (
    TeamLayout,
    TeamOverridePreview,
    current_team_layout,
    has_results,
    preview_team_change,
)
from arbiter_desk.ui.dialogs.override_dialog import ARTICLE_TEXT, NOTE_COLOUR, REFUSED_COLOUR, WARNING_COLOUR
from arbiter_desk.ui.plain_text import plain
from arbiter_desk.ui.session import DeskSession

Slot = tuple[int, int]
"""A place in the pairing: (match index, 0 first team / 1 second team); the bye is ``BYE``."""
BYE: Slot = (-1, 0)
CHANGED = "#fff1c4"
MARKED = "#cfe3ff"


class TeamOverrideDialog(QDialog):
    """The change of team round ``round_no``; ``changes`` holds the stored result after ``accept``."""

    def __init__(self, session: DeskSession, round_no: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.round_no = round_no
        self.changes: Changes | None = None
        self.context = session.query(lambda d: d.team_change_context(round_no))
        """The event and the rounds before this one, read once: each edit is checked without reading the file."""
        state = self.context.state
        rnd = next(r for r in state.rounds if r.number == round_no)
        self.is_draft = rnd.state is RoundState.DRAFT
        verb = "Change the draft of round {0} before publishing it" if self.is_draft else "Override round {0}"
        self.setWindowTitle(f"{verb.format(round_no)} (C.04.2 art. 4.4)")
        self.resize(1000, 620)
        self._labels = {t.id: f"{t.name} ({t.tpn})" for t in state.teams}
        self.locked = {(m.first_team, m.second_team) for m in state.matches_of(round_no) if has_results(m)}
        """Matches with results: they stay as they are (clear the results to change one)."""
        self.engine, start = self.context.engine, current_team_layout(state, round_no)
        self._start = start
        self.matches: list[list[int]] = [[a, b] for a, b in start.matches]
        self.bye: int | None = start.bye
        self.mark: Slot | None = None
        self.preview: TeamOverridePreview | None = None
        self._build()
        self.refresh()
        self.table.setCurrentCell(0, 1)
        self.table.setFocus()  # the keys work from the first moment

    # --- widgets -------------------------------------------------------------------------------

    def _build(self) -> None:
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels(["Match", "White on board 1", "Black on board 1"])
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.installEventFilter(self)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.swap_button = QPushButton("&Swap colours (S)", self)
        self.exchange_button = QPushButton("E&xchange (X)", self)
        self.bye_button = QPushButton("Give the &bye (B)", self)
        self.reset_button = QPushButton("Back to the draft" if self.is_draft else "Back to the published pairing", self)
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
        help_text = "X marks a team, X on another exchanges them; S swaps a match's colours; B gives the bye."
        edit_layout.addWidget(QLabel(help_text, self))
        edit_layout.addWidget(self.table)
        edit_layout.addLayout(tools)

        self.diff_list = QListWidget(self)
        self.warnings_list = QListWidget(self)
        checks = QWidget(self)
        checks_layout = QVBoxLayout(checks)
        checks_layout.setContentsMargins(0, 0, 0, 0)
        lists = (("Changes against the engine's pairing", self.diff_list), ("Rule checks", self.warnings_list))
        for title, listing in lists:
            listing.setWordWrap(True)
            listing.setSpacing(3)
            listing.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read-only lists: Tab goes from the table to the buttons
            box = QGroupBox(title, self)
            QVBoxLayout(box).addWidget(listing)
            checks_layout.addWidget(box)
        splitter = QSplitter(self)
        splitter.addWidget(edit)
        splitter.addWidget(checks)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([580, 420])

        self.article_combo = QComboBox(self)
        self.article_combo.addItem("— choose the situation of art. 4.4 —", None)
        for article, text in ARTICLE_TEXT.items():
            self.article_combo.addItem(text, article)
        self.reason_edit = QPlainTextEdit(self)
        self.reason_edit.setTabChangesFocus(True)
        self.reason_edit.setPlaceholderText("What happened, who agreed (written to the journal and the TRF export)")
        self.reason_edit.setFixedHeight(64)
        form = QFormLayout()
        situation = QLabel("&Reason (C.04.2 art. 4.4):", self)
        situation.setBuddy(self.article_combo)
        explanation = QLabel("&Explanation:", self)
        explanation.setBuddy(self.reason_edit)
        form.addRow(situation, self.article_combo)
        form.addRow(explanation, self.reason_edit)
        self.hint_label = plain(QLabel(self))
        self.hint_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("Publish with these changes" if self.is_draft else "Confirm override")
        self.ok_button.setToolTip("Ctrl+Enter")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.article_combo.currentIndexChanged.connect(self._update_ok)
        self.reason_edit.textChanged.connect(self._update_ok)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(form)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.buttons)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        order = (
            self.table, self.swap_button, self.exchange_button, self.bye_button, self.reset_button,
            self.article_combo, self.reason_edit, self.ok_button, cancel,
        )  # fmt: skip
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)

    # --- editing -------------------------------------------------------------------------------

    def team_at(self, slot: Slot) -> int | None:
        return self.bye if slot == BYE else self.matches[slot[0]][slot[1]]

    def slot_of(self, team: int) -> Slot | None:
        if team == self.bye:
            return BYE
        for index, match in enumerate(self.matches):
            if team in match:
                return index, match.index(team)
        return None

    def is_locked(self, slot: Slot) -> bool:
        """The place is in a match with results (it cannot change until they are cleared)."""
        return slot != BYE and tuple(self.matches[slot[0]]) in self.locked

    def _put(self, slot: Slot, team: int | None) -> None:
        if slot == BYE:
            self.bye = team
        elif team is not None:
            self.matches[slot[0]][slot[1]] = team

    def exchange(self, a: Slot, b: Slot) -> None:
        """Exchange the teams of two places (between matches, or with the pairing-allocated bye)."""
        first, second = self.team_at(a), self.team_at(b)
        if a == b or first is None or second is None or self.is_locked(a) or self.is_locked(b):
            return
        self._put(a, second)
        self._put(b, first)
        self.refresh()

    def swap_colours(self, index: int) -> None:
        """The other team of match ``index`` becomes the first team (White on board 1)."""
        if 0 <= index < len(self.matches) and not self.is_locked((index, 0)):
            self.matches[index].reverse()
            self.refresh()

    def set_bye(self, team: int) -> None:
        """The PAB to ``team``: it changes places with the holder; without one, its match goes and its opponent
        is left unpaired (the preview warns: recorded absent)."""
        slot = self.slot_of(team)
        if slot is None or slot == BYE or self.is_locked(slot):
            return
        if self.bye is not None:
            self.exchange(slot, BYE)
            return
        del self.matches[slot[0]]
        self.bye = team
        self.refresh()

    def current_slot(self) -> Slot | None:
        row, column = self.table.currentRow(), self.table.currentColumn()
        if row == len(self.matches):
            return BYE
        if 0 <= row < len(self.matches):
            return row, 1 if column == 2 else 0
        return None

    def mark_or_exchange(self) -> None:
        """X: mark the team under the cursor; X again elsewhere exchanges the two."""
        slot = self.current_slot()
        if slot is None or self.team_at(slot) is None:
            return
        if self.is_locked(slot):
            self.hint_label.setText("That match has results: clear them in the Results tab to change it.")
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
        team = None if slot is None else self.team_at(slot)
        if team is not None:
            self.set_bye(team)

    def reset(self) -> None:
        self.matches = [[a, b] for a, b in self._start.matches]
        self.bye = self._start.bye
        self.mark = None
        self.refresh()

    def team_layout(self) -> TeamLayout:
        return TeamLayout(tuple((a, b) for a, b in self.matches), self.bye)

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
        row, column = self.table.currentRow(), self.table.currentColumn()
        layout = self.team_layout()
        self.preview = preview_team_change(self.context, layout)
        engine = set(self.engine.matches)
        self.table.setRowCount(len(self.matches) + 1)
        for index, (a, b) in enumerate(self.matches):
            locked = (a, b) in self.locked
            self._set_row(index, str(index + 1), [a, b], (a, b) not in engine, locked)
        self._set_row(len(self.matches), "Bye", [self.bye], self.bye != self.engine.bye, False)
        self.diff_list.clear()
        for line in self.preview.diff or ("no change: this is the engine's pairing",):
            self.diff_list.addItem(line)
        self.warnings_list.clear()
        problems = [(f"Refused: {r}", REFUSED_COLOUR) for r in self.preview.refusals]
        problems += [(f"Warning: {w}", WARNING_COLOUR) for w in self.preview.warnings]
        if self.locked:
            problems.append((f"Note: {plural(len(self.locked), 'match')} with results stay as they are", NOTE_COLOUR))
        for text, colour in problems:
            item = QListWidgetItem(text)
            item.setForeground(QBrush(QColor(colour)))
            self.warnings_list.addItem(item)
        if not problems:
            self.warnings_list.addItem("no rematch ([C1]) or bye ([C2]) problem; colours as art. 4.3 gives them")
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
            slot = BYE if number == "Bye" else (row, column - 1)
            if column and self.mark == slot:
                item.setBackground(QBrush(QColor(MARKED)))
                item.setText(f"▶ {value}")
            if locked:
                item.setForeground(QBrush(QColor("#8a8a8a")))
                item.setToolTip("This match has results: clear them in the Results tab to change the match")
            self.table.setItem(row, column, item)

    def article(self) -> OverrideArticle | None:
        data = self.article_combo.currentData()
        return None if data is None else OverrideArticle(data)

    def reason(self) -> str:
        return self.reason_edit.toPlainText().strip()

    def problems(self) -> list[str]:
        """Why the change cannot be confirmed yet (empty: it can)."""
        found = []
        if self.team_layout() == self._start:
            found.append("change at least one match or the bye")
        if self.preview is not None and self.preview.refusals:
            found.append("the new pairing breaks an absolute rule (see Rule checks)")
        if self.article() is None:
            found.append("choose the situation of art. 4.4")
        if not self.reason():
            found.append("write the explanation")
        return found

    def _update_ok(self) -> None:
        problems = self.problems()
        self.ok_button.setEnabled(not problems)
        if problems:
            self.hint_label.setText("To confirm: " + "; ".join(problems) + ".")
            return
        count = len(self.preview.warnings) if self.preview else 0
        warned = f" — {plural(count, 'warning')}: the journal keeps them with the change" if count else ""
        self.hint_label.setText(f"Ready to confirm (Ctrl+Enter){warned}. Changed matches are highlighted.")

    def accept(self) -> None:
        """Store the change through the services (one journaled command); close only if it succeeded."""
        article = self.article()
        if self.problems() or article is None:
            return
        layout, reason = self.team_layout(), self.reason()
        changes = self.session.run(
            lambda d: d.override_team_pairing(self.round_no, layout.matches, layout.bye, article, reason)
        )
        if changes is None:
            return
        self.changes = changes
        super().accept()
