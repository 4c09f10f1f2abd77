"""Every discrepancy of the cross-test that is not ours, pinned on its minimal file (KNOWN_DISCREPANCIES.md).

Each test states our answer with the article it follows and, where the other engine is at hand, the other
engine's answer: if either side changes, the document has to be looked at again.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.formats.trf.team_reader import load_team_trf
from tests.crosstest.classify import PARITY, classify
from tests.crosstest.engines import gacrux_generate, gacrux_pair
from tests.crosstest.harness import Discrepancy, _as_swiss

CASES = Path(__file__).resolve().parent / "cases"


def test_k1_team_parity_counts_only_teams_already_paired() -> None:
    """K1 (reading): C.04.6 art. 4.3.1 gives the first-team the initial colour when its TPN is odd; team 2 is
    absent from round 1 and was never paired, so it has no TPN yet (C.04.2 art. 2.4-2.5, reading of
    dutch-2026-clarifications.md 1): team 3 is the second team taken into account, even, and gets Black."""
    path = CASES / "team_parity_absent_round1.trf"
    pairing = TeamSystem().pair_teams(load_team_trf(path), 1)
    assert {(b.white, b.black) for b in pairing.boards} == {(1, 4), (5, 3)}
    assert gacrux_pair(path, "fideteam-typea", 1) == {(1, 4): None, (3, 5): None}  # raw TPN 3: odd
    d = Discrepancy("team-a", 0, "pairing", 1, "5-3", "3-5")
    assert classify(d, path.read_text()) == PARITY


def test_k2_gacrux_generator_rank_column_is_not_the_standings() -> None:
    """K2 (theirs): TRF 001 columns 86-89 hold the rank; Gacrux's generator writes there the players'
    order by their "real" strength, so its ranks are not a claim about the standings (not checked)."""
    text = gacrux_generate(0, 12, 5, (0.0, 0.0, 0.0))
    ranks = [int(line[85:89]) for line in text.splitlines() if line.startswith("001")]
    points = [float(line[80:84]) for line in text.splitlines() if line.startswith("001")]
    by_rank = [p for _, p in sorted(zip(ranks, points, strict=True))]
    assert by_rank != sorted(points, reverse=True)


def test_k3_an_event_not_called_swiss_is_read_as_a_round_robin_by_the_tiebreak_checker() -> None:
    """K3 (theirs, GACRUX_DEPARTURES.md D3): bbp writes no 092, Gacrux's generator ``092 Tournament``; the
    harness adds ``092 Swiss`` before the tie-break comparison (the event was paired as a Swiss)."""
    assert "092 Swiss" in _as_swiss("012 x\n001    1\n")
    assert _as_swiss("012 x\n092 Team Swiss\n") == "012 x\n092 Team Swiss\n"


def test_k4_bbp_reads_trf16_not_the_trf2026_point_record() -> None:
    """K4 (theirs): bbpPairings v6.0.0 stops at TRF-2026 record 162 ("Invalid line"); the harness gives it
    the same event as TRF-16 with XXR/XXC (and XXA for Baku), which it reads."""
    import pytest

    from tests.crosstest.engines import bbp_check, bbp_path, bbp_required

    if bbp_path() is None:
        if bbp_required():
            pytest.fail("bbpPairings v6 is not built (.ci/bbp.sh)")
        pytest.skip("bbpPairings v6 is not built")
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
    from arbiter_desk.formats.trf import TrfVersion, write_trf

    t = generate_tournament(find_system("dutch"), GeneratorOptions(players=8, rounds=3, seed=1))
    rc, problems = bbp_check(write_trf(t))
    assert rc == 3 and any("162" in p for p in problems)
    assert bbp_check(write_trf(t, TrfVersion.TRF16)) == (0, [])
