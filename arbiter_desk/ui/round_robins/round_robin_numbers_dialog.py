"""Round robin → Draw or set pairing numbers (C.05 Annex 1; checklist Q95): before round 1, the numbers that
decide a round robin's schedule are drawn by lot or set by hand.

The list shows the field as it will be numbered. Keyboard: ↑/↓ choose a player, Ctrl+↑/Ctrl+↓ move the player
up or down (their number changes), Alt+L draws by lot with a new seed, Alt+S types a seed and Alt+W draws with
it again (a drawing is repeatable from its seed), Enter keeps the numbers, Esc leaves them as they were. A
drawing moved by hand afterwards counts as numbers set by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.services.round_robins.round_robin_numbers import SEED_LIMIT
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import t

Drawing = Callable[[int], Sequence[PlayerId]]
"""The order a seed's drawing gives (``desk.round_robins.drawn_order``)."""


class FieldList(QListWidget):
    """The field in number order; Ctrl+↑/Ctrl+↓ move the current player (``moved`` is told)."""

    def __init__(self, parent: QWidget, moved: Callable[[], None]) -> None:
        super().__init__(parent)
        self._moved = moved

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(Qt.Key(event.key()))
        if step is not None and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.move_current(step)
            return
        super().keyPressEvent(event)

    def move_current(self, step: int) -> None:
        row = self.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.count():
            return
        item = self.takeItem(row)
        self.insertItem(target, item)
        self.setCurrentRow(target)
        self._moved()


class RoundRobinNumbersDialog(QDialog):
    """Once accepted: ``order`` (player ids, number 1 first) and ``seed`` (the drawing's seed, or None when the
    numbers were set or moved by hand)."""

    def __init__(
        self,
        players: Sequence[PlayerRecord],
        drawing: Drawing,
        new_seed: Callable[[], int],
        last_seed: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Pairing numbers by lot or by hand"))
        self._players = {p.id: p for p in players}
        self._drawing = drawing
        self._new_seed = new_seed
        self._drawn: tuple[PlayerId, ...] | None = None
        self._seed_drawn: int | None = None
        self.order: tuple[PlayerId, ...] = ()
        self.seed: int | None = None

        note = QLabel(
            t(
                "In a round robin the pairing number is the player's row of the Berger table (C.05 Annex 1): it "
                "decides every pairing and colour. Have the numbers drawn by lot, or set them by hand: Ctrl+↑ and "
                "Ctrl+↓ move the chosen player. They are fixed once round 1 is paired."
            ),
            self,
        )
        note.setWordWrap(True)
        self.field = FieldList(self, self._moved_by_hand)
        self.field.setObjectName("field")
        for p in sorted(players, key=lambda p: p.tpn):
            item = QListWidgetItem(self.field)
            item.setData(Qt.ItemDataRole.UserRole, int(p.id))
        self._renumber()
        self.field.setCurrentRow(0)
        self.draw_button = QPushButton(t("Drawing of &lots"), self)
        self.draw_button.setAutoDefault(False)
        self.seed_box = QSpinBox(self)
        self.seed_box.setRange(1, SEED_LIMIT)
        self.seed_box.setValue(last_seed or 1)
        seed_label = QLabel(t("&Seed"), self)
        seed_label.setBuddy(self.seed_box)
        self.repeat_button = QPushButton(t("Drawing of lots &with this seed"), self)
        self.repeat_button.setAutoDefault(False)
        self.draw_button.clicked.connect(self.draw_by_lot)
        self.repeat_button.clicked.connect(lambda: self.draw_with(self.seed_box.value()))
        self.status = plain(QLabel(self))
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 4)
        self.status.setText(
            t("Now: drawn by lot with seed {seed}.", seed=last_seed)
            if last_seed
            else t("Now: numbered by rating (C.04.2 art. 2.2).")
        )
        self.buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self))
        self.ok = self.buttons.addButton(t("&Keep these numbers"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        draw_row = QHBoxLayout()
        draw_row.addWidget(self.draw_button)
        draw_row.addStretch(1)
        draw_row.addWidget(seed_label)
        draw_row.addWidget(self.seed_box)
        draw_row.addWidget(self.repeat_button)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.field, 1)
        layout.addLayout(draw_row)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        for first, second in (
            (self.field, self.draw_button),
            (self.draw_button, self.seed_box),
            (self.seed_box, self.repeat_button),
            (self.repeat_button, self.ok),
        ):
            QWidget.setTabOrder(first, second)
        self.field.setFocus()
        self.setMinimumSize(480, 420)

    def current_order(self) -> tuple[PlayerId, ...]:
        return tuple(
            PlayerId(int(self.field.item(row).data(Qt.ItemDataRole.UserRole))) for row in range(self.field.count())
        )

    def draw_by_lot(self) -> None:
        """A drawing with a new seed (shown in the seed box, so that it can be read out and repeated)."""
        self.draw_with(self._new_seed())

    def draw_with(self, seed: int) -> None:
        order = tuple(self._drawing(seed))
        rows = {int(self.field.item(row).data(Qt.ItemDataRole.UserRole)): row for row in range(self.field.count())}
        items = [self.field.item(rows[int(p)]) for p in order]
        for item in items:
            self.field.takeItem(self.field.row(item))
        for item in items:
            self.field.addItem(item)
        self._renumber()
        self.field.setCurrentRow(0)
        self._drawn, self._seed_drawn = order, seed
        self.seed_box.setValue(seed)
        self.status.setText(t("Drawn by lot with seed {seed}. Keep these numbers, or move players by hand.", seed=seed))

    def _moved_by_hand(self) -> None:
        self._renumber()
        self.status.setText(t("Set by hand (the drawing moved by hand).") if self._drawn else t("Set by hand."))

    def _renumber(self) -> None:
        for row in range(self.field.count()):
            item = self.field.item(row)
            p = self._players[PlayerId(int(item.data(Qt.ItemDataRole.UserRole)))]
            item.setText(f"{row + 1}. {p.name} ({p.rating_for_pairing or t('unrated')})")

    def accept(self) -> None:
        self.order = self.current_order()
        self.seed = self._seed_drawn if self._drawn == self.order else None
        super().accept()
