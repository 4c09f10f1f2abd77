"""Renders the team tabs and dialogs of a Team Swiss event (C.04.6) to PNG under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_team_desk``. Nine teams of four boards and a reserve,
three rounds played through the services (a line-up with the reserve, a whole-match forfeit), round 4 paired and
published with some boards typed: Teams, Pairing, Results and Standings tabs, the team, line-up and settings
dialogs.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams.lineup_dialog import LineupDialog
from arbiter_desk.ui.teams.team_dialog import TeamDialog
from tests.ui.desk_helpers import isolated_settings
from tests.ui.render_round_tabs import OUTPUT, save

CLUBS = ("Torino Scacchi", "Milano Alfieri", "Roma Torri", "Napoli Cavalli", "Genova Re", "Bologna Donne",
         "Firenze Pedoni", "Venezia Arrocco", "Palermo Gambetto")  # fmt: skip
SURNAMES = ("Rossi", "Bianchi", "Russo", "Ferrari", "Esposito", "Romano", "Colombo", "Ricci", "Marino")
KEYS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW, GameResult.WHITE_WINS)


def populated(folder: Path) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Serie A Team Swiss", city="Torino", chief_arbiter="Rossi, Anna"),
        total_rounds=9,
        pairing_system="team",
        team_rules=TeamRules(),
    )
    desk = Desk.create(folder / "league.adesk", settings)
    for t, club in enumerate(CLUBS):
        roster = [
            RosterPlayer(f"{SURNAMES[(t + k) % 9]}, {chr(65 + k)}. ({club.split()[0][:3]})", 2350 - 25 * t - 15 * k,
                         "ITA")
            for k in range(5)
        ]  # fmt: skip
        desk.teams.add_team(club, club[:3].upper(), roster)
    for rnd in (1, 2, 3, 4):
        desk.teams.pair_next_team_round()
        desk.teams.publish_team_round()
        state = desk.teams.team_state()
        for m in state.matches_of(rnd):
            if rnd == 2 and m.number == 1:
                desk.teams.record_match_forfeit(rnd, 1, "+-")
                continue
            for g in m.games:
                if rnd == 4 and (m.number > 2 or g.board > 2):
                    continue
                desk.teams.record_board_result(rnd, m.number, g.board, KEYS[(g.board + m.number + rnd) % 5])
    return desk


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        window = MainWindow(DeskSession(), isolated_settings(folder), lambda: folder)
        window.session.attach(populated(folder))
        window.resize(1280, 760)
        window.show()
        for index, name in enumerate(("teams", "pairing", "results", "standings")):
            window.show_tab(index)
            app.processEvents()
            print(save(window, f"team_{name}_tab.png", (1280, 760)))
        teams = window.teams_tab.model.rows
        dialog = TeamDialog(4, teams[0].name, teams[0].nickname, list(teams[0].roster), window)
        print(save(dialog, "team_dialog.png", (600, 440)))
        window.show_tab(1)
        match = window.team_pairing_tab.model.row_at(0)
        lineup = LineupDialog(window.session, 4, match, window)
        print(save(lineup, "team_lineup_dialog.png", (440, 260)))
        settings = SettingsDialog(window.session.query(lambda d: d.settings.current()), parent=window)
        print(save(settings, "team_settings_dialog.png", (1180, 900)))
        window.session.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
