"""The free pairing checker (C.04.2 (2026) art. 1.4), exercised with the fake system of the tests."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.checker import RoundFacts, check_tournament, compare_rounds, round_facts, snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

from .fake_system import FakeSystem


def _tournament(
    players: int = 8, rounds: int = 4, bye_rate: float = 0.0, forfeit_rate: float = 0.0, withdrawal_rate: float = 0.0
) -> Tournament:
    options = GeneratorOptions(
        players=players,
        rounds=rounds,
        seed=3,
        bye_rate=bye_rate,
        forfeit_rate=forfeit_rate,
        withdrawal_rate=withdrawal_rate,
    )
    return generate_tournament(FakeSystem(), options)


def _set(t: Tournament, tpn: int, entry: RoundEntry) -> Tournament:
    players = []
    for p in t.players:
        if p.tpn == tpn:
            p = replace(p, rounds=tuple(entry if e.round == entry.round else e for e in p.rounds))
        players.append(p)
    return replace(t, players=tuple(players))


def _entry(t: Tournament, tpn: int, rnd: int) -> RoundEntry:
    e = t.player(tpn).entry(rnd)
    assert e is not None
    return e


def test_clean_on_a_tournament_of_the_same_system() -> None:
    report = check_tournament(_tournament(), FakeSystem())
    assert report.is_clean
    assert [r.round for r in report.rounds] == [1, 2, 3, 4]
    assert report.to_text().splitlines() == [
        "round 1: ok",
        "round 2: ok",
        "round 3: ok",
        "round 4: ok",
        "all 4 rounds agree with the fake pairing",
    ]


def test_clean_with_absences_forfeits_and_byes() -> None:
    """Requested byes (H/Z) are kept as absences; the pairing-allocated bye (U) is for the engine to find."""
    t = _tournament(players=11, rounds=6, bye_rate=0.15, forfeit_rate=0.15, withdrawal_rate=0.2)
    assert check_tournament(t, FakeSystem()).is_clean


def test_detects_a_changed_pair() -> None:
    t = _tournament()
    # Swap the opponents of round 3 between two boards: a-b, c-d become a-d, c-b (colours kept).
    facts = round_facts(t, 3)
    (p1, w1), (p2, w2) = list(facts.white.items())[:2]
    assert w1 is not None and w2 is not None
    a, b = w1, next(iter(p1 - {w1}))
    c, d = w2, next(iter(p2 - {w2}))
    t = _set(t, a, replace(_entry(t, a, 3), opponent=d))
    t = _set(t, d, replace(_entry(t, d, 3), opponent=a))
    t = _set(t, c, replace(_entry(t, c, 3), opponent=b))
    t = _set(t, b, replace(_entry(t, b, 3), opponent=c))
    report = check_tournament(t, FakeSystem())
    assert not report.is_clean
    assert report.rounds_with_differences[0] == 3
    text = report.rounds[2].to_text()
    lo, hi = sorted((a, d))
    assert f"round 3: file pairs {lo}-{hi} ({a} White), engine pairs" in text
    assert f"({a} White)" in text.split("engine pairs")[1]


def test_detects_swapped_colours() -> None:
    t = _tournament()
    facts = round_facts(t, 2)
    pair, white = next(iter(facts.white.items()))
    assert white is not None
    black = next(iter(pair - {white}))
    t = _set(t, white, replace(_entry(t, white, 2), colour=Colour.BLACK))
    t = _set(t, black, replace(_entry(t, black, 2), colour=Colour.WHITE))
    check = check_tournament(t, FakeSystem()).rounds[1]
    lo, hi = sorted(pair)
    assert check.differences[0] == f"file pairs {lo}-{hi} ({black} White), engine gives White to {white}"
    assert check.differences[1].startswith("rule")  # the rule the file's round breaks (C.04.1), or why not


def test_detects_a_changed_bye() -> None:
    t = _tournament(players=7)
    facts = round_facts(t, 1)
    assert facts.bye is not None
    pair, white = next(iter(facts.white.items()))
    assert white is not None
    black = next(iter(pair - {white}))
    old_bye = facts.bye
    # The file gives the bye to `white` and pairs the old bye against `black` instead.
    t = _set(t, white, RoundEntry(RoundNo(1), None, Colour.NONE, ResultCode.PAIRING_BYE))
    t = _set(t, old_bye, RoundEntry(RoundNo(1), black, Colour.WHITE, ResultCode.DRAW))
    t = _set(t, black, replace(_entry(t, black, 1), opponent=PairingNumber(old_bye)))
    check = check_tournament(t, FakeSystem()).rounds[0]
    assert f"file bye {white}, engine bye {old_bye}" in check.differences
    assert not check.is_ok


def test_snapshot_keeps_absences_but_not_the_pairing_allocated_bye() -> None:
    t = _tournament(players=9, rounds=5, bye_rate=0.3)
    for rnd in range(1, 6):
        snap = snapshot_before(t, rnd)
        assert snap.absent_in(rnd) == t.absent_in(rnd)
        assert all(e.round < rnd or e.result.is_requested_absence for p in snap.players for e in p.rounds)


def test_engine_failure_is_reported() -> None:
    class Fails(FakeSystem):
        def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
            from arbiter_desk.core.errors import NoValidPairingError

            raise NoValidPairingError("nothing works")

    report = check_tournament(_tournament(rounds=2), Fails())
    assert not report.is_clean
    assert "round 1: engine finds no pairing (nothing works)" in report.to_text()
    assert report.to_text().rstrip().endswith("2 of 2 rounds differ from the fake pairing")


def test_clean_after_a_trf_round_trip(tmp_path: Path) -> None:
    """Generator -> TRF file -> snapshot -> checker, as ``arbiter-desk generate`` then ``check`` do."""
    try:
        from arbiter_desk.formats.trf import load_trf, write_trf
    except ImportError:
        pytest.skip("TRF reader/writer not available yet")
    original = _tournament(players=9, rounds=5, bye_rate=0.1, forfeit_rate=0.1, withdrawal_rate=0.2)
    path = tmp_path / "generated.trf"
    path.write_text(write_trf(original), encoding="utf-8")
    assert check_tournament(load_trf(path), FakeSystem()).is_clean


def test_a_missing_block_counts_as_absent() -> None:
    """A player without any block for a paired round was not paired in it: the checker enters a ``Z``."""
    t = _tournament(players=9, rounds=4, bye_rate=0.3)
    absent = [(p.tpn, e.round) for p in t.players for e in p.rounds if e.result.is_requested_absence]
    assert absent
    tpn, rnd = absent[0]
    players = tuple(
        replace(p, rounds=tuple(e for e in p.rounds if e.round != rnd)) if p.tpn == tpn else p for p in t.players
    )
    t = replace(t, players=players)
    assert tpn in snapshot_before(t, rnd).absent_in(rnd)
    assert check_tournament(t, FakeSystem()).is_clean


def test_engine_bye_to_a_player_the_file_pairs_is_described() -> None:
    file = RoundFacts({frozenset({PairingNumber(3), PairingNumber(5)}): PairingNumber(3)}, PairingNumber(7))
    engine = RoundFacts({frozenset({PairingNumber(3), PairingNumber(7)}): PairingNumber(7)}, PairingNumber(5))
    assert compare_rounds(file, engine) == (
        "file pairs 3-5 (3 White), engine pairs 3-7 (7 White) and 5 bye",
        "file bye 7, engine bye 5",
    )
