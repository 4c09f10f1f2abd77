"""End to end: a Baku tournament (C.04.7 art. 1) with a prohibited pair and a late entry, run at the desk,
paired round by round both by the desk and by ``arbiter-desk pair`` on the desk's exported TRF, for every
individual system in the registry: the same pairing every round, since both read the same ``250`` and
``260`` records."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.pairing import ENTRIES, Capability
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.store.records import AccelerationMethod, SettingsRecord

BAKU = SettingsRecord(
    info=TournamentInfo(name="Baku Open", chief_arbiter="Ann Arbiter"),
    total_rounds=7,
    pairing_system="dubov",
    acceleration=AccelerationMethod.BAKU,
)
RESULTS = (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)


def _desk(path: Path, settings: SettingsRecord, players: int = 14) -> Desk:
    desk = Desk.create(path, settings)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2450 - 25 * i, fide_id=5000 + i))
    return desk


def _desk_lines(desk: Desk, round_no: int) -> list[str]:
    tpn = {p.id: p.tpn for p in desk.players.all()}
    rows = [f"{tpn[b.white]} {tpn[b.black]}" for b in sorted(desk.rounds.boards(round_no), key=lambda b: b.number)]
    rows += [f"{tpn[b.player]} 0" for b in desk.rounds.pairing_byes() if b.round == round_no]
    return [str(len(rows)), *rows]


def _cli_lines(trf: Path, capsys: pytest.CaptureFixture[str], system: str) -> list[str]:
    assert run(["pair", "--system", system, str(trf)]) == EXIT_OK
    return [line for line in capsys.readouterr().out.split("\n") if line]


INDIVIDUAL_SYSTEMS = [e.name for e in ENTRIES if e.can(Capability.ACCELERATION | Capability.PROHIBITED_PAIRS)]
"""Every registered system that takes acceleration and prohibited pairs (C.04.7 preface: any Swiss system)."""


@pytest.mark.parametrize("system", INDIVIDUAL_SYSTEMS)
def test_c04_7_baku_rounds_from_the_desk_equal_the_exported_trf_paired_by_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], system: str
) -> None:
    desk = _desk(tmp_path / "baku.adesk", replace(BAKU, pairing_system=system))
    ids = [p.id for p in sorted(desk.players.all(), key=lambda p: p.tpn)]
    desk.rounds.set_prohibited_groups([ProhibitedGroup((ids[0], ids[2]), 1, 4)])
    lot = random.Random(20)
    for round_no in range(1, 8):
        if round_no == 3:  # C.04.7 art. 1.3: a late entry placed above the last GA participant
            desk.players.register_player(PlayerData("Late Strong", rating=2440, fide_id=6000))
        trf = tmp_path / f"before-{round_no}.trf"
        desk.export_trf(trf)
        if round_no <= 4:
            assert "\n250 " in trf.read_text()
        assert _cli_lines(trf, capsys, system) == _desk_lines(_pair(desk), round_no)
        if round_no <= 4:  # the prohibited pair (TRF 260) is kept apart
            assert {ids[0], ids[2]} not in [{b.white, b.black} for b in desk.rounds.boards(round_no)]
        desk.rounds.publish_round()
        for board in desk.rounds.boards(round_no):
            desk.results.record_result(round_no, board.number, lot.choice(RESULTS))
    desk.close()


def _pair(desk: Desk) -> Desk:
    desk.rounds.pair_next_round()
    return desk


def test_c04_7_art_1_5_acceleration_changes_a_dubov_round_one(tmp_path: Path) -> None:
    """Without acceleration round 1 is one score group; with Baku, GA (TPN 1–8 of 14) pairs within itself."""
    plain = _desk(tmp_path / "plain.adesk", replace(BAKU, acceleration=AccelerationMethod.NONE))
    baku = _desk(tmp_path / "baku.adesk", BAKU)
    plain.rounds.pair_next_round()
    baku.rounds.pair_next_round()
    assert _desk_lines(plain, 1) != _desk_lines(baku, 1)
    tpn = {p.id: p.tpn for p in baku.players.all()}
    for board in baku.rounds.boards(1):
        assert (tpn[board.white] <= 8) == (tpn[board.black] <= 8)  # GA meets GA, GB meets GB
    assert any((tpn[b.white] <= 8) != (tpn[b.black] <= 8) for b in plain.rounds.boards(1))
    plain.close()
    baku.close()


@pytest.mark.parametrize("system", INDIVIDUAL_SYSTEMS)
def test_c04_7_generated_baku_tournament_with_prohibited_pairs_checks_clean(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], system: str
) -> None:
    """``generate --baku --prohibited`` writes 250/260 records; ``check`` re-pairs every round from them alike."""
    trf = tmp_path / "generated.trf"
    args = ["generate", "--system", system, "--players", "31", "--rounds", "7", "--seed", "4"]
    assert run([*args, "--baku", "--prohibited", "3", "--byes", "0.05", "-o", str(trf)]) == EXIT_OK
    text = trf.read_text()
    assert text.count("\n250 ") == 2 and text.count("\n260 ") == 3
    capsys.readouterr()
    assert run(["check", "--system", system, str(trf)]) == EXIT_OK, capsys.readouterr().out
