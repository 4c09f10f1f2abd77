"""``pair|explain|check|generate --system dutch`` (C.04.3, 2026), JaVaFo/bbpPairings style."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK

from .test_pairing_commands import SIX


@pytest.fixture
def six(tmp_path: Path) -> Path:
    path = tmp_path / "six.trf"
    path.write_text(SIX.replace("012 Cli test", "012 Cli test\n192 FIDE_DUTCH_2026"))
    return path


def test_pair_dutch_hand_worked(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """1, 2, 3 on 1 point: S1 = 1, S2 = 2 3, the first candidate 1-2 is best (colours granted, art. 5.2.1);
    3 downfloats and meets 4 (4 wants White, 3 Black); 5 gets the PAB ([C5] lowest score).
    """
    assert run(["pair", "--system", "dutch", str(six)]) == EXIT_OK
    assert capsys.readouterr().out.split() == ["3", "2", "1", "4", "3", "5", "0"]


def test_explain_dutch_names_brackets_floaters_and_colour_rules(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "--system", "dutch", str(six)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Dutch system (C.04.3, 2026)" in text
    assert "Bracket 1.0" in text and "3 downfloats" in text
    assert "White by 5.2.1" in text and "Pairing-allocated bye: 5" in text


def test_generate_then_check_dutch_is_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen.trf"
    args = ["generate", "--system", "dutch", "--players", "13", "--rounds", "5", "--seed", "4", "--byes", "0.05"]
    assert run([*args, "--forfeits", "0.05", "-o", str(out)]) == EXIT_OK
    text = out.read_text()
    assert "192 FIDE_DUTCH_2026" in text
    assert run(["check", "--system", "dutch", str(out)]) == EXIT_OK
    assert "round 5: ok" in capsys.readouterr().out
