"""``pair|explain|check|generate --system double-swiss`` on the two-columns-per-round convention (C.04.5, D1)."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_INVALID_INPUT, EXIT_OK

# Five players, one Double-Swiss round of three played (XXR 6); player 5 had the PAB (U + H, D2).
FIVE = """012 Double-Swiss CLI test
XXR 6
XXC white1
192 FIDE_DOUBLESWISS
001    1      Player 01                         2500                             2.0    1     3 w 1     3 b 1
001    2      Player 02                         2400                             1.0    3     4 b =     4 w =
001    3      Player 03                         2300                             0.0    5     1 b 0     1 w 0
001    4      Player 04                         2200                             1.0    4     2 w =     2 b =
001    5      Player 05                         2100                             1.5    2  0000 - U  0000 - H
"""


@pytest.fixture
def five(tmp_path: Path) -> Path:
    path = tmp_path / "five.trf"
    path.write_text(FIVE)
    return path


def test_pair_double_swiss_prints_game_one_pairing(five: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 2: PAB to 3 (art. 3.4, lowest score). Upfloater 5 for 1 would leave 2-4 (met, [C3]), so 1 meets
    2 (D8) and 5 meets 4. The output is the game-1 pairing, White first, the PAB last as ``tpn 0``."""
    assert run(["pair", "--system", "double-swiss", str(five)]) == EXIT_OK
    lines = capsys.readouterr().out.split("\n")
    assert lines[0] == "3"
    assert lines[3] == "3 0"
    pairs = {frozenset(map(int, line.split())) for line in lines[1:3]}
    assert pairs == {frozenset((1, 2)), frozenset((4, 5))}


def test_explain_double_swiss_names_the_articles(five: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "--system", "double-swiss", str(five)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Double-Swiss" in text and "art. 3.4" in text and "4.3" in text


def test_generate_then_check_double_swiss_agrees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ds.trf"
    args = ["generate", "--system", "double-swiss", "--players", "9", "--rounds", "4", "--seed", "3"]
    assert run([*args, "--forfeits", "0.1", "--byes", "0.1", "-o", str(out)]) == EXIT_OK
    text = out.read_text()
    assert "192 FIDE_DOUBLESWISS" in text and "142 8" in text  # 2 x 4 rounds
    assert run(["check", "--system", "double-swiss", str(out)]) == EXIT_OK
    assert "all 4 rounds agree" in capsys.readouterr().out


def test_check_double_swiss_reports_a_changed_pairing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ds.trf"
    assert run(["generate", "--system", "double-swiss", "--players", "6", "--rounds", "2", "-o", str(out)]) == 0
    lines = out.read_text().splitlines()
    # Swap the game-1 colours of player 1's round-1 match: a colour difference (art. 4.3.1).
    fixed = []
    for line in lines:
        if line.startswith("001"):
            cells = list(line)
            colour = line[96]
            if colour in "wb":
                cells[96] = "b" if colour == "w" else "w"
                cells[106] = "w" if colour == "w" else "b"
            line = "".join(cells)
        fixed.append(line)
    out.write_text("\n".join(fixed) + "\n")
    assert run(["check", "--system", "double-swiss", str(out)]) == EXIT_DIFFERENCES
    assert "engine gives White" in capsys.readouterr().out


def test_generate_double_swiss_refuses_baku(tmp_path: Path) -> None:
    args = ["generate", "--system", "double-swiss", "--players", "6", "--rounds", "2", "--baku"]
    assert run([*args, "-o", str(tmp_path / "x.trf")]) == EXIT_INVALID_INPUT


def test_check_without_system_reads_record_192(five: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``192 FIDE_DOUBLESWISS`` names the system: ``check`` re-pairs by Double-Swiss rounds (two columns each)."""
    assert run(["check", str(five)]) == EXIT_OK
    assert "all 1 rounds agree with the double-swiss pairing" in capsys.readouterr().out
