"""An imported acceleration other than Baku (VCL4THP.13 Q107–108; C.04.2 art. 1.1–1.3): a level-4 warning on
import in FIDE mode, a ``### Configuration`` line when kept, and its rules printable; Baku's records (C.04.7,
late entries splitting GA included) are recognised and print Baku's rules."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.integrity import EventKind
from arbiter_desk.core.pairing.common.baku import baku_accelerations, follows_baku
from arbiter_desk.core.tournament import Acceleration
from arbiter_desk.core.warnings import DeskWarning, NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.formats.documents import build_document
from arbiter_desk.formats.trf import parse_trf, write_trf
from arbiter_desk.services import Desk
from arbiter_desk.services.documents.sheets import document_for
from tests.formats.trf.trf_lines import block, player_line, trf

ONE = Decimal(1)
TWO_GROUPS = (Acceleration(ONE, 1, 2, 1, 4), Acceleration(Decimal("0.5"), 1, 2, 5, 8))
"""A two-group variant: not the Baku method (GB gets virtual points too)."""


def _file(tmp_path: Path, accelerations: tuple[Acceleration, ...]) -> Path:
    """Eight players, 5 rounds, round 1 played 1-5 2-6 3-7 4-8 (White wins), with ``accelerations``."""
    lines = [player_line(t, f"P{t}", rating=str(2400 - t), blocks=[block(t + 4, "w", "1")]) for t in (1, 2, 3, 4)]
    lines += [player_line(t, f"P{t}", rating=str(2400 - t), blocks=[block(t - 4, "b", "0")]) for t in (5, 6, 7, 8)]
    tournament = replace(parse_trf(trf("142 5", "192 FIDE_DUBOV", *lines)), accelerations=accelerations)
    path = tmp_path / "accelerated.trf"
    path.write_text(write_trf(tournament))
    return path


def test_follows_baku_recognises_the_c04_7_records_only() -> None:
    tpns = range(1, 9)
    assert follows_baku(baku_accelerations(4, 5, ONE), tpns, 5, ONE)
    split = (Acceleration(ONE, 1, 2, 1, 2), Acceleration(ONE, 1, 2, 4, 5), Acceleration(Decimal("0.5"), 3, 3, 1, 2))
    assert follows_baku((*split, Acceleration(Decimal("0.5"), 3, 3, 4, 5)), tpns, 5, ONE)  # a late entry at 3 (1.3)
    assert not follows_baku(TWO_GROUPS, tpns, 5, ONE)
    assert not follows_baku((Acceleration(ONE, 1, 3, 1, 4),), tpns, 5, ONE)  # full points one round too long
    assert not follows_baku((), tpns, 5, ONE)


def test_a_group_of_another_size_is_another_acceleration_q107_q108() -> None:
    """C.04.7 art. 1.2: GA is the first 2·⌈N/4⌉ participants: players 1–8 of 21 is not Baku (GA needs 12)."""
    tpns = range(1, 22)
    assert follows_baku(baku_accelerations(12, 7, ONE), tpns, 7, ONE)
    assert not follows_baku(baku_accelerations(8, 7, ONE), tpns, 7, ONE)
    assert not follows_baku(baku_accelerations(14, 7, ONE), tpns, 7, ONE)


def test_a_non_baku_acceleration_is_level_4_on_import_and_kept_as_configuration_q107_q108(tmp_path: Path) -> None:
    desk = Desk.import_trf(tmp_path / "a.adesk", _file(tmp_path, TWO_GROUPS))
    try:
        (warning,) = desk.rounds.imported_acceleration_warnings()
        assert warning.level is WarningLevel.TWO_STEP and warning.questions == (107, 108)
        assert "not by the Baku method" in english(warning.text) and "C.04.2 art. 1.2" in english(warning.text)
        assert "Acceleration rules" in english(warning.consequences)
        with pytest.raises(NeedsConfirmation):
            desk.rounds.keep_imported_acceleration()
        desk.rounds.keep_imported_acceleration(tokens([warning]))
        (event,) = desk.settings.current().fide_events
        assert event.kind is EventKind.CONFIGURATION and event.round == 1 and "not Baku (C.04.7)" in event.detail
        sheet = document_for(desk, "acceleration-rules")
        text = "\n".join(sheet.text_lines())
        assert sheet.title == "Acceleration: the tournament's own method (not FIDE's)"
        assert "Qualification Commission" in text and "C.04.2 art. 1.1-1.2" in text
        assert [row for table in sheet.tables() for row in table.rows] == [("1-2", "1-4", "1.0"), ("1-2", "5-8", "0.5")]
    finally:
        desk.close()


def test_baku_records_ask_nothing_and_print_baku_rules(tmp_path: Path) -> None:
    desk = Desk.import_trf(tmp_path / "b.adesk", _file(tmp_path, baku_accelerations(4, 5, ONE)))
    try:
        assert desk.rounds.imported_acceleration_warnings() == []
        text = "\n".join(document_for(desk, "acceleration-rules").text_lines())
        assert "Acceleration: Baku method (C.04.7)" in text and "Art. 1.4" in text and "C.04.7 art. 1.2" in text
    finally:
        desk.close()


def test_outside_fide_mode_nothing_is_asked(tmp_path: Path) -> None:
    desk = Desk.import_trf(tmp_path / "c.adesk", _file(tmp_path, TWO_GROUPS))
    try:
        desk.fide_mode.leave_fide_mode("club event", tokens(_leaving(desk)))
        assert desk.rounds.imported_acceleration_warnings() == []
    finally:
        desk.close()


def _leaving(desk: Desk) -> tuple[DeskWarning, ...]:
    try:
        desk.fide_mode.leave_fide_mode("club event")
    except NeedsConfirmation as asked:
        return asked.warnings
    raise AssertionError("leaving FIDE mode asked nothing")


def test_a_tournament_without_acceleration_prints_so() -> None:
    sheet = build_document("acceleration-rules", parse_trf(trf(player_line(1, "A"), player_line(2, "B"))))
    assert sheet.title == "Acceleration: none" and sheet.tables() == ()


def test_players_1_to_8_of_21_print_as_the_tournaments_own_method_q108() -> None:
    """The reported file: records 250 for players 1–8 of 21 printed under "Baku method (C.04.7)"."""
    from arbiter_desk.core.player import Player
    from arbiter_desk.core.tournament import Tournament
    from arbiter_desk.formats.documents.acceleration import acceleration_rules_document

    players = tuple(Player(tpn=t, name=f"P{t:02d}", rating=2500 - t) for t in range(1, 22))
    for last, title in ((8, "the tournament's own method"), (12, "Baku method (C.04.7)")):
        event = Tournament(players=players, total_rounds=7, accelerations=baku_accelerations(last, 7, ONE))
        assert title in acceleration_rules_document(event).title
