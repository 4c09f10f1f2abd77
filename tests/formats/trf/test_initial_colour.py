"""A file without record 152 / ``XXC`` takes its initial colour from round 1 (C.04.3 art. 5.2.5, C.04.4.x art.
5.2.1, C.04.5 art. 4.3.1, C.04.6 art. 4.3.1): the higher-ranked player of a pair without earlier games has the
initial colour when their TPN is odd. bbpPairings' generator writes no such record, and the checker must still
replay round 1 whichever colour the lot gave."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import Capability, find_entry, find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament, play_rounds
from arbiter_desk.core.pairing.generator import _played_entries as played_entries
from arbiter_desk.core.pairing.registry import all_entries
from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.core.pairing.two_game_generator import _games as two_game_results
from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.formats.trf import parse_trf, write_trf
from arbiter_desk.formats.trf.team_reader import read_team_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf

SYSTEMS = ("dutch", "dubov", "burstein", "lim", "double-swiss")


def _without_initial_colour(text: str) -> str:
    kept = [line for line in text.splitlines() if not line.startswith(("152", "XXC"))]
    assert len(kept) < len(text.splitlines()), "the generated file declared its initial colour"
    return "\n".join(kept) + "\n"


def _generated(system: str, colour: Colour, seed: int) -> str:
    options = GeneratorOptions(players=11, rounds=3, seed=seed, bye_rate=0.1, forfeit_rate=0.05, initial_colour=colour)
    two_games = find_entry(system).can(Capability.TWO_GAME_ROUNDS)
    generate = generate_two_game_tournament if two_games else generate_tournament
    return write_trf(generate(find_system(system), options))


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("colour", [Colour.WHITE, Colour.BLACK])
def test_undeclared_initial_colour_is_read_from_round_one(
    system: str, colour: Colour, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for seed in (1, 2):
        text = _without_initial_colour(_generated(system, colour, seed))
        assert parse_trf(text).initial_colour is colour
        path = tmp_path / f"{system}-{seed}.trf"
        path.write_text(text)
        assert run(["check", "--system", system, str(path)]) == EXIT_OK, capsys.readouterr().out


def test_top_seed_absent_in_round_one_reads_the_next_pair() -> None:
    """Player 1 has a zero-point bye in round 1, so player 2 is number 1 of the players taken into account
    (Dutch clarification note 1, every system): odd, and White, so the lot gave White."""
    text = "\n".join(
        [
            "012 Lot shown by round 1",
            "001    1      Alpha, A                          2000                             0.0    4  0000 - Z",
            "001    2      Beta, B                           1900                             1.0    1     3 w 1",
            "001    3      Gamma, C                          1800                             0.0    3     2 b 0",
            "001    4      Delta, D                          1700                             0.0    2  0000 - Z",
        ]
    )
    assert parse_trf(text).initial_colour is Colour.WHITE


def _absent_top_seeds(system: str, colour: Colour, absent: tuple[int, ...]) -> str:
    """Round 1 of 10 players paired by ``system`` with ``absent`` on a requested half-point bye, no 152/XXC."""
    entry = find_entry(system)
    two_games = entry.can(Capability.TWO_GAME_ROUNDS)
    slots = (0, 1) if two_games else (0,)
    options = GeneratorOptions(players=10, rounds=1, seed=4, initial_colour=colour)
    event = play_rounds(
        find_system(system),
        options,
        entry.trf_codes[0] if entry.trf_codes else "",
        2 if two_games else 1,
        lambda rnd, _absent: {
            t: [RoundEntry(RoundNo(rnd + i), None, Colour.NONE, ResultCode.HALF_BYE)] for t in absent for i in slots
        },
        two_game_results if two_games else played_entries,
        accelerate=False,
    )
    return _without_initial_colour(write_trf(event))


@pytest.mark.parametrize("system", [e.key for e in all_entries() if e.name not in ("team", "round-robin")])
@pytest.mark.parametrize("colour", [Colour.WHITE, Colour.BLACK])
@pytest.mark.parametrize("absent", [(1,), (1, 2)])
def test_round_one_without_its_top_seeds_checks_clean(
    system: str, colour: Colour, absent: tuple[int, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """TPN 1 (and TPNs 1-2) absent from round 1 of a file without an initial-colour record: the colour read from
    round 1 is the one that reproduces it under the parity the engines pair with (the rank among the players
    taken into account, Dutch clarification note 1), so ``check`` agrees with the file it read the colour from."""
    text = _absent_top_seeds(system, colour, absent)
    assert parse_trf(text).initial_colour is colour
    path = tmp_path / "event.trf"
    path.write_text(text)
    assert run(["check", "--system", system, str(path)]) == EXIT_OK, capsys.readouterr().out


def test_declared_initial_colour_wins_over_round_one() -> None:
    text = _generated("dutch", Colour.BLACK, 3).replace("152 B", "152 W")
    assert parse_trf(text).initial_colour is Colour.WHITE


@pytest.mark.parametrize("colour", [Colour.WHITE, Colour.BLACK])
def test_team_file_without_initial_colour_reads_round_one(colour: Colour, tmp_path: Path) -> None:
    event = generate_team_event(TeamGeneratorOptions(teams=7, rounds=3, boards=4, seed=5, initial_colour=colour))
    text = _without_initial_colour(write_team_trf(event))
    result = read_team_trf(text)
    assert result.event is not None
    assert result.event.rules.initial_colour is colour
    path = tmp_path / "team.trf"
    path.write_text(text)
    assert run(["check", "--system", "team", str(path)]) == EXIT_OK


@pytest.mark.parametrize("colour", [Colour.WHITE, Colour.BLACK])
def test_team_file_without_its_first_team_in_round_one(colour: Colour, tmp_path: Path) -> None:
    """C.04.6 art. 4.3.1 with clarification T26: team 1 absent from round 1 has no TPN yet, so team 2 is number 1
    of the teams paired; the colour read from round 1 reproduces it and ``check`` agrees."""
    options = TeamGeneratorOptions(teams=8, rounds=2, boards=4, seed=3, absence_rate=0.2, initial_colour=colour)
    event = generate_team_event(options)
    first, second = (next(t for t in event.teams if t.tpn == n).entry(1) for n in (1, 2))
    assert first is not None and not first.is_paired, "the seed no longer leaves team 1 out of round 1"
    assert second is not None and second.opponent is not None, "the seed no longer pairs team 2 in round 1"
    text = _without_initial_colour(write_team_trf(event))
    result = read_team_trf(text)
    assert result.event is not None
    assert result.event.rules.initial_colour is colour
    path = tmp_path / "team.trf"
    path.write_text(text)
    assert run(["check", "--system", "team", str(path)]) == EXIT_OK
