"""The pairing systems as the Settings and New tournament dialogs offer them (``core/pairing/registry.py``): the
systems in force by name, then the superseded texts under "Historical rules" by key, each named in the arbiter's
language; which of them pair teams (C.04.6), two-game matches (C.04.5) or a round robin (C.05).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox

from arbiter_desk.core.pairing import ENTRIES, HISTORICAL, Capability
from arbiter_desk.core.text import Text, tr
from arbiter_desk.ui.common.wording import shown, t

SYSTEM_LABELS: dict[str, Text] = {
    "dubov": tr("Dubov (C.04.4.1)"),
    "dutch": tr("Dutch (C.04.3)"),
    "burstein": tr("Burstein (C.04.4.2)"),
    "lim": tr("Lim (C.04.4.3)"),
    "double-swiss": tr("Double-Swiss (C.04.5)"),
    "team": tr("Team Swiss (C.04.6)"),
    "round-robin": tr("Round robin (C.05)"),
    "dubov-2018": tr("Dubov system (C.04.4.1, 2018)"),
    "dubov-1997": tr("Dubov system (C.04.3, 1997)"),
    "rating-1992": tr("Swiss system based on rating (FIDE, 1992)"),
}
"""The systems' names in the arbiter's language, by registry name or key (a system added to the registry without
one here is shown with its English label); ``PAIRING_SYSTEMS`` below keeps the English labels for callers."""
PAIRING_SYSTEMS = tuple((entry.name, entry.label) for entry in ENTRIES)
"""The system choice: every registered system (``core/pairing/registry.py``), Double-Swiss and Team Swiss
included."""
HISTORICAL_SYSTEMS = tuple((entry.key, entry.title) for entry in HISTORICAL)
"""Superseded texts, offered under "Historical rules" after the systems in force, by registry key."""
HISTORICAL_NOTE = tr("Historical rules: superseded texts, for re-checking and re-pairing old events.")
TEAM_SYSTEMS = frozenset(entry.name for entry in ENTRIES if entry.can(Capability.TEAMS))
TWO_GAME_SYSTEMS = frozenset(entry.name for entry in ENTRIES if entry.can(Capability.TWO_GAME_ROUNDS))
ROUND_ROBIN_SYSTEMS = frozenset(entry.name for entry in ENTRIES if entry.can(Capability.ROUND_ROBIN))
TWO_GAME_NOTE = tr(
    "Double-Swiss (C.04.5): every round is a two-game match against the same opponent, colours reversed in "
    "game 2; points per game as above; the pairing-allocated bye scores a won and a drawn game (1½, art. 1.4); "
    "byes and absences apply to whole matches; one round date per match (TRF: under both game columns); "
    "no acceleration."
)


def add_historical_group(combo: QComboBox) -> None:
    """After the systems in force: a separator, a "Historical rules" heading that cannot be chosen, then every
    historical entry, each with the note as its tooltip."""
    if not HISTORICAL_SYSTEMS:
        return
    combo.insertSeparator(combo.count())
    combo.addItem(t("Historical rules"), None)
    heading = combo.model().index(combo.count() - 1, 0)
    combo.model().setData(heading, 0, Qt.ItemDataRole.UserRole - 1)  # item flags: not selectable, not enabled
    combo.setItemData(combo.count() - 1, shown(HISTORICAL_NOTE), Qt.ItemDataRole.ToolTipRole)
    bold = QFont(combo.font())
    bold.setBold(True)
    combo.setItemData(combo.count() - 1, bold, Qt.ItemDataRole.FontRole)
    for key, label in HISTORICAL_SYSTEMS:
        combo.addItem(shown(SYSTEM_LABELS.get(key, label)), key)
        combo.setItemData(combo.count() - 1, shown(HISTORICAL_NOTE), Qt.ItemDataRole.ToolTipRole)
