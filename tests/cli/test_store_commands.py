"""``import`` and ``export``: a TRF into a tournament file and back, keeping every player, pairing, colour
and result."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK, EXIT_USAGE
from arbiter_desk.formats.trf import load_trf

# Two rounds played, with a pairing-allocated bye, a forfeit and a half-point bye; round 3 to pair.
FIVE = """012 Store test
192 FIDE_DUBOV
022 Rome
102 Ann Arbiter
142 5
001    1 m    Alpha, Anna                       2400 ENG     1000001 1990/01/01  2.0    1     4 w 1     2 b 1
001    2 m    Bravo, Bert                       2300 ENG     1000002 1990/01/01  1.0    2     5 b +     1 w 0
001    3 m    Charlie, Cora                     2200 ENG     1000003 1990/01/01  1.5    3  0000 - U     4 b =
001    4 m    Delta, Dirk                       2100 ENG     1000004 1990/01/01  0.5    4     1 b 0     3 w =
001    5 m    Echo, Emil                        2000 ENG     1000005 1990/01/01  0.5    5     2 w -  0000 - H
"""


def test_import_then_export_keeps_players_pairings_colours_results(tmp_path: Path) -> None:
    source = tmp_path / "five.trf"
    source.write_text(FIVE)
    desk_file = tmp_path / "five.adesk"
    out = tmp_path / "out.trf"
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_OK
    assert run(["export", str(desk_file), "-o", str(out)]) == EXIT_OK
    before, after = load_trf(source), load_trf(out)
    assert after.players == before.players
    assert replace(after, comments=()) == replace(before, comments=())
    assert "### " in out.read_text()


def test_export_of_a_missing_file_is_invalid_input(tmp_path: Path) -> None:
    assert run(["export", str(tmp_path / "none.adesk"), "-o", str(tmp_path / "x.trf")]) == EXIT_INVALID_INPUT
    assert not (tmp_path / "x.trf").exists()


def test_import_of_a_bad_trf_is_invalid_input(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("this is not a tournament report\n")
    assert run(["import", str(bad), "-o", str(tmp_path / "bad.adesk")]) == EXIT_INVALID_INPUT
    assert not (tmp_path / "bad.adesk").exists()


def test_help_lists_import_and_export(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--help"]) == EXIT_OK
    text = capsys.readouterr().out
    assert "import" in text and "export" in text


def test_import_reports_declared_points_that_disagree_with_the_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A tournament file keeps the results; the TRF's different points are reported."""
    source = tmp_path / "five.trf"
    source.write_text(
        FIVE.replace(
            "Delta, Dirk                       2100 ENG     1000004 1990/01/01  0.5",
            "Delta, Dirk                       2100 ENG     1000004 1990/01/01  1.5",
        )
    )
    assert run(["import", str(source), "-o", str(tmp_path / "five.adesk")]) == EXIT_OK
    err = capsys.readouterr().err
    assert "player 4 declares 1.5 points, the results give 0.5; the results count" in err
    assert "player 1" not in err


def test_a_refused_import_writes_nothing_and_the_corrected_file_imports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``192 FIDE_BURS8EIN``: refused (a record 192 naming no system the program knows: the system must be given,
    exit 2), and no tournament file is left, so the corrected TRF imports under the same name (it was refused
    before because the name existed)."""
    source = tmp_path / "five.trf"
    source.write_text(FIVE.replace("142 5\n", "142 5\n192 FIDE_BURS8EIN\n"))
    desk_file = tmp_path / "five.adesk"
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_USAGE
    assert "FIDE_BURS8EIN" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["five.trf"]
    source.write_text(FIVE.replace("142 5\n", "142 5\n192 FIDE_BURSTEIN\n"))
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_OK
