"""The engine against the literal, exhaustive reference (``reference.py``) on generated rounds: 6–16 teams,
Type A and B, match or game points primary, with and without a secondary score, half of the events irregular
(forfeited boards, matches not played, absences, withdrawals) — the mix the referee replays."""

from __future__ import annotations

import pytest

from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.pairing.team.checker import check_team_event
from arbiter_desk.formats.trf.team_reader import read_team_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf

from .reference import reference_pairing
from .variants import generated

SEEDS = range(1, 161)


@pytest.mark.slow
@pytest.mark.parametrize("block", range(8))
def test_engine_equals_reference_on_generated_rounds(block: int) -> None:
    engine = TeamSystem()
    rounds = 0
    for seed in SEEDS[block::8]:
        event = generated(seed)
        for rnd in range(1, event.last_paired_round() + 1):
            pairing = engine.pair_teams(event, rnd)
            ours = ({(b.white, b.black) for b in pairing.boards}, pairing.bye)
            assert ours == reference_pairing(event, rnd), (seed, rnd)
            rounds += 1
    assert rounds >= 100


@pytest.mark.slow
@pytest.mark.parametrize("block", range(4))
def test_checker_clean_on_generated_events_read_back_from_trf(block: int) -> None:
    """C.04.2 art. 1.4: every generated event, written and read back, is re-paired identically."""
    for seed in range(300 + block, 600, 4):
        text = write_team_trf(generated(seed))
        result = read_team_trf(text)
        assert result.event is not None and not result.errors, (seed, result.errors)
        report = check_team_event(result.event)
        assert report.is_clean, (seed, report.to_text())
