"""Every numeric TRF field is bounded by its columns and meaning; what the writer cannot put
in its columns is refused, never cut, so the program never writes a file it cannot read back."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import MAX_EVENT_ROUNDS
from arbiter_desk.formats.trf import read_trf, write_trf
from arbiter_desk.formats.trf.columns import MAX_ROUNDS, LineBuilder, TrfWriteError
from tests.formats.trf.trf_lines import block, player_line, trf

PLAYERS = (player_line(1, "A", blocks=[block(2, "w", "1")]), player_line(2, "B", blocks=[block(1, "b", "0")]))
TWO_ROUNDS = (
    player_line(1, "A", blocks=[block(2, "w", "1"), block(2, "b", "1")]),
    player_line(2, "B", blocks=[block(1, "b", "0"), block(1, "w", "0")]),
)


def problems_of(*lines: str) -> list[str]:
    result = read_trf(trf(*PLAYERS, *lines))
    assert result.tournament is None
    return [str(p) for p in result.errors]


@pytest.mark.parametrize("value", ["1000", "99999999999999999999999", "0"])
def test_total_rounds_beyond_the_three_round_columns_is_a_line_error(value: str) -> None:
    assert problems_of(f"142 {value}") == [
        f"line 3, col 5: total number of rounds must be a number from 1 to {MAX_ROUNDS}"
    ]


def test_total_rounds_up_to_the_desks_bound_is_read() -> None:
    result = read_trf(trf(*PLAYERS, f"142 {MAX_EVENT_ROUNDS}"))
    assert result.tournament is not None and result.tournament.total_rounds == MAX_EVENT_ROUNDS


@pytest.mark.parametrize("rounds", [MAX_EVENT_ROUNDS + 1, MAX_ROUNDS])
def test_more_rounds_than_the_desks_bound_are_refused_up_front_naming_record_142(rounds: int) -> None:
    """Players × rounds is bounded (9,999 × 99), so every command ends in bounded time."""
    assert problems_of(f"142 {rounds}") == [
        f"line 3: 2 players and {rounds} rounds: the desk handles events of at most 9999 players and 99 rounds"
    ]


def test_round_blocks_beyond_the_desks_bound_are_refused_naming_the_player_line() -> None:
    many = MAX_EVENT_ROUNDS + 1
    lines = [
        player_line(1, "A", blocks=[block(2, "w", "=")] * many),
        player_line(2, "B", blocks=[block(1, "b", "=")] * many),
    ]
    result = read_trf(trf(*lines))
    assert result.tournament is None
    assert [str(p) for p in result.errors] == [
        f"line 1: 2 players and {many} rounds: the desk handles events of at most 9999 players and 99 rounds"
    ]


@pytest.mark.parametrize(
    ("line", "column"),
    [("162  W 12345", 6), ("XXS W=9999999999.5", 5), ("BBW 123.25", 5)],
)
def test_point_values_wider_than_record_162_columns_are_line_errors(line: str, column: int) -> None:
    [problem] = problems_of(line)
    assert problem.startswith(f"line 3, col {column}: points ")
    assert "do not fit the 4 columns of record 162" in problem


def test_writer_refuses_a_total_that_does_not_fit_columns_81_84() -> None:
    tournament = read_trf(trf(*TWO_ROUNDS)).tournament
    assert tournament is not None
    wins = replace(PointSystem(), win_white=Decimal("99.5"), win_black=Decimal("99.5"))
    one_round = read_trf(trf(*PLAYERS)).tournament
    assert one_round is not None
    assert read_trf(write_trf(replace(one_round, point_system=wins))).errors == ()  # 99.5 fits
    with pytest.raises(TrfWriteError, match=r"record 001: '199.0' does not fit columns 81-84"):
        write_trf(replace(tournament, point_system=wins))


def test_writer_refuses_a_point_value_wider_than_record_162() -> None:
    tournament = read_trf(trf(*PLAYERS)).tournament
    assert tournament is not None
    with pytest.raises(TrfWriteError, match=r"record 162: '99.25' does not fit columns 7-10"):
        write_trf(replace(tournament, point_system=replace(PointSystem(), win_white=Decimal("99.25"))))


def test_line_builder_refuses_text_wider_than_its_field() -> None:
    with pytest.raises(TrfWriteError, match=r"record 001: '12345' does not fit columns 5-8"):
        LineBuilder("001").put(5, "12345", 4, right=True)


def test_a_game_with_colour_on_one_side_only_is_a_line_error() -> None:
    """Asymmetric blocks (``w +`` against ``- -``) cannot be stored as one board: refused naming the line."""
    players = (player_line(1, "A", blocks=[block(2, "w", "+")]), player_line(2, "B", blocks=[block(1, "-", "-")]))
    result = read_trf(trf(*players))
    assert [str(p) for p in result.errors] == [
        "line 1, col 97: round 1: 0001 has colour w but 0002 (line 2) has -: both or neither must have a colour"
    ]


def test_a_total_beyond_columns_81_84_is_a_line_error_when_read() -> None:
    """Points ≤ what the point system allows: 2 wins of 60 make 120.0, which record 001 cannot hold."""
    result = read_trf(trf(*TWO_ROUNDS, "162  W 60.0"))
    assert [str(p) for p in result.errors] == [
        "line 1, col 81: 120.0 points (from the results) do not fit columns 81-84"
    ]


def test_line_breaks_in_any_field_never_split_a_trf_line() -> None:
    """A name, federation, birth date, tie-break list or info field with a line break."""
    tournament = read_trf(trf(*PLAYERS)).tournament
    assert tournament is not None
    first = replace(tournament.players[0], name="Evil\nName", federation="A\rB", birth_date="19\r\n90")
    hostile = replace(
        tournament,
        players=(first, *tournament.players[1:]),
        info=replace(tournament.info, name="Open\n001 9999 fake", city="Oslo\r"),
        tiebreaks=("BH\n001", "SB"),
    )
    text = write_trf(hostile)
    assert [line[:3] for line in text.splitlines()].count("001") == 2
    again = read_trf(text)
    assert again.tournament is not None and len(again.tournament.players) == 2
