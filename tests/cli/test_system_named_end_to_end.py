"""Every file we write names its system, and ``pair`` / ``explain`` / ``check`` / ``import`` read it.

C.04.2 art. 1.3 and TRF-2026 record 192 (ETT26): a Dutch event exported without record 192 was re-checked as
Dubov ("4 of 5 rounds differ" for a correct event). For EVERY system of the registry, an event run in the desk
(the team system: generated) is exported and passes ``check`` with no ``--system``, and ``pair`` without
``--system`` gives what ``pair --system <the file's system>`` gives. A file that names no system is refused with
exit 2 naming ``--system``; ``--system`` overrides the file's with a notice (approval checklist Q20, Q31, Q54).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK, EXIT_USAGE
from arbiter_desk.core.pairing import Capability
from arbiter_desk.core.pairing.registry import all_entries
from arbiter_desk.services import Desk, GameResult
from tests.services.conftest import SETTINGS, confirming, register

INDIVIDUAL = [e.key for e in all_entries() if not e.can(Capability.TEAMS)]


def _desk_event(tmp_path: Path, key: str) -> Path:
    """A desk event of ``key`` with 3 published rounds (results alternating), exported by ``export``."""
    settings = replace(SETTINGS, pairing_system=key, total_rounds=7)
    adesk = tmp_path / f"{key}.adesk"
    desk, _asked = confirming(lambda given: Desk.create(adesk, settings, confirmed=given))  # superseded: Q92
    try:
        register(desk, 8 if key == "round-robin" else 11)
        results = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS]
        for r in range(1, 4):
            desk.rounds.pair_next_round()
            desk.rounds.publish_round()
            for i, board in enumerate(desk.rounds.boards(r)):
                if key == "double-swiss":
                    desk.results.record_game_result(r, board.number, 1, results[(i + r) % 3])
                    desk.results.record_game_result(r, board.number, 2, results[(i * r) % 3])
                else:
                    desk.results.record_result(r, board.number, results[(i + r) % 3])
    finally:
        desk.close()
    trf = tmp_path / f"{key}.trf"
    assert run(["export", str(adesk), "-o", str(trf)]) == EXIT_OK
    return trf


@pytest.mark.parametrize("key", INDIVIDUAL)
def test_a_desk_event_of_every_system_exports_its_system_and_checks_clean_without_system(
    key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Q31/Q54: export → ``check`` with no ``--system`` is clean; ``pair`` = ``pair --system``."""
    trf = _desk_event(tmp_path, key)
    text = trf.read_text()
    assert any(line.startswith("192 ") and line[4:].strip() for line in text.splitlines()), text[:400]
    capsys.readouterr()
    assert run(["check", str(trf)]) == EXIT_OK, capsys.readouterr()
    capsys.readouterr()
    assert run(["pair", str(trf)]) == EXIT_OK
    without = capsys.readouterr()
    assert run(["pair", "--system", key, str(trf)]) == EXIT_OK
    with_system = capsys.readouterr()
    assert without.out == with_system.out and without.out.strip()
    assert "notice" not in with_system.err


def test_a_desk_dutch_event_writes_record_192_fide_dutch_2026(tmp_path: Path) -> None:
    """The reported case: File → Export TRF of a Dutch event had no record 192."""
    assert "192 FIDE_DUTCH_2026" in _desk_event(tmp_path, "dutch").read_text()


@pytest.mark.parametrize("key", ["lim", "rating-1992", "dubov-1997", "dubov-2018"])
def test_systems_without_their_own_192_code_also_write_a_system_line(key: str, tmp_path: Path) -> None:
    """Lim and the historical texts: record 192 cannot name them, ``### System: <key>`` does."""
    lines = _desk_event(tmp_path, key).read_text().splitlines()
    assert f"### System: {key}" in lines
    assert sum(line.startswith("### System:") for line in lines) == 1


@pytest.mark.parametrize("key", ["dutch", "lim", "burstein", "double-swiss", "round-robin", "rating-1992"])
def test_generated_files_name_their_system_and_check_clean_without_system(
    key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Q31: ``generate --system lim`` files failed a plain ``check`` (re-paired as Dubov)."""
    out = tmp_path / "g.trf"
    args = ["generate", "--system", key, "--players", "8", "--rounds", "3", "--seed", "7", "-o", str(out)]
    assert run(args) == EXIT_OK
    capsys.readouterr()
    assert run(["check", str(out)]) == EXIT_OK, capsys.readouterr().out


def test_a_generated_team_event_checks_and_pairs_without_system(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "team.trf"
    args = ["generate", "--system", "team", "--teams", "6", "--rounds", "4", "--seed", "3", "-o", str(out)]
    assert run(args) == EXIT_OK
    assert "192 FIDE_TEAM" in out.read_text()
    assert run(["check", str(out)]) == EXIT_OK


def _without_192(tmp_path: Path) -> Path:
    out = tmp_path / "dutch.trf"
    args = ["generate", "--system", "dutch", "--players", "9", "--rounds", "3", "--seed", "11", "-o", str(out)]
    assert run(args) == EXIT_OK
    bare = tmp_path / "bare.trf"
    bare.write_text("".join(line for line in out.read_text().splitlines(True) if not line.startswith("192 ")))
    return bare


@pytest.mark.parametrize("command", ["pair", "explain", "check", "import"])
def test_a_file_naming_no_system_is_refused_with_exit_2_naming_the_option(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No silent Dubov default: 78 of 79 real files were re-paired as Dubov, 71 wrongly."""
    bare = _without_192(tmp_path)
    extra = ["-o", str(tmp_path / "t.adesk")] if command == "import" else []
    capsys.readouterr()
    assert run([command, str(bare), *extra]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert "names no pairing system" in err and "--system" in err
    assert not (tmp_path / "t.adesk").exists()


def test_import_of_a_file_without_192_by_system_writes_no_false_import_events(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The reported case: a Dutch file without 192, imported, got false "### Import @ Round n" lines."""
    bare = _without_192(tmp_path)
    adesk, again = tmp_path / "t.adesk", tmp_path / "again.trf"
    assert run(["import", "--system", "dutch", str(bare), "-o", str(adesk)]) == EXIT_OK
    assert "warning" not in capsys.readouterr().err
    assert run(["export", str(adesk), "-o", str(again)]) == EXIT_OK
    text = again.read_text()
    assert "### Import @" not in text and "192 FIDE_DUTCH_2026" in text


def test_system_overrides_the_files_system_with_a_notice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "dutch.trf"
    args = ["generate", "--system", "dutch", "--players", "9", "--rounds", "3", "--seed", "11", "-o", str(out)]
    assert run(args) == EXIT_OK
    capsys.readouterr()
    assert run(["pair", "--system", "dubov", "--extra-round", str(out)]) == EXIT_OK
    err = capsys.readouterr().err
    assert "notice: the file names the Dutch system (C.04.3, 2026); paired by --system dubov" in err
