"""File → Connect to a venue server… (issue 36): host, port, database, user, password and the event. Everything
but the password is remembered for the next time; TLS is used whenever the server offers it (the driver's
``sslmode=prefer``)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.services.venue import ServerLocation, parse_location

REMEMBERED = ("host", "port", "database", "user", "event")
SETTINGS_GROUP = "venue_server"


class VenueServerDialog(QDialog):
    """The fields of a venue-server location; ``location`` once accepted (with the password typed)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Connect to a venue server")
        self.setMinimumWidth(520)
        self._settings = settings
        self.location: ServerLocation | None = None
        intro = QLabel(
            "The event lives on the venue's PostgreSQL server; every desk connected to it sees the others' "
            "changes. Your user's role (chief, deputy, results desk, viewer) decides what this desk may do.",
            self,
        )
        intro.setWordWrap(True)
        self.host = QLineEdit(self)
        self.host.setPlaceholderText("e.g. 192.168.1.10 or venue-server.local")
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(5432)
        self.database = QLineEdit(self)
        self.user = QLineEdit(self)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.event_name = QLineEdit(self)
        self.event_name.setPlaceholderText("the event's name, e.g. open2026")
        self.problem = QLabel("", self)
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow("&Host", self.host)
        form.addRow("&Port", self.port)
        form.addRow("&Database", self.database)
        form.addRow("&User", self.user)
        form.addRow("Pass&word", self.password)
        form.addRow("&Event", self.event_name)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Connect")
        ok.setDefault(True)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self._recall()
        first_empty = next((f for f in (self.host, self.database, self.user, self.event_name) if not f.text()), None)
        (first_empty or self.password).setFocus()

    def _say(self, problem: str) -> None:
        self.problem.setText(problem[:1].upper() + problem[1:])
        self.adjustSize()  # the message gets its lines; the fields keep their places

    def _recall(self) -> None:
        s = self._settings
        self.host.setText(str(s.value(f"{SETTINGS_GROUP}/host", "") or ""))
        self.port.setValue(int(str(s.value(f"{SETTINGS_GROUP}/port", 5432) or 5432)))
        self.database.setText(str(s.value(f"{SETTINGS_GROUP}/database", "") or ""))
        self.user.setText(str(s.value(f"{SETTINGS_GROUP}/user", "") or ""))
        self.event_name.setText(str(s.value(f"{SETTINGS_GROUP}/event", "") or ""))

    def _accept(self) -> None:
        """Checked here (a bad field is named and keeps the focus); remembered without the password."""
        fields = {"host": self.host, "database": self.database, "event": self.event_name}
        missing = next((name for name, field in fields.items() if not field.text().strip()), None)
        if missing is not None:
            self._say(f"The {missing} is needed.")
            fields[missing].setFocus()
            return
        try:
            location = parse_location(
                ServerLocation(
                    host=self.host.text().strip(),
                    port=self.port.value(),
                    database=self.database.text().strip(),
                    user=self.user.text().strip(),
                    event=self.event_name.text().strip(),
                ).url()
            )
        except ValueError as exc:
            self._say(str(exc))
            self.event_name.setFocus()
            return
        self.location = ServerLocation(
            location.host, location.port, location.database, location.user, self.password.text(), location.event
        )
        for key, value in zip(
            REMEMBERED, (location.host, location.port, location.database, location.user, location.event), strict=True
        ):
            self._settings.setValue(f"{SETTINGS_GROUP}/{key}", value)
        self.accept()
