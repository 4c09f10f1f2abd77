"""The "Acceleration (C.04.7)" group of the New tournament and Settings dialogs: none or the Baku method."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from arbiter_desk.core.pairing.common.baku import check_premise
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import AccelerationMethod
from arbiter_desk.ui.common.wording import shown, t

NOTE = tr(
    "Baku: before round 1 the top half of the list, rounded up to an even number, forms GA; GA players get a "
    "win's points as virtual points in the first half of the accelerated rounds and half of it in the rest, "
    "for pairing only (C.04.7 art. 1). Chosen before round 1 is published."
)

METHOD_LABELS = {
    AccelerationMethod.NONE: tr("No acceleration"),
    AccelerationMethod.BAKU: tr("Baku acceleration (C.04.7)"),
}
"""The methods' names in the arbiter's language (the enum's label stays the English one, for the exports)."""


class AccelerationBox(QGroupBox):
    """Choose the acceleration method; locked once round 1 is published (C.04.7 art. 1.2)."""

    def __init__(self, method: AccelerationMethod, locked: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(t("Acceleration (C.04.7)"), parent)
        self.method = QComboBox(self)
        for choice in AccelerationMethod:
            self.method.addItem(shown(METHOD_LABELS.get(choice, choice.label)), choice)
        self.method.setCurrentIndex(max(0, self.method.findData(method)))
        self.method.setEnabled(not locked)
        if locked:
            self.method.setToolTip(t("Round 1 has been published: the acceleration method can no longer change"))
        note = QLabel(shown(NOTE), self)
        note.setWordWrap(True)
        note.setStyleSheet("color: #5a5a5a;")
        form = QFormLayout(self)
        form.addRow(t("&Method"), self.method)
        form.addRow(note)

    def chosen(self, point_system: PointSystem) -> AccelerationMethod:
        """The chosen method; Baku with a point system that breaks art. 1.1 raises ``BakuNotApplicableError``."""
        method = AccelerationMethod(self.method.currentData())
        if method is AccelerationMethod.BAKU:
            check_premise(point_system)
        return method
