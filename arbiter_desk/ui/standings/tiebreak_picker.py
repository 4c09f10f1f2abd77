"""A tie-break picker for the New tournament / Settings dialog (C.07 (2026), MTB26 codes of TRF-2026 202, or the
team codes of ``core/tiebreaks/teams.py``: a ``Catalogue``).

Left, every tie-break the program computes with its name; right, the tournament's list in order, each with
the modifiers its code allows (Cut-1, Median-1, forfeits as played, …). Below, the same list as MTB26 text,
which may also be typed: both stay in step. An empty list means the default one, which is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.standings import DEFAULT_ROUND_ROBIN_TIEBREAKS, DEFAULT_TIEBREAKS
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks import TieBreakSpec, parse_tiebreaks
from arbiter_desk.core.tiebreaks.codes import ALLOWED_MODIFIERS, CUT_MEDIAN, CUT_ONLY, FORE, LIMIT, PLAYED, REVERSE
from arbiter_desk.core.tiebreaks.registry import TIEBREAKS
from arbiter_desk.core.tiebreaks.round_robin import offered
from arbiter_desk.core.tiebreaks.teams import TEAM_CODES, parse_team_tiebreaks
from arbiter_desk.formats.documents.team_tables import TEAM_TIEBREAK_MEANINGS
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.standings.tiebreak_names import (
    cut_words,
    individual_meaning,
    individual_name,
    median_words,
    team_name,
)


def variants(code: str) -> list[str]:
    """Every way ``code`` can be written with the modifiers it accepts (``BH``, ``BH/C1``, …, ``BH/M2/P``)."""
    allowed = ALLOWED_MODIFIERS[code]
    firsts = [""]
    if CUT_MEDIAN in allowed:
        firsts += ["/C1", "/C2", "/M1", "/M2"]
    elif CUT_ONLY in allowed:
        firsts += ["/C1"]
    if LIMIT in allowed:
        firsts += ["/L+1", "/L+2", "/L-1", "/L-2"]  # checklist Q104: KS/L1, /L2, /L-1, /L-2
    lasts = [""]
    for modifier in (PLAYED, FORE, REVERSE):
        if modifier in allowed:
            lasts.append(f"/{modifier}")
    return [f"{code}{first}{last}" for last in lasts for first in firsts]


def meaning(text: str) -> str:
    """``BH/C1`` → ``Buchholz, Cut-1`` (the words of the standings legend, in the arbiter's language)."""
    return individual_meaning(TieBreakSpec.parse(text))


def _individual_codes(text: str) -> list[str]:
    return [spec.to_mtb() for spec in parse_tiebreaks(text)]


@dataclass(frozen=True, slots=True)
class Catalogue:
    """What a picker offers: the codes with their names, the ways each may be written, the words of a written
    code, the parser of the typed list (raises ``InvalidInputError``) and the default shown when it is empty."""

    codes: tuple[tuple[str, str], ...]
    variants: Callable[[str], list[str]]
    meaning: Callable[[str], str]
    parse: Callable[[str], list[str]]
    default: Text | str


INDIVIDUAL = Catalogue(
    tuple((code, definition.name) for code, definition in TIEBREAKS.items()),  # English; shown translated
    lambda written: variants(TieBreakSpec.parse(written).code),
    meaning,
    _individual_codes,
    DEFAULT_TIEBREAKS,
)
"""C.07 individual tie-breaks (MTB26 codes, TRF-2026 202)."""


def _team_variants(written: str) -> list[str]:
    code = written.split("/")[0]
    return [code] + ([f"{code}/{m}" for m in ("C1", "C2", "M1", "M2")] if code[:2] in ("BH", "SB") else [])


def _team_meaning(written: str) -> str:
    code, *modifiers = written.split("/")
    words = {"C1": cut_words(1), "C2": cut_words(2), "M1": median_words(1), "M2": median_words(2)}
    return ", ".join([team_name(code, TEAM_TIEBREAK_MEANINGS.get(code, code)), *(words.get(m, m) for m in modifiers)])


TEAM = Catalogue(
    tuple((code, TEAM_TIEBREAK_MEANINGS[code]) for code in TEAM_CODES),
    _team_variants,
    _team_meaning,
    lambda text: [spec.label for spec in parse_team_tiebreaks(text)],
    tr("GP,EMGSB,BH:MP (match points primary) or MP,EGMSB,BH:GP"),
)
"""C.07 team tie-breaks (``core/tiebreaks/teams.py`` codes: picked, not typed)."""


class TieBreakPicker(QWidget):
    """Available codes, the chosen list (ordered, with modifiers) and its MTB26 text; ``changed`` on edits."""

    changed = Signal()

    def __init__(
        self, codes: tuple[str, ...] = (), parent: QWidget | None = None, catalogue: Catalogue = INDIVIDUAL
    ) -> None:
        super().__init__(parent)
        self.catalogue = catalogue
        self.available = QListWidget(self)
        for code, name in catalogue.codes:
            item = QListWidgetItem(f"{code} — {self._name(code, name)}")
            item.setData(Qt.ItemDataRole.UserRole, code)
            self.available.addItem(item)
        self.chosen = QListWidget(self)
        self.add_button = QPushButton(t("Add →"), self)
        self.remove_button = QPushButton(t("← Remove"), self)
        self.up_button = QPushButton(t("Up"), self)
        self.down_button = QPushButton(t("Down"), self)
        self.modifier = QComboBox(self)
        self.modifier.setToolTip(t("The modifiers C.07 allows for the selected tie-break"))
        self.text = QLineEdit(self)
        self.text.setToolTip(t("The list as MTB26 codes (TRF-2026 record 202); you may also type it"))
        self.default_label = QLabel(self)
        self._show_default(catalogue.default)
        self.default_label.setStyleSheet("color: #5a5a5a;")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(t("Available"), self), 0, 0)
        grid.addWidget(QLabel(t("In this order"), self), 0, 2)
        grid.addWidget(self.available, 1, 0, 5, 1)
        grid.addWidget(self.add_button, 1, 1)
        grid.addWidget(self.remove_button, 2, 1)
        grid.addWidget(self.up_button, 3, 1)
        grid.addWidget(self.down_button, 4, 1)
        grid.addWidget(self.chosen, 1, 2, 5, 1)
        grid.addWidget(QLabel(t("Modifiers of the selected one:"), self), 6, 0, 1, 2)
        grid.addWidget(self.modifier, 6, 2)
        grid.addWidget(self.text, 7, 0, 1, 3)
        grid.addWidget(self.default_label, 8, 0, 1, 3)
        for listing in (self.available, self.chosen):
            listing.setMinimumHeight(110)
            listing.setMinimumWidth(230)
        self.add_button.clicked.connect(self.add_selected)
        self.available.itemActivated.connect(lambda _item: self.add_selected())
        self.remove_button.clicked.connect(self.remove_selected)
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button.clicked.connect(lambda: self.move_selected(1))
        self.chosen.currentRowChanged.connect(self._show_modifiers)
        self.modifier.activated.connect(self._modifier_chosen)
        self.text.textEdited.connect(self._text_typed)
        self.set_codes(codes)

    def set_round_robin(self, on: bool) -> None:
        """C.07 / checklist Q105: a round robin is not offered Buchholz, Fore Buchholz and AOB (hidden, and
        taken out of the list); the default shown is the round robin's."""
        for row in range(self.available.count()):
            item = self.available.item(row)
            item.setHidden(on and not offered(str(item.data(Qt.ItemDataRole.UserRole)), round_robin=True))
        if on:
            kept = [c for c in self.codes() if offered(c, round_robin=True)]
            if kept != self.codes():
                self.set_codes(kept)
        default = DEFAULT_ROUND_ROBIN_TIEBREAKS if on else self.catalogue.default
        self._show_default(default)

    def _show_default(self, default: Text | str) -> None:
        words = shown(default)
        self.text.setPlaceholderText(t("empty: the default list {default}", default=words))
        self.default_label.setText(t("Default when the list is empty: {default}", default=words))

    def _name(self, code: str, english: str) -> str:
        """The long name of ``code`` in the arbiter's language (the code itself stays as FIDE writes it)."""
        if self.catalogue is INDIVIDUAL:
            return individual_name(code)
        return team_name(code, english)

    def focus_chain(self) -> list[QWidget]:
        """The picker's widgets in the order Tab visits them (the dialog chains them into its own order)."""
        return [
            self.available, self.add_button, self.remove_button, self.up_button, self.down_button, self.chosen,
            self.modifier, self.text,
        ]  # fmt: skip

    def codes(self) -> list[str]:
        return [str(self.chosen.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.chosen.count())]

    def set_codes(self, codes: tuple[str, ...] | list[str], keep_text: bool = False) -> None:
        row = self.chosen.currentRow()
        self.chosen.clear()
        for code in codes:
            item = QListWidgetItem(f"{code} — {self.catalogue.meaning(code)}")
            item.setData(Qt.ItemDataRole.UserRole, code)
            self.chosen.addItem(item)
        if not keep_text:
            self.text.setText(",".join(codes))
        if self.chosen.count():
            self.chosen.setCurrentRow(min(max(row, 0), self.chosen.count() - 1))
        self._show_modifiers()
        self.changed.emit()

    def add_selected(self) -> None:
        item = self.available.currentItem()
        if item is not None:
            code = str(item.data(Qt.ItemDataRole.UserRole))
            self.set_codes([*self.codes(), code])
            self.chosen.setCurrentRow(self.chosen.count() - 1)

    def remove_selected(self) -> None:
        row = self.chosen.currentRow()
        if row >= 0:
            codes = self.codes()
            del codes[row]
            self.set_codes(codes)

    def move_selected(self, step: int) -> None:
        row = self.chosen.currentRow()
        codes = self.codes()
        if 0 <= row < len(codes) and 0 <= row + step < len(codes):
            codes[row], codes[row + step] = codes[row + step], codes[row]
            self.set_codes(codes)
            self.chosen.setCurrentRow(row + step)

    def _show_modifiers(self, *_: object) -> None:
        self.modifier.clear()
        row = self.chosen.currentRow()
        if row < 0:
            self.modifier.setEnabled(False)
            return
        current = self.codes()[row]
        for text in self.catalogue.variants(current):
            self.modifier.addItem(f"{text} — {self.catalogue.meaning(text)}", text)
        self.modifier.setCurrentIndex(max(self.modifier.findData(current), 0))
        self.modifier.setEnabled(self.modifier.count() > 1)

    def _modifier_chosen(self, index: int) -> None:
        row = self.chosen.currentRow()
        if row >= 0 and index >= 0:
            codes = self.codes()
            codes[row] = str(self.modifier.itemData(index))
            self.set_codes(codes)

    def _text_typed(self, text: str) -> None:
        try:
            codes = self.catalogue.parse(text)
        except InvalidInputError:
            return  # the dialog names the problem when OK is pressed
        self.set_codes(codes, keep_text=True)
