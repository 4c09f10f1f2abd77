"""A round robin's wall documents: the square cross table and the table of all rounds (C.05 Annex 1)."""

from __future__ import annotations

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_round_robin
from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents import build_document
from arbiter_desk.formats.documents.model import Table
from arbiter_desk.formats.documents.round_robin import DIAGONAL, square_cell
from arbiter_desk.formats.pdf import render_pdf


def _event(players: int, cycles: int) -> Tournament:
    options = GeneratorOptions(players=players, rounds=99, seed=8, forfeit_rate=0.1)
    return generate_round_robin(find_system("round-robin"), options, cycles, True)


def _table(document: object) -> Table:
    return next(b for b in document.blocks if isinstance(b, Table))  # type: ignore[attr-defined]


def test_the_square_has_a_column_per_player_and_both_results_of_a_double_round_robin() -> None:
    event = _event(4, 2)
    document = build_document("crosstable", event)
    table = _table(document)
    titles = [c.title for c in table.columns]
    assert titles[4:8] == ["1", "2", "3", "4"]
    standings = compute_standings(event)
    assert titles[8:] == ["Pts", *(s.to_mtb() for s in standings.tiebreaks), "Rank"]
    for line, row in enumerate(table.rows, start=1):
        assert row[0] == str(line) and row[3 + line] == DIAGONAL
        for column in range(1, 5):
            if column != line:
                assert len(row[3 + column].split()) == 2  # one game per cycle
    # line A column B mirrors line B column A: w1 ↔ b0, b½ ↔ w½
    mirror = str.maketrans({"w": "b", "b": "w", "1": "0", "0": "1", "+": "-", "-": "+"})
    assert square_cell(event, 1, 2, 6).translate(mirror) == square_cell(event, 2, 1, 6)


def test_all_rounds_prints_the_whole_berger_schedule_with_the_results_known() -> None:
    full = _event(5, 1)
    event = snapshot_before(full, 3)  # rounds 1–2 played
    table = _table(build_document("all-rounds", event))
    assert len(table.rows) == 5
    for round_no, (row, boards) in enumerate(zip(table.rows, schedule(5), strict=True), start=1):
        pairs = [f"{b.white}–{b.black}" for b in boards if 6 not in (b.white, b.black)]
        shown = [cell.split()[0] for cell in row[2:-1] if cell]
        assert shown == pairs
        off = next(b.white + b.black - 6 for b in boards if 6 in (b.white, b.black))
        assert row[-1] == str(off)
        played = [cell for cell in row[2:-1] if len(cell.split()) == 2]
        assert len(played) == (2 if round_no <= 2 else 0)


def test_both_render_to_pdf() -> None:
    event = _event(10, 2)
    for kind in ("crosstable", "all-rounds"):
        assert render_pdf(build_document(kind, event)).startswith(b"%PDF")
