"""Renders the desk's main screens to PNG under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_desk_second_pass``. On the demo tournament: the
settings dialog (tie-break picker, event data, late-entry score), the player dialog in keep-adding mode with
a provisional rating, the byes and withdrawals dialog, the Late entries & byes tab, the pairing tab with a
draft and its override dialog, and the standings with a withdrawn player.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from arbiter_desk.services import PlayerData
from arbiter_desk.services.event.data import Changes
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.registration.byes_dialog import ByesDialog
from arbiter_desk.ui.registration.late_entries import LateEntriesTab
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.registration import RegistrationTab
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import demo_session

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def save(widget: QWidget, name: str, size: tuple[int, int] | None = None) -> Path:
    if size is not None:
        widget.resize(*size)
    widget.show()
    QApplication.processEvents()
    path = OUTPUT / name
    widget.grab().save(str(path))
    return path


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        session = demo_session(Path(folder))
        desk = session.require()
        settings = SettingsDialog(desk.settings.current(), "Rossi, Anna")
        settings.tiebreak_picker.chosen.setCurrentRow(0)
        print(save(settings, "settings_picker.png"))
        player = PlayerDialog(lambda _d, _e: None)
        player.keep_adding.setChecked(True)
        player.name.setText("Newcomer, Bob")
        player.pairing_rating.setText("1450")
        player.accept()
        player.name.setText("Stranger, Cy")
        print(save(player, "player_dialog_keep_adding.png"))
        desk.players.register_player(PlayerData("Newcomer, Bob", pairing_rating=1450), 4)
        first = desk.players.all()[5]
        desk.players.withdraw_player(first.id, None, "illness")
        session.changed.emit(Changes("render"))  # tabs reload
        byes = ByesDialog(session, desk.players.all()[2].id)
        print(save(byes, "byes_dialog.png", (1000, 560)))
        late = LateEntriesTab(session)
        print(save(late, "late_entries_tab.png", (1200, 640)))
        desk.rounds.pair_next_round()
        pairing = PairingTab(session)
        pairing.reload()
        pairing.select_board(1)
        print(save(pairing, "pairing_draft.png", (1300, 720)))
        dialog = pairing.make_override_dialog()
        assert dialog is not None
        dialog.swap_colours(1)
        print(save(dialog, "override_draft.png"))
        registration = RegistrationTab(session)
        registration.table.selectRow(5)
        print(save(registration, "registration_buttons.png", (1200, 420)))
        desk.rounds.publish_round()
        results = ResultsTab(session)
        results.reload()
        results.finder.setText("moreau")
        results.finder.find_next(from_start=True)
        results.view.setFocus()
        results.eventFilter(
            results.view, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_2, Qt.KeyboardModifier.NoModifier, "2")
        )
        print(save(results, "results_find.png", (1200, 560)))
        standings = StandingsTab(session)
        standings.reload()
        standings.select_player(6)
        print(save(standings, "standings_withdrawn.png", (1200, 640)))
    app.quit()


if __name__ == "__main__":
    main()
