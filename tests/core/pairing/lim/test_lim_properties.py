"""Properties of every Lim round-pairing over generated tournaments (C.04.1 art. 2–4, 6–7; C.04.4.3 art.
2.1, 5.1.1, 5.1.2, 6), and the free checker of C.04.2 art. 1.4 agreeing with the engine.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import check_tournament, snapshot_before
from arbiter_desk.core.pairing.common.colour import colour_difference, played_colours
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.lim import LimSystem
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament


def _check_round(t: Tournament, rnd: int) -> None:
    before = snapshot_before(t, rnd)
    pairing = LimSystem().pair(before, RoundNo(rnd))
    absent = before.absent_in(rnd)
    present = {p.tpn for p in before.players if p.tpn not in absent}
    seen = [x for b in pairing.boards for x in (b.white, b.black)]
    if pairing.bye is not None:
        seen.append(pairing.bye)
    assert sorted(seen) == sorted(present), "everybody present is paired exactly once (C.04.1 art. 3)"
    last = rnd == before.total_rounds
    for b in pairing.boards:
        w, k = before.player(b.white), before.player(b.black)
        met = {e.opponent for e in w.entries_before(rnd) if e.is_played}
        assert b.black not in met, f"round {rnd}: {b.white}-{b.black} is a rematch (C.04.1 art. 2)"
        assert not before.is_forbidden(b.white, b.black, rnd)
        if last and before.score(b.white, rnd) == before.score(b.black, rnd):
            continue  # art. 6: equal scores in the last round may break the colour limits
        for p, colour in ((w, Colour.WHITE), (k, Colour.BLACK)):
            history = (*played_colours(p.entries_before(rnd)), colour)
            assert abs(colour_difference(history)) <= 2, f"round {rnd}: {p.tpn} art. 5.1.2"
            assert not (len(history) >= 3 and history[-1] is history[-2] is history[-3]), f"{p.tpn} art. 5.1.1"
    if pairing.bye is not None:
        entries = before.player(pairing.bye).entries_before(rnd)
        assert all(e.result is not ResultCode.PAIRING_BYE for e in entries), "C.04.1 art. 4"
        assert all(e.result not in (ResultCode.FORFEIT_WIN, ResultCode.FULL_BYE) for e in entries)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=4, max_value=24),
    rounds=st.integers(min_value=1, max_value=9),
    seed=st.integers(min_value=0, max_value=10_000),
    irregular=st.sampled_from([0.0, 0.05, 0.12]),
)
def test_generated_rounds_are_valid_lim_pairings(players: int, rounds: int, seed: int, irregular: float) -> None:
    options = GeneratorOptions(
        players=players,
        rounds=min(rounds, players - 1),
        seed=seed,
        forfeit_rate=irregular,
        bye_rate=irregular,
        withdrawal_rate=irregular,
        late_entry_rate=irregular,
    )
    t = generate_tournament(LimSystem(), options)
    for rnd in range(1, t.last_paired_round() + 1):
        _check_round(t, rnd)


def test_checker_agrees_with_the_engine_and_finds_a_change() -> None:
    """C.04.2 art. 1.4: a Lim tournament re-pairs clean; the colours of one board swapped are reported."""
    t = generate_tournament(LimSystem(), GeneratorOptions(players=12, rounds=5, seed=3, bye_rate=0.05))
    assert check_tournament(t, find_system("lim")).is_clean
    entry = t.player(1).entry(3)
    assert entry is not None and entry.opponent is not None
    pair = (1, entry.opponent)

    def swapped(e: RoundEntry) -> RoundEntry:
        return replace(e, colour=e.colour.opposite) if e.round == 3 else e

    changed = t.with_players(
        replace(p, rounds=tuple(swapped(e) for e in p.rounds)) if p.tpn in pair else p for p in t.players
    )
    report = check_tournament(changed, find_system("lim"))
    assert report.rounds_with_differences[:1] == (3,)


def test_lim_is_registered_with_its_title() -> None:
    system = find_system("Lim")
    assert system.name == "lim"
    assert "C.04.4.3" in system.title


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=4, max_value=20),
    seed=st.integers(min_value=0, max_value=10_000),
    prohibited=st.lists(st.tuples(st.integers(1, 20), st.integers(1, 20)), max_size=4),
    accelerated=st.integers(min_value=0, max_value=10),
)
def test_prohibited_pairs_and_pairing_scores_are_honoured(
    players: int, seed: int, prohibited: list[tuple[int, int]], accelerated: int
) -> None:
    """Record 260 pairs never meet (absolute, like a rematch); record 250 points form the scoregroups."""
    t = generate_tournament(LimSystem(), GeneratorOptions(players=players, rounds=3, seed=seed, bye_rate=0.05))
    groups = tuple(
        ForbiddenPairs((PairingNumber(a), PairingNumber(b))) for a, b in prohibited if a != b and max(a, b) <= players
    )
    top = min(accelerated, players)
    boost = (Acceleration(Decimal(1), 1, 9, 1, top),) if top else ()
    before = replace(snapshot_before(t, 3), forbidden_pairs=groups, accelerations=boost)
    try:
        pairing = LimSystem().pair(before, RoundNo(3))
    except NoValidPairingError:
        return
    for b in pairing.boards:
        assert not before.is_forbidden(b.white, b.black, 3)
    for bracket in pairing.explanation.brackets:
        for tpn in bracket.residents:
            assert before.score(tpn, 3) + before.acceleration(tpn, 3) == bracket.score
