"""A seeded fuzz of the command line's arguments: every command and option of ``arbiter-desk``, filled with what
an attacker types (huge and odd numbers, superscripts, long text, a FIFO, ``/dev/zero``, a folder, a missing
file, a 5,000-digit line). Each case must end, within ``HANG_SECONDS``, in an answer: an exit code and no
traceback. The commands and options are read from the parser itself, so a new option is fuzzed at once.

``python -m tests.fuzz.cli_arguments [--cases 515]`` runs the cases and prints every failure; the default test
suite runs a fixed subset (``tests/fuzz/test_cli_arguments.py``).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import signal
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from arbiter_desk.cli import build_parser, run

CASES = 515
"""The number of argument runs of the reliability attack: the full fuzz."""
HANG_SECONDS = 20
"""A case that has not answered in this time hangs."""
DEMO = Path(__file__).resolve().parents[2] / "arbiter_desk" / "resources" / "demo.trf"

NUMBERS = ("-1", "0", "1", "2", "3", "7", "99999999999999999999", "9" * 5000, "nan", "inf", "1e308", "-0", "²",
           "٣", "0x10", "1.5", "", " ", "1,2", "1-3", "3-1", "50%", "-5%")  # fmt: skip
TEXTS = ("", " ", "x" * 100_000, "é" * 50, "\u202e\u0661", "../../../etc/passwd", "-", "--", "=", "%s%n", "a,b,,c",
         "DUTCH", "dubov", "fide", "$(id)")  # fmt: skip
FILE_KINDS = ("trf", "adesk", "fifo", "dev_zero", "folder", "missing", "binary", "huge_line", "ratings_huge")


@dataclass(slots=True)
class Files:
    """The files a case may name, made once in ``folder``."""

    folder: Path
    paths: dict[str, Path] = field(default_factory=dict)

    def make(self) -> Files:
        from arbiter_desk.services import Desk

        f = self.folder
        trf = f / "demo.trf"
        trf.write_text(DEMO.read_text(encoding="utf-8"), encoding="utf-8")
        adesk = f / "demo.adesk"
        if not adesk.exists():
            Desk.import_trf(adesk, trf).close()
        fifo = f / "fifo"
        if not fifo.exists():
            os.mkfifo(fifo)
        (f / "folder").mkdir(exist_ok=True)
        (f / "binary").write_bytes(bytes(range(256)) * 64)
        (f / "huge_line.trf").write_text("012 " + "9" * 5000 + "\n001 " + "1" * 5000 + "\n", encoding="utf-8")
        (f / "ratings_huge.txt").write_text("2400\n" + "9" * 5000 + "\n", encoding="utf-8")
        self.paths = {
            "trf": trf,
            "adesk": adesk,
            "fifo": fifo,
            "dev_zero": Path("/dev/zero"),
            "folder": f / "folder",
            "missing": f / "missing.trf",
            "binary": f / "binary",
            "huge_line": f / "huge_line.trf",
            "ratings_huge": f / "ratings_huge.txt",
        }
        return self

    def any(self, rng: random.Random) -> str:
        return str(self.paths[rng.choice(FILE_KINDS)])

    def output(self, rng: random.Random, case: int) -> str:
        choice = rng.random()
        if choice < 0.15:
            return str(self.paths[rng.choice(("folder", "dev_zero", "fifo", "adesk", "trf"))])
        return str(self.folder / "out" / f"case{case}.{rng.choice(('trf', 'pdf', 'csv', 'adesk', 'txt'))}")


def _commands(parser: argparse.ArgumentParser) -> list[tuple[list[str], argparse.ArgumentParser]]:
    """Every command path (``generate``, ``server init`` …) with its parser."""
    found: list[tuple[list[str], argparse.ArgumentParser]] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                inner = _commands(sub)
                found += [([name, *path], p) for path, p in inner] if inner else [([name], sub)]
    return found


_FILE_WORDS = ("file", "trf", "tournament", "input", "source", "path", "list", "ratings_file", "from")


def _is_file(action: argparse.Action) -> bool:
    dest = action.dest.lower()
    return "output" not in dest and any(word in dest for word in _FILE_WORDS)


def _value(action: argparse.Action, rng: random.Random, files: Files, case: int, hostile: bool) -> str:
    """A value for ``action``: what an attacker types when ``hostile``, else one the option takes."""
    dest = action.dest.lower()
    if "output" in dest or dest in ("out", "o"):
        return files.output(rng, case) if hostile else str(files.folder / "out" / f"case{case}.out")
    file_like = any(word in dest for word in _FILE_WORDS)
    if not hostile:
        if action.choices:
            return str(rng.choice(list(action.choices)))
        if file_like:
            return str(files.paths["adesk" if "tournament" in dest else "trf"])
        if action.type is int:
            return str(rng.randint(1, 9))
        if action.type is float:
            return rng.choice(("0.1", "0.5"))
        return rng.choice(("2", "x", "1-3"))
    if file_like and rng.random() < 0.8:
        return files.any(rng)
    return rng.choice(NUMBERS) if rng.random() < 0.6 else rng.choice(TEXTS)


def arguments(case: int, files: Files, commands: list[tuple[list[str], argparse.ArgumentParser]]) -> list[str]:
    """The argv of ``case`` (the same seed always gives the same arguments): options drawn at random, one or
    two of their values hostile, so that most cases pass the parser and reach the command."""
    rng = random.Random(f"cli-arguments:{case}")
    path, parser = commands[case % len(commands)]
    argv = list(path)
    chosen = [
        a
        for a in parser._actions
        if not isinstance(a, argparse._HelpAction | argparse._VersionAction)
        and (not a.option_strings or a.required or rng.random() < 0.35)
    ]
    files_taken = [a for a in parser._actions if a.option_strings and _is_file(a)]
    if files_taken and rng.random() < 0.5:  # half the cases aim at a file option (a FIFO, /dev/zero …)
        aimed = rng.choice(files_taken)
        chosen = [a for a in chosen if a is not aimed] + [aimed]
        hostile = {len(chosen) - 1}
    else:
        hostile = set(rng.sample(range(len(chosen)), k=min(len(chosen), rng.choice((1, 1, 2))))) if chosen else set()
    for index, action in enumerate(chosen):
        bad = index in hostile
        if not action.option_strings:
            count = 2 if action.nargs in ("+", "*", 2) else 1
            argv += [_value(action, rng, files, case, bad) for _ in range(count)]
        elif action.nargs == 0:
            argv.append(rng.choice(action.option_strings))
        else:
            argv += [rng.choice(action.option_strings), _value(action, rng, files, case, bad)]
    return argv


class Hang(Exception):
    """The case did not answer in ``HANG_SECONDS``."""


@contextlib.contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    def alarm(_signum: int, _frame: object) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@dataclass(frozen=True, slots=True)
class Outcome:
    case: int
    argv: list[str]
    code: int | None
    failure: str | None
    seconds: float


def run_case(case: int, files: Files, commands: list[tuple[list[str], argparse.ArgumentParser]]) -> Outcome:
    argv = arguments(case, files, commands)
    (files.folder / "out").mkdir(exist_ok=True)
    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    code: int | None = None
    failure = None
    try:
        with _deadline(HANG_SECONDS), contextlib.redirect_stderr(err):
            code = run(argv, out)
    except Hang:
        if not _serving(argv, out.getvalue()):
            failure = f"hang: no answer in {HANG_SECONDS} s"
    except BaseException as exc:
        failure = f"traceback: {type(exc).__name__}: {str(exc)[:300]}"
    if failure is None and "Traceback" in err.getvalue():
        failure = "traceback printed"
    return Outcome(case, argv, code, failure, time.monotonic() - started)


def _serving(argv: list[str], said: str) -> bool:
    """``serve`` that got past every check runs until it is stopped: it said so ("Serving … at …"), so its
    time is up without a hang."""
    return argv[:1] == ["serve"] and said.startswith("Serving ")


def shown(argv: list[str]) -> str:
    return " ".join(a if len(a) <= 40 else a[:40] + f"…({len(a)} chars)" for a in argv)


def main() -> int:
    import tempfile

    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--cases", type=int, default=CASES)
    options.add_argument("--first", type=int, default=0)
    given = options.parse_args()
    commands = _commands(build_parser())
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        files = Files(Path(folder)).make()
        for case in range(given.first, given.first + given.cases):
            outcome = run_case(case, files, commands)
            if outcome.failure is not None:
                failures += 1
                print(f"case {case}: {outcome.failure}: {shown(outcome.argv)}", flush=True)
    print(f"{given.cases} cases, {failures} failures", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
