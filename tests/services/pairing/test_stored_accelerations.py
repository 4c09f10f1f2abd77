"""Stored ``250`` records (an imported file's acceleration, C.04.7) name players, not places in the list: when the
TPNs change (C.04.2 art. 2.3) every range is renumbered with its players."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.tournament import Acceleration
from arbiter_desk.services import Desk, PlayerData
from tests.services.conftest import register


def _accelerate_first(desk: Desk, count: int) -> None:
    settings = desk.settings.current()
    desk.settings.update_settings(
        replace(settings, accelerations=(Acceleration(Decimal(1), 1, 2, 1, count),)), settings
    )


def test_a_range_follows_its_players_when_a_stronger_player_enters(desk: Desk) -> None:
    register(desk, 6)
    _accelerate_first(desk, 3)
    desk.players.register_player(PlayerData("Strong Newcomer", rating=2700))  # everybody moves down one TPN
    assert desk.settings.current().accelerations == (Acceleration(Decimal(1), 1, 2, 2, 4),)


def test_a_player_numbered_into_a_range_does_not_get_its_points(desk: Desk) -> None:
    register(desk, 6)  # ratings 2500, 2490, …, 2450
    _accelerate_first(desk, 3)
    desk.players.register_player(PlayerData("Middle Newcomer", rating=2495))  # takes TPN 2
    assert desk.settings.current().accelerations == (
        Acceleration(Decimal(1), 1, 2, 1, 1),
        Acceleration(Decimal(1), 1, 2, 3, 4),
    )


def test_a_removed_player_leaves_the_range(desk: Desk) -> None:
    ids = register(desk, 6)
    _accelerate_first(desk, 3)
    desk.players.remove_player(ids[0])
    assert desk.settings.current().accelerations == (Acceleration(Decimal(1), 1, 2, 1, 2),)
