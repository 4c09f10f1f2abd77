"""Bounded input on the command line: every command refuses hostile input with exit 3 and a message naming
the line (or the file); ``generate`` bounds its arguments up front; ``validate`` reads team files as ``import``
does."""

from __future__ import annotations

import io
import os
from contextlib import redirect_stderr
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.formats.trf.team_writer import write_team_trf
from tests.formats.trf.trf_lines import block, player_line, trf

GIANT = "9" * 5000


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = run(list(argv), out)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def giant(tmp_path: Path) -> Path:
    path = tmp_path / "giant.trf"
    players = (player_line(1, "A", blocks=[block(2, "w", "1")]), player_line(2, "B", blocks=[block(1, "b", "0")]))
    path.write_text(trf(f"XXR {GIANT}", *players))
    return path


@pytest.mark.parametrize(
    "argv",
    [
        ["validate"],
        ["pair", "--system", "dubov"],
        ["check"],
        ["standings"],
        ["convert", "-o", "{out}"],
        ["import", "-o", "{out}.adesk"],
        ["print", "--doc", "standings", "-o", "{out}.pdf"],
    ],
)
def test_every_command_refuses_a_giant_number_naming_its_line(giant: Path, argv: list[str]) -> None:
    out = giant.with_name("out")
    code, text, err = _run(argv[0], str(giant), *(a.format(out=out) for a in argv[1:]))
    assert code == EXIT_INVALID_INPUT
    assert "line 1, col 5: total number of rounds must be a number from 1 to 999" in text + err
    assert "Traceback" not in err and len(text + err) < 2000
    assert sorted(p.name for p in giant.parent.iterdir()) == ["giant.trf"]


def test_a_fifo_is_refused_with_exit_3(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.trf"
    os.mkfifo(fifo)
    code, _, err = _run("validate", str(fifo))
    assert code == EXIT_INVALID_INPUT
    assert "not a regular file" in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--players", "10000", "--rounds", "3"], "at most 9999 players (what a TRF file can number) and 99 rounds"),
        (["--players", "10", "--rounds", "100"], "at most 9999 players (what a TRF file can number) and 99 rounds"),
        (["--players", "5", "--rounds", "3", "--prohibited", "11"], "5 players make 10 pairs; 11 prohibited"),
        (["--system", "team", "--teams", "1000", "--rounds", "3"], "2 to 999 teams"),
        (["--system", "team", "--teams", "10", "--rounds", "100"], "1 to 99 rounds"),
        (["--system", "team", "--teams", "600", "--boards", "20", "--rounds", "3"], "more than 9999 players"),
    ],
)
def test_generate_bounds_its_arguments_up_front(tmp_path: Path, argv: list[str], words: str) -> None:
    code, _, err = _run("generate", *argv, "-o", str(tmp_path / "g.trf"))
    assert code == EXIT_INVALID_INPUT
    assert words in err
    assert list(tmp_path.iterdir()) == []


def test_generate_accepts_all_pairs_prohibited_but_one_more(tmp_path: Path) -> None:
    code, _, err = _run("generate", "--players", "5", "--rounds", "1", "--prohibited", "10", "-o", str(tmp_path / "g"))
    assert code in (EXIT_OK, 1), err


def _team_file(tmp_path: Path) -> Path:
    path = tmp_path / "team.trf"
    path.write_text(write_team_trf(generate_team_event(TeamGeneratorOptions(teams=4, rounds=2, boards=2, seed=3))))
    return path


def test_validate_reads_a_team_file_with_the_team_reader(tmp_path: Path) -> None:
    path = _team_file(tmp_path)
    code, text, _ = _run("validate", str(path))
    assert code == EXIT_OK
    assert "TRF-2026 team file, 4 teams" in text


def test_validate_finds_in_a_team_file_what_import_refuses(tmp_path: Path) -> None:
    path = _team_file(tmp_path)
    lines = path.read_text().split("\n")
    i = next(i for i, line in enumerate(lines) if line.startswith("310"))
    lines[i] = lines[i][:73] + "  99" + lines[i][77:]  # a roster naming a start rank no 001 line has
    path.write_text("\n".join(lines))
    code, text, _ = _run("validate", str(path))
    imported, _, err = _run("import", str(path), "-o", str(tmp_path / "t.adesk"))
    assert (code, imported) == (EXIT_INVALID_INPUT, EXIT_INVALID_INPUT)
    assert f"line {i + 1}" in text
    assert f"line {i + 1}" in err
