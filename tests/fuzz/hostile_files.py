"""Hostile tournament files: valid ``.adesk`` files edited as an attacker would, through the desk.

Every case starts from a valid tournament file (individual, Double-Swiss or team; a draft round paired so the
journal has an undoable entry) and applies one attack with plain ``sqlite3``: a trigger or a view, a value of
the wrong type (text rating, BLOB name, huge integer), a missing player, a damaged journal row, wrong enum
values or JSON, a foreign schema under our old table names, a truncated or huge file. The case then runs what
an arbiter would: ``export``, ``pair-round`` and ``import`` of the command line, and the services' open →
players → standings → undo → export. It passes when every step ends in a success or a refusal with a message
(exit 3 naming a damaged or foreign file for the attacks that must be refused), never a traceback, never a
hang, and a foreign file's bytes and folder are left untouched.

``python -m tests.fuzz.hostile_files --cases 120`` prints the figures.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import random
import shutil
import signal
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stderr
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from arbiter_desk.cli import run
from arbiter_desk.core.errors import ArbiterDeskError
from tests.fuzz.hostile_attacks import ATTACKS

STEP_SECONDS = 60
"""A step that takes longer is a hang."""

REFUSED = ("damaged tournament file", "not an Arbiter Desk tournament file")


@dataclass(slots=True)
class HostileReport:
    seed: int
    attack: str
    base: str
    steps: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    tracebacks: int = 0
    hangs: int = 0
    silent: int = 0
    foreign_modified: int = 0


@cache
def base_files(folder: Path) -> dict[str, Path]:
    """Valid tournament files to attack: individual (Dubov), Double-Swiss and team, each with a draft round."""
    made = {}
    for name, argv in (
        ("dubov", ["--system", "dubov", "--players", "14", "--rounds", "4"]),
        ("double-swiss", ["--system", "double-swiss", "--players", "10", "--rounds", "3"]),
        ("team", ["--system", "team", "--teams", "6", "--boards", "4", "--rounds", "3"]),
    ):
        trf = folder / f"{name}.trf"
        code = run(["generate", *argv, "--seed", "5", "--byes", "0.1", "-o", str(trf)], io.StringIO())
        assert code == 0, name
        _extend_rounds(trf)
        adesk = folder / f"{name}.adesk"
        assert run(["import", str(trf), "-o", str(adesk)], io.StringIO()) == 0, name
        assert run(["pair-round", str(adesk)], io.StringIO()) == 0, name
        made[name] = adesk
    return made


def _extend_rounds(trf: Path) -> None:
    """Announce more rounds than were played, so that ``pair-round`` has a round to pair."""
    lines = trf.read_text(encoding="utf-8").split("\n")
    for i, line in enumerate(lines):
        if line.startswith(("142 ", "XXR ")):
            lines[i] = f"{line[:4]}{int(line[4:].strip()) + 2}"
    trf.write_text("\n".join(lines), encoding="utf-8")


@contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    def _hang(_signum: int, _frame: object) -> None:
        raise TimeoutError(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, _hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


def run_hostile_case(seed: int, work: Path, bases: dict[str, Path]) -> HostileReport:
    rng = random.Random(seed)
    attack = ATTACKS[seed % len(ATTACKS)]
    base = rng.choice(sorted(bases))
    report = HostileReport(seed, attack.name, base)
    folder = work / f"case-{seed}"
    folder.mkdir()
    target = folder / "t.adesk"
    shutil.copy(bases[base], target)
    attack.edit(target, rng)
    before = _digest(folder)
    outside = work / f"out-{seed}"
    outside.mkdir()
    steps: list[tuple[str, Callable[[], str]]] = [
        ("export", lambda: _cli(["export", str(target), "-o", str(outside / "back.trf")])),
        ("import", lambda: _cli(["import", str(target), "-o", str(outside / "n.adesk")])),
        ("services", lambda: _services(target, outside)),
        ("pair-round", lambda: _cli(["pair-round", str(target)])),
    ]
    for name, step in steps:
        try:
            with _deadline(STEP_SECONDS):
                outcome = step()
        except TimeoutError:
            report.hangs += 1
            report.failures.append(f"{name}: hang")
            continue
        except BaseException:
            report.tracebacks += 1
            report.failures.append(f"{name}: traceback\n{traceback.format_exc()[-3000:]}")
            continue
        report.steps[f"{name}:{outcome.split(':')[0]}"] += 1
        if outcome.startswith("refused") and not outcome.partition(":")[2].strip():
            report.silent += 1
            report.failures.append(f"{name}: refused without a message")
        if attack.refused and name != "import" and outcome.startswith("ok"):
            report.silent += 1
            report.failures.append(f"{name}: used a file that must be refused ({attack.name})")
        refused = attack.refused and name != "import" and outcome.startswith("refused")
        if refused and not any(words in outcome for words in REFUSED):
            report.failures.append(f"{name}: refused, but not as a damaged or foreign file: {outcome[:300]}")
        if "Traceback" in outcome:
            report.tracebacks += 1
            report.failures.append(f"{name}: traceback in the message: {outcome[:2000]}")
        if attack.foreign and _digest(folder) != before:
            report.foreign_modified += 1
            report.failures.append(f"{name}: the foreign file or its folder changed")
            before = _digest(folder)
    shutil.rmtree(folder)
    shutil.rmtree(outside)
    return report


def _cli(argv: list[str]) -> str:
    err = io.StringIO()
    with redirect_stderr(err):
        code = run(argv, io.StringIO())
    message = err.getvalue().strip()
    if code == 0:
        return "ok"
    if code == 3 or (code in (1, 4) and message):
        return f"refused {code}: {message}"
    return f"unexpected {code}: {message}"


def _services(path: Path, outside: Path) -> str:
    """Open → players → standings → undo → export → close, as the window would."""
    from arbiter_desk.services import Desk
    from arbiter_desk.services.standings.standings_view import standings

    try:
        desk = Desk.open(path)
    except ArbiterDeskError as exc:
        return f"refused: {exc}"
    try:
        desk.players.all()
        desk.journal.status()
        if desk.teams.is_team_event():
            desk.teams.team_standings()
            desk.teams.team_state()
        else:
            standings(desk)
            desk.snapshot()
        desk.journal.entries()
        desk.journal.audit_report()
        for number in {r.number for r in desk.rounds.all()}:
            desk.rounds.stored_explanation(number)
            desk.rounds.overrides(number)
        if desk.journal.undo_label() is not None:
            desk.journal.undo()
        desk.export_trf(outside / "services.trf")
    except ArbiterDeskError as exc:
        return f"refused: {exc}"
    finally:
        desk.close()
    return "ok"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=132)
    parser.add_argument("--first", type=int, default=0)
    args = parser.parse_args()
    totals: Counter[str] = Counter()
    by_attack: Counter[str] = Counter()
    with tempfile.TemporaryDirectory(prefix="adesk-hostile-") as name:
        work = Path(name)
        (work / "bases").mkdir()
        bases = base_files(work / "bases")
        for seed in range(args.first, args.first + args.cases):
            report = run_hostile_case(seed, work, bases)
            totals["cases"] += 1
            totals["tracebacks"] += report.tracebacks
            totals["hangs"] += report.hangs
            totals["silent failures"] += report.silent
            totals["foreign files modified"] += report.foreign_modified
            totals["failed cases"] += bool(report.failures)
            by_attack.update(f"{report.attack}/{step}" for step in report.steps.elements())
            if report.failures:
                print(f"seed {seed} ({report.attack} on {report.base}):", *report.failures, sep="\n  ", flush=True)
    print(" ".join(f"{key}={value}" for key, value in sorted(totals.items())))
    print(" ".join(f"{key}:{value}" for key, value in sorted(by_attack.items())))


if __name__ == "__main__":
    main()
