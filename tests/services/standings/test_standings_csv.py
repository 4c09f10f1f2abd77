"""Standings CSV: one line per player in rank order with rating, points and every tie-break of the list."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services.standings.standings_csv import export_standings_csv, standings_csv
from arbiter_desk.services.standings.standings_view import standings
from tests.ui.print_fixtures import generated_desk


def test_columns_and_rows_follow_the_standings(tmp_path: Path) -> None:
    desk = generated_desk(tmp_path, players=16, rounds=3)
    rows = list(csv.reader(io.StringIO(standings_csv(desk, 2))))
    table = standings(desk, 2)
    assert rows[0] == ["Rank", "TPN", "Name", "Rating", "Points", *(s.to_mtb() for s in table.tiebreaks), "Status"]
    assert len(rows) == 1 + len(desk.players.all())
    first = table.rows[0]
    player = next(p for p in desk.players.all() if p.tpn == first.tpn)
    assert rows[1][1:4] == [str(first.tpn), first.name, str(player.rating)]
    assert rows[1][0].rstrip("=") == "1"


def test_export_writes_utf8_with_bom(tmp_path: Path) -> None:
    desk = generated_desk(tmp_path, players=10, rounds=2)
    target = tmp_path / "standings.csv"
    export_standings_csv(desk, target)
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfRank,TPN,Name,Rating,Points")


def test_no_standings_before_the_first_result(tmp_path: Path) -> None:
    from tests.ui.desk_helpers import new_desk

    with pytest.raises(InvalidInputError):
        standings_csv(new_desk(tmp_path, players=4))


def test_undefined_values_are_empty_cells(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A tie-break without a value (ARO of a player with no game) is left blank, never 0."""
    from dataclasses import replace

    import arbiter_desk.services.standings.standings_csv as module

    desk = generated_desk(tmp_path, players=6, rounds=2)
    table = standings(desk, 2)
    first = replace(table.rows[0], values=(None,) * len(table.tiebreaks))
    monkeypatch.setattr(module, "standings", lambda *args: replace(table, rows=(first, *table.rows[1:])))
    rows = list(csv.reader(io.StringIO(standings_csv(desk, 2))))
    count = len(table.tiebreaks)  # the tie-break cells come before the Status column
    assert rows[0][5 + count] == "Status"
    assert rows[1][5 : 5 + count] == [""] * count
    assert any(cell != "" for cell in rows[2][5 : 5 + count])
