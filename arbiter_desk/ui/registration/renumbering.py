"""The announcement of a TPN renumbering before the action that brings it (C.04.2 (2026) art. 2.3).

One prompt for every action that can move pairing numbers: registering or correcting a player, a late entry,
the ratings for pairing of the unrated players, a team's strength or a reordering of the teams.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.registration.tpn import Renumbering
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession

NOT_RENUMBERED = tr("Not saved: the renumbering was not confirmed.")
"""Said (with ``shown``) where an action that would renumber was not confirmed."""


def renumbering_confirmed(parent: QWidget, session: DeskSession, preview: Callable[[Desk], Renumbering]) -> bool:
    """Announce a renumbering before doing it (C.04.2 art. 2.3); True when none or confirmed.

    Before round 1 is paired nothing has been posted and the TPNs simply follow the initial order (art. 2.2).
    """
    desk = session.require()
    if not desk.state().has_started:
        return True
    found = preview(desk)
    return not found or prompts.confirm(parent, found.notice())
