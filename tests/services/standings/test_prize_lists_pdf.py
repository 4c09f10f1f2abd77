"""The prize-lists PDF never ends with a page holding only its legend: the last list is kept on
one page with the legend under it; and Export PDF says how many pages the PDF itself has."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from arbiter_desk.services.documents.sheets import PRIZE_LISTS, document_for, write_pdf
from arbiter_desk.services.standings.prize_lists import CategoryKind, PrizeCategory
from tests.ui.print_fixtures import generated_desk


def test_the_legend_is_never_alone_on_the_last_page(tmp_path: Path) -> None:
    desk = generated_desk(tmp_path, players=17, rounds=3)  # two full lists: the legend fell to page 2 alone
    desk.standings.set_prize_categories(
        [PrizeCategory("Under 3000", CategoryKind.RATING, None, 2999), PrizeCategory("Over 1", CategoryKind.RATING, 1)]
    )
    path = tmp_path / "prizes.pdf"
    pages = write_pdf(document_for(desk, PRIZE_LISTS), path)
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    assert pages == len(reader.pages) == 2
    last = reader.pages[-1].extract_text()
    assert "Over 1 — Rating group" in last and "Direct encounter" in last  # the last list with the legend
    assert "Direct encounter" not in reader.pages[0].extract_text()
    desk.close()
