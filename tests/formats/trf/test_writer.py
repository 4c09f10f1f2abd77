"""The writer: column-exact records of both editions, computed points and ranks, byes of unpaired rounds."""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.trf import TrfVersion, parse_trf, write_trf
from tests.formats.trf.expected import SPRING_OPEN_TRF16, SPRING_OPEN_TRF26, TRF16_FILE, TRF26_FILE
from tests.formats.trf.samples import RICH_TRF16, RICH_TRF26


def records(text: str, code: str) -> list[str]:
    return [line for line in text.splitlines() if line[:3] == code]


def test_trf26_output_equals_the_hand_written_fixture_but_for_explicit_zero_byes() -> None:
    written = write_trf(SPRING_OPEN_TRF26).splitlines()
    fixture = TRF26_FILE.read_text().splitlines()
    fixture[fixture.index(records(TRF26_FILE.read_text(), "001")[-1])] += "  0000 - Z  0000 - Z"
    fixture[-1] = "### " + fixture[-1].removeprefix("###")
    assert written == fixture


def test_trf16_output_equals_the_hand_written_fixture_but_for_computed_points() -> None:
    written = write_trf(SPRING_OPEN_TRF16, TrfVersion.TRF16)
    fixture = TRF16_FILE.read_text()
    assert records(written, "001")[3] == records(fixture, "001")[3].replace(" 0.5    5", " 1.0    5")
    assert [line for line in written.splitlines() if line.startswith("XX")] == ["XXR 5", "XXC white1"]
    assert written.splitlines()[:13] == fixture.splitlines()[:13]


def test_player_record_columns() -> None:
    line = records(write_trf(SPRING_OPEN_TRF26), "001")[0]
    assert line[4:8] == "   1"  # 5-8 starting rank
    assert line[9] == "w"  # 10 sex
    assert line[10:13] == "WGM"  # 11-13 title
    assert line[14:47] == "Alpha, Anna".ljust(33)  # 15-47 name
    assert line[48:52] == "2310"  # 49-52 rating
    assert line[53:56] == "FRA"  # 54-56 federation
    assert line[57:68] == "   12345678"  # 58-68 FIDE id
    assert line[69:79] == "1990/01/01"  # 70-79 birth date
    assert line[80:84] == " 2.5"  # 81-84 points
    assert line[85:89] == "   1"  # 86-89 rank
    assert line[91:99] == "   4 w 1"  # 92-99 round 1
    assert line[101:109] == "   2 b W"  # 102-109 round 2
    assert line[111:119] == "   3 w D"  # 112-119 round 3
    assert len(line) == 119


def test_bye_block_columns() -> None:
    line = records(write_trf(SPRING_OPEN_TRF26), "001")[3]
    assert line[101:109] == "0000 - H"
    assert line[121:129] == "0000 - H"


def test_unrated_player_without_fide_id_has_blank_fields() -> None:
    line = records(write_trf(SPRING_OPEN_TRF26), "001")[5]
    assert line[48:52] == "    "
    assert line[57:68] == " " * 11


def test_points_follow_the_point_system_and_include_recorded_byes() -> None:
    lines = records(write_trf(RICH_TRF26), "001")
    points = {int(line[4:8]): line[80:84] for line in lines}
    # player 2: R1 draw as White 0.5, R2 unrated draw as Black 0.75, R3 win as White 1, R4 loss as Black 0
    assert points[2] == "2.25"
    # player 9: Z, Z, H (worth 0 here), win as Black 1.25, H
    assert points[9] == "1.25"


def test_ranks_by_points_then_starting_rank() -> None:
    lines = records(write_trf(SPRING_OPEN_TRF16), "001")
    assert [line[85:89].strip() for line in lines] == ["1", "4", "2", "5", "3", "6"]


def test_given_ranks_are_written_and_missing_ones_left_blank() -> None:
    lines = records(write_trf(SPRING_OPEN_TRF16, ranks={1: 6, 2: 5, 3: 4}), "001")
    assert [line[85:89] for line in lines] == ["   6", "   5", "   4", "    ", "    ", "    "]


def test_trf26_rule_records() -> None:
    text = write_trf(RICH_TRF26)
    assert records(text, "142") == ["142 7"]
    assert records(text, "152") == ["152 B"]
    assert records(text, "162") == ["162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0"]
    assert records(text, "XXS") == [
        "XXS WW=1.0 BW=1.25 WD=0.5 BD=0.75 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.0 FPB=1.0 PAB=1.0 FW=1.0 FL=0.0"
    ]
    assert records(text, "172") == ["172 FIDE ratings"]
    assert records(text, "182") == ["182 Arbiter Desk"]
    assert records(text, "192") == ["192 FIDE_DUBOV"]
    assert records(text, "202") == ["202 BH/C1,BH,SB"]
    assert records(text, "212") == ["212 PTS,BH/C1,BH,SB"]
    assert records(text, "222") == ["222 5400+30"]
    assert records(text, "112") == ["112 Berg, Ola", "112 Dahl, Siv"]
    assert records(text, "132")[0][91:].split() == ["26/03/01", "26/03/02", "26/03/03", "26/03/04"]


def test_record_240_lists_the_byes_of_rounds_not_yet_paired() -> None:
    text = write_trf(RICH_TRF26)
    assert records(text, "240") == [
        "240 H   5    9",
        "240 Z   5    3    7",
        "240 H   6    1",
        "240 Z   6    7",
        "240 Z   7    7",
    ]
    line = records(text, "240")[1]
    assert (line[4], line[6:9], line[10:14], line[15:19]) == ("Z", "  5", "   3", "   7")


def test_byes_of_unpaired_rounds_stay_in_the_player_records() -> None:
    line = records(write_trf(RICH_TRF26), "001")[0]
    assert line[141:149] == "0000 - H"  # player 1, round 6


def test_records_250_and_260_columns() -> None:
    text = write_trf(RICH_TRF26)
    assert records(text, "250") == ["250       1.0   1   2    1    4", "250       0.5   3        1    2"]
    assert records(text, "260") == ["260   1   3    1    2", "260   1        5    6    7"]
    line = records(text, "250")[0]
    assert (line[9:13], line[14:17], line[18:21], line[22:26], line[27:31]) == (" 1.0", "  1", "  2", "   1", "   4")


def test_comments_come_last_with_the_marker() -> None:
    lines = write_trf(RICH_TRF26).splitlines()
    assert lines[-2:] == [
        "### pairings published by the chief arbiter",
        "### round 2: board 3 changed (C.04.2 art. 4.4)",
    ]


def test_trf16_has_no_trf26_records_and_carries_the_rest_in_trfx_lines() -> None:
    text = write_trf(RICH_TRF26, TrfVersion.TRF16)
    codes = {line[:3] for line in text.splitlines()}
    assert codes == {
        "012",
        "022",
        "032",
        "042",
        "052",
        "062",
        "072",
        "092",
        "102",
        "112",
        "122",
        "132",
        "001",
        "XXR",
        "XXC",
        "XXS",
        "XXP",
        "XXA",
    }
    assert records(text, "XXR") == ["XXR 7"]
    assert records(text, "XXC") == ["XXC black1"]
    assert records(text, "XXP") == ["XXP 1 2", "XXP 5 6 7"]
    assert records(text, "XXA")[0] == "XXA    1  1.0  1.0  0.5  0.5  0.5  0.5  0.5"
    assert records(text, "XXA")[2][9:13] == " 1.0"


def test_trf16_default_point_system_needs_no_xxs() -> None:
    assert records(write_trf(SPRING_OPEN_TRF16, TrfVersion.TRF16), "XXS") == []
    assert records(write_trf(RICH_TRF16, TrfVersion.TRF16), "XXS") != []


def test_line_ends_are_newlines_and_the_text_ends_with_one() -> None:
    text = write_trf(RICH_TRF26)
    assert "\r" not in text
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_empty_records_are_left_out() -> None:
    text = write_trf(Tournament())
    assert text.splitlines() == ["062 0", "072 0", "152 W", "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0"]


def test_missing_entry_before_the_last_paired_round_is_a_blank_block() -> None:
    player = replace(RICH_TRF26.player(9), rounds=RICH_TRF26.player(9).rounds[3:])
    tournament = RICH_TRF26.with_players([*RICH_TRF26.players[:8], player])
    line = records(write_trf(tournament), "001")[8]
    assert line[91:119] == " " * 28
    assert line[121:129] == "   6 b 1"
    assert player.rounds[0].result is ResultCode.WIN


def test_line_breaks_inside_text_never_start_a_new_record() -> None:
    info = replace(RICH_TRF26.info, name="Rich\nOpen", deputy_arbiters=("Berg,\r\nOla",))
    player = replace(RICH_TRF26.player(1), name="Alpha,\rAnna")
    tournament = replace(
        RICH_TRF26.with_players([player, *RICH_TRF26.players[1:]]),
        info=info,
        comments=("board 3 changed:\nrematch avoided", "second"),
    )
    text = write_trf(tournament)
    assert records(text, "012") == ["012 Rich Open"]
    assert records(text, "112") == ["112 Berg, Ola"]
    assert records(text, "001")[0][14:25] == "Alpha, Anna"
    assert text.splitlines()[-3:] == ["### board 3 changed:", "### rematch avoided", "### second"]


def test_record_132_a_four_digit_year_is_written_yy_mm_dd_in_its_round_columns() -> None:
    """Record 132 (``shared/formats/trf.md``): ``YY/MM/DD`` at 92-99, 102-109, …; the desk's Settings keep
    ``YYYY/MM/DD``, which would otherwise run into the next round's columns."""
    dates = ("2026/03/01", "26/03/02", "2026/03/03")
    t = Tournament(info=TournamentInfo(name="Dated", round_dates=dates), players=(Player(PairingNumber(1), "Solo"),))
    text = write_trf(t, TrfVersion.TRF26)
    line = records(text, "132")[0]
    assert (line[91:99], line[101:109], line[111:119]) == ("26/03/01", "26/03/02", "26/03/03")
    assert parse_trf(text).info.round_dates == ("26/03/01", "26/03/02", "26/03/03")
