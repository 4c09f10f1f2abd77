"""The rank column (001, cols 86-89) follows the standings: points, then the tie-break list (C.07)."""

from arbiter_desk.core.pairing.dubov import DubovSystem
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.trf import write_trf


def test_ranks_written_are_the_standings_ranks() -> None:
    tournament = generate_tournament(DubovSystem(), GeneratorOptions(players=20, rounds=5, seed=11))
    expected = compute_standings(tournament).ranks()
    written = {
        int(line[4:8]): int(line[85:89]) for line in write_trf(tournament).splitlines() if line.startswith("001")
    }
    assert written == {int(t): r for t, r in expected.items()}
    # Not merely points then TPN: some tied player is ranked by a tie-break ahead of a smaller TPN.
    by_points = sorted(tournament.players, key=lambda p: (-tournament.score(p.tpn), p.tpn))
    naive = {p.tpn: i for i, p in enumerate(by_points, start=1)}
    assert written != naive
