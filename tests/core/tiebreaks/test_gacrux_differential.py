"""The desk's tie-breaks against FIDE's tie-break checker (Gacrux), run for real (C.07 2024 and 2026).

- ``test_fixed_sweep``: generated events of every system the desk pairs (Dutch, Dubov, Burstein, Lim,
  Double-Swiss, Team Swiss with match or game points first) and Dutch events written by FIDE's own generator,
  regular and irregular (withdrawals, H/Z byes, forfeits, late entries, unrated players, absent teams,
  matches not played), both C.07 editions; every standings list after
  every round (intermediate and final) ranked by the desk and by ``python -m gacrux.tiebreakchecker``, every
  value of every tie-break compared. A difference passes only when the desk, computing under one of the
  checker's documented departures from the text (``GACRUX_DEPARTURES.md``), gets the checker's value.
- One test per departure: a minimal file, the checker's value and the desk's, and the reading the desk keeps.

Longer sweeps: ``python -m tests.benchmarks.sweep_tiebreaks_gacrux --sweep 2000``.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.trf import write_trf
from tests.core.tiebreaks.crosstable import make_tournament
from tests.core.tiebreaks.gacrux_sweep import parse_checker, sweep, sweep_specs

SWEEP_EVENTS = 240
"""The CI sweep: events (each ranked after every round, a third also without the checker's ``-n``)."""


@pytest.mark.slow
def test_fixed_sweep() -> None:
    result = sweep(sweep_specs(SWEEP_EVENTS))
    print(result.table())
    shown = "\n".join(
        f"{d.event} after {d.after_round}{'' if d.without_round_option else ' (-n)'}: TPN {d.tpn} {d.code} "
        f"desk {d.ours} checker {d.theirs}"
        for d in result.unexplained[:20]
    )
    assert not result.unexplained, f"{len(result.unexplained)} unexplained differences:\n{shown}"
    assert result.events == SWEEP_EVENTS and sum(result.equal.values()) > 100_000


def _file(tmp_path: Path, table: Mapping[int, str], rounds: int, type_code: str = "", kind: str = "Swiss") -> Path:
    tournament = make_tournament(table, ratings={t: 2100 - 100 * t for t in table})
    info = replace(tournament.info, start_date="2026/06/01", type_code=type_code, name="departure")
    info = replace(info, tournament_type=kind)
    path = tmp_path / "event.trf"
    path.write_text(write_trf(replace(tournament, info=info, total_rounds=rounds)), encoding="utf-8")
    return path


def _checker(path: Path, codes: str, *options: str) -> dict[int, dict[str, Decimal | None]]:
    argv = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-o", "-", "-dT", *options]
    out = subprocess.run([*argv, "-t", "PTS", *codes.split(",")], capture_output=True, text=True, check=True)
    return parse_checker(out.stdout)


def _desk(path: Path, codes: str) -> dict[int, tuple[Decimal | None, ...]]:
    from arbiter_desk.formats.trf import load_trf

    return {row.tpn: row.values for row in compute_standings(load_trf(path), codes).rows}


def test_d1_rounds_not_yet_played_are_not_unplayed_rounds(tmp_path: Path) -> None:
    """D1 (C.07 General: intermediate standings use the current scores; art. 15: an unplayed round is a round
    the player did not play): after round 1 of 2, player 1 beat player 2 (0 points). Without ``-n`` the
    checker reads round 2 as a zero-point bye of everybody (a cat. 5 round: player 2 counts 0.5 as an
    opponent; player 1's own dummy 1.0): BH 1.5, PS 2. The desk — and the checker with ``-n 1`` — : BH 0, PS 1."""
    path = _file(tmp_path, {1: "2w1", 2: "1b0", 3: "4w=", 4: "3b=", 5: "U"}, rounds=2)
    assert _desk(path, "BH,PS")[1] == (Decimal(0), Decimal(1))
    assert [_checker(path, "BH,PS", "-n", "1")[1][c] for c in ("BH", "PS")] == [Decimal(0), Decimal(1)]
    assert [_checker(path, "BH,PS")[1][c] for c in ("BH", "PS")] == [Decimal("1.5"), Decimal(2)]


def test_d2_double_swiss_single_forfeit_of_a_played_match_counts_as_played(tmp_path: Path) -> None:
    """D2 (C.04.5 Preface: a forfeited single game of a match not ended by forfeit is treated as played for
    tie-breaks): player 2 lost game 1 to player 1 and forfeited game 2. The desk counts two games against
    player 1 (2 points): BH 4, WON of player 1 = 2, BPG of player 2 = 1. The checker reads the TRF's ``+``/``-``
    as a forfeit (own dummy, capped by 2026 art. 16 at player 1's 2 points but player 2 has 0): BH 2, WON 1."""
    path = _file(tmp_path, {1: "2w1 2b+", 2: "1b0 1w-", 3: "4w= 4b=", 4: "3b= 3w="}, 2, "FIDE_DOUBLESWISS")
    desk = _desk(path, "BH,WON")
    theirs = _checker(path, "BH,WON")
    assert (desk[2][0], desk[1][1]) == (Decimal(4), Decimal(2))
    assert (theirs[2]["BH"], theirs[1]["WON"]) == (Decimal(2), Decimal(1))


def test_d5_fore_buchholz_changes_what_the_checker_computes_after_it(tmp_path: Path) -> None:
    """D5 (C.07: SB and BH are defined on the results, whatever else is in the list): player 2 asked for a
    zero-point bye in round 2 and forfeited round 3 — a requested bye followed only by voluntary unplayed
    rounds, category 5 (art. 16), counted as a draw when player 2 is an opponent. Player 1 beat player 2:
    SB 3, BH 4 (desk; checker asked for ``SB BH``). When FB is computed first in the same run, the checker
    keeps FB's last-round reading for what follows and gives SB 2.5, BH 3.5."""
    table = {1: "2w1 3w1 5b=", 2: "1b0 Z 4b-", 3: "4w= 1b0 6w1", 4: "3b= 5w= 2w+", 5: "6w1 4b= 1w=", 6: "5b0 U 3b0"}
    path = _file(tmp_path, table, rounds=3)
    assert _desk(path, "SB,BH,FB")[1] == (Decimal(3), Decimal(4), Decimal("3.5"))
    alone = _checker(path, "SB,BH")[1]
    after_fb = _checker(path, "FB,SB,BH")[1]
    assert (alone["SB"], alone["BH"]) == (Decimal(3), Decimal(4))
    assert (after_fb["FB"], after_fb["SB"], after_fb["BH"]) == (Decimal("3.5"), Decimal("2.5"), Decimal("3.5"))


def test_d3_a_swiss_is_not_a_round_robin_because_of_its_size(tmp_path: Path) -> None:
    """D3 (C.07 art. 15-16 are the Swiss rules; record 192 / the desk's system says Swiss): 4 players, 3
    rounds, no ``092`` record. Player 3 lost round 1 by forfeit to player 4. The checker takes an event with
    as many players as rounds (or one more) for a round robin and counts the forfeit as a game against
    player 4 (2.5 points): BH 5.5. The desk — and the checker once ``092 Swiss`` says what the event is —
    counts the forfeit against a dummy with player 3's own 0.5 points (art. 16): BH 3.5."""
    table = {1: "2w1 3b1 4w=", 2: "1b0 4w0 3b=", 3: "4b- 1w0 2w=", 4: "3w+ 2b1 1b="}
    swiss = _file(tmp_path, table, rounds=3)
    assert _desk(swiss, "BH")[3] == (Decimal("3.5"),)
    assert _checker(swiss, "BH")[3]["BH"] == Decimal("3.5")
    unnamed = _file(tmp_path, table, rounds=3, kind="")
    assert _checker(unnamed, "BH")[3]["BH"] == Decimal("5.5")
