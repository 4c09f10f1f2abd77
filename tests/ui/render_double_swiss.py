"""Renders the tabs of a Double-Swiss event (C.04.5) to PNG under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_double_swiss``. Nine players, two two-game rounds
played through the services (a forfeited game, a half-point bye for a whole match), round 3 paired by the
desk and published, and half of its games typed: the pairing tab with a board's why, the results tab
mid-entry, the standings with a player's card by game, the settings dialog with Double-Swiss chosen, and page 1
of the printed pairings (both games), result slips, standings and cross table (one column per match) in
the print dialog's preview.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import session_on
from tests.ui.render_round_tabs import OUTPUT, save

NAMES = ("Abel, Ines", "Berg, Tomas", "Costa, Lia", "Dahl, Erik", "Egger, Mia", "Fabbri, Luca", "Gomez, Ana",
         "Horvat, Ivo", "Ilic, Nada")  # fmt: skip
GAMES = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW)


def populated(folder: Path) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Double-Swiss Open", city="Rome", chief_arbiter="Rossi, Anna"),
        total_rounds=5,
        pairing_system="double-swiss",
    )
    desk = Desk.create(folder / "double.adesk", settings)
    for i, name in enumerate(NAMES):
        desk.players.register_player(PlayerData(name, rating=2450 - 35 * i, fide_id=7000 + i))
    desk.players.request_bye(desk.players.all()[6].id, 2, ResultCode.HALF_BYE)
    for round_no in (1, 2):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        for board in desk.rounds.boards(round_no):
            first = GameResult.WHITE_WINS_BY_FORFEIT if (round_no, board.number) == (2, 3) else GAMES[board.number % 4]
            desk.results.record_game_result(round_no, board.number, 1, first)
            desk.results.record_game_result(round_no, board.number, 2, GAMES[(board.number + round_no) % 4])
    desk.rounds.pair_next_round()
    return desk


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        desk = populated(Path(folder))
        session = session_on(desk)
        pairing = PairingTab(session)
        pairing.select_board(2)
        print(save(pairing, "ds_pairing_draft.png"))
        desk.rounds.publish_round()
        pairing.reload()
        pairing.select_board(1)
        results = ResultsTab(session)
        for board, games in ((1, "1="), (2, "0")):
            for game, key in enumerate(games, start=1):
                results.enter_game(board - 1, game, {"1": GameResult.WHITE_WINS, "=": GameResult.DRAW,
                                                     "0": GameResult.BLACK_WINS}[key])  # fmt: skip
        print(save(results, "ds_results_entry.png"))
        results.set_check_mode(True)
        results.enter_game(0, 1, GameResult.WHITE_WINS)
        results.enter_game(0, 2, GameResult.WHITE_WINS)  # differs from the ½-½ entered
        print(save(results, "ds_results_check.png"))
        results.set_check_mode(False)
        override = OverrideDialog(session, 3)
        override.swap_colours(2)  # boards 1 and 2 have a game result: locked
        override.article_combo.setCurrentIndex(override.article_combo.findData(OverrideArticle.COMPETITION_RULES))
        override.reason_edit.setPlainText("Colours of the match exchanged at the players' request, rule 9")
        print(save(override, "ds_override_dialog.png", (1000, 660)))
        for board in desk.rounds.boards(3):
            for game in (1, 2):
                if board.game_codes(game) == (None, None):
                    desk.results.record_game_result(3, board.number, game, GAMES[(board.number + game) % 4])
        pairing.reload()
        pairing.select_board(1)
        print(save(pairing, "ds_pairing_published.png"))
        standings = StandingsTab(session)
        standings.select_player(int(standings.model.tpn_at(0)))
        print(save(standings, "ds_standings.png"))
        dialog = SettingsDialog(desk.settings.current())
        print(save(dialog, "ds_settings_dialog.png", (1200, 760)))
        printing = PrintDialog(session, "pairings", 3)
        print(save(printing, "ds_print_dialog.png", (700, 420)))
        for kind in ("pairings", "result-slips", "standings", "crosstable"):
            printing.choose(kind, 3)
            while printing.is_busy:  # the document is made in the background
                app.processEvents()
                time.sleep(0.01)
            preview = printing.make_preview()
            assert preview is not None
            size = (1300, 950) if kind == "crosstable" else (900, 1000)  # the cross table is landscape
            print(save(preview, f"ds_print_{kind}_preview.png", size))
            preview.close()
        session.close()
    del app


if __name__ == "__main__":
    main()
