"""The line-up of a team in a match (who plays which board), from its roster; a board may stay unoccupied
(that board is lost by forfeit). Up and Down choose the player, Tab goes to the next board."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.services.event.data import PlayerId
from arbiter_desk.services.teams.team_rounds import LineupChoice
from arbiter_desk.services.teams.team_view import MatchLine
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t


def unoccupied() -> str:
    """The choice that leaves a board without a player (that board is lost by forfeit)."""
    return t("— board left unoccupied")


class LineupDialog(QDialog):
    """Choose the team, then a player for every board; Save stores it (``desk.teams.set_lineup``)."""

    def __init__(self, session: DeskSession, round_no: int, match: MatchLine, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.round_no = round_no
        self.match_no = match.number
        self.setWindowTitle(t("Line-up, round {round}, match {match}", round=round_no, match=match.number))
        self.choices: tuple[LineupChoice, LineupChoice] = session.query(
            lambda d: d.teams.lineup_choices(round_no, match.number)
        )
        self.team = QComboBox(self)
        for choice in self.choices:
            self.team.addItem(choice.name, choice.team)
        self.boards = [QComboBox(self) for _ in self.choices[0].current]
        form = QFormLayout()
        form.addRow(t("&Team"), self.team)
        for k, combo in enumerate(self.boards, start=1):
            form.addRow(t("Board &{number}", number=k), combo)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Save).setText(t("Save"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.team.currentIndexChanged.connect(self._fill)
        self._fill()
        self.setMinimumWidth(420)

    def choice(self) -> LineupChoice:
        return self.choices[max(0, self.team.currentIndex())]

    def _fill(self) -> None:
        choice = self.choice()
        for combo, current in zip(self.boards, choice.current, strict=True):
            combo.clear()
            for player, name in choice.roster:
                combo.addItem(name, int(player))
            combo.addItem(unoccupied(), 0)
            combo.setCurrentIndex(combo.findData(0 if current is None else int(current)))

    def lineup(self) -> list[PlayerId | None]:
        return [None if not c.currentData() else PlayerId(int(c.currentData())) for c in self.boards]

    def accept(self) -> None:
        choice, lineup = self.choice(), self.lineup()
        seen = list(choice.current)  # the line-up the dialog was filled with
        done = self.session.run(lambda d: d.teams.set_lineup(self.round_no, self.match_no, choice.team, lineup, seen))
        if done is None:
            self.error.setText(t("not saved: see the message"))
            return
        super().accept()
