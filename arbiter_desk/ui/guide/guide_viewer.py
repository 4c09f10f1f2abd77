"""The user's guide inside the desk: the bundled HTML (``resources/guide``, built from ``docs/``) read in a
``QTextBrowser``, offline, with the system browser one button away (through an injectable opener).

``GuideBook`` finds the built guide and its ``sections.json`` (every page's headings and text, written by the
guide's build), so that a dialog the desk has no fixed page for still opens the page that names its title.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from arbiter_desk import PROGRAM_NAME
from arbiter_desk.language import active, english_source
from arbiter_desk.ui.common.wording import t

INDEX_PAGE = "index.html"
SECTIONS_FILE = "sections.json"
BUILD_COMMAND = 'pip install ".[docs]" && python docs/build_guide.py'

Opener = Callable[[QUrl], object]
"""Opens a URL outside the desk (the system browser): ``QDesktopServices.openUrl``, replaced in tests."""


def bundled_folder(code: str | None = None) -> Path:
    """Where the installed package (wheel or standalone bundle) carries the built guide in the arbiter's language
    (``code``, default the desk's): ``lang/<code>`` beside the English guide, the English one when that language's
    guide was not built."""
    english = Path(str(resources.files("arbiter_desk").joinpath("resources", "guide")))
    spoken = active().code if code is None else code
    translated = english / "lang" / spoken
    return translated if spoken != "en" and (translated / INDEX_PAGE).is_file() else english


@dataclass(frozen=True, slots=True)
class Section:
    page: str
    anchor: str
    title: str


@dataclass
class GuideBook:
    """The built guide in ``folder``: its pages, their headings, and where a name is explained."""

    folder: Path = field(default_factory=lambda: bundled_folder())
    _pages: dict[str, Any] | None = None

    @property
    def is_built(self) -> bool:
        return (self.folder / INDEX_PAGE).is_file()

    def pages(self) -> dict[str, Any]:
        """``sections.json``: per document, its HTML page, title, sections (id, title) and text."""
        if self._pages is None:
            path = self.folder / SECTIONS_FILE
            self._pages = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        return self._pages

    def sections(self) -> list[Section]:
        return [
            Section(page["page"], section["id"], section["title"])
            for page in self.pages().values()
            for section in page["sections"]
        ]

    def url(self, target: str) -> QUrl:
        """``tabs/results.html#keys`` as a file URL inside the guide."""
        page, _, anchor = target.partition("#")
        url = QUrl.fromLocalFile(str(self.folder / page))
        if anchor:
            url.setFragment(anchor)
        return url

    def has_target(self, target: str) -> bool:
        page, _, anchor = target.partition("#")
        if not (self.folder / page).is_file():
            return False
        return not anchor or any(s.page == page and s.anchor == anchor for s in self.sections())

    def target_for_title(self, title: str) -> str | None:
        """The section whose heading names ``title`` (a dialog's title), else the first page whose text does; a
        title in the arbiter's language not found in this guide is looked up by its English (the pages a language's
        guide does not translate keep their English headings, at the same places)."""
        found = self._target_for_title(title)
        source = english_source(title) if found is None else None
        return self._target_for_title(source) if source else found

    def _target_for_title(self, title: str) -> str | None:
        wanted = " ".join(title.lower().split())
        if not wanted:
            return None
        for exact in (True, False):
            for section in self.sections():
                heading = " ".join(section.title.lower().replace("…", "").split())
                if (heading == wanted.rstrip("…")) if exact else (wanted.rstrip("…") in heading):
                    return f"{section.page}#{section.anchor}"
        for page in self.pages().values():
            if wanted in " ".join(page["text"].lower().split()):
                return str(page["page"])
        return None


class GuideWindow(QDialog):
    """Help → User's guide: the page in a ``QTextBrowser`` with Back, Forward and Contents (Alt+Left,
    Alt+Right, Alt+Home), and *Open in the browser* for a bigger screen or printing."""

    def __init__(self, book: GuideBook, parent: QWidget | None = None, opener: Opener | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.opener: Opener = opener or QDesktopServices.openUrl
        self.setObjectName("guide_window")
        self.setWindowTitle(t("{program} — User's guide", program=PROGRAM_NAME))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("guide_browser")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        self.browser.sourceChanged.connect(self._show_title)
        self.back_button = QPushButton(t("&Back"), self)
        self.forward_button = QPushButton(t("&Forward"), self)
        self.home_button = QPushButton(t("&Contents"), self)
        self.browser_button = QPushButton(t("Open in the &browser"), self)
        close = QPushButton(t("Close"), self)
        self.back_button.clicked.connect(self.browser.backward)
        self.forward_button.clicked.connect(self.browser.forward)
        self.home_button.clicked.connect(lambda: self.show_target(INDEX_PAGE))
        self.browser_button.clicked.connect(lambda: self.opener(self.browser.source()))
        close.clicked.connect(self.close)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.browser.forwardAvailable.connect(self.forward_button.setEnabled)
        self.back_button.setEnabled(False)
        self.forward_button.setEnabled(False)
        for keys, slot in (("Alt+Left", self.browser.backward), ("Alt+Right", self.browser.forward)):
            QShortcut(QKeySequence(keys), self, slot)
        QShortcut(QKeySequence("Alt+Home"), self, lambda: self.show_target(INDEX_PAGE))
        self.missing = QLabel(self)
        self.missing.setWordWrap(True)
        self.missing.setVisible(False)
        buttons = QHBoxLayout()
        for button in (self.back_button, self.forward_button, self.home_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.browser_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.missing)
        layout.addWidget(self.browser, 1)
        layout.addLayout(buttons)
        self.resize(900, 700)

    def show_target(self, target: str) -> None:
        """Show ``page.html#anchor`` of the guide (the contents when the page is not there)."""
        if not self.book.is_built:
            self.missing.setText(
                t(
                    "The user's guide is not in this copy of {program} (a copy run from its source). Build it "
                    "with: {command}",
                    program=PROGRAM_NAME,
                    command=BUILD_COMMAND,
                )
            )
            self.missing.setVisible(True)
            self.browser.setVisible(False)
            return
        page = target.partition("#")[0]
        self.browser.setSource(self.book.url(target if (self.book.folder / page).is_file() else INDEX_PAGE))

    def current_target(self) -> str:
        """The page shown, relative to the guide's folder, with its anchor: ``tabs/results.html#keys``."""
        source = self.browser.source()
        page = Path(source.toLocalFile()).relative_to(self.book.folder).as_posix()
        return f"{page}#{source.fragment()}" if source.fragment() else page

    def _follow(self, url: QUrl) -> None:
        """Links out of the guide (the FIDE Handbook) go to the system browser; the guide's own stay here."""
        if url.scheme() in ("http", "https", "mailto"):
            self.opener(url)
        else:
            self.browser.setSource(self.browser.source().resolved(url))

    def _show_title(self, _url: QUrl) -> None:
        title = self.browser.documentTitle()
        self.setWindowTitle(
            t("{page} — {program} user's guide", page=title, program=PROGRAM_NAME)
            if title
            else t("{program} — User's guide", program=PROGRAM_NAME)
        )
