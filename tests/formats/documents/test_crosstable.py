"""The wall chart: each round's cell agrees with the opponent's cell of the same round."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.documents import OpponentReference, Orientation, PrintOptions, crosstable_document
from arbiter_desk.formats.documents.crosstable import match_cell, round_cell
from arbiter_desk.formats.documents.model import Legend, Table
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
    """The first column is the TPN, as on the standings and the pairings (the line number
    only with ``by=RANK``, and then titled No.)."""
    t = sample_tournament()
    standings = compute_standings(t)
    doc = crosstable_document(t)
    table = doc.tables()[0]
    assert table.header[0] == "TPN"
    assert [row[0] for row in table.rows] == [str(r.tpn) for r in standings.rows]
    assert [row[1].split()[-1] for row in table.rows] == [r.name.split()[-1] for r in standings.rows]
    assert [row[-1].rstrip("=") for row in table.rows] == [str(r.rank) for r in standings.rows]
    assert doc.orientation is Orientation.LANDSCAPE
    by_line = crosstable_document(t, by=OpponentReference.RANK).tables()[0]
    assert by_line.header[0] == "No." and [row[0] for row in by_line.rows] == [str(i) for i in range(1, 31)]


def test_tpn_order_lists_the_players_by_tpn_with_their_ranks() -> None:
    t = sample_tournament()
    ranks = {str(r.tpn): f"{r.rank}{'=' if r.shared else ''}" for r in compute_standings(t).rows}
    rows = crosstable_document(t, options=PrintOptions(by_tpn=True)).tables()[0].rows
    assert [row[0] for row in rows] == [str(p.tpn) for p in t.players]
    assert {row[0]: row[-1] for row in rows} == ranks


def test_the_legend_comes_first_so_that_it_never_stands_alone_on_a_page() -> None:
    doc = crosstable_document(sample_tournament())
    assert isinstance(doc.blocks[0], Legend) and isinstance(doc.blocks[1], Table)


def test_a_late_entrys_missed_rounds_are_not_printed_as_requested_byes() -> None:
    """C.04.2 art. 2.4: the rounds before a late entry's first round read ``late`` (with the points the
    tournament gives for them), not ``H`` / ``Z`` as a bye the player asked for."""
    t = sample_tournament()
    late = next(p for p in t.players if p.entry(1) is not None and p.entry(1).opponent is None)  # type: ignore[union-attr]
    code = late.entry(1).result  # type: ignore[union-attr]
    assert code in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.PAIRING_BYE)
    plain = {row[0]: row for row in crosstable_document(t).tables()[0].rows}
    assert plain[str(late.tpn)][4] == code.value
    doc = crosstable_document(t, options=PrintOptions(entry_rounds=((int(late.tpn), 2),)))
    rows = {row[0]: row for row in doc.tables()[0].rows}
    if code is ResultCode.PAIRING_BYE:
        assert rows[str(late.tpn)][4] == "U"  # a pairing bye has been paired: not a missed round
    else:
        assert rows[str(late.tpn)][4] == ("late ½" if code is ResultCode.HALF_BYE else "late")
        assert any(code.startswith("late") for code, _ in doc.blocks[0].entries)  # type: ignore[union-attr]
    assert round_cell(_entry(None, Colour.NONE, ResultCode.HALF_BYE), {}, missed=True) == "late ½"
    assert round_cell(_entry(None, Colour.NONE, ResultCode.ZERO_BYE), {}, missed=True) == "late"


def _ds_event() -> Tournament:
    """Double-Swiss (C.04.5), two TRF columns per match (reading D1). Match 1: 1-2 (1 forfeits game 1 only,
    wins game 2), 3-4 (4 forfeits both: the match ends by forfeit), 5 the PAB (U + H). Match 2: 1-3 drawn
    twice, 2-5 won twice by 2, 4 absent (Z Z)."""

    def e(column: int, opponent: int | None, colour: Colour, code: ResultCode) -> RoundEntry:
        return RoundEntry(RoundNo(column), None if opponent is None else PairingNumber(opponent), colour, code)

    W, B, N, R = Colour.WHITE, Colour.BLACK, Colour.NONE, ResultCode
    rounds = {
        1: [e(1, 2, W, R.FORFEIT_LOSS), e(2, 2, B, R.WIN), e(3, 3, W, R.DRAW), e(4, 3, B, R.DRAW)],
        2: [e(1, 1, B, R.FORFEIT_WIN), e(2, 1, W, R.LOSS), e(3, 5, B, R.WIN), e(4, 5, W, R.WIN)],
        3: [e(1, 4, W, R.FORFEIT_WIN), e(2, 4, B, R.FORFEIT_WIN), e(3, 1, B, R.DRAW), e(4, 1, W, R.DRAW)],
        4: [e(1, 3, B, R.FORFEIT_LOSS), e(2, 3, W, R.FORFEIT_LOSS), e(3, None, N, R.ZERO_BYE),
            e(4, None, N, R.ZERO_BYE)],
        5: [e(1, None, N, R.PAIRING_BYE), e(2, None, N, R.HALF_BYE), e(3, 2, W, R.LOSS), e(4, 2, B, R.LOSS)],
    }  # fmt: skip
    players = tuple(
        Player(PairingNumber(tpn), f"P{tpn}", rating=2000 - tpn, rounds=tuple(rounds[tpn])) for tpn in sorted(rounds)
    )
    return Tournament(info=TournamentInfo(type_code="FIDE_DOUBLESWISS"), players=players, total_rounds=6)


def test_double_swiss_prints_one_column_per_match() -> None:
    """C.04.5: a round is a two-game match against one opponent, colours reversed in game 2 (art. 4.4); the
    wall chart shows it in one cell: opponent, both colours, the match score (readings in the module)."""
    doc = crosstable_document(_ds_event(), by=OpponentReference.TPN)
    table = doc.tables()[0]
    assert table.header[4:] == ("R1", "R2", "Pts", "Rank")
    cells = {row[0]: row[4:6] for row in table.rows}
    assert cells["1"] == ("2 wb 1*", "3 wb 1")  # game 1 forfeited, counted (Preface): marked *
    assert cells["2"] == ("1 bw 1*", "5 bw 2")
    assert cells["3"] == ("4 wb +", "1 bw 1")  # the match ended by forfeit (both games)
    assert cells["4"] == ("3 bw -", "Z")  # absent for the whole match (Preface)
    assert cells["5"] == ("U", "2 wb 0")  # the PAB: U + H, 1½ (art. 1.4)
    assert {row[0]: row[-2] for row in table.rows}["5"] == "1½"
    assert doc.title == "Cross table after round 2" and "After round 2 of 3" in doc.header_lines
    assert any("12 wb 1½" in line for line in doc.text_lines())


def test_double_swiss_during_a_match_shows_its_first_game() -> None:
    """Standings after game 1 of match 2 (TRF column 3): the match shows game 1 alone."""
    doc = crosstable_document(_ds_event(), after_round=3, by=OpponentReference.TPN)
    cells = {row[0]: row[4:6] for row in doc.tables()[0].rows}
    assert cells["1"] == ("2 wb 1*", "3 w ½") and cells["5"] == ("U", "2 w 0")


def test_match_cell_uses_the_event_point_values() -> None:
    games = (
        RoundEntry(RoundNo(1), PairingNumber(3), Colour.WHITE, ResultCode.WIN),
        RoundEntry(RoundNo(2), PairingNumber(3), Colour.BLACK, ResultCode.DRAW),
    )
    assert match_cell(games, {PairingNumber(3): 7}, PointSystem()) == "7 wb 1½"
    assert match_cell(games, {PairingNumber(3): 7}, PointSystem.simple(Decimal(3), Decimal(1))) == "7 wb 4"
    assert match_cell((None, None), {}, PointSystem()) == ""
