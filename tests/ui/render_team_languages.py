"""Renders a team event's screens in French and in Arabic (right to left) to PNG under tests/output/ for a look by
eye: the Teams, Pairing, Results and Standings tabs, the override dialog (C.04.2 art. 4.4) and the
explanation view of a Dutch round (C.04.3) with its glossary of terms.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_team_languages``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from arbiter_desk.language import use
from arbiter_desk.ui.pairing.explanation_view import ExplanationView
from arbiter_desk.ui.teams.team_override_dialog import TeamOverrideDialog
from arbiter_desk.ui.teams.team_results import TeamResultsTab
from arbiter_desk.ui.teams.team_rounds import TeamPairingTab
from arbiter_desk.ui.teams.teams import TeamsTab, TeamStandingsTab
from tests.ui.desk_helpers import session_on
from tests.ui.render_round_tabs import OUTPUT, save
from tests.ui.test_pseudo_locale_teams import dutch_round, greek_team_desk


def main() -> None:
    OUTPUT.mkdir(exist_ok=True)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    for code in ("fr", "ar"):
        use(code)
        rtl = Qt.LayoutDirection.RightToLeft if code == "ar" else Qt.LayoutDirection.LeftToRight
        app.setLayoutDirection(rtl)
        desk = greek_team_desk(Path(tempfile.mkdtemp()))
        session = session_on(desk)
        teams, pairing = TeamsTab(session), TeamPairingTab(session)
        results, standings = TeamResultsTab(session), TeamStandingsTab(session)
        teams.reload()
        pairing.reload_all()
        results.reload_all()
        standings.reload()
        for name, widget in (("teams", teams), ("pairing", pairing), ("results", results), ("standings", standings)):
            print(save(widget, f"team_{name}_{code}.png", (1200, 420)))
        print(save(TeamOverrideDialog(session, 1), f"team_override_{code}.png", (1000, 620)))
        explanation, names = dutch_round()
        view = ExplanationView()
        view.set_explanation(explanation, names)
        print(save(view, f"explanation_{code}.png", (900, 700)))
        desk.close()
    use("en")


if __name__ == "__main__":
    main()
