"""Round-robin tie-breaks equal FIDE's tie-break checker (Gacrux) on generated round robins (checklist Q104):
every standings list after every round of single and double round robins (even and odd fields, forfeits),
DE, SB, SB/C1, SB/C2, KS with its limits, WIN, WON, BPG, BWG, REP, STD, RTNG(/R), TPN(/R), ARO, TPR, PTP.
Final standings must be equal value by value; intermediate ones may differ only by departures D7–D8
(``GACRUX_DEPARTURES.md``), each recomputed under the checker's reading to give exactly its value."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.trf import parse_trf
from tests.core.tiebreaks.gacrux_round_robin import RR_CODES, compare_event, event_text, specs
from tests.core.tiebreaks.gacrux_sweep import parse_checker, run_jobs


@pytest.mark.slow
def test_generated_round_robins_equal_the_checker(tmp_path: Path) -> None:
    compared: Counter[str] = Counter()
    explained: Counter[str] = Counter()
    differences = []
    for spec in specs(8):
        differences += compare_event(spec, compared, tmp_path, explained)
    assert not differences, differences[:10]
    assert set(compared) == {"PTS", *RR_CODES}
    assert min(compared.values()) > 100


def _checker(path: Path, *codes: str) -> dict[int, dict[str, Decimal | None]]:
    (out,) = run_jobs([["-i", str(path), "-o", "-", "-dT", "-t", "PTS", *codes]], workers=1)
    return parse_checker(out)


def _odd_round_robin(tmp_path: Path) -> tuple[Path, str]:
    from tests.core.tiebreaks.gacrux_round_robin import RoundRobinSpec

    text = event_text(RoundRobinSpec(players=5, cycles=1, swap=False, seed=7, forfeits=0.0))
    path = tmp_path / "rr5.trf"
    path.write_text(text)
    return path, text


def test_d6_an_unsigned_koya_limit_is_half_points_for_the_desk(tmp_path: Path) -> None:
    """D6: KS/L1 is the limit moved by one half-point (MTB26 ``/L±n``; the checklist's KS/L1, KS/L2 beside
    KS/L-1, KS/L-2); the checker reads an unsigned ``/L1`` as "1 % of the maximum score" and agrees with the
    desk when asked for ``/L+1``."""
    path, text = _odd_round_robin(tmp_path)
    ours = compute_standings(parse_trf(text), "KS/L1,KS/L-1")
    theirs = _checker(path, "KS/L+1", "KS/L-1", "KS/L1")
    for row in ours.rows:
        assert row.values[0] == theirs[row.tpn]["KS/L+1"]
        assert row.values[1] == theirs[row.tpn]["KS/L-1"]
    assert any(row.values[0] != theirs[row.tpn]["KS/L1"] for row in ours.rows)


def test_the_round_off_of_an_odd_field_is_no_game_for_sb_and_koya(tmp_path: Path) -> None:
    """C.05 Annex 1: in a 5-player round robin everybody has one round off (a block ``0000 - U`` worth 0):
    no dummy term in SB (its cuts drop real games), and the Koya limit is half of 4 games, not 5 rounds."""
    path, text = _odd_round_robin(tmp_path)
    tournament = parse_trf(text)
    standings = compute_standings(tournament, "SB,SB/C1,KS")
    theirs = _checker(path, "SB", "SB/C1", "KS")
    for row in standings.rows:
        assert row.values == (theirs[row.tpn]["SB"], theirs[row.tpn]["SB/C1"], theirs[row.tpn]["KS"])
        assert len(row.breakdowns[0].terms) == 4
        assert "limit 2" in row.breakdowns[2].notes[0]
