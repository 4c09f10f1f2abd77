"""This desk's name on a venue server, kept in the desk's settings (``venue/desk``): made once, the same after a
restart, so that the desk's Undo still takes back its own entries (the server journals each with it)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from arbiter_desk.services.venue.venue_desk import new_desk_name

KEY = "venue/desk"


def desk_name(settings: QSettings) -> str:
    name = str(settings.value(KEY, "") or "")
    if not name:
        name = new_desk_name()
        settings.setValue(KEY, name)
    return name
