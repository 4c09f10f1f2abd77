"""The players' pages in a real Chromium (Debian's, through Selenium and its chromedriver), on loopback.

On a 300-player event with round 4 drafted: a player types three letters of his name on the pairings-by-name
page (a phone-sized window) and sees his round-3 board; the desk publishes round 4 by its keys (Ctrl+Shift+U)
and the same page, not reloaded, shows his round-4 board within a generous bound (≤ 10 s; the figure is the
benchmark's); the draft is never visible before. The screen mode pages through boards 1–150 on a TV-sized window.
Screenshots: tests/output/pages_phone_*.png and pages_tv_*.png."""

from __future__ import annotations

import shutil
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import RoundState
from tests.publication.browser import PHONE, TV, Browser, requires_browser, screenshot
from tests.publication.browser import browser as browser  # the fixture
from tests.publication.serving import serving
from tests.services.fakes import FakeSystem

pytestmark = requires_browser

SEARCHED = "Kovács, Zoltán"
RTL_NAME = "عبد الله, سامي"


@pytest.fixture(scope="module")
def built_300(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return event_of_300(tmp_path_factory.mktemp("event300"))


@pytest.fixture
def open300(built_300: Path, tmp_path: Path) -> Path:
    """A fresh copy of the 300-player event (built once per module)."""
    copy = tmp_path / built_300.name
    shutil.copyfile(built_300, copy)
    return copy


def event_of_300(folder: Path) -> Path:
    """300 players, rounds 1–3 played (generated with the Dutch engine and imported), round 4 drafted by the fake
    engine, the file closed."""
    generated = generate_tournament(find_system("dutch"), GeneratorOptions(300, 3, seed=49))
    last = max(p.tpn for p in generated.players)
    names = {last: SEARCHED, last - 1: RTL_NAME}
    players = tuple(replace(p, name=names.get(p.tpn, p.name)) for p in generated.players)
    tournament = replace(generated, players=players, total_rounds=7, info=replace(generated.info, name="Spring Open"))
    fake = FakeSystem()
    path = folder / "open300.adesk"
    desk = Desk.import_tournament(path, tournament, systems=lambda _name: fake)
    try:
        desk.rounds.pair_next_round()
    finally:
        desk.close()
    return path


def _visible_rows(driver: object) -> list[str]:
    from selenium.webdriver.common.by import By

    rows = driver.find_elements(By.CSS_SELECTOR, "#names tbody tr")  # type: ignore[attr-defined]
    return [r.text for r in rows if r.is_displayed()]


def test_a_publish_by_keys_reaches_the_searched_players_phone(
    qtbot: QtBot, tmp_path: Path, browser: Browser, open300: Path
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from arbiter_desk.ui.shell.main_window import MainWindow
    from tests.ui.desk_helpers import isolated_settings

    path = open300
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.commands.open_path(path)
    qtbot.waitUntil(lambda: window.session.is_open, timeout=60_000)
    desk = window.session.require()
    (mine,) = [p for p in desk.players.all() if p.name == SEARCHED]
    (draft_board,) = [b for b in desk.rounds.boards(4) if mine.id in (b.white, b.black)]
    with serving(path) as address:
        phone = browser(PHONE)
        phone.get(f"{address}/names")  # type: ignore[attr-defined]
        heading = phone.find_element(By.CSS_SELECTOR, "#content h2")  # type: ignore[attr-defined]
        assert heading.text == "Pairings by name · round 3"  # the draft of round 4 is not shown
        phone.find_element(By.ID, "search").send_keys("Kov")  # type: ignore[attr-defined]
        (row,) = _visible_rows(phone)
        assert row.startswith(SEARCHED)
        screenshot(phone, "pages_phone_names_before")

        qtbot.waitUntil(window.pairing_tab.publish_button.isEnabled, timeout=60_000)  # the draft is loaded
        window.activateWindow()  # the opening's progress window had it
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        press_target = QApplication.focusWidget() or window
        started = time.monotonic()
        QTest.keyClick(
            press_target, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
        qtbot.waitUntil(lambda: desk.rounds.all()[-1].state is RoundState.PUBLISHED, timeout=10_000)
        WebDriverWait(phone, 10).until(  # type: ignore[arg-type]
            lambda d: d.find_element(By.CSS_SELECTOR, "#content h2").text == "Pairings by name · round 4"
        )
        print(f"round 4 on the phone {time.monotonic() - started:.2f} s after the publish")
        (row,) = _visible_rows(phone)
        colour = "White" if draft_board.white == mine.id else "Black"
        assert row.startswith(SEARCHED) and f" {draft_board.number} {colour} " in f" {row} "
        assert phone.find_element(By.ID, "search").get_attribute("value") == "Kov"  # type: ignore[attr-defined]
        screenshot(phone, "pages_phone_names_after")
        phone.get(f"{address}/player/{mine.tpn}")  # type: ignore[attr-defined]
        assert "Why:" in phone.find_element(By.CSS_SELECTOR, ".why").text  # type: ignore[attr-defined]
        screenshot(phone, "pages_phone_player")
        rtl = next(p for p in desk.players.all() if p.name == RTL_NAME)
        phone.get(f"{address}/player/{rtl.tpn}")  # type: ignore[attr-defined]
        heading = phone.find_element(By.CSS_SELECTOR, "#content h2 bdi")  # type: ignore[attr-defined]
        assert heading.text == RTL_NAME
        assert phone.execute_script("return getComputedStyle(arguments[0]).direction", heading) == "rtl"  # type: ignore[attr-defined]
        screenshot(phone, "pages_phone_player_rtl")


def test_screen_mode_pages_through_boards_1_to_150(open300: Path, browser: Browser) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    path = open300
    desk = Desk.open(path, systems=lambda _name: FakeSystem())
    try:
        desk.rounds.publish_round()
    finally:
        desk.close()
    with serving(path) as address:
        tv = browser(TV)
        tv.get(f"{address}/screen/pairings?from=1&to=150&pace=2&start=14:00")  # type: ignore[attr-defined]
        holder = tv.find_element(By.ID, "screen")  # type: ignore[attr-defined]
        pages = int(holder.get_attribute("data-pages"))
        assert pages >= 3  # as many rows as fit a 1080-line screen: 150 boards take several pages
        height = tv.execute_script("return window.innerHeight")  # type: ignore[attr-defined]
        shown_in_order: list[int] = []
        for page in [str(n) for n in range(1, pages + 1)] + ["1"]:
            WebDriverWait(tv, 10).until(lambda _d, p=page: holder.get_attribute("data-page") == p)  # type: ignore[arg-type]
            page_now, ids, bottom = tv.execute_script(  # type: ignore[attr-defined]
                "const rows = [...document.querySelectorAll('#screen tr.row')].filter(r => r.offsetParent);"
                "return [document.getElementById('screen').dataset.page, rows.map(r => r.id),"
                " rows.length ? rows[rows.length - 1].getBoundingClientRect().bottom : 0];"
            )
            assert page_now == page and ids and bottom <= height  # one page at a time, and it fits the screen
            if len(shown_in_order) < 150:
                shown_in_order += [int(i[1:]) for i in ids]
            if page in ("1", "2") and len(shown_in_order) <= 150:
                screenshot(tv, f"pages_tv_screen_{page}")
        assert shown_in_order == list(range(1, 151))  # boards 1–150, each once, in order, then from the start
        assert "starts 14:00" in tv.find_element(By.CSS_SELECTOR, ".screenhead").text  # type: ignore[attr-defined]
        assert tv.find_element(By.ID, "clock").text  # type: ignore[attr-defined]
        tv.get(f"{address}/standings")  # type: ignore[attr-defined]
        screenshot(tv, "pages_tv_standings")
