"""F1 and the rule links: the guide's page of whatever the arbiter is working in, from any window of the desk.

In the main window Help → User's guide (F1) opens the page of the tab in front (the start page's when no
tournament is open). In a dialog F1 opens the dialog's own page: the one ``guide_pages`` names for its class,
else the section whose heading is the dialog's title. A dialog with a FIDE rule behind it
(``guide_pages.RULE_DIALOGS``) also shows, at its foot, a link to its guide page and one naming the article.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QUrl
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QTabWidget, QWidget

from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.guide.guide_pages import CONTENTS, FIDE_HANDBOOK, RULE_DIALOGS, dialog_target, tab_target
from arbiter_desk.ui.guide.guide_viewer import GuideBook, GuideWindow, Opener

GUIDE_SCHEME = "guide:"
RULE_LINKS_NAME = "rule_links"


class GuideHelp(QObject):
    """Opens the guide at the right page; installed once per main window as an application event filter."""

    def __init__(self, window: QMainWindow, book: GuideBook | None = None, opener: Opener | None = None) -> None:
        super().__init__(window)
        self.main_window = window
        self.book = book or GuideBook()
        self.opener = opener
        self.viewer: GuideWindow | None = None
        """The guide window last opened (one for the main window, one per dialog that asked)."""
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def target_for(self, widget: QWidget | None) -> str:
        """The guide page of the window ``widget`` is in: its dialog's, else the tab in front's."""
        window = widget.window() if widget is not None else QApplication.activeWindow()
        if isinstance(window, QDialog):
            known = dialog_target(type(window).__name__)
            return known or self.book.target_for_title(window.windowTitle()) or CONTENTS
        tabs = self.main_window.findChild(QTabWidget)
        central = self.main_window.centralWidget()
        shown = central.currentWidget() if central is not None and hasattr(central, "currentWidget") else None
        if shown is tabs and tabs is not None and tabs.currentWidget() is not None:
            return tab_target(type(tabs.currentWidget()).__name__) or CONTENTS
        return (tab_target(type(shown).__name__) if shown is not None else None) or CONTENTS

    def open_for_focus(self) -> GuideWindow:
        """F1: the page of the widget that has the keyboard focus (or of the active window)."""
        widget = QApplication.focusWidget() or QApplication.activeWindow() or self.main_window
        return self.open(self.target_for(widget), widget.window())

    def open(self, target: str, parent: QWidget | None = None) -> GuideWindow:
        """The guide at ``target``, in a window the arbiter can use even over a modal dialog (its child)."""
        owner = parent if isinstance(parent, QDialog) else self.main_window
        viewer = self.viewer if self.viewer is not None and self.viewer.parent() is owner else None
        if viewer is None:
            viewer = GuideWindow(self.book, owner, self.opener)
            viewer.setWindowFlag(Qt.WindowType.Window, True)
            viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, owner is not self.main_window)
            viewer.destroyed.connect(lambda *_: self._forget(viewer))
            self.viewer = viewer
        viewer.show_target(target)
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    def _forget(self, viewer: GuideWindow) -> None:
        if self.viewer is viewer:
            self.viewer = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent):
            window = watched.window() if isinstance(watched, QWidget) else None
            if (
                event.key() == Qt.Key.Key_F1
                and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and isinstance(window, QDialog)
                and not isinstance(window, GuideWindow)
            ):
                event.accept()  # an override: the main window's F1 (its tab's page) stays out of a dialog
                if kind == QEvent.Type.KeyPress:
                    self.open(self.target_for(window), window)
                return True
        elif event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            self.add_rule_links(watched)
        return False

    def add_rule_links(self, dialog: QDialog) -> QLabel | None:
        """At the foot of a dialog with a rule behind it: its guide page and the FIDE article (once)."""
        rule = RULE_DIALOGS.get(type(dialog).__name__)
        layout = dialog.layout()
        if rule is None or layout is None or dialog.findChild(QLabel, RULE_LINKS_NAME) is not None:
            return None
        target = dialog_target(type(dialog).__name__) or CONTENTS
        label = QLabel(
            t(
                '<a href="{guide}">This dialog in the user\'s guide (F1)</a> · FIDE Handbook: '
                '<a href="{handbook}">{article}</a>',
                guide=GUIDE_SCHEME + target,
                handbook=FIDE_HANDBOOK,
                article=shown(rule.article),
            ),
            dialog,
        )
        label.setObjectName(RULE_LINKS_NAME)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        label.linkActivated.connect(lambda link, d=dialog: self.follow_rule_link(link, d))
        layout.addWidget(label)
        label.show()
        return label

    def follow_rule_link(self, link: str, dialog: QDialog) -> None:
        if link.startswith(GUIDE_SCHEME):
            self.open(link.removeprefix(GUIDE_SCHEME), dialog)
        else:
            (self.opener or _system_browser)(QUrl(link))


def _system_browser(url: QUrl) -> object:
    from PySide6.QtGui import QDesktopServices

    return QDesktopServices.openUrl(url)
