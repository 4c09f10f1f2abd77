"""Renders the pairing tab of round 3 of a Dutch tournament (C.04.3) to PNG under tests/output/, a board and
the brackets of the round shown, for a look by eye at the legend of the Dutch terms.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_glossary``.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import SETTINGS, play

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def main() -> None:
    app = QApplication.instance() or QApplication([])
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        desk = Desk.create(Path(tmp) / "dutch.adesk", replace(SETTINGS, pairing_system="dutch"))
        for i in range(11):
            desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2400 - 20 * i, fide_id=5000 + i))
        play(desk, 2)
        tab = PairingTab(session_on(desk))
        tab.resize(1300, 900)
        tab.show()
        tab.pair_next_round()
        while tab.view_data is None or not tab.explanation.tree.topLevelItemCount():
            app.processEvents()
        tab.select_board(1)
        app.processEvents()
        tab.grab().save(str(OUTPUT / "glossary_dutch_board.png"))
        tab.details.setCurrentWidget(tab.round_text)
        app.processEvents()
        tab.grab().save(str(OUTPUT / "glossary_dutch_round.png"))
        print(OUTPUT / "glossary_dutch_board.png", OUTPUT / "glossary_dutch_round.png")


if __name__ == "__main__":
    main()
