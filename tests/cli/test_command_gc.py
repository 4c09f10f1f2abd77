"""A command runs with full garbage collections postponed, and Python's thresholds come back after it
(a third of the CPU of standings at 9,999 players went to scanning the snapshot)."""

from __future__ import annotations

import gc
import io
from pathlib import Path

import pytest

from arbiter_desk.cli import run, standings_commands
from arbiter_desk.cli.command_gc import POSTPONED, young_collections_only


def test_full_collections_wait_inside_the_block_and_resume_after_it() -> None:
    before = gc.get_threshold()
    with young_collections_only():
        inside = gc.get_threshold()
    assert inside == (before[0], before[1], max(before[2], POSTPONED))
    assert gc.get_threshold() == before


def test_thresholds_come_back_when_the_block_fails() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), young_collections_only():
        raise RuntimeError("boom")
    assert gc.get_threshold() == before


def test_a_command_runs_under_the_policy_and_leaves_the_thresholds_as_they_were(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, int, int]] = []
    original = standings_commands._standings

    def spy(*args: object) -> int:
        seen.append(gc.get_threshold())
        return original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(standings_commands, "_standings", spy)
    before = gc.get_threshold()
    trf = Path(__file__).parents[1] / "formats" / "trf" / "data" / "spring_open_trf26.trf"
    assert run(["standings", str(trf)], io.StringIO()) == 0
    assert seen and seen[0][2] >= POSTPONED
    assert gc.get_threshold() == before
