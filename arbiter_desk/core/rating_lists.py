"""Rating lists, their sequence per event and the tournament rating (FIDE checklist VCL4THP.13 Q116–129, Q145).

A *list* is one rate of play of one rating source: FIDE standard, rapid or blitz, or a national list. The
*effective* rapid (blitz) list gives the rapid (blitz) rating, and the standard rating when the player has no
rapid (blitz) one (Q118). An event looks players up in a *sequence* of lists (Q123–126): a player found in the
first (main) list gets that rating (Q127); one found only further down is offered every rating found, to pick
from (Q128–129). The *tournament rating* that ranks players (C.04.2 art. 2.2.1) comes from the official FIDE and
national ratings and a rating typed by the arbiter by one of the TRF-2026 methods (record 172, Q145).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.errors import InvalidInputError


class RateOfPlay(StrEnum):
    """The rate of play of an event and of a rating (FIDE rating regulations: standard, rapid, blitz)."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"


FIDE = "fide"
"""The source name of FIDE's lists; any other source is a national list (e.g. ``GER``)."""


@dataclass(frozen=True, slots=True)
class ListRef:
    """One list a rating comes from: a source (``fide`` or a national list's name), a rate, effective or not.

    Its ``key`` (``fide-rapid-effective``, ``national:GER-standard``) is what the tournament file stores.
    """

    source: str
    rate: RateOfPlay
    effective: bool = False

    @property
    def is_fide(self) -> bool:
        return self.source == FIDE

    @property
    def key(self) -> str:
        head = FIDE if self.is_fide else f"national:{self.source}"
        return f"{head}-{self.rate.value}{'-effective' if self.effective else ''}"

    @property
    def label(self) -> str:
        owner = "FIDE" if self.is_fide else f"National ({self.source})"
        return f"{owner} {self.rate.value}{' (effective)' if self.effective else ''}"

    @classmethod
    def from_key(cls, key: str) -> ListRef:
        """The list a stored key names; a clear error for anything else."""
        text = key.strip()
        effective = text.endswith("-effective")
        if effective:
            text = text.removesuffix("-effective")
        head, _, rate = text.rpartition("-")
        try:
            rate_of_play = RateOfPlay(rate)
        except ValueError:
            raise InvalidInputError(f"rating list {key!r}: the rate must be standard, rapid or blitz") from None
        if head == FIDE:
            source = FIDE
        elif head.startswith("national:") and head.removeprefix("national:").strip():
            source = head.removeprefix("national:").strip()
        else:
            raise InvalidInputError(f"rating list {key!r}: expected 'fide-…' or 'national:NAME-…'")
        if effective and rate_of_play is RateOfPlay.STANDARD:
            raise InvalidInputError(f"rating list {key!r}: only rapid and blitz lists have an effective form")
        return cls(source, rate_of_play, effective)


def default_sequence(event: RateOfPlay) -> tuple[ListRef, ...]:
    """Q123: standard event → FIDE standard, rapid, blitz; rapid → effective rapid, blitz; blitz → effective
    blitz, rapid."""
    if event is RateOfPlay.STANDARD:
        return (ListRef(FIDE, RateOfPlay.STANDARD), ListRef(FIDE, RateOfPlay.RAPID), ListRef(FIDE, RateOfPlay.BLITZ))
    other = RateOfPlay.BLITZ if event is RateOfPlay.RAPID else RateOfPlay.RAPID
    return (ListRef(FIDE, event, effective=True), ListRef(FIDE, other))


def sequence_from_keys(keys: Sequence[str]) -> tuple[ListRef, ...]:
    """A stored sequence; a list named twice counts once (its first place)."""
    seen: dict[str, ListRef] = {}
    for key in keys:
        ref = ListRef.from_key(key)
        seen.setdefault(ref.key, ref)
    return tuple(seen.values())


@dataclass(frozen=True, slots=True)
class ListedRatings:
    """What one source's list holds for one player: the three rates (None where the player has none)."""

    standard: int | None = None
    rapid: int | None = None
    blitz: int | None = None

    def rating(self, rate: RateOfPlay, effective: bool = False) -> int | None:
        """The rating of ``rate``; for an effective rapid/blitz list the standard one stands in (Q118)."""
        own = {RateOfPlay.STANDARD: self.standard, RateOfPlay.RAPID: self.rapid, RateOfPlay.BLITZ: self.blitz}[rate]
        if own is None and effective:
            return self.standard
        return own


@dataclass(frozen=True, slots=True)
class FoundRating:
    """A rating found for a player in one list of the sequence, with the list's date (ISO, may be empty)."""

    list: ListRef
    rating: int
    list_date: str = ""

    @property
    def source_text(self) -> str:
        """What the tournament file keeps as the rating's source (Q134): the list's key and date."""
        return f"{self.list.key}@{self.list_date}" if self.list_date else self.list.key


@dataclass(frozen=True, slots=True)
class SequenceOutcome:
    """Q127–129: ``chosen`` when the main list has the player; else ``offers`` — the ratings found in the other
    lists, in sequence order, for the arbiter to pick from (empty: type one, Q130)."""

    chosen: FoundRating | None
    offers: tuple[FoundRating, ...] = ()


def resolve(
    sequence: Sequence[ListRef],
    holdings: Mapping[str, ListedRatings],
    list_dates: Mapping[str, str] | None = None,
) -> SequenceOutcome:
    """The rating a player gets from the sequence. ``holdings`` maps a source (``fide``, ``GER``) to what its
    list holds for the player (a source missing: the player is not in it); ``list_dates`` a source to its date.

    Q127: found in the main (first) list → that rating, automatically. Q128–129: otherwise every rating found
    further down, to pick from; nothing is chosen for the arbiter.
    """
    dates = list_dates or {}
    found: list[FoundRating] = []
    for ref in sequence:
        listed = holdings.get(ref.source)
        value = None if listed is None else listed.rating(ref.rate, ref.effective)
        if value is not None and value > 0:
            when = dates.get(f"{ref.source}-{ref.rate.value}", dates.get(ref.source, ""))
            found.append(FoundRating(ref, value, when))
    if found and sequence and found[0].list == sequence[0]:
        return SequenceOutcome(found[0])
    return SequenceOutcome(None, tuple(found))


class RatingMethod(StrEnum):
    """TRF-2026 record 172: how the tournament rating is made (Q145).

    FIDE: the FIDE rating; NATIONAL: the national one; FIDON: FIDE, else national; NIDOF: national, else FIDE;
    HBFN: the highest of FIDE, national and the rating the arbiter typed; OTHER: the typed rating.
    """

    FIDE = "FIDE"
    NATIONAL = "NATIONAL"
    FIDON = "FIDON"
    NIDOF = "NIDOF"
    HBFN = "HBFN"
    OTHER = "OTHER"

    @classmethod
    def from_trf(cls, text: str) -> RatingMethod:
        """Record 172 as read: blank is FIDE (the rating of record 001); ``NRO``/``NAT`` name the national one."""
        key = text.strip().upper()
        if not key:
            return cls.FIDE
        key = {"NRO": "NATIONAL", "NAT": "NATIONAL"}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            names = ", ".join(m.value for m in cls)
            message = f"record 172: the starting-rank method must be one of {names}, not {text!r}"
            raise InvalidInputError(message) from None

    @property
    def label(self) -> str:
        return {
            RatingMethod.FIDE: "FIDE rating",
            RatingMethod.NATIONAL: "National rating",
            RatingMethod.FIDON: "FIDE, else national (FIDON)",
            RatingMethod.NIDOF: "National, else FIDE (NIDOF)",
            RatingMethod.HBFN: "Highest of FIDE, national and typed (HBFN)",
            RatingMethod.OTHER: "Typed by the arbiter (OTHER)",
        }[self]


def tournament_rating(method: RatingMethod, fide: int, national: int, manual: int | None = None) -> int:
    """Q145: the tournament rating from the official ratings (0 = none) and the typed one (None = none)."""
    typed = manual or 0
    if method is RatingMethod.FIDE:
        return fide
    if method is RatingMethod.NATIONAL:
        return national
    if method is RatingMethod.FIDON:
        return fide or national
    if method is RatingMethod.NIDOF:
        return national or fide
    if method is RatingMethod.HBFN:
        return max(fide, national, typed)
    return typed


class TieOrder(StrEnum):
    """C.04.2 art. 2.2.3: players of equal rating and title are ranked alphabetically unless the regulations
    stated another criterion beforehand (Q146)."""

    ALPHABETICAL = "alphabetical"
    FIDE_ID = "fide-id"
    """Ascending FIDE id (players without one last)."""
    REGISTRATION = "registration"
    """The order in which the players were registered."""

    @property
    def label(self) -> str:
        return {
            TieOrder.ALPHABETICAL: "Alphabetical (art. 2.2.3)",
            TieOrder.FIDE_ID: "FIDE id, ascending",
            TieOrder.REGISTRATION: "Order of registration",
        }[self]
