"""``arbiter-desk norms``: the same norms as the desk (B.01 effective 1 January 2024), as text and CSV, from a
tournament file or a TRF file with the event's inputs as options; the IT1 certificates and the summary as PDF."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from tests.services.standings.norms_event import EXPECTED, norms_desk

INPUTS = ["--category", "ordinary", "--host", "ENG", "--minutes", "120", "--rounds-per-day", "1",
          "--titles-at-start", "--rating-list", "2026-12"]  # fmt: skip


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    desk = norms_desk(tmp_path / "n.adesk")
    desk.export_trf(tmp_path / "n.trf")
    desk.close()
    return tmp_path / "n.adesk", tmp_path / "n.trf"


def made(text: str) -> set[tuple[int, str]]:
    rows = list(csv.reader(io.StringIO(text)))
    return {(int(r[0]), r[5]) for r in rows[1:] if r[6] == "made"}


def test_tournament_file_and_trf_give_the_desks_norms(files: tuple[Path, Path], tmp_path: Path) -> None:
    adesk, trf = files
    out = io.StringIO()
    assert run(["norms", str(adesk), "--csv"], out) == EXIT_OK
    assert made(out.getvalue()) == EXPECTED
    out = io.StringIO()
    it1, summary = tmp_path / "it1.pdf", tmp_path / "summary.pdf"
    assert run(["norms", str(trf), "--csv", *INPUTS, "--it1", str(it1), "--summary", str(summary)], out) == EXIT_OK
    assert made(out.getvalue()) == EXPECTED
    assert it1.read_bytes().startswith(b"%PDF") and summary.read_bytes().startswith(b"%PDF")


def test_text_after_round_six_shows_what_is_still_needed(files: tuple[Path, Path]) -> None:
    out = io.StringIO()
    assert run(["norms", str(files[0]), "--after-round", "6"], out) == EXIT_OK
    text = out.getvalue()
    assert "after round 6 of 9" in text and "can still make" in text and "assumed at 2467" in text


def test_a_trf_without_the_inputs_cannot_be_judged(files: tuple[Path, Path]) -> None:
    out = io.StringIO()
    assert run(["norms", str(files[1])], out) == EXIT_OK
    assert out.getvalue().count("cannot judge:") == 6 and "made" not in out.getvalue()
    out = io.StringIO()
    assert run(["norms", str(files[1]), "--csv"], out) == EXIT_OK
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert len(rows) == 7 and all(len(r) == 11 and r[6] == "cannot judge" for r in rows[1:])


def test_a_malformed_input_is_named(files: tuple[Path, Path]) -> None:
    assert run(["norms", str(files[1]), "--host", "England"]) == EXIT_INVALID_INPUT
