"""Say in a round's explanation when prohibited pairs (TRF-2026 record ``260`` / ``XXP``) decided the pairing.

Every system honours prohibited pairs as an absolute criterion through the kit (``common/legality.py``);
``pairing-input.md``: "none of the listed players may meet each other in those rounds — an absolute criterion,
like a rematch". Whether they *decided* a round is a question about the pairing as a whole, not about one
system's steps: the round is paired again with the same snapshot without its prohibited pairs, and the two
pairings are compared. The answer becomes one note of :class:`~arbiter_desk.core.pairing.explain.RoundExplanation`
(shown by ``arbiter-desk explain`` and by the desk's explanation view, which render ``notes``).

Where: a wrapper :class:`ExplainsProhibitedPairs` that :meth:`SystemEntry.build` puts around every system with
``Capability.PROHIBITED_PAIRS``. So it is written once for all systems, no system package knows about it (the
systems stay pure "pair by the articles"), and everything that finds a system through the registry (CLI,
desk, checker, generator) gets the note. It changes no pairing, only notes: the pairing returned is the
system's own; the second pairing is made only in rounds where some prohibited group is in force and is only
compared. If the unrestricted round has no legal pairing, the note says the groups were in force and nothing more.

Reading: "decided" means the two pairings differ (boards, colours or the pairing-allocated bye). The note names
the prohibited pairs the unrestricted pairing makes; should the pairings differ although none of them would have
met (the rule only narrowed a completion check), it says so rather than naming a pair
(``tests/core/pairing/test_prohibited.py``).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import (
    AllocatesColours,
    ColourChoice,
    NamesDeparture,
    PairingSystem,
    RoundPairing,
)
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament

_OPEN_END = 9999
"""``ForbiddenPairs.last_round`` when the record gives no last round."""


def groups_in_force(tournament: Tournament, round_no: int) -> tuple[ForbiddenPairs, ...]:
    """The prohibited groups whose rounds include ``round_no`` and that name at least two players."""
    return tuple(
        g for g in tournament.forbidden_pairs if g.first_round <= round_no <= g.last_round and len(set(g.players)) > 1
    )


def _rounds_text(group: ForbiddenPairs) -> str:
    if group.last_round >= _OPEN_END:
        return f"from round {group.first_round} on"
    if group.first_round == group.last_round:
        return f"round {group.first_round}"
    return f"rounds {group.first_round}–{group.last_round}"


def _group_text(group: ForbiddenPairs) -> str:
    return f"{' '.join(str(t) for t in group.players)} ({_rounds_text(group)})"


def _pairs(pairing: RoundPairing) -> set[frozenset[PairingNumber]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def _pair_text(a: int, b: int) -> str:
    return f"{min(a, b)}–{max(a, b)}"


def prohibited_note(groups: tuple[ForbiddenPairs, ...], actual: RoundPairing, free: RoundPairing | None) -> str:
    """The note for a round paired as ``actual`` with ``groups`` in force, ``free`` paired without them.

    ``free`` is None when no legal pairing exists without the prohibited pairs.
    """
    in_force = "; ".join(dict.fromkeys(_group_text(g) for g in groups))  # a group recorded twice is listed once
    if free is None:
        return f"Prohibited pairs (TRF 260) in force: {in_force}; without them no legal pairing exists to compare"
    same = free.boards == actual.boards and free.bye == actual.bye
    if same:
        return f"Prohibited pairs (TRF 260) in force: {in_force}; none would have met"
    made, kept = _pairs(free), _pairs(actual)
    changed = sorted((min(p), max(p)) for p in made - kept)
    instead = sorted((min(p), max(p)) for p in kept - made)
    met = [(a, b) for a, b in changed if any(g.forbids(a, b, actual.round) for g in groups)]
    heads: list[str] = []
    for g in groups:
        pairs = ", ".join(_pair_text(a, b) for a, b in met if g.forbids(a, b, actual.round))
        head = f"{pairs} may not meet ({_rounds_text(g)})"
        if pairs and head not in heads:
            heads.append(head)
    if not heads:
        heads.append(f"{in_force} (no prohibited pair would have met, but the pairing would have differed)")
    other = ", ".join(_pair_text(a, b) for a, b in changed) if changed else "the same pairs"
    if changed:
        other += f" instead of {', '.join(_pair_text(a, b) for a, b in instead)}"
    if free.bye != actual.bye:
        other += f", pairing-allocated bye {free.bye if free.bye is not None else 'none'}"
    elif not changed:
        other += " with other colours or board order"
    return (
        f"Prohibited pairs (TRF 260) decided: {'; '.join(heads)}; without that rule the pairing would have had {other}"
    )


def explain_prohibited(system: PairingSystem, tournament: Tournament, pairing: RoundPairing) -> RoundPairing:
    """``pairing`` (made by ``system`` from ``tournament``) with the prohibited-pairs note, if any group is in force."""
    groups = groups_in_force(tournament, pairing.round)
    if not groups:
        return pairing
    try:
        free: RoundPairing | None = system.pair(replace(tournament, forbidden_pairs=()), pairing.round)
    except NoValidPairingError:
        free = None
    note = prohibited_note(groups, pairing, free)
    explanation = replace(pairing.explanation, notes=(*pairing.explanation.notes, note))
    return replace(pairing, explanation=explanation)


class ExplainsProhibitedPairs:
    """A pairing system whose explanations say when prohibited pairs decided (TRF 260); pairings unchanged."""

    def __init__(self, inner: PairingSystem) -> None:
        self.inner = inner

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def title(self) -> str:
        return self.inner.title

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        return explain_prohibited(self.inner, tournament, self.inner.pair(tournament, round_no))

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str | None:
        """The inner system's rule line for the checker (:class:`NamesDeparture`), if it names one."""
        if isinstance(self.inner, NamesDeparture):
            return self.inner.departure(snapshot, round_no, file, engine)
        return None


class ExplainsProhibitedPairsWithColours(ExplainsProhibitedPairs):
    """The same for a system that also gives the colours of a single pair (:class:`AllocatesColours`)."""

    def __init__(self, inner: PairingSystem, colours: AllocatesColours) -> None:
        super().__init__(inner)
        self._colours = colours

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        return self._colours.colours_for(tournament, round_no, a, b)


def explaining_prohibited_pairs(system: PairingSystem) -> PairingSystem:
    """``system`` wrapped so its round explanations carry the prohibited-pairs note."""
    if isinstance(system, AllocatesColours):
        return ExplainsProhibitedPairsWithColours(system, system)
    return ExplainsProhibitedPairs(system)
