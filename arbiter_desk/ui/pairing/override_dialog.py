"""The manual-pairing phase of a round (C.04.2 (2026) art. 4.4; VCL4THP.13 Q64–69): it starts when the arbiter
presses *Edit pairings* and ends with *Validate pairings* (Q65), or Cancel, which leaves the round as it was.

The arbiter swaps colours, exchanges players between boards (or with the pairing-allocated bye) and gives the
bye to someone else; the dialog shows, live, the diff against the engine's pairing and what validating will ask
to confirm (``services.manual_pairing``: level 3 for a rematch, a prohibited pair, an ineligible bye and, before
the last round, the colour limits; level 2 for colours against the due). Validating needs one of the situations
4.4.1–4.4.5 and a written reason, then the warnings are confirmed in the warning dialog — level 4 with the
engine's pairing when the round differs from it (Q68–69). A changed draft stays a draft until Publish.

A late entry (art. 4.4.4) is admitted from its own list: they play the holder of the pairing-allocated bye
on a new last board, colours by the system's rules (so no one else's game changes); without a bye they take
it, and a second late entry then plays them. Admitting one picks 4.4.4 as the situation if none is chosen.

A round the engine could not pair (C.04.3 art. 1.9.3; VCL4THP.13 Q63) is an empty draft: the phase starts
from its participants in pairing-number order (``override_preview.by_hand_start``), every one of them must be
paired, and the situation is art. 1.9.3 (the Chief Arbiter decides), chosen already.

Tests drive it without ``exec``: ``exchange``, ``swap_colours``, ``set_bye``, ``admit_late_entry``, the widgets,
then ``accept()``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
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
from arbiter_desk.core.text import Text
from arbiter_desk.language import active
from arbiter_desk.services.event.data import Changes, OverrideArticle, PlayerId, RoundState
from arbiter_desk.services.pairing.override_preview import (
    OverridePreview,
    by_hand_start,
    late_entry_board,
    late_entry_candidates,
    preview_override,
    published_layout,
)
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t, t_n, t_p
from arbiter_desk.ui.pairing.override_edits import BYE, EditedPairing, Slot
from arbiter_desk.ui.pairing.override_parts import (
    NOTE_COLOUR,
    REFUSED_COLOUR,
    WARNING_COLOUR,
    OverrideForm,
    build_override_parts,
)


def _unit(message: Text | str) -> str:
    """A check's own words inside the dialog's sentence; in a right-to-left language isolated for the
    bidirectional algorithm (UAX #9 FSI … PDI), so that Latin names and articles inside an Arabic line keep their
    order and their full stop."""
    words = shown(message)
    return f"\u2068{words}\u2069" if active().right_to_left else words


class OverrideDialog(QDialog, OverrideForm, EditedPairing):
    """The edit phase of an override of round ``round_no``; ``changes`` holds the result after ``accept``."""

    def __init__(self, session: DeskSession, round_no: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.round_no = round_no
        self.changes: Changes | None = None
        desk = session.require()
        self.is_draft = desk.state().round(round_no).state is RoundState.DRAFT
        self.setWindowTitle(
            t(
                "Edit pairings of round {round}: manual pairing, C.04.2 art. 4.4 (the draft stays a draft until "
                "Publish)",
                round=round_no,
            )
            if self.is_draft
            else t("Edit pairings of round {round}: manual pairing, C.04.2 art. 4.4", round=round_no)
        )
        self.resize(980, 640)
        self.locked = {(b.white, b.black) for b in desk.rounds.boards(round_no) if b.has_any_result}
        """Boards that already have a result: they stay as they are (clear the result to change one)."""
        self._labels = {p.id: f"{isolated(p.name)} ({p.tpn})" for p in desk.players.all()}
        self._ratings = {p.id: p.rating for p in desk.players.all()}
        start = published_layout(desk, round_no)
        self._start = start
        by_hand = by_hand_start(desk, round_no)
        self.by_hand = by_hand is not None
        """The engine found no legal pairing for this round (art. 1.9.3): it is paired by hand from scratch."""
        self._begin = start if by_hand is None else by_hand
        self.boards: list[list[PlayerId]] = [[w, b] for w, b in self._begin.boards]
        self.bye: PlayerId | None = self._begin.bye
        self.late_entries = [p.id for p in late_entry_candidates(desk, round_no)]
        self._notes: dict[PlayerId, str] = {}
        """Per admitted late entry: what the dialog did with them (see ``notes``)."""
        self.preview: OverridePreview | None = None
        self._build()
        self.refresh()

    # --- widgets -------------------------------------------------------------------------------

    def _build(self) -> None:
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([t_p("chessboard", "Bd"), t_p("colour", "White"), t_p("colour", "Black")])
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.swap_button = QPushButton(t("Swap colours"), self)
        self.exchange_button = QPushButton(t("Exchange the two selected players"), self)
        self.bye_combo = QComboBox(self)
        self.bye_combo.setMinimumContentsLength(20)
        self.bye_combo.setProperty("data_text", True)  # players' names
        self.late_combo = QComboBox(self)
        self.late_combo.setMinimumContentsLength(20)
        self.late_combo.setProperty("data_text", True)
        self.late_combo.setToolTip(t("C.04.2 art. 4.4.4: a late entry plays the bye holder on a new board"))
        self.late_combo.activated.connect(self._late_entry_chosen)
        self.late_label = QLabel(t("Admit late entry:"), self)
        self.reset_button = QPushButton(
            t("Back to the draft") if self.is_draft else t("Back to the published pairing"), self
        )
        self.swap_button.clicked.connect(self._swap_selected)
        self.exchange_button.clicked.connect(self._exchange_selected)
        self.bye_combo.activated.connect(self._bye_chosen)
        self.reset_button.clicked.connect(self.reset)
        tools = QHBoxLayout()
        for widget in (self.swap_button, self.exchange_button, QLabel(t("Bye to:"), self), self.bye_combo):
            tools.addWidget(widget)
        tools.addStretch(1)
        tools.addWidget(self.reset_button)
        late_tools = QHBoxLayout()
        late_tools.addWidget(self.late_label)
        late_tools.addWidget(self.late_combo)
        late_tools.addStretch(1)
        self.keep_order = QCheckBox(t("&Keep my board order (else sorted by C.04.2 art. 3.6 on Validate)"), self)
        late_tools.addWidget(self.keep_order)
        for widget in (self.late_label, self.late_combo):
            widget.setVisible(bool(self.late_entries))
        edit = QWidget(self)
        edit_layout = QVBoxLayout(edit)
        edit_layout.setContentsMargins(0, 0, 0, 0)
        help_text = t("Select a board to swap its colours, or two players (Ctrl+click) to exchange them.")
        edit_layout.addWidget(QLabel(help_text, self))
        edit_layout.addWidget(self.table)
        edit_layout.addLayout(tools)
        edit_layout.addLayout(late_tools)

        parts = build_override_parts(self, edit, (560, 400))
        self.diff_list, self.warnings_list = parts.diff_list, parts.warnings_list
        self.article_combo, self.reason_edit = parts.article_combo, parts.reason_edit
        self.hint_label, self.buttons, self.ok_button = parts.hint_label, parts.buttons, parts.ok_button
        self.ok_button.setText(t("&Validate pairings"))
        if self.by_hand:
            self.article_combo.addItem(
                t("1.9.3 no legal pairing: the Chief Arbiter decides"), OverrideArticle.NO_LEGAL_PAIRING
            )
            self.article_combo.setCurrentIndex(self.article_combo.count() - 1)
            self.reset_button.setText(t("Back to pairing-number order"))
            self.setWindowTitle(
                t(
                    "Pair round {round} by hand: the engine found no legal pairing (C.04.3 art. 1.9.3)",
                    round=self.round_no,
                )
            )
        self.article_combo.currentIndexChanged.connect(self._update_ok)
        self.reason_edit.textChanged.connect(self._update_ok)

    # --- editing -------------------------------------------------------------------------------

    def admit_late_entry(self, entrant: PlayerId) -> None:
        """Art. 4.4.4 with minimal changes: ``entrant`` plays the bye holder on a new last board, colours by
        the system's rules; without a bye holder, ``entrant`` takes the pairing-allocated bye."""
        if entrant not in self.late_entries or self.slot_of(entrant) is not None:
            return
        if self.bye is None:
            self.bye = entrant
            self._notes[entrant] = t(
                "{player} takes the pairing-allocated bye; no other board changes", player=self._labels[entrant]
            )
        else:
            added = late_entry_board(self.session.require(), self.round_no, self.bye, entrant)
            self._notes.pop(self.bye, None)  # a late entry who held the bye now plays: that note no longer holds
            self.bye = None
            self.boards.append([added.white, added.black])
            self._notes[entrant] = t("Board {board}: {note}", board=len(self.boards), note=added.note)
        if self.article() is None:
            self.article_combo.setCurrentIndex(self.article_combo.findData(OverrideArticle.LATE_ENTRY))
        self.refresh()

    @property
    def notes(self) -> list[str]:
        """What the dialog did for the arbiter (a late entry's board and its colour rule), shown with the checks."""
        return list(self._notes.values())

    def reset(self) -> None:
        self.boards = [[w, b] for w, b in self._begin.boards]
        self.bye = self._begin.bye
        self._notes = {}
        self.refresh()

    def _selected_slots(self) -> list[Slot]:
        slots = []
        for item in self.table.selectedItems():
            row, column = item.row(), item.column()
            if row == len(self.boards):
                slots.append(BYE)
            elif column in (1, 2):
                slots.append((row, column - 1))
        return slots

    def _swap_selected(self) -> None:
        rows = {i.row() for i in self.table.selectedItems() if i.row() < len(self.boards)}
        for row in sorted(rows):
            if not self.is_locked((row, 0)):
                self.boards[row].reverse()
        self.refresh()

    def _exchange_selected(self) -> None:
        slots = self._selected_slots()
        if len(slots) == 2:
            self.exchange(slots[0], slots[1])
        else:
            self.hint_label.setText(t("Select exactly two players to exchange."))

    def _bye_chosen(self, index: int) -> None:
        player = self.bye_combo.itemData(index)
        if player is not None:
            self.set_bye(PlayerId(player))

    def _late_entry_chosen(self, index: int) -> None:
        player = self.late_combo.itemData(index)
        if player is not None:
            self.admit_late_entry(PlayerId(player))

    # --- checks --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the working pairing and ask the services for its diff, refusals and warnings."""
        self.preview = preview_override(self.session.require(), self.round_no, self.layout_boards(), self.bye)
        engine = set(self.preview.engine.boards)
        self.table.setRowCount(len(self.boards) + 1)
        for row, (white, black) in enumerate(self.boards):
            self._set_row(
                row, str(row + 1), white, black, (white, black) not in engine, locked=(white, black) in self.locked
            )
        bye_text = "–" if self.bye is None else self._labels[self.bye]
        self._set_row(
            len(self.boards), t_p("pairing bye", "Bye"), None, None, self.bye != self.preview.engine.bye, bye_text
        )
        self.bye_combo.blockSignals(True)
        self.bye_combo.clear()
        self.bye_combo.addItem(t("(choose a player)"), None)
        free = (p for b in self.boards if tuple(b) not in self.locked for p in b)
        for player in sorted(free, key=lambda p: self._labels[p]):
            self.bye_combo.addItem(self._labels[player], int(player))
        self.bye_combo.blockSignals(False)
        self.late_combo.blockSignals(True)
        self.late_combo.clear()
        waiting = [p for p in self.late_entries if self.slot_of(p) is None]
        self.late_combo.addItem(t("(choose a player)") if waiting else t("(all admitted)"), None)
        for player in waiting:
            self.late_combo.addItem(self._labels[player], int(player))
        self.late_combo.setEnabled(bool(waiting))
        self.late_combo.blockSignals(False)
        problems = [(t("Refused: {problem}", problem=_unit(r)), REFUSED_COLOUR) for r in self.preview.refusals] + [
            (t("Warning: {warning}", warning=_unit(w)), WARNING_COLOUR) for w in self.preview.warnings
        ]
        notes = [(t("Note: {note}", note=_unit(n)), NOTE_COLOUR) for n in self.notes]
        if self.by_hand:
            notes.append(
                (t("Note: the engine found no legal pairing (C.04.3 art. 1.9.3): every board is yours"), NOTE_COLOUR)
            )
        self.show_checks(self.preview.diff, problems + notes)
        if not problems:
            self.warnings_list.insertItem(0, t("no rematch, colour or bye problem"))
        self._update_ok()

    def _set_row(
        self,
        row: int,
        board: str,
        white: PlayerId | None,
        black: PlayerId | None,
        changed: bool,
        text: str = "",
        locked: bool = False,
    ) -> None:
        cells = [board, text if white is None else self._labels[white], "" if black is None else self._labels[black]]
        for column, value in enumerate(cells):
            item = QTableWidgetItem(value)
            if column == 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            if changed:
                item.setBackground(QBrush(QColor("#fff1c4")))
            if locked:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setForeground(QBrush(QColor("#8a8a8a")))
                item.setToolTip(t("This board has a result: clear it in the Results tab to change the board"))
            self.table.setItem(row, column, item)

    def problems(self) -> list[str]:
        """Why the override cannot be confirmed yet (empty: it can)."""
        found = []
        if (self.layout_boards(), self.bye) == (list(self._start.boards), self._start.bye):
            found.append(t("change at least one board or the bye"))
        return found + self.reason_problems(self.preview is not None and bool(self.preview.refusals))

    def _update_ok(self) -> None:
        problems = self.problems()
        self.ok_button.setEnabled(not problems)
        if problems:
            self.hint_label.setText(t("To confirm: {problems}.", problems="; ".join(problems)))
            return
        count = len(self.preview.warnings) if self.preview else 0
        if count:
            ready = t_n(
                "Ready to validate — {count} warning to confirm, kept in the journal. Changed boards are highlighted.",
                "Ready to validate — {count} warnings to confirm, kept in the journal. Changed boards are highlighted.",
                count,
            )
        else:
            ready = t("Ready to validate. Changed boards are highlighted.")
        self.hint_label.setText(ready)

    def accept(self) -> None:
        """Validate pairings: the warnings confirmed, the change stored through the services (one journaled
        command); the phase ends only if it succeeded (a cancelled warning keeps the dialog open)."""
        article = self.article()
        if self.problems() or article is None:
            return
        boards, bye, reason = self.layout_boards(), self.bye, self.reason()
        changes = self.session.run_confirmed(
            self,
            lambda d, confirmed: d.rounds.override_pairing(
                self.round_no,
                boards,
                bye,
                article,
                reason,
                seen=self._start,
                confirmed=confirmed,
                keep_order=self.keep_order.isChecked(),  # else art. 3.6 order (a level-2 notice to keep it)
            ),
        )
        if changes is None:
            return
        self.changes = changes
        super().accept()
