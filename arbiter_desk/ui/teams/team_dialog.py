"""Register or edit a team (C.04.6 art. 1.1; TRF 310): name, federation or club, players in board order.

The roster is typed one player a line, in board order, reserves last: ``Name; rating; FED; FIDE id`` (only the
name is needed). Editing keeps a player whose line keeps their name; a line removed takes the player off the
roster (refused by the desk once they have been lined up).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Title
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import PlayerRecord
from arbiter_desk.services.teams.roster import TEAM_NAME_WIDTH, RosterPlayer
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown_error, t


def roster_line(player: PlayerRecord) -> str:
    parts = [player.name, str(player.rating) if player.rating else "", player.federation]
    parts.append(str(player.fide_id) if player.fide_id else "")
    while parts and not parts[-1]:
        parts.pop()
    return "; ".join(parts)


def parse_roster(text: str, existing: list[PlayerRecord]) -> list[RosterPlayer]:
    """The typed lines as roster players; ``InvalidInputError`` names the line."""
    free = list(existing)
    out = []
    for number, line in enumerate((ln for ln in text.splitlines() if ln.strip()), start=1):
        fields = [f.strip() for f in line.split(";")]
        if len(fields) > 4:
            raise InvalidInputError(tr("roster line {number}: at most Name; rating; FED; FIDE id", number=number))
        name = fields[0]
        rating_text = fields[1] if len(fields) > 1 else ""
        if rating_text and not rating_text.isdigit():
            raise InvalidInputError(
                tr(
                    "roster line {number} ({name}): the rating '{value}' is not a number",
                    number=number,
                    name=name,
                    value=rating_text,
                )
            )
        fide_text = fields[3] if len(fields) > 3 else ""
        if fide_text and not fide_text.isdigit():
            raise InvalidInputError(
                tr(
                    "roster line {number} ({name}): the FIDE id '{value}' is not a number",
                    number=number,
                    name=name,
                    value=fide_text,
                )
            )
        same = next((p for p in free if p.name == name), None)
        if same is not None:
            free.remove(same)
        out.append(
            RosterPlayer(
                name,
                int(rating_text or 0),
                fields[2].upper() if len(fields) > 2 else "",
                int(fide_text) if fide_text else None,
                same.title if same is not None else Title.NONE,
                None if same is None else same.id,
            )
        )
    return out


class TeamDialog(QDialog):
    """Name, federation/club and roster; ``accept`` refuses (reason shown) until the roster reads."""

    def __init__(
        self,
        boards: int,
        name: str = "",
        nickname: str = "",
        players: list[PlayerRecord] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Edit team") if name else t("Register team"))
        self._existing = list(players or [])
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(TEAM_NAME_WIDTH)
        self.nickname = QLineEdit(nickname, self)
        self.nickname.setMaxLength(5)
        self.nickname.setPlaceholderText(t("e.g. ITA or club code (5 letters at most)"))
        self.roster = QPlainTextEdit("\n".join(roster_line(p) for p in self._existing), self)
        self.roster.setTabChangesFocus(True)
        self.roster.setPlaceholderText(t("Rossi, Mario; 2310; ITA; 812345\nBianchi, Luca; 2250\n…"))
        note = QLabel(
            t(
                "One player a line in board order, reserves last: Name; rating; FED; FIDE id. The first {boards} "
                "play by default (Ctrl+Enter registers).",
                boards=boards,
            ),
            self,
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #5a5a5a;")
        self.error = plain(QLabel(self))
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(t("Save") if name else t("Register"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(t("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for edit in (self.name, self.nickname, self.roster):
            edit.installEventFilter(self)
        form = QFormLayout()
        form.addRow(t("Team &name"), self.name)
        form.addRow(t("&Federation / club"), self.nickname)
        form.addRow(t("&Players"), self.roster)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumSize(560, 420)
        self.name.setFocus()
        self.result_roster: list[RosterPlayer] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Enter registers from any field (Enter alone starts the roster's next line)."""
        if event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if ctrl and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.accept()
                return True
        return super().eventFilter(watched, event)

    def accept(self) -> None:
        try:
            if not self.name.text().strip():
                raise InvalidInputError(tr("the team needs a name"))
            roster = parse_roster(self.roster.toPlainText(), self._existing)
            if not roster:
                raise InvalidInputError(tr("type at least one player"))
        except InvalidInputError as exc:
            self.error.setText(shown_error(exc))
            return
        self.result_roster = roster
        super().accept()
