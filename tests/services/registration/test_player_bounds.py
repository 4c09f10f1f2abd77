"""The desk stores no player value the TRF record 001 cannot carry."""

from __future__ import annotations

import re

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services import Desk, PlayerData


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (PlayerData("Big, Bob", rating=10_000), "rating must be from 0 (unrated) to 9999, not 10000"),
        (PlayerData("Big, Bob", fide_id=10**11), "FIDE id must be a number from 1 to 99999999999"),
        (PlayerData("Big, Bob", fide_id=10**400), "FIDE id must be a number from 1 to 99999999999"),
    ],
)
def test_values_beyond_their_trf_columns_are_refused(desk: Desk, data: PlayerData, message: str) -> None:
    with pytest.raises(InvalidInputError, match=re.escape(message)):
        desk.players.register_player(data)
    assert desk.players.all() == []
