"""The event's ratings at the desk: method, tie order, assigned ratings, TPN exchange and regeneration (checklist
Q128–132, Q144–155; C.04.2 art. 2.2–2.3)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay, RatingMethod, TieOrder, default_sequence
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind, RatingSettings
from tests.services.conftest import play_rounds, register


def _tpns(desk: Desk) -> dict[str, int]:
    return {p.name: int(p.tpn) for p in desk.players.all()}


def test_defaults_are_a_standard_event_with_fide_ratings(desk: Desk) -> None:
    settings = desk.ratings.rating_settings()
    assert settings == RatingSettings(RateOfPlay.STANDARD, default_sequence(RateOfPlay.STANDARD))


def test_q123_126_sequence_and_rate_are_stored_and_a_default_sequence_stays_implicit(desk: Desk) -> None:
    rapid = RatingSettings(RateOfPlay.RAPID, default_sequence(RateOfPlay.RAPID))
    desk.ratings.set_rating_settings(rapid)
    assert desk.settings.current().rating_lists == ()
    assert desk.ratings.rating_settings().sequence == default_sequence(RateOfPlay.RAPID)
    edited = (ListRef("GER", RateOfPlay.RAPID), ListRef(FIDE, RateOfPlay.RAPID, effective=True))
    desk.ratings.set_rating_settings(replace(rapid, sequence=edited))
    assert desk.ratings.rating_settings().sequence == edited


def test_q145_method_re_ranks_by_the_tournament_rating_and_is_written_to_record_172(desk: Desk, tmp_path: Path) -> None:
    register(desk, 3)  # Player 01 2500, 02 2490, 03 2480
    third = next(p for p in desk.players.all() if p.name == "Player 03")
    desk.ratings.assign_ratings({third.id: RatingChoice(RatingKind.NATIONAL, 2600, "national:GER-standard")})
    assert _tpns(desk)["Player 03"] == 3  # the FIDE method ignores the national rating (Q116: kept apart)
    settings = replace(desk.ratings.rating_settings(), method=RatingMethod.NIDOF)
    renumbered, verdict = desk.ratings.rating_settings_preview(settings)
    assert [m.name for m in renumbered.moves] == ["Player 01", "Player 02", "Player 03"]
    assert verdict.level == 3  # Q154: three numbers move
    desk.ratings.set_rating_settings(settings)
    assert _tpns(desk)["Player 03"] == 1
    record = next(p for p in desk.players.all() if p.name == "Player 03")
    assert (record.rating, record.national_rating, record.tournament_rating) == (2480, 2600, 2600)
    assert desk.journal.entries()[-1].why.startswith("TPN @ Round 1: regeneration: TPNs renumbered")
    desk.export_trf(tmp_path / "out.trf")
    exported = load_trf(tmp_path / "out.trf")
    assert exported.info.starting_rank_method == "NIDOF"
    # record 001 carries the rating the pairing used; the official FIDE one is named on a ### line (Q116)
    assert [p.rating for p in exported.players if p.name == "Player 03"] == [2600]
    assert "Official FIDE ratings where the tournament rating (record 172) differs, TPN=rating: 1=2480" in (
        exported.comments
    )


def test_q130_132_q134_typed_rating_is_marked_and_used_by_hbfn(desk: Desk) -> None:
    register(desk, 2)
    second = next(p for p in desk.players.all() if p.name == "Player 02")
    desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), method=RatingMethod.HBFN))
    desk.ratings.assign_ratings({second.id: RatingChoice(RatingKind.TYPED, 2700)})
    record = next(p for p in desk.players.all() if p.name == "Player 02")
    assert (record.manual_rating, record.tournament_rating, int(record.tpn)) == (2700, 2700, 1)
    desk.ratings.assign_ratings({second.id: RatingChoice(RatingKind.FIDE, 2495, "typed")})
    record = next(p for p in desk.players.all() if p.name == "Player 02")
    assert (record.rating, record.rating_source) == (2495, "typed")


def test_q144_only_the_chosen_players_change(desk: Desk) -> None:
    ids = register(desk, 3)
    before = {p.id: p for p in desk.players.all()}
    desk.ratings.assign_ratings({ids[1]: RatingChoice(RatingKind.FIDE, 2491, "fide-standard@2026-11-01")})
    after = {p.id: p for p in desk.players.all()}
    assert after[ids[0]] == before[ids[0]] and after[ids[2]] == before[ids[2]]
    assert (after[ids[1]].rating, after[ids[1]].rating_source) == (2491, "fide-standard@2026-11-01")


def test_assigned_ratings_are_bounded(desk: Desk) -> None:
    ids = register(desk, 1)
    with pytest.raises(InvalidInputError, match="0 to 3500"):
        desk.ratings.assign_ratings({ids[0]: RatingChoice(RatingKind.FIDE, 3600)})


def test_q146_tie_order_by_fide_id_and_q155_it_is_kept_once_round_1_is_paired(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Alpha", rating=2000, fide_id=30))
    desk.players.register_player(PlayerData("Beta", rating=2000, fide_id=20))
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2}
    desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), tie_order=TieOrder.FIDE_ID))
    assert _tpns(desk) == {"Alpha": 2, "Beta": 1}
    play_rounds(desk, 1)
    with pytest.raises(InvalidInputError, match="cannot change once round 1 is paired"):
        desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), tie_order=TieOrder.ALPHABETICAL))


def test_q148_152_exchange_levels_and_integrity_line(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Alpha", rating=2000, fide_id=1))
    desk.players.register_player(PlayerData("Beta", rating=2000, fide_id=2))
    desk.players.register_player(PlayerData("Gamma", rating=1900, fide_id=3))
    by_name = {p.name: p.id for p in desk.players.all()}
    assert desk.ratings.exchange_preview(by_name["Alpha"], by_name["Beta"]).level == 3
    unequal = desk.ratings.exchange_preview(by_name["Beta"], by_name["Gamma"])
    assert unequal.level == 5 and "ratings differ" in unequal.text  # FIDE mode: Q148
    desk.ratings.exchange_tpns(by_name["Alpha"], by_name["Beta"])
    assert _tpns(desk) == {"Alpha": 2, "Beta": 1, "Gamma": 3}
    assert desk.journal.entries()[-1].why == "TPN @ Round 1: exchange: Alpha 1->2, Beta 2->1 (C.04.2 art. 2.3)"
    assert desk.state().settings.fide_events == ()  # before round 1 the numbers are still being given
    desk.journal.undo()
    assert _tpns(desk) == {"Alpha": 1, "Beta": 2, "Gamma": 3}


def test_q151_153_regeneration_after_round_4_needs_level_4(desk: Desk) -> None:
    register(desk, 6)
    play_rounds(desk, 4)
    renumbered, verdict = desk.ratings.regeneration_preview()
    assert not renumbered and verdict.level == 0  # nothing would move
    first = min(desk.players.all(), key=lambda p: p.tpn)
    desk.ratings.assign_ratings({first.id: RatingChoice(RatingKind.FIDE, 1000, "typed")})
    assert int(next(p for p in desk.players.all() if p.id == first.id).tpn) == 1  # frozen: art. 2.3
    renumbered, verdict = desk.ratings.regeneration_preview()
    assert len(renumbered.moves) == 6 and verdict.level == 4 and verdict.consequences
    desk.ratings.regenerate_tpns()
    assert int(next(p for p in desk.players.all() if p.id == first.id).tpn) == 6
    assert desk.journal.entries()[-1].why.startswith("TPN @ Round 5: regeneration: ")
    (event,) = desk.state().settings.fide_events  # Q112-113: exported as '### TPN @ Round 5: regeneration: ...'
    assert event.kind.value == "TPN" and event.round == 5 and event.detail.startswith("regeneration: ")
    assert any(c.startswith("TPN @ Round 5: regeneration: ") for c in desk.export_snapshot().comments)
    desk.journal.undo()
    assert desk.state().settings.fide_events == ()  # Q114: undone with the change


def test_q156_late_entry_after_round_4_is_numbered_by_its_ranking(desk: Desk) -> None:
    """C.04.2 art. 2.4: a late entry gets "an appropriate TPN"; art. 2.5: TPNs are provisional because of late
    entries. Art. 2.3's freeze after round 4 is for corrections ("for this reason"), so the entry is numbered by
    its ranking, those below move down one, announced before and written as a ``### TPN`` line."""
    register(desk, 6)
    play_rounds(desk, 4)
    before = _tpns(desk)
    late = PlayerData("Late, Middle", rating=2465, fide_id=99)
    announced = desk.players.renumbering_if_registered(late, entry_round=5)
    assert [(m.name, m.old, m.new) for m in announced.moves] == [
        ("Player 05", 5, 6),
        ("Player 06", 6, 7),
    ]
    assert "art. 2.4" in announced.notice()
    desk.players.register_player(late, entry_round=5)
    after = _tpns(desk)
    assert after["Late, Middle"] == 5  # 2465: between Player 04 (2470) and Player 05 (2460)
    assert {k: after[k] for k in before} == {k: v + (v >= 5) for k, v in before.items()}
    assert desk.journal.entries()[-1].why == "TPNs renumbered (C.04.2 art. 2.3, 2.5): Player 05 5->6, Player 06 6->7"
    (event,) = desk.state().settings.fide_events
    assert event.to_comment() == (
        "TPN @ Round 5: late entry: TPNs renumbered (C.04.2 art. 2.3, 2.5): Player 05 5->6, Player 06 6->7"
    )
    assert any(c.startswith("TPN @ Round 5: late entry: ") for c in desk.export_snapshot().comments)
    desk.journal.undo()
    assert _tpns(desk) == before and desk.state().settings.fide_events == ()


def test_q156_after_round_4_a_correction_still_moves_nobody_but_the_late_entry_ranks_among_the_numbers(
    desk: Desk,
) -> None:
    """Art. 2.3: a rating corrected after round 4 keeps its TPN; a later late entry's TPN is one more than the
    number of participants ranked above it, the corrected one by his corrected rating (art. 2.2)."""
    register(desk, 6)
    play_rounds(desk, 4)
    first = min(desk.players.all(), key=lambda p: p.tpn)
    desk.ratings.assign_ratings({first.id: RatingChoice(RatingKind.FIDE, 1000, "typed")})
    assert _tpns(desk)["Player 01"] == 1  # frozen for the correction
    desk.players.register_player(PlayerData("Late, Top", rating=2900, fide_id=98), entry_round=5)
    assert _tpns(desk) == {"Late, Top": 1, **{f"Player 0{i}": i + 1 for i in range(1, 7)}}
    desk.players.register_player(PlayerData("Late, Below", rating=1000, fide_id=97), entry_round=5)
    # Ranked below the six others rated 2450 or more and Late, Top, above Player 01 (1000 now, "Late" < "Player"):
    assert _tpns(desk) == {"Late, Top": 1, "Player 01": 2, **{f"Player 0{i}": i + 1 for i in range(2, 6)}} | {
        "Late, Below": 7,
        "Player 06": 8,
    }
    assert len(desk.state().settings.fide_events) == 2


def test_q156_a_late_entry_before_round_4_is_a_tpn_line_too(desk: Desk) -> None:
    """Art. 2.4–2.5 at round 2: the renumbering after a paired round is a pairing-integrity line (Q112–113)."""
    register(desk, 4)
    play_rounds(desk, 1)
    desk.players.register_player(PlayerData("Late, Strong", rating=2900, fide_id=99), entry_round=2)
    assert _tpns(desk)["Late, Strong"] == 1
    (event,) = desk.state().settings.fide_events
    assert event.round == 2 and event.detail.startswith("late entry: TPNs renumbered")


def test_q134_registered_ratings_keep_their_source_and_hand_typed_ones_are_marked(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Listed", rating=2000, fide_id=1, rating_source="fide-rapid@2026-11-01"))
    desk.players.register_player(PlayerData("Typed", rating=1900))
    desk.players.register_player(PlayerData("Unrated"))
    sources = {p.name: p.rating_source for p in desk.players.all()}
    assert sources == {"Listed": "fide-rapid@2026-11-01", "Typed": "typed", "Unrated": ""}
    listed = next(p for p in desk.players.all() if p.name == "Listed")
    desk.players.edit_player(listed.id, PlayerData("Listed", rating=2000, fide_id=1, federation="ITA"))
    assert next(p for p in desk.players.all() if p.name == "Listed").rating_source == "fide-rapid@2026-11-01"
    desk.players.edit_player(listed.id, PlayerData("Listed", rating=2010, fide_id=1, federation="ITA"))
    assert next(p for p in desk.players.all() if p.name == "Listed").rating_source == "typed"


def test_q145_a_new_player_gets_the_tournament_rating_of_the_method(desk: Desk) -> None:
    desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), method=RatingMethod.OTHER))
    desk.players.register_player(PlayerData("Typed only", rating=2000, fide_id=1))
    assert next(iter(desk.players.all())).tournament_rating == 0  # OTHER: nothing typed for the tournament yet
