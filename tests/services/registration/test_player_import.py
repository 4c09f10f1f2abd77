"""Players from a TRF or CSV file into the open tournament, one undoable command."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Title
from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk
from arbiter_desk.services.registration.player_import import players_from_csv, read_players
from tests.services.conftest import register

CSV = "Name;Rtg;FIDE id;Fed;Title\nAbel, Ines;2105;4100;FRA;WFM\nBerger, Max;;;GER;\n"


def test_csv_columns_by_header_any_separator() -> None:
    players = players_from_csv(CSV)
    assert [(p.name, p.rating, p.fide_id, p.federation, p.title) for p in players] == [
        ("Abel, Ines", 2105, 4100, "FRA", Title.WFM),
        ("Berger, Max", 0, None, "GER", Title.NONE),
    ]


def test_a_bad_line_is_named() -> None:
    with pytest.raises(InvalidInputError, match=r"list.csv, line 3: rating must be a whole number"):
        players_from_csv("Name,Rating\nA, B,1500\nC,x\n".replace("A, B", '"A, B"'), "list.csv")
    with pytest.raises(InvalidInputError, match="no Name column"):
        players_from_csv("Rating\n1500\n")


def test_import_adds_players_once_in_one_command(desk: Desk, tmp_path: Path) -> None:
    register(desk, 2)
    path = tmp_path / "list.csv"
    path.write_text(CSV + "Twice, Ann;2000;4100;FRA;\n", encoding="utf-8")
    changes = desk.players.register_players(read_players(path), path.name)
    assert changes.label == "import 2 players from list.csv"
    assert "Twice, Ann (FIDE id 4100: Abel, Ines)" in english(changes.warnings[0])
    assert [p.name for p in desk.players.all()][:1] == ["Player 01"] and len(desk.players.all()) == 4
    again = desk.players.register_players(read_players(path), path.name)
    assert len(desk.players.all()) == 4 and again.is_empty
    desk.journal.undo()
    assert len(desk.players.all()) == 2
