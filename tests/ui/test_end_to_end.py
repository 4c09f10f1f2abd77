"""End to end through the round tabs: 11 players, three rounds paired in the worker and published, every
result typed as keys, one board overridden (C.04.2 art. 4.4) and the override undone and redone, standings."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.services import Changes, Desk, OverrideArticle, PlayerData
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.round_fixtures import SETTINGS, wait_for_pairing
from tests.ui.warning_keys import TWO_STEP, script

KEYS = {1: "1=0101", 2: "=10+1=", 3: "01=1-0"}


def register(data: PlayerData) -> Callable[[Desk], Changes]:
    return lambda desk: desk.players.register_player(data)


def test_three_rounds_through_the_tabs(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = DeskSession()
    assert session.open_with(lambda: Desk.create(tmp_path / "e2e.adesk", SETTINGS))
    for i in range(11):
        assert session.run(register(PlayerData(f"Entrant {i + 1:02d}", rating=2300 - 25 * i, fide_id=9000 + i)))
    pairing, results, standings = PairingTab(session), ResultsTab(session), StandingsTab(session)
    for widget in (pairing, results, standings):
        qtbot.addWidget(widget)
    desk = session.require()

    for round_no in (1, 2, 3):
        assert pairing.pair_button.text() == f"&Pair round {round_no}"
        pairing.pair_button.click()
        wait_for_pairing(qtbot, pairing)
        assert desk.rounds.all()[-1].state is RoundState.DRAFT and pairing.boards_model.rowCount() == 5
        pairing.publish_button.click()
        assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
        if round_no == 3:
            override_and_undo(qtbot, pairing, session, desk, monkeypatch)
        assert results.shown_round() == round_no and results.view.currentIndex().row() == 0
        QTest.keyClicks(results.view, KEYS[round_no][:5])
        assert "5 of 5" in results.status_label.text()
        assert desk.rounds.all()[-1].state is RoundState.COMPLETE

    expected = compute_standings(desk.snapshot())
    assert standings.after_round() == 3 and standings.model.rowCount() == 11
    shown = [[str(standings.model.index(r, c).data()) for c in (0, 1, 2, 4)] for r in range(standings.model.rowCount())]
    assert shown == [
        [f"{row.rank}{'=' if row.shared else ''}", str(row.tpn), row.name, format_points(row.points)]
        for row in expected.rows
    ]
    # 15 games and three byes of one point: 18 points in all
    assert sum((row.points for row in expected.rows), Decimal(0)) == Decimal(18)
    assert [o.article for o in desk.rounds.overrides(3)] == ["4.4.2"]
    session.close()


def override_and_undo(
    qtbot: QtBot, pairing: PairingTab, session: DeskSession, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Swap the colours of board 5 of round 3 through the dialog, validate it (the level-4 difference from the
    engine's pairing confirmed twice by keys, Q68–69), then undo and redo it."""
    answers = script(monkeypatch, qtbot, TWO_STEP)
    engine = [(b.white, b.black) for b in desk.rounds.boards(3)]
    dialog = pairing.make_override_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.swap_colours(4)
    dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
    dialog.reason_edit.setPlainText("Board 5 colours exchanged under rule 12 of the regulations")
    assert dialog.ok_button.isEnabled(), dialog.hint_label.text()
    dialog.accept()
    assert dialog.changes is not None
    assert answers.levels == [4] and "mpa.differs" in {w.code for w in answers.seen[0]}
    swapped = [*engine[:4], engine[4][::-1]]
    assert [(b.white, b.black) for b in desk.rounds.boards(3)] == swapped
    assert "Overridden" in pairing.status_label.text()
    session.undo()
    assert [
        (b.white, b.black) for b in desk.rounds.boards(3)
    ] == engine and "Overridden" not in pairing.status_label.text()
    session.redo()
    assert [(b.white, b.black) for b in desk.rounds.boards(3)] == swapped
    audit = [pairing.audit_model.index(r, 2).data() for r in range(3)]
    assert audit[0] == "redo override round 3 (art. 4.4.2)" and audit[2] == "override round 3 (art. 4.4.2)"
    assert audit[1].startswith("undo")
    assert "rule 12" in pairing.audit_model.index(2, 3).data()
