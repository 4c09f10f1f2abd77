"""``generate``, ``pair``, ``explain`` and ``check`` with ``--system round-robin [--double] [--no-swap]``
(C.05 Annex 1; checklist Q94–99)."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.formats.trf import load_trf, write_trf


@pytest.mark.parametrize(
    ("flags", "code", "rounds"),
    [
        ([], "FIDE_ROUNDROBIN", 9),
        (["--double"], "FIDE_DOUBLEROUNDROBIN", 18),
        (["--double", "--no-swap"], "BERGER_DOUBLEROUNDROBIN", 18),
    ],
)
def test_generate_then_check_clean(
    tmp_path: Path, flags: list[str], code: str, rounds: int, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rr.trf"
    assert (
        run(["generate", "--system", "round-robin", "--players", "10", "--seed", "2", *flags, "-o", str(out)])
        == EXIT_OK
    )
    tournament = load_trf(out)
    assert tournament.info.type_code == code and tournament.total_rounds == rounds == tournament.last_paired_round()
    assert run(["check", str(out)]) == EXIT_OK  # the system is read from record 192
    assert f"all {rounds} rounds agree with the round-robin pairing" in capsys.readouterr().out


def test_pair_prints_the_next_berger_round_and_explain_names_the_row(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    full = tmp_path / "full.trf"
    assert run(["generate", "--system", "round-robin", "--players", "7", "--seed", "4", "-o", str(full)]) == EXIT_OK
    part = tmp_path / "part.trf"
    part.write_text(write_trf(snapshot_before(load_trf(full), 3)))
    capsys.readouterr()
    assert run(["pair", "--system", "round-robin", str(part)]) == EXIT_OK
    lines = capsys.readouterr().out.split("\n")
    table = [b for b in schedule(7)[2] if 8 not in (b.white, b.black)]
    bye = next(b.white + b.black - 8 for b in schedule(7)[2] if 8 in (b.white, b.black))
    assert lines[: len(table) + 2] == [str(len(table) + 1), *(f"{b.white} {b.black}" for b in table), f"{bye} 0"]
    assert run(["explain", "--system", "round-robin", str(part)]) == EXIT_OK
    assert "C.05 Annex 1, table for 8 players, round 3, board 2" in capsys.readouterr().out


def test_check_finds_a_round_off_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rr.trf"
    assert run(["generate", "--system", "round-robin", "--players", "6", "--seed", "1", "-o", str(out)]) == EXIT_OK
    text = out.read_text().splitlines()
    # exchange two players' round-1 opponents: 1–6 and 2–5 become 1–5 and 2–6
    fixed = []
    for line in text:
        if line.startswith("001"):
            tpn = int(line[4:8])
            swap = {1: 5, 5: 1, 2: 6, 6: 2}.get(tpn)
            if swap is not None:
                line = line[:91] + f"{swap:4d}" + line[95:]
        fixed.append(line)
    out.write_text("\n".join(fixed) + "\n")
    assert run(["check", "--system", "round-robin", str(out)]) == EXIT_DIFFERENCES
    assert "round 1" in capsys.readouterr().out


def test_a_double_round_robin_can_be_named_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rr.trf"
    assert (
        run(["generate", "--system", "round-robin", "--players", "4", "--double", "--seed", "1", "-o", str(out)])
        == EXIT_OK
    )
    plain = out.read_text().replace("192 FIDE_DOUBLEROUNDROBIN", "192 CUSTOM_ROUNDROBIN").replace("142 6", "142 3")
    out.write_text(plain)
    assert run(["check", "--system", "round-robin", "--double", str(out)]) == EXIT_OK
    assert "all 6 rounds agree" in capsys.readouterr().out


NO_OTHER_IRREGULARITY = ("--withdrawals", "0", "--full-byes", "0", "--half-byes", "0", "--zero-byes", "0")
NO_OTHER_IRREGULARITY += ("--double-forfeits", "0", "--odd", "0")
"""``generate`` draws what is left unset (Q25): 0 asks for none (a withdrawal's blank blocks come back as Z)."""


@pytest.mark.parametrize(
    "flags", [["--players", "7"], ["--players", "10", "--double"], ["--players", "6", "--double", "--no-swap"]]
)
def test_trf_round_trip_through_a_tournament_file_is_lossless(tmp_path: Path, flags: list[str]) -> None:
    """TRF-2026: record 192 (the plan), 162 (the round off worth 0), every round and result survive import and
    export; only the journal's ``###`` line is added."""
    trf, adesk, back = tmp_path / "rr.trf", tmp_path / "rr.adesk", tmp_path / "back.trf"
    args = ["generate", "--system", "round-robin", *flags, "--seed", "6", "--forfeits", "0.1", *NO_OTHER_IRREGULARITY]
    assert run([*args, "-o", str(trf)]) == EXIT_OK
    assert run(["import", str(trf), "-o", str(adesk)]) == EXIT_OK
    assert run(["export", str(adesk), "-o", str(back)]) == EXIT_OK
    kept = [line for line in back.read_text().splitlines() if not line.startswith("###")]
    assert kept == [line for line in trf.read_text().splitlines() if not line.startswith("###")]
    pairing_ratings = [line for line in trf.read_text().splitlines() if line.startswith("### Pairing rating")]
    assert set(pairing_ratings) <= set(back.read_text().splitlines())  # unrated players' ratings for pairing
    assert load_trf(back).point_system.pairing_bye == 0
