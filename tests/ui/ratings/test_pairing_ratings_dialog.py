"""Set ratings for pairing… (C.04.4.1 (2026) art. 1.1.2): every unrated player's provisional rating
typed in one dialog by keys, reached from the Registration tab and from the Dubov warning before pairing; Enter
on a registration row opens Edit."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.ratings.pairing_ratings_dialog import PairingRatingsDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.registration import RegistrationTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import SETTINGS, wait_for_pairing


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = Desk.create(tmp_path / "open.adesk", SETTINGS)
    for i in range(5):
        d.players.register_player(PlayerData(f"Rated {i + 1}, Ann", rating=2000 - 100 * i, fide_id=7000 + i))
    for name in ("Unrated, Bob", "Unrated, Cy", "Unrated, Dan"):
        d.players.register_player(PlayerData(name))
    yield d
    d.close()


def shown(qtbot: QtBot, dialog: QDialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


def test_tab_walks_the_unrated_players_and_enter_stores_them(qtbot: QtBot, desk: Desk) -> None:
    session = session_on(desk)
    dialog = PairingRatingsDialog(session)
    shown(qtbot, dialog)
    bob, cy, dan = desk.ratings.unrated_players()
    assert dialog.focusWidget() is dialog.fields[bob.id]
    QTest.keyClicks(dialog.focusWidget(), "1850")
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.fields[cy.id]
    QTest.keyClicks(dialog.focusWidget(), "99999")
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # OK: refused, with the player named
    assert dialog.isVisible() and "Unrated, Cy: a rating for pairing is a whole number" in dialog.error.text()
    dialog.fields[cy.id].clear()
    dialog.fill_value.setFocus()
    QTest.keyClicks(dialog.fill_value, "1200")
    QTest.keyClick(dialog.fill_button, Qt.Key.Key_Space)  # the arbiter's value into the empty fields
    assert [dialog.fields[p.id].text() for p in (bob, cy, dan)] == ["1850", "1200", "1200"]
    dialog.fields[dan.id].setFocus()
    QTest.keyClick(dialog.fields[dan.id], Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    ratings = {p.name: (p.pairing_rating, p.tpn) for p in desk.players.all() if not p.rating}
    assert ratings == {"Unrated, Bob": (1850, 3), "Unrated, Cy": (1200, 7), "Unrated, Dan": (1200, 8)}
    assert desk.journal.entries()[-1].label.startswith("set the rating for pairing of 3 players")


def test_after_round_1_the_renumbering_is_announced_first(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C.04.2 art. 2.3 / Dubov art. 1.2.2: the same prompt as for one player's correction; No saves nothing."""
    desk.rounds.pair_next_round()
    questions: list[str] = []
    monkeypatch.setattr(prompts, "confirm", lambda _parent, text: questions.append(text) or False)
    dialog = PairingRatingsDialog(session_on(desk))
    shown(qtbot, dialog)
    bob = desk.ratings.unrated_players()[0]
    QTest.keyClicks(dialog.fields[bob.id], "1950")
    QTest.keyClick(dialog.fields[bob.id], Qt.Key.Key_Return)
    assert "Unrated, Bob 6→2" in questions[0] and dialog.error.text().startswith("Not saved")
    assert desk.state().player(bob.id).pairing_rating is None


def test_the_dubov_warning_leads_to_the_ratings_then_pairs(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    asked: list[tuple[str, tuple[tuple[str, str], ...]]] = []

    def choose(_parent: object, message: str, choices: tuple[tuple[str, str], ...]) -> str:
        asked.append((message, choices))
        return "ratings"

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, PairingRatingsDialog)
        shown(qtbot, dialog)
        for _ in dialog.players:
            QTest.keyClicks(dialog.focusWidget(), "1500")
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        QTest.keyClick(dialog.fields[dialog.players[-1].id], Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "choose", choose)
    monkeypatch.setattr(prompts, "run_dialog", fill)
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)
    message, choices = asked[0]
    assert "3 players have neither a FIDE rating" in message and "art. 1.1.2" in message
    assert choices[0] == ("ratings", "Set ratings for pairing…")
    assert len(asked) == 1 and desk.rounds.all()[0].state is RoundState.DRAFT
    assert all(p.pairing_rating == 1500 for p in desk.ratings.unrated_players())


def test_registration_enter_opens_edit_and_the_ratings_button(
    qtbot: QtBot, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = RegistrationTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitExposed(tab)
    opened: list[QDialog] = []
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: opened.append(dialog) or False)
    tab.table.setFocus()
    tab.table.selectRow(2)
    QTest.keyClick(tab.table, Qt.Key.Key_Return)
    assert isinstance(opened[0], PlayerDialog) and opened[0].windowTitle() == "Edit Rated 3, Ann"
    QTest.keyClick(tab.table, Qt.Key.Key_Enter)
    assert len(opened) == 2
    tab.ratings_button.setFocus()
    QTest.keyClick(tab.ratings_button, Qt.Key.Key_Space)
    assert isinstance(opened[2], PairingRatingsDialog) and len(opened[2].fields) == 3
