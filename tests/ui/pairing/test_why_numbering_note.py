"""A past round's why-tree says that it shows the pairing numbers of that round, and today's."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.pairing.round_why import round_why
from arbiter_desk.ui.pairing.explanation_view import ExplanationView
from tests.ui.round_fixtures import SETTINGS, play


def test_the_why_of_a_renumbered_round_names_its_numbering(qtbot: QtBot, tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "n.adesk", SETTINGS)
    for i in range(6):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2300 - 20 * i, fide_id=100 + i))
    play(desk, 1)
    view = ExplanationView()
    qtbot.addWidget(view)
    view.show()
    view.set_why(round_why(desk, 1))
    assert view.numbers_note.isHidden()  # nothing renumbered yet
    desk.players.register_player(PlayerData("Zed Strong", rating=2700, fide_id=99), 2)  # C.04.2 art. 2.3: TPN 1
    view.set_why(round_why(desk, 1))
    assert view.numbers_note.isVisible()
    assert view.numbers_note.text().startswith("Pairing numbers as they were in round 1, when it was paired")
    assert "1 is now 2" in view.numbers_note.text()
    assert "1 is now 2" in view.round_html()
    view.resize(700, 420)
    view.grab().save(str(tmp_path / "why_renumbered.png"))
    desk.close()
