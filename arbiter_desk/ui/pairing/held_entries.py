"""Result keys typed while another program locks the tournament file.

A command of the window waits only briefly for a lock (``session.LOCK_WAIT_MS``), so the window never freezes;
a key whose command found the file locked is kept here, with every key typed after it (in order: a later key
never overtakes an earlier one), and tried again every ``RETRY_MS`` until the lock goes. The arbiter sees how
many entries wait and keeps typing; nothing is lost, and each entry is saved exactly once.

A venue server that cannot be reached or does not answer is different: nobody knows when it comes back, and a
queue the typist cannot see being saved is worse than a refusal. Such an entry is refused at once (``unsaved``:
the tab marks its row, the status line says it) and the typist types it again once the banner has gone.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t, t_n

RETRY_MS = 400

Command = Callable[[Desk], Changes]


class HeldEntries(QObject):
    """Runs result commands in order; while the file is locked they wait here (``notice`` says so)."""

    notice = Signal(str)
    unsaved = Signal(str, object)
    """An entry refused because the venue server could not be reached: its label and the caller's key."""

    def __init__(self, session: DeskSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._held: list[tuple[str, Command, object]] = []
        self._saved_late = 0
        self._timer = QTimer(self)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(self.retry)
        session.closed.connect(self._on_closed)

    @property
    def waiting(self) -> list[str]:
        """What waits, oldest first (``board 3: 1-0``)."""
        return [label for label, _command, _key in self._held]

    def run(self, label: str, command: Command, key: object = None) -> bool:
        """Run ``command`` now, or keep it (the file is locked, or earlier entries still wait); False when it was
        refused (told: nothing is kept; ``unsaved`` with ``key`` when the venue server did not answer)."""
        if not self._held:
            outcome = self.session.run_unless_locked(command)
            if outcome == "unreachable":
                self._refuse_unreachable([(label, command, key)])
            if outcome != "locked":
                return outcome == "done"
        self._held.append((label, command, key))
        self._timer.start()
        self._announce()
        return True

    def retry(self) -> None:
        """Save what waits, oldest first, until the file is locked again or nothing is left."""
        while self._held:
            outcome = "locked" if not self.session.is_open else self.session.run_unless_locked(self._held[0][1])
            if outcome == "locked":
                self._announce()
                return
            if outcome == "unreachable":
                self._refuse_unreachable(self._held)
                self._held = []
                self._timer.stop()
                return
            self._held.pop(0)
            self._saved_late += 1
        self._timer.stop()
        self.notice.emit(
            t_n(
                "The tournament file is free again: {count} entry typed meanwhile was saved.",
                "The tournament file is free again: {count} entries typed meanwhile were saved.",
                self._saved_late,
            )
        )
        self._saved_late = 0

    def _refuse_unreachable(self, entries: list[tuple[str, Command, object]]) -> None:
        for label, _command, key in entries:
            self.unsaved.emit(label, key)
        self.notice.emit(
            t(
                "Not saved: {entries} — the venue server does not answer or cannot be reached. The row is marked; "
                "type it again when the banner has gone.",
                entries=", ".join(label for label, _command, _key in entries),
            )
        )

    def _announce(self) -> None:
        waiting = ", ".join(self.waiting[:6]) + (" …" if len(self._held) > 6 else "")
        self.notice.emit(
            t_n(
                "The tournament file is locked by another program: {count} entry kept and retried until it is "
                "free ({entries}). Keep typing; nothing is lost.",
                "The tournament file is locked by another program: {count} entries kept and retried until it is "
                "free ({entries}). Keep typing; nothing is lost.",
                len(self._held),
                entries=waiting,
            )
        )

    def _on_closed(self) -> None:
        if self._held:
            self.notice.emit(
                t_n(
                    "The file was closed while it was locked: {count} entry not saved ({entries}).",
                    "The file was closed while it was locked: {count} entries not saved ({entries}).",
                    len(self._held),
                    entries=", ".join(self.waiting),
                )
            )
        self._held.clear()
        self._timer.stop()
