"""Plain frozen records the store hands out: rows never leave ``store/`` (ARCHITECTURE.md, Layers).

``PlayerId`` is declared once in ``core/ids.py`` and re-exported here for the store's callers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from arbiter_desk.core.chess960 import Chess960
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.ids import PlayerId as PlayerId
from arbiter_desk.core.integrity import IntegrityEvent
from arbiter_desk.core.long_events import RoundRatings
from arbiter_desk.core.norms.settings import NormSettings
from arbiter_desk.core.player import Player, PlayerIdentity, RoundEntry, Sex, Title
from arbiter_desk.core.prize_lists import PrizeCategory
from arbiter_desk.core.rating_lists import RateOfPlay, TieOrder
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tie_decisions import TieDecision
from arbiter_desk.core.tiebreak_options import TieBreakOptions
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, TournamentInfo
from arbiter_desk.core.tpn_rules import TpnExchange


class AccelerationMethod(StrEnum):
    """How the desk accelerates the pairings (C.04.7); persisted in the tournament file."""

    NONE = "none"
    BAKU = "baku"
    """C.04.7 art. 1, the Baku Acceleration Method: the desk computes the ``250`` records."""

    @property
    def label(self) -> str:
        return "Baku acceleration (C.04.7)" if self is AccelerationMethod.BAKU else "None"


class RoundState(StrEnum):
    """A round's life: the engine's draft, published to the players, all results in."""

    DRAFT = "draft"
    PUBLISHED = "published"
    COMPLETE = "complete"


@dataclass(frozen=True, slots=True)
class SettingsRecord:
    """The tournament's rules (system, edition, points, rounds, colours, tie-breaks) and descriptive data."""

    info: TournamentInfo = field(default_factory=TournamentInfo)
    total_rounds: int | None = None
    pairing_system: str = "dubov"
    rules_edition: str = "2026"
    point_system: PointSystem = field(default_factory=PointSystem)
    initial_colour: Colour = Colour.WHITE
    lots_seed: int | None = None
    """The seed of the drawing of lots (initial colour), kept for reproducibility."""
    tiebreaks: tuple[str, ...] = ()
    standings_tiebreaks: tuple[str, ...] = ()
    accelerations: tuple[Acceleration, ...] = ()
    forbidden_pairs: tuple[ForbiddenPairs, ...] = ()
    comments: tuple[str, ...] = ()
    """Comment lines kept from an imported file."""
    late_entry_result: ResultCode = ResultCode.ZERO_BYE
    """What a late entry scores for each missed round (C.04.2 art. 2.4): Z unless the rules say H or F."""
    acceleration: AccelerationMethod = AccelerationMethod.NONE
    """With ``BAKU`` the desk computes ``accelerations`` itself (C.04.7 art. 1) instead of the stored ones."""
    baku_last_ga: PlayerId | None = None
    """The last GA participant once round 1 is published (C.04.7 art. 1.3.2); before that GA follows art. 1.2."""
    team_rules: TeamRules | None = None
    """Schema 8: the rules of a team event (C.04.6); None for an individual tournament. Its rounds and initial
    colour are ``total_rounds`` and ``initial_colour`` above."""
    team_tiebreaks: tuple[str, ...] = ()
    """Schema 8: the team tie-breaks (``core/tiebreaks/teams.py`` codes, e.g. ``GP``, ``BH:MP/C1``)."""
    prize_categories: tuple[PrizeCategory, ...] = ()
    """Schema 9: the prize categories of the event (rating and age groups, women, unrated, federation, club)."""
    fide_mode_exit: FideModeExit | None = None
    """Schema 10: None while the tournament is in FIDE mode (the default); set once, for ever, when the arbiter
    leaves it (VCL4THP.13 Q40-45)."""
    fide_events: tuple[IntegrityEvent, ...] = ()
    """Schema 10: configuration events exported as ``###`` lines (FIDE mode left, rounds changed; Q44, Q59)."""
    event_rate: RateOfPlay = RateOfPlay.STANDARD
    """Schema 12: the rate of play that picks the default rating-list sequence (checklist Q123)."""
    rating_lists: tuple[str, ...] = ()
    """Schema 12: the edited list sequence (``ListRef.key``s); empty = the default of ``event_rate``."""
    tie_order: TieOrder = TieOrder.ALPHABETICAL
    """Schema 12: the order of equal rating and title (C.04.2 art. 2.2.3; Q146)."""
    rating_check: bool = True
    """Schema 12: run the consistency check after a list import (Q138–140)."""
    tpn_exchanges: tuple[TpnExchange, ...] = ()
    """Schema 14: the TPN exchanges the arbiter made, in order, applied again after every re-sorting while they
    hold (C.04.2 art. 2.3; checklist Q147–150); a regeneration clears them."""
    tie_decisions: tuple[TieDecision, ...] = ()
    """Schema 15: ties decided by hand or by values entered, e.g. a play-off (Q205, Q207)."""
    long_event: bool | None = None
    """Schema 15: the event lasts over 30 days (Q210); None while the arbiter has not said."""
    round_ratings: RoundRatings = RoundRatings.FIRST
    """Schema 15: the ratings rating tie-breaks use in an event over 30 days (Q214–216)."""
    lots_for_ties: bool = False
    """Schema 15: ties left after the list are drawn by lot, seeded from the tournament's data (Q204, Q206)."""
    unrated_tiebreak_rating: int | None = None
    """Schema 15: the rating unrated players count with in rating tie-breaks; None: left out (Q208–209)."""
    norm_settings: NormSettings = field(default_factory=NormSettings)
    """Schema 16: the inputs of title norms the games cannot tell (B.01 1.1.3, 1.4.3, 1.4.6 a, 0.43)."""
    chess960: Chess960 | None = None
    """Schema 17: the Chess960 setting (Laws of Chess, Guidelines II; Q222); None: not a Chess960 event."""
    player_proposals: bool = False
    """Schema 18: players may propose their board's result on the players' pages (off by default)."""
    proposal_secret: str = ""
    """Schema 18: the secret the result slips' board codes are derived with (``core.board_codes``)."""
    sheet_language: str = "en"
    """Schema 19: the language the event's sheets are printed in (ISO 639-1 code of ``language.LANGUAGES``); the
    TRF stays language-independent."""

    @property
    def tiebreak_options(self) -> TieBreakOptions:
        return TieBreakOptions(self.lots_for_ties, self.unrated_tiebreak_rating)

    @property
    def fide_mode(self) -> bool:
        return self.fide_mode_exit is None


@dataclass(frozen=True, slots=True)
class FideModeExit:
    """When (the round: 0 before round 1 was paired) and why the arbiter took the tournament out of FIDE mode."""

    round: int
    reason: str


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A participant as stored: TRF record 001 data, TPN, entry round and withdrawal."""

    id: PlayerId
    tpn: PairingNumber
    name: str
    sex: Sex = Sex.UNKNOWN
    title: Title = Title.NONE
    rating: int = 0
    federation: str = ""
    fide_id: int | None = None
    birth_date: str = ""
    entry_round: int = 1
    withdrawal_round: int | None = None
    pairing_rating: int | None = None
    """A provisional rating the Chief Arbiter assigned (C.04.4.1 art. 1.1.2) while ``rating`` is 0."""
    withdrawal_reason: str = ""
    club: str = ""
    """Schema 9: the player's club (prize lists)."""
    half_bye_barred: bool = False
    """Schema 11: not eligible for a requested half-point bye (C.04.2 art. 3.3; checklist Q175–176)."""
    national_rating: int = 0
    """Schema 12: the official national rating, kept apart from the FIDE ``rating`` (checklist Q116)."""
    manual_rating: int | None = None
    """Schema 12: a rating typed by the arbiter (Q130–132; methods HBFN and OTHER)."""
    tournament_rating: int | None = None
    """Schema 12: the rating that ranks the player (record 172 method, Q145); None while it is ``rating``."""
    rating_source: str = ""
    """Schema 12: where ``rating`` came from (``fide-standard@2026-11-01``, ``typed``; Q134)."""
    national_id: str = ""
    """Schema 14: the player's id in the national lists (matched with a national list's mapped id column)."""
    expelled: bool = False
    """Schema 15: expelled from ``withdrawal_round`` on (not paired, left out of the standings; Q197–198)."""
    round_ratings: tuple[tuple[int, int], ...] = ()
    """Schema 15: later ratings, (from round, rating) in round order, in an event over 30 days (Q212–213)."""

    @property
    def ranking_rating(self) -> int:
        """The tournament rating (C.04.2 art. 2.2.1): the one the record 172 method made, else the FIDE one."""
        return self.rating if self.tournament_rating is None else self.tournament_rating

    @property
    def rating_for_pairing(self) -> int:
        """The tournament rating, or the provisional one while the player has none (C.04.4.1 art. 1.1.2)."""
        return self.ranking_rating or self.pairing_rating or 0

    @property
    def has_provisional_rating(self) -> bool:
        return not self.ranking_rating and bool(self.pairing_rating)

    def as_player(self, entries: Mapping[int, RoundEntry]) -> Player:
        """The core participant a pairing snapshot holds: rated for pairing (art. 1.1.2), rounds in order."""
        return Player(
            tpn=PairingNumber(self.tpn),
            name=self.name,
            sex=self.sex,
            title=self.title,
            rating=self.rating_for_pairing,
            federation=self.federation,
            fide_id=self.fide_id,
            birth_date=self.birth_date,
            rounds=tuple(entries[r] for r in sorted(entries)),
            rating_is_provisional=self.has_provisional_rating,
            withdrawn_from=self.withdrawal_round,
            expelled=self.expelled,
        )

    @property
    def identity(self) -> PlayerIdentity:
        """The core identity value of this record (the store maps its columns to it)."""
        return PlayerIdentity(
            self.name,
            self.sex,
            self.title,
            self.rating,
            self.federation,
            self.fide_id,
            self.birth_date,
            self.pairing_rating,
            self.club,
        )

    @property
    def is_late_entry(self) -> bool:
        """C.04.2 art. 2.4: taken into account only from a round after the first."""
        return self.entry_round > 1

    def takes_part_in(self, round_no: int) -> bool:
        """Entered by then and not withdrawn (art. 2.4, 3.2)."""
        withdrawn = self.withdrawal_round is not None and round_no >= self.withdrawal_round
        return round_no >= self.entry_round and not withdrawn


@dataclass(frozen=True, slots=True)
class RoundRecord:
    number: RoundNo
    state: RoundState
    explanation_json: str | None = None
    """Read only on request (``Reader.rounds(explanations=True)``, ``Reader.explanation``): large at a big open."""


@dataclass(frozen=True, slots=True)
class BoardRecord:
    """One pairing; results per side as TRF letters, None while the game is on."""

    id: int
    round: RoundNo
    number: int
    white: PlayerId
    black: PlayerId
    white_result: ResultCode | None = None
    black_result: ResultCode | None = None
    adjourned: bool = False
    has_colours: bool = True
    games: int = 1
    """2 for a Double-Swiss match (C.04.5): ``white``/``black`` are the game-1 colours, reversed in game 2."""
    white_result2: ResultCode | None = None
    """Game 2 of a match: the board's White's letter (None while the game is on, or no game 2)."""
    black_result2: ResultCode | None = None

    @property
    def has_result(self) -> bool:
        """Every game of the board has its result (both games of a match)."""
        first = self.white_result is not None and self.black_result is not None
        return first and (self.games == 1 or (self.white_result2 is not None and self.black_result2 is not None))

    @property
    def has_any_result(self) -> bool:
        """Some game of the board has a result (a match with game 1 played is no longer a free board)."""
        return any(
            r is not None for r in (self.white_result, self.black_result, self.white_result2, self.black_result2)
        )

    def game_codes(self, game: int) -> tuple[ResultCode | None, ResultCode | None]:
        """The (board's White, board's Black) letters of game 1 or 2."""
        return (self.white_result, self.black_result) if game == 1 else (self.white_result2, self.black_result2)

    @property
    def is_forfeit(self) -> bool:
        codes = (self.white_result, self.black_result, self.white_result2, self.black_result2)
        return any(r is not None and r.is_forfeit for r in codes)


@dataclass(frozen=True, slots=True)
class PairingByeRecord:
    round: RoundNo
    player: PlayerId


@dataclass(frozen=True, slots=True)
class AbsenceRecord:
    """A round the player is not paired in (C.04.2 art. 3.3), with the result it scores (H, F, Z, …)."""

    player: PlayerId
    round: RoundNo
    result: ResultCode


@dataclass(frozen=True, slots=True)
class PairingLayout:
    """A round's pairing by player id: (white, black) per board in order, and the pairing-allocated bye."""

    boards: tuple[tuple[PlayerId, PlayerId], ...]
    bye: PlayerId | None = None


@dataclass(frozen=True, slots=True)
class OverrideRecord:
    """A change to a published pairing (C.04.2 art. 4.4): article, reason, engine's and new pairing, diff."""

    id: int
    round: RoundNo
    article: str
    reason: str
    engine_pairing: PairingLayout
    new_pairing: PairingLayout
    diff: tuple[str, ...]
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RowChange:
    """One row touched by an action: its table, primary key, and column values before and after."""

    table: str
    key: tuple[Any, ...]
    before: dict[str, Any] | None
    after: dict[str, Any] | None

    def value(self, column: str) -> Any:
        """The column's value after the change, or before it for a deleted row."""
        row = self.after if self.after is not None else self.before
        return None if row is None else row.get(column)


@dataclass(frozen=True, slots=True)
class JournalRecord:
    """One journal entry: when (UTC), who, what (action and label), why, and before/after of every row."""

    seq: int
    at: datetime
    who: str
    action: str
    label: str
    why: str
    changes: tuple[RowChange, ...]
    target_seq: int | None = None
    undoable: bool = True


@dataclass(frozen=True, slots=True)
class JournalHead:
    """A journal entry without its rows: enough for the undo / redo stacks and their labels (cheap to read)."""

    seq: int
    action: str
    label: str
    target_seq: int | None = None
    undoable: bool = True
