"""How a tie-break value was made: its terms, what was cut and why, as frozen data (C.07 (2026)).

Every tie-break returns a :class:`Breakdown`: the value and the terms that made it (each opponent's score
as an opponent, the dummy of an unplayed round and its cap, the dp looked up for TPR, …), so that an
arbiter can check a number by hand. The English texts (:attr:`Term.description`, :attr:`Term.cut`,
:attr:`Breakdown.notes`) are what the checks and the TRF-side tools compare; the screens read the same words as
:class:`~arbiter_desk.core.text.Text` (:attr:`Term.said`, :attr:`Term.cut_said`, :attr:`Breakdown.said_notes`)
and render them in the arbiter's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from gettext import NullTranslations

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.text import Text


@dataclass(frozen=True, slots=True, eq=False)
class Term:
    """One contribution: ``value`` counted (or dropped, when ``cut`` gives the reason)."""

    value: Decimal
    text: str | Callable[[], str]
    """The description, or a function writing it when it is read (:attr:`description`)."""
    round: RoundNo | None = None
    opponent: PairingNumber | None = None
    significance: tuple[Decimal, ...] = ()
    """What Cut/Median compare (empty: ``value``); e.g. SB's (opponent score, contribution)."""
    is_vur: bool = False
    """The term comes from a voluntary unplayed round (art. 16, Cut-1 with VURs)."""
    cut: str | None = None
    words: Text | Callable[[], Text] | None = None
    """The description as a message for the screens (None: only the English :attr:`description` exists)."""
    cut_words: Text | None = None
    """The reason of the cut as a message for the screens."""

    @property
    def description(self) -> str:
        text = self.text
        return text if isinstance(text, str) else text()

    @property
    def said(self) -> Text | str:
        """The description to render in the arbiter's language (the English one where no message exists)."""
        words = self.words
        if words is None:
            return self.description
        return words if isinstance(words, Text) else words()

    @property
    def cut_said(self) -> Text | str:
        """Why the term was cut, to render in the arbiter's language (empty when it counts)."""
        return self.cut_words if self.cut_words is not None else (self.cut or "")

    @property
    def key(self) -> tuple[Decimal, ...]:
        return self.significance or (self.value,)

    def _compared(self) -> tuple[object, ...]:
        return (self.value, self.description, self.round, self.opponent, self.significance, self.is_vur, self.cut)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Term):
            return NotImplemented
        return self._compared() == other._compared()

    def __hash__(self) -> int:
        return hash(self._compared())

    def with_cut(self, reason: str, said: Text | None = None) -> Term:
        return Term(
            self.value, self.text, self.round, self.opponent, self.significance, self.is_vur, reason, self.words, said
        )

    def to_text(self) -> str:
        where = f"R{self.round} " if self.round is not None else ""
        line = f"{where}{self.description}: {_show(self.value)}"
        return line + (f"  [cut: {self.cut}]" if self.cut else "")


@dataclass(frozen=True, slots=True, eq=False)
class Breakdown:
    """A player's value for one tie-break and its terms (``notes`` hold the formula and lookups).

    ``terms`` may be given as a function that makes them: the value is computed without them, and the
    terms (with their cut reasons) are made the first time they are read. A standings of 10,000 players
    needs every value but reads the terms of the few players an arbiter looks at."""

    code: str
    player: PairingNumber
    value: Decimal | None
    """None where the tie-break has no value for this player (DE outside a tie)."""
    made_terms: tuple[Term, ...] | Callable[[], tuple[Term, ...]] = ()
    """The terms, or the function that makes them (read :attr:`terms`)."""
    notes: tuple[str, ...] = ()
    notes_words: tuple[Text | str, ...] | None = None
    """The notes as messages for the screens, one per note (None: the English notes only)."""

    @property
    def said_notes(self) -> tuple[Text | str, ...]:
        """The notes to render in the arbiter's language."""
        return self.notes if self.notes_words is None else self.notes_words

    @property
    def terms(self) -> tuple[Term, ...]:
        made = self.made_terms
        if callable(made):
            made = made()
            object.__setattr__(self, "made_terms", made)
        return made

    def _compared(self) -> tuple[object, ...]:
        return (self.code, self.player, self.value, self.terms, self.notes)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Breakdown):
            return NotImplemented
        return self._compared() == other._compared()

    def __hash__(self) -> int:
        return hash(self._compared())

    def __repr__(self) -> str:
        return (
            f"Breakdown(code={self.code!r}, player={self.player!r}, value={self.value!r}, terms={self.terms!r}, "
            f"notes={self.notes!r})"
        )

    @property
    def counted(self) -> tuple[Term, ...]:
        return tuple(t for t in self.terms if t.cut is None)

    @property
    def dropped(self) -> tuple[Term, ...]:
        return tuple(t for t in self.terms if t.cut is not None)

    def to_text(self) -> str:
        value = "-" if self.value is None else _show(self.value)
        lines = [f"{self.code} of player {self.player}: {value}"]
        lines += [f"  {t.to_text()}" for t in self.terms]
        lines += [f"  {n}" for n in self.notes]
        return "\n".join(lines) + "\n"


_ENGLISH = NullTranslations()


def english(text: Text) -> str:
    """A message in English: the words the checks compare (:attr:`Term.description`, :attr:`Breakdown.notes`)."""
    return text.render(_ENGLISH)


def noted(*notes: Text) -> tuple[tuple[str, ...], tuple[Text, ...]]:
    """A breakdown's ``notes`` and ``notes_words`` made of the same messages."""
    return tuple(english(n) for n in notes), notes


def _show(value: Decimal) -> str:
    return format(value.normalize(), "f") if value == value.to_integral_value() else str(value)


def round_half_up(value: Decimal) -> Decimal:
    """Round to an integer, .5 up (C.07 ARO, APRO, APPO)."""
    return (value + Decimal("0.5")).to_integral_value(rounding=ROUND_FLOOR)


def average(values: list[Decimal], places: str = "0.01") -> Decimal:
    """The mean of ``values`` quantized (half up) to ``places``; 0 for no values."""
    if not values:
        return Decimal(0)
    return (sum(values, Decimal(0)) / len(values)).quantize(Decimal(places), rounding=ROUND_HALF_UP)
