"""The printable documents of the open tournament: rounds offered per document, drafts and rounds being
played printed from their boards, finished rounds with results, PDF written."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.formats.documents import DOCUMENT_KINDS, Orientation, PaperSize, PrintOptions, Table
from arbiter_desk.language import say
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.documents.sheets import document_for, round_choices, write_pdf
from tests.ui.print_fixtures import generated_desk


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    return generated_desk(tmp_path, players=20, rounds=3)


def first_table(desk: Desk, kind: str, round_no: int | None = None) -> Table:
    return document_for(desk, kind, round_no).tables()[0]


def test_round_choices_per_document(desk: Desk) -> None:
    desk.rounds.pair_next_round()
    pairings = [say(c.label, "en") for c in round_choices(desk, "pairings")]
    assert pairings == ["Round 1 (complete)", "Round 2 (complete)", "Round 3 (complete)", "Round 4 (draft)"]
    assert [c.number for c in round_choices(desk, "standings")] == [1, 2, 3]
    assert round_choices(desk, "players") == ()


def test_every_kind_builds(desk: Desk) -> None:
    options = PrintOptions(paper=PaperSize.LETTER, orientation=Orientation.LANDSCAPE)
    for kind in DOCUMENT_KINDS:
        document = document_for(desk, kind, None, options)
        assert (document.paper, document.orientation) == (PaperSize.LETTER, Orientation.LANDSCAPE)
        if kind == "acceleration-rules":  # the demo is not accelerated: the sheet says so, without a table
            assert document.title == "Acceleration: none"
            continue
        if kind == "system-rules":  # text, no table (Q92)
            assert document.title.startswith("Rules of the pairing system: ")
            continue
        assert any(table.rows for table in document.tables()), kind


def test_draft_printed_from_its_boards_without_results(desk: Desk) -> None:
    desk.rounds.pair_next_round()
    boards = desk.rounds.boards(4)
    table = first_table(desk, "pairings", 4)
    assert len(table.rows) == len(boards)
    assert all(row[5] == "" for row in table.rows)
    names = {p.id: p.name for p in desk.players.all()}
    assert names[boards[0].white] in table.rows[0][2]
    assert document_for(desk, "pairings").title == "Pairings, round 4"


def test_round_being_played_lists_every_board_and_a_finished_one_its_results(desk: Desk) -> None:
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    first = desk.rounds.boards(4)[0]
    desk.results.record_result(4, first.number, GameResult.WHITE_WINS)
    assert len(first_table(desk, "pairings", 4).rows) == len(desk.rounds.boards(4))
    assert first_table(desk, "pairings", 2).rows[0][5] in {"1-0", "½-½", "0-1", "+/-", "-/+", "-/-"}


def test_refusals(tmp_path: Path) -> None:
    from tests.ui.desk_helpers import new_desk

    desk = new_desk(tmp_path, players=4)
    with pytest.raises(InvalidInputError, match="no round has been paired"):
        document_for(desk, "pairings")
    with pytest.raises(InvalidInputError, match="no round has results"):
        document_for(desk, "standings")
    assert document_for(desk, "players").tables()[0].rows


def test_write_pdf(desk: Desk, tmp_path: Path) -> None:
    target = tmp_path / "standings.pdf"
    write_pdf(document_for(desk, "standings", 2), target)
    assert target.read_bytes().startswith(b"%PDF-")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_every_sheet_states_the_round_status(desk: Desk) -> None:
    """A draft is never mistaken for the pairing, standings during a round are provisional."""
    desk.rounds.pair_next_round()
    assert (
        document_for(desk, "pairings", 4).header_lines[-1] == "Status: round 4 DRAFT — not published, may still change"
    )
    assert document_for(desk, "pairings", 3).header_lines[-1] == "Status: round 3 complete, every result entered"
    assert document_for(desk, "standings", 3).header_lines[-1] == "Status: provisional, after round 3 of 7"
    desk.rounds.publish_round()
    assert "games in progress" in document_for(desk, "pairings-alpha", 4).header_lines[-1]
    assert document_for(desk, "players").header_lines[-1] == "Status: list of participants, 4 of 7 rounds paired"


def test_result_slips_one_per_board_with_titles_and_signatures(desk: Desk, tmp_path: Path) -> None:
    desk.rounds.pair_next_round()
    document = document_for(desk, "result-slips", 4)
    boards = desk.rounds.boards(4)
    assert document.title == "Result slips, round 4" and len(document.tables()) == len(boards)
    names = {p.id: (p.title.value + " " + p.name).strip() for p in desk.players.all()}
    first = document.tables()[0].rows
    assert (first[0][0], first[0][2], first[1][0], first[1][2]) == (
        "White", names[boards[0].white], "Black", names[boards[0].black]
    )  # fmt: skip
    text = "\n".join(document.text_lines())
    assert "Round 4 · Board 1" in text and "☐ 1-0" in text and "Signatures" in text
    write_pdf(document, tmp_path / "slips.pdf")
    assert (tmp_path / "slips.pdf").read_bytes().startswith(b"%PDF")


def test_the_cross_table_marks_a_late_entrys_missed_rounds(tmp_path: Path) -> None:
    """C.04.2 art. 2.4: a late entry's missed rounds, scored with the tournament's value for
    them (here ½, stored as H), read ``late ½`` on the cross table, not ``H`` (a bye the player asked for)."""
    from dataclasses import replace

    from arbiter_desk.core.results import ResultCode
    from arbiter_desk.services import PlayerData
    from tests.services.conftest import SETTINGS, finish_round, register
    from tests.services.fakes import FakeSystem

    desk = Desk.create(tmp_path / "late.adesk", replace(SETTINGS, late_entry_result=ResultCode.HALF_BYE),
                       systems=lambda _n: FakeSystem())  # fmt: skip
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    finish_round(desk, 1)
    desk.players.register_player(PlayerData("Late, Lena", rating=1500, fide_id=77), 2)
    late = next(p for p in desk.players.all() if p.name == "Late, Lena")
    assert desk.snapshot().player(late.tpn).entry(1).result is ResultCode.HALF_BYE  # type: ignore[union-attr]
    table = first_table(desk, "crosstable")
    row = next(r for r in table.rows if "Late, Lena" in r[1])
    assert row[0] == str(late.tpn) and row[4] == "late ½"
    assert all("late" not in r[4] for r in table.rows if r is not row)
    desk.close()


def test_q92_file_print_offers_the_rules_of_the_events_system(tmp_path: Path) -> None:
    """File → Print… lists "system-rules"; its sheet is the event's system (Dutch here), from its settings."""
    from dataclasses import replace as _replace

    from arbiter_desk.services.documents.sheets import document_for, document_kinds
    from tests.services.conftest import SETTINGS

    desk = Desk.create(tmp_path / "dutch.adesk", _replace(SETTINGS, pairing_system="dutch"))
    try:
        assert "system-rules" in document_kinds(desk)
        assert document_for(desk, "system-rules").title == "Rules of the pairing system: Dutch system (C.04.3, 2026)"
    finally:
        desk.close()


def test_result_slips_print_each_boards_code_only_when_players_may_propose(desk: Desk) -> None:
    """The slip carries the board code a player proposes the result with on the pages."""
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    assert "Board code" not in "\n".join(document_for(desk, "result-slips", 4).text_lines())
    desk.results.set_player_proposals(True)
    text = "\n".join(document_for(desk, "result-slips", 4).text_lines())
    codes = desk.results.board_codes(4)
    assert all(f"Board code for the players' pages: {codes[b.number]}" in text for b in desk.rounds.boards(4))
