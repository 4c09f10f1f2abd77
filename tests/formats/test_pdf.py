"""PDF output: text found by pypdf (names with diacritics, boards, points, page x of y), headers repeated on
every page, paper sizes, deterministic bytes, and the bundled fonts inside an installed wheel."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents import (
    DOCUMENT_KINDS,
    Column,
    Document,
    Orientation,
    PaperSize,
    PrintOptions,
    Table,
    build_document,
    players_document,
)
from arbiter_desk.formats.pdf import font_paths, render_pdf
from tests.formats.documents.sample import DIACRITIC_NAMES, INFO, sample_tournament

ROOT = Path(__file__).resolve().parents[2]
FIXED = datetime(2026, 5, 9, 12, 0, tzinfo=UTC)


def _pages(data: bytes) -> list[str]:
    return [page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages]


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("kind", DOCUMENT_KINDS)
def test_every_document_prints_names_with_diacritics_and_page_numbers(kind: str) -> None:
    doc = build_document(kind, sample_tournament())
    data = render_pdf(doc, creation_date=FIXED)
    assert data.startswith(b"%PDF-")
    pages = _pages(data)
    text = _flat(" ".join(pages))
    for number, page in enumerate(pages, start=1):
        assert f"Page {number} of {len(pages)}" in _flat(page)
        assert "Kraków Open 2026, Kraków" in _flat(page)
        assert doc.title in _flat(page)
    names = [name for name in DIACRITIC_NAMES if name in " ".join(doc.text_lines())]
    assert names, "the sample players must appear in the document"
    for name in names:
        assert name in text


def test_pairings_pdf_shows_boards_points_and_results() -> None:
    t = sample_tournament()
    doc = build_document("pairings", t, 9)
    text = _flat(" ".join(_pages(render_pdf(doc, creation_date=FIXED))))
    for row in doc.tables()[0].rows:
        board, white, black = row[0], row[2], row[7]
        assert f"{board} {row[1]} {white}" in text
        assert f"{row[4]} {row[5]} {row[6]} {black}" in text
    assert "Not paired" in text and "Round 9 of 9 · 2026/05/09" in text


def _many_players(count: int) -> Tournament:
    players = tuple(
        Player(PairingNumber(n), f"Player {n:03d}, Ada", rating=2800 - n, federation="NOR", fide_id=1_000_000 + n)
        for n in range(1, count + 1)
    )
    return Tournament(info=INFO, players=players)


def test_a_long_list_repeats_document_header_and_column_titles_on_every_page() -> None:
    doc = players_document(_many_players(150))
    pages = _pages(render_pdf(doc, creation_date=FIXED))
    assert len(pages) >= 3
    second = _flat(pages[1])
    assert "Kraków Open 2026, Kraków" in second and "Chief arbiter: IA Anna Kowalska" in second
    assert "Players by starting rank" in second
    assert "No. Title Name Rtg Fed FIDE id Born" in second
    assert f"Page 2 of {len(pages)}" in second
    every = _flat(" ".join(pages))
    assert all(f"Player {n:03d}, Ada" in every for n in range(1, 151))


def test_same_document_and_date_give_the_same_bytes() -> None:
    doc = build_document("standings", sample_tournament())
    assert render_pdf(doc, creation_date=FIXED) == render_pdf(doc, creation_date=FIXED)


@pytest.mark.parametrize(
    ("paper", "orientation", "size"),
    [
        (PaperSize.A4, Orientation.PORTRAIT, (595, 842)),
        (PaperSize.LETTER, Orientation.PORTRAIT, (612, 792)),
        (PaperSize.A4, Orientation.LANDSCAPE, (842, 595)),
        (PaperSize.LETTER, Orientation.LANDSCAPE, (792, 612)),
    ],
)
def test_paper_and_orientation(paper: PaperSize, orientation: Orientation, size: tuple[int, int]) -> None:
    doc = build_document("players", sample_tournament(), options=PrintOptions(paper=paper, orientation=orientation))
    box = PdfReader(io.BytesIO(render_pdf(doc))).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == size


def test_a_table_too_wide_is_set_smaller_then_cut_with_an_ellipsis() -> None:
    long_name = "Wolfeschlegelsteinhausenbergerdorff " * 8
    columns = (Column("Name", weight=1.0), *(Column(f"C{i}") for i in range(12)))
    rows = ((long_name, *("12345678" for _ in range(12))),)
    doc = Document("Wide", ("Open",), (Table(columns, rows),))
    text = _flat(" ".join(_pages(render_pdf(doc))))
    assert "Wolfeschlegel" in text and "…" in text
    assert long_name.strip() not in text
    assert text.count("12345678") == 12


def test_fonts_are_found_in_the_source_tree() -> None:
    with font_paths() as paths:
        assert {p.name for p in paths.values()} == {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"}
        assert all(p.stat().st_size > 100_000 for p in paths.values())
        assert (paths[""].parent / "LICENSE-DejaVu.txt").exists()


@pytest.mark.slow
def test_an_installed_wheel_carries_the_fonts_and_prints(tmp_path: Path) -> None:
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if build.returncode != 0:  # an older setuptools in the test environment: build in isolation
        build = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
            capture_output=True,
            text=True,
            check=False,
        )
    assert build.returncode == 0, build.stderr
    wheel = next(tmp_path.glob("arbiter_desk-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "arbiter_desk/resources/fonts/DejaVuSans.ttf" in names
    assert "arbiter_desk/resources/fonts/DejaVuSans-Bold.ttf" in names
    assert "arbiter_desk/resources/fonts/LICENSE-DejaVu.txt" in names
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    script = (
        "import arbiter_desk, sys; from pathlib import Path;"
        "from arbiter_desk.formats.documents import Document, Note;"
        "from arbiter_desk.formats.pdf import render_pdf, font_paths;"
        f"assert Path(arbiter_desk.__file__).is_relative_to({str(target)!r}), arbiter_desk.__file__;"
        "data = render_pdf(Document('Żółć', ('Nguyễn',), (Note('Ørsted'),)));"
        "sys.stdout.write(str(len(data)))"
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
    )
    assert run.returncode == 0, run.stderr
    assert int(run.stdout) > 1000
