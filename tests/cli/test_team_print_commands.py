"""``print`` of a team file (every team document as a PDF) and ``standings --boards``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.formats.documents import TEAM_DOCUMENT_KINDS
from arbiter_desk.formats.trf import write_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf
from tests.core.pairing.team.variants import generated
from tests.formats.documents.sample import sample_tournament


@pytest.fixture(scope="module")
def team_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("teamprint") / "league.trf"
    path.write_text(write_team_trf(generated(5)), encoding="utf-8")
    return path


def _text(path: Path) -> str:
    return re.sub(r"\s+", " ", " ".join(p.extract_text() or "" for p in PdfReader(path).pages))


@pytest.mark.parametrize(
    ("kind", "title"),
    [
        ("pairings", "Pairings, round 2"),
        ("result-slips", "Result slips, round 2"),
        ("standings", "Team standings after round 2"),
        ("crosstable", "Team cross table after round 2"),
        ("boards", "Board statistics after round 2"),
    ],
)
def test_every_team_document_as_pdf(team_file: Path, tmp_path: Path, kind: str, title: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    assert kind in TEAM_DOCUMENT_KINDS
    out = tmp_path / f"{kind}.pdf"
    assert run(["print", str(team_file), "--doc", kind, "--round", "2", "-o", str(out)]) == EXIT_OK
    assert capsys.readouterr().out.strip() == f"{out}: {title}"
    assert title in _text(out)


def test_individual_only_documents_are_refused_for_a_team_file(
    team_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.pdf"
    assert run(["print", str(team_file), "--doc", "players", "-o", str(out)]) == EXIT_INVALID_INPUT
    assert "not a document of a team event" in capsys.readouterr().err
    assert not out.exists()


def test_standings_boards_table_and_csv(team_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["standings", "--boards", "--after-round", "3", str(team_file)]) == EXIT_OK
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["Board", "Player", "No.", "Team", "Rtg", "Games", "Pts", "%", "ARO", "Perf", "Forfeits"]
    assert lines[1].split()[0] == "1" and lines[-1].split()[0] != "1"
    assert run(["standings", "--boards", "--csv", str(team_file)]) == EXIT_OK
    rows = capsys.readouterr().out.splitlines()
    assert rows[0] == "Board,Player,No.,Team,Rtg,Games,Pts,%,ARO,Perf,Forfeits"


def test_boards_of_an_individual_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "open.trf"
    path.write_text(write_trf(sample_tournament()), encoding="utf-8")
    assert run(["standings", "--boards", str(path)]) == EXIT_INVALID_INPUT
    assert "--boards is for team files" in capsys.readouterr().err
