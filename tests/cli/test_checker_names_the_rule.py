"""The checker names the rule a differing round breaks (C.04.1 (2026) basic rules; C.04.2 art. 1.4), for every
system of the registry: a tampered file per system gets a "rule" line naming the basic rule broken or, for a legal
round, the first quality criterion the file's pairing loses on (Dutch, Burstein, Double-Swiss, Team) or the first
procedure step it departs from (Dubov and its editions, Lim, the 1992 system, round robins) (approval checklist Q21).
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import RoundKind, TeamTournament
from arbiter_desk.formats.trf.columns import block_count, block_span
from arbiter_desk.formats.trf.team_writer import write_team_trf
from tests.core.pairing.team.variants import generated
from tests.formats.trf.trf_lines import block, player_line, trf

REMATCH = trf(
    "142 3",
    "192 FIDE_DUTCH_2026",
    player_line(1, "A", rating="2400", points="2.0", blocks=[block(3, "w", "1"), block(3, "b", "1")]),
    player_line(2, "B", rating="2300", points="2.0", blocks=[block(4, "w", "1"), block(4, "b", "1")]),
    player_line(3, "C", rating="2200", points="0.0", blocks=[block(1, "b", "0"), block(1, "w", "0")]),
    player_line(4, "D", rating="2100", points="0.0", blocks=[block(2, "b", "0"), block(2, "w", "0")]),
)


def test_a_rematch_is_named_with_its_article(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "rematch.trf"
    path.write_text(REMATCH)
    assert run(["check", str(path)]) == EXIT_DIFFERENCES
    assert "round 2: rule broken: 1-3 is a rematch (C.04.1 art. 2)" in capsys.readouterr().out


@pytest.mark.parametrize("system", ["dubov", "dutch", "burstein", "lim", "double-swiss", "rating-1992", "round-robin"])
def test_swapped_colours_are_a_differing_round_with_its_rule_line(
    system: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The tester's hand edit "swapped colours" on one board of the last round of a generated event: a basic
    colour rule broken, or the system's colour rules (the Berger table's colours for a round robin)."""
    out = tmp_path / "g.trf"
    _generate(system, 5, out)
    lines = out.read_text().splitlines()
    players = [i for i, line in enumerate(lines) if line.startswith("001")]
    last_round = max(block_count(lines[i]) for i in players)
    if system == "double-swiss":  # a match's colours are its game 1's (double-swiss-trf.md)
        last_round -= 1
    last_column = block_span(last_round)[0] - 1  # 0-based start of the last block "oooo c r"
    first = lines[players[0]]
    opponent = int(first[last_column : last_column + 4])
    swap = {"w": "b", "b": "w"}
    for i in players:
        tpn = int(lines[i][4:8])
        if tpn in (int(first[4:8]), opponent):
            colour = lines[i][last_column + 5]
            lines[i] = lines[i][: last_column + 5] + swap[colour] + lines[i][last_column + 6 :]
    out.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert run(["check", str(out)]) == EXIT_DIFFERENCES
    report = capsys.readouterr().out
    assert "engine gives White to" in report
    rule = next(line for line in report.splitlines() if ": rule" in line)
    assert "C.04.1 art. 6" in rule or "C.04.1 art. 7" in rule or COLOURS[system] in rule


COLOURS = {
    "dubov": "the colour allocation (C.04.4.1 art. 5)",
    "dutch": "colour allocation rules' (C.04.3 art. 5)",
    "burstein": "colour allocation rules' (C.04.4.2 art. 5)",
    "lim": "the colour allocation (C.04.4.3 art. 5)",
    "double-swiss": "colour allocation rules' (C.04.5 art. 4)",
    "rating-1992": "the colour allocation (1992 text, E)",
    "round-robin": "the colours of round 4 of the Berger table (C.05 Annex 1)",
}
"""The rule line of a round whose only difference is a colour the basic rules allow."""


def _generate(system: str, seed: int, out: Path) -> None:
    args = ["generate", "--system", system, "--players", "10", "--rounds", "4", "--seed", str(seed), "--no-baku"]
    zero = ["--full-byes", "0", "--half-byes", "0", "--zero-byes", "0", "--forfeits", "0", "--double-forfeits", "0"]
    assert run([*args, *zero, "--odd", "0", "--withdrawals", "0", "-o", str(out)]) == EXIT_OK


def _exchanged(lines: list[str], columns: list[int], a: int, b: int, c: int, d: int) -> list[str]:
    """The file with boards a-b and c-d of ``columns`` paired a-d and c-b instead (colours and results kept)."""
    new = {a: d, d: a, c: b, b: c}
    out = list(lines)
    for i, line in enumerate(out):
        if line.startswith("001") and int(line[4:8]) in new:
            for column in columns:
                start = block_span(column)[0] - 1
                line = line[:start] + f"{new[int(line[4:8])]:4d}" + line[start + 4 :]
            out[i] = line
    return out


def _tampered_rule_lines(system: str, seed: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The rule line of every tamper "two boards of the last round exchange opponents" of a generated event
    (boards whose results allow it: the same result for both White players, in each game of the round)."""
    out = tmp_path / "g.trf"
    _generate(system, seed, out)
    lines = out.read_text().splitlines()
    players = [line for line in lines if line.startswith("001")]
    last = max(block_count(line) for line in players)
    columns = [last - 1, last] if system == "double-swiss" else [last]
    start = block_span(columns[0])[0] - 1
    boards: dict[int, tuple[int, str]] = {}
    for line in players:
        if line[start + 5] == "w" and line[start : start + 4].strip() not in ("", "0"):
            results = "".join(line[block_span(c)[0] + 6] for c in columns)
            boards[int(line[4:8])] = (int(line[start : start + 4]), results)
    found = []
    for (a, (b, first)), (c, (d, second)) in itertools.combinations(sorted(boards.items()), 2):
        if first != second:
            continue
        tampered = tmp_path / f"t{a}-{c}.trf"
        tampered.write_text("\n".join(_exchanged(lines, columns, a, b, c, d)) + "\n")
        capsys.readouterr()
        assert run(["check", str(tampered)]) == EXIT_DIFFERENCES
        found += [line for line in capsys.readouterr().out.splitlines() if ": rule" in line]
    return found


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        ("dutch", "the engine's pairing is better at [C6] (C.04.3 art. 2.4.1: minimise the number of downfloaters"),
        ("burstein", "the engine's pairing is better at [C5] (C.04.4.2 art. 2.3.1: maximise the number of pairs"),
        (
            "double-swiss",
            "the engine's pairing is better at [C4] (C.04.5 art. 2.3.1: minimise the number of upfloaters",
        ),
        ("dubov", "the first step that departs is the choice of upfloaters (C.04.4.1 art. 3.2.1–3.2.2"),
        ("dubov-2018", "the first step that departs is the choice of upfloaters (Dubov 2018, B"),
        ("dubov-1997", "the first step that departs is the transfer of players between score groups (Dubov 1997, 7"),
        ("lim", "the first step that departs is the floater selection (C.04.4.3 art. 2.3 and 3)"),
        ("rating-1992", "the first step that departs is the players moved down (1992 text, C1, C6"),
        ("round-robin", "the pairings of round 4 of the Berger table (C.05 Annex 1)"),
    ],
)
def test_a_legal_but_different_round_names_the_systems_criterion_or_step(
    system: str, expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Q21: two boards of the last round exchange opponents (the tester's "legal but different" edit): every such
    file gets a rule line — a basic rule broken (C.04.1 art. 2 rematch, arts. 6–7 colours) or the system's own
    criterion or procedure step — and the system's expected article is named for at least one of them."""
    rules: list[str] = []
    for seed in range(5, 10):  # the first generated events whose tampers reach the expected article
        rules += _tampered_rule_lines(system, seed, tmp_path, capsys)
        if any(expected in rule for rule in rules):
            break
    assert any(expected in rule for rule in rules), rules
    for rule in rules:
        assert (
            "rule broken" in rule
            or "the engine's pairing is better at" in rule
            or "departs" in rule
            or ("Berger table" in rule or "file's pairing is better" in rule or "equal on every criterion" in rule)
        ), rule


def _teams_exchanged(event: TeamTournament, rnd: int, a: int, c: int) -> TeamTournament:
    """Matches a-b and c-d of round ``rnd`` (a and c White on board 1) paired a-d and c-b, every game drawn."""
    team = {t.tpn: t for t in event.teams}
    b, d = team[a].entry(rnd).opponent, team[c].entry(rnd).opponent  # type: ignore[union-attr]
    assert b is not None and d is not None
    new = {a: d, d: a, c: b, b: c}
    on_board = {t: {g.board: g.player for g in team[t].entry(rnd).boards} for t in new}  # type: ignore[union-attr]
    drawn = next(
        r
        for t in event.teams
        for r in t.rounds
        if r.kind is RoundKind.MATCH and r.played and all(g.result is ResultCode.DRAW for g in r.boards)
    )

    teams = []
    for t in event.teams:
        if t.tpn in new:
            rounds = tuple(
                replace(
                    r,
                    opponent=new[t.tpn],
                    boards=tuple(
                        replace(g, opponent=on_board[new[t.tpn]][g.board], result=ResultCode.DRAW) for g in r.boards
                    ),
                    result=drawn.result,
                    match_points=drawn.match_points,
                    game_points=drawn.game_points,
                    opponent_game_points=drawn.game_points,
                )
                if r.round == rnd
                else r
                for r in t.rounds
            )
            t = replace(t, rounds=rounds)
        teams.append(t)
    return replace(event, teams=tuple(teams))


def test_the_tampered_team_file_names_the_team_criterion(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Q21: a Team Swiss TRF whose last round has two matches exchanged (C.04.6 art. 2.3.1 [C4]: the engine draws
    fewer upfloaters from the top score group), and one that replays an earlier match ([C1], art. 2.1.1)."""
    event = generated(8)
    rnd = event.last_paired_round()
    path = tmp_path / "tampered-team.trf"
    path.write_text(write_team_trf(_teams_exchanged(event, rnd, 1, 13)))
    assert run(["check", str(path)]) == EXIT_DIFFERENCES
    report = capsys.readouterr().out
    assert f"round {rnd}: rule: legal by the basic rules (C.04.1) but not the pairing the rules produce: the " in report
    assert "engine's pairing is better at [C4] (C.04.6 art. 2.3.1: minimise the number of upfloaters" in report
    path.write_text(write_team_trf(_teams_exchanged(event, rnd, 1, 7)))
    assert run(["check", str(path)]) == EXIT_DIFFERENCES
    assert "is a rematch (C.04.6 art. 2.1.1 [C1])" in capsys.readouterr().out
