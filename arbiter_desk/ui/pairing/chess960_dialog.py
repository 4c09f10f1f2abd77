"""Tournament → Chess960… (FIDE Laws of Chess, Guidelines II; checklist Q222; ``services.chess960``).

A tick makes the event a Chess960 one; the seed of the lot is shown (New seed draws another) and the rule says
whether a round's boards share one position (the usual rule) or each board draws its own. The table lists every
round with its position and back rank: type a number (0-959) or a back rank (``BBQNNRKR``) over the lot's, or
clear the cell to go back to the lot; a round with results keeps its position. OK stores the setting, then each
changed round, each one journaled command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.chess960 import Chess960, parse, position
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.pairing.chess960 import new_seed
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown_error, t, t_p

Row = tuple[int, int, bool, bool]
"""(round, position, entered by the arbiter, has results)."""


class Chess960Dialog(QDialog):
    def __init__(self, setting: Chess960 | None, rounds: int, locked: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Chess960"))
        self.rounds = max(rounds, 1)
        self.original = setting
        intro = plain(
            QLabel(
                t(
                    "Chess960 (FIDE Laws of Chess, Guidelines II): each round starts from one of the 960 positions, "
                    "drawn by lot from the seed shown (the same seed draws the same positions again) or entered "
                    "here. Pairings and tie-breaks do not change. Position 518 is the standard one."
                ),
                self,
            )
        )
        intro.setWordWrap(True)
        self.on = QCheckBox(t("&Chess960 event"), self)
        self.on.setChecked(setting is not None)
        self.rule = QComboBox(self)
        self.rule.addItem(t("one position for all boards of a round"), False)
        self.rule.addItem(t("a position drawn for each board"), True)
        self.rule.setCurrentIndex(1 if setting is not None and setting.per_board else 0)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, 999_999_999)
        self.seed.setValue(setting.seed if setting is not None else new_seed())
        self.new_seed = QPushButton(t("&New seed"), self)
        self.new_seed.clicked.connect(lambda: self.seed.setValue(new_seed()))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_seed)
        self.table = QTableWidget(self.rounds, 3, self)
        self.table.setHorizontalHeaderLabels(
            [
                t_p("tournament round", "Round"),
                t("Position (number, or the pieces from a to h)"),
                t("White pieces, a–h"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.error = plain(QLabel(self))
        self.error.setStyleSheet("color: #a00000")
        form = QFormLayout()
        form.addRow("", self.on)
        form.addRow(t("&Positions"), self.rule)
        seed_label = QLabel(t("&Seed of the lot"), self)
        seed_label.setBuddy(self.seed)
        form.addRow(seed_label, seed_row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        buttons.accepted.connect(self._accept_if_valid)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._locked = locked
        self._entered: dict[int, int] = dict(setting.entered) if setting is not None else {}
        self._played: set[int] = set()
        for control in (self.on, self.rule, self.seed, self.new_seed):
            control.setEnabled(not locked or (control is self.on and False))
        self.on.toggled.connect(self._refresh)
        self.rule.currentIndexChanged.connect(self._refresh)
        self.seed.valueChanged.connect(self._refresh)
        self.table.itemChanged.connect(self._typed)
        self._refresh()
        self.resize(620, 460)
        (self.table if locked else self.on).setFocus()

    def mark_played(self, rows: tuple[Row, ...]) -> None:
        """Rounds with results keep their position (read-only cells)."""
        self._played = {n for n, _, _, played in rows if played}
        self._refresh()

    def setting(self) -> Chess960 | None:
        if not self.on.isChecked():
            return None
        per_board = bool(self.rule.currentData())
        entered = () if per_board else tuple(sorted(self._entered.items()))
        return Chess960(self.seed.value(), per_board, entered)

    def _refresh(self) -> None:
        setting = self.setting()
        self.rule.setEnabled(self.on.isChecked() and not self._locked)
        self.seed.setEnabled(self.on.isChecked() and not self._locked)
        self.new_seed.setEnabled(self.on.isChecked() and not self._locked)
        self.table.setEnabled(setting is not None)
        self.table.blockSignals(True)
        for row in range(self.rounds):
            n = row + 1
            number = "" if setting is None else str(setting.position_for(n))
            cells = (
                t_p("tournament round", "Round {number}", number=n),
                t("by lot, per board") if setting is not None and setting.per_board else number,
                "" if setting is None or setting.per_board else position(int(number)),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                editable = col == 1 and setting is not None and not setting.per_board and n not in self._played
                if not editable:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, col, item)
        self.table.blockSignals(False)
        self.table.resizeColumnsToContents()

    def _typed(self, item: QTableWidgetItem) -> None:
        n = item.row() + 1
        text = item.text().strip()
        try:
            if text:
                self._entered[n] = parse(text)
            else:
                self._entered.pop(n, None)
        except ValueError as exc:
            self.error.setText(t_p("tournament round", "Round {number}: {problem}", number=n, problem=shown_error(exc)))
            return
        self.error.setText("")
        self._refresh()

    def _accept_if_valid(self) -> None:
        if self.error.text():
            return
        self.accept()


def edit_chess960(session: DeskSession, parent: QWidget) -> Chess960Dialog | None:
    """Tournament → Chess960…: the dialog, then the setting and every changed round as desk commands."""
    if not session.is_open:
        return None
    settings = session.query(lambda d: d.settings.current())
    rounds = settings.total_rounds or max((int(r.number) for r in session.query(lambda d: d.rounds.all())), default=1)
    dialog = Chess960Dialog(settings.chess960, rounds, session.query(lambda d: d.rounds.chess960_fixed()), parent)
    dialog.mark_played(session.query(lambda d: d.rounds.chess960_rounds()))
    if not prompts.run_dialog(dialog):
        return dialog
    chosen = dialog.setting()
    old = settings.chess960
    rule = None if chosen is None else Chess960(chosen.seed, chosen.per_board, old.entered if old else ())
    if rule != old and session.run(lambda d: d.rounds.set_chess960(rule)) is None:
        return dialog
    if chosen is not None and not chosen.per_board:
        before = dict(old.entered) if old else {}
        after = dict(chosen.entered)
        for n in sorted(set(before) | set(after)):
            if before.get(n) != after.get(n) and session.run(_position(n, after.get(n))) is None:
                break
    return dialog


def _position(round_no: int, number: int | None) -> Callable[[Desk], Changes]:
    return lambda d: d.rounds.set_chess960_position(round_no, number)
