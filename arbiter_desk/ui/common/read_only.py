"""A tournament opened read-only: a banner says so and every editing control stays off.
A desk that loses its file while open (taken over by another desk, replaced or removed) turns
read-only the same way, its banner saying who took the file over and when.

The tabs enable their buttons by their own rules (selection, round state); the guard is an event filter that
turns any editing button straight off again while the file is read-only, so no tab needs to know about it.
What is not a button (result keys, bye keys, a double-click that edits) belongs to a tab that has
``set_read_only``: the guard tells it, and it greys its key help and refuses those keys with ``REFUSED``.
Print and export stay available: they only read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QToolBar, QWidget

from arbiter_desk.ui.common.plain_text import isolated_path, plain
from arbiter_desk.ui.common.wording import t

READ_ONLY_SAFE = frozenset({"print_button", "norms_button"})
"""Attribute names of tab buttons that only read (they stay enabled); the Norms window reads (its Event
inputs… is off where settings cannot be written)."""

REFUSED = "Read-only file: nothing can be changed here (the banner above says why); nothing was changed."
"""What a tab says when an editing key is pressed on a read-only file (English; :func:`refused_text` says it in
the arbiter's language)."""


def refused_text() -> str:
    """:data:`REFUSED` in the arbiter's language."""
    return t("Read-only file: nothing can be changed here (the banner above says why); nothing was changed.")


@runtime_checkable
class ReadOnlyAware(Protocol):
    """A tab with editing keys or clicks besides its buttons."""

    def set_read_only(self, read_only: bool) -> None: ...


class ReadOnlyGuard(QObject):
    """Keeps the editing buttons of ``tabs`` disabled while ``active``."""

    def __init__(self, tabs: Iterable[QWidget], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.active = False
        self.buttons: list[QAbstractButton] = []
        self.tabs = list(tabs)
        for tab in self.tabs:
            safe = {id(getattr(tab, name, None)) for name in READ_ONLY_SAFE}
            self.buttons += [b for b in tab.findChildren(QAbstractButton) if id(b) not in safe]
        for button in self.buttons:
            button.installEventFilter(self)

    def set_active(self, active: bool) -> None:
        self.active = active
        if active:
            for button in self.buttons:
                button.setEnabled(False)
        for tab in self.tabs:
            if isinstance(tab, ReadOnlyAware):
                tab.set_read_only(active)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        changed = self.active and event.type() == QEvent.Type.EnabledChange
        if changed and isinstance(watched, QAbstractButton) and watched.isEnabled():
            watched.setEnabled(False)
        return False


def read_only_banner(parent: QWidget) -> QToolBar:
    """The banner above the tabs (hidden until a read-only file is open)."""
    bar = QToolBar(t("Read-only"), parent)
    bar.setObjectName("read_only_banner")
    bar.setMovable(False)
    bar.setFloatable(False)
    label = plain(QLabel(parent))
    label.setObjectName("read_only_text")
    label.setStyleSheet("QLabel { background: #fff3c4; color: #5a4500; padding: 6px; font-weight: bold; }")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    bar.addWidget(label)
    bar.setVisible(False)
    return bar


def banner_text(path: object, lost: str | None = None) -> str:
    """The banner's words; ``lost``: why a desk that was writing no longer holds its file (37)."""
    path = isolated_path(path)
    if lost is not None:
        reason = lost[:1].upper() + lost[1:]
        if "was saved" in lost:
            return t(
                "Read-only: {path} — {reason}. This desk no longer writes to the file: pairing, results and "
                "registration are off; printing and export still work. Open it where it was saved to go on.",
                path=path,
                reason=reason,
            )
        return t(
            "Read-only: {path} — {reason}. This desk no longer writes to the file: pairing, results and "
            "registration are off; printing and export still work. Open the file again to go on.",
            path=path,
            reason=reason,
        )
    return t(
        "Read-only: {path} — this file cannot be changed here (it is read-only, its folder is, or another desk "
        "has it open). Pairing, results and registration are off; printing and export still work.",
        path=path,
    )
