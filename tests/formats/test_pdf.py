"""PDF output: text found by pypdf (names with diacritics, boards, points, page x of y), headers repeated on
every page, paper sizes, deterministic bytes, result slips kept whole, and the bundled fonts inside an
installed wheel."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from fpdf import FPDF
from pypdf import PdfReader

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents import (
    DOCUMENT_KINDS,
    Column,
    Document,
    Heading,
    KeepTogether,
    Note,
    Orientation,
    PaperSize,
    PrintOptions,
    Table,
    build_document,
    players_document,
    share_columns,
)
from arbiter_desk.formats.pdf import FALLBACK_FAMILY, FALLBACK_FILE, FONT_FAMILY, font_paths, render_pdf
from tests.formats.documents.sample import DIACRITIC_NAMES, INFO, cut_slips, loose_slips, sample_tournament

ROOT = Path(__file__).resolve().parents[2]
FIXED = datetime(2026, 5, 9, 12, 0, tzinfo=UTC)


def _pages(data: bytes) -> list[str]:
    return [page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages]


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


NAMES_NO_PLAYER = {"acceleration-rules", "system-rules"}
"""The acceleration's rules (C.04.7, checklist Q107) speak of pairing-number ranges, never of a player; the
pairing system's rules (Q92) of no player either."""


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
    assert names or kind in NAMES_NO_PLAYER, "the sample players must appear in the document"
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


def test_result_slips_are_never_cut_by_a_page_break() -> None:
    """Every slip's heading and its signature line are on one page; left loose, the same blocks are cut."""
    doc = build_document("result-slips", sample_tournament(), 9)
    pages = [_flat(page) for page in _pages(render_pdf(doc, creation_date=FIXED))]
    assert len(pages) >= 3 and cut_slips(pages) == []
    every = " ".join(pages)
    assert all(f"Round 9 · Board {n} " in every for n in range(1, len(doc.tables()) + 1))
    assert every.count("Signatures") == len(doc.tables())
    loose = [_flat(page) for page in _pages(render_pdf(loose_slips(doc), creation_date=FIXED))]
    assert cut_slips(loose) != []


def test_a_group_taller_than_a_page_flows_from_where_it_stands() -> None:
    table = Table((Column("No."),), tuple((f"row {i}",) for i in range(150)))
    doc = Document("T", ("Open",), (Note("Before."), KeepTogether((Heading("Long list"), table))))
    pages = _pages(render_pdf(doc, creation_date=FIXED))
    assert "Long list" in pages[0] and "row 0" in pages[0]
    assert len(pages) == len(_pages(render_pdf(loose_slips(doc), creation_date=FIXED)))


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
        assert {p.name for p in paths.values()} == {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", FALLBACK_FILE}
        assert all(p.stat().st_size > 100_000 for p in paths.values())
        assert (paths[""].parent / "LICENSE-DejaVu.txt").exists()
        assert (paths[""].parent / "LICENSE-WenQuanYi.txt").exists()
        # Installer size: the CJK fallback stays a compact subset (about 3.5 MB).
        assert paths[FALLBACK_FAMILY].stat().st_size < 4_000_000


WORLD_NAMES = ("王小明", "김민준", "山田太郎", "Ding Liren 丁立人", "محمد علي", "דוד כהן")


def _names_document(names: tuple[str, ...], header: str = "Open 2026") -> Document:
    columns = (Column("No"), Column("Name", weight=1.0), Column("Pts"))
    rows = tuple((str(i), name, "1.5") for i, name in enumerate(names, start=1))
    return Document("Standings", (header,), (Table(columns, rows),))


def test_cjk_arabic_and_hebrew_names_print() -> None:
    """CJK and Hangul names come from the bundled fallback font (they printed as nothing);
    Arabic and Hebrew names are shaped and set right to left (DejaVu Sans has the glyphs)."""
    data = render_pdf(_names_document(WORLD_NAMES, "Open 2026 · 北京"), creation_date=FIXED)
    text = " ".join(_pages(data))
    for name in (*WORLD_NAMES, "北京", "Page 1 of 1"):
        assert name in text
    assert b"WenQuanYi" in data


def test_only_the_glyphs_used_are_embedded() -> None:
    """The 3.5 MB fallback font costs a PDF only the glyphs it prints."""
    latin = render_pdf(_names_document(("Łukasz Żółć", "Nguyễn Văn An")), creation_date=FIXED)
    world = render_pdf(_names_document(WORLD_NAMES), creation_date=FIXED)
    assert len(latin) < 40_000 and len(world) < 60_000


def test_arabic_names_are_shaped(monkeypatch: pytest.MonkeyPatch) -> None:
    """With HarfBuzz the Arabic letters take their joined forms: the page differs from an unshaped one,
    while a Latin-only page is the same either way."""
    arabic, latin = _names_document(("محمد علي",)), _names_document(("Anna Berg",))
    shaped = render_pdf(arabic, creation_date=FIXED), render_pdf(latin, creation_date=FIXED)
    monkeypatch.setattr(FPDF, "set_text_shaping", lambda self, *args, **kwargs: None)
    plain = render_pdf(arabic, creation_date=FIXED), render_pdf(latin, creation_date=FIXED)
    assert shaped[0] != plain[0]
    assert _pages(shaped[1]) == _pages(plain[1])


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
    assert f"arbiter_desk/resources/fonts/{FALLBACK_FILE}" in names
    assert "arbiter_desk/resources/fonts/LICENSE-WenQuanYi.txt" in names
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    script = (
        "import arbiter_desk, sys; from pathlib import Path;"
        "from arbiter_desk.formats.documents import Document, Note;"
        "from arbiter_desk.formats.pdf import render_pdf, font_paths;"
        f"assert Path(arbiter_desk.__file__).is_relative_to({str(target)!r}), arbiter_desk.__file__;"
        "data = render_pdf(Document('Żółć', ('Nguyễn',), (Note('Ørsted 王小明 محمد'),)));"
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


@pytest.mark.parametrize(
    ("text", "expected"),
    [("Anna Berg", False), ("Łukasz Żółć", False), ("王小明 김민준", False), ("محمد", True), ("דוד", True)],
)
def test_only_right_to_left_or_combining_text_is_shaped(text: str, expected: bool) -> None:
    from arbiter_desk.formats.pdf import needs_shaping

    assert needs_shaping(text) is expected
    assert needs_shaping("Nguye\u0302\u0303n") is True  # combining marks


def test_tables_sharing_columns_get_the_same_widths() -> None:
    """A team pairing sheet: the match tables' columns line up although their texts differ."""
    from arbiter_desk.formats import pdf as renderer

    def table(team: str, names: tuple[str, ...]) -> Table:
        columns = (Column("No."), Column(f"A: {team}", weight=1.0), Column("Result"), Column("B", weight=1.0))
        return Table(columns, tuple((str(i), name, "1-0", "Bo") for i, name in enumerate(names, start=1)))

    tables = (table("Short", ("Ann",)), table("A team with a much longer name", ("Wolfeschlegelsteinhausen",)))
    document = Document("Pairings", ("Open",), share_columns(tables))
    pdf = renderer.DocumentPdf(document, renderer._write_block)
    with font_paths() as paths:
        pdf.add_font(FONT_FAMILY, "", paths[""])
        pdf.add_font(FONT_FAMILY, "B", paths["B"])
        shared = [renderer._TableWriter(pdf, t).layout.widths for t in document.tables()]
        alone = [renderer._TableWriter(pdf, t).layout.widths for t in tables]
    assert shared[0] == shared[1]
    assert alone[0] != alone[1]
    assert max(alone[0][0], alone[1][0]) == pytest.approx(shared[0][0])
