"""Pairing lists by board and alphabetical, from the snapshot's round blocks and from a RoundPairing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.common.order import board_sort_key
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents import (
    Heading,
    PaperSize,
    PrintOptions,
    pairings_alphabetical_document,
    pairings_document,
    round_sheet,
)
from arbiter_desk.formats.documents.common import name_key
from tests.formats.documents.sample import sample_tournament


def _games(t: Tournament, round_no: int) -> set[tuple[int, int]]:
    games = set()
    for p in t.players:
        e = p.entry(round_no)
        if e is not None and e.opponent is not None and e.colour is Colour.WHITE:
            games.add((int(p.tpn), int(e.opponent)))
    return games


@pytest.mark.parametrize("round_no", range(1, 10))
def test_every_game_of_the_round_is_on_one_board_in_art_3_6_order(round_no: int) -> None:
    t = sample_tournament()
    sheet = round_sheet(t, round_no)
    assert {(b.white, b.black) for b in sheet.boards} == _games(t, round_no)
    assert [b.number for b in sheet.boards] == list(range(1, len(sheet.boards) + 1))
    keys = [
        board_sort_key(t.score(b.white, round_no), b.white, t.score(b.black, round_no), b.black) for b in sheet.boards
    ]
    assert keys == sorted(keys)


def test_board_rows_show_names_ratings_points_before_the_round_and_result() -> None:
    t = sample_tournament()
    doc = pairings_document(t, 5)
    table = doc.tables()[0]
    assert table.header == ("Bd", "No.", "White", "Rtg", "Pts", "Result", "Pts", "Black", "Rtg", "No.")
    sheet = round_sheet(t, 5)
    for board, row in zip(sheet.boards, table.rows[: len(sheet.boards)], strict=True):
        white, black = t.player(board.white), t.player(board.black)
        assert row[0] == str(board.number)
        assert row[2].endswith(white.name) and row[7].endswith(black.name)
        shown = (f"({white.rating})" if white.rating_is_provisional else str(white.rating)) if white.rating else ""
        assert row[3] == shown  # a provisional rating for pairing in brackets (C.04.4.1 art. 1.1.2)
        expected = {ResultCode.WIN: "1-0", ResultCode.DRAW: "½-½", ResultCode.LOSS: "0-1"}
        assert row[5] == expected.get(white.entry(5).result, row[5])  # type: ignore[union-attr]
    assert doc.title == "Pairings, round 5"
    assert doc.header_lines == (
        "Kraków Open 2026, Kraków",
        "Round 5 of 9 · 2026/05/05",
        "Chief arbiter: IA Anna Kowalska",
    )


def test_bye_and_requested_byes_follow_the_boards() -> None:
    t = sample_tournament()
    doc = pairings_document(t, 3)
    assert isinstance(doc.blocks[1], Heading) and doc.blocks[1].text == "Not paired"
    bye = doc.tables()[0].rows[-1]  # the pairing-allocated bye is a board row
    assert (bye[0], bye[1], bye[5], bye[7]) == ("", "28", "1 (bye)", "pairing-allocated bye")
    unpaired = doc.tables()[1].rows
    assert [row[0] for row in unpaired] == ["8", "20", "22", "23", "29"]
    assert all(row[4] == "half-point bye (requested) (½)" for row in unpaired)


def test_forfeits_and_zero_point_absence_are_printed() -> None:
    t = sample_tournament()
    doc = pairings_document(t, 9)
    results = {row[5] for row in doc.tables()[0].rows}
    assert results & {"+/-", "-/+", "-/-"}
    assert any("absent, zero-point bye" in row[4] for row in doc.tables()[1].rows)


def test_a_round_not_yet_played_has_an_empty_result_column() -> None:
    full = sample_tournament()
    t = replace(full, players=tuple(replace(p, rounds=p.entries_before(6)) for p in full.players))
    pairing = find_system("dubov").pair(t)
    doc = pairings_document(t, pairing=pairing, options=PrintOptions(paper=PaperSize.LETTER))
    rows = doc.tables()[0].rows
    assert [(row[1], row[9]) for row in rows] == [(str(b.white), str(b.black)) for b in pairing.boards]
    assert all(row[5] == "" for row in rows)
    assert doc.paper is PaperSize.LETTER and doc.title == "Pairings, round 6"
    if pairing.bye is not None:
        assert doc.tables()[1].rows[0][0] == str(pairing.bye)


def test_alphabetical_list_has_every_player_once_with_board_colour_and_opponent() -> None:
    t = sample_tournament()
    doc = pairings_alphabetical_document(t, 8)
    rows = doc.tables()[0].rows
    assert len(rows) == len(t.players)
    names = [t.player(int(row[1])).name for row in rows]
    assert names == sorted(names, key=name_key)
    assert all(row[0] == _label(t.player(int(row[1]))) for row in rows)  # titles in every name column
    by_tpn = {int(row[1]): row for row in rows}
    for board in round_sheet(t, 8).boards:
        white, black = by_tpn[board.white], by_tpn[board.black]
        assert (white[3], white[4], white[5]) == (str(board.number), "White", _label(t.player(board.black)))
        assert (black[3], black[4], black[5]) == (str(board.number), "Black", _label(t.player(board.white)))
    assert by_tpn[25][5] == "pairing-allocated bye" and by_tpn[28][5] == "half-point bye (requested)"


def _label(p: Player) -> str:
    return f"{p.title.value} {p.name}".strip()


def test_unpaired_round_is_refused() -> None:
    with pytest.raises(InvalidInputError):
        pairings_document(sample_tournament(), 10)
    with pytest.raises(InvalidInputError):
        pairings_document(replace(sample_tournament(), players=()))
