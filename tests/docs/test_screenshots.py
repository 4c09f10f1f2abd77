"""The guide's screenshots are made by the program itself from its real windows (docs/make_screenshots.py):
the script runs, offscreen, and makes every image the guide shows (not that the pixels are the same)."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.guide_build import DOCS


def test_the_screenshot_script_makes_every_image_the_guide_uses(qtbot: QtBot, tmp_path: Path) -> None:
    main = runpy.run_path(str(DOCS / "make_screenshots.py"))["main"]
    made = {path.name for path in main(tmp_path)}
    assert len(made) >= 30
    assert all((tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for name in made)
    used = {
        name
        for page in DOCS.rglob("*.md")
        for name in re.findall(r"\(\.{0,2}/?(?:\.\./)*images/([\w.-]+\.png)\)", page.read_text(encoding="utf-8"))
    }
    assert used <= made, "an image the guide shows that the script no longer makes"
    assert {p.name for p in (DOCS / "images").glob("*.png")} == made, "run docs/make_screenshots.py"
