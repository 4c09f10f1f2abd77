"""The standings table (C.07 (2026)): rank, TPN, name, rating, points and one column per tie-break of the list.

The tie-break columns follow the ``Standings`` given (its list), so the model rebuilds its columns on
``set_standings``; rows are the core's frozen ``StandingRow`` values (TPN is the row id).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from arbiter_desk.core.player import Player, rating_label
from arbiter_desk.core.standings import StandingRow, Standings, rank_text
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.core.tiebreaks import TieBreakSpec, sort_key
from arbiter_desk.ui.common.row_table import Column, RowTableModel, left_to_right
from arbiter_desk.ui.common.shown_numbers import shown_points, shown_tiebreak
from arbiter_desk.ui.common.wording import t


def _rank(row: StandingRow) -> str:
    text = t("{rank} (lot)", rank=rank_text(row)) if row.by_lot else rank_text(row)
    text = f"{text} ({row.decided})" if row.decided else text  # Q205, Q207
    return left_to_right(text)  # "1=" stays "1=" in a right-to-left window, not "=1"


def _tiebreak_column(index: int, spec: TieBreakSpec) -> Column[StandingRow]:
    return Column(
        spec.to_mtb(),
        lambda r: shown_tiebreak(spec, r.values[index]),
        sort_key=lambda r: sort_key(spec, r.values[index]),
        align_right=True,
        tooltip=lambda r: r.breakdowns[index].to_text().strip(),
    )


class StandingsModel(RowTableModel[StandingRow]):
    """One row per player in rank order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(self._columns_for((), {}), parent)
        self.standings: Standings | None = None
        self._ratings: dict[int, int] = {}
        self._players: dict[int, Player] = {}

    def _name(self, row: StandingRow) -> str:
        """Title, name, and ``(wd. R5)`` for a player who withdrew (C.04.2 art. 3.2), ``(exp. R5)`` for an
        expelled one (Q197)."""
        player = self._players.get(int(row.tpn))
        if player is None:
            return left_to_right(row.name)
        return left_to_right(f"{player.title.value} {row.name}{player.short_mark}".lstrip())

    def _rating(self, row: StandingRow, ratings: dict[int, int]) -> str:
        player = self._players.get(int(row.tpn))
        return rating_label(ratings.get(row.tpn, 0), player is not None and player.rating_is_provisional)

    def _columns_for(self, specs: tuple[TieBreakSpec, ...], ratings: dict[int, int]) -> list[Column[StandingRow]]:
        return [
            Column(tr("Rank"), _rank, sort_key=lambda r: r.rank, align_right=True),
            Column("TPN", lambda r: str(r.tpn), sort_key=lambda r: r.tpn, align_right=True),
            Column(tr("Name"), self._name, lambda r: r.name, tooltip=self._name_tip, background=self._withdrawn_colour),
            Column(
                tr_p("rating number", "Rtg"),
                lambda r: self._rating(r, ratings),
                lambda r: ratings.get(r.tpn, 0),
                align_right=True,
            ),
            Column(tr("Pts"), lambda r: shown_points(r.points), sort_key=lambda r: r.points, align_right=True),
            *(_tiebreak_column(i, spec) for i, spec in enumerate(specs)),
        ]

    def _name_tip(self, row: StandingRow) -> str:
        player = self._players.get(int(row.tpn))
        return "" if player is None else player.withdrawal_mark

    def _withdrawn_colour(self, row: StandingRow) -> str | None:
        player = self._players.get(int(row.tpn))
        return "#e4e4e4" if player is not None and player.withdrawn_from is not None else None

    def set_standings(
        self, standings: Standings | None, ratings: dict[int, int], players: Iterable[Player] = ()
    ) -> None:
        """Show ``standings`` (None: empty) with the players' ratings by TPN (and, given ``players``, their
        titles, provisional ratings and withdrawals)."""
        self.beginResetModel()
        self.standings = standings
        self._players = {int(p.tpn): p for p in players}
        self._ratings = dict(ratings)
        self._columns = self._columns_for(standings.tiebreaks if standings else (), self._ratings)
        self._rows = list(standings.rows) if standings else []
        self.endResetModel()

    def tpn_at(self, row: int) -> int:
        return int(self.row_at(row).tpn)
