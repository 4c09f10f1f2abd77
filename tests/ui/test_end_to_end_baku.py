"""End to end in the desk with the Baku acceleration (C.04.7): New tournament with Baku chosen in the dialog,
players registered, three rounds paired in the worker and published, results typed as keys, a late entry
above the last GA participant before round 3 (art. 1.3); every round equals ``arbiter-desk pair`` on the
desk's exported TRF, and the standings show real points only."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.cli import run
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import AccelerationMethod
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import DialogRunner, isolated_settings
from tests.ui.round_fixtures import wait_for_pairing

KEYS = {1: "1=01010", 2: "=10=1=0", 3: "01=1=10"}


def _choose_baku(dialog: QDialog) -> None:
    assert isinstance(dialog, SettingsDialog)
    dialog.name.setText("Baku Open")
    dialog.system.setCurrentIndex(dialog.system.findData("dubov"))  # a new tournament starts as Dutch (35.6)
    dialog.rounds.setValue(7)
    combo = dialog.acceleration.method
    combo.setCurrentIndex(combo.findData(AccelerationMethod.BAKU))


def _lines(desk: Desk, round_no: int) -> list[str]:
    tpn = {p.id: p.tpn for p in desk.players.all()}
    rows = [f"{tpn[b.white]} {tpn[b.black]}" for b in desk.rounds.boards(round_no)]
    rows += [f"{tpn[b.player]} 0" for b in desk.rounds.pairing_byes() if b.round == round_no]
    return [str(len(rows)), *rows]


def test_baku_tournament_through_the_desk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(_choose_baku))
    monkeypatch.setattr(prompts, "save_file", lambda *_args: (tmp_path / "baku.adesk", ""))
    session = DeskSession()
    assert DeskCommands(session, None, isolated_settings(tmp_path), lambda: tmp_path).new_tournament()
    desk = session.require()
    assert desk.settings.current().acceleration is AccelerationMethod.BAKU
    for i in range(13):
        assert session.run(
            lambda d, i=i: d.players.register_player(PlayerData(f"Entrant {i + 1:02d}", rating=2300 - 25 * i))
        )
    pairing, results, standings = PairingTab(session), ResultsTab(session), StandingsTab(session)
    for widget in (pairing, results, standings):
        qtbot.addWidget(widget)

    for round_no in (1, 2, 3):
        if round_no == 3:
            assert session.run(lambda d: d.players.register_player(PlayerData("Late Strong", rating=2290)))
        desk.export_trf(tmp_path / f"before-{round_no}.trf")
        pairing.pair_button.click()
        wait_for_pairing(qtbot, pairing)
        assert run(["pair", "--system", "dubov", str(tmp_path / f"before-{round_no}.trf")]) == 0
        assert [line for line in capsys.readouterr().out.split("\n") if line] == _lines(desk, round_no)
        assert pairing.view_data is not None and any(b.white.virtual for b in pairing.view_data.boards)
        pairing.publish_button.click()
        boards = len(desk.rounds.boards(round_no))
        QTest.keyClicks(results.view, KEYS[round_no][:boards])
        assert f"{boards} of {boards}" in results.status_label.text()

    expected = compute_standings(desk.snapshot())
    shown = [str(standings.model.index(r, 4).data()) for r in range(standings.model.rowCount())]
    assert shown == [format_points(row.points) for row in expected.rows]  # the standings tab: real points
    # three rounds: 6 + 6 + 7 games and the byes of one point each; no virtual points anywhere
    byes = len(desk.rounds.pairing_byes())
    games = sum(len(desk.rounds.boards(r)) for r in (1, 2, 3))
    assert sum((row.points for row in expected.rows), Decimal(0)) == games + byes
    session.close()
