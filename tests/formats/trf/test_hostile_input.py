"""Bounded input. Numbers of any length, megabyte lines, thousands of faulty lines, FIFOs,
devices and oversized files end in a clear problem naming the line and column (or the file), never in Python's
4,300-digit ``ValueError``, a hang or a list of millions."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from arbiter_desk.formats.trf import read_trf
from arbiter_desk.formats.trf.columns import MAX_DIGITS, MAX_ROUNDS, parse_decimal, parse_int, shown
from arbiter_desk.formats.trf.problems import MAX_PROBLEMS
from arbiter_desk.formats.trf.source import (
    MAX_FILE_BYTES,
    MAX_LINE_CHARACTERS,
    TrfInputError,
    read_trf_bytes,
)
from arbiter_desk.formats.trf.team_reader import read_team_trf
from tests.formats.trf.trf_lines import at, block, player_line, trf

PLAYERS = (player_line(1, "A", blocks=[block(2, "w", "1")]), player_line(2, "B", blocks=[block(1, "b", "0")]))
GIANT = "9" * 5000


def test_the_number_parser_refuses_more_digits_than_the_widest_field() -> None:
    assert parse_int("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    assert parse_int("9" * (MAX_DIGITS + 1)) is None
    assert parse_int(GIANT) is None
    assert parse_int("0" * 5000 + "7") == 7  # leading zeros are not digits of the value
    assert parse_decimal(GIANT + ".5") is None
    assert parse_decimal("1." + "5" * 5000) is None
    assert parse_decimal("3.5") is not None


def test_a_problem_message_quotes_a_giant_word_cut() -> None:
    assert shown("x" * 10) == "'xxxxxxxxxx'"
    assert len(shown(GIANT)) < 60 and "5,000 characters" in shown(GIANT)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (f"XXR {GIANT}", 5),
        (f"142 {GIANT}", 5),
        (f"062 {GIANT}", 5),
        (f"XXP 1 {GIANT}", 7),
        (f"XXZ {GIANT}", 5),
        (f"240 H   1 {GIANT}", 11),
        (f"162  W {GIANT}", 8),
        (f"XXS W={GIANT}", 7),
        (f"BBW {GIANT}", 5),
    ],
)
def test_giant_numbers_in_free_format_records_are_line_errors(line: str, column: int) -> None:
    result = read_trf(trf(*PLAYERS, line))
    assert any((p.line, p.column) == (3, column) for p in result.problems), result.problems
    assert all(len(str(p)) < 300 for p in result.problems)


def test_giant_numbers_over_the_fixed_columns_of_a_player_line_are_errors() -> None:
    """Fixed columns cut a number to their width; what runs on into the round blocks is an error there."""
    line = at(player_line(3, "C"), 49, GIANT)
    result = read_trf(trf(*PLAYERS, line))
    assert result.tournament is None
    assert any(p.line == 3 and p.column == 90 for p in result.errors)
    assert all(len(str(p)) < 300 for p in result.problems)


@pytest.mark.parametrize(("line", "column"), [(f"362 TW {GIANT}", 8), (f"330 ++ {GIANT}", 5), (f"240 H {GIANT}", 7)])
def test_giant_numbers_in_team_records_are_line_errors(line: str, column: int) -> None:
    result = read_team_trf(trf("012 Team event", "352 WB", line, *PLAYERS))
    assert result.event is None
    assert any(p.line == 3 for p in result.errors), result.problems
    assert all(len(str(p)) < 300 for p in result.problems)


def test_a_megabyte_line_is_refused_quickly_naming_its_line() -> None:
    giant_line = PLAYERS[0] + "     2 w 1" * 100_000
    started = time.perf_counter()
    result = read_trf(trf(giant_line, PLAYERS[1]))
    assert time.perf_counter() - started < 5
    [problem] = [p for p in result.errors if p.line == 1]
    assert problem.column == MAX_LINE_CHARACTERS + 1
    assert "at most 12,000" in problem.message


def test_more_round_blocks_than_a_trf_file_can_number_is_an_error() -> None:
    line = player_line(1, "A", blocks=[block(2, "w", "1")] * (MAX_ROUNDS + 5))
    assert len(line) <= MAX_LINE_CHARACTERS
    result = read_trf(trf(line, player_line(2, "B", blocks=[block(1, "b", "0")] * (MAX_ROUNDS + 5))))
    assert any(f"at most {MAX_ROUNDS} rounds" in p.message and p.line == 1 for p in result.errors)


def test_the_list_of_problems_is_bounded_and_says_how_many_were_left_out() -> None:
    result = read_trf(trf(*PLAYERS, *(["250 abc"] * 5000)))
    assert result.tournament is None
    assert len(result.problems) == MAX_PROBLEMS + 1
    assert "more problems not listed" in result.problems[-1].message
    assert result.problems[-1].is_error


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.trf"
    os.mkfifo(fifo)
    with pytest.raises(TrfInputError, match=r"not a regular file"):
        read_trf_bytes(fifo)


def test_a_device_and_a_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(TrfInputError, match=r"not a regular file"):
        read_trf_bytes("/dev/zero")
    with pytest.raises(TrfInputError, match=r"not a regular file"):
        read_trf_bytes(tmp_path)


def test_a_file_larger_than_the_bound_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.trf"
    with open(big, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(TrfInputError, match=r"larger than 16 MB"):
        read_trf_bytes(big)


def test_a_tournament_file_given_as_trf_is_named_so(tmp_path: Path) -> None:
    path = tmp_path / "t.adesk"
    path.write_bytes(b"SQLite format 3\x00" + bytes(100))
    with pytest.raises(TrfInputError, match=r"a SQLite database \(a tournament file\?\), not a TRF file"):
        read_trf_bytes(path)


@pytest.mark.parametrize(("points", "written"), [("-.25", "-0.25"), (".125", "0.125"), ("1000", "1000")])
def test_record_250_points_are_bounded_to_what_can_be_written_back(points: str, written: str) -> None:
    line = at(at(at("250", 10, points.rjust(4)), 15, "  1"), 23, "   1")
    [problem] = read_trf(trf(*PLAYERS, line)).errors
    assert (problem.line, problem.column) == (3, 10)
    assert f"{written} does not fit the 4 columns of record 250" in problem.message


def test_xxa_beyond_the_last_round_a_trf_file_numbers_is_an_error() -> None:
    result = read_trf(trf(*PLAYERS, "XXA    1" + "  0.5" * (MAX_ROUNDS + 1)))
    assert any(f"round {MAX_ROUNDS + 1}; a TRF file has at most {MAX_ROUNDS}" in p.message for p in result.errors)
