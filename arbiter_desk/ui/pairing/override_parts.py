"""The parts every manual-change dialog shares (C.04.2 art. 4.4): beside the editable pairing, the changes against
the engine's pairing and the rule checks; under it, the art. 4.4 situation and the arbiter's written reason, which
go to the journal and the TRF export; and the confirm / cancel buttons with the hint saying what is still missing.

The individual (``override_dialog``) and the team (``team_override_dialog``) dialogs differ only in what is edited
(boards of players, matches of teams); the reason and the checks are the same rule, so they are built once here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.data import OverrideArticle
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t

ARTICLE_TEXT: dict[OverrideArticle, Text] = {
    OverrideArticle.REMATCH: tr("4.4.1 accidental pairing of players who already met"),
    OverrideArticle.COMPETITION_RULES: tr("4.4.2 the competition rules allow the Chief Arbiter to modify"),
    OverrideArticle.BOTH_WITHOUT_OPPONENT: tr("4.4.3 two players close in score without opponent agree to play"),
    OverrideArticle.LATE_ENTRY: tr("4.4.4 a late entry is admitted (minimal changes, all agree)"),
    OverrideArticle.UNFORESEEABLE_FINAL_ROUND: tr("4.4.5 unforeseeable circumstances on the final round's top boards"),
}
REFUSED_COLOUR = "#b00020"
WRAP_SLACK = 16
"""Pixels kept free on a wrapped line: Qt measures a line of mixed directions (Arabic words around English
names) narrower than it paints it, and the row would lose its last line."""
WARNING_COLOUR = "#8a5a00"
NOTE_COLOUR = "#1f4e79"


class _WrappedRows(QStyledItemDelegate):
    """A read-only list's rows tall enough for every wrapped line of their text, whatever its direction."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.parent()
        if not isinstance(view, QListView):
            return hint
        width = max(view.viewport().width() - 2 * view.spacing() - WRAP_SLACK, 40)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
        needed = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), flags, str(index.data() or ""))
        return QSize(hint.width(), max(hint.height(), needed.height() + 4))


@dataclass(frozen=True, slots=True)
class OverrideParts:
    """The widgets a dialog keeps as attributes (tests and the dialog's own checks read them)."""

    diff_list: QListWidget
    warnings_list: QListWidget
    article_combo: QComboBox
    reason_edit: QPlainTextEdit
    hint_label: QLabel
    buttons: QDialogButtonBox
    ok_button: QPushButton


def build_override_parts(dialog: QDialog, edit: QWidget, sizes: tuple[int, int]) -> OverrideParts:
    """Lay out ``dialog``: ``edit`` (the editable pairing) beside the two read-only lists, then the reason form,
    the hint and the buttons. OK accepts and Cancel rejects; the dialog enables OK itself."""
    diff_list = QListWidget(dialog)
    warnings_list = QListWidget(dialog)
    checks = QWidget(dialog)
    checks_layout = QVBoxLayout(checks)
    checks_layout.setContentsMargins(0, 0, 0, 0)
    lists = ((t("Changes against the engine's pairing"), diff_list), (t("Rule checks"), warnings_list))
    for title, listing in lists:
        listing.setWordWrap(True)
        listing.setSpacing(3)
        listing.setItemDelegate(_WrappedRows(listing))
        listing.setResizeMode(QListView.ResizeMode.Adjust)  # the rows measured again at the list's final width
        listing.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read-only lists: Tab goes from the table to the buttons
        box = QGroupBox(title, dialog)
        QVBoxLayout(box).addWidget(listing)
        checks_layout.addWidget(box)
    splitter = QSplitter(dialog)
    splitter.addWidget(edit)
    splitter.addWidget(checks)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 2)
    splitter.setSizes(list(sizes))

    article_combo = QComboBox(dialog)
    article_combo.addItem(t("— choose the situation of art. 4.4 —"), None)
    for article, text in ARTICLE_TEXT.items():
        article_combo.addItem(shown(text), article)
    reason_edit = QPlainTextEdit(dialog)
    reason_edit.setTabChangesFocus(True)
    reason_edit.setPlaceholderText(t("What happened, who agreed (written to the journal and the TRF export)"))
    reason_edit.setFixedHeight(64)
    form = QFormLayout()
    situation = QLabel(t("&Reason (C.04.2 art. 4.4):"), dialog)
    situation.setBuddy(article_combo)
    explanation = QLabel(t("&Explanation:"), dialog)
    explanation.setBuddy(reason_edit)
    form.addRow(situation, article_combo)
    form.addRow(explanation, reason_edit)
    hint_label = plain(QLabel(dialog))
    hint_label.setWordWrap(True)
    buttons = worded(
        QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)

    layout = QVBoxLayout(dialog)
    layout.addWidget(splitter, 1)
    layout.addLayout(form)
    layout.addWidget(hint_label)
    layout.addWidget(buttons)
    ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    return OverrideParts(diff_list, warnings_list, article_combo, reason_edit, hint_label, buttons, ok_button)


class OverrideForm:
    """What both dialogs read from and write to the shared parts (mixed into each ``QDialog``)."""

    article_combo: QComboBox
    reason_edit: QPlainTextEdit
    diff_list: QListWidget
    warnings_list: QListWidget

    def article(self) -> OverrideArticle | None:
        data = self.article_combo.currentData()
        return None if data is None else OverrideArticle(data)

    def reason(self) -> str:
        return self.reason_edit.toPlainText().strip()

    def reason_problems(self, refused: bool) -> list[str]:
        """What stops a confirmation besides the edit itself: a broken absolute rule, no situation, no explanation."""
        found = []
        if refused:
            found.append(t("the new pairing breaks an absolute rule (see Rule checks)"))
        if self.article() is None:
            found.append(t("choose the situation of art. 4.4"))
        if not self.reason():
            found.append(t("write the explanation"))
        return found

    def show_checks(self, diff: Sequence[Text | str], lines: Sequence[tuple[str, str]]) -> None:
        """The changes against the engine's pairing, and the rule checks as (text, colour) lines."""
        self.diff_list.clear()
        for line in diff or (tr("no change: this is the engine's pairing"),):
            self.diff_list.addItem(shown(line))
        self.warnings_list.clear()
        for text, colour in lines:
            item = QListWidgetItem(text)
            item.setForeground(QBrush(QColor(colour)))
            self.warnings_list.addItem(item)
