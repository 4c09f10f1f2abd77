"""Tournament → Event over 30 days (VCL4THP.13 Q210–216; ``services.long_events``).

The flag (suggested from the round dates), the ratings the rating tie-breaks use (the first rating by default,
or per round), and a grid of later ratings: one row per player, one column per round from round 2, a cell is the
player's rating from that round on (empty: none). OK stores what changed, each change one journaled command
(the flag first, so that a level-2 notice against rating tie-breaks is answered before anything else).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.long_events import RoundRatings
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import Changes, PlayerId, PlayerRecord
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t, t_p


class LongEventDialog(QDialog):
    def __init__(
        self,
        long_event: bool | None,
        suggested: bool,
        ratings: RoundRatings,
        players: list[PlayerRecord],
        rounds: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Event over 30 days"))
        self.players = sorted(players, key=lambda p: p.tpn)
        self.rounds = max(rounds, 2)
        if suggested:
            hint = t(
                "The round dates lie more than 30 days apart. In an event over 30 days ratings change between "
                "rounds: enter each later rating in the round it holds from; FIDE advises against rating-based "
                "tie-breaks there (checklist Q210–216)."
            )
        else:
            hint = t(
                "The round dates span 30 days or less. In an event over 30 days ratings change between rounds: "
                "enter each later rating in the round it holds from; FIDE advises against rating-based tie-breaks "
                "there (checklist Q210–216)."
            )
        intro = plain(QLabel(hint, self))
        intro.setWordWrap(True)
        self.flag = QCheckBox(t("The event lasts &over 30 days"), self)
        self.flag.setChecked(suggested if long_event is None else long_event)
        self.mode = QComboBox(self)
        self.mode.addItem(t("the first rating (default)"), RoundRatings.FIRST)
        self.mode.addItem(t("the rating of each round"), RoundRatings.PER_ROUND)
        self.mode.setCurrentIndex(self.mode.findData(ratings))
        self.grid = QTableWidget(len(self.players), self.rounds, self)
        self.grid.setHorizontalHeaderLabels(
            [t("Player"), *(t_p("tournament round", "From R{round}", round=r) for r in range(2, self.rounds + 1))]
        )
        self.grid.verticalHeader().setVisible(False)
        for row, player in enumerate(self.players):
            first = QTableWidgetItem(f"{player.tpn}. {player.name} ({player.rating or '–'})")
            first.setFlags(first.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.grid.setItem(row, 0, first)
            later = dict(player.round_ratings)
            for col in range(1, self.rounds):
                value = later.get(col + 1)
                self.grid.setItem(row, col, QTableWidgetItem("" if value is None else str(value)))
        self.grid.resizeColumnsToContents()
        self.grid.setCurrentCell(0, 1)
        self.error = plain(QLabel(self))
        self.error.setStyleSheet("color: #a00000")
        form = QFormLayout()
        form.addRow("", self.flag)
        form.addRow(t("Rating tie-breaks &use"), self.mode)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        buttons.accepted.connect(self._accept_if_valid)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.flag.toggled.connect(self._on_flag)
        self._on_flag(self.flag.isChecked())
        self.resize(640, 480)
        self.flag.setFocus()

    def _on_flag(self, on: bool) -> None:
        self.mode.setEnabled(on)
        self.grid.setEnabled(on)

    def changes(self) -> list[tuple[PlayerRecord, int, int | None]]:
        """(player, from round, new rating or None to remove) for every cell that changed; ``ValueError``
        names the cell of a value that is not a rating."""
        out: list[tuple[PlayerRecord, int, int | None]] = []
        for row, player in enumerate(self.players):
            before = dict(player.round_ratings)
            for col in range(1, self.rounds):
                item = self.grid.item(row, col)
                text = "" if item is None else item.text().strip()
                if text and not text.isdigit():
                    raise ValueError(
                        t(
                            "{name}, round {round}: a rating is a whole number, not “{typed}”",
                            name=player.name,
                            round=col + 1,
                            typed=text,
                        )
                    )
                value = int(text) if text else None
                if value != before.get(col + 1):
                    out.append((player, col + 1, value))
        return out

    def _accept_if_valid(self) -> None:
        try:
            self.changes()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()


def edit_long_event(session: DeskSession, parent: QWidget) -> LongEventDialog | None:
    """Tournament → Event over 30 days: the dialog, then the flag and each changed rating as desk commands."""
    if not session.is_open:
        return None
    settings = session.query(lambda d: d.settings.current())
    rounds = settings.total_rounds or max((int(r.number) for r in session.query(lambda d: d.rounds.all())), default=2)
    dialog = LongEventDialog(
        settings.long_event,
        session.query(lambda d: d.standings.long_event_suggested()),
        settings.round_ratings,
        list(session.query(lambda d: d.players.all())),
        rounds,
        parent,
    )
    if not prompts.run_dialog(dialog):
        return dialog
    over, mode = dialog.flag.isChecked(), RoundRatings(dialog.mode.currentData())
    if (over, mode) != (settings.long_event, settings.round_ratings):
        done = session.run_confirmed(parent, lambda d, c: d.standings.set_long_event(over, mode, confirmed=c))
        if done is None:
            return dialog
    if over:
        for player, from_round, rating in dialog.changes():
            if session.run(_round_rating(player.id, from_round, rating)) is None:
                break
    return dialog


def _round_rating(player: PlayerId, from_round: int, rating: int | None) -> Callable[[Desk], Changes]:
    return lambda d: d.standings.set_round_rating(player, from_round, rating)
