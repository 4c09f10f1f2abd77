"""Writes inside one journaled action: the only way services change a tournament file.

Each write first names the rows it reaches (``TouchedRows``), so the journal records exactly those; bulk
writes (a round's boards, an imported tournament) go in one ``executemany`` each, without the unit of work.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

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
from arbiter_desk.store.dialects import continue_ids_after, placeholder
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
from arbiter_desk.store.proposals import settle_proposals
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import PairingLayout, PlayerId, PlayerRecord, RoundState, SettingsRecord
from arbiter_desk.store.touched import TouchedRows


@dataclass(frozen=True, slots=True)
class NewBoard:
    """A board to insert in bulk (``Writer.add_boards``)."""

    number: int
    white: PlayerId
    black: PlayerId
    white_result: ResultCode | None = None
    black_result: ResultCode | None = None
    has_colours: bool = True
    games: int = 1
    """2 for a Double-Swiss match; its game-2 letters follow (the board's White's and Black's)."""
    white_result2: ResultCode | None = None
    black_result2: ResultCode | None = None
    adjourned: bool = False
    """An adjourned game still open (no result; a draw for pairing only, C.04.2 art. 3.1)."""


def _letter(code: ResultCode | None) -> str | None:
    return None if code is None else code.value


class Writer:
    """Changes within the current action; reads go through ``reader`` of the same session."""

    def __init__(self, session: Session, touched: TouchedRows | None = None) -> None:
        self.session = session
        self.reader = Reader(session)
        self.touched = touched if touched is not None else TouchedRows()

    def _remember(self, table: str, *keys: tuple[Any, ...]) -> None:
        self.touched.remember(self.session.connection(), table, keys)

    def _remember_where(self, table: str, condition: Any) -> None:
        self.touched.remember_where(self.session.connection(), table, condition)

    def settle_proposals(self, round_no: int, board: int, state: str) -> int:
        """The players' pending proposals of a board confirmed or rejected (not journaled: ``store.proposals``)."""
        return settle_proposals(self.session, round_no, board, state)

    def save_settings(self, record: SettingsRecord) -> None:
        self._remember("settings", (1,))
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
        self.touched.inserted("players", [(row.id,)])
        return PlayerId(row.id)

    def add_players(self, records: Sequence[PlayerRecord]) -> list[PlayerId]:
        """Insert many players at once (an import); their ids in the same order."""
        self.session.flush()
        start = (self.session.scalar(select(PlayerRow.id).order_by(PlayerRow.id.desc()).limit(1)) or 0) + 1
        ids = [PlayerId(start + i) for i in range(len(records))]
        rows = [{"id": id_, **player_values(r)} for id_, r in zip(ids, records, strict=True)]
        self._bulk_insert(PlayerRow, rows)
        return ids

    def update_player(self, record: PlayerRecord) -> None:
        self._remember("players", (record.id,))
        row = self._player(record.id)
        for name, value in player_values(record).items():
            if getattr(row, name) != value:
                setattr(row, name, value)

    def delete_player(self, player: PlayerId) -> None:
        self._remember("players", (player,))
        self.session.delete(self._player(player))

    def add_round(self, number: int, state: RoundState, explanation_json: str | None = None) -> None:
        self.session.add(RoundRow(number=number, state=state.value, explanation=explanation_json))
        self.session.flush()  # without relationships the unit of work does not order parents first
        self.touched.inserted("rounds", [(number,)])

    def set_round_state(self, number: int, state: RoundState) -> None:
        self._remember("rounds", (number,))
        row = self._round(number)
        if row.state != state.value:
            row.state = state.value

    def delete_round(self, number: int) -> None:
        """Delete a round with its boards, bye and overrides."""
        self._remember("rounds", (number,))
        for table in (BoardRow, PairingByeRow, OverrideRow):
            self._remember_where(table.__tablename__, table.round_no == number)
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
        games: int = 1,
        white_result2: ResultCode | None = None,
        black_result2: ResultCode | None = None,
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
            games=games,
            white_result2=_letter(white_result2),
            black_result2=_letter(black_result2),
        )
        self.session.add(row)
        self.session.flush()
        self.touched.inserted("boards", [(row.id,)])
        return row.id

    def add_boards(self, round_no: int, boards: Iterable[NewBoard]) -> None:
        """Insert a round's boards at once (a pairing, an import)."""
        self.session.flush()
        rows = [
            {
                "round_no": round_no,
                "number": b.number,
                "white_id": b.white,
                "black_id": b.black,
                "white_result": None if b.white_result is None else b.white_result.value,
                "black_result": None if b.black_result is None else b.black_result.value,
                "adjourned": b.adjourned,
                "has_colours": b.has_colours,
                "games": b.games,
                "white_result2": _letter(b.white_result2),
                "black_result2": _letter(b.black_result2),
            }
            for b in boards
        ]
        self.session.flush()
        start = (self.session.scalar(select(BoardRow.id).order_by(BoardRow.id.desc()).limit(1)) or 0) + 1
        self._bulk_insert(BoardRow, [{"id": start + i, **row} for i, row in enumerate(rows)])

    def set_board_result(
        self, board_id: int, white: ResultCode | None, black: ResultCode | None, adjourned: bool = False
    ) -> None:
        self._remember("boards", (board_id,))
        row = self.session.get(BoardRow, board_id)
        if row is None:
            raise TournamentFileError(f"no board with id {board_id}")
        row.white_result = None if white is None else white.value
        row.black_result = None if black is None else black.value
        row.adjourned = adjourned

    def set_game_result(
        self, board_id: int, game: int, white: ResultCode | None, black: ResultCode | None, adjourned: bool = False
    ) -> None:
        """One game of a two-game board (Double-Swiss match): ``white``/``black`` are the letters of the board's
        White and Black (the game-1 colours) in that game; ``adjourned`` is the board's flag afterwards."""
        if game == 1:
            self.set_board_result(board_id, white, black, adjourned)
            return
        self._remember("boards", (board_id,))
        row = self.session.get(BoardRow, board_id)
        if row is None:
            raise TournamentFileError(f"no board with id {board_id}")
        row.white_result2 = _letter(white)
        row.black_result2 = _letter(black)
        row.adjourned = adjourned

    def delete_boards(self, round_no: int) -> None:
        for table in (BoardRow, PairingByeRow):
            self._remember_where(table.__tablename__, table.round_no == round_no)
            self.session.execute(delete(table).where(table.round_no == round_no))

    def add_pairing_bye(self, round_no: int, player: PlayerId) -> None:
        self._remember("pairing_byes", (round_no, player))
        self.session.add(PairingByeRow(round_no=round_no, player_id=player))

    def add_pairing_byes(self, byes: Iterable[tuple[int, PlayerId]]) -> None:
        """Insert many pairing-allocated byes (round, player) at once (an import into an empty file)."""
        self.session.flush()
        self._bulk_insert(PairingByeRow, [{"round_no": r, "player_id": p} for r, p in byes])

    def add_absences(self, absences: Iterable[tuple[PlayerId, int, ResultCode]]) -> None:
        """Insert many absences (player, round, result) at once (an import into an empty file)."""
        self.session.flush()
        self._bulk_insert(AbsenceRow, [{"player_id": p, "round_no": r, "result": c.value} for p, r, c in absences])

    def set_absence(self, player: PlayerId, round_no: int, result: ResultCode | None) -> None:
        """Record (or with None, remove) the player's absence from ``round_no`` and what it scores."""
        self._remember("absences", (player, round_no))
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
        row = OverrideRow(
            round_no=round_no,
            article=article,
            reason=reason,
            engine_pairing=layout_json(engine_pairing),
            new_pairing=layout_json(new_pairing),
            diff=dump_list(diff),
            warnings=dump_list(warnings),
        )
        self.session.add(row)
        self.session.flush()
        self.touched.inserted("overrides", [(row.id,)])

    def _bulk_insert(self, model: type[Any], rows: list[dict[str, Any]]) -> None:
        """One ``executemany`` of rows giving every column (straight to the driver: tens of thousands of rows
        in an import); the journal takes their after-images as given."""
        if not rows:
            return
        table = model.__table__
        names = [c.name for c in table.columns]
        missing = set(names) - set(rows[0])
        if missing:
            raise ValueError(f"bulk insert into {table.name} without {sorted(missing)}")
        connection = self.session.connection()
        marks = ", ".join([placeholder(connection)] * len(names))
        sql = f"INSERT INTO {table.name} ({', '.join(names)}) VALUES ({marks})"
        connection.exec_driver_sql(sql, [tuple(row[n] for n in names) for row in rows])
        continue_ids_after(connection, table)
        self.touched.inserted_rows(table.name, ({n: row[n] for n in names} for row in rows))

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
