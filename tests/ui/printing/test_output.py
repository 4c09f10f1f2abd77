"""Qt painting of a printable document: pages, header and footer on each, table titles repeated, the same
page count as the PDF renderer, paper and orientation applied, result slips kept whole."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter
from pytestqt.qtbot import QtBot

from arbiter_desk import __version__
from arbiter_desk.formats.documents import (
    Column,
    Document,
    Heading,
    KeepTogether,
    Note,
    Orientation,
    PaperSize,
    Table,
    build_document,
    share_columns,
)
from arbiter_desk.formats.pdf import render_pdf
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.ui.printing import output as printing
from arbiter_desk.ui.printing.output import page_count, page_layout, print_to_pdf_file
from tests.formats.documents.sample import cut_slips, loose_slips, sample_tournament
from tests.ui.print_fixtures import generated_desk, pdf_pages


def long_document(rows: int, paper: PaperSize = PaperSize.A4) -> Document:
    table = Table(
        (Column("No."), Column("Name", weight=1.0)), tuple((str(i), f"Łukasz Player {i:03d}") for i in range(rows))
    )
    return Document(
        title="Players by starting rank",
        header_lines=("Harbour Open, Kraków", "Chief arbiter: Żółć, Ann"),
        blocks=(Heading("Everybody"), Note("A note under the heading."), table),
        paper=paper,
    )


def test_a_long_table_flows_over_pages_with_header_footer_and_titles(qtbot: QtBot, tmp_path: Path) -> None:
    document = long_document(150)
    target = tmp_path / "players.pdf"
    pages = print_to_pdf_file(document, target)
    texts = pdf_pages(target)
    assert pages == len(texts) == page_count(document) >= 3
    for number, text in enumerate(texts, start=1):
        assert "Harbour Open, Kraków" in text and "Players by starting rank" in text
        assert f"Page {number} of {pages} · Arbiter Desk {__version__}" in text
        assert "No." in text and "Name" in text
    everything = "\n".join(texts)
    assert all(f"Łukasz Player {i:03d}" in everything for i in range(150))


def test_same_page_count_as_the_pdf_renderer(qtbot: QtBot, tmp_path: Path) -> None:
    for rows in (10, 150, 400):
        document = long_document(rows)
        pdf = tmp_path / "fpdf.pdf"
        pdf.write_bytes(render_pdf(document))
        assert page_count(document) == len(pdf_pages(pdf)), rows


def test_result_slips_are_never_cut_by_a_page_break(qtbot: QtBot, tmp_path: Path) -> None:
    """Every slip's heading and its signature line are on one page, on as many pages as in the PDF renderer;
    left loose, the same blocks are cut."""
    document = build_document("result-slips", sample_tournament(), 9)
    target = tmp_path / "slips.pdf"
    pages = print_to_pdf_file(document, target)
    texts = pdf_pages(target)
    assert pages == len(texts) >= 3 and cut_slips(texts) == []
    assert "\n".join(texts).count("Signatures") == len(document.tables())
    fpdf = tmp_path / "fpdf.pdf"
    fpdf.write_bytes(render_pdf(document))
    assert pages == len(pdf_pages(fpdf))
    print_to_pdf_file(loose_slips(document), target)
    assert cut_slips(pdf_pages(target)) != []


def test_a_group_taller_than_a_page_flows_from_where_it_stands(qtbot: QtBot, tmp_path: Path) -> None:
    table = Table((Column("No."),), tuple((f"row {i}",) for i in range(150)))
    document = Document("T", ("Open",), (Note("Before."), KeepTogether((Heading("Long list"), table))))
    target = tmp_path / "long.pdf"
    pages = print_to_pdf_file(document, target)
    first = pdf_pages(target)[0]
    assert "Long list" in first and "row 0" in first
    assert pages == page_count(loose_slips(document))


def test_paper_and_orientation(qtbot: QtBot) -> None:
    letter = long_document(5, PaperSize.LETTER)
    layout = page_layout(letter)
    assert layout.pageSize().id() == QPageSize.PageSizeId.Letter
    assert layout.orientation() == QPageLayout.Orientation.Portrait
    landscape = Document("T", (), (), orientation=Orientation.LANDSCAPE)
    assert page_layout(landscape).orientation() == QPageLayout.Orientation.Landscape
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout(landscape))
    assert printer.width() > printer.height()


def test_pairings_and_standings_of_a_generated_tournament(qtbot: QtBot, tmp_path: Path) -> None:
    desk = generated_desk(tmp_path, players=60, rounds=3)
    names = [p.name for p in desk.players.all()]
    for kind in ("pairings", "standings"):
        target = tmp_path / f"{kind}.pdf"
        print_to_pdf_file(document_for(desk, kind, 3), target)
        text = "\n".join(pdf_pages(target))
        missing = [name for name in names if name not in text]
        assert missing == [], (kind, missing)


def test_tables_sharing_columns_get_the_same_widths(qtbot: QtBot) -> None:
    """As the PDF renderer: the match tables of a team pairing sheet line up column for column."""

    def table(team: str, names: tuple[str, ...]) -> Table:
        columns = (Column("No."), Column(f"A: {team}", weight=1.0), Column("Result"), Column("B", weight=1.0))
        return Table(columns, tuple((str(i), name, "1-0", "Bo") for i, name in enumerate(names, start=1)))

    tables = (table("Short", ("Ann",)), table("A team with a much longer name", ("Wolfeschlegelsteinhausen",)))
    document = Document("Pairings", ("Open",), share_columns(tables))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    layout = printing._Layout(document, printer)
    shared = [layout._columns(t) for t in document.tables()]
    alone = [layout._columns(t) for t in tables]
    assert shared[0] == shared[1]
    assert alone[0] != alone[1]
