"""A round robin's rounds follow from its field (C.05 Annex 1: n − 1 rounds for an even field, n for an odd one,
twice for a double round robin); nobody enters once round 1 is paired."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.round_robins.round_robin_rounds import rounds_explained, rounds_for
from tests.ui.round_fixtures import play


def _desk(tmp_path: Path, code: str = "FIDE_ROUNDROBIN", players: int = 0) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Club final", type_code=code),
        total_rounds=9,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),
    )
    desk = Desk.create(tmp_path / f"{code}.adesk", settings)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Member {i + 1:02d}", rating=2300 - 10 * i))
    return desk


@pytest.mark.parametrize(("players", "cycles", "rounds"), [(2, 1, 1), (3, 1, 3), (6, 1, 5), (7, 1, 7), (10, 2, 18)])
def test_rounds_for_the_field(players: int, cycles: int, rounds: int) -> None:
    assert rounds_for(players, cycles) == rounds


def test_each_registration_and_removal_refits_the_rounds(tmp_path: Path) -> None:
    desk = _desk(tmp_path, players=6)
    assert desk.settings.current().total_rounds == 5
    changes = desk.players.register_player(PlayerData("Late Comer", rating=2000))
    assert desk.settings.current().total_rounds == 7
    assert "round robin of 7 players: 7 rounds" in desk.journal.entries()[-1].why
    assert changes.settings
    desk.players.remove_player(desk.players.all()[0].id)
    assert desk.settings.current().total_rounds == 5
    desk.journal.undo()
    assert desk.settings.current().total_rounds == 7


def test_a_double_round_robin_doubles_and_the_settings_are_fitted(tmp_path: Path) -> None:
    desk = _desk(tmp_path, "FIDE_DOUBLEROUNDROBIN", players=10)
    assert desk.settings.current().total_rounds == 18
    single = replace(
        desk.settings.current(),
        info=replace(desk.settings.current().info, type_code="FIDE_ROUNDROBIN"),
        total_rounds=4,
    )
    desk.settings.update_settings(single)
    assert desk.settings.current().total_rounds == 9
    assert "9 rounds: the round robin's field (C.05 Annex 1)" in desk.journal.entries()[-1].why


def test_nobody_enters_once_round_1_is_paired(tmp_path: Path) -> None:
    desk = _desk(tmp_path, players=4)
    play(desk, 1)
    with pytest.raises(RoundStateError, match="field is fixed once round 1 is paired"):
        desk.players.register_player(PlayerData("Late Comer", rating=2000))
    with pytest.raises(RoundStateError, match="nobody can enter now"):
        desk.players.register_players([PlayerData("Late Comer", rating=2000)])
    assert len(desk.players.all()) == 4


def test_before_round_1_a_player_leaving_is_removed_not_withdrawn(tmp_path: Path) -> None:
    desk = _desk(tmp_path, players=4)
    with pytest.raises(RoundStateError, match="remove them from the list instead"):
        desk.players.withdraw_player(desk.players.all()[0].id)


def test_a_swiss_keeps_its_rounds(tmp_path: Path) -> None:
    settings = SettingsRecord(info=TournamentInfo(name="Open"), total_rounds=9, pairing_system="dutch")
    desk = Desk.create(tmp_path / "open.adesk", settings)
    for i in range(4):
        desk.players.register_player(PlayerData(f"P{i}", rating=2000 - i))
    assert desk.settings.current().total_rounds == 9


def test_the_explanation_names_the_rule() -> None:
    assert rounds_explained(7, 1) == (
        "round robin of 7 players: 7 rounds (an odd field: each player has one round off; C.05 Annex 1)"
    )
    assert rounds_explained(10, 2).endswith(
        "18 rounds (an even field: n − 1 rounds per cycle, twice through (double round robin); C.05 Annex 1)"
    )


def test_one_round_is_said_in_the_singular() -> None:
    assert rounds_explained(2, 1).startswith("round robin of 2 players: 1 round (")
