"""Tournament → Settings: the tournament's rules and descriptive data, checked before they are stored.

The rules (system, rounds, point values, initial colour and its seed, tie-breaks) go to the tournament file
(``desk.settings.update_settings``); the name of the arbiter at this desk is a preference of this computer.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.pairing.round_robin.plan import is_round_robin_code
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.text import tr
from arbiter_desk.core.tiebreaks import TieBreakSpec, parse_tiebreaks
from arbiter_desk.core.tiebreaks.round_robin import refuse_swiss_only
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.event.demo import draw_initial_colour, new_lots_seed
from arbiter_desk.services.round_robins.round_robin_rounds import rounds_explained, rounds_for
from arbiter_desk.ui.common.date_fields import date_form, shown_date
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, shown_error, t, t_p
from arbiter_desk.ui.pairing.acceleration_box import AccelerationBox
from arbiter_desk.ui.printing.sheet_language import chosen_code, sheet_language_combo
from arbiter_desk.ui.round_robins.round_robin_box import RoundRobinBox
from arbiter_desk.ui.settings.event_fields import EventFields
from arbiter_desk.ui.settings.settings_values import read_event_date, read_points
from arbiter_desk.ui.settings.system_choice import (
    HISTORICAL_NOTE,
    HISTORICAL_SYSTEMS,
    PAIRING_SYSTEMS,
    ROUND_ROBIN_SYSTEMS,
    SYSTEM_LABELS,
    TEAM_SYSTEMS,
    TWO_GAME_NOTE,
    TWO_GAME_SYSTEMS,
    add_historical_group,
)
from arbiter_desk.ui.standings.tiebreak_options_box import TieBreakOptionsBox
from arbiter_desk.ui.standings.tiebreak_picker import TieBreakPicker
from arbiter_desk.ui.teams.team_rules_box import TeamRulesBox


class SettingsDialog(QDialog):
    """Edit a ``SettingsRecord``; ``accept`` refuses (with the reason shown) until every field is valid."""

    def __init__(
        self,
        settings: SettingsRecord,
        arbiter: str = "",
        parent: QWidget | None = None,
        *,
        acceleration_locked: bool = False,
        field: int = 0,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Tournament settings"))
        self._field = field
        self._original = settings
        self._result: SettingsRecord | None = None
        self._seed = settings.lots_seed
        info = settings.info
        self.name = QLineEdit(info.name, self)
        self.city = QLineEdit(info.city, self)
        self.federation = QLineEdit(info.federation, self)
        self.federation.setMaxLength(3)
        self.start_date = QLineEdit(shown_date(info.start_date), self)
        self.end_date = QLineEdit(shown_date(info.end_date), self)
        for edit in (self.start_date, self.end_date):
            edit.setPlaceholderText(date_form())
        self.chief_arbiter = QLineEdit(info.chief_arbiter, self)
        self.chief_arbiter.setPlaceholderText(t("Lastname, Firstname"))
        self.deputies = QLineEdit("; ".join(info.deputy_arbiters), self)
        self.deputies.setPlaceholderText(t("Lastname, Firstname; Lastname, Firstname"))
        self.rounds = QSpinBox(self)
        self.rounds.setRange(1, 30)
        self.rounds.setValue(settings.total_rounds or 7)
        self.system = QComboBox(self)
        for key, label in PAIRING_SYSTEMS:
            self.system.addItem(shown(SYSTEM_LABELS.get(key, label)), key)
        add_historical_group(self.system)
        self.system.setCurrentIndex(max(0, self.system.findData(settings.pairing_system)))
        self.historical_note = plain(QLabel(shown(HISTORICAL_NOTE), self))
        self.historical_note.setObjectName("historical_note")
        self.historical_note.setStyleSheet("color: #5a5a5a;")
        self.system_note = QLabel(shown(TWO_GAME_NOTE), self)
        self.system_note.setWordWrap(True)
        self.system_note.setStyleSheet("color: #5a5a5a;")
        points = settings.point_system
        self.win = QLineEdit(str(points.win_white), self)
        self.draw = QLineEdit(str(points.draw_white), self)
        self.loss = QLineEdit(str(points.loss_white), self)
        self.pairing_bye = QLineEdit(str(points.pairing_bye), self)
        self.colour = QComboBox(self)
        self.colour.addItem(t_p("colour", "White"), Colour.WHITE)
        self.colour.addItem(t_p("colour", "Black"), Colour.BLACK)
        self.colour.setCurrentIndex(0 if settings.initial_colour is not Colour.BLACK else 1)
        self.colour.currentIndexChanged.connect(self._colour_chosen_by_hand)
        self.draw_lots = QPushButton(t("Drawing of lots"), self)
        self.draw_lots.setToolTip(
            t("The initial colour chosen by drawing of lots with a new seed; the seed is stored too")
        )
        self.draw_lots.clicked.connect(self.draw_colour)
        self.seed_label = QLabel(self)
        self.tiebreak_picker = TieBreakPicker(settings.tiebreaks, self)
        self.tiebreaks = self.tiebreak_picker.text
        self.tiebreak_options = TieBreakOptionsBox(settings.tiebreak_options, self)  # Q204–209
        self.event_fields = EventFields(info, settings.late_entry_result, self)
        self.acceleration = AccelerationBox(settings.acceleration, acceleration_locked, self)
        self.team_rules = TeamRulesBox(settings.team_rules, settings.team_tiebreaks, self)
        self.round_robin = RoundRobinBox(info.type_code, self)
        self.rounds_note = plain(QLabel(self))
        self.rounds_note.setObjectName("rounds_note")
        self.rounds_note.setWordWrap(True)
        self.rounds_note.setStyleSheet("color: #5a5a5a;")
        self.round_robin.cycles.currentIndexChanged.connect(self._fit_rounds)
        self.sheet_language = sheet_language_combo(settings.sheet_language, self)
        self.arbiter = QLineEdit(arbiter, self)
        self.arbiter.setPlaceholderText(t("who is at this desk (journal author)"))
        self.error = plain(QLabel(self))
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        self._tab_order()
        self._show_seed()
        self.system.currentIndexChanged.connect(self._system_chosen)
        self._system_chosen()

    def _system_chosen(self, *_: object) -> None:
        """Double-Swiss: the note on matches shown, and no acceleration (reading D20)."""
        two_games = self.system.currentData() in TWO_GAME_SYSTEMS
        teams = self.system.currentData() in TEAM_SYSTEMS
        self.system_note.setVisible(two_games)
        historical = self.system.currentData() in {key for key, _label in HISTORICAL_SYSTEMS}
        self.historical_note.setVisible(historical)
        self.team_rules.setVisible(teams)
        # a team event's points and tie-breaks are those of the team box (C.04.6 art. 1.2, C.07 team tie-breaks)
        self.rules_form.setRowVisible(self.points_row, not teams)
        self.rules_form.setRowVisible(self.tiebreak_picker, not teams)
        self.rules_form.setRowVisible(self.tiebreak_options, not teams)
        self.rules_form.setRowVisible(self.team_rules.tiebreak_picker, teams)
        round_robin = self.system.currentData() in ROUND_ROBIN_SYSTEMS
        self.rules_form.setRowVisible(self.round_robin, round_robin)
        self.rules_form.setRowVisible(self.rounds_note, round_robin)
        self._fit_rounds()
        self.tiebreak_picker.set_round_robin(round_robin)  # no Buchholz family (C.07, Q105)
        if round_robin and self.isVisible():
            self.pairing_bye.setText("0")  # the round off of an odd field scores nothing
        # C.04.7 is for individuals (reading T25) of the Swiss systems; the historical texts know no acceleration
        self.acceleration.setEnabled(not two_games and not teams and not historical and not round_robin)
        if two_games or teams or historical or round_robin:
            self.acceleration.method.setCurrentIndex(0)
        # no minimum width on the dialog: it would stop the layout from enforcing its minimum height (the picker
        # overlapped the note); the height follows the boxes shown
        self.main_layout.invalidate()
        self.main_layout.activate()
        self.resize(max(1180, self.width() if self.isVisible() else 0), self.sizeHint().height())

    def _fit_rounds(self, *_: object) -> None:
        """A round robin's rounds follow its field (C.05 Annex 1): shown, not typed, once players are registered."""
        round_robin = self.system.currentData() in ROUND_ROBIN_SYSTEMS
        fitted = round_robin and self._field >= 2
        self.rounds.setEnabled(not fitted)
        if fitted:
            cycles = int(self.round_robin.cycles.currentData())
            self.rounds.setValue(rounds_for(self._field, cycles))
            said = rounds_explained(self._field, cycles)
            words = shown(said)
            self.rounds_note.setText(f"{words[:1].upper()}{words[1:]}.")
        elif round_robin:
            self.rounds_note.setText(
                t(
                    "Set by the field when the players are registered: n − 1 rounds for an even field, n for an odd "
                    "one, twice as many for a double round robin (C.05 Annex 1)."
                )
            )

    def _layout(self) -> None:
        event = QGroupBox(t("Event"), self)
        form = QFormLayout(event)
        form.addRow(t("Name"), self.name)
        form.addRow(t("City"), self.city)
        form.addRow(t("Federation"), self.federation)
        form.addRow(t("Start date"), self.start_date)
        form.addRow(t("End date"), self.end_date)
        form.addRow(t("Chief arbiter"), self.chief_arbiter)
        form.addRow(t("Deputy arbiters"), self.deputies)
        self.event_fields.add_event_rows(form)
        form.addRow(t("Language of the printed sheets"), self.sheet_language)
        rules = QGroupBox(t("Rules"), self)
        rform = QFormLayout(rules)
        rform.addRow(t("Pairing system"), self.system)
        rform.addRow("", self.historical_note)
        rform.addRow(t("Round robin"), self.round_robin)
        rform.addRow(t("Rounds"), self.rounds)
        rform.addRow("", self.rounds_note)
        points = QHBoxLayout()
        for label, edit in (
            (t_p("game result", "win"), self.win),
            (t_p("game result", "draw"), self.draw),
            (t_p("game result", "loss"), self.loss),
            (t("pairing bye"), self.pairing_bye),
        ):
            edit.setMaximumWidth(52)
            points.addWidget(QLabel(label, rules))
            points.addWidget(edit)
        points.addStretch(1)
        rform.addRow(t("Points"), points)
        colour = QHBoxLayout()
        colour.addWidget(self.colour)
        colour.addWidget(self.draw_lots)
        colour.addWidget(self.seed_label, 1)
        rform.addRow(t("Initial colour (TPN 1)"), colour)
        self.event_fields.add_rule_rows(rform)
        rform.addRow(t("Tie-breaks"), self.tiebreak_picker)
        rform.addRow("", self.tiebreak_options)
        rform.addRow(t("Team tie-breaks"), self.team_rules.tiebreak_picker)  # beside the rules, not under them
        self.rules_form, self.points_row = rform, points
        columns = QHBoxLayout()
        columns.addWidget(event, 4)
        columns.addWidget(rules, 5)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.system_note)  # full width: inside the form its wrapped lines overlapped the picker
        layout.addWidget(self.acceleration)
        layout.addWidget(self.team_rules)
        desk = QGroupBox(t("This computer"), self)
        dform = QFormLayout(desk)
        dform.addRow(t("Arbiter at this desk"), self.arbiter)
        note = QLabel(t("Written in the journal as the author of each change; not part of the tournament file."), desk)
        note.setStyleSheet("color: #5a5a5a;")
        note.setWordWrap(True)
        dform.addRow(note)
        layout.addWidget(desk)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def _tab_order(self) -> None:
        """Tab walks the Event column top to bottom, then the Rules column, then the boxes below
        (the event fields made after the rules were reached last, so typing went into a combo)."""
        fields = self.event_fields
        chain: list[QWidget] = [
            self.name, self.city, self.federation, self.start_date, self.end_date, self.chief_arbiter,
            self.deputies, fields.tournament_type, fields.time_control, fields.time_control_code,
            fields.round_dates,
            self.sheet_language,
            self.system, *self.round_robin.focus_chain(), self.rounds, self.win, self.draw,
            self.loss, self.pairing_bye,
            self.colour, self.draw_lots, fields.late_entry, *self.tiebreak_picker.focus_chain(),
            *self.tiebreak_options.focus_chain(),
            *self.team_rules.tiebreak_picker.focus_chain(),
            self.acceleration.method, *self.team_rules.focus_chain(), self.arbiter,
            *self.buttons.buttons(),
        ]  # fmt: skip
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def draw_colour(self) -> None:
        """C.04.4.1 art. 5.1: the initial colour by lot, from a new seed kept for reproducibility."""
        seed = new_lots_seed()
        colour = draw_initial_colour(seed)
        self.colour.blockSignals(True)
        self.colour.setCurrentIndex(self.colour.findData(colour))
        self.colour.blockSignals(False)
        self._seed = seed
        self._show_seed()

    def _colour_chosen_by_hand(self) -> None:
        self._seed = None
        self._show_seed()

    def _show_seed(self) -> None:
        self.seed_label.setText(
            t("chosen by hand") if self._seed is None else t("drawn by lot, seed {seed}", seed=self._seed)
        )

    def settings_record(self) -> SettingsRecord:
        """The settings as typed; raises ``InvalidInputError`` with a readable reason."""
        name = self.name.text().strip()
        if not name:
            raise InvalidInputError(tr("the tournament needs a name"))
        federation = self.federation.text().strip().upper()
        if federation and not re.fullmatch(r"[A-Z]{3}", federation):
            raise InvalidInputError(tr("the federation is three letters, e.g. FRA"))
        start = read_event_date(
            self.start_date.text(), tr("the start date is written {form} (for example {example}), not “{typed}”")
        )
        end = read_event_date(
            self.end_date.text(), tr("the end date is written {form} (for example {example}), not “{typed}”")
        )
        tiebreak_text = self.tiebreaks.text()
        try:
            specs = parse_tiebreaks(tiebreak_text)
        except InvalidInputError as exc:
            raise InvalidInputError(tr("tie-breaks: {problem}", problem=exc.text)) from None
        options = self.tiebreak_options.options()
        points = self._original.point_system
        win, draw = read_points(self.win.text(), "win"), read_points(self.draw.text(), "draw")
        loss, bye = read_points(self.loss.text(), "loss"), read_points(self.pairing_bye.text(), "bye")
        points = replace(
            points, win_white=win, win_black=win, draw_white=draw, draw_black=draw, loss_white=loss,
            loss_black=loss, pairing_bye=bye,
        )  # fmt: skip
        try:
            acceleration = self.acceleration.chosen(points)
        except RuleViolationError as exc:
            raise InvalidInputError(exc.text) from None
        team_rules: TeamRules | None = None
        team_tiebreaks: tuple[str, ...] = ()
        if self.system.currentData() in TEAM_SYSTEMS:
            team_rules, team_tiebreaks = self.team_rules.rules()
        deputies = tuple(name.strip() for name in self.deputies.text().split(";") if name.strip())
        event_info = self.event_fields.apply(self._original.info, self.rounds.value())
        event_info = self._type_code(event_info, specs)
        info = replace(
            event_info,
            name=name,
            city=self.city.text().strip(),
            federation=federation,
            start_date=start,
            end_date=end,
            chief_arbiter=self.chief_arbiter.text().strip(),
            deputy_arbiters=deputies,
        )
        return replace(
            self._original,
            info=info,
            total_rounds=self.rounds.value(),
            pairing_system=str(self.system.currentData()),
            point_system=points,
            initial_colour=Colour(self.colour.currentData()),
            lots_seed=self._seed,
            tiebreaks=tuple(spec.to_mtb() for spec in specs),
            lots_for_ties=options.draw_lots,
            unrated_tiebreak_rating=options.unrated_rating,
            late_entry_result=self.event_fields.late_entry_result(),
            acceleration=acceleration,
            team_rules=team_rules,
            team_tiebreaks=team_tiebreaks,
            sheet_language=chosen_code(self.sheet_language),
        )

    def _type_code(self, info: TournamentInfo, specs: tuple[TieBreakSpec, ...]) -> TournamentInfo:
        """A round robin keeps its plan as record 192 (Q98–99) and refuses the Buchholz family (Q105); another
        system drops a round-robin code."""
        if self.system.currentData() in ROUND_ROBIN_SYSTEMS:
            refuse_swiss_only(specs)
            return replace(info, type_code=self.round_robin.type_code())
        if is_round_robin_code(info.type_code):
            return replace(info, type_code="")
        return info

    def arbiter_name(self) -> str:
        return self.arbiter.text().strip()

    @property
    def accepted_settings(self) -> SettingsRecord | None:
        """The accepted settings (None until ``accept`` succeeded)."""
        return self._result

    def accept(self) -> None:
        try:
            self._result = self.settings_record()
        except InvalidInputError as exc:
            self.error.setText(shown_error(exc))
            return
        self.error.clear()
        super().accept()
