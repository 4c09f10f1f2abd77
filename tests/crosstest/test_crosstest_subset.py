"""The cross-test's small subset in the default run (FIDE approval checklist Q33–34).

Small tournaments (6–24 players) each way: our Dutch generator checked by bbpPairings v6 and by Gacrux
(pairings round by round, final tie-breaks value by value), their generators checked by our ``check``, our
Team Swiss (type A and B) against Gacrux's team pairer. Every discrepancy must be classified (a documented
reading or a defect of the other engine, ``KNOWN_DISCREPANCIES.md``); an unclassified one or one of ours fails.
The bbp directions skip when bbpPairings is not built. The long run: ``python -m tests.crosstest.harness``.
"""

from __future__ import annotations

import pytest

from tests.crosstest.engines import bbp_path, bbp_required
from tests.crosstest.harness import DIRECTIONS, Discrepancy, make_job, run_job
from tests.crosstest.tampering import swap_colours

COUNTS = {"ours-bbp": 60, "ours-gacrux": 30, "bbp-ours": 60, "gacrux-ours": 30, "team-a": 20, "team-b": 20}
"""Tournaments per direction: 220 in about a minute of CPU (the Gacrux sides are the slower ones)."""


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_small_tournaments_agree_both_ways(direction: str) -> None:
    if "bbp" in direction and bbp_path() is None:
        missing = "bbpPairings v6 is not built (.ci/bbp.sh; $BBP_PAIRINGS or /work/bbp)"
        if bbp_required():
            pytest.fail(missing)
        pytest.skip(missing)
    found: list[Discrepancy] = []
    rounds = 0
    for index in range(COUNTS[direction]):
        result = run_job(make_job(direction, index, small=True))
        rounds += result.rounds
        found += [d for d in result.discrepancies if d.classification not in ("reading", "theirs")]
    assert rounds >= 5 * COUNTS[direction]
    assert not found, "\n".join(f"{d.job} {d.kind} round {d.round}: ours {d.ours} | theirs {d.theirs}" for d in found)


def test_a_changed_pairing_is_found_by_both_other_engines() -> None:
    """The harness can fail: round 2 of one of our files with two opponents swapped."""
    from tests.crosstest.engines import bbp_check, gacrux_pair
    from tests.crosstest.harness import _our_dutch_event, _our_pairs

    job = make_job("ours-gacrux", 1, small=True)
    trf = _our_dutch_event(job)
    tampered = swap_colours(trf, tpn=1, round_no=2)
    assert _our_pairs(tampered, 2) != _our_pairs(trf, 2)
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.trf"
        path.write_text(trf, encoding="utf-8")
        assert gacrux_pair(path, "dutch", 2) == _our_pairs(trf, 2)
    if bbp_path() is not None:
        from arbiter_desk.formats.trf import TrfVersion, parse_trf, write_trf

        assert bbp_check(write_trf(parse_trf(trf), TrfVersion.TRF16))[1] == []
        assert bbp_check(write_trf(parse_trf(tampered), TrfVersion.TRF16))[1] != []
