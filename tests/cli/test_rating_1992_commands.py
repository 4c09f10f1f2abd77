"""``pair``, ``explain``, ``check`` and ``generate`` with ``--system rating-1992`` (FIDE 1992)."""

import re
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK
from arbiter_desk.core.pairing import HISTORICAL, find_entry
from arbiter_desk.core.pairing.system_record import entry_named_in_comments
from arbiter_desk.formats.trf import load_trf

from .test_pairing_commands import SIX


@pytest.fixture
def six(tmp_path: Path) -> Path:
    path = tmp_path / "six.trf"
    path.write_text(SIX)
    return path


def test_pair_with_rating_1992_bbp_output(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["pair", "--system", "rating-1992", str(six)]) == EXIT_OK
    lines = capsys.readouterr().out.splitlines()
    assert int(lines[0]) == len(lines) - 1
    assert all(len(line.split()) == 2 for line in lines[1:])


def test_explain_cites_the_1992_articles(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "--system", "rating-1992", str(six)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Swiss system based on rating (FIDE, 1992)" in text
    assert "White by 1992 E" in text or "White by 1992 B2" in text
    assert "art." not in text and "C.04" not in text


def test_generate_writes_custom_swiss_and_the_system_line_and_check_replays_without_flags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "r92.trf"
    args = ["generate", "--system", "rating-1992", "--players", "13", "--rounds", "6", "--seed", "5"]
    assert run([*args, "--forfeits", "0.1", "--byes", "0.1", "-o", str(out)]) == EXIT_OK
    text = out.read_text()
    assert "\n192 CUSTOM_SWISS" in text and "\n### System: rating-1992" in text
    tournament = load_trf(out)
    entry = entry_named_in_comments(tournament.comments)
    assert entry is not None and entry.key == "rating-1992"
    assert run(["check", str(out)]) == EXIT_OK
    assert "all 6 rounds agree with the rating-1992 pairing" in capsys.readouterr().out


def test_check_finds_a_changed_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Dutch (2026) events checked as 1992 ones: some round differs (1992 C14 restarts with x = 0 where C.04.3
    ranks downfloater scores first, ``test_differs_from_dutch.py``), and check names it with both pairings."""
    found = []
    for seed in range(1, 9):
        out = tmp_path / f"dutch{seed}.trf"
        args = ["generate", "--system", "dutch", "--players", "12", "--rounds", "7", "--seed", str(seed)]
        assert run([*args, "-o", str(out)]) == EXIT_OK
        capsys.readouterr()
        if run(["check", "--system", "rating-1992", str(out)]) == EXIT_DIFFERENCES:
            found.append(capsys.readouterr().out)
    assert found, "no generated Dutch event differs from the 1992 pairing"
    for report in found:
        assert re.search(r"round \d+: file pairs .*, engine pairs ", report)
        assert re.search(r"\d+ of 7 rounds? differs? from the rating-1992 pairing", report)


def test_rating_1992_is_a_historical_entry() -> None:
    entry = find_entry("rating-1992")
    assert entry in HISTORICAL and entry.historical and entry.edition == "1992" and entry.key == "rating-1992"
    assert find_entry("rating-1992", "1992") is entry
