"""File → Connect to a venue server…: host, port, database, user, password, the event and the
encryption. Everything but the password is remembered for the next time. Encryption is libpq's ``sslmode``:
by default TLS is used whenever the server offers it (``prefer``; the banner marks a connection that is not
encrypted); "verify-full" with the venue's CA certificate refuses any server but the venue's own."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.venue.server_setup import ServerLocation, parse_location
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.wording import shown, shown_error, t

REMEMBERED = ("host", "port", "database", "user", "event", "sslmode", "sslrootcert")
ENCRYPTION: tuple[tuple[str, Text], ...] = (
    ("prefer", tr("If the server offers it ({mode})", mode="prefer")),
    ("verify-full", tr("Required, the venue's server only ({mode})", mode="verify-full")),
    ("verify-ca", tr("Required, signed by the venue's CA ({mode})", mode="verify-ca")),
    ("require", tr("Required, certificate not checked ({mode})", mode="require")),
    ("disable", tr("Never ({mode})", mode="disable")),
)
"""libpq's ``sslmode`` values as the Encryption list shows them (the default first)."""
SETTINGS_GROUP = "venue_server"


class VenueServerDialog(QDialog):
    """The fields of a venue-server location; ``location`` once accepted (with the password typed)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Connect to a venue server"))
        self.setMinimumWidth(520)
        self._settings = settings
        self.location: ServerLocation | None = None
        intro = QLabel(
            t(
                "The event lives on the venue's PostgreSQL server; every desk connected to it sees the others' "
                "changes. Your user's role (chief, deputy, results desk, viewer) decides what this desk may do."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.host = QLineEdit(self)
        self.host.setPlaceholderText(t("e.g. {address} or {name}", address="192.168.1.10", name="venue-server.local"))
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(5432)
        self.database = QLineEdit(self)
        self.user = QLineEdit(self)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.event_name = QLineEdit(self)
        self.event_name.setPlaceholderText(t("the event's name, e.g. {example}", example="open2026"))
        self.encryption = QComboBox(self)
        for mode, label in ENCRYPTION:
            self.encryption.addItem(shown(label), mode)
        self.ca_file = QLineEdit(self)
        self.ca_file.setPlaceholderText(t("{file} from the chief (for the two 'venue' choices)", file="venue-ca.crt"))
        self.problem = QLabel("", self)
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(t("&Host"), self.host)
        form.addRow(t("&Port"), self.port)
        form.addRow(t("&Database"), self.database)
        form.addRow(t("&User"), self.user)
        form.addRow(t("Pass&word"), self.password)
        form.addRow(t("&Event"), self.event_name)
        form.addRow(t("E&ncryption"), self.encryption)
        form.addRow(t("&CA certificate"), self.ca_file)
        self.buttons = worded(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(t("Connect"))
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
        mode = self.encryption.findData(str(s.value(f"{SETTINGS_GROUP}/sslmode", "prefer") or "prefer"))
        self.encryption.setCurrentIndex(max(mode, 0))
        self.ca_file.setText(str(s.value(f"{SETTINGS_GROUP}/sslrootcert", "") or ""))

    def _accept(self) -> None:
        """Checked here (a bad field is named and keeps the focus); remembered without the password."""
        needed = (
            (self.host, t("The host is needed.")),
            (self.database, t("The database is needed.")),
            (self.event_name, t("The event is needed.")),
        )
        missing = next(((field, said) for field, said in needed if not field.text().strip()), None)
        if missing is not None:
            self._say(missing[1])
            missing[0].setFocus()
            return
        mode, ca_file = str(self.encryption.currentData()), self.ca_file.text().strip()
        try:
            location = parse_location(
                ServerLocation(
                    host=self.host.text().strip(),
                    port=self.port.value(),
                    database=self.database.text().strip(),
                    user=self.user.text().strip(),
                    event=self.event_name.text().strip(),
                )
                .with_options(sslmode=mode if mode != "prefer" else "", sslrootcert=ca_file)
                .url()
            )
        except ValueError as exc:
            self._say(shown_error(exc))
            (self.ca_file if "sslrootcert" in str(exc) else self.event_name).setFocus()
            return
        self.location = replace(location, password=self.password.text())
        remembered = (location.host, location.port, location.database, location.user, location.event, mode, ca_file)
        for key, value in zip(REMEMBERED, remembered, strict=True):
            self._settings.setValue(f"{SETTINGS_GROUP}/{key}", value)
        self.accept()
