"""The settings dialog's row for the end of the tie-break list (C.07 General; checklist Q204–209): whether ties
left after the whole list are drawn by lot (seeded from the tournament's data, so repeatable), and how unrated
players count in rating-based tie-breaks (left out, or with a published rating such as 0 or 1000)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.text import tr
from arbiter_desk.core.tiebreak_options import TieBreakOptions
from arbiter_desk.ui.common.wording import t

MAX_RATING = 9999


class TieBreakOptionsBox(QWidget):
    def __init__(self, options: TieBreakOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lots = QCheckBox(t("Drawing of lots for ties left after the list"), self)
        self.lots.setToolTip(t("Seeded from the tournament's own data: repeating it gives the same order (Q204, Q206)"))
        self.lots.setChecked(options.draw_lots)
        self.unrated = QLineEdit("" if options.unrated_rating is None else str(options.unrated_rating), self)
        self.unrated.setPlaceholderText(t("left out"))
        self.unrated.setMaximumWidth(90)
        self.unrated.setToolTip(
            t(
                "How unrated players count in rating-based tie-breaks (Q208–209): empty = left out (RTNG undefined), "
                "or the rating the regulations publish for them, e.g. 0 or 1000"
            )
        )
        label = QLabel(t("&Unrated players rated"), self)
        label.setBuddy(self.unrated)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.lots)
        row.addSpacing(12)
        row.addWidget(label)
        row.addWidget(self.unrated)
        row.addStretch(1)

    def options(self) -> TieBreakOptions:
        text = self.unrated.text().strip()
        if text and not (text.isdigit() and int(text) <= MAX_RATING):
            raise InvalidInputError(
                tr(
                    "unrated players' rating: a number from 0 to {maximum}, or empty to leave them out",
                    maximum=MAX_RATING,
                )
            )
        return TieBreakOptions(self.lots.isChecked(), int(text) if text else None)

    def focus_chain(self) -> list[QWidget]:
        return [self.lots, self.unrated]
