"""TRF exchange: TRF → DB → snapshot equals TRF → snapshot; export keeps every player, pairing, colour and
result, and writes the audit trail as TRF-2026 ``###`` comments."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.formats.trf import TrfVersion, load_trf, parse_trf, write_trf
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import TournamentFileError
from arbiter_desk.services.files.importer import ImportCancelledError
from tests.services.conftest import register, validate_pairing
from tests.services.event.test_snapshot import sample_tournament
from tests.services.fakes import FakeSystem


@pytest.fixture
def trf_file(tmp_path: Path) -> Path:
    path = tmp_path / "sample.trf"
    path.write_text(write_trf(sample_tournament(), TrfVersion.TRF26))
    return path


def test_trf_then_db_gives_the_trf_snapshot(tmp_path: Path, trf_file: Path) -> None:
    from_file = load_trf(trf_file)
    fake = FakeSystem()
    desk = Desk.import_trf(tmp_path / "t.adesk", trf_file, systems=lambda _n: fake)
    assert desk.snapshot() == from_file
    desk.rounds.pair_next_round()
    assert fake.snapshots[-1] == from_file  # the engine sees the same tournament either way
    desk.close()


def test_export_keeps_everything_and_adds_the_audit_trail(tmp_path: Path, trf_file: Path) -> None:
    desk = Desk.import_trf(tmp_path / "t.adesk", trf_file, systems=lambda _n: FakeSystem())
    desk.export_trf(tmp_path / "out.trf")
    desk.close()
    original = load_trf(trf_file)
    exported = load_trf(tmp_path / "out.trf")
    assert replace(exported, comments=()) == replace(original, comments=())
    assert exported.comments[: len(original.comments)] == original.comments
    assert any("import Imported Open (6 players)" in c for c in exported.comments)


def test_desk_tournament_exports_its_overrides_as_comments(desk: Desk, tmp_path: Path) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    validate_pairing(desk, 1, [(ids[0], ids[3]), (ids[2], ids[1])], None, "4.4.2", "team mates")
    for board in desk.rounds.boards(1):
        desk.results.record_result(1, board.number, GameResult.DRAW)
    desk.export_trf(tmp_path / "desk.trf")
    text = (tmp_path / "desk.trf").read_text()
    assert "override round 1 (art. 4.4.2) - C.04.2 art. 4.4.2: team mates" in text
    assert "### MPA @ Round 1: 1-2 4-3 => 1-4 3-2 (art. 4.4.2: team mates)" in text.splitlines()  # Q69
    assert any(line.startswith("### ") and "Ann Arbiter" in line for line in text.splitlines())
    tournament = parse_trf(text)
    assert tournament.player(1).entry(1).opponent == 4  # type: ignore[union-attr]
    assert desk.snapshot() == replace(tournament, comments=desk.settings.current().comments)


def test_import_refuses_to_overwrite_and_leaves_no_file_on_failure(tmp_path: Path, trf_file: Path) -> None:
    target = tmp_path / "t.adesk"
    Desk.import_trf(target, trf_file, systems=lambda _n: FakeSystem()).close()
    with pytest.raises(TournamentFileError, match="already exists"):
        Desk.import_trf(target, trf_file)
    broken = tmp_path / "broken.trf"
    broken.write_text(trf_file.read_text().replace("001    5", "001    9", 1))
    with pytest.raises(ValueError):
        Desk.import_trf(tmp_path / "b.adesk", broken)
    assert not (tmp_path / "b.adesk").exists()


def test_import_reports_each_round_and_can_be_cancelled(tmp_path: Path, trf_file: Path) -> None:
    """A big import shows its progress and can be cancelled; a cancelled import leaves no file."""
    steps: list[tuple[int, int]] = []
    desk = Desk.import_trf(
        tmp_path / "ok.adesk", trf_file, progress=lambda done, total: steps.append((done, total)) or True
    )
    rounds = len(desk.rounds.all())
    desk.close()
    assert steps == [(n, rounds) for n in range(1, rounds + 1)]
    target = tmp_path / "cancelled.adesk"
    with pytest.raises(ImportCancelledError):
        Desk.import_trf(target, trf_file, progress=lambda done, _total: done < 2)
    assert not target.exists()
