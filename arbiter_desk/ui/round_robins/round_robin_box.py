"""The round-robin choices of the Settings dialog (checklist Q98–99): one or two cycles, and for a
double round robin whether the last two rounds of the first cycle are exchanged (C.05, recommended for an even
field so that nobody has one colour three times running at the turn of the cycles). The choice is kept as the
tournament's record 192 code (``core/pairing/round_robin/plan.py``)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

from arbiter_desk.core.pairing.round_robin.plan import BERGER_DOUBLE, type_code
from arbiter_desk.ui.common.wording import t


class RoundRobinBox(QWidget):
    """Cycles and the exchange of the first cycle's last two rounds, from and to a record 192 code."""

    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        code = code.strip().upper()
        self.cycles = QComboBox(self)
        self.cycles.addItem(t("Single round robin"), 1)
        self.cycles.addItem(t("Double round robin"), 2)
        self.cycles.setCurrentIndex(1 if "DOUBLE" in code else 0)
        self.swap = QCheckBox(t("Exchange the last two rounds of the first cycle (C.05)"), self)
        self.swap.setToolTip(
            t(
                "Recommended for an even field: nobody then has the same colour three times running when the "
                "second cycle starts with the colours reversed"
            )
        )
        self.swap.setChecked(code != BERGER_DOUBLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.cycles)
        row.addWidget(self.swap, 1)
        self.cycles.currentIndexChanged.connect(self._cycles_chosen)
        self._cycles_chosen()

    def _cycles_chosen(self, *_: object) -> None:
        self.swap.setEnabled(self.cycles.currentData() == 2)

    def focus_chain(self) -> list[QWidget]:
        return [self.cycles, self.swap]

    def type_code(self) -> str:
        """The record 192 code of the choice (``FIDE_ROUNDROBIN``, ``FIDE_DOUBLEROUNDROBIN``, …)."""
        return type_code(int(self.cycles.currentData()), self.swap.isChecked())
