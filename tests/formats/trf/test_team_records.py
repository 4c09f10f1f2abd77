"""TRF-2026 team records as ``shared/formats/team-swiss-trf.md`` lays them out (sections 1–6; readings T1–T8,
T23, T25): reading, deriving matches and scores, errors by line and column, and the lossless round trip."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import MatchResult, PreferenceType, RoundKind, TeamScore
from arbiter_desk.formats.trf.team_reader import read_team_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf
from tests.core.pairing.team.variants import generated


def p001(tpn: int, blocks: list[str], name: str = "") -> str:
    line = f"001 {tpn:4d}      {(name or f'Player {tpn}'):<33} 2000".ljust(89)
    return line + "".join(f"  {b}" for b in blocks)


def team(tpn: int, players: list[int]) -> str:
    line = f"310 {tpn:3d} {f'Team {tpn}':<32} {'':5} {'2000':>6}".ljust(72)
    return line + "".join(f" {p:4d}" for p in players)


HEADER = ["012 Sample", "142 5", "152 W", "192 FIDE_TEAM_TYPEA_MP_GP", "352 WB", "362 TW 2.0   TD 1.0   TL 0.0"]


def four_teams(blocks: dict[int, list[str]], extra: list[str] = ()) -> str:  # type: ignore[assignment]
    """Teams 1–4 of two boards: players 1 2, 3 4, 5 6, 7 8."""
    lines = [*HEADER, *(p001(p, blocks.get(p, [])) for p in range(1, 9))]
    lines += [team(t, [2 * t - 1, 2 * t]) for t in range(1, 5)]
    return "\n".join([*lines, *extra]) + "\n"


ROUND_ONE = {
    1: ["0005 w 1"],
    2: ["0006 b ="],
    5: ["0001 b 0"],
    6: ["0002 w ="],  # 1–3: 1.5–0.5, team 1 White
    3: ["0007 b +"],
    4: ["0008 w -"],
    7: ["0003 w -"],
    8: ["0004 b +"],  # 4–2: 1–1 with two forfeits
}


def test_section_5_matches_colours_scores_derived_from_001() -> None:
    result = read_team_trf(four_teams(ROUND_ONE))
    assert not result.errors, result.problems
    event = result.event
    assert event is not None
    r1, r3 = event.team(1).entry(1), event.team(3).entry(1)
    assert r1 is not None and r3 is not None
    assert (r1.opponent, r1.colour, r1.game_points, r1.result, r1.match_points) == (
        3,
        Colour.WHITE,
        1.5,
        MatchResult.WIN,
        2,
    )
    assert (r3.colour, r3.result, r3.match_points) == (Colour.BLACK, MatchResult.LOSS, 0)
    # 5.3: team 4's first board (player 7) is White; 5.4: every board forfeited → not played (T3), a draw 1–1.
    r4 = event.team(4).entry(1)
    assert r4 is not None and (r4.colour, r4.played, r4.result) == (Colour.WHITE, False, MatchResult.DRAW)
    assert event.rules.boards == 2 and event.rules.preference_type is PreferenceType.A


def test_section_1_header_records() -> None:
    text = four_teams(ROUND_ONE).replace("192 FIDE_TEAM_TYPEA_MP_GP", "192 FIDE_TEAM_TYPEB_GP")
    text = text.replace("362 TW 2.0   TD 1.0   TL 0.0", "362 TW 3.0   TD 1.0   TL 0.0").replace("152 W", "152 B")
    event = read_team_trf(text).event
    assert event is not None
    rules = event.rules
    assert rules.preference_type is PreferenceType.B and rules.primary is TeamScore.GAME_POINTS
    assert rules.secondary is None and rules.match_points.win == 3 and rules.initial_colour is Colour.BLACK
    assert rules.total_rounds == 5 and event.team(1).match_points() == 3
    default = read_team_trf(four_teams(ROUND_ONE).replace("192 FIDE_TEAM_TYPEA_MP_GP", "192 FIDE_TEAM")).event
    assert default is not None and default.rules.primary is TeamScore.MATCH_POINTS
    assert default.rules.secondary is TeamScore.GAME_POINTS  # 1.2.2: no score named


def test_section_4_320_330_240() -> None:
    blocks = {p: [*ROUND_ONE[p], "0000 - -"] for p in ROUND_ONE}
    for p in (1, 2):
        blocks[p][1] = f"000{p + 2} w -" if p == 1 else "0004 b -"
    for p in (3, 4):
        blocks[p][1] = "0001 b -" if p == 3 else "0002 w -"
    text = four_teams(blocks, ["320  1.0  1.0       3", "330 --   2   1   2", "240 H   2    4", "240 Z   3    1"])
    event = read_team_trf(text).event
    assert event is not None
    one, two, three, four = (event.team(t).entry(2) for t in (1, 2, 3, 4))
    assert one and two and three and four
    assert (one.kind, one.played, one.result, one.forfeit_record) == (RoundKind.MATCH, False, MatchResult.LOSS, "--")
    assert two.result is MatchResult.LOSS
    assert (three.kind, three.match_points, three.game_points) == (RoundKind.PAB, 1, 1)
    assert (four.kind, four.match_points, four.game_points) == (RoundKind.HALF_BYE, 1, 1)
    absent = event.team(1).entry(3)
    assert absent is not None and absent.kind is RoundKind.ABSENT  # 240 Z of the round to pair: kept (section 6)
    assert event.round_to_pair() == 3


def test_t1_t2_sample_style_unoccupied_board_and_300_lineup() -> None:
    """The TEC sample's style: ``0000 - +`` for a board the opponent left unoccupied, ``300`` for the line-up."""
    blocks = {1: ["0005 w 1"], 2: ["0000 - +"], 5: ["0001 b 0"], 6: ["0000 - -"]}
    text = four_teams(blocks, ["300   1   3   1    5    0"])
    event = read_team_trf(text).event
    assert event is not None
    one, three = event.team(1).entry(1), event.team(3).entry(1)
    assert one and three and one.game_points == 2 and three.game_points == 0 and one.played
    assert [b.player for b in three.boards] == [5, None]


def test_t8_points_columns_are_not_read() -> None:
    text = four_teams(ROUND_ONE).replace(
        "Player 1                          2000", "Player 1                          2000"
    )
    lines = [line[:80] + " 9.5" + line[84:] if line.startswith("001") else line for line in text.splitlines()]
    event = read_team_trf("\n".join(lines) + "\n").event
    assert event is not None and event.team(1).game_points() == Decimal("1.5")


@pytest.mark.parametrize(
    ("extra", "line_text", "message"),
    [
        (["250  1.0   1   2    1    4"], "250", "not supported"),
        (["310   1 Team again"], "310   1", "already defined"),
        (["330 ?!   1   1   2"], "330", "expected +-"),
        (["240 X   2    1"], "240", "Z, H or F"),
        # C.04.6 art. 1.2 (match points form the scoregroups): a malformed 362 value is refused, not defaulted.
        (["362 TW x.0   TD 1.0   TL 0.0"], "362", "TW needs match points"),
        (["362 TW 2.0   TD 1,5   TL 0.0"], "362", "TD needs match points"),
        # T2: a 300 line-up names a 310 team, its own players, at most B boards and the team's real opponent.
        (["300   1   9   1    5    6"], "300", "team 9 has no 310 record"),
        (["300   1   3   1    5    1"], "300", "player 1 is not in team 3"),
        (["300   1   3   1    5    6    0"], "300", "3 players for 2 boards"),
        (["300   1   3   2    5    6"], "300", "plays team 1 in round 1, not 2"),
    ],
)
def test_bad_input_names_the_line_and_column(extra: list[str], line_text: str, message: str) -> None:
    result = read_team_trf(four_teams(ROUND_ONE, extra))
    assert result.event is None
    assert any(message in p.message and p.line >= 1 for p in result.errors), result.problems


def test_t25_acceleration_refused_unsupported_records_warned() -> None:
    text = four_teams(ROUND_ONE).replace("FIDE_TEAM_TYPEA_MP_GP", "FIDE_TEAM_BAKU")
    assert read_team_trf(text).event is None
    warned = read_team_trf(four_teams(ROUND_ONE, ["260   1   5    1    2", "162 W 1.0"]))
    assert warned.event is not None and len(warned.problems) >= 2


def test_opponents_must_name_each_other() -> None:
    blocks = dict(ROUND_ONE)
    blocks[5] = ["0002 b 0"]
    result = read_team_trf(four_teams(blocks))
    assert result.event is None and any("name" in p.message for p in result.errors)
    assert all(p.line > 0 for p in result.errors)


def test_garbage_gives_errors_never_a_traceback() -> None:
    for text in ["", "hello\n", "310 abc\n", "001 xxxx\n310   1 A\n", "\x00\x01", "352 WQ\n310   1 A      \n"]:
        result = read_team_trf(text)
        assert result.event is None and result.errors


@pytest.mark.parametrize("seed", range(1, 41))
def test_round_trip_read_write_read(seed: int) -> None:
    event = generated(seed)
    text = write_team_trf(event)
    first = read_team_trf(text)
    assert first.event == event, first.problems
    assert write_team_trf(first.event) == text


def test_truncation_to_the_round_to_pair() -> None:
    event = generated(4)
    cut = event.truncated(3)
    again = read_team_trf(write_team_trf(cut)).event
    assert again is not None and again.round_to_pair() == 3
    assert again.truncated(3) == again


def test_crlf_xxr_xxc_and_records_in_any_order() -> None:
    """Section 1: ``XXR``/``XXC`` for 142/152; CR LF line ends; records in any order; ``###`` comments."""
    text = four_teams(ROUND_ONE).replace("142 5", "XXR 5").replace("152 W", "XXC black1")
    lines = text.splitlines()
    shuffled = [*lines[::-1], "### a comment"]
    event = read_team_trf("\r\n".join(shuffled) + "\r\n").event
    assert event is not None
    assert event.rules.total_rounds == 5 and event.rules.initial_colour is Colour.BLACK
    assert event.team(1).match_points() == 2


def test_sample_style_reads_back_after_writing() -> None:
    """A board the sample's style writes ``0000 - -`` inside a 300 line-up is written back with its 300 record."""
    blocks = {1: ["0005 w 1"], 2: ["0000 - +"], 5: ["0001 b 0"], 6: ["0000 - -"]}
    event = read_team_trf(four_teams(blocks, ["300   1   3   1    5    6"])).event
    assert event is not None
    three = event.team(3).entry(1)
    assert three is not None and [b.player for b in three.boards] == [5, 6]
    again = read_team_trf(write_team_trf(event)).event
    assert again == event


def test_pab_and_240_in_the_same_round_is_refused() -> None:
    result = read_team_trf(four_teams(ROUND_ONE, ["320  1.0  1.0       3", "240 Z   2    3"]))
    assert result.event is None and any("320" in p.message and "240" in p.message for p in result.errors)


def test_t4_a_match_not_played_drawn_on_game_points_reads_back_drawn() -> None:
    """T3/T4: boards forfeited on both sides (1–1, no game played) make a drawn match not played; the writer must
    not write it as ``330 --`` (lost by both), which would change both teams' match points on reading back."""
    event = read_team_trf(four_teams(ROUND_ONE)).event
    assert event is not None
    text = write_team_trf(event)
    again = read_team_trf(text).event
    assert again is not None and again == event
    four = again.team(4).entry(1)
    assert four is not None and (four.played, four.result, four.match_points) == (False, MatchResult.DRAW, 1)
    assert write_team_trf(again) == text


@pytest.mark.parametrize(
    ("extra", "column", "message"),
    [
        (["330 --   6   1   2"], 8, "record 330: round 6, but only 5 rounds declared (142)"),
        (["300   6   3   1    5    6"], 5, "record 300: round 6, but only 5 rounds declared (142)"),
    ],
)
def test_a_round_after_the_declared_number_of_rounds_is_an_error(extra: list[str], column: int, message: str) -> None:
    """team-swiss-trf.md section 1: ``142`` is the total number of rounds (C.04.6 art. 2.3.4 / 1.7.2 read it as
    the last round); a ``330`` or ``300`` for a later round names a round the event does not have."""
    text = four_teams(ROUND_ONE, extra)
    result = read_team_trf(text)
    line = text.splitlines().index(extra[0]) + 1
    assert result.event is None
    assert [(p.line, p.column, p.message) for p in result.errors] == [(line, column, message)]
    assert read_team_trf(four_teams(ROUND_ONE, [extra[0].replace("  6", "  5", 1)])).errors == ()
