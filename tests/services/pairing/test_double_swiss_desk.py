"""A Double-Swiss event in the desk (C.04.5 (2026)): one stored round per match, both games'
results, TRF in the file convention (two columns per match, ``shared/formats/double-swiss-trf.md``)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions
from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import ForbiddenPairs, TournamentInfo
from arbiter_desk.formats.documents.model import Document, KeepTogether, Table
from arbiter_desk.formats.trf import TrfVersion, parse_trf, write_trf
from arbiter_desk.services import Desk, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.documents.sheets import document_for, round_choices
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.standings.standings_view import player_card, standings, standings_rounds, standings_snapshot
from arbiter_desk.store.records import RoundState, SettingsRecord
from tests.services.conftest import override_warnings, validate_pairing

DS_SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Double Open", city="Rome", chief_arbiter="Ann Arbiter"),
    total_rounds=4,
    pairing_system="double-swiss",
)
GAMES = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.WHITE_WINS_BY_FORFEIT)


def _desk(tmp_path: Path, players: int = 7) -> Desk:
    desk = Desk.create(tmp_path / "ds.adesk", DS_SETTINGS)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2400 - 20 * i, fide_id=5000 + i))
    return desk


def _play(desk: Desk, rounds: int) -> None:
    """Pair, publish and enter both games of every board (results vary by board and round)."""
    for _ in range(rounds):
        desk.rounds.pair_next_round()
        number = desk.rounds.all()[-1].number
        desk.rounds.publish_round()
        for board in desk.rounds.boards(number):
            desk.results.record_game_result(number, board.number, 1, GAMES[(board.number + number) % 3])
            desk.results.record_game_result(number, board.number, 2, GAMES[(board.number * number) % 3])


def test_a_round_is_a_match_with_one_board_and_two_games(tmp_path: Path) -> None:
    """C.04.5 Preface: every pairing is a two-game match; the PAB applies to the whole match (art. 1.4)."""
    desk = _desk(tmp_path)
    desk.rounds.pair_next_round()
    assert len(desk.rounds.all()) == 1 and len(desk.rounds.boards(1)) == 3
    assert all(b.games == 2 for b in desk.rounds.boards(1))
    assert len(desk.rounds.pairing_byes()) == 1
    desk.rounds.publish_round()
    board = desk.rounds.boards(1)[0]
    desk.results.record_game_result(1, board.number, 1, GameResult.WHITE_WINS)
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED  # game 2 still on
    with pytest.raises(RoundStateError, match="not complete"):
        desk.rounds.pair_next_round()
    desk.results.record_game_result(1, board.number, 2, GameResult.DRAW)
    stored = desk.rounds.boards(1)[0]
    assert stored.game_codes(1) == (ResultCode.WIN, ResultCode.LOSS)
    assert stored.game_codes(2) == (ResultCode.DRAW, ResultCode.DRAW)
    snapshot = desk.snapshot()
    white = snapshot.player(next(p.tpn for p in desk.players.all() if p.id == stored.white))
    # game 1 in TRF column 1 with the scheduled colour, game 2 in column 2 reversed (art. 4.4, D1)
    assert [(e.round, e.colour, e.result) for e in white.rounds] == [
        (1, Colour.WHITE, ResultCode.WIN),
        (2, Colour.BLACK, ResultCode.DRAW),
    ]
    (bye,) = desk.rounds.pairing_byes()
    bye_player = snapshot.player(next(p.tpn for p in desk.players.all() if p.id == bye.player))
    assert [e.result for e in bye_player.rounds] == [ResultCode.PAIRING_BYE, ResultCode.HALF_BYE]  # D2: 1.5
    assert snapshot.score(bye_player.tpn) == 1.5
    assert snapshot.total_rounds == 8 and snapshot.info.type_code == "FIDE_DOUBLESWISS"


def test_game_2_result_is_typed_with_game_2_colours(tmp_path: Path) -> None:
    """Art. 4.4: in game 2 the board's Black has White; ``1`` there means the board's Black won."""
    desk = _desk(tmp_path, 2)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_game_result(1, 1, 1, GameResult.DRAW)
    desk.results.record_game_result(1, 1, 2, GameResult.WHITE_WINS)
    board = desk.rounds.boards(1)[0]
    assert board.game_codes(2) == (ResultCode.LOSS, ResultCode.WIN)
    assert desk.rounds.all()[0].state is RoundState.COMPLETE


def test_per_game_results_undo_and_redo(tmp_path: Path) -> None:
    desk = _desk(tmp_path, 2)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_game_result(1, 1, 1, GameResult.WHITE_WINS)
    desk.results.record_game_result(1, 1, 2, GameResult.BLACK_WINS)
    assert desk.journal.undo_label() == "Undo: record result board 1 game 2 of round 1: 0-1"
    desk.journal.undo()
    assert desk.rounds.boards(1)[0].game_codes(2) == (None, None)
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    desk.journal.redo()
    assert desk.rounds.boards(1)[0].game_codes(2) == (ResultCode.WIN, ResultCode.LOSS)
    assert desk.rounds.all()[0].state is RoundState.COMPLETE
    desk.results.clear_game_result(1, 1, 1)
    assert desk.rounds.boards(1)[0].game_codes(1) == (None, None) and not desk.rounds.boards(1)[0].has_result


def test_a_requested_bye_applies_to_the_whole_match(tmp_path: Path) -> None:
    """Preface: byes apply only to matches — a half-point bye is ``H`` in both columns (D19: 1 point)."""
    desk = _desk(tmp_path, 5)
    player = desk.players.all()[0]
    desk.players.request_bye(player.id, 1, ResultCode.HALF_BYE)
    desk.rounds.pair_next_round()
    snapshot = desk.snapshot(pairing_round=1)
    assert [(e.round, e.result) for e in snapshot.player(1).rounds] == [
        (1, ResultCode.HALF_BYE),
        (2, ResultCode.HALF_BYE),
    ]
    assert all(player.id not in (b.white, b.black) for b in desk.rounds.boards(1))
    assert not desk.rounds.pairing_byes()  # four players left: no PAB


def test_desk_trf_desk_trf_is_lossless(tmp_path: Path) -> None:
    desk = _desk(tmp_path, 9)
    desk.settings.update_settings(
        SettingsRecord(**{**_fields(desk.settings.current()), "forbidden_pairs": (ForbiddenPairs((1, 2), 1, 3),)})
    )
    desk.players.request_bye(desk.players.all()[4].id, 3, ResultCode.ZERO_BYE)
    _play(desk, 3)
    first = write_trf(desk.export_snapshot(), TrfVersion.TRF26)
    assert "XXR 8" in first or "XXR    8" in first or " 8\n" in first
    path = tmp_path / "first.trf"
    path.write_text(first)
    again = Desk.import_trf(tmp_path / "again.adesk", path)
    assert again.settings.current().total_rounds == 4
    assert again.settings.current().forbidden_pairs == (ForbiddenPairs((1, 2), 1, 3),)
    assert [(b.white, b.black, b.game_codes(1), b.game_codes(2)) for b in again.rounds.boards(2)] == [
        (b.white, b.black, b.game_codes(1), b.game_codes(2)) for b in desk.rounds.boards(2)
    ]
    second = write_trf(again.export_snapshot(), TrfVersion.TRF26)
    assert _without_audit(second) == _without_audit(first)
    # and both desks pair round 4 alike
    desk.rounds.pair_next_round()
    again.rounds.pair_next_round()
    assert [(b.white, b.black) for b in again.rounds.boards(4)] == [(b.white, b.black) for b in desk.rounds.boards(4)]


@pytest.mark.parametrize(("players", "seed"), [(15, 7), (12, 11), (16, 23), (9, 5)])
def test_generated_file_imports_and_continues_as_the_engine_pairs_it(
    tmp_path: Path, players: int, seed: int, capsys: pytest.CaptureFixture[str]
) -> None:
    """A TRF from the two-game generator (forfeits, byes, withdrawals) is stored as matches and round 4 is
    paired exactly as ``arbiter-desk pair --system double-swiss`` pairs the file (game-1 colours, PAB last)."""
    system = find_system("double-swiss")
    options = GeneratorOptions(
        players=players, rounds=3, seed=seed, forfeit_rate=0.1, bye_rate=0.1, withdrawal_rate=0.05, prohibited_pairs=1
    )
    generated = generate_two_game_tournament(system, options)
    generated = parse_trf(write_trf(replace(generated, total_rounds=10), TrfVersion.TRF26))  # 5 matches
    path = tmp_path / "gen.trf"
    path.write_text(write_trf(generated, TrfVersion.TRF26))
    desk = Desk.import_trf(tmp_path / "gen.adesk", path)
    assert [r.number for r in desk.rounds.all()] == [1, 2, 3]
    assert _without_audit(write_trf(desk.export_snapshot(), TrfVersion.TRF26)) == _without_audit(path.read_text())
    assert run(["pair", "--system", "double-swiss", str(path)]) == EXIT_OK
    cli = [tuple(map(int, line.split())) for line in capsys.readouterr().out.split("\n")[1:] if line.strip()]
    desk.rounds.pair_next_round()
    tpn = {p.id: p.tpn for p in desk.players.all()}
    byes = [(tpn[b.player], 0) for b in desk.rounds.pairing_byes() if b.round == 4]
    assert [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(4)] + byes == cli


def test_a_bye_split_over_a_match_is_refused_naming_player_and_round(tmp_path: Path) -> None:
    trf = tmp_path / "bad.trf"
    trf.write_text(
        "012 Bad\nXXR 4\n192 FIDE_DOUBLESWISS\n"
        f"001    1      Player 01{' ' * 25}2500{' ' * 29}1.0    1  0000 - H  0000 - Z\n"
        f"001    2      Player 02{' ' * 25}2400{' ' * 29}0.0    2  0000 - Z  0000 - Z\n"
    )
    with pytest.raises(InvalidInputError, match=r"player 1, round 1 \(TRF columns 1 and 2\).*whole matches"):
        Desk.import_trf(tmp_path / "bad.adesk", trf)
    assert not (tmp_path / "bad.adesk").exists()


def _fields(settings: SettingsRecord) -> dict[str, object]:
    return {name: getattr(settings, name) for name in settings.__slots__}


def _without_audit(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("###") and not line.startswith("092")]


def test_standings_are_by_match_score_after_each_match(tmp_path: Path) -> None:
    """Standings after a match (both its TRF columns); points are the match scores summed (C.04.5 art. 1.4)."""
    desk = _desk(tmp_path, 7)
    _play(desk, 2)
    snapshot = standings_snapshot(desk)
    assert standings_rounds(snapshot) == [("Round 1", 2), ("Round 2", 4)]
    table = standings(desk, after_round=4)
    assert sum(r.points for r in table.rows) == 2 * 3 * 2 + 2 * Decimal("1.5")  # 3 matches of 2 points, 2 PABs
    assert table.rows[0].points >= table.rows[-1].points
    card = player_card(snapshot, table.rows[0].tpn, 4)
    assert [c.round_text for c in card] == ["1.1", "1.2", "2.1", "2.2"]


def _tables(document: Document) -> list[Table]:
    found: list[Table] = []
    for block in document.blocks:
        if isinstance(block, Table):
            found.append(block)
        elif isinstance(block, KeepTogether):
            found += [b for b in block.blocks if isinstance(b, Table)]
    return found


def test_printed_pairing_sheet_has_both_games_colours_and_the_match(tmp_path: Path) -> None:
    """C.04.5 art. 4.4 on paper: White in game 1, both games' results, the match score, the PAB as 1½."""
    desk = _desk(tmp_path, 7)
    _play(desk, 2)
    sheet = document_for(desk, "pairings", 2)
    table = _tables(sheet)[0]
    assert [c.title for c in table.columns][5:8] == ["Game 1", "Game 2", "Match"]
    board = desk.rounds.boards(2)[0]
    tpn = {p.id: p.tpn for p in desk.players.all()}
    first = table.rows[0]
    assert (first[1], first[-1]) == (str(tpn[board.white]), str(tpn[board.black]))
    assert first[7] in ("2–0", "1½–½", "1–1", "½–1½", "0–2")
    assert table.rows[-1][7] == "1½ (bye)"
    assert sheet.title == "Pairings, round 2" and any("Round 2 of 4" in line for line in sheet.header_lines)
    # a round just paired: the same sheet with empty result cells, and one slip per match with both games
    desk.rounds.pair_next_round()
    draft = _tables(document_for(desk, "pairings", 3))[0]
    assert all(row[5:8] == ("", "", "") for row in draft.rows[:3])
    slips = _tables(document_for(desk, "result-slips", 3))
    assert len(slips) == 3 and [row[0] for row in slips[0].rows] == ["Game 1", "Game 2"]
    assert slips[0].rows[0][1:3] == slips[0].rows[1][2:0:-1]  # colours reversed in game 2
    standings_sheet = document_for(desk, "standings", 2)
    assert standings_sheet.title == "Standings after round 2"
    assert [c.number for c in round_choices(desk, "standings")] == [1, 2]


def test_an_override_of_a_match_round_keeps_matches_and_the_double_swiss_rules(tmp_path: Path) -> None:
    """C.04.2 art. 4.4 on a Double-Swiss round: boards stay two-game matches with their results; [C1] warns of
    a second match, [C2] of a second PAB at level 3 (C.04.5 art. 2.1.2; VCL4THP.13 Q66)."""
    desk = _desk(tmp_path, 5)
    _play(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    first_bye = next(b.player for b in desk.rounds.pairing_byes() if b.round == 1)
    (a, b), (c, d) = [(x.white, x.black) for x in desk.rounds.boards(1)]
    # [C1] and [C2] broken by hand: level-3 warnings of the manual-pairing phase (VCL4THP.13 Q66)
    asked = override_warnings(desk, 2, [(a, b), (c, first_bye)], d, OverrideArticle.COMPETITION_RULES, "x")
    assert [int(w.level) for w in asked if w.code == "mpa.rematch"] == [3]
    asked = override_warnings(desk, 2, [(a, c), (b, d)], first_bye, OverrideArticle.COMPETITION_RULES, "x")
    assert [int(w.level) for w in asked if w.code == "mpa.pab"] == [3]
    desk.results.record_game_result(2, 1, 1, GameResult.DRAW)
    boards = [(b.white, b.black) for b in desk.rounds.boards(2)]
    (bye,) = [b.player for b in desk.rounds.pairing_byes() if b.round == 2]
    swapped = [boards[0], boards[1][::-1]]
    validate_pairing(desk, 2, swapped, bye, OverrideArticle.COMPETITION_RULES, "colours exchanged by rule 9")
    after = desk.rounds.boards(2)
    assert [b.games for b in after] == [2, 2] and after[0].game_codes(1) == (ResultCode.DRAW, ResultCode.DRAW)
    with pytest.raises(RoundStateError, match="board 1 already has a result"):  # game 1 of the match is played
        desk.rounds.override_pairing(2, [boards[0][::-1], boards[1]], bye, OverrideArticle.COMPETITION_RULES, "x")


def test_round_dates_one_per_match_are_written_under_both_game_columns(tmp_path: Path) -> None:
    """Reading S2 (match_snapshot): Settings keep one date per Double-Swiss round; record 132 carries it under
    TRF columns 2r−1 and 2r (format rule 1), and the import reads it back as one date per match."""
    dates = ("2026/03/01", "2026/03/02", "2026/03/03", "2026/03/04")
    desk = _desk(tmp_path)
    desk.settings.update_settings(
        replace(desk.settings.current(), info=replace(desk.settings.current().info, round_dates=dates))
    )
    _play(desk, 2)
    exported = write_trf(desk.export_snapshot(), TrfVersion.TRF26)
    short = tuple(d[2:] for d in dates)  # record 132 is YY/MM/DD
    assert parse_trf(exported).info.round_dates == tuple(d for d in short for _ in (1, 2))
    path = tmp_path / "dated.trf"
    path.write_text(exported)
    again = Desk.import_trf(tmp_path / "dated.adesk", path)
    assert again.settings.current().info.round_dates == short
    assert _without_audit(write_trf(again.export_snapshot(), TrfVersion.TRF26)) == _without_audit(exported)


def test_a_match_date_is_game_1_s_or_else_game_2_s() -> None:
    """Reading S2 on import: column 2r−1's date, or column 2r's when game 1 has none."""
    from arbiter_desk.services.pairing.match_snapshot import match_dates

    assert match_dates(("2026/03/01", "2026/03/01", "", "2026/03/05", "2026/03/07")) == (
        "2026/03/01",
        "2026/03/05",
        "2026/03/07",
    )
    assert match_dates(()) == ()


def test_a_key_on_one_game_is_not_refused_for_the_other_game_entered_meanwhile(tmp_path: Path) -> None:
    """C.04.5 art. 4.4: each game of a match has its own result. A desk that showed board 1 before another desk
    entered game 2 may still enter game 1 (the race is per game); a change of game 1 itself is still refused."""
    from arbiter_desk.services.event.errors import StaleRecordError
    from arbiter_desk.services.event.staleness import BoardSeen

    desk = _desk(tmp_path, 8)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    shown = BoardSeen.from_record(desk.rounds.boards(1)[0])  # what the desk showed
    desk.results.record_game_result(1, 1, 2, GameResult.DRAW)  # game 2 entered meanwhile (another desk)
    desk.results.record_game_result(1, 1, 1, GameResult.WHITE_WINS, shown)  # game 1 as shown: saved
    assert desk.rounds.boards(1)[0].white_result is ResultCode.WIN
    with pytest.raises(StaleRecordError, match="board 1 of round 1"):
        desk.results.record_game_result(
            1, 1, 1, GameResult.BLACK_WINS, shown
        )  # game 1 itself changed since it was shown
    with pytest.raises(StaleRecordError):
        desk.results.clear_game_result(1, 1, 1, seen=shown)
    desk.close()
