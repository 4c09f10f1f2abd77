"""Norms → Event inputs: what the games cannot tell the desk about an event's norms (B.01, effective 1 January
2024: 1.1.3 rate of play and rounds a day, 1.4.3 category and host federation, 0.43 titles at the start,
1.4.6 a the rating list). Every field may stay "not set"; the Norms window then says "cannot judge". OK stores
them as one journaled command (``services.norms``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.norms import EventCategory, NormSettings
from arbiter_desk.core.norms.settings import minutes_for_60_moves
from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, shown_error, t

_TITLES_AT_START: tuple[tuple[Text, bool | None], ...] = (
    (tr("not confirmed"), None),
    (tr("yes, as held at the start"), True),
    (tr("no, they changed"), False),
)


class NormSettingsDialog(QDialog):
    def __init__(
        self, settings: NormSettings, federation: str, time_control: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Norm event inputs"))
        intro = plain(
            QLabel(
                t(
                    "What the games cannot tell about this event's title norms (FIDE B.01). A field left not set "
                    "makes the Norms window say “cannot judge”."
                ),
                self,
            )
        )
        intro.setWordWrap(True)
        self.category = QComboBox(self)
        for category in EventCategory:
            self.category.addItem(shown(category.label), category.value)
        self.category.setCurrentIndex(list(EventCategory).index(settings.category))
        self.host = QLineEdit(settings.host_federation, self)
        self.host.setPlaceholderText(t("three letters, e.g. {federation} (TRF 032)", federation=federation or "FRA"))
        self.minutes = QSpinBox(self)
        self.minutes.setRange(0, 1440)
        self.minutes.setSpecialValueText(t("not set"))
        self.minutes.setSuffix(t(" min"))
        self.minutes.setValue(settings.minutes_for_60_moves or 0)
        suggested = minutes_for_60_moves(time_control)
        self.minutes.setToolTip(
            t("From the time control {time_control}: {minutes} min", time_control=time_control, minutes=suggested)
            if suggested
            else ""
        )
        self.per_day = QSpinBox(self)
        self.per_day.setRange(0, 9)
        self.per_day.setSpecialValueText(t("not set"))
        self.per_day.setValue(settings.most_rounds_per_day or 0)
        self.titles = QComboBox(self)
        for text, value in _TITLES_AT_START:
            self.titles.addItem(shown(text), value)
        self.titles.setCurrentIndex([v for _, v in _TITLES_AT_START].index(settings.titles_at_start))
        self.rating_list = QLineEdit(settings.rating_list, self)
        self.rating_list.setPlaceholderText(t("YYYY-MM, e.g. {example}", example="2026-12"))
        form = QFormLayout()
        form.addRow(t("&Category (1.4.3)"), self.category)
        form.addRow(t("&Host federation (1.4.3 d)"), self.host)
        form.addRow(t("&Minutes for 60 moves (1.1.3)"), self.minutes)
        form.addRow(t("Most rounds in one &day (1.1.3)"), self.per_day)
        form.addRow(t("&Titles as held at the start (0.43)"), self.titles)
        form.addRow(t("&Rating list at the start (1.4.6 a)"), self.rating_list)
        self.error = plain(QLabel(self))
        self.error.setStyleSheet("color: #b00020")
        buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
        buttons.accepted.connect(self._accept_if_valid)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def settings(self) -> NormSettings:
        """The inputs as typed, checked (``InvalidInputError`` names a malformed field)."""
        return NormSettings(
            EventCategory(self.category.currentData()),
            self.host.text(),
            self.minutes.value() or None,
            self.per_day.value() or None,
            self.titles.currentData(),
            self.rating_list.text(),
        ).checked()

    def _accept_if_valid(self) -> None:
        try:
            self.settings()
        except InvalidInputError as exc:
            self.error.setText(shown_error(exc))
            return
        self.accept()


def edit_norm_settings(session: DeskSession, parent: QWidget) -> bool:
    """The dialog, then the settings as one desk command; True when stored."""
    if not session.is_open:
        return False
    info = session.query(lambda d: d.settings.current()).info
    dialog = NormSettingsDialog(
        session.query(lambda d: d.standings.norm_settings()), info.federation, info.time_control_code, parent
    )
    if not prompts.run_dialog(dialog):
        return False
    chosen = dialog.settings()
    return session.run(lambda d: d.standings.set_norm_settings(chosen)) is not None
