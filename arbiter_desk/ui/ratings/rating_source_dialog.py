"""Which list a file is, before it is imported (checklist Q117–122): FIDE's combined list, one of its single
standard / rapid / blitz lists, or a national CSV list with its column mapping; and the month of the list.

What the file's name and first line tell is preselected (``services.rating_lists.sniff_fide_file``; a ``.csv``
is a national list with the columns guessed from their titles). Keyboard: Tab walks kind, month, name and the
mapping's combo boxes; Enter is Import; a refusal (no name column mapped …) stays in the dialog.

The file is read in the background (``BackgroundJob``), with bounded reads (``formats.list_files``): the
window never waits for it, and Import is enabled once it is read. A file that cannot be a list (a damaged or
encrypted ZIP, a line longer than any list's, a header of too many columns) is said in the dialog, and
Import stays off.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.text import Text, tr
from arbiter_desk.formats.list_files import ListRefusedError
from arbiter_desk.formats.national_list import FIELDS, MappingError, check_mapping, guess_mapping, header_of, read_head
from arbiter_desk.services.ratings.rating_lists import COMBINED, national_name, sniff_fide_file
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, t

KINDS: tuple[tuple[str, Text], ...] = (
    (COMBINED, tr("FIDE combined list (standard, rapid, blitz)")),
    ("standard", tr("FIDE standard list")),
    ("rapid", tr("FIDE rapid list")),
    ("blitz", tr("FIDE blitz list")),
    ("national", tr("National list (CSV)")),
)
NOT_MAPPED = tr("(not in the file)")


class RatingSourceDialog(QDialog):
    """``kind`` (a ``KINDS`` key), ``list_date``, ``national`` name and ``mapping`` once accepted."""

    def __init__(self, source: Path, parent: QWidget | None = None, today: date | None = None) -> None:
        super().__init__(parent)
        self.source = Path(source)
        self.setWindowTitle(t("Import a rating list"))
        self.headers: list[str] = []
        self.refusal: str | None = None
        """Why the file cannot be imported, as read (None: it reads, or is still being read)."""
        self._header_refusal: str | None = None
        is_csv = self.source.suffix.lower() == ".csv"
        first = (today or date.today()).replace(day=1)
        self.kind = QComboBox(self)
        for key, text in KINDS:
            self.kind.addItem(shown(text), key)
        self.kind.setCurrentIndex([k for k, _ in KINDS].index("national") if is_csv else 0)
        self.month = QDateEdit(self)
        self.month.setDisplayFormat("MMMM yyyy")
        self.month.setDate(QDate(*first.timetuple()[:3]))
        self.month.setCalendarPopup(False)
        self.national = QLineEdit(self)
        self.national.setPlaceholderText(t("e.g. GER, ENG (2–12 letters)"))
        self.national.setMaxLength(12)
        self.file_label = plain(QLabel(self.source.name, self))
        self.file_label.setProperty("data_text", True)  # the file's name
        form = QFormLayout()
        form.addRow(t("File"), self.file_label)
        form.addRow(t("&Kind of list"), self.kind)
        form.addRow(t("List of &month"), self.month)
        form.addRow(t("National list &name"), self.national)
        self.mapping_box = QGroupBox(t("&Columns of the file"), self)
        self.mapping_form = QFormLayout(self.mapping_box)
        self.columns: dict[str, QComboBox] = {}
        self.message = plain(QLabel(self))
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self))
        self.ok = self.buttons.addButton(t("&Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.mapping_box)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.setMinimumWidth(480)
        self.list_date: date = first
        self.mapping: dict[str, str] = {}
        self.reading = BackgroundJob(self, crash_text=t("the file could not be read"))
        self.reading.finished.connect(self._read)
        self.reading.failed.connect(self._unreadable)
        self.ok.setEnabled(False)
        self.message.setText(t("Reading {file}…", file=self.source.name))
        self.reading.start(lambda _report: _sniff(self.source, is_csv))
        self._kind_changed()

    @property
    def is_reading(self) -> bool:
        return self.reading.is_busy

    def _read(self, sniffed: Sniffed) -> None:
        (rate, month), self.headers, self._header_refusal = sniffed
        if rate and self.kind.currentData() != "national":
            self.kind.setCurrentIndex([k for k, _ in KINDS].index(rate))
        if month is not None:
            self.month.setDate(QDate(*month.timetuple()[:3]))
        self.message.clear()
        self.ok.setEnabled(True)
        self._kind_changed()

    def _unreadable(self, message: str) -> None:
        self.refusal = message
        self.message.setText(message)  # it begins with the file's name, kept as it is spelt
        self.ok.setEnabled(False)

    def _build_mapping(self) -> None:
        guessed = guess_mapping(self.headers)
        for field, words in FIELDS.items():
            combo = QComboBox(self.mapping_box)
            combo.setProperty("data_text", True)  # the file's own column titles
            combo.addItem(shown(NOT_MAPPED), "")
            for title in self.headers:
                combo.addItem(title, title)
            combo.setCurrentIndex(max(0, combo.findData(guessed.get(field, ""))))
            self.columns[field] = combo
            self.mapping_form.addRow(shown(words), combo)

    def _kind_changed(self) -> None:
        national = self.kind.currentData() == "national"
        self.national.setEnabled(national)
        self.mapping_box.setVisible(national)
        if self.is_reading or self.refusal is not None:
            return
        if national and self._header_refusal is not None:
            self.message.setText(self._header_refusal)
            self.ok.setEnabled(False)
            return
        self.ok.setEnabled(True)
        if national and not self.columns:
            self._build_mapping()

    def accept(self) -> None:
        """Refuse (message in the dialog) until the file is read, the national list has a name and its mapping
        reads."""
        if self.is_reading or not self.ok.isEnabled():
            return
        qdate = self.month.date()
        self.list_date = date(qdate.year(), qdate.month(), 1)
        if self.kind.currentData() == "national":
            self.mapping = {f: str(c.currentData()) for f, c in self.columns.items() if c.currentData()}
            try:
                national_name(self.national.text())
                check_mapping(self.mapping, self.headers)
            except (InvalidInputError, MappingError) as error:
                self.message.setText(str(error)[:1].upper() + str(error)[1:] + ".")
                return
        super().accept()

    @property
    def chosen_kind(self) -> str:
        return str(self.kind.currentData())


Sniffed = tuple[tuple[str, date | None], list[str], str | None]
"""(rate and month as FIDE's file tells, the CSV header's titles, why the header cannot be a list's)."""


def _sniff(source: Path, is_csv: bool, _report: Report | None = None) -> Sniffed:
    """What the first lines tell (in the worker thread; every read bounded): a FIDE file's rate and month, and
    the header a national list's mapping offers. A file that cannot be a list raises its refusal."""
    sniffed = ("national", None) if is_csv else sniff_fide_file(source)
    try:
        return sniffed, header_of(read_head(source)), None
    except ListRefusedError as error:
        named = ListRefusedError(source.name, error.line, error.reason)  # the header alone does not know it
        if is_csv:
            raise named from None
        return sniffed, [], str(named)
    except (OSError, ValueError) as error:
        if is_csv:
            raise
        return sniffed, [], str(error)
