"""The audit list: journal entries (when, who, what, why), e.g. the overrides of a round (C.04.2 art. 4.4)."""

from __future__ import annotations

from typing import Any

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import JournalRecord
from arbiter_desk.ui.common.row_table import Column, RowTableModel
from arbiter_desk.ui.common.wording import t


def _when(entry: JournalRecord) -> str:
    return entry.at.astimezone().strftime("%d %b %H:%M:%S")


class AuditModel(RowTableModel[JournalRecord]):
    """Journal entries, one per row (the sequence number is the row id)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                Column(tr("When"), _when, sort_key=lambda e: e.seq),
                Column(tr("Who"), lambda e: e.who or t("(not set)")),
                Column(tr("What"), lambda e: e.label, tooltip=lambda e: e.label),
                Column(tr("Why"), lambda e: e.why, tooltip=lambda e: e.why),
            ],
            parent,
        )
