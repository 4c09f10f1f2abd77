"""Pairing lists in the event's language (issue's printouts item): the title, the round line, the column headings,
the bye and absence words and the page footer translated; names, ratings, points and FIDE's result notation as they
are. A pseudo-language run finds any heading that bypasses the catalog; the PDF's text carries the translation, and
``print --lang`` on the command line does the same."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK, EXIT_USAGE
from arbiter_desk.formats.documents import (
    Heading,
    PrintOptions,
    Table,
    pairings_alphabetical_document,
    pairings_document,
)
from arbiter_desk.formats.pdf import render_pdf
from arbiter_desk.formats.trf import write_trf
from tests.formats.documents.sample import DIACRITIC_NAMES, sample_tournament

EXPECTED = {
    "fr": ("Appariements, ronde 9", "Ronde 9 sur 9", "Éch.", "Blancs", "Noirs", "Résultat", "Page 1 sur 1"),
    "es": ("Emparejamientos, ronda 9", "Ronda 9 de 9", "Mesa", "Blancas", "Negras", "Resultado", "Página 1 de 1"),
    "de": ("Paarungen, Runde 9", "Runde 9 von 9", "Brett", "Weiß", "Schwarz", "Ergebnis", "Seite 1 von 1"),
    "ru": ("Пары, тур 9", "Тур 9 из 9", "Доска", "Белые", "Чёрные", "Результат", "Страница 1 из 1"),
    "it": ("Abbinamenti, turno 9", "Turno 9 di 9", "Sc.", "Bianco", "Nero", "Risultato", "Pagina 1 di 1"),
    "ar": ("جدول التزويج، الجولة 9", "الجولة 9 من 9", "الطاولة", "الأبيض", "الأسود", "النتيجة", "صفحة 1 من 1"),
}


def _tables(document: object) -> list[Table]:
    return [block for block in document.blocks if isinstance(block, Table)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("code", sorted(EXPECTED))
def test_the_pairing_list_is_printed_in_the_events_language(code: str) -> None:
    title, round_line, board, white, black, result, footer = EXPECTED[code]
    document = pairings_document(sample_tournament(), 9, options=PrintOptions(language=code))
    assert document.title == title
    assert any(round_line in line for line in document.header_lines)
    titles = [column.title for column in _tables(document)[0].columns]
    assert titles[0] == board and titles[2] == white and titles[7] == black and result in titles
    assert document.footer_text(1, 1).startswith(footer)
    english = pairings_document(sample_tournament(), 9)
    assert _tables(document)[0].rows[0][:5] == _tables(english)[0].rows[0][:5]  # numbers and names unchanged


@pytest.mark.parametrize("code", ["fr", "de", "ru", "es", "it"])
def test_the_pdf_carries_the_translated_headings_and_the_names_as_typed(code: str) -> None:
    title, round_line, board, white, _black, _result, _footer = EXPECTED[code]
    data = render_pdf(pairings_document(sample_tournament(), 9, options=PrintOptions(language=code)))
    text = re.sub(r"\s+", " ", " ".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(data)).pages))
    for words in (title, round_line, board, white):
        assert words in text
    assert any(name in text for name in DIACRITIC_NAMES)


def test_the_arabic_sheet_is_rendered_with_its_shaped_headings() -> None:
    """Arabic letters join (HarfBuzz shaping): the PDF renders and its text holds Arabic letters, not boxes."""
    data = render_pdf(pairings_document(sample_tournament(), 9, options=PrintOptions(language="ar")))
    text = " ".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(data)).pages)
    assert re.search(r"[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]{3,}", text)


@pytest.mark.parametrize("build", [pairings_document, pairings_alphabetical_document])
def test_under_the_pseudo_language_every_heading_of_the_sheet_went_through_the_catalog(build: object) -> None:
    tournament = sample_tournament()
    document = build(tournament, 9, options=PrintOptions(language="qps"))  # type: ignore[operator]
    marked = [document.title, *document.header_lines[1:2], document.footer_text(1, 1)]
    marked += [block.text for block in document.blocks if isinstance(block, Heading)]
    marked += [column.title for table in _tables(document) for column in table.columns]
    unmarked = [words for words in marked if "⟦" not in words]
    assert not unmarked, f"printed without the catalog: {unmarked}"


def test_the_colour_and_bye_words_in_the_rows_are_translated_too() -> None:
    document = pairings_alphabetical_document(sample_tournament(), 9, options=PrintOptions(language="de"))
    colours = {row[4] for row in _tables(document)[0].rows}
    assert {"Weiß", "Schwarz"} <= colours and not colours & {"White", "Black"}
    bye_rows = [
        row
        for row in _tables(pairings_document(sample_tournament(), 9, options=PrintOptions(language="fr")))[0].rows
        if "exempt" in row[5]
    ]
    assert all("bye" not in cell for row in bye_rows for cell in row)


def test_print_lang_writes_the_sheet_in_that_language(tmp_path: Path) -> None:
    source = tmp_path / "open.trf"
    source.write_text(write_trf(sample_tournament()), encoding="utf-8")
    target = tmp_path / "paarungen.pdf"
    out = io.StringIO()
    assert run(["print", str(source), "--doc", "pairings", "--lang", "de", "-o", str(target)], out) == EXIT_OK
    assert "Paarungen, Runde 9" in out.getvalue()
    text = " ".join(p.extract_text() or "" for p in PdfReader(target).pages)
    assert "Brett" in text and "Seite 1" in text


def test_print_refuses_a_language_the_desk_does_not_speak(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "open.trf"
    source.write_text(write_trf(sample_tournament()), encoding="utf-8")
    code = run(
        ["print", str(source), "--doc", "pairings", "--lang", "pt", "-o", str(tmp_path / "x.pdf")], io.StringIO()
    )
    assert code == EXIT_USAGE
    assert "invalid choice: 'pt'" in capsys.readouterr().err
