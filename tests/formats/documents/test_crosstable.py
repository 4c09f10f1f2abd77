"""The wall chart: each round's cell agrees with the opponent's cell of the same round."""

from __future__ import annotations

import re

import pytest

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.documents import OpponentReference, Orientation, crosstable_document
from arbiter_desk.formats.documents.crosstable import round_cell
from tests.formats.documents.sample import sample_tournament

CELL = re.compile(r"(\d+)([wb]?)([10½+-])")
OPPOSITE = {"1": "0", "0": "1", "½": "½", "+": "-", "-": "+"}


def _entry(opponent: int | None, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(RoundNo(1), None if opponent is None else PairingNumber(opponent), colour, result)


@pytest.mark.parametrize(
    ("entry", "text"),
    [
        (_entry(3, Colour.WHITE, ResultCode.WIN), "12w1"),
        (_entry(3, Colour.BLACK, ResultCode.DRAW), "12b½"),
        (_entry(3, Colour.BLACK, ResultCode.LOSS), "12b0"),
        (_entry(3, Colour.WHITE, ResultCode.FORFEIT_WIN), "12w+"),
        (_entry(3, Colour.NONE, ResultCode.FORFEIT_LOSS), "12-"),
        (_entry(None, Colour.NONE, ResultCode.HALF_BYE), "H"),
        (_entry(None, Colour.NONE, ResultCode.PAIRING_BYE), "U"),
        (_entry(None, Colour.NONE, ResultCode.ZERO_BYE), "Z"),
        (None, ""),
    ],
)
def test_round_cell(entry: RoundEntry | None, text: str) -> None:
    assert round_cell(entry, {PairingNumber(3): 12}) == text


@pytest.mark.parametrize("by", list(OpponentReference))
def test_every_game_reads_the_same_from_both_sides(by: OpponentReference) -> None:
    t = sample_tournament()
    doc = crosstable_document(t, by=by)
    table = doc.tables()[0]
    assert table.header[4:13] == tuple(f"R{r}" for r in range(1, 10))
    rows = {row[0]: row for row in table.rows}
    games = 0
    for number, row in rows.items():
        for r, cell in enumerate(row[4:13]):
            match = CELL.fullmatch(cell)
            if match is None:
                assert cell in ("U", "H", "F", "Z"), cell
                continue
            opponent, colour, result = match.groups()
            other = CELL.fullmatch(rows[opponent][4 + r])
            assert other is not None
            assert other.group(1) == number and other.group(3) == OPPOSITE[result]
            assert {colour, other.group(2)} in ({"w", "b"}, {""})
            games += 1
    assert games == 2 * sum(1 for p in t.players for e in p.rounds if e.opponent is not None) // 2


def test_rows_in_rank_order_with_points_and_rank() -> None:
    t = sample_tournament()
    standings = compute_standings(t)
    doc = crosstable_document(t)
    rows = doc.tables()[0].rows
    assert [row[0] for row in rows] == [str(i) for i in range(1, 31)]
    assert [row[1].split()[-1] for row in rows] == [r.name.split()[-1] for r in standings.rows]
    assert [row[-1].rstrip("=") for row in rows] == [str(r.rank) for r in standings.rows]
    assert doc.orientation is Orientation.LANDSCAPE
