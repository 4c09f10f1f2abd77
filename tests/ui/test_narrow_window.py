"""The chief's window at 960 px: board numbers from 100 on are shown whole on the Results and
Round pairing tabs (never "…"), and pairing a round does not make the window widen itself."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import isolated_settings

RENDER = Path("/tmp/narrow-window")


def _window(qtbot: QtBot, tmp_path: Path, fake: FakeSystem) -> MainWindow:
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(win)
    win.resize(960, 700)
    win.show()
    qtbot.waitExposed(win)
    assert win.session.open_with(lambda: Desk.open(tmp_path / "w.adesk", systems=lambda _name: fake))
    return win


def test_board_numbers_from_100_are_not_elided(qtbot: QtBot, tmp_path: Path) -> None:
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "w.adesk", SETTINGS, systems=lambda _name: fake)
    register(desk, 210)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()
    win = _window(qtbot, tmp_path, fake)
    for tab, view in ((win.results_tab, win.results_tab.view), (win.pairing_tab, win.pairing_tab.boards_view)):
        win.show_tab(win.tab_pages().index(tab))
        qtbot.wait(50)
        assert view.model().rowCount() == 105
        needed = view.fontMetrics().horizontalAdvance("105") + 2 * view.style().pixelMetric(
            view.style().PixelMetric.PM_FocusFrameHMargin
        )
        assert view.columnWidth(0) >= needed + 4, (tab.title, view.columnWidth(0), needed)
    RENDER.mkdir(exist_ok=True)
    win.results_tab.view.scrollToBottom()
    win.grab().save(str(RENDER / "results_960.png"))
    win.session.close()


def test_pairing_does_not_widen_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "w.adesk", SETTINGS, systems=lambda _name: fake)
    register(desk, 210)
    desk.close()
    win = _window(qtbot, tmp_path, fake)
    win.show_tab(win.tab_pages().index(win.pairing_tab))
    qtbot.wait(50)
    assert win.width() == 960
    win.pairing_tab.pair_button.click()
    qtbot.waitUntil(lambda: not win.pairing_tab.worker.is_busy and win.pairing_tab.boards_model.rowCount() > 0)
    qtbot.wait(50)
    assert win.width() == 960 and win.minimumSizeHint().width() <= 960
    RENDER.mkdir(exist_ok=True)
    win.grab().save(str(RENDER / "pairing_960.png"))
    win.session.close()
