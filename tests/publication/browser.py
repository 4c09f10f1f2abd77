"""Debian's chromium through its own chromedriver (no driver download), headless, loopback only; the tests skip
unless ``ARBITER_DESK_REQUIRE_BROWSER=1`` (set by ``.ci/browser.sh``), so the README's test line passes without a
browser."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
OUTPUT = Path(__file__).resolve().parents[1] / "output"
PHONE = (390, 844)
TV = (1920, 1080)

requires_browser = pytest.mark.skipif(
    os.environ.get("ARBITER_DESK_REQUIRE_BROWSER") != "1",
    reason="browser tests run with ARBITER_DESK_REQUIRE_BROWSER=1 (.ci/browser.sh installs chromium)",
)

Browser = Callable[[tuple[int, int]], object]


@pytest.fixture
def browser() -> Iterator[Callable[[tuple[int, int]], object]]:
    """Opens chromium at a window size; every one opened is quit at the end."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opened: list[webdriver.Chrome] = []

    def open_at(size: tuple[int, int]) -> webdriver.Chrome:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-default-apps",
            "--disable-extensions",
            "--no-first-run",
            "--no-default-browser-check",
            "--metrics-recording-only",
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
            f"--window-size={size[0]},{size[1]}",
        ):
            options.add_argument(argument)
        driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        driver.set_page_load_timeout(30)
        opened.append(driver)
        return driver

    yield open_at
    for driver in opened:
        driver.quit()


def screenshot(driver: object, name: str) -> Path:
    from selenium import webdriver

    assert isinstance(driver, webdriver.Chrome)
    OUTPUT.mkdir(exist_ok=True)
    path = OUTPUT / f"{name}.png"
    assert driver.save_screenshot(str(path))
    return path
