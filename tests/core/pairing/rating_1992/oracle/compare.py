"""Replays generated 1992 events round by round: the oracle's pairing against the engine's."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from tests.core.pairing.rating_1992.oracle.procedure import C12Overflow, Oracle
from tests.core.pairing.rating_1992.oracle.trf_state import read

Pairing = tuple[list[tuple[int, int]], int | None]


@dataclass
class Tally:
    rounds: int = 0
    events: int = 0
    refused: int = 0
    disagreements: list[str] = field(default_factory=list)
    gave_up: list[str] = field(default_factory=list)
    acted: Counter[str] = field(default_factory=Counter)


class _Recorder:
    """The engine as the generator calls it, keeping each round's file before pairing and the engine's answer."""

    def __init__(self, full_byes: bool) -> None:
        from arbiter_desk.core.pairing.rating_1992 import Rating1992System

        self.inner = Rating1992System()
        self.full_byes = full_byes
        self.calls: list[tuple[int, str, Pairing | None]] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    def pair(self, tournament: object, round_no: int) -> object:
        from arbiter_desk.core.errors import NoValidPairingError
        from arbiter_desk.formats.trf.writer import write_trf

        if self.full_byes:
            tournament = _with_full_byes(tournament)
        text = write_trf(tournament)  # type: ignore[arg-type]
        try:
            result = self.inner.pair(tournament, round_no)  # type: ignore[arg-type]
        except NoValidPairingError:
            self.calls.append((int(round_no), text, None))
            raise
        boards = sorted((int(b.white), int(b.black)) for b in result.boards)
        self.calls.append((int(round_no), text, (boards, None if result.bye is None else int(result.bye))))
        return result


def _with_full_byes(tournament: Any) -> Any:
    """Every third requested half-point bye (by pairing number and round) made a full-point bye ``F``: the
    generator writes none, and R3 gives them a role (B1b bars the pairing bye after one)."""
    from arbiter_desk.core.results import ResultCode

    def swap(entry: Any, tpn: int) -> Any:
        if entry.result is ResultCode.HALF_BYE and (tpn * 7 + int(entry.round)) % 3 == 0:
            return replace(entry, result=ResultCode.FULL_BYE)
        return entry

    players = tuple(replace(p, rounds=tuple(swap(e, int(p.tpn)) for e in p.rounds)) for p in tournament.players)
    return replace(tournament, players=players)


def event_calls(players: int, rounds: int, seed: int, irregular: bool) -> list[tuple[int, str, Pairing | None]]:
    """Each round of a generated event: the file before pairing and the engine's pairing (None: refused, R20)."""
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

    rate = 0.1 if irregular else 0.0
    options = GeneratorOptions(
        players=players,
        rounds=rounds,
        seed=seed,
        forfeit_rate=rate,
        bye_rate=rate,
        withdrawal_rate=rate / 2,
        late_entry_rate=rate,
    )
    recorder = _Recorder(full_byes=irregular)
    generate_tournament(recorder, options)  # type: ignore[arg-type]
    return recorder.calls


def compare_calls(calls: list[tuple[int, str, Pairing | None]], tally: Tally, label: str) -> None:
    tally.events += 1
    for rnd, text, theirs in calls:
        oracle = Oracle(read(text), rnd)
        try:
            result = oracle.pair()
        except C12Overflow:
            tally.gave_up.append(f"{label} round {rnd}")
            continue
        mine: Pairing | None = None
        if result is not None:
            mine = (sorted(oracle.colours(a, b) for a, b in result[0]), result[1])
        tally.rounds += 1
        tally.refused += theirs is None
        tally.acted.update(oracle.counts.acted)
        if mine != theirs:
            tally.disagreements.append(f"{label} round {rnd}: oracle {mine} engine {theirs}")
