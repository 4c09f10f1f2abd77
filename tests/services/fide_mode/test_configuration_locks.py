"""Configuration locks once round 1 is paired (VCL4THP.13 digest §5, §13, §14): scoring refusals (Q74, Q81, Q83),
system / scoring / PAB / acceleration / prohibited pairs locked in FIDE mode (level 5), the number of rounds
behind level 4 with a ``### Configuration`` line and the re-check of the last paired round (Q57–61), and the
setup notice before round 1 (Q62)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.integrity import EventKind, events_in
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.fide_mode.configuration_locks import check_scoring, setup_warnings
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.store.records import AccelerationMethod
from tests.services.conftest import (
    SETTINGS,
    confirming,
    file_dump,
    finish_round,
    play_rounds,
    register,
    validate_pairing,
)
from tests.services.fakes import FakeSystem

D = Decimal


def _asked(desk: Desk, **changes: object) -> NeedsConfirmation:
    settings = desk.settings.current()
    with pytest.raises(NeedsConfirmation) as asked:
        desk.settings.update_settings(replace(settings, **changes), settings)  # type: ignore[arg-type]
    return asked.value


def _leave_fide_mode(desk: Desk) -> None:
    confirming(lambda confirmed: desk.fide_mode.leave_fide_mode("club event", confirmed))


@pytest.mark.parametrize(
    ("points", "message"),
    [
        (PointSystem.simple(D(3), D(2), D(0)), "two draws"),  # 4 > 3 + 0: Q74
        (PointSystem.simple(D(1), D("0.5"), D(0), pairing_bye=D("1.5")), "more than a win"),  # Q81
        (PointSystem.simple(D(1), D("0.5"), D(0), pairing_bye=D("0.25")), "1, ½ or 0"),  # Q83
    ],
)
def test_scorings_the_rules_cannot_work_with_are_refused_q74_q81_q83(points: PointSystem, message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        check_scoring(points)


def test_fide_scorings_are_accepted_q70_q72_q82() -> None:
    check_scoring(PointSystem())
    check_scoring(PointSystem.simple(D(3), D(1), D(0)))  # 3-1-0
    check_scoring(PointSystem.simple(D(1), D("0.5"), D(0), pairing_bye=D(0)))  # a PAB of 0


def test_the_pab_scores_a_win_by_default_or_any_lower_result_q79_q80_q84(tmp_path: Path) -> None:
    """C.04.1 art. 3: the PAB scores a win "unless the rules of the tournament state otherwise" (Q79); the desk
    takes a draw or a loss too (Q80), and under another scoring any result below a win (3-1-0: 1 or 0, Q84)."""
    default = PointSystem()
    assert default.pairing_bye == default.win_white == default.win_black
    check_scoring(PointSystem.simple(pairing_bye=D("0.5")))
    for pab in (D(3), D(1), D(0)):
        desk = Desk.create(
            tmp_path / f"pab{pab}.adesk",
            replace(SETTINGS, point_system=PointSystem.simple(D(3), D(1), D(0), pairing_bye=pab)),
        )
        assert desk.settings.current().point_system.pairing_bye == pab
        desk.close()


def test_creating_a_tournament_with_a_bad_scoring_is_refused_q74(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError, match="two draws"):
        Desk.create(tmp_path / "x.adesk", replace(SETTINGS, point_system=PointSystem.simple(D(3), D(2), D(0))))


def test_before_round_1_everything_may_change(desk: Desk) -> None:
    register(desk, 6)
    settings = desk.settings.current()
    desk.settings.update_settings(replace(settings, pairing_system="other", total_rounds=5), settings)
    assert desk.settings.current().total_rounds == 5


@pytest.mark.parametrize(
    ("changes", "code", "question"),
    [
        ({"pairing_system": "dutch"}, "config.system", 93),
        ({"rules_edition": "1997"}, "config.system", 93),
        ({"point_system": PointSystem.simple(D(3), D(1), D(0), pairing_bye=D(3))}, "config.scoring", 75),
        ({"point_system": PointSystem.simple(pairing_bye=D("0.5"))}, "config.pab", 85),
        ({"acceleration": AccelerationMethod.BAKU}, "config.acceleration", 109),
    ],
)
def test_locked_once_round_1_is_paired_in_fide_mode_level_5(
    desk: Desk, changes: dict[str, object], code: str, question: int
) -> None:
    register(desk, 6)
    desk.rounds.pair_next_round()  # a draft counts: the engine used the settings
    before = file_dump(desk.path)
    asked = _asked(desk, **changes)
    assert asked.refused and code in {w.code for w in asked.warnings}
    assert any(question in w.questions for w in asked.warnings)
    settings = desk.settings.current()
    with pytest.raises(NeedsConfirmation):  # a level-5 warning can never be confirmed
        desk.settings.update_settings(replace(settings, **changes), settings, confirmed=tokens(asked.warnings) | {code})  # type: ignore[arg-type]
    assert file_dump(desk.path) == before


def test_outside_fide_mode_a_locked_change_is_level_3_and_written_as_configuration(desk: Desk, tmp_path: Path) -> None:
    register(desk, 6)
    play_rounds(desk, 1)
    _leave_fide_mode(desk)
    settings = desk.settings.current()
    wanted = replace(settings, point_system=PointSystem.simple(pairing_bye=D("0.5")))
    _, asked = confirming(lambda confirmed: desk.settings.update_settings(wanted, settings, confirmed))
    assert [(w.code, w.level) for w in asked] == [("config.pab", WarningLevel.CONFIRM)]
    desk.export_trf(tmp_path / "x.trf")
    details = [e.detail for e in events_in(load_trf(tmp_path / "x.trf").comments) if e.round == 1]
    assert "PAB 1 -> 0.5" in details


def test_prohibited_pairs_only_before_round_1_q195_q196(desk: Desk) -> None:
    ids = register(desk, 6)
    desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[0], ids[1]), 1, None)])
    desk.rounds.pair_next_round()
    with pytest.raises(NeedsConfirmation) as asked:
        desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[2], ids[3]), 2, None)])
    assert asked.value.refused and asked.value.warnings[0].questions == (195, 196)


def test_the_number_of_rounds_changes_after_a_level_4_warning_with_a_trf_line_q58_q59(
    desk: Desk, tmp_path: Path
) -> None:
    register(desk, 6)
    play_rounds(desk, 2)
    asked = _asked(desk, total_rounds=9)
    (warning,) = asked.warnings
    assert warning.level is WarningLevel.TWO_STEP and warning.questions == (57, 58, 59)
    assert "### Configuration @ Round 2: number of rounds 7 -> 9" in english(warning.consequences)
    settings = desk.settings.current()
    desk.settings.update_settings(replace(settings, total_rounds=9), settings, confirmed=tokens(asked.warnings))
    assert desk.settings.current().total_rounds == 9
    assert "confirmed (level 4)" in desk.journal.entries()[-1].why
    desk.export_trf(tmp_path / "r.trf")
    (event,) = [e for e in events_in(load_trf(tmp_path / "r.trf").comments) if e.kind is EventKind.CONFIGURATION]
    assert (event.round, event.detail) == (2, "number of rounds 7 -> 9")
    with pytest.raises(InvalidInputError, match="fewer than the 2 rounds already paired"):
        _asked(desk, total_rounds=1)


def test_a_final_round_that_becomes_non_final_is_rechecked_q60_q61(tmp_path: Path, fake: FakeSystem) -> None:
    desk = Desk.create(tmp_path / "three.adesk", replace(SETTINGS, total_rounds=3), systems=lambda _name: fake)
    a, b, c, d = register(desk, 4)
    for round_no, boards in enumerate(([(a, b), (d, c)], [(a, c), (b, d)], [(a, d), (c, b)]), start=1):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        validate_pairing(desk, round_no, boards, None, OverrideArticle.COMPETITION_RULES, "set up")
        finish_round(desk, round_no, GameResult.DRAW)
    asked = _asked(desk, total_rounds=5)
    recheck = [w for w in asked.warnings if w.code == "config.recheck"]
    assert [w.level for w in recheck] == [WarningLevel.CONFIRM] and recheck[0].questions == (60, 61)
    assert "#1 the same colour three times (C.04.1 art. 7)" in english(recheck[0].text)
    settings = desk.settings.current()
    desk.settings.update_settings(replace(settings, total_rounds=5), settings, confirmed=tokens(asked.warnings))
    desk.export_trf(tmp_path / "t.trf")
    details = [e.detail for e in events_in(load_trf(tmp_path / "t.trf").comments) if e.kind is EventKind.CONFIGURATION]
    assert details[0] == "number of rounds 3 -> 5"
    assert details[1].startswith("round 3 re-checked, no longer correct: #1 colour difference +3 (C.04.1 art. 6)")
    desk.close()


def test_too_many_rounds_for_the_field_is_a_level_2_notice_before_round_1_q62(desk: Desk) -> None:
    register(desk, 6)  # 7 rounds planned: at most 5 with 6 players
    (notice,) = setup_warnings(desk.state())
    assert notice.level is WarningLevel.NOTICE and "at most 5" in english(notice.text) and 62 in notice.questions
    for i in range(3):  # 9 players: 9 rounds possible
        desk.players.register_player(PlayerData(f"Extra {i}", rating=1500, fide_id=9000 + i))
    assert setup_warnings(desk.state()) == []


def test_a_double_round_robin_may_plan_both_cycles_q62(tmp_path: Path) -> None:
    """C.05 Annex 1: 10 players play 9 rounds a cycle, so 18 rounds of a double round robin are no setup problem;
    19 are."""
    from arbiter_desk.core.scoring import ZERO
    from arbiter_desk.core.tournament import TournamentInfo
    from arbiter_desk.services.event.data import SettingsRecord

    settings = SettingsRecord(
        info=TournamentInfo(name="Double", type_code="FIDE_DOUBLEROUNDROBIN"),
        total_rounds=18,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),
    )
    desk = Desk.create(tmp_path / "rr.adesk", settings)
    for i in range(10):
        desk.players.register_player(PlayerData(f"Member {i + 1}", rating=2000 - 10 * i))
    assert setup_warnings(desk.state()) == []
    desk.settings.update_settings(replace(desk.state().settings, total_rounds=19))
    assert desk.settings.current().total_rounds == 18  # the desk fits a round robin's rounds to its field
    state = desk.state()
    typed = replace(state, settings=replace(state.settings, total_rounds=19))  # e.g. a file made elsewhere
    (notice,) = setup_warnings(typed)
    assert "round robin of 2 cycle(s) has 18 (C.05 Annex 1)" in english(notice.text)
    desk.close()
