"""``pair-round``: the desk's one "Pair round" use case from the command line (C.04.2 art. 3): the draft is
stored in the tournament file, exactly as the desk pairs it; refusals leave the file unchanged."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK, EXIT_USAGE
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import RoundState
from tests.cli.test_store_commands import FIVE


def test_pair_round_stores_the_desks_draft(tmp_path: Path) -> None:
    source = tmp_path / "five.trf"
    source.write_text(FIVE)
    desk_file, twin_file = tmp_path / "five.adesk", tmp_path / "twin.adesk"
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_OK
    assert run(["import", str(source), "-o", str(twin_file)]) == EXIT_OK
    out = io.StringIO()
    assert run(["pair-round", str(desk_file)], out) == EXIT_OK
    assert "pair round 3 stored as a draft (2 boards)" in out.getvalue()
    desk, twin = Desk.open(desk_file), Desk.open(twin_file)
    try:
        twin.rounds.pair_next_round()
        assert desk.rounds.all()[-1].state is RoundState.DRAFT
        pairs = [(b.white, b.black) for b in desk.rounds.boards(3)]
        assert pairs == [(b.white, b.black) for b in twin.rounds.boards(3)]
        assert desk.journal.entries()[-1].label == "pair round 3"
    finally:
        desk.close()
        twin.close()
    out = io.StringIO()
    assert run(["pair-round", str(desk_file), "--repair"], out) == EXIT_OK
    assert "re-pair round 3" in out.getvalue()


def test_a_refused_pairing_says_why_and_changes_nothing(tmp_path: Path, capsys: object) -> None:
    source = tmp_path / "five.trf"
    source.write_text(FIVE)
    desk_file = tmp_path / "five.adesk"
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_OK
    assert run(["pair-round", str(desk_file)]) == EXIT_OK
    before = desk_file.read_bytes()
    assert run(["pair-round", str(desk_file)]) == EXIT_DIFFERENCES  # a draft is pending
    assert "round 3 is a draft" in capsys.readouterr().err  # type: ignore[attr-defined]
    assert desk_file.read_bytes() == before


def test_q92_a_superseded_system_in_fide_mode_pairs_only_with_leave_fide_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Approval checklist Q92: an imported Dubov 1997 event (in FIDE mode for re-checking, Q56) pairs no new round
    without the explicit --leave-fide-mode: a clear refusal naming it, the file unchanged; with it the event
    leaves FIDE mode (journaled) and the round is paired."""
    source = tmp_path / "old.trf"
    args = ["generate", "--system", "dubov-1997", "--players", "10", "--rounds", "4", "--seed", "5", "-o", str(source)]
    assert run(args) == EXIT_OK
    source.write_text(source.read_text().replace("\n142 4\n", "\n142 6\n"))
    desk_file = tmp_path / "old.adesk"
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_OK
    capsys.readouterr()
    before = desk_file.read_bytes()
    assert run(["pair-round", str(desk_file)]) == EXIT_USAGE
    refusal = capsys.readouterr().err
    assert "in FIDE mode the Dubov system (C.04.3, 1997) serves only to re-check old events" in refusal
    assert "--leave-fide-mode" in refusal and "Nothing was changed" in refusal
    assert desk_file.read_bytes() == before
    assert run(["pair-round", str(desk_file), "--leave-fide-mode"]) == EXIT_OK
    said = capsys.readouterr().out
    assert "leave FIDE mode (round 4): a superseded pairing system" in said and "pair round 5 stored" in said
    desk = Desk.open(desk_file)
    try:
        assert not desk.fide_mode.in_fide_mode() and desk.rounds.all()[-1].number == 5
    finally:
        desk.close()
