"""The print dialog's choices that only some documents have: whose player card to print and the performance /
rating change columns of the standings, the cross table in TPN order."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from arbiter_desk.formats.documents.common import PrintOptions
from arbiter_desk.services.documents.sheets import performance_notice
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t

RATING_COLUMNS = "print-rating-columns"
"""The session's property remembering the Rp tick."""


class PrintExtras:
    """A Player row (player cards), a Rating columns row (standings) and a TPN order row (an individual event's
    cross table), each shown for its document only."""

    def __init__(self, session: DeskSession, parent: QWidget) -> None:
        self.player_label = QLabel(t("Pla&yer"), parent)
        self.player_combo = QComboBox(parent)
        self.player_combo.addItem(t("Every player"), None)
        if session.is_open and not session.query(lambda d: d.teams.is_team_event()):
            for player in session.query(lambda d: d.players.all()):
                self.player_combo.addItem(t("{tpn}. {name}", tpn=player.tpn, name=player.name), int(player.tpn))
        self.player_label.setBuddy(self.player_combo)
        self.rating_columns = QCheckBox(t("Performance (Rp) and rating change (±Rtg) columns"), parent)
        notice = performance_notice(session.require()) if session.is_open else None
        self.performance_notice = plain(
            QLabel(shown(notice) if notice else "", parent)
        )  # Rp "–" for all: which setting fills it
        self.performance_notice.setWordWrap(True)
        self.performance_notice.setStyleSheet("color: #8a5a00;")
        self._notice = notice is not None
        self.tpn_order = QCheckBox(t("Cross table in &TPN order (not by rank)"), parent)
        # the ticks as the arbiter left them last time, while the program runs (a property of the session)
        self.rating_columns.setChecked(bool(session.property(RATING_COLUMNS)))
        self.rating_columns.toggled.connect(lambda on: session.setProperty(RATING_COLUMNS, on))
        self._individual = session.is_open and not session.query(lambda d: d.teams.is_team_event())

    def add_rows(self, form: QFormLayout) -> None:
        form.addRow(self.player_label, self.player_combo)
        form.addRow("", self.rating_columns)
        form.addRow("", self.performance_notice)
        form.addRow("", self.tpn_order)
        self._form = form

    def show_for(self, kind: str) -> None:
        self._form.setRowVisible(self.player_combo, kind == "player-cards")
        self._form.setRowVisible(self.rating_columns, kind == "standings")
        self._form.setRowVisible(self.performance_notice, self._notice and kind in ("standings", "player-cards"))
        self._form.setRowVisible(self.tpn_order, kind == "crosstable" and self._individual)

    def apply(self, options: PrintOptions, kind: str) -> PrintOptions:
        player = self.player_combo.currentData()
        return replace(
            options,
            players=(int(player),) if kind == "player-cards" and player is not None else (),
            rating_columns=kind == "standings" and self.rating_columns.isChecked(),
            by_tpn=kind == "crosstable" and self._individual and self.tpn_order.isChecked(),
        )
