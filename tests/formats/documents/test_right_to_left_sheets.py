"""An Arabic sheet is mirrored and each of its lines ordered by the Unicode bidirectional algorithm (UAX #9): the
columns of a pairing line from right to left (the board number at the right), headings against the right margin,
names, numbers and FIDE's result notation whole and in their cells. Positions are read from the PDF's text."""

from __future__ import annotations

import io
from dataclasses import replace

from pypdf import PdfReader

from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents import PrintOptions, Table, pairings_document
from arbiter_desk.formats.pdf import render_pdf
from tests.formats.documents.sample import sample_tournament

Fragment = tuple[float, float, str]
"""(y, x, text) of one piece of text the PDF draws."""


def _fragments(data: bytes) -> list[Fragment]:
    found: list[Fragment] = []

    def visit(text: str, _cm: object, tm: list[float], _font: object, _size: object) -> None:
        if text.strip():
            found.append((round(tm[5], 1), round(tm[4], 1), text.strip()))

    PdfReader(io.BytesIO(data)).pages[0].extract_text(visitor_text=visit)
    return found


def _line_of(fragments: list[Fragment], text: str) -> list[Fragment]:
    """The fragments on the line that draws ``text``, from left to right."""
    y = next(f[0] for f in fragments if f[2] == text)
    return sorted((f for f in fragments if f[0] == y), key=lambda f: f[1])


def _first_board(tournament: Tournament, language: str) -> tuple[tuple[str, ...], list[Fragment]]:
    document = pairings_document(tournament, 9, options=PrintOptions(language=language))
    table = next(block for block in document.blocks if isinstance(block, Table))
    row = table.rows[0]
    return row, _line_of(_fragments(render_pdf(document)), row[2])


def test_an_arabic_pairing_line_reads_from_right_to_left_with_the_board_number_at_the_right() -> None:
    row, line = _first_board(sample_tournament(), "ar")
    assert [text for _y, _x, text in line] == [cell for cell in reversed(row) if cell]
    assert line[-1][2] == row[0] == "1"  # the board number is the rightmost cell


def test_an_english_pairing_line_still_reads_from_left_to_right() -> None:
    row, line = _first_board(sample_tournament(), "en")
    assert [text for _y, _x, text in line] == [cell for cell in row if cell]


def test_a_name_with_digits_and_brackets_stays_whole_in_its_column_on_an_arabic_sheet() -> None:
    tournament = sample_tournament()
    document = pairings_document(tournament, 9)
    white_tpn = int(next(b for b in document.blocks if isinstance(b, Table)).rows[0][1])
    players = tuple(
        replace(p, name="O'Neill (2), Sean 19", withdrawn_from=None) if p.tpn == white_tpn else p
        for p in tournament.players
    )
    row, line = _first_board(replace(tournament, players=players), "ar")
    texts = [text for _y, _x, text in line]
    assert row[2].endswith("O'Neill (2), Sean 19")
    assert row[2] in texts  # one run, its brackets and digits in place
    # between the white player's rating (to its left) and TPN (to its right), as the mirrored columns are
    assert texts.index(row[3]) < texts.index(row[2]) < texts.index(row[1])


def test_the_arabic_title_and_headings_are_set_against_the_right_margin() -> None:
    document = pairings_document(sample_tournament(), 9, options=PrintOptions(language="ar"))
    assert document.right_to_left
    fragments = _fragments(render_pdf(document))
    tournament_line = next(f for f in fragments if f[2] == "Kraków Open 2026, Kraków")
    assert tournament_line[1] > 200  # its x in points: right-aligned on a page 595 pt wide, not at the left margin
    assert not pairings_document(sample_tournament(), 9, options=PrintOptions(language="fr")).right_to_left
