"""Readings A1–A3 added in ``core/pairing/double_swiss/__init__.py`` (C.04.5 (2026))."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
from arbiter_desk.core.pairing.double_swiss.players import build_players
from arbiter_desk.core.pairing.double_swiss.system import _c8
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import ForbiddenPairs
from tests.core.pairing.double_swiss.builders import Event


def test_a1_c8_counts_each_upfloater_whose_opponent_floated() -> None:
    t = Event(4).match(1, 1, 3, "11").match(1, 4, 2, "11").tournament()
    players = build_players(t, 2)
    assert all(p.floated_last_round is False for p in players.values())
    players = {tpn: replace(p, floated_last_round=True) for tpn, p in players.items()}
    cost = _c8({PairingNumber(1), PairingNumber(2)}, players)
    assert cost(PairingNumber(1), PairingNumber(2)) == 2
    assert cost(PairingNumber(1), PairingNumber(3)) == 1
    assert cost(PairingNumber(3), PairingNumber(4)) == 0


def test_a2_prohibited_pair_applies_by_game_one_column() -> None:
    event = Event(4)
    event.forbidden.append(ForbiddenPairs((PairingNumber(1), PairingNumber(3)), first_round=3, last_round=3))
    t = event.match(1, 1, 2, "11").match(1, 3, 4, "11").tournament()
    pairs = {frozenset((b.white, b.black)) for b in DoubleSwissSystem().pair(t).boards}
    assert frozenset((1, 3)) not in pairs
    free = Event(4).match(1, 1, 2, "11").match(1, 3, 4, "11").tournament()
    assert frozenset((1, 3)) in {frozenset((b.white, b.black)) for b in DoubleSwissSystem().pair(free).boards}


def test_a3_game_two_missing_counts_zero_and_plus_without_opponent_bars_the_pab() -> None:
    event = Event(3)
    event.entries[1] = [RoundEntry(1, PairingNumber(2), Colour.WHITE, ResultCode.WIN)]  # type: ignore[arg-type]
    event.entries[2] = [RoundEntry(1, PairingNumber(1), Colour.BLACK, ResultCode.LOSS)]  # type: ignore[arg-type]
    event.bye(1, 3, "+")
    players = build_players(event.tournament(), 2)
    assert players[1].score == Decimal(1) and 2 in players[1].opponents
    assert not players[3].can_receive_pab
