"""The checker names the rule a differing round breaks (C.04.1 (2026) basic rules; C.04.2 art. 1.4), for every
system of the registry: a tampered file per system gets a "rule" line naming the article or saying the round is
legal by the basic rules but not the one the system's criteria produce (approval checklist Q21)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK
from arbiter_desk.formats.trf.columns import block_count, block_span
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
    """The tester's hand edit "swapped colours" on one board of the last round of a generated event."""
    out = tmp_path / "g.trf"
    args = ["generate", "--system", system, "--players", "10", "--rounds", "4", "--seed", "5", "--no-baku"]
    zero = ["--full-byes", "0", "--half-byes", "0", "--zero-byes", "0", "--forfeits", "0", "--double-forfeits", "0"]
    assert run([*args, *zero, "--odd", "0", "--withdrawals", "0", "-o", str(out)]) == EXIT_OK
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
    assert "C.04.1 art. 6" in rule or "C.04.1 art. 7" in rule or "legal by the basic rules (C.04.1)" in rule
