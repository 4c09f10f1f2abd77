"""Provisional ratings for pairing (C.04.4.1 (2026) art. 1.1.1–1.1.2; C.04.2 art. 2.1): kept apart from the
FIDE rating, used by the initial order and the engines, exported so that the free checker replays the event."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.ratings.provisional import COMMENT_PREFIX, lacking_pairing_rating
from tests.ui.round_fixtures import SETTINGS


def dubov_desk(tmp_path: Path) -> Desk:
    desk = Desk.create(tmp_path / "club.adesk", SETTINGS)
    for i in range(7):
        desk.players.register_player(PlayerData(f"Rated {i + 1}, Ann", rating=2000 - 100 * i, fide_id=7000 + i))
    desk.players.register_player(PlayerData("Newcomer, Bob", pairing_rating=1750))
    desk.players.register_player(PlayerData("Stranger, Cy"))
    return desk


def test_art_1_1_2_provisional_rating_orders_and_pairs_but_is_not_a_fide_rating(tmp_path: Path) -> None:
    desk = dubov_desk(tmp_path)
    bob = next(p for p in desk.players.all() if p.name == "Newcomer, Bob")
    assert bob.rating == 0 and bob.pairing_rating == 1750 and bob.has_provisional_rating
    assert bob.tpn == 4  # C.04.2 art. 2.1: between 1800 and 1700
    snapshot = desk.snapshot(1)
    player = snapshot.player(bob.tpn)
    assert player.rating == 1750 and player.rating_is_provisional
    assert [p.name for p in lacking_pairing_rating(desk.state(), 1)] == ["Stranger, Cy"]


def test_a_fide_rating_replaces_the_provisional_one(tmp_path: Path) -> None:
    desk = dubov_desk(tmp_path)
    bob = next(p for p in desk.players.all() if p.name == "Newcomer, Bob")
    desk.players.edit_player(bob.id, PlayerData("Newcomer, Bob", rating=1650, pairing_rating=1750))
    edited = desk.state().player(bob.id)
    assert (edited.rating, edited.pairing_rating, edited.rating_for_pairing) == (1650, None, 1650)


def test_trf_export_carries_the_rating_used_and_names_it_provisional(tmp_path: Path) -> None:
    """TRF-2026 cols 49-52 hold the FIDE rating only (0 for an unrated player) and 072 counts the truly rated;
    the provisional ratings (C.04.4.1 art. 1.1.2) are on the ``### Pairing rating`` line, which ``check`` and
    the import read: the checker replays the event exactly and importing gives them back as provisional."""
    desk = dubov_desk(tmp_path)
    desk.players.edit_player(
        next(p.id for p in desk.players.all() if p.name == "Stranger, Cy"),
        PlayerData("Stranger, Cy", pairing_rating=1100),
    )
    for _ in range(2):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        number = desk.rounds.all()[-1].number
        for board in desk.rounds.boards(number):
            desk.results.record_result(number, board.number, GameResult.DRAW)
    path = tmp_path / "out.trf"
    desk.export_trf(path)
    text = path.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if COMMENT_PREFIX in x)
    assert line.startswith("### Pairing rating: ") and "4=1750" in line and "9=1100" in line
    bob_line = next(x for x in text.splitlines() if x.startswith("001") and "Newcomer, Bob" in x)
    assert bob_line[48:52].strip() in ("", "0")  # unrated in the file, as other programs must see him
    rated = sum(1 for x in text.splitlines() if x.startswith("001") and x[48:52].strip() not in ("", "0"))
    assert f"072 {rated}" in text.splitlines()
    assert check_tournament(load_trf(path), find_system("dubov")).is_clean
    again = Desk.import_trf(tmp_path / "again.adesk", path)
    bob = next(p for p in again.players.all() if p.name == "Newcomer, Bob")
    assert (bob.rating, bob.pairing_rating) == (0, 1750)
    assert not any(COMMENT_PREFIX in c for c in again.settings.current().comments)


def test_art_1_1_2_every_unrated_player_rated_at_once_in_one_journaled_command(tmp_path: Path) -> None:
    """The ratings for pairing of all unrated players in one command; TPNs follow (C.04.2 art. 2.3)."""
    import pytest

    from arbiter_desk.core.errors import InvalidInputError

    desk = dubov_desk(tmp_path)
    unrated = desk.ratings.unrated_players()
    assert [p.name for p in unrated] == ["Newcomer, Bob", "Stranger, Cy"]
    bob, cy = unrated
    rated = next(p for p in desk.players.all() if p.rating)
    with pytest.raises(InvalidInputError, match="has a FIDE rating"):
        desk.ratings.set_pairing_ratings({rated.id: 1500})
    with pytest.raises(InvalidInputError, match="whole number from 1 to 3500"):
        desk.ratings.set_pairing_ratings({cy.id: 4000})
    assert (
        desk.ratings.renumbering_if_rated({cy.id: 1950}).rounds_paired == 0
    )  # nothing posted yet: the desk asks nothing
    changes = desk.ratings.set_pairing_ratings({bob.id: 1750, cy.id: 1950})
    assert changes.label == "set the rating for pairing of 1 player (C.04.4.1 art. 1.1.2)"
    after = desk.state().player(cy.id)
    assert after.pairing_rating == 1950 and after.rating == 0 and after.tpn == 2  # between 2000 and 1900
    assert lacking_pairing_rating(desk.state(), 1) == []
    desk.journal.undo()
    assert desk.state().player(cy.id).pairing_rating is None and desk.state().player(cy.id).tpn == 9


def test_rating_after_round_1_announces_and_journals_the_renumbering(tmp_path: Path) -> None:
    """C.04.2 art. 2.3 / Dubov art. 1.2.2: a rating introduced before round 4 is paired renumbers, announced."""
    desk = dubov_desk(tmp_path)
    cy = next(p for p in desk.players.all() if p.name == "Stranger, Cy")
    desk.rounds.pair_next_round()
    found = desk.ratings.renumbering_if_rated({cy.id: 1950})
    assert "Stranger, Cy 9→2" in found.notice()
    changes = desk.ratings.set_pairing_ratings({cy.id: 1950})
    assert desk.state().player(cy.id).tpn == 2
    assert desk.journal.entries()[-1].why.startswith("TPNs renumbered (C.04.2 art. 2.3, 2.5): ")
    assert changes.label.startswith("set the rating for pairing of 1 player")
