"""The manual-pairing phase's dialog (C.04.2 art. 4.4; VCL4THP.13 Q65–69), driven without ``exec``: edit, diff,
rule checks, reason, Validate pairings with the warnings answered by keys in the real warning dialog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, OverrideArticle, PlayerData
from arbiter_desk.services.event.data import PlayerId
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.override_dialog import BYE, OverrideDialog
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play
from tests.ui.warning_keys import CANCEL, TWO_STEP, script


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path)
    play(d, 2)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    yield d
    d.close()


@pytest.fixture
def session(desk: Desk) -> DeskSession:
    return session_on(desk)


@pytest.fixture
def dialog(qtbot: QtBot, session: DeskSession) -> OverrideDialog:
    widget = OverrideDialog(session, 3)
    qtbot.addWidget(widget)
    return widget


def texts(listing: object) -> list[str]:
    return [listing.item(i).text() for i in range(listing.count())]  # type: ignore[attr-defined]


def select(dialog: OverrideDialog, row: int, column: int) -> None:
    item = dialog.table.item(row, column)
    assert item is not None
    item.setSelected(True)


def fill_reason(dialog: OverrideDialog, article: OverrideArticle = OverrideArticle.COMPETITION_RULES) -> None:
    dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(article))
    dialog.reason_edit.setPlainText("Allowed by rule 9 of the regulations; both players agreed")


def test_starts_on_the_published_pairing_and_cannot_confirm(dialog: OverrideDialog) -> None:
    assert dialog.table.rowCount() == 6  # 5 boards and the bye
    assert texts(dialog.diff_list) == ["no change: this is the engine's pairing"]
    assert not dialog.ok_button.isEnabled()
    assert "change at least one board" in dialog.hint_label.text()
    assert "choose the situation of art. 4.4" in dialog.hint_label.text()


def test_swap_colours_shows_diff_and_needs_article_and_reason(dialog: OverrideDialog, desk: Desk) -> None:
    dialog.swap_colours(0)
    assert any(line.startswith("colours swapped") for line in texts(dialog.diff_list))
    assert not dialog.ok_button.isEnabled()
    dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
    assert not dialog.ok_button.isEnabled() and "write the explanation" in dialog.hint_label.text()
    dialog.reason_edit.setPlainText("Rule 9")
    assert dialog.ok_button.isEnabled()


def test_colour_warning_is_shown(dialog: OverrideDialog) -> None:
    """After W, B, W (or B, W, B) swapping colours gives a player the same colour three times in a row, or
    a colour difference beyond +-2; some board of the round must show one such warning when swapped."""
    warned = []
    for index in range(len(dialog.boards)):
        dialog.swap_colours(index)
        warned += [t for t in texts(dialog.warnings_list) if t.startswith("Warning:")]
        dialog.swap_colours(index)
    assert any("C.04.1 art. 6" in t or "C.04.1 art. 7" in t for t in warned)


def test_a_rematch_is_shown_live_and_validated_only_by_confirming_by_keys_q66_q68(
    qtbot: QtBot, dialog: OverrideDialog, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    snapshot = desk.snapshot()
    ids = {p.tpn: p.id for p in desk.players.all()}
    white = dialog.boards[0][0]
    tpn = next(p.tpn for p in desk.players.all() if p.id == white)
    met = next(e.opponent for e in snapshot.player(tpn).rounds if e.opponent is not None)
    slot = dialog.slot_of(ids[met])
    assert slot is not None and slot != (0, 1)
    dialog.exchange((0, 1), slot)
    assert dialog.boards[0] == [white, ids[met]]
    fill_reason(dialog)
    shown = [t for t in texts(dialog.warnings_list) if t.startswith("Warning: level 3:")]
    assert any("have already played each other (C.04.1 art. 2)" in t for t in shown)
    assert dialog.ok_button.isEnabled() and dialog.ok_button.text() == "&Validate pairings"
    answers = script(monkeypatch, qtbot, TWO_STEP[:1] + CANCEL, TWO_STEP)
    dialog.accept()  # cancelled at the second step: nothing stored, the phase goes on
    assert dialog.changes is None and desk.rounds.overrides(3) == []
    dialog.accept()
    assert dialog.changes is not None
    assert answers.levels == [4, 4]
    codes = {w.code for w in answers.seen[-1]}
    assert {"mpa.differs", "mpa.rematch"} <= codes
    assert "confirmed (level 3): Rematch" in desk.journal.entries()[-1].why


def test_exchange_with_the_bye_and_confirm(
    qtbot: QtBot, dialog: OverrideDialog, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(monkeypatch, qtbot, TWO_STEP)
    old_bye = dialog.bye
    moved = dialog.boards[4][1]
    dialog.exchange((4, 1), BYE)
    assert dialog.bye == moved and dialog.boards[4][1] == old_bye
    assert any("pairing-allocated bye" in t for t in texts(dialog.diff_list))
    fill_reason(dialog)
    if dialog.ok_button.isEnabled():
        dialog.accept()
        assert dialog.changes is not None and dialog.result() == 1
        assert desk.rounds.overrides(3)[0].article == "4.4.2"
        assert desk.rounds.pairing_byes()[-1].player == moved
    else:  # the player had a bye already (C.04.1 art. 4)
        assert any("may not receive" in t for t in texts(dialog.warnings_list))


def test_set_bye_from_the_combo_and_reset(dialog: OverrideDialog) -> None:
    player = dialog.boards[0][0]
    dialog.bye_combo.setCurrentIndex(dialog.bye_combo.findData(int(player)))
    dialog.bye_combo.activated.emit(dialog.bye_combo.currentIndex())
    assert dialog.bye == player
    dialog.reset()
    assert texts(dialog.diff_list) == ["no change: this is the engine's pairing"]


def test_confirmed_override_is_undone_and_redone(
    qtbot: QtBot, dialog: OverrideDialog, desk: Desk, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(monkeypatch, qtbot, TWO_STEP)
    before = [(b.white, b.black) for b in desk.rounds.boards(3)]
    dialog.swap_colours(1)
    fill_reason(dialog, OverrideArticle.REMATCH)
    dialog.accept()
    assert dialog.changes is not None
    assert [(b.white, b.black) for b in desk.rounds.boards(3)][1] == before[1][::-1]
    session.undo()
    assert [(b.white, b.black) for b in desk.rounds.boards(3)] == before and desk.rounds.overrides(3) == []
    session.redo()
    assert desk.rounds.overrides(3)[0].article == "4.4.1"


def test_exchange_and_swap_through_the_table_selection(dialog: OverrideDialog) -> None:
    """The buttons act on what is selected: two player cells to exchange, a board's cell to swap colours."""
    first, second = dialog.boards[0][1], dialog.boards[1][1]
    dialog.table.setCurrentCell(0, 2)
    select(dialog, 1, 2)
    dialog.exchange_button.click()
    assert dialog.boards[0][1] == second and dialog.boards[1][1] == first
    assert any(line.startswith("added:") for line in texts(dialog.diff_list))
    dialog.table.clearSelection()
    select(dialog, 2, 1)
    white, black = dialog.boards[2]
    dialog.swap_button.click()
    assert dialog.boards[2] == [black, white]
    dialog.table.clearSelection()
    select(dialog, 3, 1)
    dialog.exchange_button.click()
    assert "exactly two players" in dialog.hint_label.text()


def _late_entry(desk: Desk, name: str) -> PlayerId:

    desk.players.register_player(PlayerData(name, rating=1500))
    return next(p.id for p in desk.players.all() if p.name == name)


def test_late_entry_list_is_hidden_without_late_entries(dialog: OverrideDialog) -> None:
    assert dialog.late_entries == []
    assert dialog.late_combo.isHidden() and dialog.late_label.isHidden()


def test_late_entry_plays_the_bye_holder_on_a_new_board_art_4_4_4(
    qtbot: QtBot, session: DeskSession, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(monkeypatch, qtbot, TWO_STEP)
    late = _late_entry(desk, "Late, Lara")
    dialog = OverrideDialog(session, 3)
    qtbot.addWidget(dialog)
    assert not dialog.late_combo.isHidden()
    holder = dialog.bye
    assert holder is not None
    dialog.late_combo.setCurrentIndex(dialog.late_combo.findData(late))
    dialog.late_combo.activated.emit(dialog.late_combo.currentIndex())
    assert dialog.bye is None and len(dialog.boards) == 6
    assert set(dialog.boards[-1]) == {holder, late}
    assert dialog.article() is OverrideArticle.LATE_ENTRY  # picked for the arbiter
    notes = [t for t in texts(dialog.warnings_list) if t.startswith("Note: Board 6:")]
    assert len(notes) == 1 and "art. 5.2." in notes[0]
    assert any(t.startswith("added:") for t in texts(dialog.diff_list))
    assert dialog.late_combo.itemText(0) == "(all admitted)" and not dialog.late_combo.isEnabled()
    dialog.reason_edit.setPlainText("Lara arrived after the pairing was published; she and the bye holder agree")
    dialog.accept()
    assert dialog.changes is not None
    assert [set((b.white, b.black)) for b in desk.rounds.boards(3)][-1] == {holder, late}
    assert desk.rounds.pairing_byes()[-1].round != 3
    assert next(p for p in desk.players.all() if p.id == late).entry_round == 3


def test_second_late_entry_takes_the_bye_and_reset_forgets_both(qtbot: QtBot, session: DeskSession, desk: Desk) -> None:
    first, second = _late_entry(desk, "Late, Ann"), _late_entry(desk, "Late, Bob")
    dialog = OverrideDialog(session, 3)
    qtbot.addWidget(dialog)
    dialog.admit_late_entry(first)
    dialog.admit_late_entry(second)
    assert dialog.bye == second and len(dialog.boards) == 6
    assert len(dialog.notes) == 2
    assert any("takes the pairing-allocated bye" in t for t in texts(dialog.warnings_list))
    dialog.admit_late_entry(second)  # already placed: nothing happens
    assert dialog.bye == second and len(dialog.boards) == 6
    dialog.reset()
    assert dialog.bye is not None and len(dialog.boards) == 5 and dialog.notes == []
    assert dialog.late_combo.count() == 3  # the prompt and both late entries again


def test_a_late_entry_holding_the_bye_loses_that_note_once_paired(
    qtbot: QtBot, session: DeskSession, desk: Desk
) -> None:
    first, second = _late_entry(desk, "Late, Ann"), _late_entry(desk, "Late, Bob")
    dialog = OverrideDialog(session, 3)
    qtbot.addWidget(dialog)
    dialog.bye = None  # as in a round with an even number of players
    dialog.admit_late_entry(first)  # no bye holder: Ann takes the bye
    assert dialog.bye == first and "takes the pairing-allocated bye" in dialog.notes[0]
    dialog.admit_late_entry(second)  # Bob plays Ann: the bye note no longer holds
    assert dialog.bye is None and set(dialog.boards[-1]) == {first, second}
    assert len(dialog.notes) == 1 and dialog.notes[0].startswith(f"Board {len(dialog.boards)}:")


def test_tab_in_the_reason_moves_on_instead_of_typing_a_tab(qtbot: QtBot, dialog: OverrideDialog) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.reason_edit.setFocus()
    qtbot.keyClicks(dialog.reason_edit, "Rule 9")
    qtbot.keyClick(dialog.reason_edit, Qt.Key.Key_Tab)
    assert dialog.reason_edit.toPlainText() == "Rule 9"
    assert not dialog.reason_edit.hasFocus()


def test_q187_q188_board_order_sorted_on_validate_unless_kept_by_keys(
    qtbot: QtBot, dialog: OverrideDialog, desk: Desk, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """C.04.2 art. 3.6 after a manual change: moving a top board down is undone on Validate, unless "Keep my
    board order" is ticked (Space), which asks a level-2 notice and keeps it."""
    engine_order = [tuple(b) for b in dialog.boards]
    dialog.boards[0], dialog.boards[3] = dialog.boards[3], dialog.boards[0]
    dialog.refresh()
    fill_reason(dialog)
    dialog.show()
    dialog.keep_order.setFocus()
    qtbot.keyClick(dialog.keep_order, Qt.Key.Key_Space)
    assert dialog.keep_order.isChecked()
    dialog.grab().save(str(tmp_path / "keep-order.png"))
    acknowledge = ((Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier),)  # a level-2 notice: &Acknowledge
    answers = script(monkeypatch, qtbot, acknowledge)  # the notice alone: only the order differs
    dialog.accept()
    assert answers.levels == [2] and answers.seen[0][0].code == "mpa.board-order"
    kept = [(b.white, b.black) for b in sorted(desk.rounds.boards(3), key=lambda b: b.number)]
    assert kept[0] == engine_order[3] and kept[3] == engine_order[0]
