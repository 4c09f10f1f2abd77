"""Classification of the cross-test's discrepancies: ours, theirs or a reading, with the article.

Only patterns investigated by hand and documented in ``KNOWN_DISCREPANCIES.md`` (each with a minimal file
under ``tests/crosstest/cases/``) are classified here; everything else stays ``unclassified`` until somebody
looks at it (and then either fixes our engine or documents the pattern here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.crosstest.harness import Discrepancy

PARITY = (
    "reading",
    "C.04.2 (2026) art. 2.4-2.5, C.04.3 art. 5.2.5 / C.04.6 art. 4.3.1: TPN parity counts only participants "
    "already paired or paired now (dutch-2026-clarifications.md 1); the other engine counts raw TPNs",
)


ROUND_ROBIN_GUESS = (
    "theirs",
    "C.07 art. 15-16 (unplayed rounds in a Swiss): Gacrux takes an event whose 092 lacks SWISS for a round "
    "robin when its size fits (GACRUX_DEPARTURES.md D3); its own generator writes 092 Tournament",
)


TIMEOUT = (
    "timeout",
    "no finding: the other engine did not finish within the harness's wall-clock limit (shared, loaded machine)",
)


NO_EVENT = (
    "no event",
    "no finding: Gacrux's generator stopped at a round it found no legal pairing for (C.04.3 art. 1.9.3: the "
    "Chief Arbiter decides) and wrote no tournament to check",
)


def classify(d: Discrepancy, trf: str) -> tuple[str, str]:
    """(classification, article) of ``d`` in the tournament ``trf``."""
    if d.kind == "error" and "TimeoutExpired" in d.ours:
        return TIMEOUT
    if d.kind == "error" and d.direction == "gacrux-ours" and d.ours.startswith("GacruxNoLegalPairing"):
        return NO_EVENT
    if d.kind == "tiebreak" and _looks_like_round_robin(trf):
        return ROUND_ROBIN_GUESS
    if d.kind == "pairing" and d.round is not None and _colours_only(d) and _unpaired_absent_before(trf, d):
        return PARITY
    return "unclassified", ""


def _looks_like_round_robin(trf: str) -> bool:
    """D3: no SWISS in record 092 and as many participants as rounds or rounds + 1 (or twice that)."""
    lines = trf.replace("\r", "\n").splitlines()
    kind = next((line[4:] for line in lines if line.startswith("092")), "")
    if "SWISS" in kind.upper():
        return False
    players = sum(1 for line in lines if line.startswith("001"))
    rounds = next((int(line[4:].split()[0]) for line in lines if line.startswith("142") and line[4:].strip()), 0)
    return rounds > 0 and players in (rounds, rounds + 1, 2 * rounds, 2 * (rounds + 1))


def _boards(text: str) -> set[frozenset[str]]:
    return {frozenset(board.split("-")) for board in text.split()}


def _colours_only(d: Discrepancy) -> bool:
    """The same boards on both sides, only White and Black swapped on some."""
    return bool(d.ours.strip()) and _boards(d.ours) == _boards(d.theirs)


def _unpaired_absent_before(trf: str, d: Discrepancy) -> bool:
    """Some participant absent in the round was never paired before it (no TPN yet by the reading)."""
    assert d.round is not None
    if d.direction.startswith("team"):
        from arbiter_desk.core.teams import RoundKind
        from arbiter_desk.formats.trf.team_reader import read_team_trf

        event = read_team_trf(trf).event
        if event is None:
            return False
        for team in event.teams:
            entry = team.entry(d.round)
            earlier = [team.entry(r) for r in range(1, d.round)]
            paired = any(e is not None and e.kind in (RoundKind.MATCH, RoundKind.PAB) for e in earlier)
            if not paired and (entry is None or entry.kind not in (RoundKind.MATCH, RoundKind.PAB)):
                return True
        return False
    from arbiter_desk.core.results import ResultCode
    from arbiter_desk.formats.trf import parse_trf

    for player in parse_trf(trf).players:
        rows = {int(e.round): e for e in player.rounds}
        was_paired = any(
            e.opponent is not None or e.result is ResultCode.PAIRING_BYE for e in player.rounds if e.round < d.round
        )
        now = rows.get(d.round)
        if not was_paired and (now is None or (now.opponent is None and now.result is not ResultCode.PAIRING_BYE)):
            return True
    return False
