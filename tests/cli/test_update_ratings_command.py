"""``arbiter-desk update-ratings --url``: FIDE's three lists downloaded and imported in one command (checklist
Q136), from a local HTTP server on 127.0.0.1; a cut download refused whole, the previous list kept (Q135)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.core.rating_lists import FIDE
from arbiter_desk.services.ratings.rating_lists import list_path
from arbiter_desk.store.rating_list_db import rating_list_info
from tests.rating_list_server import Route, list_server


def _month(folder: Path, rate: str) -> str:
    info = rating_list_info(list_path(folder, FIDE, rate))
    return "" if info is None else info.list_date


def test_update_ratings_imports_the_three_lists_and_says_each_month_q136(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with list_server() as server:
        server.serve_lists("DEC26", players=12)
        out = io.StringIO()
        code = run(["update-ratings", "--url", server.url, "--folder", str(tmp_path), "--timeout", "5"], out)
    assert code == EXIT_OK
    assert out.getvalue() == (
        "Standard: December 2026 — 12 players\nRapid: December 2026 — 12 players\nBlitz: December 2026 — 12 players\n"
    )
    assert "Standard list: downloading…" in capsys.readouterr().err
    assert [_month(tmp_path, r) for r in ("standard", "rapid", "blitz")] == ["2026-12-01"] * 3


def test_a_cut_download_exits_3_and_keeps_the_previous_list_q135(tmp_path: Path) -> None:
    with list_server() as server:
        server.serve_lists("NOV26", players=12)
        assert run(["update-ratings", "--url", server.url, "--folder", str(tmp_path), "--rate", "rapid"]) == EXIT_OK
        server.serve_lists("DEC26", players=12)
        body = server.routes["rapid_rating_list.zip"].body
        server.routes["rapid_rating_list.zip"] = Route(body, cut_at=len(body) // 3)
        out = io.StringIO()
        code = run(["update-ratings", "--url", server.url, "--folder", str(tmp_path), "--rate", "rapid"], out)
    assert code == EXIT_INVALID_INPUT
    assert out.getvalue().startswith("Rapid: not updated — the download is cut: ")
    assert out.getvalue().endswith("; the list of November 2026 stays\n")
    assert _month(tmp_path, "rapid") == "2026-11-01"


def test_a_bad_address_or_timeout_is_refused_in_plain_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["update-ratings", "--url", "ftp://127.0.0.1/", "--folder", str(tmp_path)]) == EXIT_INVALID_INPUT
    assert "it must start with http:// or https://" in capsys.readouterr().err
    assert run(["update-ratings", "--folder", str(tmp_path), "--timeout", "0"]) == EXIT_INVALID_INPUT
    assert "--timeout 0" in capsys.readouterr().err
