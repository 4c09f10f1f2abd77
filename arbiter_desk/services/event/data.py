"""Values the services take and give: plain frozen data for the GUI and the command line.

Queries answer with the store's frozen records (re-exported here); commands answer with ``Changes``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.player import PlayerIdentity
from arbiter_desk.core.results import ResultCode, is_odd_pair
from arbiter_desk.core.text import Text
from arbiter_desk.store.models import JOURNALED_TABLES
from arbiter_desk.store.records import (
    AbsenceRecord,
    AccelerationMethod,
    BoardRecord,
    JournalRecord,
    OverrideRecord,
    PairingByeRecord,
    PairingLayout,
    PlayerId,
    PlayerRecord,
    RoundRecord,
    RoundState,
    RowChange,
    SettingsRecord,
)

__all__ = [
    "AbsenceRecord",
    "AccelerationMethod",
    "BoardRecord",
    "Changes",
    "GameResult",
    "JournalRecord",
    "OverrideArticle",
    "OverrideRecord",
    "PairingByeRecord",
    "PairingLayout",
    "PlayerData",
    "PlayerId",
    "PlayerRecord",
    "RoundRecord",
    "RoundState",
    "RowChange",
    "SettingsRecord",
]


PlayerData = PlayerIdentity
"""What the arbiter types for a participant: the core identity value (TRF record 001 fields, declared once)."""


class GameResult(StrEnum):
    """The result of a board as the arbiter enters it; the value is White's and Black's TRF letters."""

    WHITE_WINS = "10"
    BLACK_WINS = "01"
    DRAW = "=="
    WHITE_WINS_BY_FORFEIT = "+-"
    BLACK_WINS_BY_FORFEIT = "-+"
    DOUBLE_FORFEIT = "--"
    WHITE_WINS_UNRATED = "WL"
    BLACK_WINS_UNRATED = "LW"
    DRAW_UNRATED = "DD"
    WHITE_HALF_BLACK_ZERO = "=0"
    """The rare results of a played game (C.04 (2026) Double-Swiss preface; FIDE approval checklist Q180):
    each player scores their own points, ½-0, 0-½ or 0-0."""
    WHITE_ZERO_BLACK_HALF = "0="
    BOTH_ZERO = "00"
    WHITE_HALF_BLACK_ZERO_UNRATED = "DL"
    WHITE_ZERO_BLACK_HALF_UNRATED = "LD"
    BOTH_ZERO_UNRATED = "LL"

    @property
    def codes(self) -> tuple[ResultCode, ResultCode]:
        return ResultCode(self.value[0]), ResultCode(self.value[1])

    @property
    def is_odd(self) -> bool:
        """A played game worth less than a point together: ½-0, 0-½, 0-0 (rated or not)."""
        return is_odd_pair(*self.codes)

    @property
    def label(self) -> str:
        return _LABELS[self]

    @classmethod
    def from_codes(cls, white: ResultCode, black: ResultCode) -> GameResult:
        return cls(white.value + black.value)


_LABELS = {
    GameResult.WHITE_WINS: "1-0",
    GameResult.BLACK_WINS: "0-1",
    GameResult.DRAW: "½-½",
    GameResult.WHITE_WINS_BY_FORFEIT: "+/-",
    GameResult.BLACK_WINS_BY_FORFEIT: "-/+",
    GameResult.DOUBLE_FORFEIT: "-/-",
    GameResult.WHITE_WINS_UNRATED: "1-0 (unrated)",
    GameResult.BLACK_WINS_UNRATED: "0-1 (unrated)",
    GameResult.DRAW_UNRATED: "½-½ (unrated)",
    GameResult.WHITE_HALF_BLACK_ZERO: "½-0",
    GameResult.WHITE_ZERO_BLACK_HALF: "0-½",
    GameResult.BOTH_ZERO: "0-0",
    GameResult.WHITE_HALF_BLACK_ZERO_UNRATED: "½-0 (unrated)",
    GameResult.WHITE_ZERO_BLACK_HALF_UNRATED: "0-½ (unrated)",
    GameResult.BOTH_ZERO_UNRATED: "0-0 (unrated)",
}


class OverrideArticle(StrEnum):
    """C.04.2 (2026) art. 4.4: the only situations in which a published pairing may be changed."""

    REMATCH = "4.4.1"
    """The accidental pairing of two participants who have already played each other."""
    COMPETITION_RULES = "4.4.2"
    """The rules of the competition explicitly allow the Chief Arbiter to modify the pairings."""
    BOTH_WITHOUT_OPPONENT = "4.4.3"
    """Two participants close in the standings are without an opponent and both agree to play each other."""
    LATE_ENTRY = "4.4.4"
    """A late entry is admitted; minimal changes, agreed by all participants involved."""
    UNFORESEEABLE_FINAL_ROUND = "4.4.5"
    """Unforeseeable circumstances affect the top boards of the final round."""
    NO_LEGAL_PAIRING = "1.9.3"
    """C.04.3 / C.04.4.1 art. 1.9.3: the round-pairing cannot be completed, the Chief Arbiter decides (a round
    the engine could not pair, paired by hand; VCL4THP.13 Q63). Only for such a round."""


@dataclass(frozen=True, slots=True)
class Changes:
    """What one command changed, for the views to reload only that; ``seq`` is its journal entry."""

    label: str
    seq: int | None = None
    players: frozenset[PlayerId] = frozenset()
    rounds: frozenset[RoundNo] = frozenset()
    boards: frozenset[int] = frozenset()
    settings: bool = False
    warnings: tuple[Text | str, ...] = ()
    """What the arbiter is told after the command (a Text is said in the arbiter's language where shown)."""
    tables: frozenset[str] = frozenset()
    """The tables whose rows changed (``players`` also names the players of changed boards)."""
    team_games: frozenset[tuple[int, int, int]] = frozenset()
    """The team boards changed, as (round, match, board): a team Results tab patches just those."""

    @property
    def is_empty(self) -> bool:
        return self.seq is None

    def only_touches(self, *tables: str) -> bool:
        """Nothing but rows of ``tables`` changed (a view may then patch itself instead of reloading)."""
        return not self.is_empty and self.tables <= set(tables)

    @classmethod
    def everything(cls, label: str) -> Changes:
        """Anything may have changed (another desk's edit came to light): every view reads its data again."""
        return cls(label, 0, settings=True, tables=frozenset(JOURNALED_TABLES))

    @classmethod
    def from_rows(
        cls, label: str, seq: int | None, rows: Iterable[RowChange], warnings: Iterable[Text | str] = ()
    ) -> Changes:
        players: set[PlayerId] = set()
        rounds: set[RoundNo] = set()
        boards: set[int] = set()
        settings = False
        tables: set[str] = set()
        team_games: set[tuple[int, int, int]] = set()
        for row in rows:
            tables.add(row.table)
            if row.table == "team_games":
                team_games.add((int(row.key[0]), int(row.key[1]), int(row.key[2])))
            if row.table == "settings":
                settings = True
            elif row.table == "players":
                players.add(PlayerId(row.key[0]))
            elif row.table == "rounds":
                rounds.add(RoundNo(row.key[0]))
            if row.table == "boards":
                boards.add(int(row.key[0]))
                for column in ("white_id", "black_id"):
                    players.add(PlayerId(row.value(column)))
            if row.table in (
                "boards",
                "pairing_byes",
                "absences",
                "overrides",
                "team_matches",
                "team_games",
                "team_byes",
            ):
                rounds.add(RoundNo(row.value("round_no")))
            if row.table in ("pairing_byes", "absences"):
                players.add(PlayerId(row.value("player_id")))
        return cls(
            label,
            seq,
            frozenset(players),
            frozenset(rounds),
            frozenset(boards),
            settings,
            tuple(warnings),
            frozenset(tables),
            frozenset(team_games),
        )
