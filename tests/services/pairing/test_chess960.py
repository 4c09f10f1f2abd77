"""Chess960 events at the desk (FIDE Laws of Chess, Guidelines II; checklist Q222): the setting, the positions per
round (lot or entered), the locks, the TRF round trip and the printed sheets."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.chess960 import Chess960, draw, position
from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.services import Desk
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.event.errors import RoundStateError
from tests.services.conftest import finish_round, register


def test_q222_each_round_has_the_lots_position_unless_entered(desk: Desk) -> None:
    register(desk, 6)
    desk.rounds.set_chess960(Chess960(4711))
    rows = desk.rounds.chess960_rounds()
    assert [(n, p) for n, p, _, _ in rows[:3]] == [(1, draw(4711, 1)), (2, draw(4711, 2)), (3, draw(4711, 3))]
    desk.rounds.set_chess960_position(2, 518)
    assert desk.rounds.chess960_rounds()[1][:3] == (2, 518, True)
    desk.journal.undo()
    assert desk.rounds.chess960_rounds()[1][:3] == (2, draw(4711, 2), False)


def test_q222_the_seed_and_rule_are_fixed_once_round_one_is_published(desk: Desk) -> None:
    register(desk, 6)
    desk.rounds.set_chess960(Chess960(4711))
    desk.rounds.pair_next_round()
    desk.rounds.set_chess960(Chess960(99))  # a draft only: still free
    desk.rounds.publish_round()
    with pytest.raises(RoundStateError, match="before round 1 is published"):
        desk.rounds.set_chess960(Chess960(4711))
    with pytest.raises(RoundStateError, match="before round 1 is published"):
        desk.rounds.set_chess960(None)


def test_q222_a_round_with_results_keeps_its_position(desk: Desk) -> None:
    register(desk, 6)
    desk.rounds.set_chess960(Chess960(4711))
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.rounds.set_chess960_position(1, 0)  # published, no result yet: the arbiter may still change it
    finish_round(desk, 1)
    with pytest.raises(RoundStateError, match="round 1 has results"):
        desk.rounds.set_chess960_position(1, 518)
    with pytest.raises(InvalidInputError, match="0 to 959, not 960"):
        desk.rounds.set_chess960_position(2, 960)


def test_q222_not_a_chess960_event_refuses_a_position(desk: Desk) -> None:
    with pytest.raises(RuleViolationError, match="not a Chess960 event"):
        desk.rounds.set_chess960_position(1, 518)


def test_q222_sheets_print_the_rounds_position(desk: Desk) -> None:
    register(desk, 6)
    desk.rounds.set_chess960(Chess960(4711))
    desk.rounds.set_chess960_position(1, 0)
    desk.rounds.pair_next_round()
    for kind in ("pairings", "result-slips"):
        text = "\n".join(document_for(desk, kind, 1).text_lines())
        assert "Chess960 starting position 0: BBQNNRKR" in text, kind
    desk.rounds.set_chess960(None)
    assert "Chess960" not in "\n".join(document_for(desk, "pairings", 1).text_lines())


def test_q222_per_board_positions_on_the_slips(desk: Desk) -> None:
    register(desk, 6)
    desk.rounds.set_chess960(Chess960(4711, per_board=True))
    desk.rounds.pair_next_round()
    slips = "\n".join(document_for(desk, "result-slips", 1).text_lines())
    for board in (1, 2, 3):
        number = draw(4711, 1, board)
        assert f"Chess960 starting position {number}: {position(number)}" in slips


def test_q222_the_trf_carries_the_setting_and_positions_both_ways(desk: Desk, tmp_path: Path) -> None:
    register(desk, 6)
    desk.rounds.set_chess960(Chess960(4711))
    desk.rounds.set_chess960_position(2, 518)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    finish_round(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    finish_round(desk, 2)
    desk.export_trf(tmp_path / "c960.trf")
    text = (tmp_path / "c960.trf").read_text(encoding="utf-8")
    assert "### Chess960 @ Round 0: seed 4711; one position per round" in text
    assert "### Chess960 @ Round 2: position 518 RNBQKBNR" in text
    back = Desk.import_trf(tmp_path / "back.adesk", tmp_path / "c960.trf", system="dutch")
    assert back.rounds.chess960() == Chess960(4711, entered=((2, 518),))
    back.export_trf(tmp_path / "again.trf")
    again = (tmp_path / "again.trf").read_text(encoding="utf-8")
    ours = [x for x in again.splitlines() if x.startswith("### Chess960 @")]
    assert ours == [x for x in text.splitlines() if x.startswith("### Chess960 @")]
    back.close()
