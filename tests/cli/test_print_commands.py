"""``arbiter-desk print``: each document of a TRF file as a PDF, written atomically; bad input exits 2 or 3."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK, EXIT_USAGE
from arbiter_desk.formats.trf import write_trf
from tests.formats.documents.sample import sample_tournament


@pytest.fixture(scope="module")
def trf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("print") / "open.trf"
    path.write_text(write_trf(sample_tournament()), encoding="utf-8")
    return path


def _text(path: Path) -> tuple[int, str]:
    reader = PdfReader(path)
    return len(reader.pages), re.sub(r"\s+", " ", " ".join(p.extract_text() or "" for p in reader.pages))


@pytest.mark.parametrize(
    ("doc", "title"),
    [
        ("pairings", "Pairings, round 9"),
        ("pairings-alpha", "Pairings, round 9, alphabetical"),
        ("standings", "Standings after round 9"),
        ("crosstable", "Cross table after round 9"),
        ("players", "Players by starting rank"),
        ("players-alpha", "Players in alphabetical order"),
    ],
)
def test_every_document_is_written(trf: Path, tmp_path: Path, doc: str, title: str) -> None:
    out = io.StringIO()
    target = tmp_path / f"{doc}.pdf"
    assert run(["print", str(trf), "--doc", doc, "-o", str(target)], out) == EXIT_OK
    pages, text = _text(target)
    assert title in text and "Żółć, Łukasz" in text and f"Page 1 of {pages}" in text
    assert out.getvalue() == f"{target}: {title}\n"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary file left behind


def test_round_and_letter_paper(trf: Path, tmp_path: Path) -> None:
    target = tmp_path / "r3.pdf"
    assert (
        run(
            ["print", str(trf), "--doc", "pairings", "--round", "3", "--paper", "letter", "-o", str(target)],
            io.StringIO(),
        )
        == EXIT_OK
    )
    _, text = _text(target)
    assert "Pairings, round 3" in text and "pairing-allocated bye" in text
    box = PdfReader(target).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_standings_after_an_earlier_round(trf: Path, tmp_path: Path) -> None:
    target = tmp_path / "s.pdf"
    assert run(["print", str(trf), "--doc", "standings", "--round", "4", "-o", str(target)], io.StringIO()) == EXIT_OK
    assert "Standings after round 4" in _text(target)[1]


def test_round_without_pairings_is_invalid_input(trf: Path, tmp_path: Path) -> None:
    target = tmp_path / "none.pdf"
    code = run(["print", str(trf), "--doc", "pairings", "--round", "12", "-o", str(target)], io.StringIO())
    assert code == EXIT_INVALID_INPUT and not target.exists()


def test_unknown_document_and_missing_output_are_usage_errors(trf: Path, tmp_path: Path) -> None:
    assert run(["print", str(trf), "--doc", "scoresheet", "-o", str(tmp_path / "x.pdf")], io.StringIO()) == EXIT_USAGE
    assert run(["print", str(trf), "--doc", "players"], io.StringIO()) == EXIT_USAGE


def test_missing_input_file(tmp_path: Path) -> None:
    code = run(["print", str(tmp_path / "nope.trf"), "--doc", "players", "-o", str(tmp_path / "x.pdf")], io.StringIO())
    assert code == EXIT_INVALID_INPUT


def test_cross_table_by_tpn(trf: Path, tmp_path: Path) -> None:
    """``--by-tpn`` lists the cross table's players in TPN order (default: by rank)."""
    from arbiter_desk.formats.trf import load_trf

    names = [p.name for p in load_trf(trf).players]
    positions = {}
    for flag in ([], ["--by-tpn"]):
        target = tmp_path / f"ct{len(flag)}.pdf"
        assert run(["print", str(trf), "--doc", "crosstable", *flag, "-o", str(target)], io.StringIO()) == EXIT_OK
        _, text = _text(target)
        positions[bool(flag)] = [text.index(name) for name in names[:6]]
    assert positions[True] == sorted(positions[True]) and positions[False] != sorted(positions[False])
