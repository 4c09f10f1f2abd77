"""The parts both manual-change dialogs share (C.04.2 art. 4.4): the situation, the written reason, the checks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import OverrideArticle
from arbiter_desk.ui.pairing.override_parts import build_override_parts


def test_the_five_situations_of_art_4_4_a_reason_reached_by_alt_keys_and_lists_out_of_the_tab_chain(
    qtbot: QtBot,
) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    parts = build_override_parts(dialog, QWidget(dialog), (500, 300))
    combo = parts.article_combo
    assert combo.itemData(0) is None  # nothing chosen until the arbiter says which situation applies
    by_hand = [a for a in OverrideArticle if a is not OverrideArticle.NO_LEGAL_PAIRING]  # 1.9.3: Pair by hand's own
    assert [combo.itemData(i) for i in range(1, combo.count())] == by_hand
    assert [combo.itemText(i)[:5] for i in range(1, combo.count())] == ["4.4.1", "4.4.2", "4.4.3", "4.4.4", "4.4.5"]
    buddies = {label.text(): label.buddy() for label in dialog.findChildren(QLabel) if label.buddy() is not None}
    assert buddies == {"&Reason (C.04.2 art. 4.4):": combo, "&Explanation:": parts.reason_edit}
    assert parts.reason_edit.tabChangesFocus()
    for listing in (parts.diff_list, parts.warnings_list):
        assert listing.focusPolicy() is Qt.FocusPolicy.NoFocus
    dialog.show()
    parts.ok_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
