"""Refresh only what changed and is visible (Anki's pattern).

A tab hands its ``reload`` (and optionally a cheaper ``apply`` for a ``Changes`` it can patch in place) to a
``StaleWhileHidden``: while the window shows another tab, a change only marks the tab stale, and the tab
reloads once when it is shown again. A tab in a window that is not shown at all (a test, a script) reloads at
once, as before, so what it shows is never behind the file.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from arbiter_desk.services.event.data import Changes
from arbiter_desk.ui.common.session import DeskSession


class StaleWhileHidden(QObject):
    """Keeps one view up to date with the session: reloads now if visible, else when next shown."""

    def __init__(
        self,
        view: QWidget,
        session: DeskSession,
        reload: Callable[[], None],
        apply: Callable[[Changes], bool] | None = None,
        wants: Callable[[Changes], bool] | None = None,
    ) -> None:
        """``apply(changes)`` patches the visible view and answers False when only a reload will do;
        ``wants(changes)`` says whether the view shows anything the change touched at all."""
        super().__init__(view)
        self._view = view
        self._reload = reload
        self._apply = apply
        self._wants = wants
        self.stale = False
        self.reloads = 0
        """How many times the view was reloaded (for tests: a hidden tab does not reload)."""
        session.opened.connect(self._on_opened)
        session.closed.connect(self.reload_now)
        session.changed.connect(self._on_changed)
        view.installEventFilter(self)

    def is_hidden_tab(self) -> bool:
        """The window is on screen but this view is not (another tab is in front)."""
        return self._view.window().isVisible() and not self._view.isVisible()

    def reload_now(self) -> None:
        self.stale = False
        self.reloads += 1
        self._reload()

    def _on_opened(self) -> None:
        if self.is_hidden_tab():
            self.stale = True
        else:
            self.reload_now()

    def _on_changed(self, changes: Changes) -> None:
        if self._wants is not None and not changes.is_empty and not self._wants(changes):
            return
        if self.is_hidden_tab():
            self.stale = True
        elif self.stale or self._apply is None or not self._apply(changes):
            self.reload_now()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.Show and self.stale:
            self.reload_now()
        return super().eventFilter(watched, event)
