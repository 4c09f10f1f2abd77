"""``check`` reads the ``###`` integrity-event lines back (VCL4THP.13 Q113; ``core.integrity``)."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK


def _generated(tmp_path: Path) -> Path:
    out = tmp_path / "gen.trf"
    assert run(["generate", "--players", "10", "--rounds", "3", "--seed", "2", "-o", str(out)]) == EXIT_OK
    return out


def test_check_lists_the_event_lines_of_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _generated(tmp_path)
    path.write_text(
        path.read_text()
        + "### Correction @ Round 2: board 1 1-0 -> 0-1\n### Adjournment @ Round 3: board 2 adjourned\n"
    )
    capsys.readouterr()
    assert run(["check", str(path)]) == EXIT_OK
    out = capsys.readouterr().out
    assert "Integrity events (### lines): 2" in out
    assert "Correction @ Round 2: board 1 1-0 -> 0-1" in out and "Adjournment @ Round 3: board 2 adjourned" in out


def test_check_reports_a_mistyped_event_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _generated(tmp_path)
    path.write_text(path.read_text() + "### Corection @ Round 2: board 1\n")
    capsys.readouterr()
    assert run(["check", str(path)]) == EXIT_DIFFERENCES
    assert "not a known event line" in capsys.readouterr().out


def test_check_says_when_there_are_no_events(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _generated(tmp_path)
    capsys.readouterr()
    assert run(["check", str(path)]) == EXIT_OK
    assert "Integrity events (### lines): none" in capsys.readouterr().out
