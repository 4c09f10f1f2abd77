"""The grid of requested byes: one row per player, one column per round (published rounds read-only).

C.04.2 (2026) art. 3.3: a player may ask not to be paired in a round and scores the bye the rules allow.
A cell cycles none → ½ (H) → 0 (Z) → none; full-point byes (F) are not offered (FIDE deprecates them), an
imported F is shown and can only be cleared. The model only displays; the tab runs one service command per
change and reloads the grid.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.data import AbsenceRecord, PlayerId, PlayerRecord
from arbiter_desk.ui.common.plain_text import tooltip
from arbiter_desk.ui.common.wording import shown, t, t_p
from arbiter_desk.ui.registration.players import player_status

Index = QModelIndex | QPersistentModelIndex

FIXED_COLUMNS: tuple[Text | str, ...] = ("TPN", tr("Name"), tr("Status"))
CELL_TEXT = {ResultCode.HALF_BYE: "½ (H)", ResultCode.ZERO_BYE: "0 (Z)", ResultCode.FULL_BYE: "1 (F)"}
CELL_COLOUR = {ResultCode.HALF_BYE: "#fff4c2", ResultCode.ZERO_BYE: "#e4e4e4", ResultCode.FULL_BYE: "#ffd9d9"}
CYCLE_TIP = tr("Click or Space to cycle: no bye → ½ point (H) → 0 point (Z) → no bye; keys H, Z, Delete")
PAST_COLOUR = "#f0f0f0"
NO_HALF_BYE = tr("no ½ bye")
"""The Status column's mark of a player not eligible for a half-point bye (key N; checklist Q175–176)."""


def next_bye(current: ResultCode | None) -> ResultCode | None:
    """The next state of a cell: none → H → Z → none (an F or any other code goes back to none)."""
    if current is None:
        return ResultCode.HALF_BYE
    if current is ResultCode.HALF_BYE:
        return ResultCode.ZERO_BYE
    return None


class ByeGridModel(QAbstractTableModel):
    """Row ids (player ids) plus a display cache of their byes in ``rounds``."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._players: list[PlayerRecord] = []
        self._rounds: list[int] = []
        self._byes: dict[tuple[PlayerId, int], ResultCode] = {}
        self.first_editable = 1
        """The first round not yet published: earlier columns only show what was recorded."""

    def set_data(
        self,
        players: Sequence[PlayerRecord],
        absences: Iterable[AbsenceRecord],
        rounds: range,
        first_editable: int | None = None,
    ) -> None:
        """Replace everything: the players (TPN order), their absences, the rounds shown and the first round
        that can still change (default: the first shown)."""
        self.beginResetModel()
        self._players = sorted(players, key=lambda p: p.tpn)
        self._rounds = list(rounds)
        self.first_editable = rounds.start if first_editable is None else first_editable
        self._byes = {(a.player, int(a.round)): a.result for a in absences if int(a.round) in rounds}
        self.endResetModel()

    @property
    def editable_rounds(self) -> list[int]:
        return [r for r in self._rounds if r >= self.first_editable]

    @property
    def rounds(self) -> list[int]:
        return list(self._rounds)

    def player_id(self, row: int) -> PlayerId:
        return self._players[row].id

    def player_at(self, row: int) -> PlayerRecord:
        return self._players[row]

    def round_of_column(self, column: int) -> int | None:
        """The round of a grid column, None for TPN / Name / Status."""
        offset = column - len(FIXED_COLUMNS)
        return self._rounds[offset] if 0 <= offset < len(self._rounds) else None

    def bye(self, player: PlayerId, round_no: int) -> ResultCode | None:
        return self._byes.get((player, round_no))

    def is_cell_editable(self, index: Index) -> bool:
        """A round cell of a player who takes part in that round (entered, not withdrawn)."""
        round_no = self.round_of_column(index.column())
        if not index.isValid() or round_no is None or round_no < self.first_editable:
            return False
        return self._players[index.row()].takes_part_in(round_no)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(FIXED_COLUMNS) + len(self._rounds)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._players)):
            return None
        player = self._players[index.row()]
        round_no = self.round_of_column(index.column())
        if round_no is None:
            return self._fixed(player, index.column(), role)
        taking_part = player.takes_part_in(round_no)
        code = self._byes.get((player.id, round_no))
        if round_no < self.first_editable:
            return self._past(player, round_no, code, role)
        if role == Qt.ItemDataRole.DisplayRole:
            if not taking_part:
                return "—"
            return "" if code is None else CELL_TEXT.get(code, code.value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if not taking_part:
                return tooltip(
                    t(
                        "{player} does not take part in round {round} ({status})",
                        player=player.name,
                        round=round_no,
                        status=player_status(player),
                    )
                )
            return shown(CYCLE_TIP)
        if role == Qt.ItemDataRole.BackgroundRole and taking_part and code is not None:
            return QBrush(QColor(CELL_COLOUR.get(code, "#e4e4e4")))
        if role == Qt.ItemDataRole.ForegroundRole and not taking_part:
            return QBrush(QColor("#9a9a9a"))
        return None

    def _past(self, player: PlayerRecord, round_no: int, code: ResultCode | None, role: int) -> Any:
        """A published round: the recorded bye or absence, read-only on grey."""
        if role == Qt.ItemDataRole.DisplayRole:
            if round_no < player.entry_round:
                return "—"
            return "" if code is None else CELL_TEXT.get(code, code.value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(QColor(PAST_COLOUR))
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor("#6a6a6a"))
        if role == Qt.ItemDataRole.ToolTipRole:
            return t("Round {round} is published: shown as recorded, it no longer changes here", round=round_no)
        return None

    def _fixed(self, player: PlayerRecord, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            status = player_status(player) + (f" · {shown(NO_HALF_BYE)}" if player.half_bye_barred else "")
            return (str(player.tpn), player.name, status)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled  # every cell reachable by the keyboard

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        round_no = self.round_of_column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            if round_no is None:
                return shown(FIXED_COLUMNS[section])
            return t_p("tournament round", "R{round}", round=round_no)
        if role == Qt.ItemDataRole.ToolTipRole and round_no is not None:
            if round_no < self.first_editable:
                return t("Requested byes in round {round} (published)", round=round_no)
            return t("Requested byes in round {round}", round=round_no)
        return None
