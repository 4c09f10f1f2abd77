"""Renders the round tabs of a generated tournament to PNG under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_round_tabs``. A 24-player Dubov tournament of 4
rounds is generated, imported, round 5 is paired by the desk (so it has the engine's reasons), published,
and the tabs are shown: pairing with a board selected, the override dialog with a diff and a warning, results
mid-entry with a mismatch in check mode, standings with a breakdown; last, two late entries admitted to round 5
by an art. 4.4.4 override (the first takes the bye, the second plays them). Also the why-tree after an override
of board 12's colours (the board marked, the engine's board and the 4.4 reason beside it).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget

from arbiter_desk.services import OverrideArticle, PlayerData
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.results.result_keys import result_for_key
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.services.conftest import validate_pairing
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import imported_desk

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def save(widget: QWidget, name: str, size: tuple[int, int] = (1200, 720)) -> Path:
    widget.resize(*size)
    widget.show()
    QApplication.processEvents()
    path = OUTPUT / name
    widget.grab().save(str(path))
    return path


def type_keys(results: ResultsTab, keys: str) -> None:
    for key in keys:
        value = result_for_key(key)
        assert value is not None
        results.enter(results.view.currentIndex().row(), value)


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        desk = imported_desk(Path(folder))
        desk.rounds.pair_next_round()
        session = session_on(desk)
        pairing = PairingTab(session)
        pairing.select_board(3)
        print(save(pairing, "pairing_draft.png"))
        desk.rounds.publish_round()
        pairing.reload()
        pairing.select_board(3)
        dialog = OverrideDialog(session, 5)
        for index in range(len(dialog.boards)):
            dialog.swap_colours(index)
            if dialog.preview is not None and dialog.preview.warnings:
                break
            dialog.swap_colours(index)
        dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
        dialog.reason_edit.setPlainText("Colours exchanged at the players' request, allowed by rule 9")
        print(save(dialog, "override_dialog.png", (1000, 660)))
        results = ResultsTab(session)
        type_keys(results, "1=01+=a1")
        results.set_check_mode(True)
        type_keys(results, "1=10")
        print(save(results, "results_check.png"))
        standings = StandingsTab(session)
        standings.select_player(int(standings.model.tpn_at(2)))
        print(save(standings, "standings_breakdown.png"))
        pairing.details.setCurrentIndex(1)
        print(save(pairing, "pairing_brackets.png"))
        dialog.swap_colours(11)
        dialog.accept()
        pairing.details.setCurrentIndex(2)
        print(save(pairing, "pairing_audit.png"))
        boards = [(b.white, b.black) for b in desk.rounds.boards(5)]
        boards[-1] = (boards[-1][1], boards[-1][0])
        validate_pairing(desk, 5, boards, None, OverrideArticle.COMPETITION_RULES, "Colours exchanged, rule 9")
        pairing.reload()
        pairing.show_round(5)
        pairing.details.setCurrentIndex(0)
        pairing.explanation.show_board(len(boards))
        print(save(pairing, "pairing_why_override.png"))
        for name in ("Lindqvist, Lara", "Moreau, Bob"):
            desk.players.register_player(PlayerData(name, rating=1500))
        late = OverrideDialog(session, 5)
        for player in late.late_entries:
            late.admit_late_entry(player)
        late.reason_edit.setPlainText("Both arrived after publication; they agree to play each other")
        print(save(late, "override_late_entry.png", (1000, 660)))
        session.close()
    del app


if __name__ == "__main__":
    main()
