"""File → Connected desks…: the desks connected to the event's venue server now — the computer,
the arbiter's login and role, its address, since when, and the last change it made in the event — so that the
chief sees who is at work before handing out the desks or closing a round. Refresh (F5) asks again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.text import tr
from arbiter_desk.services.venue.server_setup import ConnectedDesk, ServerLocation, desks_connected
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, shown_error, t, t_n

COLUMNS = (tr("Desk"), tr("User"), tr("Role"), tr("Address"), tr("Connected since"), tr("Last change"))
ROLE_WORDS = {
    "chief": tr("chief arbiter"),
    "deputy": tr("deputy arbiter"),
    "results": tr("results desk"),
    "viewer": tr("viewer"),
}


def row_texts(desk: ConnectedDesk) -> tuple[str, ...]:
    roles = ", ".join(shown(ROLE_WORDS.get(role, role)) for role in desk.roles) or t("no role")
    last = f"{desk.last_at[:19].replace('T', ' ')} — {desk.last_label}" if desk.last_at else t("nothing yet")
    return (desk.application.removeprefix("arbiter-desk").strip() or "?", desk.user, roles, desk.address,
            desk.since, last)  # fmt: skip


class ConnectedDesksDialog(QDialog):
    """The list of connected desks (read at opening and on Refresh)."""

    def __init__(
        self,
        location: ServerLocation,
        parent: QWidget | None = None,
        off_gui: Callable[[Callable[[], list[ConnectedDesk]]], list[ConnectedDesk]] = lambda read: read(),
    ) -> None:
        """``off_gui``: how the list is read (the session's worker thread: the server may not answer)."""
        super().__init__(parent)
        self.location = location
        self.off_gui = off_gui
        self.setWindowTitle(t("Connected desks"))
        self.resize(900, 320)
        self.intro = plain(QLabel(self))
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([shown(column) for column in COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        refresh = buttons.addButton(t("&Refresh"), QDialogButtonBox.ButtonRole.ActionRole)
        refresh.clicked.connect(self.refresh)
        buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence(Qt.Key.Key_F5), self, self.refresh)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.refresh()
        self.table.setFocus()

    def refresh(self) -> None:
        try:
            desks = self.off_gui(lambda: desks_connected(self.location))
        except ArbiterDeskError as exc:
            self.intro.setText(t("The list could not be read: {error}", error=shown_error(exc)))
            self.table.setRowCount(0)
            return
        where = f"{self.location.host}/{self.location.database}"
        self.intro.setText(
            t_n(
                "{count} desk connected to {server} now; the last change is each user's newest entry in the "
                "journal of event {event}.",
                "{count} desks connected to {server} now; the last change is each user's newest entry in the "
                "journal of event {event}.",
                len(desks),
                server=where,
                event=self.location.event,
            )
        )
        self.table.setRowCount(len(desks))
        for row, desk in enumerate(desks):
            for column, value in enumerate(row_texts(desk)):
                self.table.setItem(row, column, QTableWidgetItem(value))
        self.table.resizeColumnsToContents()
