"""Round robins in the desk, end to end (issue 34): a 10-player double round robin and a 7-player single round
robin — registration, every round paired in the worker from the Berger table (C.05 Annex 1) and published,
every result typed as keys in the Results tab, standings with the round-robin tie-breaks, the square cross
table printed."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.documents import build_document
from arbiter_desk.formats.pdf import render_pdf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.data import RoundState, SettingsRecord
from arbiter_desk.ui.session import DeskSession
from arbiter_desk.ui.tabs.pairing import PairingTab
from arbiter_desk.ui.tabs.results import ResultsTab
from arbiter_desk.ui.tabs.standings import StandingsTab
from tests.ui.round_fixtures import wait_for_pairing

KEYS = "10=10="


@pytest.mark.slow
@pytest.mark.parametrize(("players", "code", "rounds"), [(10, "FIDE_DOUBLEROUNDROBIN", 18), (7, "FIDE_ROUNDROBIN", 7)])
def test_a_round_robin_from_registration_to_the_cross_table(
    qtbot: QtBot, tmp_path: Path, players: int, code: str, rounds: int
) -> None:
    settings = SettingsRecord(
        info=TournamentInfo(name=f"Club championship {players}", tournament_type="Round robin", type_code=code),
        total_rounds=rounds,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),  # the round off of an odd field scores nothing
        tiebreaks=("DE", "SB", "WIN", "KS"),
    )
    session = DeskSession()
    assert session.open_with(lambda: Desk.create(tmp_path / "rr.adesk", settings))
    for i in range(players):
        assert session.run(
            lambda desk, i=i: desk.register_player(PlayerData(f"Member {i + 1:02d}", rating=2200 - 30 * i))
        )
    pairing, results, standings = PairingTab(session), ResultsTab(session), StandingsTab(session)
    for widget in (pairing, results, standings):
        qtbot.addWidget(widget)
    desk = session.require()
    table = schedule(players, 2 if "DOUBLE" in code else 1, swap_last_two=True)
    boards = players // 2
    for round_no in range(1, rounds + 1):
        assert pairing.pair_button.text() == f"&Pair round {round_no}"
        pairing.pair_button.click()
        wait_for_pairing(qtbot, pairing)
        assert desk.rounds()[-1].state is RoundState.DRAFT
        expected = [(b.white, b.black) for b in table[round_no - 1] if players + 1 not in (b.white, b.black)]
        assert [(int(b.white), int(b.black)) for b in desk.boards(round_no)] == expected
        pairing.publish_button.click()
        assert results.shown_round() == round_no and results.view.currentIndex().row() == 0
        QTest.keyClicks(results.view, KEYS[:boards])
        assert f"{boards} of {boards}" in results.status_label.text()
        assert desk.rounds()[-1].state is RoundState.COMPLETE
    assert pairing.pair_button.text() != f"&Pair round {rounds + 1}" or not pairing.pair_button.isEnabled()
    snapshot = desk.snapshot()
    final = compute_standings(snapshot)
    games = (2 if rounds > players else 1) * players * (players - 1) // 2
    assert sum((row.points for row in final.rows), Decimal(0)) == games  # the rounds off score nothing
    assert standings.model.rowCount() == players
    shown = [str(standings.model.index(r, 1).data()) for r in range(players)]
    assert shown == [str(row.tpn) for row in final.rows]
    document = build_document("crosstable", snapshot)
    assert document.title == f"Round robin cross table after round {rounds}"
    assert render_pdf(document).startswith(b"%PDF")
    session.close()
