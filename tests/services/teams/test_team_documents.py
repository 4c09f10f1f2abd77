"""A team event's printable documents from the desk (C.04.6 (2026)): the rounds each document can
show, the pairing sheet from the stored matches (a draft prints empty results, table numbers as stored,
line-ups as set), standings / cross table / board statistics of the published rounds, a PDF."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.teams import RoundKind
from arbiter_desk.formats.documents import TEAM_DOCUMENT_KINDS, KeepTogether, Table
from arbiter_desk.language import say
from arbiter_desk.services.documents.sheets import document_for, document_kinds, round_choices, write_pdf
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.services.teams.team_documents import team_board_statistics, team_sheet
from tests.services.teams.test_team_desk import KEYS, _finish, _team_desk


def test_team_event_offers_the_team_documents_and_their_rounds(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=7)
    assert document_kinds(desk) == TEAM_DOCUMENT_KINDS
    with pytest.raises(InvalidInputError, match="no round has been paired yet"):
        document_for(desk, "pairings")
    desk.teams.pair_next_team_round()
    assert [say(c.label, "en") for c in round_choices(desk, "pairings")] == ["Round 1 (draft)"]
    assert round_choices(desk, "standings") == ()
    draft = document_for(desk, "pairings")
    assert draft.title == "Pairings, round 1" and "Status: round 1 DRAFT — not published, may still change" in (
        draft.header_lines
    )
    groups = [b for b in draft.blocks if isinstance(b, KeepTogether)]
    assert len(groups) == 3  # 7 teams: 3 matches and the PAB
    first = next(b for b in groups[0].blocks if isinstance(b, Table))
    assert [row[5] for row in first.rows] == ["", "", "", ""]  # no result yet
    assert any("pairing-allocated bye (art. 1.4)" in line for line in draft.text_lines())
    desk.close()


def test_sheet_follows_the_stored_tables_lineups_results_and_byes(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=6)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    state = desk.teams.team_state()
    match = state.matches_of(1)[0]
    first = state.team(match.first_team)
    desk.teams.set_lineup(1, match.number, first.id, [first.members[4], first.members[0], first.members[1], None])
    _finish(desk, 1)
    sheet = team_sheet(desk.teams.team_state(), 1)
    assert [m.number for m in sheet.matches] == [1, 2, 3]
    line = sheet.matches[0]
    assert line.first == first.tpn and line.complete and line.score_text()
    tpn = {p.id: int(p.tpn) for p in desk.teams.team_state().players}
    assert [b.first for b in line.boards] == [tpn[first.members[4]], tpn[first.members[0]], tpn[first.members[1]], None]
    assert line.boards[3].first_result is not None and line.boards[3].first_result.value == "-"  # unoccupied
    desk.teams.set_team_bye(desk.teams.team_state().teams[5].id, 2, "H")  # reading T7: a drawn match
    desk.teams.pair_next_team_round()
    second = team_sheet(desk.teams.team_state(), 2)
    assert second.byes == ((6, RoundKind.HALF_BYE),) and second.pab is not None and len(second.matches) == 2
    text = document_for(desk, "pairings", 2).text_lines()
    assert any("bye H: a drawn match" in t for t in text) and any("pairing-allocated bye" in t for t in text)
    desk.close()


def test_standings_crosstable_and_boards_after_a_round(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=5)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    _finish(desk, 1)
    desk.teams.pair_next_team_round()
    assert [say(c.label, "en") for c in round_choices(desk, "standings")] == ["After round 1"]
    standings = document_for(desk, "standings")
    assert standings.title == "Team standings after round 1"
    assert standings.tables()[0].header[:5] == ("Rank", "No.", "Team", "MP", "GP")
    assert len(standings.tables()[0].rows) == 5
    cross = document_for(desk, "crosstable", 1)
    assert cross.tables()[0].header[2] == "R1"
    boards = document_for(desk, "boards", 1)
    headings = [t for t in boards.text_lines() if t.startswith("Board ") and "statistics" not in t]
    assert headings == ["Board 1", "Board 2", "Board 3", "Board 4"]
    event, stats = team_board_statistics(desk)
    assert sum(line.games for line in stats.lines()) == 2 * 4 * 2  # 2 matches × 4 boards × 2 players
    assert len(event.teams) == 5
    path = tmp_path / "boards.pdf"
    write_pdf(boards, path)
    assert path.read_bytes().startswith(b"%PDF")
    with pytest.raises(InvalidInputError, match="not a document of a team event"):
        document_for(desk, "players")
    desk.close()


def test_a_team_without_a_match_or_bye_is_listed_absent(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=4)
    desk.teams.pair_next_team_round()
    sheet = team_sheet(desk.teams.team_state(), 1)
    assert sheet.byes == () and sheet.pab is None and len(sheet.matches) == 2
    desk.teams.add_team("Late Club", "L", [RosterPlayer("Late One")])  # registered after round 1 was paired: not in it
    sheet = team_sheet(desk.teams.team_state(), 1)
    assert sheet.byes == ((5, RoundKind.ABSENT),)
    desk.close()


def test_standings_are_offered_after_complete_rounds_only(tmp_path: Path) -> None:
    """A match still being played would read as an absence (0 / 0) on the cross table: not offered."""
    desk = _team_desk(tmp_path, teams=4)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    _finish(desk, 1)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    match = desk.teams.team_state().matches_of(2)[0]
    desk.teams.record_team_result(2, match.number, 1, KEYS[0])
    assert [c.number for c in round_choices(desk, "crosstable")] == [1]
    assert [c.number for c in round_choices(desk, "pairings")] == [1, 2]
    assert document_for(desk, "crosstable").title == "Team cross table after round 1"
    with pytest.raises(InvalidInputError, match="round 2 cannot be printed as this document yet"):
        document_for(desk, "boards", 2)
    desk.close()
