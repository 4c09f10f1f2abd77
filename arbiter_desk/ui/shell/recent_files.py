"""The Recent files of the File menu and the start page: the most recently opened tournament files, newest
first, each with what it held when last open (event name and round state), kept in ``QSettings`` (a UI
preference of this computer, not tournament data)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.common.wording import t

RECENT_KEY = "recent/files"
DESCRIPTIONS_KEY = "recent/descriptions"
MAX_RECENT = 8


def round_state_text(desk: Desk) -> str:
    """``round 3 of 7: complete`` or ``registration``: where the tournament stands."""
    rounds = desk.rounds.all()
    total = desk.settings.current().total_rounds or "?"
    if not rounds:
        return t("registration")
    return t(
        "round {number} of {total}: {state}", number=rounds[-1].number, total=total, state=state_word(rounds[-1].state)
    )


def state_word(state: RoundState) -> str:
    """A round's state as the status line names it."""
    if state is RoundState.DRAFT:
        return t("draft")
    return t("published") if state is RoundState.PUBLISHED else t("complete")


class RecentFiles(QObject):
    """The most recently opened tournament files, newest first, in ``QSettings``."""

    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings

    def paths(self) -> list[Path]:
        value = self._settings.value(RECENT_KEY, [])
        items: list[object] = [value] if isinstance(value, str) else list(value) if isinstance(value, list) else []
        return [Path(str(item)) for item in items if str(item)]

    def description(self, path: Path) -> str:
        """What the file held when last open: ``Spring Open — round 3 of 7: complete`` ("" if unknown)."""
        return self._descriptions().get(str(Path(path)), "")

    def describe(self, path: Path, text: str) -> None:
        """Remember the event name and round state shown for ``path`` in the Recent lists."""
        key = str(Path(path).resolve())
        descriptions = self._descriptions()
        if descriptions.get(key) != text:
            descriptions[key] = text
            listed = {str(p) for p in self.paths()} | {key}
            kept = {k: v for k, v in descriptions.items() if k in listed}
            self._settings.setValue(DESCRIPTIONS_KEY, json.dumps(kept))
            self.changed.emit()

    def _descriptions(self) -> dict[str, str]:
        try:
            value = json.loads(str(self._settings.value(DESCRIPTIONS_KEY, "{}") or "{}"))
        except ValueError:
            return {}
        return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}

    def add(self, path: Path) -> None:
        resolved = Path(path).resolve()
        paths = [resolved, *(p for p in self.paths() if p != resolved)][:MAX_RECENT]
        self._store(paths)

    def remove(self, path: Path) -> None:
        self._store([p for p in self.paths() if p != Path(path)])

    def clear(self) -> None:
        self._store([])

    def _store(self, paths: list[Path]) -> None:
        self._settings.setValue(RECENT_KEY, [str(p) for p in paths])
        self.changed.emit()
