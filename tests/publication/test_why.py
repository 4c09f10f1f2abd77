"""The why for players: the same explanation the desk's Why panel shows (``services.round_why``), in the words
of a player's page. A board the arbiter changed names C.04.2 art. 4.4; a round-robin board names its Berger
table row (C.05 Annex 1); the pairing-allocated bye names its article."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_desk.publication.model import read_event
from arbiter_desk.publication.pages import render
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.pairing.round_why import round_why
from tests.services.conftest import SETTINGS


def test_a_swiss_board_says_score_group_pairing_and_colour_rule_as_the_why_panel(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    panel = round_why(event, 1).board(1)
    assert panel is not None and panel.engine is not None
    why = read_event(event).whys
    white, black = (
        p.tpn for p in event.players.all() if p.id in (event.rounds.boards(1)[0].white, event.rounds.boards(1)[0].black)
    )
    for tpn in (white, black):
        assert panel.engine.placed_by in why[tpn] and panel.engine.colour_reason in why[tpn]
        assert f"art. {panel.engine.colour_rule}" in why[tpn]
    assert "you have White" in why[event.players.all()[0].tpn] or "you have Black" in why[event.players.all()[0].tpn]


def test_the_pairing_allocated_bye_names_its_article(tmp_path: Path) -> None:
    """C.04.1 art. 4 / the system's bye rule, as the engine gave it."""
    from tests.services.fakes import FakeSystem

    fake = FakeSystem()
    desk = Desk.create(tmp_path / "odd.adesk", SETTINGS, systems=lambda _name: fake)
    try:
        for i in range(5):
            desk.players.register_player(PlayerData(f"Player {i + 1}", rating=2000 - i))
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        shown = read_event(desk)
        assert shown.rounds[0].bye == 5
        assert shown.whys[5] == "You have the pairing-allocated bye (art. 3.1.3): lowest TPN."
        assert "pairing-allocated bye (art. 3.1.3)" in render(shown, "player", 5)
    finally:
        desk.close()


def test_a_round_robin_board_names_its_berger_table_row(tmp_path: Path) -> None:
    """C.05 Annex 1: every round comes straight from the Berger table."""
    settings = replace(SETTINGS, pairing_system="round-robin", total_rounds=5)
    desk = Desk.create(tmp_path / "rr.adesk", settings)
    try:
        for i in range(6):
            desk.players.register_player(PlayerData(f"Player {i + 1}", rating=2000 - i))
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        shown = read_event(desk)
        assert shown.whys[1] == (
            "Your game comes from the Berger table: C.05 Annex 1, table for 6 players, round 1, board 1. "
            "Colours: the table's colours."
        )
        assert [r.number for r in shown.schedule] == [1]
        assert "Round 1" in render(shown, "schedule")
    finally:
        desk.close()
