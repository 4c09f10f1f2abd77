"""``pairing-numbers``: a round robin's numbers drawn by lot (repeatable from the printed seed) or set by hand
before round 1 from the command line (C.05 Annex 1; checklist Q95)."""

from __future__ import annotations

import io
from pathlib import Path

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import SettingsRecord


def _file(tmp_path: Path, name: str) -> Path:
    settings = SettingsRecord(
        info=TournamentInfo(name="Final", type_code="FIDE_ROUNDROBIN"),
        total_rounds=3,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),
    )
    desk = Desk.create(tmp_path / name, settings)
    for i, who in enumerate(["Ada", "Ben", "Cleo", "Dan"]):
        desk.players.register_player(PlayerData(who, rating=2000 - i))
    desk.close()
    return tmp_path / name


def _names(out: str) -> list[str]:
    return [line.split()[-1] for line in out.splitlines() if line.startswith("   ")]


def test_draw_with_a_seed_repeats_and_order_sets_by_hand(tmp_path: Path) -> None:
    first, second = _file(tmp_path, "a.adesk"), _file(tmp_path, "b.adesk")
    outs = []
    for path in (first, second):
        out = io.StringIO()
        assert run(["pairing-numbers", str(path), "--draw", "--seed", "31"], out) == EXIT_OK
        assert "pairing numbers drawn by lot (seed 31)" in out.getvalue()
        outs.append(_names(out.getvalue()))
    assert outs[0] == outs[1] and sorted(outs[0]) == ["Ada", "Ben", "Cleo", "Dan"]
    out = io.StringIO()
    assert run(["pairing-numbers", str(first), "--order", "4,3,2,1"], out) == EXIT_OK
    assert _names(out.getvalue()) == outs[0][::-1]


def test_bad_orders_are_refused_naming_the_field(tmp_path: Path) -> None:
    path = _file(tmp_path, "a.adesk")
    assert run(["pairing-numbers", str(path), "--order", "1,2,9,3"]) == EXIT_INVALID_INPUT
    assert run(["pairing-numbers", str(path), "--order", "1,2,3"]) == EXIT_INVALID_INPUT
    assert run(["pairing-numbers", str(path), "--seed", "3"]) == EXIT_INVALID_INPUT
