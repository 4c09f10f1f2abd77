"""The arbiter's TPN exchanges are kept by later edits (C.04.2 art. 2.3; checklist Q147–155).

Until round 4 is paired the TPNs follow the initial order after every registration or correction (art. 2.3).
An exchange the arbiter made is stored and applied again after each re-sorting while the two players keep the
rating and title it was made on; a correction of either lapses it (the corrected ranking decides); only an
explicit regeneration (level 3 when two or more numbers move) clears it. In FIDE mode only players of equal
tournament rating exchange (Q148); outside it an exchange of different ratings asks at level 3 (Q149).
"""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.warnings import NeedsConfirmation, tokens
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind
from arbiter_desk.store.records import PlayerId
from tests.services.conftest import play_rounds


def _tpns(desk: Desk) -> dict[str, int]:
    return {p.name: int(p.tpn) for p in desk.players.all()}


def _ids(desk: Desk) -> dict[str, PlayerId]:
    return {p.name: p.id for p in desk.players.all()}


def _three(desk: Desk) -> dict[str, PlayerId]:
    desk.players.register_player(PlayerData("Alpha", rating=2000, fide_id=1))
    desk.players.register_player(PlayerData("Beta", rating=2000, fide_id=2))
    desk.players.register_player(PlayerData("Gamma", rating=1900, fide_id=3))
    return _ids(desk)


def _leave_fide_mode(desk: Desk) -> None:
    try:
        desk.fide_mode.leave_fide_mode("club event with its own rules")
    except NeedsConfirmation as asked:  # the level-4 warning (Q43), confirmed here
        desk.fide_mode.leave_fide_mode("club event with its own rules", confirmed=tokens(asked.warnings))


def test_art_2_3_an_exchange_before_round_1_survives_a_new_registration(desk: Desk) -> None:
    ids = _three(desk)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])
    assert _tpns(desk) == {"Alpha": 2, "Beta": 1, "Gamma": 3}
    desk.players.register_player(PlayerData("Zeta", rating=2100, fide_id=4))
    assert _tpns(desk) == {"Zeta": 1, "Alpha": 3, "Beta": 2, "Gamma": 4}
    desk.players.register_player(PlayerData("Omega", rating=1000, fide_id=5))
    assert _tpns(desk) == {"Zeta": 1, "Alpha": 3, "Beta": 2, "Gamma": 4, "Omega": 5}


def test_art_2_3_an_exchange_survives_edits_of_other_players_after_round_1(desk: Desk) -> None:
    _three(desk)
    desk.players.register_player(PlayerData("Delta", rating=1800, fide_id=4))
    ids = _ids(desk)
    play_rounds(desk, 1)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])
    assert _tpns(desk) == {"Alpha": 2, "Beta": 1, "Gamma": 3, "Delta": 4}
    preview = desk.players.renumbering_if_edited(ids["Gamma"], PlayerData("Gamma", rating=2050, fide_id=3))
    assert preview.moves_text("->") == "Beta 1->2, Alpha 2->3, Gamma 3->1"
    desk.players.edit_player(ids["Gamma"], PlayerData("Gamma", rating=2050, fide_id=3))
    assert _tpns(desk) == {"Gamma": 1, "Beta": 2, "Alpha": 3, "Delta": 4}
    desk.players.edit_player(ids["Delta"], PlayerData("Delta", rating=1810, fide_id=4, federation="ITA"))
    assert _tpns(desk) == {"Gamma": 1, "Beta": 2, "Alpha": 3, "Delta": 4}


def test_art_2_3_a_corrected_rating_of_an_exchanged_player_lapses_the_exchange(desk: Desk) -> None:
    ids = _three(desk)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])
    desk.ratings.assign_ratings({ids["Alpha"]: RatingChoice(RatingKind.FIDE, 1990, "typed")})
    assert _tpns(desk) == {"Beta": 1, "Alpha": 2, "Gamma": 3}
    assert desk.settings.current().tpn_exchanges == ()
    desk.ratings.assign_ratings({ids["Alpha"]: RatingChoice(RatingKind.FIDE, 2000, "typed")})
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2, "Gamma": 3}  # lapsed for good: the initial order again


def test_q153_155_regeneration_is_explicit_asks_at_level_3_and_clears_the_exchanges(desk: Desk) -> None:
    ids = _three(desk)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])
    moves, verdict = desk.ratings.regeneration_preview()
    assert moves.moves_text("->") == "Beta 1->2, Alpha 2->1" and verdict.level == 3
    desk.ratings.regenerate_tpns()
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2, "Gamma": 3}
    assert desk.settings.current().tpn_exchanges == ()
    desk.players.register_player(PlayerData("Delta", rating=1800, fide_id=4))
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2, "Gamma": 3, "Delta": 4}


def test_undoing_an_exchange_forgets_it(desk: Desk) -> None:
    ids = _three(desk)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])
    desk.journal.undo()
    desk.players.register_player(PlayerData("Delta", rating=1800, fide_id=4))
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2, "Gamma": 3, "Delta": 4}


def test_two_exchanges_are_applied_again_in_the_order_made(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Alpha", rating=2000, fide_id=1))
    desk.players.register_player(PlayerData("Beta", rating=2000, fide_id=2))
    desk.players.register_player(PlayerData("Gamma", rating=2000, fide_id=3))
    ids = _ids(desk)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])  # Beta 1, Alpha 2, Gamma 3
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Gamma"])  # Beta 1, Gamma 2, Alpha 3
    assert _tpns(desk) == {"Beta": 1, "Gamma": 2, "Alpha": 3}
    desk.players.register_player(PlayerData("Delta", rating=2500, fide_id=4))
    assert _tpns(desk) == {"Delta": 1, "Beta": 2, "Gamma": 3, "Alpha": 4}


def test_q148_in_fide_mode_only_equal_tournament_ratings_exchange(desk: Desk) -> None:
    ids = _three(desk)
    verdict = desk.ratings.exchange_preview(ids["Beta"], ids["Gamma"])
    assert verdict.level == 5 and verdict.refused and "only between players of equal tournament rating" in verdict.text
    with pytest.raises(InvalidInputError, match="equal tournament rating"):
        desk.ratings.exchange_tpns(ids["Beta"], ids["Gamma"])
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2, "Gamma": 3}
    assert desk.ratings.exchange_preview(ids["Alpha"], ids["Beta"]).level == 3  # Q150: equal ratings, level 3


def test_q148_the_tournament_rating_of_the_method_decides_equality(desk: Desk) -> None:
    ids = _three(desk)
    desk.ratings.assign_ratings({ids["Gamma"]: RatingChoice(RatingKind.FIDE, 0, "typed")})
    desk.ratings.set_pairing_ratings({ids["Gamma"]: 2000})  # a provisional rating for pairing (C.04.4.1 art. 1.1.2)
    assert desk.ratings.exchange_preview(ids["Beta"], ids["Gamma"]).level == 3


def test_q149_outside_fide_mode_different_ratings_exchange_at_level_3_and_are_kept(desk: Desk) -> None:
    ids = _three(desk)
    _leave_fide_mode(desk)
    verdict = desk.ratings.exchange_preview(ids["Beta"], ids["Gamma"])
    assert verdict.level == 3 and "ratings differ (2000 and 1900)" in verdict.text
    desk.ratings.exchange_tpns(ids["Beta"], ids["Gamma"])
    desk.players.register_player(PlayerData("Delta", rating=1800, fide_id=4))
    assert _tpns(desk) == {"Alpha": 1, "Gamma": 2, "Beta": 3, "Delta": 4}


def test_an_exchanged_player_removed_before_round_1_takes_the_exchange_with_him(desk: Desk) -> None:
    ids = _three(desk)
    desk.ratings.exchange_tpns(ids["Alpha"], ids["Beta"])
    desk.players.remove_player(ids["Beta"])
    assert _tpns(desk) == {"Alpha": 1, "Gamma": 2}
    assert desk.settings.current().tpn_exchanges == ()
