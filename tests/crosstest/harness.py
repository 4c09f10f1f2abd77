"""The cross-test FIDE's approval checklist asks for (Q33–34): our engine against public ones, both ways.

    nice -n 19 python -m tests.crosstest.harness --count 50000 --workers 1 --out /tmp/crosstest [--directions …]
    python -m tests.crosstest.harness --count 50000 --shard 2/8 --out /tmp/part2     # machine 2 of 8
    python -m tests.crosstest.harness --merge /tmp/part1 … /tmp/part8 --out /tmp/crosstest  # one report

Directions (each tournament is one job, numbered from 0; its sizes and irregularities follow from its number
and ``--seed``, so a job is the same on every machine):

- ``ours-bbp``: our generator (Dutch, C.04.3) → ``bbpPairings --dutch -c`` (every round re-paired by bbp v6);
- ``ours-gacrux``: our generator → Gacrux's Dutch pairer, round by round, and the final standings value by
  value against ``gacrux.tiebreakchecker`` (every individual C.07 code it knows);
- ``bbp-ours``: bbp's generator (``-g``) → our ``check`` (pairings round by round, ranks) and the tie-breaks;
- ``gacrux-ours``: Gacrux's ``tournamentgenerator`` → our ``check`` and the tie-breaks;
- ``team-a``, ``team-b``: our Team Swiss generator (C.04.6, type A / B colour preferences) → Gacrux's
  ``fideteam-typea`` / ``fideteam-typeb`` pairer, round by round.

Sizes and irregularities as a real season: 10–400 players (log-uniform, so small events dominate), 5–11
rounds (at most N/2 + 2), one event in three without byes or forfeits, the others with forfeits, requested
byes, withdrawals, late entries at a few percent each, one in ten accelerated (Baku, C.04.7).

``--workers`` processes; the state file (``OUT/state.jsonl``, one line per finished job) makes a run
resumable: a job already there is skipped. Every discrepancy goes to ``OUT/discrepancies.jsonl`` as it is
found (direction, job, file kept under ``OUT/files/``, round, both answers, classification), and
``OUT/summary.txt`` is rewritten every few jobs and at the end.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import resource
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from tests.crosstest.classify import classify
from tests.crosstest.engines import Pairs, bbp_check, bbp_generate, bbp_path, gacrux_generate, gacrux_pair
from tests.crosstest.shards import describe_run, merge, parse_shard, shard

DIRECTIONS = ("ours-bbp", "ours-gacrux", "bbp-ours", "gacrux-ours", "team-a", "team-b")


@dataclass(frozen=True, slots=True)
class Job:
    """One tournament of the cross-test: its direction, number and what follows from them."""

    direction: str
    index: int
    seed: int
    players: int
    rounds: int
    irregular: bool
    rates: tuple[float, float, float, float, float] = (0.0, 0.0, 0.0, 0.0, 0.0)
    """Forfeits, requested byes, withdrawals, late entries, odd results (our generator's shares)."""
    baku: bool = False

    @property
    def key(self) -> str:
        return f"{self.direction}:{self.index}"


def make_job(direction: str, index: int, base_seed: int = 2026, small: bool = False) -> Job:
    """Job ``index`` of ``direction``; ``small``: 6–24 players (the CI subset)."""
    rng = random.Random(f"{base_seed}:{direction}:{index}")
    team = direction.startswith("team")
    low, high = (6, 24) if small else ((6, 60) if team else (10, 400))
    players = round(math.exp(rng.uniform(math.log(low), math.log(high))))
    rounds = min(rng.randint(5, 11), players // 2 + 2)
    irregular = rng.random() >= 1 / 3
    rates = (0.0, 0.0, 0.0, 0.0, 0.0)
    if irregular:
        rates = (
            rng.uniform(0, 0.05),
            rng.uniform(0, 0.05),
            rng.uniform(0, 0.10),
            rng.uniform(0, 0.05),
            rng.uniform(0, 0.02) if rng.random() < 0.3 else 0.0,
        )
    baku = not team and rng.random() < 0.1
    return Job(direction, index, rng.randrange(1, 2**31), players, rounds, irregular, rates, baku)


@dataclass(slots=True)
class Discrepancy:
    direction: str
    job: int
    kind: str
    """``pairing``, ``standings``, ``tiebreak`` or ``error``."""
    round: int | None
    ours: str
    theirs: str
    file: str = ""
    classification: str = "unclassified"
    article: str = ""


@dataclass(slots=True)
class JobResult:
    key: str
    seconds: float
    rounds: int
    discrepancies: list[Discrepancy] = field(default_factory=list)
    trf: str = ""


# --- the directions ----------------------------------------------------------------------------------------


def _our_dutch_event(job: Job) -> str:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
    from arbiter_desk.formats.trf import TrfVersion, write_trf

    forfeits, byes, withdrawals, late, odd = job.rates
    options = GeneratorOptions(
        players=job.players,
        rounds=job.rounds,
        seed=job.seed,
        forfeit_rate=forfeits,
        bye_rate=byes,
        withdrawal_rate=withdrawals,
        late_entry_rate=late,
        odd_rate=odd if job.direction == "ours-gacrux" else 0.0,
        baku=job.baku,
    )
    tournament = generate_tournament(find_system("dutch"), options)
    # bbp v6 reads TRF-16 with the TRF(x) records (XXR, XXC, XXA), not TRF-2026's 162/192 records.
    return write_trf(tournament, TrfVersion.TRF16 if job.direction == "ours-bbp" else TrfVersion.TRF26)


def _our_pairs(trf: str, round_no: int, team: bool = False) -> Pairs:
    from arbiter_desk.core.results import Colour, ResultCode
    from arbiter_desk.formats.trf import parse_trf

    pairs: Pairs = {}
    if team:
        return _our_team_pairs(trf, round_no)
    for player in parse_trf(trf).players:
        for entry in player.rounds:
            if entry.round != round_no:
                continue
            if entry.opponent is not None and entry.colour is Colour.WHITE:
                pairs[(int(player.tpn), int(entry.opponent))] = None
            elif entry.result is ResultCode.PAIRING_BYE:
                pairs[(int(player.tpn), 0)] = None
    return pairs


def _our_team_pairs(trf: str, round_no: int) -> Pairs:
    """Matches as (team with White on board 1, other team) (C.04.6 art. 1.6.1), the PAB as (team, 0)."""
    from arbiter_desk.core.results import Colour
    from arbiter_desk.core.teams import RoundKind
    from arbiter_desk.formats.trf.team_reader import read_team_trf

    event = read_team_trf(trf).event
    assert event is not None
    pairs: Pairs = {}
    for team in event.teams:
        entry = team.entry(round_no)
        if entry is None:
            continue
        if entry.kind is RoundKind.MATCH and entry.opponent is not None and entry.colour is Colour.WHITE:
            pairs[(team.tpn, entry.opponent)] = None
        elif entry.kind is RoundKind.PAB:
            pairs[(team.tpn, 0)] = None
    return pairs


def _compare_rounds(job: Job, trf: str, rounds: int, method: str) -> list[Discrepancy]:
    out: list[Discrepancy] = []
    with tempfile.TemporaryDirectory(prefix="crosstest-") as tmp:
        path = Path(tmp) / "event.trf"
        path.write_text(trf, encoding="utf-8")
        for r in range(1, rounds + 1):
            ours = _our_pairs(trf, r, team=method.startswith("fideteam"))
            try:
                theirs = gacrux_pair(path, method, r)
            except Exception as error:
                out.append(Discrepancy(job.direction, job.index, "error", r, "", f"Gacrux: {error}"))
                continue
            if ours != theirs:
                only_ours = sorted(set(ours) - set(theirs))
                only_theirs = sorted(set(theirs) - set(ours))
                out.append(
                    Discrepancy(job.direction, job.index, "pairing", r, _boards(only_ours), _boards(only_theirs))
                )
    return out


def _boards(pairs: list[tuple[int, int]]) -> str:
    return " ".join(f"{w}-{b}" if b else f"{w}-bye" for w, b in pairs)


def _tiebreaks(job: Job, trf: str) -> list[Discrepancy]:
    """The final standings value by value against ``gacrux.tiebreakchecker`` (the desk's tie-break sweep,
    with its documented departures of the checker counted as such, not as discrepancies)."""
    from arbiter_desk.formats.trf import parse_trf
    from tests.core.tiebreaks import gacrux_batch
    from tests.core.tiebreaks.gacrux_sweep import Case, SweepResult, checker_argv, compare, ours

    last = parse_trf(trf).last_paired_round()
    if last == 0:
        return []
    trf = _as_swiss(trf)
    case = Case(job.key, last, True, trf, False, whole_file=True)
    with tempfile.TemporaryDirectory(prefix="crosstest-tb-") as tmp:
        path = Path(tmp) / "event.trf"
        path.write_text(trf, encoding="utf-8")
        output = gacrux_batch.run(checker_argv(case, path))
    ours(case)
    result = SweepResult()
    compare([case], [output], result)
    return [
        Discrepancy(job.direction, job.index, "tiebreak", d.after_round, f"{d.code} #{d.tpn} {d.ours}", str(d.theirs))
        for d in result.unexplained
    ]


def _as_swiss(trf: str) -> str:
    """The file with ``092 Swiss`` when its 092 does not say so (bbp writes none, Gacrux ``Tournament``):
    the event was paired as a Swiss, and without the word the tie-break checker may take it for a round robin
    and count unplayed rounds as played (GACRUX_DEPARTURES.md D3) — a known departure, not a finding."""
    lines = [line for line in trf.replace("\r\n", "\n").replace("\r", "\n").splitlines() if line.strip()]
    if any(line.startswith("092") and "SWISS" in line.upper() for line in lines):
        return trf
    lines = [line for line in lines if not line.startswith("092")]
    return "\n".join([lines[0], "092 Swiss", *lines[1:]]) + "\n"


def _our_check(job: Job, trf: str) -> list[Discrepancy]:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.checker import check_tournament
    from arbiter_desk.core.standings_check import check_standings
    from arbiter_desk.formats.trf import read_trf

    read = read_trf(trf)
    if read.tournament is None:
        problems = "; ".join(str(p) for p in read.problems[:5])
        return [Discrepancy(job.direction, job.index, "error", None, f"unreadable: {problems}", "")]
    report = check_tournament(read.tournament, find_system("dutch"))
    out = [
        Discrepancy(job.direction, job.index, "pairing", int(r.round), d, "as in the file")
        for r in report.rounds
        for d in r.differences
    ]
    # Gacrux's generator writes the players' strength order, not the standings, in the rank column
    # (KNOWN_DISCREPANCIES.md G1): its ranks are not a claim to check; the tie-breaks are compared instead.
    declared = {} if job.direction == "gacrux-ours" else read.declared_ranks
    standings = check_standings(read.tournament, declared)
    if not standings.is_ok:
        out.append(Discrepancy(job.direction, job.index, "standings", None, standings.to_text().strip(), "file"))
    return out


def run_job(job: Job) -> JobResult:
    """Generate and check one tournament; every failure of either side becomes a discrepancy of kind
    ``error`` (the harness never stops on one tournament)."""
    start = _cpu()
    trf, rounds = "", 0
    found: list[Discrepancy] = []
    try:
        trf, rounds, found = _run(job)
    except Exception as error:
        found = [Discrepancy(job.direction, job.index, "error", None, f"{type(error).__name__}: {error}", "")]
    for d in found:
        d.classification, d.article = classify(d, trf)
    return JobResult(job.key, _cpu() - start, rounds, found, trf if found else "")


def _cpu() -> float:
    """CPU seconds of this process and of the children it waited for (bbpPairings runs as one)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def _run(job: Job) -> tuple[str, int, list[Discrepancy]]:
    from arbiter_desk.formats.trf import parse_trf

    if job.direction == "ours-bbp":
        trf = _our_dutch_event(job)
        _, problems = bbp_check(trf)
        return (
            trf,
            parse_trf(trf).last_paired_round(),
            [Discrepancy(job.direction, job.index, "pairing", _round_of(p), "as in the file", p) for p in problems],
        )
    if job.direction == "ours-gacrux":
        trf = _our_dutch_event(job)
        rounds = parse_trf(trf).last_paired_round()
        return trf, rounds, _compare_rounds(job, trf, rounds, "dutch") + _tiebreaks(job, trf)
    if job.direction == "bbp-ours":
        forfeits, byes, withdrawals, _, _ = job.rates
        config = {
            "PlayersNumber": str(job.players),
            "RoundsNumber": str(job.rounds),
            "DrawPercentage": str(random.Random(job.seed).randint(20, 40)),
            "HighestRating": "2700",
            "LowestRating": "1000",
        }
        # bbp's rates are "one in N" and must be positive: an irregularity it should not make is left out.
        for key, rate in (("ForfeitRate", forfeits), ("RetiredRate", withdrawals), ("HalfPointByeRate", byes)):
            if rate > 0.002:
                config[key] = str(round(1 / rate))
        trf = bbp_generate(config, job.seed)
        return trf, parse_trf(trf).last_paired_round(), _our_check(job, trf) + _tiebreaks(job, trf)
    if job.direction == "gacrux-ours":
        forfeits, byes, _, _, _ = job.rates
        trf = gacrux_generate(job.index, job.players, job.rounds, (byes / 3, byes, forfeits))
        return trf, parse_trf(trf).last_paired_round(), _our_check(job, trf) + _tiebreaks(job, trf)
    trf, rounds = _our_team_event(job)
    return trf, rounds, _compare_rounds(job, trf, rounds, f"fideteam-type{job.direction[-1]}")


def _round_of(problem: str) -> int | None:
    head = problem.split(":", 1)[0]
    return int(head.split("#")[1]) if "#" in head and head.split("#")[1].isdigit() else None


def _our_team_event(job: Job) -> tuple[str, int]:
    from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
    from arbiter_desk.core.teams import PreferenceType
    from arbiter_desk.formats.trf.team_writer import write_team_trf

    forfeits, byes, withdrawals, _, _ = job.rates
    options = TeamGeneratorOptions(
        teams=max(job.players, 4),
        rounds=job.rounds,
        boards=4,
        seed=job.seed,
        preference_type=PreferenceType.A if job.direction == "team-a" else PreferenceType.B,
        forfeit_rate=forfeits,
        match_forfeit_rate=forfeits / 2,
        absence_rate=byes,
        withdrawal_rate=withdrawals,
    )
    event = generate_team_event(options)
    return write_team_trf(event), event.last_paired_round()


# --- state, report, parallel run ---------------------------------------------------------------------------


def _done_keys(state: Path) -> set[str]:
    if not state.is_file():
        return set()
    keys = set()
    for line in state.read_text(encoding="utf-8").splitlines():
        if line.strip():
            keys.add(json.loads(line)["key"])
    return keys


def summary(out: Path) -> str:
    """Counts per direction (tournaments, rounds, CPU seconds) and discrepancies per direction and class."""
    done: Counter[str] = Counter()
    rounds: Counter[str] = Counter()
    seconds: Counter[str] = Counter()
    state = out / "state.jsonl"
    for line in state.read_text(encoding="utf-8").splitlines() if state.is_file() else []:
        row = json.loads(line)
        direction = row["key"].split(":")[0]
        done[direction] += 1
        rounds[direction] += row["rounds"]
        seconds[direction] += row["seconds"]
    classes: Counter[tuple[str, str, str]] = Counter()
    report = out / "discrepancies.jsonl"
    for line in report.read_text(encoding="utf-8").splitlines() if report.is_file() else []:
        row = json.loads(line)
        classes[(row["direction"], row["kind"], row["classification"])] += 1
    lines = [f"{'direction':12} {'tournaments':>11} {'rounds':>8} {'CPU s':>9} {'s/event':>8}"]
    for d in DIRECTIONS:
        if done[d]:
            lines.append(f"{d:12} {done[d]:11} {rounds[d]:8} {seconds[d]:9.0f} {seconds[d] / done[d]:8.2f}")
    lines.append("")
    lines.append("discrepancies (direction, kind, classification): count")
    for (d, kind, cls), n in sorted(classes.items()):
        lines.append(f"  {d} {kind} {cls}: {n}")
    if not classes:
        lines.append("  none")
    return "\n".join(lines) + "\n"


def run(jobs: list[Job], out: Path, workers: int = 1, every: int = 20) -> None:
    """Run the ``jobs`` not yet in ``out/state.jsonl``, appending results as they come."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "files").mkdir(exist_ok=True)
    state = out / "state.jsonl"
    done = _done_keys(state)
    pending = [j for j in jobs if j.key not in done]
    with (
        state.open("a", encoding="utf-8") as state_file,
        (out / "discrepancies.jsonl").open("a", encoding="utf-8") as report,
        multiprocessing.get_context("spawn").Pool(workers) if workers > 1 else _Serial() as pool,
    ):
        for count, result in enumerate(pool.imap_unordered(run_job, pending), start=1):
            if result.discrepancies:
                name = f"files/{result.key.replace(':', '-')}.trf"
                (out / name).write_text(result.trf, encoding="utf-8")
                for d in result.discrepancies:
                    d.file = name
                    report.write(json.dumps(asdict(d)) + "\n")
                report.flush()
            row = {"key": result.key, "seconds": round(result.seconds, 3), "rounds": result.rounds}
            row["discrepancies"] = len(result.discrepancies)
            state_file.write(json.dumps(row) + "\n")
            state_file.flush()
            if count % every == 0:
                (out / "summary.txt").write_text(summary(out), encoding="utf-8")
    (out / "summary.txt").write_text(summary(out), encoding="utf-8")


class _Serial:
    """One worker: the jobs run in this process (no pool to start)."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def imap_unordered(self, fn: object, items: list[Job]):  # type: ignore[no-untyped-def]
        return map(fn, items)  # type: ignore[call-overload]


def reclassify(out: Path) -> None:
    """Classify the report's discrepancies again (after a pattern was documented in ``classify.py``)."""
    report = out / "discrepancies.jsonl"
    rows = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines() if line.strip()]
    with report.open("w", encoding="utf-8") as file:
        for row in rows:
            d = Discrepancy(**row)
            trf = (out / d.file).read_text(encoding="utf-8") if d.file else ""
            d.classification, d.article = classify(d, trf)
            file.write(json.dumps(asdict(d)) + "\n")
    (out / "summary.txt").write_text(summary(out), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100, help="tournaments per direction")
    parser.add_argument("--start", type=int, default=0, help="first job number")
    parser.add_argument("--directions", nargs="+", choices=DIRECTIONS, default=list(DIRECTIONS))
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026, help="base seed of the job list")
    parser.add_argument("--out", type=Path, required=True, help="folder of the state file and the report")
    parser.add_argument("--small", action="store_true", help="6-24 players (the CI subset's sizes)")
    parser.add_argument("--reclassify", action="store_true", help="only classify the report's entries again")
    parser.add_argument("--shard", default="1/1", help="K/N: run every N-th job from the K-th (N machines)")
    parser.add_argument("--merge", type=Path, nargs="+", help="join these shards' folders into --out")
    args = parser.parse_args(argv)
    if args.reclassify:
        reclassify(args.out)
        print(summary(args.out))
        return 0
    if args.merge:
        merge(args.merge, args.out)
        print(summary(args.out))
        return 0
    try:
        k, n = parse_shard(args.shard)
    except ValueError as error:
        parser.error(str(error))
    jobs = [
        make_job(d, i, args.seed, small=args.small)
        for i in range(args.start, args.start + args.count)
        for d in args.directions  # interleaved: an interrupted run has done every direction alike
    ]
    bbp = bbp_path()
    describe_run(args.out, args.seed, args.count, args.shard, str(bbp) if bbp else None)
    start = time.monotonic()
    run(shard(jobs, k, n), args.out, args.workers)
    print(summary(args.out))
    print(f"wall {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
