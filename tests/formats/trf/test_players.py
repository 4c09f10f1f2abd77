"""Player record 001: every field at its columns, every round block, and the problem each bad field gives."""

from __future__ import annotations

import pytest

from arbiter_desk.core.player import Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.formats.trf import read_trf
from tests.formats.trf.expected import bye, game
from tests.formats.trf.trf_lines import at, block, player_line, trf

OPPONENT = player_line(2, "Other", blocks=[block(1, "b", "0")])


def problems_of(*lines: str) -> list[str]:
    return [str(p) for p in read_trf(trf(*lines)).problems]


def test_every_field_is_read_from_its_columns() -> None:
    line = player_line(
        7,
        "Kasparov, Garry",
        sex="m",
        title="GM",
        rating="2812",
        federation="RUS",
        fide_id="4100018",
        born="1963/04/13",
    )
    tournament = read_trf(trf(line)).tournament
    assert tournament is not None
    (player,) = tournament.players
    assert (player.tpn, player.name, player.sex, player.title) == (7, "Kasparov, Garry", Sex.MALE, Title.GM)
    assert (player.rating, player.federation, player.fide_id, player.birth_date) == (2812, "RUS", 4100018, "1963/04/13")


@pytest.mark.parametrize(("text", "title"), [("g", Title.GM), ("m", Title.IM), ("wf", Title.WFM), ("c", Title.CM)])
def test_legacy_titles(text: str, title: Title) -> None:
    tournament = read_trf(trf(player_line(1, "A", title=text))).tournament
    assert tournament is not None and tournament.player(1).title is title


def test_blank_or_zero_rating_is_unrated_and_zero_fide_id_is_none() -> None:
    tournament = read_trf(trf(player_line(1, "A", rating="0", fide_id="0"), player_line(2, "B"))).tournament
    assert tournament is not None
    assert [(p.rating, p.fide_id) for p in tournament.players] == [(0, None), (0, None)]


def test_a_short_line_is_read_leniently() -> None:
    tournament = read_trf("001    1\n").tournament
    assert tournament is not None and tournament.player(1).name == ""


def test_every_result_code_is_read() -> None:
    codes = ["1", "=", "0", "+", "-", "W", "D", "L"]
    lines = []
    for index, code in enumerate(codes):
        a, b = 2 * index + 1, 2 * index + 2
        counterpart = ResultCode(code).counterpart.value if code != "-" else "+"
        lines.append(player_line(a, "A", blocks=[block(b, "w", code)]))
        lines.append(player_line(b, "B", blocks=[block(a, "b", counterpart)]))
    lines.append(player_line(99, "Bye", blocks=[block(0, "-", "U")]))
    result = read_trf(trf(*lines))
    assert result.problems == ()
    assert result.tournament is not None
    assert [result.tournament.player(2 * i + 1).rounds[0].result.value for i in range(len(codes))] == codes
    assert result.tournament.player(99).rounds == (bye(1, ResultCode.PAIRING_BYE),)


def test_blank_result_with_no_opponent_is_a_zero_point_bye() -> None:
    tournament = read_trf(trf(player_line(1, "A", blocks=["0000 -  "]), player_line(2, "B"))).tournament
    assert tournament is not None
    assert tournament.player(1).rounds == (bye(1, ResultCode.ZERO_BYE),)


def test_forfeit_may_keep_its_colour_and_a_double_forfeit_is_allowed() -> None:
    result = read_trf(
        trf(player_line(1, "A", blocks=[block(2, "w", "-")]), player_line(2, "B", blocks=[block(1, "b", "-")]))
    )
    assert result.problems == ()
    assert result.tournament is not None
    assert result.tournament.player(1).rounds == (game(1, 2, Colour.WHITE, ResultCode.FORFEIT_LOSS),)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (player_line("x", "A"), "line 1, col 5: starting rank must be a number from 1 to 9999"),
        (player_line(0, "A"), "line 1, col 5: starting rank must be a number from 1 to 9999"),
        (player_line("", "A"), "line 1, col 5: starting rank must be a number from 1 to 9999"),
        (player_line(1, "A", rating="25x0"), "line 1, col 49: rating must be a number (blank or 0 if unrated)"),
        (player_line(1, "A", points="1,5"), "line 1, col 81: points must be a number like 3.5"),
        (player_line(1, "A", points="NaN"), "line 1, col 81: points must be a number like 3.5"),
        (
            player_line(1, "A", blocks=[block(2, "x", "1")]),
            "line 1, col 97: colour must be w, b or -, not 'x'",
        ),
        (
            player_line(1, "A", blocks=[block(2, "w", "5")]),
            "line 1, col 99: result must be one of 1 = 0 + - W D L H F U Z, not '5'",
        ),
        (
            player_line(1, "A", blocks=["  x2 w 1"]),
            "line 1, col 92: opponent must be a starting rank (0000 for none), not 'x2'",
        ),
        (
            player_line(1, "A", blocks=[block(2, "w", "H")]),
            "line 1, col 99: result H is a bye, but the block names opponent 0002",
        ),
        (
            player_line(1, "A", blocks=[block(0, "-", "1")]),
            "line 1, col 92: result 1 is a played game and needs an opponent",
        ),
        (
            player_line(1, "A", blocks=[block(2, "-", "=")]),
            "line 1, col 97: a played game (result =) needs colour w or b",
        ),
        (
            at(player_line(1, "A", blocks=[block(2, "w", "1")]), 96, "x"),
            "line 1, col 96: expected a blank (round 1's block is at columns 92-99)",
        ),
        (
            at(player_line(1, "A", blocks=[block(2, "w", "1")]), 101, "1"),
            "line 1, col 101: expected a blank (round 2's block is at columns 102-109)",
        ),
    ],
)
def test_bad_fields_are_errors_at_their_column(line: str, expected: str) -> None:
    result = read_trf(trf(line, OPPONENT))
    assert result.tournament is None
    assert expected in [str(p) for p in result.errors]


def test_a_bad_block_is_not_blamed_on_its_opponent_too() -> None:
    result = read_trf(trf(player_line(1, "A", blocks=[block(2, "w", "5")]), OPPONENT))  # ? is a known symbol (Q166)
    assert [str(p) for p in result.problems] == [
        "line 1, col 99: result must be one of 1 = 0 + - W D L H F U Z, not '5'"
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (player_line(1, "A", sex="x"), "warning: line 1, col 10: sex must be m, w or blank, not 'x'"),
        (
            player_line(1, "A", title="XX"),
            "warning: line 1, col 11: title must be one of GM IM WGM FM WIM CM WFM WCM or blank, not ' XX'",
        ),
        (player_line(1, "A", fide_id="12-45"), "warning: line 1, col 58: FIDE id must be a number (or blank)"),
        (player_line(1, "A", rank="1st"), "warning: line 1, col 86: rank must be a number"),
        (player_line(1, ""), "warning: line 1, col 15: name is blank"),
    ],
)
def test_doubtful_fields_are_warnings(line: str, expected: str) -> None:
    result = read_trf(trf(line))
    assert [str(p) for p in result.problems] == [expected]
    assert result.tournament is not None


def test_full_point_bye_is_read_with_a_deprecation_warning() -> None:
    result = read_trf(trf(player_line(1, "A", blocks=[block(0, "-", "F")]), player_line(2, "B")))
    assert [str(p) for p in result.problems] == ["warning: line 1, col 99: full-point bye F is deprecated by FIDE"]
    assert result.tournament is not None
    assert result.tournament.player(1).rounds == (bye(1, ResultCode.FULL_BYE),)


def test_every_problem_of_a_line_is_listed() -> None:
    line = player_line("x", "A", rating="?", points="?", blocks=[block(2, "q", "5")])
    columns = [p.column for p in read_trf(trf(line)).errors]
    assert columns == [5, 49, 81, 97, 99]


@pytest.mark.parametrize(
    ("letter", "expected"),
    [("-", ResultCode.ZERO_BYE), ("=", ResultCode.HALF_BYE), ("+", ResultCode.PAIRING_BYE)],
)
def test_legacy_blocks_without_opponent_are_byes_not_forfeits_or_games(letter: str, expected: ResultCode) -> None:
    """pairing-input.md: ``0000 - -`` is an absence (Z), ``0000 - =`` the old half-point bye (H) and
    ``0000 - +`` Vega's pairing-allocated bye (U); C.07 (2026) art. 16 then counts them as such."""
    result = read_trf(trf(player_line(1, "A", blocks=[block(0, "-", letter)]), player_line(2, "B")))
    assert result.errors == ()
    assert result.tournament is not None
    assert result.tournament.player(1).rounds == (bye(1, expected),)


def test_legacy_absence_keeps_no_colour_even_if_one_is_written() -> None:
    result = read_trf(trf(player_line(1, "A", blocks=[block(0, "w", "-")]), player_line(2, "B")))
    assert result.tournament is not None
    assert result.tournament.player(1).rounds == (bye(1, ResultCode.ZERO_BYE),)
