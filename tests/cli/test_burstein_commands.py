"""``pair``, ``explain``, ``check`` and ``generate`` with ``--system burstein`` (C.04.4.2, 2026), all through the
registry."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.pairing import Capability, entry_for_trf_code, find_entry, find_system
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.formats.trf import load_trf, write_trf


@pytest.fixture
def generated(tmp_path: Path) -> Path:
    out = tmp_path / "burstein.trf"
    args = ["generate", "--system", "burstein", "--players", "13", "--rounds", "6", "--seed", "5", "--byes", "0.05"]
    assert run([*args, "--forfeits", "0.05", "-o", str(out)]) == EXIT_OK
    return out


def test_generate_writes_fide_burstein_and_checks_clean(generated: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The file names the system (TRF 192 FIDE_BURSTEIN); ``check`` reads it from there and re-pairs all rounds
    (the 3 seeding rounds by the Dutch system, art. 1.6) without a difference (C.04.2 art. 1.4)."""
    tournament = load_trf(generated)
    assert tournament.info.type_code == "FIDE_BURSTEIN"
    assert tournament.last_paired_round() == 6
    capsys.readouterr()
    assert run(["check", str(generated)]) == EXIT_OK
    assert "all 6 rounds agree with the burstein pairing" in capsys.readouterr().out


def _round_5(generated: Path, tmp_path: Path) -> Path:
    path = tmp_path / "round5.trf"
    path.write_text(write_trf(snapshot_before(load_trf(generated), 5)))
    return path


def test_pair_and_explain_a_round_after_the_seeding_rounds(
    generated: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _round_5(generated, tmp_path)
    expected = find_system("burstein").pair(load_trf(path))
    capsys.readouterr()
    assert run(["pair", "--system", "burstein", str(path)]) == EXIT_OK
    assert capsys.readouterr().out.split("\n")[:-1] == expected.to_lines()
    assert run(["explain", "--system", "burstein", str(path)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Burstein system (C.04.4.2, 2026) pairing of round 5" in text
    assert "BSN order by index (art. 4.1, 1.8)" in text and "Bh " in text
    assert "(art. 4.3: the largest opponent of a best pairing" in text
    assert "White by 5.2." in text


def test_explain_a_seeding_round_says_it_is_dutch(
    generated: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "round2.trf"
    path.write_text(write_trf(snapshot_before(load_trf(generated), 2)))
    capsys.readouterr()
    assert run(["explain", "--system", "burstein", str(path)]) == EXIT_OK
    assert "seeding round 2 of 3 (art. 1.6): paired by the Dutch system" in capsys.readouterr().out


def test_burstein_is_registered_with_its_trf_codes_and_capabilities() -> None:
    entry = find_entry("burstein")
    assert entry.article == "C.04.4.2" and entry.edition == "2026"
    assert entry_for_trf_code("FIDE_BURSTEIN") is entry and entry_for_trf_code("fide_burstein_baku") is entry
    assert entry.can(Capability.ACCELERATION) and entry.can(Capability.PROHIBITED_PAIRS)
    assert not entry.can(Capability.TEAMS) and not entry.can(Capability.TWO_GAME_ROUNDS)


def test_generate_with_baku_and_prohibited_pairs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "baku.trf"
    args = ["generate", "--system", "burstein", "--players", "16", "--rounds", "7", "--seed", "2"]
    assert run([*args, "--baku", "--prohibited", "2", "-o", str(out)]) == EXIT_OK
    capsys.readouterr()
    assert run(["check", "--system", "burstein", str(out)]) == EXIT_OK
