"""The Baku acceleration at the desk (C.04.7 art. 1): settings, GA from the registered players, late entries,
the 250 records in the engine's snapshot and the TRF export, standings without virtual points."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.common.baku import BakuNotApplicableError
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Acceleration, Tournament
from arbiter_desk.core.warnings import NeedsConfirmation
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.pairing.acceleration import ga_players, virtual_points_of
from arbiter_desk.store.records import AccelerationMethod
from tests.services.conftest import SETTINGS, confirming, finish_round, register
from tests.services.fakes import FakeSystem

ONE, HALF = Decimal(1), Decimal("0.5")
BAKU = replace(SETTINGS, acceleration=AccelerationMethod.BAKU, total_rounds=9)


@pytest.fixture
def baku(tmp_path: Path, fake: FakeSystem) -> Desk:
    return Desk.create(tmp_path / "baku.adesk", BAKU, systems=lambda _name: fake)


def test_c04_7_art_1_2_ga_is_the_first_half_rounded_up_to_even_of_round_one(baku: Desk, fake: FakeSystem) -> None:
    register(baku, 10)
    assert [p.tpn for p in ga_players(baku.state())] == [1, 2, 3, 4, 5, 6]
    baku.rounds.pair_next_round()
    snapshot = fake.snapshots[-1]
    assert snapshot.accelerations == (Acceleration(ONE, 1, 3, 1, 6), Acceleration(HALF, 4, 5, 1, 6))
    assert [snapshot.acceleration(t, 1) for t in (1, 6, 7, 10)] == [ONE, ONE, 0, 0]
    baku.close()


def test_c04_7_art_1_2_late_entries_registered_before_round_one_are_not_counted(baku: Desk) -> None:
    """C.04.2 art. 2.4: a late entry is only taken into account for rounds after the first."""
    register(baku, 8)
    baku.players.register_player(PlayerData("Late Strong", rating=2600), entry_round=2)
    state = baku.state()
    assert len(ga_players(state)) == 5  # 8 in round 1 → 4, plus the late entry above them (TPN 1)
    assert ga_players(state)[0].name == "Late Strong"
    baku.close()


def test_c04_7_art_1_3_late_entries_before_rounds_2_and_3(baku: Desk, fake: FakeSystem) -> None:
    """1.3.2: the last GA participant stays the same; a late entry above joins GA (odd, note 2), below GB."""
    register(baku, 10)
    baku.rounds.pair_next_round()
    baku.rounds.publish_round()
    last_ga = ga_players(baku.state())[-1]
    assert baku.settings.current().baku_last_ga == last_ga.id and last_ga.tpn == 6
    finish_round(baku, 1)

    baku.players.register_player(PlayerData("Late Strong", rating=2495, fide_id=99))  # placed at TPN 2
    state = baku.state()
    assert len(ga_players(state)) == 7 and ga_players(state)[-1].id == last_ga.id
    assert state.player(last_ga.id).tpn == 7  # note 1: the TPN of the last GA participant changed
    baku.rounds.pair_next_round()
    assert fake.snapshots[-1].accelerations[0] == Acceleration(ONE, 1, 3, 1, 7)
    baku.rounds.publish_round()
    finish_round(baku, 2)

    baku.players.register_player(PlayerData("Late Weak", rating=1200, fide_id=98))
    state = baku.state()
    assert [p.id for p in ga_players(state)] == [p.id for p in ga_players(baku.state())]
    assert "Late Weak" not in {p.name for p in ga_players(state)}
    baku.rounds.pair_next_round()
    snapshot = fake.snapshots[-1]
    late_weak = next(p.tpn for p in state.players if p.name == "Late Weak")
    assert snapshot.acceleration(late_weak, 3) == 0
    assert snapshot.acceleration(7, 3) == ONE
    baku.close()


def test_c04_7_art_1_3_2_a_rating_correction_after_round_one_keeps_the_last_ga_participant(baku: Desk) -> None:
    ids = register(baku, 8)
    baku.rounds.pair_next_round()
    baku.rounds.publish_round()
    last = ga_players(baku.state())[-1]
    baku.players.edit_player(last.id, PlayerData(last.name, rating=2600, fide_id=last.fide_id))  # now TPN 1
    assert [p.id for p in ga_players(baku.state())] == [last.id]  # GA: everybody down to them
    assert ids[0] != last.id
    baku.close()


def test_c04_7_art_1_4_virtual_points_by_round(baku: Desk) -> None:
    register(baku, 6)
    state = baku.state()
    assert virtual_points_of(state, 1) == {1: ONE, 2: ONE, 3: ONE, 4: ONE}
    assert virtual_points_of(state, 4) == {1: HALF, 2: HALF, 3: HALF, 4: HALF}
    assert virtual_points_of(state, 6) == {}
    baku.close()


def test_c04_7_art_1_1_a_point_system_where_a_win_is_not_two_draws_is_refused(tmp_path: Path) -> None:
    football = replace(BAKU, point_system=PointSystem.simple(Decimal(3), ONE, Decimal(0)))
    with pytest.raises(BakuNotApplicableError, match="win equals two draws"):
        Desk.create(tmp_path / "x.adesk", football, systems=lambda _n: FakeSystem())
    assert not (tmp_path / "x.adesk").exists()
    desk = Desk.create(tmp_path / "y.adesk", BAKU, systems=lambda _n: FakeSystem())
    with pytest.raises(BakuNotApplicableError):
        desk.settings.update_settings(replace(desk.settings.current(), point_system=football.point_system))
    assert desk.settings.current().point_system == PointSystem()
    desk.close()


def test_baku_needs_the_number_of_rounds(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="number of rounds"):
        Desk.create(tmp_path / "x.adesk", replace(BAKU, total_rounds=None), systems=lambda _n: FakeSystem())


def test_c04_7_art_1_2_the_method_cannot_change_after_round_one_is_published(desk: Desk) -> None:
    register(desk, 4)
    desk.settings.update_settings(replace(desk.settings.current(), acceleration=AccelerationMethod.BAKU))
    assert desk.settings.current().acceleration is AccelerationMethod.BAKU
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    with pytest.raises(NeedsConfirmation) as asked:  # in FIDE mode: locked, level 5 (VCL4THP.13 Q109-110)
        desk.settings.update_settings(replace(desk.settings.current(), acceleration=AccelerationMethod.NONE))
    assert asked.value.refused and asked.value.warnings[0].code == "config.acceleration"
    confirming(lambda confirmed: desk.fide_mode.leave_fide_mode("test", confirmed))
    with pytest.raises(RoundStateError, match="before round 1 is published"):  # and C.04.7 art. 1.2 outside it
        confirming(
            lambda confirmed: desk.settings.update_settings(
                replace(desk.settings.current(), acceleration=AccelerationMethod.NONE), confirmed=confirmed
            )
        )
    fixed = desk.settings.current().baku_last_ga
    desk.settings.update_settings(
        replace(desk.settings.current(), baku_last_ga=None, info=replace(SETTINGS.info, name="Renamed"))
    )
    assert desk.settings.current().baku_last_ga == fixed is not None  # the dialog does not own the fixed split


def test_undoing_the_publication_of_round_one_frees_the_split(baku: Desk) -> None:
    register(baku, 8)
    baku.rounds.pair_next_round()
    baku.rounds.publish_round()
    assert baku.settings.current().baku_last_ga is not None
    baku.journal.undo()
    assert baku.settings.current().baku_last_ga is None
    baku.close()


def test_export_writes_the_250_records_and_import_reads_them_back(baku: Desk, tmp_path: Path) -> None:
    register(baku, 10)
    baku.rounds.pair_next_round()
    baku.rounds.publish_round()
    finish_round(baku, 1)
    baku.export_trf(tmp_path / "out.trf")
    text = (tmp_path / "out.trf").read_text()
    assert "\n250       1.0   1   3    1    6" in text
    assert "\n250       0.5   4   5    1    6" in text
    exported = load_trf(tmp_path / "out.trf")
    assert exported.accelerations == baku.snapshot().accelerations
    imported = Desk.import_trf(
        tmp_path / "back.adesk", tmp_path / "out.trf", systems=lambda _n: FakeSystem(), system="fake"
    )
    assert imported.snapshot().accelerations == exported.accelerations
    assert imported.settings.current().acceleration is AccelerationMethod.NONE  # kept as given, not recomputed
    imported.close()
    baku.close()


def test_a_baku_type_code_alone_never_decides_ga(tmp_path: Path) -> None:
    """pairing-input.md: do not infer acceleration from a ``192 …_BAKU`` code alone."""
    trf = tmp_path / "code.trf"
    lines = ["012 Coded", "142 5", "192 FIDE_DUBOV_BAKU"]
    lines += [f"001 {i:4d}      Player {i:02d}                          {2500 - 10 * i:4d}" for i in range(1, 9)]
    trf.write_text("\n".join(lines) + "\n")
    desk = Desk.import_trf(tmp_path / "coded.adesk", trf, systems=lambda _n: FakeSystem())
    assert desk.settings.current().pairing_system == "dubov"
    assert desk.settings.current().acceleration is AccelerationMethod.NONE
    assert desk.snapshot(1).accelerations == ()
    desk.close()


def test_standings_never_include_virtual_points(baku: Desk) -> None:
    register(baku, 6)
    baku.rounds.pair_next_round()
    baku.rounds.publish_round()
    finish_round(baku, 1)
    snapshot = baku.snapshot()
    assert snapshot.accelerations  # the snapshot carries them for pairing…
    standings = compute_standings(snapshot)
    assert sum(row.points for row in standings.rows) == 3  # …but three games give three points
    baku.close()


def test_c04_7_art_1_5_imported_rounds_are_numbered_by_pairing_score(tmp_path: Path) -> None:
    """C.04.2 art. 3.6 sorts boards by pairing score: TPN 4's virtual point puts board 2–4 first in round 2."""
    games = {1: ((1, 2), (3, 4)), 2: ((1, 3), (4, 2))}  # (white, black), every game drawn

    def entries(tpn: int) -> tuple[RoundEntry, ...]:
        found = []
        for r, pairs in games.items():
            for white, black in pairs:
                if tpn in (white, black):
                    colour = Colour.WHITE if tpn == white else Colour.BLACK
                    other = black if tpn == white else white
                    found.append(RoundEntry(RoundNo(r), PairingNumber(other), colour, ResultCode.DRAW))
        return tuple(found)

    players = tuple(
        Player(PairingNumber(t), f"Player {t}", rating=2500 - 100 * t, rounds=entries(t)) for t in range(1, 5)
    )
    tournament = Tournament(players=players, total_rounds=3, accelerations=(Acceleration(ONE, 2, 2, 4, 4),))
    desk = Desk.import_tournament(tmp_path / "acc.adesk", tournament, systems=lambda _n: FakeSystem(), system="fake")
    tpn = {p.id: p.tpn for p in desk.players.all()}
    assert [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(2)] == [(4, 2), (1, 3)]
    assert [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(1)] == [(1, 2), (3, 4)]
    desk.close()


def test_q111_a_player_with_a_round_one_bye_is_not_counted_in_ga(baku: Desk) -> None:
    """Checklist Q111 (C.04.7 art. 1.2 with the reading of C.04.2 art. 2.4): a player with a bye in round 1 has
    no TPN until he plays, so he is not one of the participants GA is cut from; a player withdrawn before round 1
    is not either."""
    ids = register(baku, 9)
    baku.players.request_bye(ids[8], 1)  # 8 paired in round 1 -> GA 4 (9 would give 6)
    assert [p.tpn for p in ga_players(baku.state())] == [1, 2, 3, 4]
    baku.players.withdraw_player(ids[7], 1)
    baku.players.withdraw_player(ids[6], 1)  # 6 in round 1 -> GA 4
    assert [p.tpn for p in ga_players(baku.state())] == [1, 2, 3, 4]
    baku.players.withdraw_player(ids[5], 1)  # 5 in round 1 -> GA 4 (2 x ceil(5/4))
    baku.players.withdraw_player(ids[4], 1)  # 4 in round 1 -> GA 2
    assert [p.tpn for p in ga_players(baku.state())] == [1, 2]
    baku.close()


def test_q111_a_bye_taker_who_would_be_in_ga_joins_it_when_he_arrives(baku: Desk, fake: FakeSystem) -> None:
    """12 registered, TPN 2 on a bye in round 1: GA is cut from the other 11 (2 x ceil(11/4) = 6: TPNs 1, 3-7),
    its last participant is TPN 7, and TPN 2, above him in the pairing list, is in GA once he plays (C.04.7
    art. 1.3.2); the 250 records carry the groups as applied, so another engine pairs the same."""
    ids = register(baku, 12)
    baku.players.request_bye(ids[1], 1)
    state = baku.state()
    assert [p.tpn for p in ga_players(state)] == [1, 2, 3, 4, 5, 6, 7]
    baku.rounds.pair_next_round()
    snapshot = fake.snapshots[-1]
    assert snapshot.accelerations == (Acceleration(ONE, 1, 3, 1, 7), Acceleration(HALF, 4, 5, 1, 7))
    assert [snapshot.acceleration(t, 2) for t in (2, 7, 8)] == [ONE, ONE, 0]
    baku.close()


def test_q111_the_groups_as_applied_are_recognised_as_baku_in_print_and_on_import(
    tmp_path: Path, fake: FakeSystem
) -> None:
    """C.04.7 art. 1.2 with Q111's reading, read back: the rules sheet of an event whose TPN 2 sits out round 1
    prints the Baku method, and its exported records 250 imported in FIDE mode are no "other acceleration"
    (no level-4 warning, Q107-108)."""
    from arbiter_desk.services.documents.sheets import document_for
    from arbiter_desk.services.pairing.acceleration_rules import foreign_acceleration_warning

    desk = Desk.create(tmp_path / "q111.adesk", replace(BAKU, pairing_system="dutch"))
    ids = register(desk, 12)
    desk.players.request_bye(ids[1], 1)
    assert document_for(desk, "acceleration-rules").title == "Acceleration: Baku method (C.04.7)"
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    finish_round(desk, 1)
    assert document_for(desk, "acceleration-rules").title == "Acceleration: Baku method (C.04.7)"
    desk.export_trf(tmp_path / "q111.trf")
    desk.close()
    back = Desk.import_trf(tmp_path / "back.adesk", tmp_path / "q111.trf")
    state = back.state()
    assert state.settings.accelerations and foreign_acceleration_warning(state) is None
    back.close()


def test_q111_several_bye_takers_shrink_ga(baku: Desk) -> None:
    """TPNs 1-3 on byes in round 1 of 12: GA is cut from the 9 who play (6: TPNs 4-9); the three join GA when
    they arrive, being above its last participant."""
    ids = register(baku, 12)
    for player in ids[:3]:
        baku.players.request_bye(player, 1)
    assert [p.tpn for p in ga_players(baku.state())] == list(range(1, 10))
    baku.close()


def test_baku_is_refused_for_a_system_that_does_not_take_acceleration(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arbiter_desk.core.pairing.registry import ENTRIES, Capability
    from arbiter_desk.services.pairing import acceleration

    plain = replace(ENTRIES[0], name="plain", title="Plain system", capabilities=Capability.NONE)
    monkeypatch.setattr(acceleration, "ENTRIES", (plain,))
    with pytest.raises(ValueError, match="Plain system does not use acceleration"):
        Desk.create(tmp_path / "x.adesk", replace(BAKU, pairing_system="plain"), systems=lambda _n: FakeSystem())


def test_trf16_export_writes_the_acceleration_as_xxa_with_the_same_pairing_scores(baku: Desk, tmp_path: Path) -> None:
    from arbiter_desk.formats.trf import TrfVersion

    register(baku, 10)
    baku.export_trf(tmp_path / "old.trf", TrfVersion.TRF16)
    assert "\nXXA " in (tmp_path / "old.trf").read_text()
    back = load_trf(tmp_path / "old.trf")
    snapshot = baku.snapshot()
    for tpn in range(1, 11):
        assert [back.acceleration(tpn, r) for r in range(1, 10)] == [
            snapshot.acceleration(tpn, r) for r in range(1, 10)
        ]
    baku.close()
