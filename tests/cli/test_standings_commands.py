"""``arbiter-desk standings``: table and CSV of ranks, points and C.07 tie-breaks from a TRF file."""

import csv
import io
import sys
import types
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.core.tournament import Tournament
from tests.core.tiebreaks.crosstable import sample

# The hand-made sample of tests/core/tiebreaks (6 players, 4 rounds, a forfeit, H and U byes) as TRF-2026,
# with record 202 asking for BH/C1,SB.
SAMPLE_TRF = """\
012 Desk Open
062 6
072 6
162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0
202 BH/C1,SB
001    1      Player 1                          2400                             3.5    1     4 w 1     6 b 1     2 w =     3 - +
001    2      Player 2                          2300                             3.0    2     5 w =     4 b 1     1 b =     6 w 1
001    3      Player 3                          2200                             1.5    5     6 w 0     5 b =     4 w 1     1 - -
001    4      Player 4                          2100                             1.0    6     1 b 0     2 w 0     3 b 0     5 w 1
001    5      Player 5                          2000                             1.5    4     2 b =     3 w =  0000 - H     4 b 0
001    6      Player 6                          1900                             2.0    3     3 b 1     1 w 0  0000 - U     2 b 0
"""  # noqa: E501


@pytest.fixture
def trf(tmp_path: Path) -> Path:
    path = tmp_path / "sample.trf"
    path.write_text(SAMPLE_TRF, encoding="utf-8")
    return path


def rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines()[1:]]


def test_uses_record_202_by_default(trf: Path) -> None:
    out = io.StringIO()
    assert run(["standings", str(trf)], out) == EXIT_OK
    table = rows(out.getvalue())
    assert table[0] == ["Rank", "TPN", "Name", "Pts", "BH/C1", "SB"]
    # 1 (3.5), 2 (3.0), 6 (2.0), then 5 before 3 on BH/C1 (5.5 vs 4.5: the VUR is cut), 4 (1.0).
    assert [(r[0], r[1]) for r in table[1:]] == [("1", "1"), ("2", "2"), ("3", "6"), ("4", "5"), ("5", "3"), ("6", "4")]
    assert table[4] == ["4", "5", "Player", "5", "1.5", "5.5", "3.00"]


def test_explicit_list_edition_and_csv(trf: Path) -> None:
    out = io.StringIO()
    assert run(["standings", str(trf), "--tiebreaks", "BH,TPR", "--edition", "2024", "--csv"], out) == EXIT_OK
    records = list(csv.reader(io.StringIO(out.getvalue())))
    assert records[0] == ["Rank", "TPN", "Name", "Pts", "BH", "TPR"]
    # 2024: 1's forfeit-win dummy keeps his own 3.5 → BH 9.5 (2026: 7.5); TPR 2100 + dp(0.83) = 2373.
    assert records[1] == ["1", "1", "Player 1", "3.5", "9.5", "2373"]
    out26 = io.StringIO()
    run(["standings", str(trf), "--tiebreaks", "BH", "--csv"], out26)
    assert list(csv.reader(io.StringIO(out26.getvalue())))[1][4] == "7.5"


def test_after_round(trf: Path) -> None:
    out = io.StringIO()
    assert run(["standings", str(trf), "--after-round", "2", "--tiebreaks", "BH/C1"], out) == EXIT_OK
    assert "after round 2" in out.getvalue()
    table = rows(out.getvalue())
    # After round 2: 1 has 2.0 and met 4 (0) and 6 (1.0); 2 has 1.5 and met 5 (1.0) and 4 (0): Cut-1 drops 0.
    assert [(r[1], r[-2], r[-1]) for r in table[1:3]] == [("1", "2.0", "1.0"), ("2", "1.5", "1.0")]


def test_bad_code_is_invalid_input(trf: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["standings", str(trf), "--tiebreaks", "BH,XX"]) == EXIT_INVALID_INPUT
    assert "'XX'" in capsys.readouterr().err


def test_missing_file_is_invalid_input(tmp_path: Path) -> None:
    assert run(["standings", str(tmp_path / "none.trf")]) == EXIT_INVALID_INPUT


def test_default_list_without_record_202(monkeypatch: pytest.MonkeyPatch) -> None:
    # The loader replaced by a stand-in that returns the sample snapshot without a tie-break list.
    fake = types.ModuleType("arbiter_desk.formats.trf")

    def load_trf(path: object) -> Tournament:
        assert str(path) == "any.trf"
        return sample()

    fake.load_trf = load_trf  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "arbiter_desk.formats.trf", fake)
    out = io.StringIO()
    assert run(["standings", "any.trf", "--lots-seed", "5"], out) == EXIT_OK
    assert rows(out.getvalue())[0][4:] == ["BH/C1", "BH", "SB", "DE", "WIN"]


def test_help_lists_standings(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--help"]) == EXIT_OK
    assert "standings" in capsys.readouterr().out


def test_edition_defaults_to_the_one_in_force_on_the_start_date(tmp_path: Path) -> None:
    """The 2026 edition applies from 1 March 2026: a file starting earlier is ranked under the 2024 one
    (player 1's forfeit-win dummy uncapped: BH 9.5 instead of 7.5), as FIDE's checker does."""
    values = {}
    for date in ("2026/02/28", "2026/03/01", ""):
        path = tmp_path / f"dated{len(values)}.trf"
        path.write_text(f"042 {date}\n" + SAMPLE_TRF, encoding="utf-8")
        out = io.StringIO()
        assert run(["standings", str(path), "--tiebreaks", "BH", "--csv"], out) == EXIT_OK
        values[date] = list(csv.reader(io.StringIO(out.getvalue())))[1][4]
    assert values == {"2026/02/28": "9.5", "2026/03/01": "7.5", "": "7.5"}


def test_csv_leaves_undefined_values_blank(tmp_path: Path) -> None:
    """A player without any game has no ARO: blank in CSV, "–" in the table."""
    path = tmp_path / "absent.trf"
    path.write_text(SAMPLE_TRF + "001    7      Player 7                          1800\n", encoding="utf-8")
    out = io.StringIO()
    assert run(["standings", str(path), "--tiebreaks", "ARO", "--csv"], out) == EXIT_OK
    last = list(csv.reader(io.StringIO(out.getvalue())))[-1]
    assert last[1] == "7" and last[4] == ""
    out = io.StringIO()
    assert run(["standings", str(path), "--tiebreaks", "ARO"], out) == EXIT_OK
    assert out.getvalue().splitlines()[-1].split()[-1] == "–"


def test_lots_from_the_tournament_s_data_are_repeatable(tmp_path: Path) -> None:
    """Q204, Q206: ``--lots`` draws the ties left by lot, seeded from the file's own data: the same order twice."""
    path = tmp_path / "tied.trf"
    path.write_text(SAMPLE_TRF, encoding="utf-8")
    first, second, plain = io.StringIO(), io.StringIO(), io.StringIO()
    assert run(["standings", str(path), "--tiebreaks", "DE", "--lots"], first) == EXIT_OK  # 3 and 5 drew: tied
    assert run(["standings", str(path), "--tiebreaks", "DE", "--lots"], second) == EXIT_OK
    assert run(["standings", str(path), "--tiebreaks", "DE"], plain) == EXIT_OK
    assert first.getvalue() == second.getvalue() and "Drawing of lots, seed" in first.getvalue()
    assert "Drawing of lots" not in plain.getvalue()


def test_two_methods_for_unrated_players_in_rating_tie_breaks(tmp_path: Path) -> None:
    """Q208–209 (C.07 General): by default an unrated opponent is left out of ARO; ``--unrated-rating 0`` counts
    unrated players with the published rating 0 instead."""
    path = tmp_path / "unrated.trf"
    unrated = SAMPLE_TRF.replace("Player 4                          2100", "Player 4                             0")
    path.write_text(unrated, encoding="utf-8")
    left_out, as_zero = io.StringIO(), io.StringIO()
    assert run(["standings", str(path), "--tiebreaks", "ARO", "--csv"], left_out) == EXIT_OK
    assert run(["standings", str(path), "--tiebreaks", "ARO", "--csv", "--unrated-rating", "0"], as_zero) == EXIT_OK
    assert left_out.getvalue() != as_zero.getvalue()
