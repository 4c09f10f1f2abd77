"""A round robin's rounds changed by hand through the desk's override path (C.04.2 art. 4.4; checklist
Q100–102): a pair may meet again in the second cycle, never twice in one cycle; three colours running warned."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.pairing.override_preview import preview_override
from tests.ui.round_fixtures import play


def _desk(tmp_path: Path) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Double", type_code="FIDE_DOUBLEROUNDROBIN"),
        total_rounds=6,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),
    )
    desk = Desk.create(tmp_path / "rr.adesk", settings)
    for i in range(4):
        desk.players.register_player(PlayerData(f"Member {i + 1}", rating=2000 - 10 * i))
    return desk


def _ids(desk: Desk) -> dict[int, object]:
    return {p.tpn: p.id for p in desk.state().players}


def test_the_second_cycle_may_repeat_a_pair_the_same_cycle_may_not(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    play(desk, 3)  # the first cycle
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    ids = _ids(desk)
    round_1 = [(b.white, b.black) for b in desk.rounds.boards(1)]
    again = [(ids[black], ids[white]) for white, black in round_1]  # round 1's pairs, colours reversed
    preview = preview_override(desk, 4, again, None)  # type: ignore[arg-type]
    assert preview.refusals == () and not any("cycle" in w for w in preview.warnings)
    for board in desk.rounds.boards(4):
        desk.results.record_result(4, board.number, GameResult.DRAW)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    round_4 = [(ids[b.white], ids[b.black]) for b in desk.rounds.boards(4)]
    preview = preview_override(desk, 5, round_4, None)  # type: ignore[arg-type]
    cycle = [w for w in preview.warnings if "cycle" in w]  # level 3 in the manual-pairing phase (Q66, Q100-102)
    assert len(cycle) == 2
    assert all(
        w.startswith("level 3") and "the same cycle (2): every pair meets once per cycle (C.05)" in w for w in cycle
    )


def test_the_desk_offers_the_square_and_the_berger_schedule(tmp_path: Path) -> None:
    """Printing a round robin: the cross table is the square; ``all-rounds`` is offered only here."""
    from arbiter_desk.services.documents.sheets import document_for, document_kinds, round_choices

    desk = _desk(tmp_path)
    play(desk, 2)
    assert document_kinds(desk)[-1] == "all-rounds" and round_choices(desk, "all-rounds") == ()
    schedule = document_for(desk, "all-rounds").tables()[0]
    assert len(schedule.rows) == 6 and schedule.rows[0][2].endswith("1–0")
    square = document_for(desk, "crosstable")
    assert square.title == "Round robin cross table after round 2"
    assert [c.title for c in square.tables()[0].columns][4:8] == ["1", "2", "3", "4"]
