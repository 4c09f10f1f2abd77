"""Participants as FIDE and TRF describe them (C.04.2 art. 2; TRF player record 001)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.results import Colour, ResultCode


class Sex(StrEnum):
    MALE = "m"
    FEMALE = "w"
    UNKNOWN = ""

    @classmethod
    def from_trf(cls, letter: str) -> Sex:
        text = letter.strip().lower()
        if text == "f":
            return cls.FEMALE
        try:
            return cls(text)
        except ValueError:
            raise InvalidInputError(f"sex must be m, w or blank, not {letter!r}") from None


class Title(StrEnum):
    """FIDE titles in the order of C.04.2 art. 2.2.2 (GM first)."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    FM = "FM"
    WIM = "WIM"
    CM = "CM"
    WFM = "WFM"
    WCM = "WCM"
    NONE = ""

    @property
    def rank(self) -> int:
        """0 for GM … 8 for no title: smaller ranks first in the initial order (art. 2.2.2)."""
        return list(Title).index(self)

    @classmethod
    def from_trf(cls, text: str) -> Title:
        """Read a title, accepting the legacy one- and two-letter forms of old files (g, m, wg, …)."""
        key = text.strip().upper()
        key = _LEGACY_TITLES.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise InvalidInputError(
                f"title must be one of GM IM WGM FM WIM CM WFM WCM or blank, not {text!r}"
            ) from None


_LEGACY_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM"}


UNRATED_LABEL = "–"
"""How every list, sheet and export shows a player without a rating."""


def rating_label(rating: int, provisional: bool = False) -> str:
    """A rating as shown everywhere: ``2145``; a provisional rating for pairing in brackets, ``(1400)``
    (C.04.4.1 art. 1.1.2); no rating ``–``."""
    if not rating:
        return UNRATED_LABEL
    return f"({rating})" if provisional else str(rating)


def date_year(text: str) -> int | None:
    """The year of a TRF date (``YYYY/MM/DD`` or ``YYYY``: a birth date, a start date), None when there is none."""
    head = text.strip()[:4]
    return int(head) if len(head) == 4 and head.isdigit() and head != "0000" else None


@dataclass(frozen=True, slots=True)
class PlayerIdentity:
    """Who a participant is: the TRF record 001 identity fields, declared once (C.04.2 art. 2.2 uses rating,
    title and name). The store's records and the services' input map to and from this value."""

    name: str
    sex: Sex = Sex.UNKNOWN
    title: Title = Title.NONE
    rating: int = 0
    federation: str = ""
    fide_id: int | None = None
    birth_date: str = ""
    pairing_rating: int | None = None
    """A provisional rating for pairing while ``rating`` is 0 (C.04.4.1 art. 1.1.2)."""
    club: str = ""
    """The player's club (prize lists); not part of TRF record 001."""
    rating_source: str = ""
    """The list (and its date) ``rating`` came from, ``typed`` when hand-entered (checklist Q134); empty when
    not known (the desk keeps the stored source of an unchanged rating)."""


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One round of one player: a TRF 001 block (opponent, colour, result).

    ``opponent`` is None for byes and absences; ``colour`` is NONE for them (and may be set for forfeits).
    """

    round: RoundNo
    opponent: PairingNumber | None
    colour: Colour
    result: ResultCode

    @property
    def is_played(self) -> bool:
        return self.result.is_played

    @property
    def played_colour(self) -> Colour:
        """The colour of a game played over the board; NONE for everything else (C.04.2 art. 3.4)."""
        return self.colour if self.result.is_played else Colour.NONE


@dataclass(frozen=True, slots=True)
class Player:
    """A participant with the data of TRF record 001 and the rounds recorded so far.

    ``rating`` 0 means unrated; ``fide_id`` None means none known; ``birth_date`` keeps the TRF text
    (``YYYY/MM/DD``, possibly only a year).
    """

    tpn: PairingNumber
    name: str
    sex: Sex = Sex.UNKNOWN
    title: Title = Title.NONE
    rating: int = 0
    federation: str = ""
    fide_id: int | None = None
    birth_date: str = ""
    rounds: tuple[RoundEntry, ...] = ()
    rating_is_provisional: bool = False
    """``rating`` is a provisional rating the Chief Arbiter assigned to an unrated player (C.04.4.1 art. 1.1.2)."""
    withdrawn_from: int | None = None
    """The first round the participant no longer plays after withdrawing (C.04.2 art. 3.2); None if still in."""
    expelled: bool = False
    """Expelled (not only withdrawn) from ``withdrawn_from`` on: left out of the standings (checklist Q197–198)."""

    @property
    def withdrawal_mark(self) -> str:
        """``withdrawn from round 5`` / ``expelled from round 5`` (how lists and sheets mark the player), or ""."""
        if self.withdrawn_from is None:
            return "expelled" if self.expelled else ""
        return f"{'expelled' if self.expelled else 'withdrawn'} from round {self.withdrawn_from}"

    @property
    def short_mark(self) -> str:
        """`` (wd. R5)`` after a withdrawn player's name, `` (exp. R5)`` after an expelled one's (Q170, Q197)."""
        if self.withdrawn_from is None:
            return " (exp.)" if self.expelled else ""
        return f" ({'exp.' if self.expelled else 'wd.'} R{self.withdrawn_from})"

    def entry(self, round_no: int) -> RoundEntry | None:
        """The block of ``round_no``, or None if the file has none."""
        for entry in self.rounds:
            if entry.round == round_no:
                return entry
        return None

    def entries_before(self, round_no: int) -> tuple[RoundEntry, ...]:
        return tuple(e for e in self.rounds if e.round < round_no)

    @property
    def identity(self) -> PlayerIdentity:
        return PlayerIdentity(
            self.name, self.sex, self.title, self.rating, self.federation, self.fide_id, self.birth_date
        )
