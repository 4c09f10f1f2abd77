"""Renders the team override dialog (C.04.2 art. 4.4 for a Team Swiss event) and the screens it changes to PNG
under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_team_override``. The event of ``render_team_desk``
(nine teams, round 4 published with some boards typed): the dialog mid-edit (two teams exchanged, a match's
colours swapped: the diff, the art. 4.3 colour warning, the locked matches with results), the dialog refusing a
rematch ([C1]), then the Pairing and Results tabs after the change is confirmed; last, the dialog of a big event
while it reads the earlier rounds in the background, and once it has.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from arbiter_desk.services import OverrideArticle
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams import team_override_dialog
from arbiter_desk.ui.teams.team_override_dialog import TeamOverrideDialog
from tests.ui.desk_helpers import isolated_settings
from tests.ui.render_round_tabs import OUTPUT, save
from tests.ui.render_team_desk import populated


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        window = MainWindow(DeskSession(), isolated_settings(folder), lambda: folder)
        window.session.attach(populated(folder))
        window.resize(1280, 760)
        window.show()
        window.show_tab(1)
        dialog = TeamOverrideDialog(window.session, 4, window)
        for a, b in (((2, 1), (3, 1)), ((2, 1), (3, 0)), ((2, 0), (3, 0)), ((2, 0), (3, 1))):
            dialog.exchange(a, b)
            if dialog.preview is not None and not dialog.preview.refusals:
                break
            dialog.reset()
        dialog.swap_colours(3)
        dialog.table.setCurrentCell(3, 1)
        dialog.mark = (2, 0)
        dialog.refresh()
        dialog.article_combo.setCurrentIndex(dialog.article_combo.findData(OverrideArticle.COMPETITION_RULES))
        dialog.reason_edit.setPlainText("Regulation 9: two clubs of one city do not meet before the last rounds")
        print(save(dialog, "team_override_dialog.png", (1100, 640)))
        refused = TeamOverrideDialog(window.session, 4, window)
        state = window.session.query(lambda d: d.teams.team_state())
        earlier = state.matches_of(3)[-1]
        now = refused.edit.matches
        first = next(i for i, m in enumerate(now) if earlier.first_team in m)
        second = next(i for i, m in enumerate(now) if earlier.second_team in m)
        if first != second and (first, second) not in ((0, 1), (1, 0)):
            slot_a = (first, now[first].index(earlier.first_team))
            slot_b = (second, 1 - now[second].index(earlier.second_team))
            refused.exchange(slot_a, slot_b)
        print(save(refused, "team_override_dialog_refused.png", (1100, 640)))
        refused.reject()
        dialog.accept()
        app.processEvents()
        window.team_pairing_tab.reload_all()
        print(save(window, "team_pairing_tab_overridden.png", (1280, 760)))
        window.show_tab(2)
        app.processEvents()
        print(save(window, "team_results_tab_overridden.png", (1280, 760)))
        team_override_dialog.BACKGROUND_FROM = 0  # as a big event: the earlier rounds read in the background
        loading = TeamOverrideDialog(window.session, 4, window)
        print(save(loading, "team_override_dialog_loading.png", (1100, 640)))
        while loading.is_loading:
            app.processEvents()
            time.sleep(0.01)
        print(save(loading, "team_override_dialog_loaded.png", (1100, 640)))
        loading.reject()
        window.session.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
