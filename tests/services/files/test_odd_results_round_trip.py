"""Odd results (½-0, 0-½, 0-0) through TRF → import → export in every individual system and Double-Swiss.

FIDE approval checklist Q180/Q186: the rare results the C.04 (2026) Double-Swiss preface lists can be entered and
are handled everywhere; in TRF each player's block holds their own result (``= 0``, ``0 =``, ``0 0``;
``shared/formats/double-swiss-trf.md`` point 3). A generated tournament with many of them must import, export
identically (but for the audit trail's ``###`` lines), and score each side its own points.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.pairing import Capability, find_entry, find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
from arbiter_desk.core.results import ResultCode, is_odd_pair
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import write_trf
from arbiter_desk.services import Desk

SYSTEMS = ("dubov", "dutch", "burstein", "lim", "double-swiss")


def odd_tournament(system: str, seed: int = 3) -> Tournament:
    options = GeneratorOptions(14, 5, seed, odd_rate=0.3, forfeit_rate=0.05, bye_rate=0.05)
    if find_entry(system).can(Capability.TWO_GAME_ROUNDS):
        return generate_two_game_tournament(find_system(system), options)
    return generate_tournament(find_system(system), options)


def odd_games(t: Tournament) -> set[tuple[ResultCode, ResultCode]]:
    found = set()
    for p in t.players:
        for e in p.rounds:
            other = t.player(e.opponent).entry(e.round) if e.opponent is not None else None
            if other is not None and is_odd_pair(e.result, other.result):
                found.add((e.result, other.result))
    return found


def without_comments(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("###"))


@pytest.mark.parametrize("system", SYSTEMS)
def test_odd_results_import_and_export_unchanged(system: str, tmp_path: Path) -> None:
    tournament = odd_tournament(system)
    assert odd_games(tournament) == {
        (ResultCode.DRAW, ResultCode.LOSS),
        (ResultCode.LOSS, ResultCode.DRAW),
        (ResultCode.LOSS, ResultCode.LOSS),
    }
    source = tmp_path / "in.trf"
    source.write_text(write_trf(tournament), encoding="utf-8")
    desk = Desk.import_trf(tmp_path / "t.adesk", source)
    try:
        assert desk.snapshot().players == tournament.players
        desk.export_trf(tmp_path / "out.trf")
    finally:
        desk.close()
    out = (tmp_path / "out.trf").read_text(encoding="utf-8")
    assert without_comments(out) == without_comments(source.read_text(encoding="utf-8"))
