"""The whole tournament as frozen records, read once per command: what the rules are checked against."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.names import isolated
from arbiter_desk.core.round_robin_numbers import numbering_event
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.errors import NotFoundError
from arbiter_desk.services.fide_mode.integrity import integrity_events
from arbiter_desk.store import Reader
from arbiter_desk.store.records import (
    AbsenceRecord,
    BoardRecord,
    OverrideRecord,
    PairingByeRecord,
    PlayerId,
    PlayerRecord,
    RoundRecord,
    RoundState,
    SettingsRecord,
)

ROUND_ROBIN = "round-robin"
"""The registry name of the round robin (C.05 Annex 1), whose pairing numbers are its schedule."""


@dataclass(frozen=True, slots=True)
class TournamentState:
    settings: SettingsRecord
    players: tuple[PlayerRecord, ...]
    rounds: tuple[RoundRecord, ...]
    boards: tuple[BoardRecord, ...]
    byes: tuple[PairingByeRecord, ...]
    absences: tuple[AbsenceRecord, ...]
    overrides: tuple[OverrideRecord, ...]

    @classmethod
    def load(cls, reader: Reader) -> TournamentState:
        return cls(
            reader.settings(),
            tuple(reader.players()),
            tuple(reader.rounds()),
            tuple(reader.boards()),
            tuple(reader.pairing_byes()),
            tuple(reader.absences()),
            tuple(reader.overrides()),
        )

    @classmethod
    def partial(
        cls, reader: Reader, players: bool = False, rounds: bool = False, boards_of: int | None = None
    ) -> TournamentState:
        """The settings and only the parts named (the rest left empty): for commands that need little."""
        return cls(
            settings=reader.settings(),
            players=tuple(reader.players()) if players else (),
            rounds=tuple(reader.rounds()) if rounds else (),
            boards=tuple(reader.boards(boards_of)) if boards_of is not None else (),
            byes=(),
            absences=(),
            overrides=(),
        )

    def player(self, player: PlayerId) -> PlayerRecord:
        for candidate in self.players:
            if candidate.id == player:
                return candidate
        raise NotFoundError(tr("no player with id {player}", player=player))

    def round(self, number: int) -> RoundRecord:
        for candidate in self.rounds:
            if candidate.number == number:
                return candidate
        raise NotFoundError(tr("round {round} has not been paired", round=number))

    @property
    def last_round(self) -> RoundRecord | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def round_under_way(self) -> RoundRecord | None:
        """The newest published round while it still lacks results: a late entry may still join it by an
        override under C.04.2 art. 4.4.4 (a draft in front of it does not count)."""
        shown = [r for r in self.rounds if r.state is not RoundState.DRAFT]
        return shown[-1] if shown and shown[-1].state is RoundState.PUBLISHED else None

    @property
    def draft(self) -> RoundRecord | None:
        last = self.last_round
        return last if last is not None and last.state is RoundState.DRAFT else None

    @property
    def first_unpublished_round(self) -> RoundNo:
        """The first round whose pairing is not yet published (a draft round counts as unpublished)."""
        published = [r.number for r in self.rounds if r.state is not RoundState.DRAFT]
        return RoundNo(max(published, default=0) + 1)

    @property
    def has_started(self) -> bool:
        """Round 1 has been paired (draft or published)."""
        return bool(self.rounds)

    @property
    def tpns_frozen(self) -> bool:
        """C.04.2 art. 2.3: no TPN changes once the fourth round has been paired. A round robin's numbers are
        its schedule (C.05 Annex 1): fixed once round 1 is paired, or once drawn or set by hand before it
        (``core.round_robin_numbers``); a later entrant then takes the next number."""
        if any(r.number >= 4 for r in self.rounds):
            return True
        return self.settings.pairing_system == ROUND_ROBIN and (
            self.has_started or numbering_event(integrity_events(self.settings)) is not None
        )

    def boards_of(self, round_no: int) -> tuple[BoardRecord, ...]:
        return tuple(b for b in self.boards if b.round == round_no)

    def board(self, round_no: int, number: int) -> BoardRecord:
        for candidate in self.boards_of(round_no):
            if candidate.number == number:
                return candidate
        raise NotFoundError(tr("round {round} has no board {board}", round=round_no, board=number))

    def bye_of(self, round_no: int) -> tuple[PlayerId, ...]:
        return tuple(b.player for b in self.byes if b.round == round_no)

    def absence(self, player: PlayerId, round_no: int) -> AbsenceRecord | None:
        for candidate in self.absences:
            if candidate.player == player and candidate.round == round_no:
                return candidate
        return None

    def is_paired_in(self, player: PlayerId, round_no: int) -> bool:
        return player in self.bye_of(round_no) or any(player in (b.white, b.black) for b in self.boards_of(round_no))

    def name(self, player: PlayerId) -> str:
        record = self.player(player)
        return f"{record.name} (#{record.tpn})"

    def screen_name(self, player: PlayerId) -> str:
        """``name`` for the screen: the name isolated, so that a right-to-left name keeps "(#12)" after it."""
        record = self.player(player)
        return f"{isolated(record.name)} (#{record.tpn})"
