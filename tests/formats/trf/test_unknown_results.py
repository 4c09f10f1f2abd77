"""Results not known yet in a TRF file (VCL4THP.13 Q164–166): ``?`` (the TEC Manual's mark of an open adjourned
game) and ``X`` (TRF-2026 record 162: "unknown result, e.g. adjourned", worth a draw) are read as unknown
results — a draw for pairing only (C.04.2 art. 3.1) — instead of refusing the file; the writer gives them back."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.results import ResultCode
from arbiter_desk.formats.trf import TrfError, parse_trf, read_trf, write_trf
from tests.formats.trf.trf_lines import block, player_line, trf

ROUND_1 = (block(2, "w", "1"), block(1, "b", "0"), block(4, "w", "="), block(3, "b", "="))


def _four(r2: tuple[str, str]) -> str:
    """Four players, round 1 played; round 2: 1-3 with ``r2`` as its two letters, 4-2 won by White."""
    return trf(
        "142 5",
        player_line(1, "A", blocks=[ROUND_1[0], block(3, "w", r2[0])]),
        player_line(2, "B", blocks=[ROUND_1[1], block(4, "b", "0")]),
        player_line(3, "C", blocks=[ROUND_1[2], block(1, "b", r2[1])]),
        player_line(4, "D", blocks=[ROUND_1[3], block(2, "w", "1")]),
    )


@pytest.mark.parametrize("letters", [("?", "?"), ("X", "X"), ("x", "?")])
def test_question_mark_and_x_are_read_as_unknown_results_q166(letters: tuple[str, str]) -> None:
    result = read_trf(_four(letters))
    assert result.tournament is not None, result.problems
    tournament = result.tournament
    assert tournament.open_results == {(1, 2), (3, 2)}
    assert tournament.player(1).entry(2).result is ResultCode.DRAW  # type: ignore[union-attr]  # art. 3.1
    assert tournament.score(1) == Decimal("1.5")  # for pairing; the desk's standings count no result
    warned = [(p.line, p.column) for p in result.warnings if "not known yet" in p.message]
    assert warned == [(2, 109), (4, 109)]  # both players' blocks, told as warnings, not errors


def test_an_unknown_result_on_one_side_only_is_refused_naming_the_line() -> None:
    with pytest.raises(TrfError, match=r"line 2: round 2: the result is not known yet .* line 4 gives ="):
        parse_trf(_four(("?", "=")))


def test_an_unknown_result_without_opponent_is_refused() -> None:
    text = trf(player_line(1, "A", blocks=[block(0, "-", "?")]), player_line(2, "B"))
    with pytest.raises(TrfError, match=r"col 99: result \? \(not known yet\) needs an opponent"):
        parse_trf(text)


def test_any_other_unknown_letter_is_still_refused_naming_line_and_column() -> None:
    with pytest.raises(TrfError, match=r"line 2, col 109: result must be one of 1 = 0"):
        parse_trf(_four(("Q", "Q")))


def test_round_trip_keeps_the_open_game_as_question_mark_with_x_in_record_162_q164_q165() -> None:
    tournament = parse_trf(_four(("?", "?")))
    text = write_trf(tournament)
    record_162 = next(line for line in text.splitlines() if line.startswith("162"))
    assert record_162.split()[-2:] == ["X", "0.5"]
    first = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert first[108] == "?"
    again = parse_trf(text)
    assert again.open_results == tournament.open_results and again.players == tournament.players
    finished = parse_trf(write_trf(parse_trf(_four(("1", "0")))))
    assert finished.open_results == frozenset() and "X" not in write_trf(finished).splitlines()[1]
