"""``generate --ratings-file`` reads with bounds: a FIFO blocked for ever, ``/dev/zero`` ended in MemoryError and
a 5,000-digit line in ValueError (the generator's ratings: C.04.3 annex, Q25). Each is now refused at once
with a message naming the file (exit 3)."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK


@contextmanager
def _answers_within(seconds: int) -> Iterator[None]:
    def hang(_signum: int, _frame: object) -> None:
        raise AssertionError(f"no answer in {seconds} s")

    previous = signal.signal(signal.SIGALRM, hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _generate(ratings: Path, tmp_path: Path) -> int:
    with _answers_within(20):
        return run(["generate", "--ratings-file", str(ratings), "--seed", "1", "-o", str(tmp_path / "out.trf")])


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "huge_line", "superscript", "too_large"])
def test_a_ratings_file_that_cannot_be_a_list_is_refused_at_once(
    tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ratings = tmp_path / "ratings.txt"
    if kind == "fifo":
        os.mkfifo(ratings)
    elif kind == "dev_zero":
        ratings = Path("/dev/zero")
    elif kind == "folder":
        ratings.mkdir()
    elif kind == "huge_line":
        ratings.write_text("2400\n" + "9" * 5000 + "\n", encoding="utf-8")
    elif kind == "superscript":
        ratings.write_text("2400\n2²00\n", encoding="utf-8")
    else:
        ratings.write_text("2000\n" * 300_000, encoding="utf-8")
    assert _generate(ratings, tmp_path) == EXIT_INVALID_INPUT
    told = capsys.readouterr().err
    assert str(ratings) in told and "Traceback" not in told and len(told) < 500
    assert not (tmp_path / "out.trf").exists()


def test_a_good_ratings_file_still_generates(tmp_path: Path) -> None:
    ratings = tmp_path / "ratings.txt"
    ratings.write_text("# a small open\n2400\n2300\n2200\n2100\n2000\n1900\n", encoding="utf-8")
    assert _generate(ratings, tmp_path) == EXIT_OK
    assert (tmp_path / "out.trf").exists()
