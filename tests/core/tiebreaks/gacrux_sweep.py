"""The differential against FIDE's tie-break checker (Gacrux): generated events, every value compared.

For every event (every pairing system the desk pairs, regular and irregular, C.07 2024 and 2026 by the start
date of record 042) and every round ``r`` of it, the TRF file *as it stood after round r* (rounds after r
removed, record 142 / ``XXR`` still announcing every round) is ranked twice: by the desk
(:func:`arbiter_desk.core.standings.compute_standings`, :func:`arbiter_desk.core.tiebreaks.teams.team_standings`)
and by ``python -m gacrux.tiebreakchecker -n r``, run unchanged in a few subprocesses (:mod:`gacrux_batch`);
one event in three also without ``-n``. Events written by FIDE's own generator keep every round in the file
and both programs are asked for the standings after round ``r``. The last ``r`` gives the final standings,
the others the intermediate ones an arbiter prints during the event.

Each value of each tie-break is compared as a number (``2.0`` = ``2``; DE as the place it gives inside the
point group). A difference is *explained* only when the desk, computing under the reading of one of the
checker's documented departures from the text (``GACRUX_DEPARTURES.md``, readings in
:mod:`gacrux_departures`), gets exactly the checker's value; every other difference is a failure.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from pathlib import Path

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing import Capability, find_entry, find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.teams import PreferenceType, TeamScore, TeamTournament
from arbiter_desk.core.tiebreaks import Edition, TieBreakContext, TieBreakSpec, split_by_direct_encounter
from arbiter_desk.core.tiebreaks.context import truncate
from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks, team_standings
from arbiter_desk.core.tiebreaks.two_game_rounds import games_for_tiebreaks, has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import parse_trf, write_trf
from arbiter_desk.formats.trf.team_reader import read_team_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf

ROOT = Path(__file__).resolve().parents[3]

INDIVIDUAL_CODES = (
    "DE", "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "BH/P", "AOB", "SB", "SB/C1", "SB/M1", "SB/P",
    "PS", "PS/C1", "ARO", "ARO/C1", "ARO/M1", "TPR", "PTP", "APRO", "APPO", "WIN", "WON", "BPG", "BWG", "REP",
    "STD", "RTNG", "TPN", "KS", "FB", "FB/C1", "AOB/F",
)  # fmt: skip
"""Every individual tie-break the checker knows. DE comes first after the points (it applies to point ties);
FB and AOB/F come last: in one run of the checker they change the values computed after them (D5)."""

TEAM_CODES = ("MP", "GP", "BH:MP", "BH:GP", "SB:MP", "SB:GP", "EMGSB", "EGMSB", "TPN", "BH:MP/C1", "SB:MP/C1")
"""Team tie-breaks (the desk's codes); the checker names the primary score MPTS / GPTS."""

UNRATED_RATING = 1400
"""The rating published for unrated players in the ``-u`` events."""

SYSTEMS = ("dutch", "dubov", "burstein", "lim", "double-swiss", "team", "gacrux")
"""``gacrux``: a Dutch event written by FIDE's own generator (``gacrux.tournamentgenerator``), not by the desk."""


@dataclass(frozen=True, slots=True)
class EventSpec:
    """One generated event: system, size, seed, irregularity and the year of its start date."""

    system: str
    size: int
    rounds: int
    seed: int
    irregular: bool
    year: int
    team_scores: str = "MP_GP"
    unrated: str = ""
    """Individual events: ``""`` every player rated; ``"unrated"`` players without a FIDE id have no rating
    (rating-based tie-breaks undefined); ``"-u"`` the same with a published rating for them (``-u 1400``)."""

    @property
    def label(self) -> str:
        kind = "irregular" if self.irregular else "regular"
        extra = f" {self.team_scores}" if self.system == "team" else ""
        extra += f" {self.unrated}" if self.unrated else ""
        return f"{self.system}{extra} {self.size}x{self.rounds} seed {self.seed} {kind} {self.year}"


@dataclass(frozen=True, slots=True)
class Difference:
    event: str
    after_round: int
    final: bool
    tpn: int
    code: str
    ours: Decimal | None
    theirs: Decimal | None
    trf: str = field(default="", repr=False)
    team: bool = False
    without_round_option: bool = False
    """The checker was run without ``-n`` (it then reads the rounds of the file as the whole event)."""
    unrated_rating: int | None = None


@dataclass
class SweepResult:
    events: int = 0
    standings: int = 0
    compared: Counter[str] = field(default_factory=Counter)
    equal: Counter[str] = field(default_factory=Counter)
    explained: Counter[tuple[str, str]] = field(default_factory=Counter)
    unexplained: list[Difference] = field(default_factory=list)

    def table(self) -> str:
        lines = [f"events {self.events}, standings lists {self.standings}"]
        lines.append(f"{'code':10} {'compared':>9} {'equal':>9} {'departures':>10} {'other':>6}")
        other = Counter(d.code for d in self.unexplained)
        for code in sorted(self.compared, key=_code_order):
            dep = sum(n for (c, _), n in self.explained.items() if c == code)
            lines.append(f"{code:10} {self.compared[code]:9} {self.equal[code]:9} {dep:10} {other[code]:6}")
        total_dep = sum(self.explained.values())
        lines.append(
            f"{'total':10} {sum(self.compared.values()):9} {sum(self.equal.values()):9} {total_dep:10} "
            f"{len(self.unexplained):6}"
        )
        causes = Counter[str]()
        for (_, cause), n in self.explained.items():
            causes[cause] += n
        for cause, n in causes.most_common():
            lines.append(f"  departure {cause}: {n}")
        return "\n".join(lines)


def _code_order(code: str) -> int:
    order = (*INDIVIDUAL_CODES, *TEAM_CODES)
    return order.index(code) if code in order else len(order)


def sweep_specs(count: int, seed: int = 2026) -> list[EventSpec]:
    """``count`` events spread over the systems, sizes, regular/irregular and both editions."""
    rng = random.Random(seed)
    specs = []
    for index in range(count):
        system = SYSTEMS[index % len(SYSTEMS)]
        irregular = index % 4 != 0
        year = 2025 if (index // len(SYSTEMS)) % 2 else 2026
        if system == "team":
            size, rounds = rng.randint(5, 12), rng.randint(3, 7)
        elif system == "double-swiss":
            size, rounds = rng.randint(6, 16), rng.randint(2, 5)
        elif system == "gacrux":
            rounds = rng.randint(3, 9)
            size = rng.randint(rounds + 3, 30)  # never the size of a round robin (D3)
        else:
            size, rounds = rng.randint(6, 22), rng.randint(3, 9)
        scores = rng.choice(("MP_GP", "GP_MP")) if system == "team" else "MP_GP"
        unrated = "" if system in ("team", "gacrux") else ("", "", "unrated", "-u")[(index // len(SYSTEMS)) % 4]
        specs.append(EventSpec(system, size, rounds, rng.randrange(1 << 30), irregular, year, scores, unrated))
    return specs


def _start_date(year: int) -> str:
    return f"{year}/06/01"


def generate(spec: EventSpec) -> Tournament | TeamTournament:
    rate = 0.08 if spec.irregular else 0.0
    if spec.system == "team":
        scores = [TeamScore(s) for s in spec.team_scores.split("_")]
        event = generate_team_event(
            TeamGeneratorOptions(
                teams=spec.size,
                rounds=spec.rounds,
                boards=4,
                seed=spec.seed,
                preference_type=PreferenceType.A,
                primary=scores[0],
                secondary=scores[1],
                forfeit_rate=rate,
                match_forfeit_rate=rate,
                absence_rate=rate,
                withdrawal_rate=rate,
            )
        )
        return replace(event, info=replace(event.info, start_date=_start_date(spec.year)))
    options = GeneratorOptions(
        players=spec.size,
        rounds=spec.rounds,
        seed=spec.seed,
        forfeit_rate=rate,
        bye_rate=rate,
        withdrawal_rate=rate,
        late_entry_rate=rate,
    )
    entry = find_entry(spec.system)
    play = generate_two_game_tournament if entry.can(Capability.TWO_GAME_ROUNDS) else generate_tournament
    tournament = play(find_system(spec.system), options)
    if spec.unrated:
        # the generator gives players without a FIDE id a provisional rating for pairing (C.04.4.1 art. 1.1.2);
        # for C.07 they are unrated
        tournament = tournament.with_players(
            replace(p, rating=0) if p.fide_id is None else p for p in tournament.players
        )
    return replace(tournament, info=replace(tournament.info, start_date=_start_date(spec.year)))


@dataclass(frozen=True, slots=True)
class Case:
    """One standings list to compare: an event's file as it stood after ``after_round``."""

    event: str
    after_round: int
    final: bool
    trf: str
    team: bool
    unrated_rating: int | None = None
    round_option: bool = True
    whole_file: bool = False
    """The file holds every round (the checker's own events): the desk is asked for ``after_round`` too."""
    """Run the checker with ``-n after_round`` (its way of asking for the standings after that round)."""


def cases(spec: EventSpec, both_modes: bool = False, their_file: str = "") -> Iterator[Case]:
    """Every standings list of the event; ``both_modes``: intermediate ones also without the checker's ``-n``.
    ``their_file``: the event written by FIDE's generator (system ``gacrux``)."""
    if spec.system == "gacrux":
        yield from _their_cases(spec, their_file)
        return
    for case in _cases(spec):
        yield case
        if both_modes and not case.final:
            yield replace(case, round_option=False)


def generator_job(spec: EventSpec) -> dict[str, list[str]]:
    """FIDE's tournament generator (Dutch pairings) with byes and forfeits at rates drawn from the seed."""
    rng = random.Random(spec.seed)
    rates = [f"{rng.uniform(0.0, 0.12 if spec.irregular else 0.0):.3f}" for _ in range(3)]
    return {"generate": ["-g", "1", "-p", str(spec.size), "-N", str(spec.rounds), "-m", "dutch", "-S", *rates,
                         "-o", "-", "-F", "TRF"]}  # fmt: skip


def _their_cases(spec: EventSpec, text: str) -> Iterator[Case]:
    lines = [f"042 {_start_date(spec.year)}" if line.startswith("042") else line for line in text.splitlines()]
    trf = "\n".join(lines) + "\n"
    last = parse_trf(trf).last_paired_round()
    for r in range(1, last + 1):
        yield Case(spec.label, r, r == last, trf, False, whole_file=True)


def _cases(spec: EventSpec) -> Iterator[Case]:
    event = generate(spec)
    published = UNRATED_RATING if spec.unrated == "-u" else None
    if isinstance(event, TeamTournament):
        last = event.last_paired_round()
        for r in range(1, last + 1):
            yield Case(spec.label, r, r == last, write_team_trf(event.truncated(r + 1)), True)
        return
    last = event.last_paired_round()
    step = 2 if spec.system == "double-swiss" else 1
    for r in range(step, last + 1, step):
        yield Case(spec.label, r, r == last, write_trf(truncate(event, r)), False, published)


def checker_argv(case: Case, path: Path) -> list[str]:
    codes = TEAM_CODES if case.team else INDIVIDUAL_CODES
    theirs = [_team_code(c) for c in codes] if case.team else ["PTS", *codes]
    current = ["-n", str(case.after_round)] if case.round_option else []
    unrated = ["-u", str(case.unrated_rating)] if case.unrated_rating is not None else []
    return ["-i", str(path), "-o", "-", "-dT", *current, *unrated, "-t", *theirs]


def _team_code(code: str) -> str:
    return {"MP": "MPTS", "GP": "GPTS"}.get(code, code)


def run_checker(batch: list[Case], workers: int = 2) -> list[str]:
    """The checker's output for every case, in a few subprocesses."""
    with tempfile.TemporaryDirectory(prefix="gacrux-sweep-") as tmp:
        jobs: list[list[str] | dict[str, list[str]]] = []
        for index, case in enumerate(batch):
            path = Path(tmp) / f"{index}.trf"
            path.write_text(case.trf, encoding="utf-8")
            jobs.append(checker_argv(case, path))
        return run_jobs(jobs, workers)


def run_jobs(jobs: list[list[str] | dict[str, list[str]]], workers: int = 2) -> list[str]:
    """Jobs of :mod:`gacrux_batch` spread over ``workers`` subprocesses; outputs in the order of the jobs."""
    if not jobs:
        return []
    chunks = [chunk for chunk in (jobs[i::workers] for i in range(workers)) if chunk]
    with ThreadPoolExecutor(max_workers=len(chunks)) as pool:
        outs = list(pool.map(_run_batch, chunks))
    results: list[list[str]] = [json.loads(o) for o in outs]
    merged: list[str] = [""] * len(jobs)
    for worker, chunk in enumerate(results):
        for k, text in enumerate(chunk):
            merged[worker + k * workers] = text
    return merged


def _run_batch(jobs: list[list[str] | dict[str, list[str]]]) -> str:
    process = subprocess.run(
        [sys.executable, "-m", "tests.core.tiebreaks.gacrux_batch"],
        input=json.dumps(jobs),
        capture_output=True,
        cwd=ROOT,
        text=True,
        check=True,
    )
    return process.stdout


def parse_checker(text: str) -> dict[int, dict[str, Decimal | None]]:
    """The checker's tab-separated table: per start number, the value of each column."""
    lines = [line for line in text.splitlines() if "\t" in line]
    if not lines:
        raise AssertionError(f"the checker gave no table:\n{text}")
    header = lines[0].split("\t")
    table: dict[int, dict[str, Decimal | None]] = {}
    for line in lines[1:]:
        cells = line.split("\t")
        table[int(cells[0])] = {h: _number(c) for h, c in zip(header[2:], cells[2:], strict=True)}
    return table


def _number(cell: str) -> Decimal | None:
    if cell.strip() in ("-0", "None", ""):
        return None  # the checker's text output writes an undefined value (None) as "-0"
    try:
        return Decimal(cell)
    except InvalidOperation:
        return None


def ours(case: Case) -> tuple[dict[int, dict[str, Decimal | None]], set[int]]:
    """The desk's values per TPN and code, and the TPNs tied on points with somebody (where DE applies)."""
    return _ours(case.trf, case.team, case.unrated_rating, case.after_round if case.whole_file else None)


@lru_cache(maxsize=256)
def _ours(
    trf: str, team: bool, unrated_rating: int | None, after_round: int | None
) -> tuple[dict[int, dict[str, Decimal | None]], set[int]]:
    if team:
        event = read_team_trf(trf).event
        assert event is not None
        specs = parse_team_tiebreaks(",".join(TEAM_CODES))
        table = team_standings(event, specs)
        return {row.tpn: dict(zip(TEAM_CODES, row.values, strict=True)) for row in table.rows}, set()
    tournament = parse_trf(trf)
    standings = compute_standings(
        tournament, ",".join(INDIVIDUAL_CODES), unrated_rating=unrated_rating, after_round=after_round
    )
    values: dict[int, dict[str, Decimal | None]] = {
        int(row.tpn): {"PTS": row.points, **dict(zip(INDIVIDUAL_CODES, row.values, strict=True))}
        for row in standings.rows
    }
    our_de_places(tournament, values, after_round)
    points = Counter(row.points for row in standings.rows)
    tied = {int(row.tpn) for row in standings.rows if points[row.points] > 1}
    return values, tied


def compare(batch: list[Case], outputs: list[str], result: SweepResult) -> None:
    from tests.core.tiebreaks.gacrux_departures import explain

    for case, text in zip(batch, outputs, strict=True):
        result.standings += 1
        theirs = parse_checker(text)
        mine, tied = ours(case)
        if not case.team:
            _their_de_places(theirs)
        for tpn, row in mine.items():
            for code, value in row.items():
                column = _team_code(code) if case.team else code
                if code == "DE" and tpn not in tied:
                    continue
                other = theirs[tpn][column]
                result.compared[code] += 1
                if value == other or (value is not None and other is not None and Decimal(value) == other):
                    result.equal[code] += 1
                    continue
                diff = Difference(
                    case.event, case.after_round, case.final, tpn, code, value, other, case.trf, case.team,
                    not case.round_option, case.unrated_rating,
                )  # fmt: skip
                cause = explain(diff)
                if cause is None:
                    result.unexplained.append(diff)
                else:
                    result.explained[code, cause] += 1


def _their_de_places(table: dict[int, dict[str, Decimal | None]]) -> None:
    """The checker's DE as a place in the point group: its DE column orders ascending (1 = first)."""
    values = {tpn: (row["PTS"], row["DE"]) for tpn, row in table.items()}
    for tpn, (points, de) in values.items():
        ahead = sum(1 for p, d in values.values() if p == points and d is not None and (de is None or d < de))
        table[tpn]["DE"] = Decimal(1 + ahead)


def our_de_places(tournament: Tournament, table: dict[int, dict[str, Decimal | None]], after_round: int | None) -> None:
    """The desk's DE as a place in the point group: the sub-groups :func:`split_by_direct_encounter` orders."""
    if has_two_game_rounds(tournament):
        tournament = games_for_tiebreaks(tournament)
    ctx = TieBreakContext(tournament, edition=Edition.in_force_on(tournament.info.start_date), after_round=after_round)
    groups: dict[Decimal, list[PairingNumber]] = {}
    for tpn in ctx.tpns:
        groups.setdefault(ctx.score(tpn), []).append(tpn)
    for group in groups.values():
        place = 1
        for sub in split_by_direct_encounter(ctx, TieBreakSpec("DE"), group).groups:
            for tpn in sub:
                table[tpn]["DE"] = Decimal(place)
            place += len(sub)


def sweep(specs: Iterable[EventSpec], result: SweepResult | None = None, chunk: int = 40) -> SweepResult:
    result = result or SweepResult()
    pending: list[Case] = []
    specs = list(specs)
    theirs = [s for s in specs if s.system == "gacrux"]
    their_files = dict(zip(theirs, run_jobs([generator_job(s) for s in theirs]), strict=True))
    with ThreadPoolExecutor(max_workers=1) as background:
        for spec in specs:
            result.events += 1
            pending.extend(cases(spec, both_modes=result.events % 3 == 0, their_file=their_files.get(spec, "")))
            if len(pending) >= chunk * 8:
                _compare_batch(pending, background, result)
                pending = []
        if pending:
            _compare_batch(pending, background, result)
    return result


def _compare_batch(batch: list[Case], background: ThreadPoolExecutor, result: SweepResult) -> None:
    """The checker runs in its subprocesses while this process computes the desk's values."""
    outputs = background.submit(run_checker, batch)
    for case in batch:
        ours(case)
    compare(batch, outputs.result(), result)
