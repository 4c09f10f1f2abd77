"""The event data FIDE's rating report needs and the TRF-2026 header carries, edited in Settings.

Type of tournament (092), rate of play / time control in words (122) and as a code (222, e.g. ``5400+30``),
the date of every round (132, ``YYYY/MM/DD``, or ``YY/MM/DD`` as a TRF file brings it; a Double-Swiss round is
a match: one date each, written under both game columns, reading S2 of ``services/pairing/match_snapshot.py``),
beside name, city, dates and arbiters the dialog already has.
Also the score a late entry gets for each round missed (C.04.2 (2026) art. 2.4: zero "unless the rules of
the tournament say otherwise").
"""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import tr, tr_n
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.ui.common.date_fields import date_form, example, read_typed, shown_date, trf_date
from arbiter_desk.ui.common.wording import shown, t

SHORT_TRF_DATE = re.compile(r"^\d{2}/\d{2}/\d{2}$")
"""``YY/MM/DD``, as a TRF file may bring a round date: kept as it is."""
TIME_CONTROL_CODE = re.compile(r"^[0-9+/:*]+$")
LATE_ENTRY_CHOICES = (
    (tr("0 points per round missed (FIDE default)"), ResultCode.ZERO_BYE),
    (tr("½ point per round missed"), ResultCode.HALF_BYE),
    (tr("1 point per round missed"), ResultCode.FULL_BYE),
)


def _round_date(typed: str) -> str:
    """A typed round date as the file keeps it (``YYYY/MM/DD``; a TRF file's ``YY/MM/DD`` as it is)."""
    if SHORT_TRF_DATE.match(typed):
        return typed
    found = read_typed(typed)
    if found is None:
        raise InvalidInputError(
            tr(
                "Round dates are written {form} (for example {example}), separated by “;”, not “{typed}”",
                form=date_form(),
                example=example(),
                typed=typed,
            )
        )
    return trf_date(found)


class EventFields:
    """The extra event widgets of the settings dialog; ``add_event_rows`` / ``add_rule_rows`` place them."""

    def __init__(self, info: TournamentInfo, late_entry: ResultCode, parent: QWidget) -> None:
        self.tournament_type = QLineEdit(info.tournament_type, parent)
        self.tournament_type.setPlaceholderText(t("e.g. Individual Swiss, open"))
        self.time_control = QLineEdit(info.time_control, parent)
        self.time_control.setPlaceholderText(t("e.g. 90 min/40 moves + 30 min, 30 s per move from move 1"))
        self.time_control_code = QLineEdit(info.time_control_code, parent)
        self.time_control_code.setPlaceholderText(t("TRF-2026 record 222, e.g. 40/5400+30:1800+30"))
        self.round_dates = QLineEdit("; ".join(shown_date(d) for d in info.round_dates), parent)
        self.round_dates.setPlaceholderText(t("{form}; {form}; … one per round", form=date_form()))
        self.late_entry = QComboBox(parent)
        for label, code in LATE_ENTRY_CHOICES:
            self.late_entry.addItem(shown(label), code)
        self.late_entry.setCurrentIndex(max(self.late_entry.findData(late_entry), 0))
        # a long translation of a choice must not widen the Rules column until the Event fields are squeezed
        self.late_entry.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.late_entry.setMinimumContentsLength(24)
        for edit in (self.tournament_type, self.time_control, self.time_control_code, self.round_dates):
            edit.setMinimumWidth(190)  # the Event column keeps room for a date or a name in any language
        self.late_entry.setToolTip(
            t(
                "C.04.2 art. 2.4: late entries get zero for the rounds they missed unless the tournament's rules "
                "say otherwise; used by the scores, the tie-breaks and the exports"
            )
        )

    def add_event_rows(self, form: QFormLayout) -> None:
        form.addRow(t("Type of tournament"), self.tournament_type)
        form.addRow(t("Rate of play"), self.time_control)
        form.addRow(t("Time control code"), self.time_control_code)
        form.addRow(t("Round dates"), self.round_dates)

    def add_rule_rows(self, form: QFormLayout) -> None:
        form.addRow(t("Late entries get"), self.late_entry)

    def late_entry_result(self) -> ResultCode:
        return ResultCode(self.late_entry.currentData())

    def apply(self, info: TournamentInfo, rounds: int) -> TournamentInfo:
        """``info`` with the typed event data; raises ``InvalidInputError`` naming the field."""
        dates = tuple(_round_date(d.strip()) for d in self.round_dates.text().split(";") if d.strip())
        if len(dates) > rounds:
            raise InvalidInputError(
                tr_n(
                    "{dates} round dates for {count} round",
                    "{dates} round dates for {count} rounds",
                    rounds,
                    dates=len(dates),
                )
            )
        code = self.time_control_code.text().strip()
        if code and not TIME_CONTROL_CODE.match(code):
            raise InvalidInputError(
                tr("the time control code is seconds as in 40/5400+30:1800+30, not “{typed}”", typed=code)
            )
        return replace(
            info,
            tournament_type=self.tournament_type.text().strip(),
            time_control=self.time_control.text().strip(),
            time_control_code=code,
            round_dates=dates,
        )
