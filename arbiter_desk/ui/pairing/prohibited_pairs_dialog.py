"""Tournament → Prohibited pairs: groups of players who must not meet each other in given rounds
(family members, club mates — TRF-2026 record ``260``, an absolute criterion for every system).

The groups are edited in the dialog and stored on OK in one command (``submit``); a refusal (a group of one,
rounds outside the tournament) is shown in the dialog, which stays open. Keyboard: the group list, New group
(Alt+N), Remove group (Alt+R, or Delete in the list), the players (Space ticks), the rounds, then OK / Cancel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.names import isolated
from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.wording import shown, t

Submit = Callable[[list[ProhibitedGroup]], str | None]
"""Stores the groups; returns the refusal to show, or None when stored."""


class ProhibitedPairsDialog(QDialog):
    """Edit the prohibited groups of a tournament of ``total_rounds`` rounds."""

    def __init__(
        self,
        submit: Submit,
        players: Sequence[PlayerRecord],
        groups: Sequence[ProhibitedGroup],
        total_rounds: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Prohibited pairs"))
        self._submit = submit
        self._players = sorted(players, key=lambda p: p.tpn)
        self._by_id = {p.id: p for p in self._players}
        self._groups = list(groups)
        self._loading = False
        top = total_rounds or 99
        self.groups = QListWidget(self)
        self.groups.setAccessibleName(t("Groups"))
        self.groups.setWordWrap(True)
        self.groups.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.groups.setSpacing(2)
        self.new_button = QPushButton(t("&New group"), self)
        self.remove_button = QPushButton(t("&Remove group"), self)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(t("Filter players by name…"))
        self.filter.setClearButtonEnabled(True)
        self.players = QListWidget(self)
        self.players.setAccessibleName(t("Players of the group"))
        for player in self._players:
            item = QListWidgetItem(f"{player.tpn:>3}  {isolated(player.name)}", self.players)
            item.setData(Qt.ItemDataRole.UserRole, int(player.id))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        self.first_round = QSpinBox(self)
        self.first_round.setRange(1, top)
        self.last_round = QSpinBox(self)
        self.last_round.setRange(1, top)
        self.to_the_end = QCheckBox(t("to the &last round"), self)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        )
        self._layout()
        self._connect()
        self._fill_groups(0 if self._groups else -1)

    def _layout(self) -> None:
        left = QVBoxLayout()
        groups_label = QLabel(t("&Groups (none of a group's players meet each other):"), self)
        groups_label.setBuddy(self.groups)
        left.addWidget(groups_label)
        left.addWidget(self.groups, 1)
        row = QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.remove_button)
        left.addLayout(row)
        editor = QGroupBox(t("Selected group"), self)
        form = QFormLayout(editor)
        form.addRow(self.filter)
        players_label = QLabel(t("&Players:"), editor)
        players_label.setBuddy(self.players)
        form.addRow(players_label, self.players)
        rounds = QHBoxLayout()
        rounds.addWidget(self.first_round)
        rounds.addWidget(QLabel(t("to"), editor))
        rounds.addWidget(self.last_round)
        rounds.addWidget(self.to_the_end)
        rounds.addStretch(1)
        rounds_label = QLabel(t("R&ounds from"), editor)
        rounds_label.setBuddy(self.first_round)
        form.addRow(rounds_label, rounds)
        self.editor = editor
        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addWidget(editor, 3)
        note = QLabel(
            t(
                "Prohibited pairs are an absolute criterion, like a rematch (TRF-2026 record 260); they are "
                "exported with the tournament."
            ),
            self,
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #5a5a5a;")
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        order = [self.groups, self.new_button, self.remove_button, self.filter, self.players]
        order += [self.first_round, self.last_round, self.to_the_end, self.buttons]
        for before, after in pairwise(order):
            QWidget.setTabOrder(before, after)
        self.resize(720, 460)

    def _connect(self) -> None:
        self.groups.currentRowChanged.connect(self._load_group)
        self.new_button.clicked.connect(self.new_group)
        self.remove_button.clicked.connect(self.remove_group)
        remove_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.groups)
        remove_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        remove_key.activated.connect(self.remove_group)
        self.filter.textChanged.connect(self._filter_players)
        self.players.itemChanged.connect(lambda _item: self._store_group())
        self.first_round.valueChanged.connect(lambda _v: self._store_group())
        self.last_round.valueChanged.connect(lambda _v: self._store_group())
        self.to_the_end.toggled.connect(self._to_the_end_toggled)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # --- the list of groups ------------------------------------------------------------------------

    def group_text(self, group: ProhibitedGroup) -> str:
        names = ", ".join(
            f"{isolated(self._by_id[p].name)} (#{self._by_id[p].tpn})" for p in group.players if p in self._by_id
        )
        names = names or t("no players yet")
        if group.last_round is None:
            return t("Rounds {first}–end: {players}", first=group.first_round, players=names)
        return t("Rounds {first}–{last}: {players}", first=group.first_round, last=group.last_round, players=names)

    def _fill_groups(self, current: int) -> None:
        self.groups.blockSignals(True)
        self.groups.clear()
        for group in self._groups:
            self.groups.addItem(self.group_text(group))
        self.groups.blockSignals(False)
        self.groups.setCurrentRow(current)
        self._load_group(current)

    def new_group(self) -> None:
        """Add an empty group for every round and select it, ready to tick its players."""
        self._groups.append(ProhibitedGroup(()))
        self._fill_groups(len(self._groups) - 1)
        self.players.setFocus()
        if self.players.count():
            self.players.setCurrentRow(0)

    def remove_group(self) -> None:
        row = self.groups.currentRow()
        if 0 <= row < len(self._groups):
            del self._groups[row]
            self._fill_groups(min(row, len(self._groups) - 1))

    @property
    def edited_groups(self) -> list[ProhibitedGroup]:
        return list(self._groups)

    # --- the selected group ------------------------------------------------------------------------

    def _load_group(self, row: int) -> None:
        has_group = 0 <= row < len(self._groups)
        self.editor.setEnabled(has_group)
        self.remove_button.setEnabled(has_group)
        group = self._groups[row] if has_group else ProhibitedGroup(())
        self._loading = True
        members = set(group.players)
        for index in range(self.players.count()):
            item = self.players.item(index)
            ticked = PlayerId(int(item.data(Qt.ItemDataRole.UserRole))) in members
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        self.first_round.setValue(group.first_round)
        self.to_the_end.setChecked(group.last_round is None)
        self.last_round.setEnabled(group.last_round is not None)
        self.last_round.setValue(group.last_round or self.last_round.maximum())
        self._loading = False

    def _to_the_end_toggled(self, checked: bool) -> None:
        self.last_round.setEnabled(not checked)
        self._store_group()

    def _store_group(self) -> None:
        row = self.groups.currentRow()
        if self._loading or not 0 <= row < len(self._groups):
            return
        players = []
        for index in range(self.players.count()):
            item = self.players.item(index)
            if item.checkState() == Qt.CheckState.Checked:
                players.append(PlayerId(int(item.data(Qt.ItemDataRole.UserRole))))
        last = None if self.to_the_end.isChecked() else self.last_round.value()
        group = replace(self._groups[row], players=tuple(players), first_round=self.first_round.value())
        self._groups[row] = replace(group, last_round=last)
        current = self.groups.item(row)
        if current is not None:
            current.setText(self.group_text(self._groups[row]))

    def _filter_players(self, text: str) -> None:
        needle = text.strip().casefold()
        for index in range(self.players.count()):
            item = self.players.item(index)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    # --- OK ----------------------------------------------------------------------------------------

    def accept(self) -> None:
        """Store the groups in one command; a refusal stays in the dialog."""
        error = self._submit(self.edited_groups)
        if error is not None:
            said = shown(error)
            self.error.setText(said[:1].upper() + said[1:])
            return
        self.error.clear()
        super().accept()
