"""Tournament → Update rating lists, the service (checklist Q135: lists kept current; Q136: all lists updated in
one action): FIDE's three single lists downloaded from a local server on 127.0.0.1 and imported through the one
import path for list files, so that a cut download is refused whole and the previous list stays."""

from __future__ import annotations

import io
import zipfile
from datetime import date
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import FIDE, RateOfPlay
from arbiter_desk.services.ratings.rating_download import (
    FIDE_DOWNLOAD_URL,
    UpdateStep,
    checked_base_url,
    network_reachable,
    update_rating_lists,
)
from arbiter_desk.services.ratings.rating_lists import list_path
from arbiter_desk.store.rating_list_db import lookup, rating_list_info
from tests.formats.rating_list_samples import txt_sample
from tests.rating_list_server import Route, list_server, single_list_zip


def _players(folder: Path, rate: str) -> int:
    info = rating_list_info(list_path(folder, FIDE, rate))
    return 0 if info is None else info.players


def test_one_action_imports_the_three_lists_with_their_own_month_q135_q136(tmp_path: Path) -> None:
    with list_server() as server:
        server.serve_lists("DEC26", players=30)
        steps: list[UpdateStep] = []
        outcome = update_rating_lists(server.url, tmp_path, lambda step: steps.append(step) or True, timeout=5)
    assert not outcome.cancelled and [u.rate for u in outcome.lists] == list(RateOfPlay)
    assert [u.text for u in outcome.lists] == [
        "Standard: December 2026 — 30 players",
        "Rapid: December 2026 — 30 players",
        "Blitz: December 2026 — 30 players",
    ]
    for rate in RateOfPlay:
        info = rating_list_info(list_path(tmp_path, FIDE, rate.value))
        assert info is not None and info.list_date == "2026-12-01" and info.players == 30
    (found,) = lookup(list_path(tmp_path, FIDE, "rapid"), "700007")
    assert found.rapid == 2007 and found.standard is None  # the single list's column lands in its own rate
    assert {s.phase for s in steps} == {"download", "import"} and {s.rate for s in steps} == set(RateOfPlay)
    assert sorted(r for r in server.requests) == sorted(
        f"GET /download/{rate}_rating_list.zip" for rate in ("standard", "rapid", "blitz")
    )


def test_a_cut_download_is_refused_whole_and_the_previous_list_stays_q135(tmp_path: Path) -> None:
    with list_server() as server:
        server.serve_lists("NOV26", players=40)
        assert all(u.ok for u in update_rating_lists(server.url, tmp_path, timeout=5).lists)
        server.serve_lists("DEC26", players=40, first_rating=2100)
        full = server.routes["rapid_rating_list.zip"].body
        server.routes["rapid_rating_list.zip"] = Route(full, cut_at=len(full) // 2)  # Content-Length says more
        outcome = update_rating_lists(server.url, tmp_path, timeout=5)
    standard, rapid, blitz = outcome.lists
    assert standard.ok and blitz.ok and standard.month == date(2026, 12, 1)
    assert not rapid.ok and "cut" in rapid.error
    assert rapid.text.endswith("the list of November 2026 stays")
    info = rating_list_info(list_path(tmp_path, FIDE, "rapid"))
    assert info is not None and info.list_date == "2026-11-01" and info.players == 40
    (kept,) = lookup(list_path(tmp_path, FIDE, "rapid"), "700001")
    assert kept.rapid == 2001  # November's rating, not a piece of December's
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"fide_{r}.sqlite" for r in ("blitz", "rapid", "standard")]


def test_a_short_body_without_length_and_a_damaged_zip_are_refused_whole(tmp_path: Path) -> None:
    """Without Content-Length a short body is a ZIP with its directory cut off: the import path refuses it."""
    with list_server() as server:
        server.serve_lists("NOV26", players=40)
        update_rating_lists(server.url, tmp_path, timeout=5)
        body = single_list_zip("standard", "DEC26", 40)
        server.routes["standard_rating_list.zip"] = Route(body[: len(body) - 30])  # a short body, full length
        server.routes["rapid_rating_list.zip"] = Route(b"<html>maintenance</html>")
        outcome = update_rating_lists(server.url, tmp_path, timeout=5, rates=(RateOfPlay.STANDARD, RateOfPlay.RAPID))
    standard, rapid = outcome.lists
    assert "damaged ZIP" in standard.error and "nothing was imported" in standard.error
    assert not rapid.ok
    assert _players(tmp_path, "standard") == _players(tmp_path, "rapid") == 40


def test_http_404_says_so_and_the_other_lists_still_come(tmp_path: Path) -> None:
    with list_server() as server:
        server.serve_lists("DEC26", players=10)
        del server.routes["blitz_rating_list.zip"]
        outcome = update_rating_lists(server.url, tmp_path, timeout=5)
    standard, rapid, blitz = outcome.lists
    assert standard.ok and rapid.ok
    assert blitz.text == (
        f"Blitz: not updated — HTTP 404 (Not Found) for {server.url}blitz_rating_list.zip; no list of this rate is kept"
    )


def test_a_server_that_never_answers_is_a_timeout_and_the_rest_is_not_tried(tmp_path: Path) -> None:
    with list_server() as server:
        server.routes["standard_rating_list.zip"] = Route(hang=True)
        server.routes["rapid_rating_list.zip"] = Route(single_list_zip("rapid", "DEC26", 5))
        outcome = update_rating_lists(server.url, tmp_path, timeout=0.5)
    standard, rapid, blitz = outcome.lists
    assert "did not answer within 0.5 s" in standard.error
    assert rapid.error.startswith("not tried: the server did not answer") and not blitz.ok
    assert _players(tmp_path, "rapid") == 0


def test_no_network_is_said_in_plain_words(tmp_path: Path) -> None:
    with list_server() as server:
        url = server.url
    outcome = update_rating_lists(url, tmp_path, timeout=2)  # the server is gone: the port refuses
    assert outcome.lists[0].error.startswith("no network, or the server cannot be reached")
    assert not network_reachable(url, timeout=2)


def test_cancel_keeps_the_previous_list_whole(tmp_path: Path) -> None:
    with list_server() as server:
        server.serve_lists("NOV26", players=20)
        update_rating_lists(server.url, tmp_path, timeout=5)
        server.serve_lists("DEC26", players=20)
        outcome = update_rating_lists(server.url, tmp_path, lambda step: step.phase != "import", timeout=5)
    assert outcome.cancelled and outcome.lists == ()
    assert outcome.text == "Cancelled: the lists not updated keep their previous version."
    info = rating_list_info(list_path(tmp_path, FIDE, "standard"))
    assert info is not None and info.list_date == "2026-11-01"


def test_a_combined_list_at_a_single_list_address_is_refused(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("players_list_foa.txt", "\n".join(txt_sample()) + "\n")
    with list_server() as server:
        server.routes["standard_rating_list.zip"] = Route(buffer.getvalue())
        (standard,) = update_rating_lists(server.url, tmp_path, timeout=5, rates=(RateOfPlay.STANDARD,)).lists
    assert "combined list" in standard.error and _players(tmp_path, "standard") == 0


def test_the_server_is_asked_cheaply_before_the_daily_offer_q135() -> None:
    with list_server() as server:
        server.serve_lists("DEC26", players=3)
        assert network_reachable(server.url, timeout=2)
        assert server.requests == ["HEAD /download/standard_rating_list.zip"]
        server.routes["standard_rating_list.zip"] = Route(status=405)  # a server that refuses HEAD still answers
        assert network_reachable(server.url, timeout=2)


@pytest.mark.parametrize("text", ["ftp://example.org/", "file:///etc/", "ratings.fide.com/download", ""])
def test_the_download_address_must_be_http(text: str) -> None:
    with pytest.raises(InvalidInputError, match="http:// or https://"):
        checked_base_url(text)
    assert checked_base_url("https://ratings.fide.com/download") == FIDE_DOWNLOAD_URL


def test_the_tests_never_reach_fides_site(tmp_path: Path) -> None:
    """The suite's guard (tests/conftest.py): FIDE's address finds no network here, so no test downloads from it."""
    (standard,) = update_rating_lists(FIDE_DOWNLOAD_URL, tmp_path, timeout=1, rates=(RateOfPlay.STANDARD,)).lists
    assert standard.error.startswith("no network, or the server cannot be reached (the tests never leave")
