"""Rounds paired while a game was adjourned: C.04.2 (2026) art. 3.1 in the checker.

An adjourned game counts as a draw for pairing the rounds paired before it ends, and for nothing else. A file
written later holds the game's final result, so re-pairing those rounds on it gives another pairing: a false
alarm. The desk writes ``### Adjournment @ Round r: board n <change> (adjourned game)`` when an adjourned game
ends with anything but a draw (``core.integrity``); for such a game, a round that differs from the engine's is
re-paired once more with that game counted as a draw, and when that agrees the round is reported as "paired
with the adjourned game of board n counted as a draw (art. 3.1)", not as a discrepancy.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, events_in
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament

_BOARD = re.compile(r"^\s*board\s+(\d+)\b", re.IGNORECASE)
_DECISIVE = frozenset({ResultCode.WIN, ResultCode.LOSS, ResultCode.WIN_UNRATED, ResultCode.LOSS_UNRATED})


def finished_adjournments(tournament: Tournament) -> dict[int, tuple[int, ...]]:
    """Round → boards whose adjourned game ended with anything but a draw (the file's ``###`` lines)."""
    found: dict[int, list[int]] = {}
    for event in events_in(tournament.comments):
        if event.kind is EventKind.ADJOURNMENT and event.detail.rstrip().endswith("(adjourned game)"):
            board = _BOARD.match(event.detail)
            if board is not None:
                found.setdefault(event.round, []).append(int(board.group(1)))
    return {r: tuple(boards) for r, boards in found.items()}


def _decisive_pairs(tournament: Tournament, round_no: int) -> list[tuple[PairingNumber, PairingNumber]]:
    pairs = []
    for p in tournament.players:
        e = p.entry(round_no)
        if e is not None and e.opponent is not None and p.tpn < e.opponent and e.result in _DECISIVE:
            pairs.append((p.tpn, e.opponent))
    return pairs


def with_draw(tournament: Tournament, round_no: int, pair: tuple[PairingNumber, PairingNumber]) -> Tournament:
    """``tournament`` with the game of ``pair`` in ``round_no`` counted as a draw (art. 3.1)."""

    def drawn(p: Player) -> Player:
        if p.tpn not in pair:
            return p
        rounds = tuple(replace(e, result=ResultCode.DRAW) if e.round == round_no else e for e in p.rounds)
        return replace(p, rounds=rounds)

    return replace(tournament, players=tuple(drawn(p) for p in tournament.players))


def adjourned_readings(tournament: Tournament, round_no: int) -> Iterator[tuple[str, Tournament]]:
    """For each adjourned game of an earlier round that ended decisively: the note and the tournament with that
    game a draw. The file has no board numbers, so each decisive game of that round is tried in turn."""
    for earlier, boards in sorted(finished_adjournments(tournament).items()):
        if earlier >= round_no:
            continue
        where = ", ".join(str(b) for b in boards)
        for pair in _decisive_pairs(tournament, earlier):
            note = (
                f"paired with the adjourned game of board {where} of round {earlier} ({pair[0]}-{pair[1]}) "
                "counted as a draw (C.04.2 art. 3.1)"
            )
            yield note, with_draw(tournament, earlier, pair)


def explained_by_adjournment(tournament: Tournament, round_no: int, agrees: Callable[[Tournament], bool]) -> str | None:
    """The note for ``round_no`` when it agrees with the engine once an adjourned game is a draw, else None."""
    for note, reading in adjourned_readings(tournament, round_no):
        if agrees(reading):
            return note
    return None
