"""Unplayed rounds in a Swiss: categories, scores as an opponent, the dummy opponent (C.07 (2026) art. 15–16).

- Art. 15: an unplayed round is any round without a game played over the board, paired or not. A round with
  no block in the file counts as a zero-point bye (so does every round after a withdrawal).
- A *requested bye* is a half- or zero-point bye (``H``, ``Z``, or no block); a *voluntary unplayed round*
  (VUR) is a requested bye or a forfeit loss. The full-point bye ``F`` is not a requested bye here: the
  summary's definition names only half and zero points, and art. 16 puts ``F`` with the pairing bye.
- Art. 16 categories: (1) pairing-allocated bye ``U`` or full-point bye ``F``; (2) forfeit win; (3) requested
  bye followed by at least one round that is not a VUR; (4) forfeit loss; (5) requested bye followed only by
  VURs, or in the last round.
- As an opponent, categories 1–4 count with the points awarded and category 5 as a draw (the draw of the
  point system, White's value when the colours differ).
- For the player's own BH and SB every unplayed round is a game against a dummy whose score is the player's
  own score; the 2026 edition caps it: forfeits (categories 2 and 4) at the scheduled opponent's score as
  an opponent, every other unplayed round at draw points × number of rounds. The 2024 edition has no caps.

For intermediate standings "the last round" and "the number of rounds" are those of the standings (the
round they are computed after): a requested bye in the current round is category 5 until a later round is
played.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum, StrEnum

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.text import Text, tr

_DATE = re.compile(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})")


class Edition(StrEnum):
    """Which C.07 text applies: the 2024 edition (1 Aug 2024 – 28 Feb 2026) or the 2026 one (default)."""

    FIDE_2024 = "2024"
    FIDE_2026 = "2026"

    @classmethod
    def from_text(cls, text: str | int) -> Edition:
        try:
            return cls(str(text).strip())
        except ValueError:
            raise InvalidInputError(f"tie-break edition must be 2024 or 2026, not {text!r}") from None

    @classmethod
    def in_force_on(cls, start_date: str) -> Edition:
        """The edition in force for a tournament starting on ``start_date`` (TRF record 042, ``YYYY/MM/DD``
        or ``YYYY-MM-DD``): 2024 before 1 March 2026, else 2026 — also when the date cannot be read. FIDE's
        tie-break checker chooses the same way when not told."""
        match = _DATE.search(start_date)
        if match is None:
            return cls.FIDE_2026
        year, month, day = (int(part) for part in match.groups())
        return cls.FIDE_2024 if (year, month, day) < (2026, 3, 1) else cls.FIDE_2026


class Category(IntEnum):
    """Art. 16 categories of an unplayed round."""

    BYE = 1
    FORFEIT_WIN = 2
    REQUESTED_BYE_THEN_PLAYED = 3
    FORFEIT_LOSS = 4
    REQUESTED_BYE_AT_END = 5

    @property
    def label(self) -> str:
        return _LABELS[self]

    @property
    def said(self) -> Text:
        """The label as a message for the screens."""
        return _SAID[self]

    @property
    def is_forfeit(self) -> bool:
        return self in _FORFEIT_CATEGORIES


_FORFEIT_CATEGORIES = (Category.FORFEIT_WIN, Category.FORFEIT_LOSS)

_LABELS = {
    Category.BYE: "cat. 1: pairing-allocated or full-point bye",
    Category.FORFEIT_WIN: "cat. 2: forfeit win",
    Category.REQUESTED_BYE_THEN_PLAYED: "cat. 3: requested bye followed by a round that is not voluntary unplayed",
    Category.FORFEIT_LOSS: "cat. 4: forfeit loss",
    Category.REQUESTED_BYE_AT_END: "cat. 5: requested bye followed only by voluntary unplayed rounds (or last)",
}
_SAID = {
    Category.BYE: tr("cat. 1: pairing-allocated or full-point bye"),
    Category.FORFEIT_WIN: tr("cat. 2: forfeit win"),
    Category.REQUESTED_BYE_THEN_PLAYED: tr("cat. 3: requested bye followed by a round that is not voluntary unplayed"),
    Category.FORFEIT_LOSS: tr("cat. 4: forfeit loss"),
    Category.REQUESTED_BYE_AT_END: tr("cat. 5: requested bye followed only by voluntary unplayed rounds (or last)"),
}


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One round of one player as the tie-breaks see it: points, and the category if unplayed."""

    round: RoundNo
    opponent: PairingNumber | None
    colour: Colour
    result: ResultCode
    points: Decimal
    category: Category | None
    """None for a game played over the board."""
    recorded: bool = True
    """False when the file has no block for this round (read as a zero-point bye)."""

    @property
    def is_played(self) -> bool:
        """A game played over the board (the core's reading: rated or not)."""
        return self.category is None

    @property
    def is_vur(self) -> bool:
        """A voluntary unplayed round: requested bye or forfeit loss."""
        return _is_voluntary(self.result)

    def counts_as_game(self, with_forfeits: bool) -> bool:
        """Played over the board, or (``/P``) forfeited against a scheduled opponent."""
        return self.is_played or (with_forfeits and self.result.is_forfeit and self.opponent is not None)

    def describe(self) -> str:
        """``w vs 5: 1`` or ``unplayed (H; cat. 5 …)``: for breakdowns (the term carries the round)."""
        if self.is_played:
            return f"{self.colour.value} vs {self.opponent}: {self.result.value}"
        where = f" vs {self.opponent}" if self.opponent is not None else ""
        letter = self.result.value if self.recorded else "no block, Z"
        category = self.category.label if self.category is not None else ""
        return f"unplayed{where} ({letter}; {category})"

    def said(self) -> Text:
        """:meth:`describe` as a message for the screens (colour letters and result codes as the TRF writes them)."""
        if self.is_played:
            return tr(
                "{colour} vs {opponent}: {result}",
                colour=self.colour.value,
                opponent=self.opponent,
                result=self.result.value,
            )
        letter: Text | str = self.result.value if self.recorded else tr("no block, Z")
        category: Text | str = self.category.said if self.category is not None else ""
        if self.opponent is not None:
            return tr(
                "unplayed vs {opponent} ({code}; {category})", opponent=self.opponent, code=letter, category=category
            )
        return tr("unplayed ({code}; {category})", code=letter, category=category)


_VOLUNTARY = frozenset({ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS})
_BYES = frozenset({ResultCode.PAIRING_BYE, ResultCode.FULL_BYE})
VOLUNTARY_RESULTS = _VOLUNTARY
"""The results of a voluntary unplayed round (:attr:`RoundRecord.is_vur`), for loops over every record."""


def _is_voluntary(result: ResultCode) -> bool:
    return result in _VOLUNTARY


def categorise(results: list[ResultCode]) -> list[Category | None]:
    """Art. 16: the category of each round of one player (None for games played), rounds in order."""
    categories: list[Category | None] = []
    for index, result in enumerate(results):
        if result.is_played:
            categories.append(None)
        elif result in _BYES:
            categories.append(Category.BYE)
        elif result is ResultCode.FORFEIT_WIN:
            categories.append(Category.FORFEIT_WIN)
        elif result is ResultCode.FORFEIT_LOSS:
            categories.append(Category.FORFEIT_LOSS)
        elif any(not _is_voluntary(later) for later in results[index + 1 :]):
            categories.append(Category.REQUESTED_BYE_THEN_PLAYED)
        else:
            categories.append(Category.REQUESTED_BYE_AT_END)
    return categories


@dataclass(frozen=True, slots=True)
class OpponentScore:
    """A player's score as an opponent (art. 16): the points, with category-5 rounds counted as draws."""

    player: PairingNumber
    actual: Decimal
    adjusted: Decimal
    adjustments: tuple[str, ...]
    """One line per round whose points were replaced, e.g. ``R9 counted as a draw (cat. 5 …)``."""
    adjustments_said: tuple[Text, ...] = ()
    """The same lines as messages for the screens."""

    def describe(self) -> str:
        if not self.adjustments:
            return format_points(self.adjusted)
        return (
            f"{format_points(self.adjusted)} (scored {format_points(self.actual)}; " + "; ".join(self.adjustments) + ")"
        )

    def said(self) -> Text | str:
        """:meth:`describe` as a message for the screens."""
        if not self.adjustments:
            return format_points(self.adjusted)
        lines: Text | str = ""
        for line in self.adjustments_said or self.adjustments:
            lines = tr("{lines}; {line}", lines=lines, line=line) if lines else line
        return tr(
            "{score} (scored {actual}; {adjustments})",
            score=format_points(self.adjusted),
            actual=format_points(self.actual),
            adjustments=lines,
        )


@dataclass(frozen=True, slots=True)
class Dummy:
    """The dummy opponent of one of the player's own unplayed rounds (art. 16, caps of the 2026 edition)."""

    round: RoundNo
    category: Category
    own_score: Decimal
    cap: Decimal | None
    """None in the 2024 edition."""
    cap_reason: str
    cap_reason_said: Text | str = ""
    """The reason of the cap as a message for the screens."""

    @property
    def score(self) -> Decimal:
        return self.own_score if self.cap is None else min(self.own_score, self.cap)

    @property
    def is_capped(self) -> bool:
        return self.cap is not None and self.cap < self.own_score

    def describe(self) -> str:
        text = f"dummy with own score {format_points(self.own_score)}"
        if self.cap is None:
            return text + " (2024: no cap)"
        if self.is_capped:
            return text + f", capped at {format_points(self.cap)} ({self.cap_reason})"
        return text + f" (cap {format_points(self.cap)}, {self.cap_reason}, not reached)"

    def said(self) -> Text:
        """:meth:`describe` as a message for the screens."""
        own = format_points(self.own_score)
        if self.cap is None:
            return tr("dummy with own score {score} (2024: no cap)", score=own)
        reason = self.cap_reason_said or self.cap_reason
        cap = format_points(self.cap)
        if self.is_capped:
            return tr("dummy with own score {score}, capped at {cap} ({reason})", score=own, cap=cap, reason=reason)
        return tr("dummy with own score {score} (cap {cap}, {reason}, not reached)", score=own, cap=cap, reason=reason)
