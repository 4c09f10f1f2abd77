"""Round robins for the differential against FIDE's tie-break checker (Gacrux): generated single and double
round robins (even and odd fields, with and without forfeits), every standings list after every round, the
round-robin tie-breaks of C.07 compared value by value (checklist Q104)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_round_robin
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreaks import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import truncate
from arbiter_desk.core.tournament import MAX_EVENT_ROUNDS, Tournament
from arbiter_desk.formats.trf import parse_trf, write_trf
from tests.core.tiebreaks.gacrux_sweep import our_de_places, parse_checker, run_jobs

RR_CODES = (
    "DE", "SB", "SB/C1", "SB/C2", "KS", "KS/L1", "KS/L2", "KS/L-1", "KS/L-2", "WIN", "WON", "BPG", "BWG", "REP",
    "STD", "RTNG", "RTNG/R", "TPN", "TPN/R", "ARO", "TPR", "PTP",
)  # fmt: skip
"""The round-robin tie-breaks of checklist Q104 (and the rating-based ones a round robin may use)."""

THEIR_CODE = {"KS/L1": "KS/L+1", "KS/L2": "KS/L+2"}
"""D6: the checker reads an unsigned ``/Ln`` as a limit of n % of the maximum score; the desk (and MTB26's
``/L±n``) as the limit moved by n half-points, which the checker spells ``/L+n``."""


@dataclass(frozen=True, slots=True)
class RoundRobinSpec:
    players: int
    cycles: int
    swap: bool
    seed: int
    forfeits: float
    year: int = 2026

    @property
    def label(self) -> str:
        return f"rr {self.players} x{self.cycles} seed {self.seed} forfeits {self.forfeits} {self.year}"


def specs(count: int, seed: int = 34) -> list[RoundRobinSpec]:
    rng = random.Random(seed)
    out = []
    for index in range(count):
        out.append(
            RoundRobinSpec(
                players=rng.randint(3, 14),
                cycles=1 + index % 2,
                swap=rng.random() < 0.7,
                seed=rng.randrange(1 << 30),
                forfeits=(0.0, 0.05, 0.15)[index % 3],
                year=2026 if index % 4 else 2025,
            )
        )
    return out


def event_text(spec: RoundRobinSpec) -> str:
    options = GeneratorOptions(  # all the rounds of the plan (generate_round_robin plays at most those)
        players=spec.players, rounds=MAX_EVENT_ROUNDS, seed=spec.seed, forfeit_rate=spec.forfeits
    )
    tournament = generate_round_robin(find_system("round-robin"), options, spec.cycles, spec.swap)
    info = replace(tournament.info, start_date=f"{spec.year}/06/01")
    return write_trf(replace(tournament, info=info))


@dataclass(frozen=True, slots=True)
class RoundRobinDifference:
    event: str
    after_round: int
    tpn: int
    code: str
    ours: Decimal | None
    theirs: Decimal | None


def compare_event(
    spec: RoundRobinSpec, compared: Counter[str], tmp: Path, explained: Counter[str] | None = None
) -> list[RoundRobinDifference]:
    """Every standings list of the event (after each round), both programs, every code."""
    text = event_text(spec)
    tournament = parse_trf(text)
    last = tournament.last_paired_round()
    jobs: list[list[str] | dict[str, list[str]]] = []
    files = []
    for r in range(1, last + 1):
        path = tmp / f"{spec.seed}-{r}.trf"
        body = write_trf(truncate(tournament, r))
        path.write_text(body, encoding="utf-8")
        files.append(body)
        theirs = [THEIR_CODE.get(c, c) for c in RR_CODES]
        jobs.append(["-i", str(path), "-o", "-", "-dT", "-n", str(r), "-t", "PTS", *theirs])
    outputs = run_jobs(jobs)
    out: list[RoundRobinDifference] = []
    for r, (body, output) in enumerate(zip(files, outputs, strict=True), start=1):
        theirs = parse_checker(output)
        for mine_code, their_code in THEIR_CODE.items():
            for row in theirs.values():
                row[mine_code] = row.pop(their_code)
        _their_de(theirs)
        snapshot = parse_trf(body)
        standings = compute_standings(snapshot, ",".join(RR_CODES))
        mine = {
            int(row.tpn): {"PTS": row.points, **dict(zip(RR_CODES, row.values, strict=True))} for row in standings.rows
        }
        our_de_places(snapshot, mine, None)
        points = Counter(row.points for row in standings.rows)
        tied = {int(row.tpn) for row in standings.rows if points[row.points] > 1}
        for tpn, row in mine.items():
            for code, value in row.items():
                if code == "DE" and tpn not in tied:
                    continue
                other = theirs[tpn][code]
                compared[code] += 1
                if value == other or (value is not None and other is not None and Decimal(value) == other):
                    continue
                cause = departure(snapshot, r, tpn, code, other, theirs)
                if cause is not None and explained is not None:
                    explained[cause] += 1
                    continue
                out.append(RoundRobinDifference(spec.label, r, tpn, code, value, other))
    return out


def departure(
    tournament: Tournament,
    after_round: int,
    tpn: int,
    code: str,
    theirs: Decimal | None,
    table: dict[int, dict[str, Decimal | None]],
) -> str | None:
    """The documented departure (GACRUX_DEPARTURES.md) that gives the checker's value, else None; only for
    intermediate standings (after the last round every value must be equal)."""
    if after_round >= (tournament.total_rounds or 0):
        return None
    if code.startswith("KS") and theirs == _koya_by_rounds(tournament, after_round, tpn, code):
        return "D7"
    if code == "DE" and theirs == _de_as_if_all_met(tournament, tpn, table):
        return "D8"
    return None


def _points(tournament: Tournament, tpn: int) -> Decimal:
    return tournament.score(tpn)


def _koya_by_rounds(tournament: Tournament, after_round: int, tpn: int, code: str) -> Decimal:
    """D7: the checker's maximum score of a round robin after R rounds: R games, less R / n when R is a
    multiple of the number of players n (even fields too)."""
    n = len(tournament.players)
    games = after_round - (after_round // n if after_round % n == 0 else 0)
    spec = TieBreakSpec.parse(code)
    limit = tournament.point_system.win * games / 2 + tournament.point_system.draw * (spec.limit or 0)
    total = Decimal(0)
    for e in tournament.player(tpn).rounds:
        if e.opponent is not None and e.result.has_opponent and _points(tournament, e.opponent) >= limit:
            total += tournament.point_system.points(e.result, e.colour)
    return total


def _de_as_if_all_met(tournament: Tournament, tpn: int, table: dict[int, dict[str, Decimal | None]]) -> Decimal:
    """D8: the checker ranks a round robin's tied players by the points of the games played between them
    even when not all of them have met (intermediate standings)."""
    score = _points(tournament, tpn)
    group = [p.tpn for p in tournament.players if _points(tournament, p.tpn) == score]
    return Decimal(_place(tournament, tpn, group))


def _place(tournament: Tournament, tpn: int, group: list[int]) -> int:
    """Place of ``tpn`` in ``group`` by the points between its members, sub-ties split again."""

    def among(player: int) -> Decimal:
        return sum(
            (
                tournament.point_system.points(e.result, e.colour)
                for e in tournament.player(player).rounds
                if e.opponent in group and e.result.has_opponent
            ),
            Decimal(0),
        )

    mine = among(tpn)
    ahead = sum(1 for other in group if among(other) > mine)
    tied = [other for other in group if among(other) == mine]
    if 1 < len(tied) < len(group):
        return ahead + _place(tournament, tpn, tied)
    return ahead + 1


def _their_de(table: dict[int, dict[str, Decimal | None]]) -> None:
    values = {tpn: (row["PTS"], row["DE"]) for tpn, row in table.items()}
    for tpn, (points, de) in values.items():
        ahead = sum(1 for p, d in values.values() if p == points and d is not None and (de is None or d < de))
        table[tpn]["DE"] = Decimal(1 + ahead)


if __name__ == "__main__":
    import sys
    import tempfile

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    compared: Counter[str] = Counter()
    explained: Counter[str] = Counter()
    diffs: list[RoundRobinDifference] = []
    with tempfile.TemporaryDirectory() as tmp:
        for spec in specs(count):
            diffs.extend(compare_event(spec, compared, Path(tmp), explained))
    print(f"departures: {dict(explained)}")
    by_code = Counter(d.code for d in diffs)
    for code in RR_CODES:
        print(f"{code:8} compared {compared[code]:6} differ {by_code[code]:5}")
    for d in diffs[:40]:
        print(d)
