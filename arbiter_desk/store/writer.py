"""Writes inside one journaled action: the only way services change a tournament file."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store.convert import (
    dump_list,
    layout_json,
    player_values,
    settings_values,
)
from arbiter_desk.store.errors import TournamentFileError
from arbiter_desk.store.models import (
    AbsenceRow,
    BoardRow,
    OverrideRow,
    PairingByeRow,
    PlayerRow,
    RoundRow,
    SettingsRow,
)
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import PairingLayout, PlayerId, PlayerRecord, RoundState, SettingsRecord


class Writer:
    """Changes within the current action; reads go through ``reader`` of the same session."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.reader = Reader(session)

    def save_settings(self, record: SettingsRecord) -> None:
        row = self.session.get(SettingsRow, 1)
        values = settings_values(record)
        if row is None:
            self.session.add(SettingsRow(id=1, **values))
        else:
            for name, value in values.items():
                setattr(row, name, value)

    def add_player(self, record: PlayerRecord) -> PlayerId:
        row = PlayerRow(**player_values(record))
        self.session.add(row)
        self.session.flush()
        return PlayerId(row.id)

    def update_player(self, record: PlayerRecord) -> None:
        row = self._player(record.id)
        for name, value in player_values(record).items():
            if getattr(row, name) != value:
                setattr(row, name, value)

    def delete_player(self, player: PlayerId) -> None:
        self.session.delete(self._player(player))

    def add_round(self, number: int, state: RoundState, explanation_json: str | None = None) -> None:
        self.session.add(RoundRow(number=number, state=state.value, explanation=explanation_json))
        self.session.flush()  # without relationships the unit of work does not order parents first

    def set_round_state(self, number: int, state: RoundState) -> None:
        row = self._round(number)
        if row.state != state.value:
            row.state = state.value

    def delete_round(self, number: int) -> None:
        """Delete a round with its boards, bye and overrides."""
        for table in (BoardRow, PairingByeRow, OverrideRow):
            self.session.execute(delete(table).where(table.round_no == number))
        self.session.delete(self._round(number))

    def add_board(
        self,
        round_no: int,
        number: int,
        white: PlayerId,
        black: PlayerId,
        white_result: ResultCode | None = None,
        black_result: ResultCode | None = None,
        has_colours: bool = True,
    ) -> int:
        row = BoardRow(
            round_no=round_no,
            number=number,
            white_id=white,
            black_id=black,
            white_result=None if white_result is None else white_result.value,
            black_result=None if black_result is None else black_result.value,
            adjourned=False,
            has_colours=has_colours,
        )
        self.session.add(row)
        self.session.flush()
        return row.id

    def set_board_result(
        self, board_id: int, white: ResultCode | None, black: ResultCode | None, adjourned: bool = False
    ) -> None:
        row = self.session.get(BoardRow, board_id)
        if row is None:
            raise TournamentFileError(f"no board with id {board_id}")
        row.white_result = None if white is None else white.value
        row.black_result = None if black is None else black.value
        row.adjourned = adjourned

    def delete_boards(self, round_no: int) -> None:
        self.session.execute(delete(BoardRow).where(BoardRow.round_no == round_no))
        self.session.execute(delete(PairingByeRow).where(PairingByeRow.round_no == round_no))

    def add_pairing_bye(self, round_no: int, player: PlayerId) -> None:
        self.session.add(PairingByeRow(round_no=round_no, player_id=player))

    def set_absence(self, player: PlayerId, round_no: int, result: ResultCode | None) -> None:
        """Record (or with None, remove) the player's absence from ``round_no`` and what it scores."""
        row = self.session.get(AbsenceRow, (player, round_no))
        if result is None:
            if row is not None:
                self.session.delete(row)
        elif row is None:
            self.session.add(AbsenceRow(player_id=player, round_no=round_no, result=result.value))
        else:
            row.result = result.value

    def add_override(
        self,
        round_no: RoundNo,
        article: str,
        reason: str,
        engine_pairing: PairingLayout,
        new_pairing: PairingLayout,
        diff: tuple[str, ...],
        warnings: tuple[str, ...],
    ) -> None:
        self.session.add(
            OverrideRow(
                round_no=round_no,
                article=article,
                reason=reason,
                engine_pairing=layout_json(engine_pairing),
                new_pairing=layout_json(new_pairing),
                diff=dump_list(diff),
                warnings=dump_list(warnings),
            )
        )

    def _player(self, player: int) -> PlayerRow:
        row = self.session.get(PlayerRow, player)
        if row is None:
            raise TournamentFileError(f"no player with id {player}")
        return row

    def _round(self, number: int) -> RoundRow:
        row = self.session.scalars(select(RoundRow).where(RoundRow.number == number)).first()
        if row is None:
            raise TournamentFileError(f"no round {number}")
        return row
