"""``pair``, ``explain``, ``check`` and ``generate`` with ``--system lim`` (C.04.4.3, 2026)."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.pairing import Capability, find_entry
from arbiter_desk.formats.trf import load_trf

from .test_pairing_commands import SIX


@pytest.fixture
def six(tmp_path: Path) -> Path:
    path = tmp_path / "six.trf"
    path.write_text(SIX.replace("012 Cli test", "012 Lim cli test"))
    return path


def test_pair_with_lim(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """1.0: {1, 2, 3}, 3 floats (3.2.4) to the empty median 0.5; 0.0: {4, 5}, 4 floats up; 5 gets the bye
    (art. 1.1: lowest ranked of the lowest scoregroup) - so 5 players: bye 5, then 1-2 and 3-4.
    """
    assert run(["pair", "--system", "lim", str(six)]) == EXIT_OK
    lines = capsys.readouterr().out.split()
    assert lines[0] == "3"
    assert lines[-2:] == ["5", "0"]
    pairs = {frozenset(map(int, lines[i : i + 2])) for i in (1, 3)}
    assert pairs == {frozenset((1, 2)), frozenset((3, 4))}


def test_explain_with_lim_names_scoregroups_floaters_and_rules(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "--system", "lim", str(six)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Lim system (C.04.4.3, 2026)" in text
    assert "Pairing-allocated bye: 5 (art. 1.1" in text
    assert "paired 1. (above the median, downward; art. 2.2)" in text
    assert "floats on: 3" in text and "3.2.4/3.3" in text
    assert "White by 5." in text


def test_generate_lim_writes_custom_swiss_and_checks_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "lim.trf"
    args = ["generate", "--system", "lim", "--players", "11", "--rounds", "5", "--seed", "3", "--byes", "0.05"]
    assert run([*args, "-o", str(out)]) == EXIT_OK
    assert load_trf(out).info.type_code == "CUSTOM_SWISS"
    assert run(["check", "--system", "lim", str(out)]) == EXIT_OK
    assert "all 5 rounds agree with the lim pairing" in capsys.readouterr().out


def test_lim_is_registered_without_a_trf_code() -> None:
    entry = find_entry("lim")
    assert entry.article == "C.04.4.3" and entry.trf_codes == ()
    assert entry.can(Capability.ACCELERATION) and entry.can(Capability.PROHIBITED_PAIRS)
