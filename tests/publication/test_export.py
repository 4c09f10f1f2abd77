"""``arbiter-desk export-pages FILE -o DIR``: the players' pages as a folder of HTML files for a website or a USB
stick: every link relative and found in the folder, no server, no polling, published rounds only."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter_desk.cli import run
from arbiter_desk.services import Desk
from tests.services.conftest import file_dump, finish_round


def test_export_writes_linked_pages_with_relative_links_only(event: Desk, tmp_path: Path) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    finish_round(event, 1)
    event.rounds.pair_next_round()  # a draft: never exported
    before = file_dump(event.path)
    out = tmp_path / "site"
    assert run(["export-pages", str(event.path), "-o", str(out)]) == 0
    assert file_dump(event.path) == before
    names = {p.name for p in out.iterdir()}
    assert {"index.html", "pairings.html", "pairings-1.html", "names.html", "standings.html"} <= names
    assert "crosstable.html" in names
    assert {"player-1.html", "player-6.html", "style.css", "search.js"} <= names
    assert "pairings-2.html" not in names and "live.js" not in names
    for page in out.glob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "/api/version" not in html and "live.js" not in html
        for target in re.findall(r'(?:href|src)="([^"]*)"', html):
            assert not target.startswith(("/", "http:", "https:")), f"{page.name}: {target}"
            assert (out / target).is_file(), f"{page.name} links to a missing {target}"
    assert "round 2" not in (out / "pairings.html").read_text(encoding="utf-8")


def test_export_of_a_missing_file_says_so(tmp_path: Path) -> None:
    assert run(["export-pages", str(tmp_path / "none.adesk"), "-o", str(tmp_path / "site")]) != 0
    assert not (tmp_path / "none.adesk").exists()
