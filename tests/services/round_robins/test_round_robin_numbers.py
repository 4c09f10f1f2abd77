"""A round robin's pairing numbers drawn by lot or set by hand before round 1 (C.05 Annex 1: the number is the
row of the Berger table; checklist Q95, a hard fail when they cannot be set by hand)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.integrity import events_in
from arbiter_desk.core.round_robin_numbers import lot_order, numbering_event, numbers_event, seed_of
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.event.errors import RoundStateError
from tests.ui.round_fixtures import play

NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eva", "Finn"]


def _desk(tmp_path: Path, name: str = "rr.adesk", system: str = "round-robin") -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Club final", type_code="FIDE_ROUNDROBIN"),
        total_rounds=5,
        pairing_system=system,
        point_system=PointSystem.simple(pairing_bye=ZERO),
    )
    desk = Desk.create(tmp_path / name, settings)
    for i, who in enumerate(NAMES):
        desk.players.register_player(PlayerData(who, rating=2200 - 10 * i))
    return desk


def _order(desk: Desk) -> list[str]:
    return [p.name for p in sorted(desk.players.all(), key=lambda p: p.tpn)]


def test_the_lot_is_a_repeatable_permutation() -> None:
    assert sorted(lot_order(16, 42)) == list(range(16))
    assert lot_order(16, 42) == lot_order(16, 42)
    assert len({lot_order(8, seed) for seed in range(1, 40)}) > 30  # the seed matters


def test_numbers_set_by_hand_are_kept_with_a_tpn_line_and_undone(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    assert _order(desk) == NAMES  # before: the initial order of C.04.2 art. 2.2 (rating)
    by_name = {p.name: p.id for p in desk.players.all()}
    wanted = ["Finn", "Cleo", "Ada", "Eva", "Ben", "Dan"]
    changes = desk.round_robins.set_pairing_numbers([by_name[n] for n in wanted])
    assert _order(desk) == wanted
    assert changes.label == "pairing numbers set by hand"
    event = numbering_event(desk.settings.current().fide_events)
    assert event is not None
    assert event.to_line() == (
        "### TPN @ Round 1: round-robin numbers set by hand (C.05): 1 Finn, 2 Cleo, 3 Ada, 4 Eva, 5 Ben, 6 Dan"
    )
    desk.journal.undo()
    assert _order(desk) == NAMES and desk.settings.current().fide_events == ()


def test_a_drawing_is_repeatable_from_its_seed(tmp_path: Path) -> None:
    first, second = _desk(tmp_path, "a.adesk"), _desk(tmp_path, "b.adesk")
    first.round_robins.draw_pairing_numbers(4711)
    second.round_robins.draw_pairing_numbers(4711)
    assert _order(first) == _order(second) != NAMES
    event = numbering_event(first.settings.current().fide_events)
    assert event is not None and seed_of(event) == 4711
    assert event.detail.startswith("round-robin numbers drawn by lot (seed 4711; C.05): 1 ")


def test_registration_after_the_numbering_keeps_it(tmp_path: Path) -> None:
    """The numbers set are the schedule: a rating does not move them; a newcomer takes the next number; a player
    removed leaves no gap (the Berger table needs 1 … n)."""
    desk = _desk(tmp_path)
    by_name = {p.name: p.id for p in desk.players.all()}
    wanted = ["Finn", "Cleo", "Ada", "Eva", "Ben", "Dan"]
    desk.round_robins.set_pairing_numbers([by_name[n] for n in wanted])
    desk.players.register_player(PlayerData("Gus", rating=2700))
    assert _order(desk) == [*wanted, "Gus"]
    desk.players.remove_player(by_name["Cleo"])
    assert _order(desk) == ["Finn", "Ada", "Eva", "Ben", "Dan", "Gus"]
    assert sorted(p.tpn for p in desk.players.all()) == [1, 2, 3, 4, 5, 6]


def test_refused_once_round_1_is_paired_and_in_a_swiss(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    play(desk, 1)
    assert "Round 1 is paired" in (desk.round_robins.numbering_refusal() or "")
    with pytest.raises(RoundStateError, match="Round 1 is paired"):
        desk.round_robins.draw_pairing_numbers(1)
    swiss = _desk(tmp_path, "swiss.adesk", system="dutch")
    assert "round robin only" in (swiss.round_robins.numbering_refusal() or "")


def test_a_list_missing_a_player_is_refused(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    ids = [p.id for p in desk.players.all()]
    with pytest.raises(Exception, match="every registered player exactly once"):
        desk.round_robins.set_pairing_numbers(ids[:-1])
    with pytest.raises(Exception, match="every registered player exactly once"):
        desk.round_robins.set_pairing_numbers([*ids[:-1], ids[0]])


def test_the_numbers_go_through_the_trf_and_back(tmp_path: Path) -> None:
    """Lossless: the drawn numbers are the ``001`` numbers, the ``### TPN @ Round 1`` line comes back, and the
    file read back keeps them when a player registers."""
    desk = _desk(tmp_path)
    desk.round_robins.draw_pairing_numbers(99)
    drawn = _order(desk)
    play(desk, 2)
    desk.export_trf(tmp_path / "out.trf")
    text = (tmp_path / "out.trf").read_text(encoding="utf-8")
    assert "### TPN @ Round 1: round-robin numbers drawn by lot (seed 99; C.05): 1 " in text
    back = Desk.import_trf(tmp_path / "back.adesk", tmp_path / "out.trf")
    assert _order(back) == drawn
    assert [(b.white, b.black) for b in back.rounds.boards(2)] != []
    event = numbering_event(events_in(back.settings.current().comments))
    assert event is not None and seed_of(event) == 99
    back.export_trf(tmp_path / "again.trf")
    assert load_trf(tmp_path / "again.trf").players == load_trf(tmp_path / "out.trf").players


def test_an_imported_drawing_still_holds_before_round_1(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    desk.round_robins.draw_pairing_numbers(7)
    drawn = _order(desk)
    desk.export_trf(tmp_path / "out.trf")
    back = Desk.import_trf(tmp_path / "back.adesk", tmp_path / "out.trf")
    back.players.register_player(PlayerData("Gus", rating=2700))
    assert _order(back) == [*drawn, "Gus"]


def test_the_event_names_numbers_and_players() -> None:
    event = numbers_event("drawn by lot", ["Kim", "Lu"], 5)
    assert event.to_comment() == "TPN @ Round 1: round-robin numbers drawn by lot (seed 5; C.05): 1 Kim, 2 Lu"
    with pytest.raises(ValueError):
        numbers_event("drawn by lot", ["Kim"])


def test_no_exchange_or_regeneration_once_round_1_is_paired(tmp_path: Path) -> None:
    """The numbers are the Berger rows being played (C.05 Annex 1): the Tournament menu's exchange and
    regeneration (C.04.2 art. 2.3, meant for a Swiss) are refused in a round robin after round 1."""
    desk = _desk(tmp_path)
    desk.round_robins.draw_pairing_numbers(3)
    play(desk, 1)
    before = _order(desk)
    first, second = (p.id for p in desk.players.all()[:2])
    with pytest.raises(RoundStateError, match="neither exchanged nor regenerated"):
        desk.ratings.exchange_tpns(first, second)
    with pytest.raises(RoundStateError, match="neither exchanged nor regenerated"):
        desk.ratings.regenerate_tpns()
    assert _order(desk) == before
