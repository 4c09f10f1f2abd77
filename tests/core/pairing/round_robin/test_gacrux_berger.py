"""Every round of generated round robins equals FIDE TEC's Gacrux pairing checker with its ``berger`` method
(``python -m gacrux.pairingchecker -m berger``; ``shared/refs/README.md``): single and double round robins,
even and odd fields, the first cycle's last two rounds exchanged (``fide``) or not (checklist Q97–99)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_round_robin
from arbiter_desk.core.pairing_rating_record import is_pairing_rating_line
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import write_trf

CASES = [(7, 1, False), (12, 1, False), (5, 2, True), (10, 2, True), (10, 2, False)]


def _gacrux_round(path: Path, round_no: int, methods: list[str]) -> set[tuple[int, int]]:
    """(White, Black) of each board Gacrux pairs for ``round_no``; (player, 0) for the round off."""
    done = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-m", *methods, "-p", "-i", str(path), "-o", "-", "-F", "TRF"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        cwd=path.parent,  # with "-o -" the checker also leaves a file named "-" in its working folder
    )
    games: set[tuple[int, int]] = set()
    at = 91 + 10 * (round_no - 1)
    for line in done.stdout.splitlines():
        if not line.startswith("001") or len(line) < at + 8:
            continue
        tpn, opponent, colour = int(line[4:8]), int(line[at : at + 4] or 0), line[at + 5]
        if opponent == 0:
            games.add((tpn, 0))
        elif colour == "w":
            games.add((tpn, opponent))
    return games


def _rated(tournament: Tournament) -> Tournament:
    """The players' ratings for pairing in the rating column: Gacrux's Berger checker pairs nothing in a file with
    unrated players (the desk writes a generated player's rating for pairing on a ``### Pairing rating`` line)."""
    return replace(tournament, comments=tuple(c for c in tournament.comments if not is_pairing_rating_line(c)))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "cycles", "swap"), CASES)
def test_every_round_equals_gacrux_berger(tmp_path: Path, players: int, cycles: int, swap: bool) -> None:
    system = find_system("round-robin")
    tournament = generate_round_robin(system, GeneratorOptions(players=players, rounds=99, seed=players), cycles, swap)
    methods = ["berger"] + (["fide"] if swap else []) + (["double"] if cycles == 2 else [])
    for round_no in range(1, tournament.total_rounds + 1 if tournament.total_rounds else 1):
        path = tmp_path / f"before-{round_no}.trf"
        path.write_text(write_trf(_rated(snapshot_before(tournament, round_no))))
        ours = system.pair(snapshot_before(tournament, round_no), RoundNo(round_no))
        expected = {(b.white, b.black) for b in ours.boards} | ({(ours.bye, 0)} if ours.bye is not None else set())
        assert _gacrux_round(path, round_no, methods) == expected, f"round {round_no}"
