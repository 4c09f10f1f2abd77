"""Tournament → Ratings and lists: the event's rate of play, its list sequence (checklist Q123–126), the
tournament-rating method of TRF record 172 (Q145), the order of equal rating and title (art. 2.2.3, Q146) and
whether the consistency check runs after a list import (Q138–140).

Keyboard: Tab walks rate, sequence, the list to add, Add, method, tie order, check; in the sequence Delete
removes the current list and Ctrl+↑ / Ctrl+↓ move it; Enter is OK. The tie order is locked once round 1 is
paired (Q155). What the settings do to the pairing numbers is shown by the caller before they are stored.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay, RatingMethod, TieOrder, default_sequence
from arbiter_desk.services.ratings.event_ratings import RatingSettings
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.ratings.rate_names import rate_name


def addable_lists(national_names: Iterable[str]) -> list[ListRef]:
    """Every list a sequence can hold: FIDE's five and each national list's three rates."""
    refs = [
        ListRef(FIDE, RateOfPlay.STANDARD),
        ListRef(FIDE, RateOfPlay.RAPID, effective=True),
        ListRef(FIDE, RateOfPlay.RAPID),
        ListRef(FIDE, RateOfPlay.BLITZ, effective=True),
        ListRef(FIDE, RateOfPlay.BLITZ),
    ]
    for name in national_names:
        refs += [ListRef(name, rate) for rate in RateOfPlay]
    return refs


class SequenceList(QListWidget):
    """The sequence: Delete removes the current list, Ctrl+↑ / Ctrl+↓ move it (keys the view itself would eat
    before a shortcut saw them)."""

    removed = Signal()
    moved = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if event.key() == Qt.Key.Key_Delete:
            self.removed.emit()
        elif control and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.moved.emit(-1 if event.key() == Qt.Key.Key_Up else 1)
        else:
            super().keyPressEvent(event)


class RatingSettingsDialog(QDialog):
    """Edits a ``RatingSettings``; ``accepted_settings`` once OK is pressed with at least one list."""

    def __init__(
        self,
        settings: RatingSettings,
        national_names: Iterable[str] = (),
        tie_order_locked: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Ratings and rating lists"))
        self.accepted_settings: RatingSettings | None = None
        self.rate = QComboBox(self)
        for rate in RateOfPlay:
            self.rate.addItem(rate_name(rate), rate.value)
        self.rate.setCurrentIndex(self.rate.findData(settings.event_rate.value))
        self.sequence = SequenceList(self)
        self.sequence.setMinimumHeight(110)
        self.sequence.setAccessibleName(t("List sequence, main list first"))
        self._fill(settings.sequence or default_sequence(settings.event_rate))
        self.candidates = QComboBox(self)
        for ref in addable_lists(national_names):
            self.candidates.addItem(shown(ref.label), ref.key)
        self.add_button = QPushButton(t("&Add to the sequence"), self)
        self.remove_button = QPushButton(t("&Remove"), self)
        self.up_button = QPushButton(t("&Up"), self)
        self.down_button = QPushButton(t("Do&wn"), self)
        self.method = QComboBox(self)
        for method in RatingMethod:
            self.method.addItem(shown(method.label), method.value)
        self.method.setCurrentIndex(self.method.findData(settings.method.value))
        self.tie_order = QComboBox(self)
        for order in TieOrder:
            self.tie_order.addItem(shown(order.label), order.value)
        self.tie_order.setCurrentIndex(self.tie_order.findData(settings.tie_order.value))
        self.tie_order.setEnabled(not tie_order_locked)
        if tie_order_locked:
            self.tie_order.setToolTip(t("Kept once round 1 is paired: the pairing numbers were given by it"))
        self.check = QCheckBox(t("Run the &consistency check after every list import"), self)
        self.check.setChecked(settings.check_after_import)
        self.message = plain(QLabel(self))
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        self.add_button.clicked.connect(self._add)
        self.remove_button.clicked.connect(self._remove)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.rate.currentIndexChanged.connect(self._rate_changed)
        self.sequence.removed.connect(self._remove)
        self.sequence.moved.connect(self._move)
        self._previous_rate = settings.event_rate

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(t("Ra&te of play of the event"), self.rate)
        moves = QVBoxLayout()
        for button in (self.remove_button, self.up_button, self.down_button):
            moves.addWidget(button)
        moves.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.sequence, 1)
        row.addLayout(moves)
        add = QHBoxLayout()
        add.addWidget(self.candidates, 1)
        add.addWidget(self.add_button)
        label = QLabel(t("&List sequence\n(main list first)"), self)
        label.setBuddy(self.sequence)
        form.addRow(label, row)
        form.addRow("", add)
        form.addRow(t("Tournament rating (&method)"), self.method)
        form.addRow(t("&Equal rating and title"), self.tie_order)
        form.addRow("", self.check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    def _fill(self, refs: Iterable[ListRef]) -> None:
        self.sequence.clear()
        for ref in refs:
            item = QListWidgetItem(shown(ref.label))
            item.setData(Qt.ItemDataRole.UserRole, ref.key)
            self.sequence.addItem(item)
        self.sequence.setCurrentRow(0)

    def refs(self) -> tuple[ListRef, ...]:
        keys = [str(self.sequence.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.sequence.count())]
        return tuple(ListRef.from_key(k) for k in keys)

    def _add(self) -> None:
        key = str(self.candidates.currentData())
        if key in [r.key for r in self.refs()]:
            self.message.setText(t("{list} is already in the sequence.", list=self.candidates.currentText()))
            return
        self._fill((*self.refs(), ListRef.from_key(key)))
        self.sequence.setCurrentRow(self.sequence.count() - 1)
        self.message.clear()

    def _remove(self) -> None:
        row = self.sequence.currentRow()
        if row >= 0:
            self.sequence.takeItem(row)
            self.sequence.setCurrentRow(min(row, self.sequence.count() - 1))

    def _move(self, step: int) -> None:
        row = self.sequence.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.sequence.count():
            return
        item = self.sequence.takeItem(row)
        self.sequence.insertItem(target, item)
        self.sequence.setCurrentRow(target)

    def _rate_changed(self) -> None:
        """A new rate brings its default sequence when the sequence was the old rate's default (Q123)."""
        rate = RateOfPlay(str(self.rate.currentData()))
        if self.refs() == default_sequence(self._previous_rate):
            self._fill(default_sequence(rate))
        self._previous_rate = rate

    def accept(self) -> None:
        refs = self.refs()
        if not refs:
            self.message.setText(t("The sequence needs at least one list (its main list)."))
            return
        self.accepted_settings = RatingSettings(
            RateOfPlay(str(self.rate.currentData())),
            refs,
            RatingMethod(str(self.method.currentData())),
            TieOrder(str(self.tie_order.currentData())),
            self.check.isChecked(),
        )
        super().accept()
