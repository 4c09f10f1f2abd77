"""The participants table of the Registration tab: one row per player id, display texts cached per row.

TPNs are shown as the services computed them (C.04.2 (2026) art. 2.2–2.5); the status says whether the
player is a late entry (art. 2.4) or has withdrawn (art. 3.2).
"""

from __future__ import annotations

from typing import Any

from arbiter_desk.core.player import rating_label
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.ui.common.date_fields import shown_date
from arbiter_desk.ui.common.row_table import Column, RowTableModel
from arbiter_desk.ui.common.wording import t


def player_status(player: PlayerRecord) -> str:
    """``playing``, ``late entry from round 3``, ``withdrawn from round 5`` or ``expelled from round 5`` (Q197)
    (both if both apply)."""
    parts = []
    if player.is_late_entry:
        parts.append(t("late entry from round {round}", round=player.entry_round))
    if player.withdrawal_round is not None:
        left = player.withdrawal_round
        reason = player.withdrawal_reason
        if player.expelled:  # Q197
            parts.append(
                t("expelled from round {round} ({reason})", round=left, reason=reason)
                if reason
                else t("expelled from round {round}", round=left)
            )
        else:
            parts.append(
                t("withdrawn from round {round} ({reason})", round=left, reason=reason)
                if reason
                else t("withdrawn from round {round}", round=left)
            )
    return ", ".join(parts) or t("playing")


def status_colour(player: PlayerRecord) -> str | None:
    """Withdrawn players in grey, late entries in light blue, others plain."""
    if player.withdrawal_round is not None:
        return "#e4e4e4"
    return "#dde8fb" if player.is_late_entry else None


def rating_tip(player: PlayerRecord) -> str:
    """What the rating cell means: FIDE rating, provisional rating for pairing, or none yet."""
    if player.has_provisional_rating:
        return t(
            "No FIDE rating: provisional rating {rating} for pairing (C.04.4.1 art. 1.1.2)",
            rating=player.pairing_rating,
        )
    if not player.rating:
        return t(
            "Unrated, no provisional rating: the Dubov system needs one (C.04.4.1 art. 1.1.2) — Edit… to assign it"
        )
    return t("FIDE rating")


PLAYER_COLUMNS: tuple[Column[PlayerRecord], ...] = (
    Column("TPN", lambda p: str(p.tpn), lambda p: p.tpn, align_right=True),
    Column(tr("Title"), lambda p: p.title.value, lambda p: (p.title.rank, p.tpn)),
    Column(tr("Name"), lambda p: p.name, lambda p: p.name.casefold()),
    Column(
        tr_p("rating number", "Rating"),
        lambda p: rating_label(p.rating_for_pairing, p.has_provisional_rating),
        lambda p: p.rating_for_pairing,
        align_right=True,
        tooltip=rating_tip,
    ),
    Column(tr("Fed"), lambda p: p.federation, lambda p: p.federation),
    Column(tr("FIDE id"), lambda p: "" if p.fide_id is None else str(p.fide_id), lambda p: p.fide_id or 0, True),
    Column(tr("Birth date"), lambda p: shown_date(p.birth_date), lambda p: p.birth_date),
    Column(
        tr("Status"),
        player_status,
        lambda p: (p.withdrawal_round is not None, p.entry_round, p.tpn),
        background=lambda p: status_colour(p),
    ),
)
NAME_COLUMN = 2


class PlayersModel(RowTableModel[PlayerRecord]):
    """Players in TPN order; ``player_id`` maps a row back to the permanent id the services use."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(PLAYER_COLUMNS, parent)

    def player_id(self, row: int) -> PlayerId:
        return self.row_at(row).id

    def row_of(self, player: PlayerId) -> int | None:
        for row, record in enumerate(self.rows):
            if record.id == player:
                return row
        return None
