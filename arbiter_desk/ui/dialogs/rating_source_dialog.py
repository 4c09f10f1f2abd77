"""Which list a file is, before it is imported (checklist Q117–122): FIDE's combined list, one of its single
standard / rapid / blitz lists, or a national CSV list with its column mapping; and the month of the list.

What the file's name and first line tell is preselected (``services.rating_lists.sniff_fide_file``; a ``.csv``
is a national list with the columns guessed from their titles). Keyboard: Tab walks kind, month, name and the
mapping's combo boxes; Enter is Import; a refusal (no name column mapped …) stays in the dialog.
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
from arbiter_desk.formats.national_list import FIELDS, MappingError, check_mapping, guess_mapping, header_of, read_head
from arbiter_desk.services.rating_lists import COMBINED, national_name, sniff_fide_file
from arbiter_desk.ui.plain_text import plain

KINDS: tuple[tuple[str, str], ...] = (
    (COMBINED, "FIDE combined list (standard, rapid, blitz)"),
    ("standard", "FIDE standard list"),
    ("rapid", "FIDE rapid list"),
    ("blitz", "FIDE blitz list"),
    ("national", "National list (CSV)"),
)
NOT_MAPPED = "(not in the file)"


class RatingSourceDialog(QDialog):
    """``kind`` (a ``KINDS`` key), ``list_date``, ``national`` name and ``mapping`` once accepted."""

    def __init__(self, source: Path, parent: QWidget | None = None, today: date | None = None) -> None:
        super().__init__(parent)
        self.source = Path(source)
        self.setWindowTitle("Import a rating list")
        self.headers: list[str] = []
        is_csv = self.source.suffix.lower() == ".csv"
        rate, month = ("national", None) if is_csv else self._sniffed()
        first = (today or date.today()).replace(day=1)
        self.kind = QComboBox(self)
        for key, text in KINDS:
            self.kind.addItem(text, key)
        self.kind.setCurrentIndex(max(0, [k for k, _ in KINDS].index(rate) if rate else 0))
        self.month = QDateEdit(self)
        self.month.setDisplayFormat("MMMM yyyy")
        self.month.setDate(QDate(*(month or first).timetuple()[:3]))
        self.month.setCalendarPopup(False)
        self.national = QLineEdit(self)
        self.national.setPlaceholderText("e.g. GER, ENG (2–12 letters)")
        self.national.setMaxLength(12)
        self.file_label = plain(QLabel(self.source.name, self))
        form = QFormLayout()
        form.addRow("File", self.file_label)
        form.addRow("&Kind of list", self.kind)
        form.addRow("List of &month", self.month)
        form.addRow("National list &name", self.national)
        self.mapping_box = QGroupBox("&Columns of the file", self)
        self.mapping_form = QFormLayout(self.mapping_box)
        self.columns: dict[str, QComboBox] = {}
        if is_csv:
            self._build_mapping()
        self.message = plain(QLabel(self))
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = self.buttons.addButton("&Import", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.mapping_box)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self.setMinimumWidth(480)
        self.list_date: date = first
        self.mapping: dict[str, str] = {}

    def _sniffed(self) -> tuple[str, date | None]:
        try:
            return sniff_fide_file(self.source)
        except (OSError, ValueError):
            return "", None

    def _build_mapping(self) -> None:
        try:
            self.headers = header_of(read_head(self.source))
        except OSError:
            self.headers = []
        guessed = guess_mapping(self.headers)
        for field, words in FIELDS.items():
            combo = QComboBox(self.mapping_box)
            combo.addItem(NOT_MAPPED, "")
            for title in self.headers:
                combo.addItem(title, title)
            combo.setCurrentIndex(max(0, combo.findData(guessed.get(field, ""))))
            self.columns[field] = combo
            self.mapping_form.addRow(words, combo)

    def _kind_changed(self) -> None:
        national = self.kind.currentData() == "national"
        self.national.setEnabled(national)
        self.mapping_box.setVisible(national)
        if national and not self.columns:
            self._build_mapping()

    def accept(self) -> None:
        """Refuse (message in the dialog) until the national list has a name and its mapping reads."""
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
