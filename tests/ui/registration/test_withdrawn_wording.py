"""A withdrawn player (C.04.2 art. 3.2) is called withdrawn under "Not paired" on screen and
on the wall list, not "[Z]" / "absent, zero-point bye" (a bye the player asked for)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.pairing.round_view import round_view
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play, wait_for_pairing


def test_withdrawn_players_are_called_withdrawn(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path, players=8)
    play(desk, 1)
    gone, absent = desk.players.all()[-1], desk.players.all()[-2]
    desk.players.withdraw_player(gone.id, 2, "left the venue")
    desk.players.request_bye(absent.id, 2, ResultCode.ZERO_BYE)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)
    desk.rounds.publish_round()
    texts = {a.seat.name: a.text for a in round_view(desk, 2).absentees}
    assert texts == {gone.name: "withdrawn", absent.name: "Z"}
    assert f"{gone.name} ({gone.tpn}) [withdrawn]" in tab.bye_label.text()
    assert f"{absent.name} ({absent.tpn}) [Z]" in tab.bye_label.text()
    for kind in ("pairings", "pairings-alpha"):
        lines = document_for(desk, kind, 2).text_lines()
        assert any(gone.name in line and "withdrawn" in line for line in lines), kind
        assert any(absent.name in line and "absent, zero-point bye" in line for line in lines), kind
        assert not any(gone.name in line and "zero-point" in line for line in lines), kind
    desk.close()
