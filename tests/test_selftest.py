"""``arbiter-desk --self-test`` in-process (offscreen): what the installer's smoke test runs on the bundle."""

import io
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from arbiter_desk import selftest
from arbiter_desk.__main__ import main
from arbiter_desk.services.event.desk import Desk
from tests.services.conftest import confirming


def test_self_test_pairs_a_round_in_the_given_folder(qtbot: QtBot, tmp_path: Path) -> None:
    out = io.StringIO()
    assert selftest.run_self_test(tmp_path, out) == 0, out.getvalue()
    assert "self-test passed" in out.getvalue()
    assert list(tmp_path.glob("*.adesk")), "the tournament file goes to the given folder"


def test_generated_fallback_when_there_is_no_demo(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(selftest, "find_opener", lambda: ("generated", selftest.open_generated))
    out = io.StringIO()
    assert selftest.run_self_test(tmp_path, out) == 0, out.getvalue()
    assert "tournament: generated" in out.getvalue()
    assert "paired round 4" in out.getvalue()


def test_a_refused_pairing_fails_the_self_test(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def finished(folder: Path) -> Desk:
        desk = selftest.open_generated(folder)
        confirming(
            lambda confirmed: desk.settings.update_settings(
                replace(desk.settings.current(), total_rounds=3), None, confirmed
            )
        )
        return desk

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(str(args[-1])))
    monkeypatch.setattr(selftest, "find_opener", lambda: ("generated", finished))
    out = io.StringIO()
    assert selftest.run_self_test(tmp_path, out) == 1
    assert "self-test failed: pairing the next round was refused" in out.getvalue()


def test_the_flag_reaches_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "main", lambda: 42)
    assert main(["--self-test"]) == 42


def test_the_self_test_opens_the_guides_page_of_the_tab_in_front(
    qtbot: QtBot, tmp_path: Path, built_guide: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the bundle's smoke test greps: F1 opened a page of the bundled guide
    (checklist Q12, Q13: the bundle opens the manual offline)."""
    from arbiter_desk.ui.guide import guide_viewer

    monkeypatch.setattr(guide_viewer, "bundled_folder", lambda: built_guide)
    out = io.StringIO()
    assert selftest.run_self_test(tmp_path, out) == 0, out.getvalue()
    line = next(line for line in out.getvalue().splitlines() if line.startswith("guide: "))
    page = line.removeprefix("guide: ").split(" ")[0]
    assert page.startswith("tabs/") and (built_guide / page.partition("#")[0]).is_file()


def test_a_copy_without_a_built_guide_says_so_and_still_passes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arbiter_desk.ui.guide import guide_viewer

    monkeypatch.setattr(guide_viewer, "bundled_folder", lambda: tmp_path / "no-guide")
    out = io.StringIO()
    assert selftest.run_self_test(tmp_path, out) == 0, out.getvalue()
    assert "guide: not built" in out.getvalue().splitlines()
