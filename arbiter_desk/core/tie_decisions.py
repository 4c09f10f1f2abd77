"""Ties decided outside the tie-break list (VCL4THP.13 Q205, Q207) and their TRF-2026 ``###`` line.

C.07 ranks tied players by the published list; ties left may stand, be drawn by lot (Q203–204), or — where the
regulations say so — be decided otherwise: the arbiter ranks the tied players by hand (Q205), or enters values
computed outside the program, e.g. the score of a play-off or of an armageddon game (Q207). Such a decision
concerns one group of players tied on points and on every tie-break of the list; it is applied to the standings
after its round and later, and only while the group is still exactly tied (a later correction that unties
them, or ties another player with them, leaves the decision aside rather than guessing).

TRF-2026 has no field for it; the rank column of record 001 shows the outcome and the desk writes one ``###``
comment line per decision, in ``core.integrity``'s shape, which it reads back on import::

    ### Tie decision @ Round 9: by hand: 7, 3, 12
    ### Tie decision @ Round 9: Play-off: 7=1.5, 3=0.5

``Round 9`` is the round after which the decision was taken; ``by hand`` lists the TPNs from first to last;
otherwise the label (what decided) is followed by ``TPN=value`` pairs, the higher value ranking first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event
from arbiter_desk.core.scoring import format_points

BY_HAND = "by hand"
_PAIR = re.compile(r"^(?P<tpn>\d{1,4})\s*=\s*(?P<value>-?\d+(?:\.\d+)?)$")


@dataclass(frozen=True, slots=True)
class TieDecision:
    """One decided tie: the round after which it applies, the players in the order decided, and either no
    values (ranked by hand, Q205) or one value per player with what produced them (Q207)."""

    round: int
    players: tuple[PairingNumber, ...]
    label: str = BY_HAND
    values: tuple[Decimal, ...] = ()

    def __post_init__(self) -> None:
        if len(self.players) < 2 or len(set(self.players)) != len(self.players):
            raise InvalidInputError("a tie decision orders two or more different players")
        if self.values and len(self.values) != len(self.players):
            raise InvalidInputError("a tie decision needs one value per player")
        if not self.by_hand and not self.values:
            raise InvalidInputError(f"{self.label}: enter a value for every tied player")
        if not self.label.strip() or any(c in self.label for c in ":=,"):
            raise InvalidInputError(f"say what decided the tie in a few words without ':', '=' or ',' ({self.label!r})")

    @property
    def by_hand(self) -> bool:
        return self.label == BY_HAND

    def event(self) -> IntegrityEvent:
        if self.by_hand:
            detail = f"{BY_HAND}: {', '.join(str(t) for t in self.players)}"
        else:
            pairs = ", ".join(f"{t}={format_points(v)}" for t, v in zip(self.players, self.values, strict=True))
            detail = f"{' '.join(self.label.split())}: {pairs}"
        return IntegrityEvent(EventKind.TIE_DECISION, self.round, detail)

    def to_comment(self) -> str:
        return self.event().to_comment()

    def keys(self) -> dict[PairingNumber, Decimal]:
        """A sort key per player, higher first: the value entered, or for a hand ranking minus the position."""
        if self.by_hand:
            return {t: Decimal(-i) for i, t in enumerate(self.players)}
        return dict(zip(self.players, self.values, strict=True))

    def mark(self, tpn: int) -> str:
        """How the standings mark a rank it decided: ``by hand``, ``Play-off 1.5``."""
        if self.by_hand:
            return BY_HAND
        return f"{self.label} {format_points(self.keys()[PairingNumber(tpn)])}"


def parse_tie_decision(comment: str) -> TieDecision | None:
    """The decision a comment (with or without ``###``) records, or None for any other comment."""
    event = parse_event(comment)
    if event is None or event.kind is not EventKind.TIE_DECISION or ":" not in event.detail:
        return None
    label, _, rest = event.detail.partition(":")
    items = [item.strip() for item in rest.split(",") if item.strip()]
    try:
        if label.strip() == BY_HAND:
            return TieDecision(event.round, tuple(PairingNumber(int(i)) for i in items))
        pairs = [_PAIR.match(item) for item in items]
        if not all(pairs):
            return None
        return TieDecision(
            event.round,
            tuple(PairingNumber(int(m["tpn"])) for m in pairs if m),
            label.strip(),
            tuple(Decimal(m["value"]) for m in pairs if m),
        )
    except (InvalidInputError, ValueError, InvalidOperation):
        return None


def split_tie_decisions(comments: Iterable[str]) -> tuple[tuple[TieDecision, ...], tuple[str, ...]]:
    """(the decisions, the other comments) of a file's comment lines."""
    found: list[TieDecision] = []
    rest: list[str] = []
    for comment in comments:
        decision = parse_tie_decision(comment)
        if decision is None:
            rest.append(comment)
        else:
            found.append(decision)
    return tuple(found), tuple(rest)


def decide(
    groups: Sequence[tuple[PairingNumber, ...]], decisions: Sequence[TieDecision], after_round: int
) -> tuple[list[tuple[PairingNumber, ...]], dict[PairingNumber, str]]:
    """The groups with every tie a decision covers exactly split by it (the newest decision of a group wins),
    and the mark of each player whose rank a decision made."""
    out: list[tuple[PairingNumber, ...]] = []
    marks: dict[PairingNumber, str] = {}
    for group in groups:
        chosen = None
        if len(group) > 1:
            for decision in decisions:
                if decision.round <= after_round and set(decision.players) == set(group):
                    chosen = decision
        if chosen is None:
            out.append(group)
            continue
        keys = chosen.keys()
        ordered = sorted(group, key=lambda t: (-keys[t], t))
        start = 0
        for index in range(1, len(ordered) + 1):
            if index == len(ordered) or keys[ordered[index]] != keys[ordered[start]]:
                out.append(tuple(ordered[start:index]))
                start = index
        marks.update((t, chosen.mark(t)) for t in group)
    return out, marks
