"""Prohibited pairs (TRF-2026 record 260): groups by player id, stored by TPN, renumbered with the TPNs,
handed to the engine and exported as 260."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tournament import ForbiddenPairs
from arbiter_desk.core.warnings import NeedsConfirmation, english
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from tests.services.conftest import confirming, register
from tests.services.fakes import FakeSystem


def test_groups_are_stored_by_tpn_and_handed_to_the_engine(desk: Desk, fake: FakeSystem) -> None:
    ids = register(desk, 6)
    changes = desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[0], ids[1], ids[4]), 1, 3)])
    assert changes.settings and changes.label == "set prohibited pairs (1 group)"
    assert desk.rounds.prohibited_groups() == [ProhibitedGroup((ids[0], ids[1], ids[4]), 1, 3)]
    desk.rounds.pair_next_round()
    tpns = tuple(PairingNumber(t) for t in (1, 2, 5))
    assert fake.snapshots[-1].forbidden_pairs == (ForbiddenPairs(tpns, 1, 3),)
    assert fake.snapshots[-1].is_forbidden(2, 5, 3) and not fake.snapshots[-1].is_forbidden(2, 5, 4)


def test_a_group_follows_its_players_when_tpns_change(desk: Desk) -> None:
    """C.04.2 art. 2.3: TPNs follow the initial order until round 4 is paired; the group names people."""
    ids = register(desk, 6)
    desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[2], ids[3]))])
    desk.players.register_player(PlayerData("Strong Newcomer", rating=2700))  # everybody moves down one TPN
    assert desk.settings.current().forbidden_pairs[0].players == (4, 5)
    assert desk.rounds.prohibited_groups() == [ProhibitedGroup((ids[2], ids[3]))]
    desk.players.remove_player(ids[3])
    assert desk.settings.current().forbidden_pairs == ()  # a group of one keeps nobody apart


def test_groups_are_checked(desk: Desk) -> None:
    ids = register(desk, 4)
    for group, message in [
        (ProhibitedGroup((ids[0],)), "at least two players"),
        (ProhibitedGroup((ids[0], ids[0])), "names a player twice"),
        (ProhibitedGroup((ids[0], ids[1]), 3, 2), "not a range of rounds"),
        (ProhibitedGroup((ids[0], ids[1]), 1, 8), "only 7 rounds"),
    ]:
        with pytest.raises(InvalidInputError, match=message):
            desk.rounds.set_prohibited_groups([group])
    assert desk.rounds.prohibited_groups() == []


def test_after_round_1_is_paired_prohibited_pairs_are_locked_in_fide_mode_q195_q196(desk: Desk) -> None:
    """A draft counts as paired: discard it to add a group, or leave FIDE mode (VCL4THP.13 Q195-196)."""
    register(desk, 4)
    desk.rounds.pair_next_round()
    board = desk.rounds.boards(1)[0]
    with pytest.raises(NeedsConfirmation) as asked:
        desk.rounds.set_prohibited_groups([ProhibitedGroup((board.white, board.black))])
    assert asked.value.refused and desk.settings.current().forbidden_pairs == ()


def test_a_draft_pairing_two_of_a_new_group_is_flagged_outside_fide_mode(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    confirming(lambda confirmed: desk.fide_mode.leave_fide_mode("family ties found after the draft", confirmed))
    board = desk.rounds.boards(1)[0]
    changes, asked = confirming(
        lambda confirmed: desk.rounds.set_prohibited_groups(
            [ProhibitedGroup((board.white, board.black))], None, confirmed
        )
    )
    assert [(w.code, int(w.level)) for w in asked] == [("config.prohibited", 3)]
    assert changes.warnings and "re-pair" in english(changes.warnings[0])
    assert len(ids) == 4


def test_exported_as_260_and_read_back(desk: Desk, tmp_path: Path) -> None:
    ids = register(desk, 6)
    desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[0], ids[5]), 2, 5), ProhibitedGroup((ids[1], ids[2]))])
    desk.export_trf(tmp_path / "out.trf")
    text = (tmp_path / "out.trf").read_text()
    assert "\n260   2   5    1    6\n" in text
    assert "\n260   1        2    3\n" in text
    exported = load_trf(tmp_path / "out.trf")
    assert exported.forbidden_pairs == desk.snapshot().forbidden_pairs
    back = Desk.import_trf(
        tmp_path / "back.adesk", tmp_path / "out.trf", systems=lambda _n: FakeSystem(), system="fake"
    )
    names = {p.id: p.name for p in back.players.all()}
    assert [[names[p] for p in g.players] for g in back.rounds.prohibited_groups()] == [
        ["Player 01", "Player 06"],
        ["Player 02", "Player 03"],
    ]
    back.close()


def test_undo_restores_the_groups(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[0], ids[1]))])
    desk.rounds.set_prohibited_groups([])
    desk.journal.undo()
    assert desk.rounds.prohibited_groups() == [ProhibitedGroup((ids[0], ids[1]))]


def test_the_stored_round_explanation_says_a_prohibited_pair_decided(tmp_path: Path) -> None:
    """Record 260 in the desk: round 1 of four would pair 1–3; with 1 and 3 prohibited the stored explanation
    (what the desk's explanation view shows as its notes) names the pair."""
    from arbiter_desk.core.pairing import find_system
    from tests.services.conftest import SETTINGS

    desk = Desk.create(tmp_path / "p.adesk", SETTINGS, systems=lambda _name: find_system("dutch"))
    try:
        ids = register(desk, 4)
        desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[0], ids[2]), 1, 3)])
        desk.rounds.pair_next_round()
        explanation = desk.rounds.explanation(1)
        assert explanation is not None
        assert any(
            n.startswith("Prohibited pairs (TRF 260) decided: 1–3 may not meet (rounds 1–3)") for n in explanation.notes
        )
    finally:
        desk.close()
