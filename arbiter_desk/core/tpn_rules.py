"""What FIDE's checklist asks before pairing numbers change (C.04.2 (2026) art. 2.3–2.5; checklist Q147–156).

Art. 2.3 lets TPNs be reassigned after corrections of the ranking data, but not after the fourth round has been
paired. The checklist turns this into warning levels (section 3: level 3 = confirm or cancel, level 4 = two-step
confirmation stating the consequences):

- Q148–150: a manual exchange of two TPNs is only between players of equal tournament rating: in FIDE mode an
  exchange of different ratings is refused (level 5); outside FIDE mode it asks at level 3 saying that the ratings
  differ (Q149). Every exchange asks at level 3 (Q150).
- Q151–152: once round 4 is paired, an exchange or a regeneration needs level 4.
- Q153–155: a regeneration before round 4 asks at level 3 when it moves two or more numbers; it keeps the tie
  order first chosen (the caller sorts with the stored tie order).
- Q156: a late entry gets "an appropriate TPN" at any round (art. 2.4; TPNs are provisional because of late
  entries, art. 2.5): numbered by its ranking, those below moving down; art. 2.3's freeze after round 4 is for
  corrections of ranking data only ("for this reason").

Core computes the verdict; services attach it to the action and the UI renders it (ARCHITECTURE.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.ids import PlayerId

FROZEN_AFTER_ROUND = 4
"""Art. 2.3: no TPN modification after the fourth round has been paired."""


@dataclass(frozen=True, slots=True)
class TpnExchange:
    """An exchange of two players' TPNs the arbiter made, kept so that a later re-sorting (art. 2.3: the TPNs
    follow corrected ranking data until round 4 is paired) does not undo it: it is applied again after every
    re-sorting while the ranking data it was made on (art. 2.2.1 rating, 2.2.2 title; ``ranking`` = rating and
    title of ``first`` then ``second``) stands. Once a rating or title of either player is corrected, the
    exchange lapses and the corrected ranking decides (art. 2.3)."""

    first: PlayerId
    second: PlayerId
    ranking: tuple[int, str, int, str]

    def holds(self, first: tuple[int, str] | None, second: tuple[int, str] | None) -> bool:
        """Whether the exchange still applies, given the current (rating, title) of both (None: not there)."""
        return first is not None and second is not None and (*first, *second) == self.ranking


@dataclass(frozen=True, slots=True)
class TpnVerdict:
    """The warning an action on TPNs needs: ``level`` 0 (none), 3 (confirm) or 4 (two-step), and the text."""

    level: int
    text: str = ""
    consequences: str = ""

    @property
    def needs_confirmation(self) -> bool:
        return self.level >= 3

    @property
    def refused(self) -> bool:
        """Level 5: not allowed in FIDE mode, whatever the arbiter answers."""
        return self.level >= 5


_AFTER_FOUR = (
    "Round {paired} has been paired: C.04.2 art. 2.3 allows no change of pairing numbers after the fourth round "
    "has been paired."
)
_CONSEQUENCES = (
    "The pairings already made keep who played whom, but every list, cross table and TRF from now on shows the "
    "new numbers, and a pairing checker will not reproduce the earlier rounds from them."
)


def exchange_verdict(rating_a: int, rating_b: int, rounds_paired: int, fide_mode: bool = True) -> TpnVerdict:
    """Q148–152: in FIDE mode only players of equal tournament rating exchange (level 5 otherwise, Q148); level 4
    once round 4 is paired; otherwise level 3, saying when the tournament ratings differ (Q149, outside FIDE mode).
    """
    if fide_mode and rating_a != rating_b:
        return TpnVerdict(
            5,
            f"The tournament ratings differ ({rating_a} and {rating_b}): in FIDE mode pairing numbers are exchanged "
            "only between players of equal tournament rating (C.04.2 art. 2.2–2.3). Correct the rating instead; "
            "the numbers then follow it.",
        )
    if rounds_paired >= FROZEN_AFTER_ROUND:
        return TpnVerdict(4, _AFTER_FOUR.format(paired=rounds_paired) + " Exchange anyway?", _CONSEQUENCES)
    if rating_a != rating_b:
        return TpnVerdict(
            3,
            f"The tournament ratings differ ({rating_a} and {rating_b}): an exchange of pairing numbers is meant "
            "for players of equal rating (C.04.2 art. 2.2–2.3). Exchange anyway?",
        )
    return TpnVerdict(3, f"Exchange the pairing numbers of two players rated {rating_a}?")


def regeneration_verdict(moved: int, rounds_paired: int) -> TpnVerdict:
    """Q151–154: nothing to confirm when no number moves; level 4 once round 4 is paired; level 3 when two
    or more numbers move before it."""
    if moved == 0:
        return TpnVerdict(0)
    if rounds_paired >= FROZEN_AFTER_ROUND:
        return TpnVerdict(
            4, _AFTER_FOUR.format(paired=rounds_paired) + f" Regenerate {moved} number(s) anyway?", _CONSEQUENCES
        )
    if moved >= 2:
        return TpnVerdict(3, f"Regenerating the pairing numbers moves {moved} players. Go ahead?")
    return TpnVerdict(0)
