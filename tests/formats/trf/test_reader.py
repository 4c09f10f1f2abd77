"""Reading whole files: both editions, line ends and encodings, the completion of round blocks, the API."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.results import ResultCode
from arbiter_desk.formats.trf import TrfError, TrfVersion, load_trf, parse_trf, read_trf, read_trf_file
from tests.formats.trf.expected import SPRING_OPEN_TRF16, SPRING_OPEN_TRF26, TRF16_FILE, TRF26_FILE, bye
from tests.formats.trf.trf_lines import block, player_line, trf

TWO_PLAYERS = trf(
    "012 Café Open",
    player_line(1, "Müller, Jürgen", points="1.0", blocks=[block(2, "w", "1")]),
    player_line(2, "Øster, Åse", points="0.0", blocks=[block(1, "b", "0")]),
)


def test_trf16_fixture_reads_to_the_hand_written_snapshot() -> None:
    result = read_trf_file(TRF16_FILE)
    assert result.problems == ()
    assert result.version is TrfVersion.TRF16
    assert result.tournament == SPRING_OPEN_TRF16


def test_trf26_fixture_reads_to_the_hand_written_snapshot() -> None:
    result = read_trf_file(TRF26_FILE)
    assert result.problems == ()
    assert result.version is TrfVersion.TRF26
    assert result.tournament == SPRING_OPEN_TRF26


@pytest.mark.parametrize("line_end", ["\n", "\r\n", "\r"])
def test_every_line_end_reads_alike(line_end: str) -> None:
    data = TRF26_FILE.read_bytes().replace(b"\n", line_end.encode())
    assert read_trf(data).tournament == SPRING_OPEN_TRF26


def test_utf8_byte_order_mark_is_dropped() -> None:
    data = b"\xef\xbb\xbf" + TWO_PLAYERS.encode("utf-8")
    result = read_trf(data)
    assert result.problems == ()
    assert result.tournament is not None
    assert result.tournament.info.name == "Café Open"


def test_byte_order_mark_in_text_is_dropped_too() -> None:
    result = read_trf("\ufeff" + TWO_PLAYERS)
    assert result.tournament is not None and result.tournament.info.name == "Café Open"


def test_latin1_bytes_fall_back_to_latin1() -> None:
    result = read_trf(TWO_PLAYERS.encode("latin-1"))
    assert result.problems == ()
    assert result.tournament is not None
    assert [p.name for p in result.tournament.players] == ["Müller, Jürgen", "Øster, Åse"]


def test_utf8_names_keep_their_columns() -> None:
    result = read_trf(TWO_PLAYERS.encode("utf-8"))
    assert result.tournament is not None
    assert result.tournament.player(2).name == "Øster, Åse"


def test_blank_lines_and_trailing_blanks_are_harmless() -> None:
    text = TRF16_FILE.read_text().replace("\n", "   \n\n")
    assert read_trf(text).tournament == SPRING_OPEN_TRF16


def test_letters_are_case_insensitive() -> None:
    text = trf(
        "xxr 3",
        player_line(1, "A", title="gm", sex="M", points="1.0", blocks=[block(2, "W", "1")]),
        player_line(2, "B", title="wg", points="0.0", blocks=[block(1, "B", "0")]),
    )
    result = read_trf(text)
    assert result.problems == ()
    assert result.tournament is not None
    assert result.tournament.total_rounds == 3
    assert result.tournament.player(1).title == "GM"
    assert result.tournament.player(2).title == "WGM"


def test_a_comment_line_makes_the_file_trf26() -> None:
    result = read_trf(trf("###", player_line(1, "A")))
    assert result.version is TrfVersion.TRF26
    assert result.tournament is not None and result.tournament.comments == ("",)


@pytest.mark.parametrize("record", ["142 5", "152 W", "222 5400+30", "260   1   5    1    2"])
def test_a_trf26_record_makes_the_file_trf26(record: str) -> None:
    result = read_trf(trf(player_line(1, "A"), player_line(2, "B"), record))
    assert result.version is TrfVersion.TRF26


def test_without_trf26_records_the_file_is_trf16() -> None:
    assert read_trf(trf(player_line(1, "A"), "XXR 5", "299 penalty")).version is TrfVersion.TRF16


def test_blank_block_up_to_the_last_paired_round_is_a_zero_point_bye() -> None:
    text = trf(
        player_line(1, "A", blocks=["", block(2, "w", "1")]),
        player_line(2, "B", blocks=["", block(1, "b", "0")]),
        player_line(3, "C"),
    )
    result = read_trf(text)
    assert result.errors == ()
    assert result.tournament is not None
    assert result.tournament.player(1).entry(1) == bye(1, ResultCode.ZERO_BYE)
    assert result.tournament.player(3).rounds == (bye(1, ResultCode.ZERO_BYE), bye(2, ResultCode.ZERO_BYE))


def test_blank_blocks_after_the_last_paired_round_are_no_entry() -> None:
    text = trf(
        player_line(1, "A", blocks=[block(2, "w", "1"), "", block(0, "-", "H")]),
        player_line(2, "B", blocks=[block(1, "b", "0")]),
    )
    tournament = parse_trf(text)
    assert [e.round for e in tournament.player(1).rounds] == [1, 3]
    assert tournament.player(1).entry(2) is None


def test_record_240_fills_a_blank_block_and_the_001_block_wins_over_it() -> None:
    text = trf(
        player_line(1, "A", blocks=[block(2, "w", "1"), block(0, "-", "Z")]),
        player_line(2, "B", blocks=[block(1, "b", "0")]),
        "240 H   2    1    2",
    )
    result = read_trf(text)
    assert result.tournament is not None
    assert result.tournament.player(1).entry(2) == bye(2, ResultCode.ZERO_BYE)
    assert result.tournament.player(2).entry(2) == bye(2, ResultCode.HALF_BYE)
    assert [str(p) for p in result.problems] == [
        "warning: line 3, col 11: record 240 gives 0001 a bye H in round 2, but its block on line 1 says Z; "
        "the block is used"
    ]


def test_xxz_gives_a_zero_point_bye_in_the_round_to_pair() -> None:
    text = trf(
        player_line(1, "A", blocks=[block(2, "w", "1")]),
        player_line(2, "B", blocks=[block(1, "b", "0")]),
        player_line(3, "C", blocks=[block(0, "-", "U")]),
        "XXZ 2 3",
    )
    tournament = parse_trf(text)
    assert tournament.absent_in(2) == {2, 3}
    assert tournament.player(2).entry(2) == bye(2, ResultCode.ZERO_BYE)


def test_xxz_naming_an_unknown_player_is_an_error() -> None:
    result = read_trf(trf(player_line(1, "A"), "XXZ 1 7"))
    assert [str(p) for p in result.errors] == ["line 2, col 7: starting rank 0007 is not a player in this file"]


def test_no_player_record_is_an_error() -> None:
    result = read_trf("012 Empty\n")
    assert result.tournament is None
    assert [str(p) for p in result.errors] == ["line 1: no player record (001) in this file"]


def test_empty_input_is_an_error_not_an_exception() -> None:
    assert read_trf(b"").tournament is None
    assert read_trf("").errors[0].message == "no player record (001) in this file"


def test_problems_are_sorted_by_line_and_column() -> None:
    text = trf(player_line(1, "A", rating="x"), player_line("x", "B"), "XXC grey1")
    result = read_trf(text)
    assert [(p.line, p.column) for p in result.problems] == [(1, 49), (2, 5), (3, 5)]
    assert result.errors == result.problems
    assert result.warnings == ()


def test_parse_trf_raises_trf_error_naming_line_and_column() -> None:
    text = trf(player_line(1, "A", blocks=[block(2, "x", "1")]), player_line(2, "B", blocks=[block(1, "b", "0")]))
    with pytest.raises(TrfError) as caught:
        parse_trf(text)
    assert isinstance(caught.value, InvalidInputError)
    assert "line 1, col 97: colour must be w, b or -" in str(caught.value)
    assert caught.value.problems[0].column == 97


def test_load_trf_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.trf"
    path.write_text("012 nothing\n")
    with pytest.raises(TrfError, match=r"broken\.trf: unusable TRF file: line 1: no player record"):
        load_trf(path)


def test_load_trf_of_a_missing_file_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        load_trf(tmp_path / "missing.trf")


def test_load_trf_reads_the_fixture() -> None:
    assert load_trf(TRF26_FILE) == SPRING_OPEN_TRF26
    assert load_trf(str(TRF16_FILE)) == SPRING_OPEN_TRF16
