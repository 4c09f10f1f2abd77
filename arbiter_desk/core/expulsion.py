"""Expelled participants (VCL4THP.13 Q197–198) and their TRF-2026 ``###`` line.

An expulsion is the arbiter's disciplinary decision, distinct from a withdrawal (C.04.2 art. 3.2, "participants
who withdraw … will no longer be paired"): the player is not paired from a round on, like a withdrawn one, and in
addition is left out of the standings (Q198).

C.07 has no rule of its own for an expelled player's games, so they are treated as any withdrawn player's: the
games played stay in the opponents' tie-breaks with their results, and every round after the expulsion is a
zero-point bye (C.07 art. 16: "every round after a withdrawal is a zero-point bye"), counted for the opponents'
Buchholz by the unplayed-round categories. Only the ranking leaves the player out; the values of the others do
not change (our reading: removing the games would change results already played, which no rule asks).

TRF-2026 has no field for an expulsion, so the desk writes one ``###`` comment line per expelled participant in
``core.integrity``'s shape, which it reads back on import and which ``check`` lists::

    ### Expelled @ Round 5: player 12: abusive behaviour

``Round 5`` is the first round the player is no longer paired in; ``player 12`` the pairing number; the reason
follows (may be empty).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event
from arbiter_desk.core.tournament import Tournament

_DETAIL = re.compile(r"^player\s+(?P<tpn>\d{1,4})\s*(?::\s*(?P<reason>.*))?$")


@dataclass(frozen=True, slots=True)
class Expulsion:
    """One expelled participant: TPN, the first round without pairing, and the reason."""

    tpn: PairingNumber
    from_round: int
    reason: str = ""

    def event(self) -> IntegrityEvent:
        """The ``Expelled @ Round n: player t: reason`` event (one line, plain text)."""
        reason = " ".join(self.reason.split())
        return IntegrityEvent(EventKind.EXPULSION, self.from_round, f"player {self.tpn}: {reason}".rstrip(": "))

    def to_comment(self) -> str:
        return self.event().to_comment()


def parse_expulsion(comment: str) -> Expulsion | None:
    """The expulsion a comment (with or without ``###``) records, or None for any other comment."""
    event = parse_event(comment)
    if event is None or event.kind is not EventKind.EXPULSION:
        return None
    match = _DETAIL.match(event.detail)
    if match is None:
        return None
    return Expulsion(PairingNumber(int(match["tpn"])), event.round, (match["reason"] or "").strip())


def split_expulsions(comments: Iterable[str]) -> tuple[dict[int, Expulsion], tuple[str, ...]]:
    """(TPN → expulsion, the other comments): an imported file's expulsion lines and the rest."""
    found: dict[int, Expulsion] = {}
    rest: list[str] = []
    for comment in comments:
        expulsion = parse_expulsion(comment)
        if expulsion is None:
            rest.append(comment)
        else:
            found.setdefault(expulsion.tpn, expulsion)
    return found, tuple(rest)


def expelled_tpns(tournament: Tournament) -> frozenset[PairingNumber]:
    """Every expelled participant: flagged on the player, or named by an expulsion line of the file's comments."""
    named = split_expulsions(tournament.comments)[0]
    return frozenset(p.tpn for p in tournament.players if p.expelled or p.tpn in named)


def with_expulsions(tournament: Tournament) -> Tournament:
    """The snapshot with the players its expulsion lines name flagged (and withdrawn from that round)."""
    named = split_expulsions(tournament.comments)[0]
    if not named:
        return tournament
    players = tuple(
        replace(p, expelled=True, withdrawn_from=p.withdrawn_from or named[p.tpn].from_round) if p.tpn in named else p
        for p in tournament.players
    )
    return replace(tournament, players=players)
