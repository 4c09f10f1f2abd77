"""Printable documents of a team event (C.04.6 (2026)): pairings by match with boards, slips per
match, team standings, team cross table, per-board statistics."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.teams import RoundKind
from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks, team_standings
from arbiter_desk.formats.documents import TEAM_DOCUMENT_KINDS, KeepTogether, Legend, Table, build_team_document
from arbiter_desk.formats.documents.team_pairings import team_round_sheet
from arbiter_desk.formats.documents.team_tables import team_standings_document, team_standings_rows
from arbiter_desk.formats.pdf import render_pdf
from tests.core.pairing.team.builder import Event
from tests.core.pairing.team.variants import generated


def _event() -> Event:
    event = Event(5, boards=4, rounds=5)
    event.match(1, 1, 4, "1=+0").match(1, 5, 2, "====").pab(1, 3)
    event.match(2, 3, 1, "----", forfeit="-+").match(2, 2, 4, "1100").bye(2, 5, RoundKind.HALF_BYE)
    return event


def test_pairings_by_match_team_a_white_on_board_1_with_boards_and_scores() -> None:
    """Art. 4: team A (first) has White on board 1; board colours from 352 (W B W B here)."""
    document = build_team_document("pairings", _event().event(), 1)
    groups = [b for b in document.blocks if isinstance(b, KeepTogether)]
    assert len(groups) == 2
    text = document.text_lines()
    assert "Table 1: Team 1 – Team 4   2½–1½" in text  # 1 + ½ + 1 (forfeit win) + 0
    board_table = next(b for b in groups[0].blocks if isinstance(b, Table))
    assert [row[4] for row in board_table.rows] == ["W", "B", "W", "B"]
    assert [row[5] for row in board_table.rows] == ["1-0", "½-½", "+/-", "0-1"]
    assert board_table.columns[2].title == "A: Team 1 (No. 1, 0 MP, 0 GP)"
    assert any("Team 3" in line and "pairing-allocated bye (art. 1.4): 1 MP, 2 GP" in line for line in text)


def test_the_match_tables_of_a_sheet_share_one_column_layout() -> None:
    """The team columns are titled with each team's scores, so each table alone would size its columns
    differently; the sheet sizes them once over all its match tables."""
    document = build_team_document("pairings", generated(5), 2)
    tables = [t for b in document.blocks if isinstance(b, KeepTogether) for t in b.blocks if isinstance(t, Table)]
    assert len(tables) >= 2
    assert len({t.columns[2].title for t in tables}) > 1
    sizing = tables[0].sizing
    assert sizing is not None and all(t.sizing is sizing for t in tables)
    assert all(t.columns[2].title in sizing.titles[2] for t in tables)
    assert {row[7] for t in tables for row in t.rows} == sizing.cells[7]


def test_t20_table_order_and_a_match_forfeited_as_a_whole() -> None:
    """Reading T20: the first-team's primary score orders the tables; a 330 match prints its code (T5)."""
    sheet = team_round_sheet(_event().event(), 2)
    # before round 2: team 1 2 MP, team 2 1 MP, team 3 1 MP (PAB), team 4 0, team 5 1
    assert [(m.first, m.second) for m in sheet.matches] == [(3, 1), (2, 4)]
    assert sheet.matches[0].score_text() == "− : +"
    assert sheet.byes == ((5, RoundKind.HALF_BYE),)
    text = build_team_document("pairings", _event().event(), 2).text_lines()
    assert any("TRF 330 -+" in line for line in text)
    assert any("bye H: a drawn match" in line for line in text)


def test_slips_one_per_match_kept_together() -> None:
    document = build_team_document("result-slips", _event().event(), 1)
    slips = [b for b in document.blocks if isinstance(b, KeepTogether)]
    assert len(slips) == 2
    assert "Round 1 · Table 1: Team 1 – Team 4" in document.text_lines()
    table = next(b for b in slips[0].blocks if isinstance(b, Table))
    assert table.rows[0][1] == "Player 1 (W)" and table.rows[0][2] == "Player 13 (B)"


def test_standings_crosstable_and_boards_of_a_generated_event() -> None:
    event = generated(5)
    for kind in TEAM_DOCUMENT_KINDS:
        document = build_team_document(kind, event, 3)
        assert document.tables(), kind
        assert render_pdf(document).startswith(b"%PDF")
    standings = build_team_document("standings", event, 3)
    head = standings.tables()[0].header
    assert head[:5] == ("Rank", "No.", "Team", "MP", "GP")
    assert all(cell[-2:] != ".0" and ".5" not in cell for row in standings.tables()[0].rows for cell in row[3:])
    cross = build_team_document("crosstable", event, 3).tables()[0]
    assert cross.header[2:5] == ("R1", "R2", "R3") and len(cross.rows) == len(event.teams)


def test_a_plain_gp_or_mp_tiebreak_is_not_a_second_column_but_its_place_in_the_order_is_printed() -> None:
    event = generated(5)
    standings = team_standings(event, after_round=3, tiebreaks=parse_team_tiebreaks("GP,EMGSB,MP,BH:MP/C1"))
    document = team_standings_document(event, standings, after_round=3)
    table = document.tables()[0]
    assert table.header == ("Rank", "No.", "Team", "MP", "GP", "EMGSB", "BH:MP/C1")
    assert {len(row) for row in team_standings_rows(standings)} == {7}
    legend = next(b for b in document.blocks if isinstance(b, Legend))
    assert ("Order", "after the primary score: GP, EMGSB, MP, BH:MP/C1") in legend.entries


def test_crosstable_cells() -> None:
    table = build_team_document("crosstable", _event().event(), 2).tables()[0]
    cells = {row[0]: row[2:4] for row in table.rows}
    assert cells["1"] == ("4w W2½", "3 +")  # round 2: team 3 (White) forfeited the match -+: team 1 won
    assert cells["3"] == ("PAB", "1 -")
    assert cells["5"] == ("2w D2", "H")


def test_board_statistics_document() -> None:
    document = build_team_document("boards", _event().event())
    text = document.text_lines()
    assert "Board 1" in text and "Board 4" in text
    assert any("rating regulations 8.1a" in line for line in text)
    board3 = document.tables()[2]
    first = {row[1]: row for row in board3.rows}["3"]  # Team 1 board 3: forfeit win in round 1 (+), 330 in R2
    assert first[4] == "0" and first[6] == "–" and first[9] == "+2"


def test_individual_only_kinds_are_refused_for_a_team_event() -> None:
    with pytest.raises(InvalidInputError, match="not a document of a team event"):
        build_team_document("pairings-alpha", _event().event())
