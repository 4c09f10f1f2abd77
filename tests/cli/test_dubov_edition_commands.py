"""``pair``, ``explain``, ``check`` and ``generate`` with ``--system dubov --edition 1997|2018``, and the
TRF record of the edition (``formats/trf/edition.py``)."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.formats.trf.edition import edition_comment, recorded_edition, with_edition

from .test_pairing_commands import SIX


@pytest.fixture
def six(tmp_path: Path) -> Path:
    path = tmp_path / "six.trf"
    path.write_text(SIX)
    return path


@pytest.mark.parametrize("edition", ["1997", "2018"])
def test_generate_records_the_edition_and_check_replays_it_without_flags(
    edition: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"dubov{edition}.trf"
    args = ["generate", "--system", "dubov", "--edition", edition, "--players", "13", "--rounds", "6", "--seed", "5"]
    assert run([*args, "--forfeits", "0.1", "--byes", "0.1", "-o", str(out)]) == EXIT_OK
    text = out.read_text()
    assert "192 FIDE_DUBOV\n" in text and f"### Edition: Dubov {edition}\n" in text
    tournament = load_trf(out)
    assert recorded_edition(tournament.comments) is not None
    capsys.readouterr()
    assert run(["check", str(out)]) == EXIT_OK
    report = capsys.readouterr().out
    assert "replayed under the Dubov system" in report and edition in report.splitlines()[0]
    assert "all 6 rounds agree" in report


def test_check_with_another_edition_lists_the_differences(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "d97.trf"
    args = ["generate", "--system", "dubov", "--edition", "1997", "--players", "16", "--rounds", "7", "--seed", "2"]
    assert run([*args, "-o", str(out)]) == EXIT_OK
    assert run(["check", "--edition", "2026", str(out)]) == EXIT_DIFFERENCES
    assert "engine pairs" in capsys.readouterr().out


def test_pair_and_explain_cite_the_editions_own_articles(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["pair", "--system", "dubov", "--edition", "1997", str(six)]) == EXIT_OK
    lines = capsys.readouterr().out.split()
    assert lines[0] == "3" and lines[-1] == "0"
    assert run(["explain", "--system", "dubov", "--edition", "1997", str(six)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Dubov system (C.04.3, 1997)" in text and "1997 art." in text and "art. 3.2" not in text
    assert run(["explain", "--system", "dubov", "--edition", "2018", str(six)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Dubov system (C.04.4.1, 2018)" in text and "2018 B." in text and "art. 3.2" not in text


def test_an_unknown_edition_is_refused_with_the_known_ones(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["pair", "--system", "dubov", "--edition", "1999", str(six)]) != EXIT_OK
    assert "editions: 2026, 2018, 1997" in capsys.readouterr().err


def test_the_edition_line_format() -> None:
    assert edition_comment("dubov", "1997") == "Edition: Dubov 1997"
    found = recorded_edition(["audit: something", "  edition:  DUBOV   2018 "])
    assert found is not None and (found.system, found.edition) == ("dubov", "2018")
    assert recorded_edition(["Edition of the rules unknown"]) is None


def test_with_edition_replaces_and_omits_the_edition_in_force(six: Path) -> None:
    t = load_trf(six)
    old = with_edition(t, "dubov", "1997", "2026")
    assert old.comments[0] == "Edition: Dubov 1997"
    again = with_edition(old, "dubov", "2018", "2026")
    assert [c for c in again.comments if c.startswith("Edition")] == ["Edition: Dubov 2018"]
    assert not [c for c in with_edition(old, "dubov", "2026", "2026").comments if c.startswith("Edition")]
