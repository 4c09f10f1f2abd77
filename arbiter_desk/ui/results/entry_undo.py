"""The journal view's "Undo this entry" (Ctrl+Alt+Z on the list, or its context menu): on a venue server the
chief arbiter takes back one entry of any desk, explicitly — asked first, and journaled as his own. Every other
desk's Undo only takes back its own actions; an entry another action has since been built on is refused naming
who changed what. The list shows the round's entries, or with "Whole journal" ticked every entry of the event, so
that an entry of no round (a player's rating, a setting, a registration) can be taken back too."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QTableView

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.fide_mode.audit_model import AuditModel

SHORTCUT = "Ctrl+Alt+Z"


class EntryUndo(QObject):
    """The action on one journal list; enabled for the chief arbiter of a venue-server event only."""

    def __init__(self, session: DeskSession, view: QTableView, model: AuditModel) -> None:
        super().__init__(view)
        self._session, self._view, self._model = session, view, model
        self.action = QAction(t("&Undo this entry…"), view)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.action.setToolTip(t("Take back this entry of any desk (the chief arbiter on a venue server)"))
        self.action.triggered.connect(self.undo_current)
        view.addAction(self.action)
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.whole = QCheckBox(t("Whole &journal"), view)
        self.whole.setToolTip(t("List every entry of the event (settings, players, ratings), not only the round's"))
        self.refresh()

    def refresh(self) -> None:
        desk = self._session.desk
        self.action.setEnabled(desk is not None and desk.journal.may_undo_any_entry())

    def undo_current(self) -> bool:
        """Ask, then undo the selected entry; False when nothing was done."""
        self.refresh()
        index = self._view.currentIndex()
        if not self.action.isEnabled() or not index.isValid():
            return False
        entry = self._model.rows[index.row()]
        question = (
            t(
                "Undo “{entry}”, entered by {who}?\n\nIt is taken back as your action, in your name in the journal.",
                entry=entry.label,
                who=entry.who,
            )
            if entry.who
            else t(
                "Undo “{entry}”, entered by another desk?\n\nIt is taken back as your action, in your name in the "
                "journal.",
                entry=entry.label,
            )
        )
        if not prompts.confirm(self._view, question):
            return False
        return self._session.run(lambda d: d.journal.undo_entry(entry.seq)) is not None
