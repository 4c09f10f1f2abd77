"""A desk on a venue server shows what its role allows: the tab buttons the role
may not use are greyed, their tooltip naming the role ("The results desk may enter results of the current
round only"), before the server would refuse them. The rights come from ``services.desk_roles``; this module
only says which right each button needs.

Like ``ReadOnlyGuard``, an event filter turns a limited button straight off again when its tab enables it by
its own rules, and shows the limit as its tooltip whatever the tab set there. A button not named here changes
the tournament's data and needs ``Right.SETTINGS`` (the chief's); print buttons only read and stay on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractButton, QPushButton, QToolTip, QWidget

from arbiter_desk.services.venue.desk_roles import DeskRights, Right
from arbiter_desk.ui.common.read_only import READ_ONLY_SAFE

BUTTON_RIGHTS: Mapping[str, Mapping[str, Right]] = {
    "RegistrationTab": {"add_button": Right.LATE_ENTRIES, "byes_button": Right.BYES},
    "LateEntriesTab": {
        "add_button": Right.LATE_ENTRIES,
        "withdraw_button": Right.WITHDRAWALS,
        "reinstate_button": Right.WITHDRAWALS,
    },
    "PairingTab": {
        "pair_button": Right.PAIRING,
        "repair_button": Right.PAIRING,
        "discard_button": Right.PAIRING,
        "override_button": Right.PAIRING,
        "cancel_button": Right.PAIRING,
        "publish_button": Right.PUBLISHING,
        "byes_button": Right.BYES,
    },
    "ResultsTab": {"check_button": Right.CURRENT_RESULTS, "side.accept_button": Right.CURRENT_RESULTS},
    "TeamsTab": {"add_button": Right.LATE_ENTRIES, "bye_button": Right.BYES},
    "TeamPairingTab": {
        "pair_button": Right.PAIRING,
        "discard_button": Right.PAIRING,
        "override_button": Right.PAIRING,
        "lineup_button": Right.PAIRING,
        "publish_button": Right.PUBLISHING,
    },
    "TeamResultsTab": {"forfeit_button": Right.CURRENT_RESULTS},
}
"""Tab class → button attribute (dotted: of a panel of the tab) → the right it needs; every other push button
needs ``Right.SETTINGS``."""


class RoleGuard(QObject):
    """Keeps the buttons of ``tabs`` that the desk's role may not use disabled, with the role's limit."""

    def __init__(self, tabs: Iterable[QWidget], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rights = DeskRights()
        self.needs: dict[QAbstractButton, Right] = {}
        for tab in tabs:
            named = BUTTON_RIGHTS.get(type(tab).__name__, {})
            by_id = {id(_attribute(tab, name)): right for name, right in named.items()}
            safe = {id(getattr(tab, name, None)) for name in READ_ONLY_SAFE}
            for button in tab.findChildren(QPushButton):
                if id(button) not in safe:
                    self.needs[button] = by_id.get(id(button), Right.SETTINGS)
                    button.installEventFilter(self)
        self._tips: dict[QAbstractButton, str] = {}

    def denied(self, button: QAbstractButton) -> bool:
        right = self.needs.get(button)
        return right is not None and not self.rights.allows(right)

    def set_rights(self, rights: DeskRights) -> None:
        """Apply the role's rights (``DeskRights()``: everything, when a file is open or none)."""
        for button, tip in self._tips.items():
            button.setToolTip(tip)
        self._tips.clear()
        self.rights = rights
        for button in self.needs:
            if self.denied(button):
                self._tips[button] = button.toolTip()
                button.setEnabled(False)
                button.setToolTip(rights.limit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QAbstractButton) and self.denied(watched):
            if event.type() == QEvent.Type.EnabledChange and watched.isEnabled():
                watched.setEnabled(False)
            elif event.type() == QEvent.Type.ToolTipChange and watched.toolTip() != self.rights.limit:
                self._tips[watched] = watched.toolTip()
                watched.setToolTip(self.rights.limit)
            elif event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
                QToolTip.showText(event.globalPos(), self.rights.limit, watched)
                return True
        return False


def _attribute(tab: QWidget, path: str) -> object:
    found: object = tab
    for name in path.split("."):
        found = getattr(found, name, None)
    return found
