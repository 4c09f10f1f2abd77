"""The one dialog for every warning level of FIDE's approval checklist (digest §3, Q218–221).

- Level 2 (notice): *Acknowledge* (default) or Cancel.
- Level 3 (confirm): *Confirm* or Cancel (the default, so that a reflex Enter changes nothing).
- Level 4 (two steps): *Continue…* shows a second page restating the consequences; only its *Yes, go ahead*
  lets the action happen. Cancel is the default on both pages.
- Level 5 (refused in FIDE mode): Close (default), or *Leave FIDE mode…* when the caller offers it.

Several warnings of one action are shown together, at the highest level among them. Escape always cancels;
every button has a mnemonic (Alt+letter). Nothing can switch a level off or lower it.
``ui/common/confirmation_loop.py`` repeats an action with what the arbiter confirmed here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.ui.common.wording import shown, t, t_n


class WarningAnswer(Enum):
    CANCELLED = "cancelled"
    CONFIRMED = "confirmed"
    LEAVE_FIDE_MODE = "leave-fide-mode"


def warnings_text(warnings: Sequence[DeskWarning]) -> str:
    """The plain text of the warnings, as the dialog shows them, in the arbiter's language (the services make
    their words; ``shown`` renders a Text and leaves a plain string as it is)."""
    parts = []
    for w in warnings:
        lines = [t("{title} (level {level})", title=shown(w.title), level=int(w.level)), shown(w.text)]
        if w.consequences:
            lines.append(t("If you go ahead: {consequences}", consequences=shown(w.consequences)))
        if w.article:
            lines.append(t("Rule: {article}", article=shown(w.article)))
        elif w.questions:
            lines.append(t("FIDE approval checklist {questions}", questions=w.checklist))
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


class WarningDialog(QDialog):
    """Shows ``warnings`` at their highest level; ``answer`` says what the arbiter chose."""

    def __init__(
        self, warnings: Sequence[DeskWarning], parent: QWidget | None = None, offer_leave_fide: bool = False
    ) -> None:
        super().__init__(parent)
        self.warnings = tuple(sorted(warnings, key=lambda w: -w.level))
        self.level = max(w.level for w in self.warnings)
        self.answer = WarningAnswer.CANCELLED
        self.setWindowTitle(
            t("{level_name} (warning level {level})", level_name=shown(self.level.label), level=int(self.level))
        )
        self.setObjectName(f"warning-level-{int(self.level)}")
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._first_page(offer_leave_fide))
        if self.level is WarningLevel.TWO_STEP:
            self.pages.addWidget(self._second_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self.setMinimumWidth(520)
        self.cancel_button.setFocus()

    def _first_page(self, offer_leave_fide: bool) -> QWidget:
        page = QWidget(self)
        heading = QLabel(self._heading(), page)
        heading.setWordWrap(True)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        body = QTextEdit(page)
        body.setReadOnly(True)
        body.setPlainText(warnings_text(self.warnings))
        body.setTabChangesFocus(True)
        body.setMinimumHeight(240)
        self.body = body
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.leave_button: QPushButton | None = None
        if self.level is WarningLevel.REFUSED:
            if offer_leave_fide:
                self.leave_button = self._button(t("&Leave FIDE mode…"), page, self._leave)
                buttons.addWidget(self.leave_button)
            self.cancel_button = self._button(t("&Close"), page, self.reject)
            self.go_button: QPushButton | None = None
        else:
            text = {
                WarningLevel.NOTICE: t("&Acknowledge"),
                WarningLevel.CONFIRM: t("&Confirm"),
                WarningLevel.TWO_STEP: t("&Continue…"),
            }[self.level]
            advance = self._next_page if self.level is WarningLevel.TWO_STEP else self._confirm
            self.go_button = self._button(text, page, advance)
            buttons.addWidget(self.go_button)
            self.cancel_button = self._button(t("Ca&ncel"), page, self.reject)
        buttons.addWidget(self.cancel_button)
        default = self.go_button if self.level is WarningLevel.NOTICE else self.cancel_button
        assert default is not None
        default.setDefault(True)
        layout = QVBoxLayout(page)
        layout.addWidget(heading)
        layout.addWidget(body)
        layout.addLayout(buttons)
        return page

    def _second_page(self) -> QWidget:
        page = QWidget(self)
        consequences = [shown(w.consequences or w.text) for w in self.warnings if w.level is WarningLevel.TWO_STEP]
        text = t(
            "Second confirmation. {consequences}\n\nDo you really want to go ahead?",
            consequences=" ".join(consequences),
        )
        label = QLabel(text, page)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.second_text = label
        self.yes_button = self._button(t("&Yes, go ahead"), page, self._confirm)
        self.second_cancel = self._button(t("&No, cancel"), page, self.reject)
        self.second_cancel.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.yes_button)
        buttons.addWidget(self.second_cancel)
        layout = QVBoxLayout(page)
        layout.addWidget(label)
        layout.addStretch(1)
        layout.addLayout(buttons)
        return page

    def _heading(self) -> str:
        count = len(self.warnings)
        if self.level is WarningLevel.REFUSED:
            return t("This action is not allowed while the tournament is in FIDE mode.")
        if count == 1:
            return {
                WarningLevel.NOTICE: t("Please read this warning before the action goes ahead."),
                WarningLevel.CONFIRM: t("Please confirm this warning, or cancel the action."),
                WarningLevel.TWO_STEP: t("Read this warning and what going ahead means. You will be asked twice."),
            }[self.level]
        return {
            WarningLevel.NOTICE: t_n(
                "Please read these {count} warnings before the action goes ahead.",
                "Please read these {count} warnings before the action goes ahead.",
                count,
            ),
            WarningLevel.CONFIRM: t_n(
                "Please confirm these {count} warnings, or cancel the action.",
                "Please confirm these {count} warnings, or cancel the action.",
                count,
            ),
            WarningLevel.TWO_STEP: t_n(
                "Read these {count} warnings and what going ahead means. You will be asked twice.",
                "Read these {count} warnings and what going ahead means. You will be asked twice.",
                count,
            ),
        }[self.level]

    def _button(self, text: str, parent: QWidget, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, parent)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    @property
    def on_second_page(self) -> bool:
        return self.pages.currentIndex() == 1

    def _next_page(self) -> None:
        self.pages.setCurrentIndex(1)
        self.second_cancel.setFocus()

    def _confirm(self) -> None:
        self.answer = WarningAnswer.CONFIRMED
        self.accept()

    def _leave(self) -> None:
        self.answer = WarningAnswer.LEAVE_FIDE_MODE
        self.accept()
