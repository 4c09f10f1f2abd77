"""``desk.imports``: an imported tournament's rounds checked by the pairing checker and its events recorded."""

from __future__ import annotations

from arbiter_desk.services.files.import_check import ImportCheckCommands


class ImportsManager(ImportCheckCommands):
    """What the open tournament was imported with (``desk.imports``)."""
