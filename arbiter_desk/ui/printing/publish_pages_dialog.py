"""Tournament → Publish on the venue network…: start (or stop) the players' pages' server on one of this
computer's addresses, and show the address and its QR code to print or put on a screen.

The server is its own process (``arbiter-desk serve``) reading the event as a reader: the desk's window never
waits for it, and it never writes the tournament. It binds only to the address chosen here (this computer
alone with 127.0.0.1); it keeps running when the dialog is closed, until Stop or the desk exits."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.text import tr
from arbiter_desk.publication.launch import PagesProcess, PagesSource, local_addresses, qr_png
from arbiter_desk.ui.common.wording import shown, t

START_TEXT = tr("&Start publishing")
STOP_TEXT = tr("S&top publishing")


class PublishPagesDialog(QDialog):
    """The address, port and what is published; Start / Stop; the address and its QR code once started."""

    def __init__(
        self,
        source: PagesSource,
        process: PagesProcess,
        parent: QWidget | None = None,
        addresses: list[str] | None = None,
        proposals: bool | None = None,
        set_proposals: Callable[[bool], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Publish on the venue network"))
        self._source, self._process = source, process
        intro = QLabel(
            t(
                "Players read their pairings, results and standings on their phones, and the hall's screens show "
                "them, from this computer. Only published rounds are shown, never a draft. Choose the address of "
                "the venue's network (127.0.0.1: this computer only); nothing is opened to the internet."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.address = QComboBox(self)
        self.address.addItems(addresses if addresses is not None else local_addresses())
        self.port = QSpinBox(self)
        self.port.setRange(1024, 65535)
        self.port.setValue(8080)
        self.hide_juniors = QCheckBox(t("Hide the ratings of &juniors (under 20)"), self)
        self.proposals = QCheckBox(t("Players may propose their &results"), self)
        self.proposals.setToolTip(
            t(
                "The result slips print a board code; with it a player proposes the result of his board on the "
                "pages. A proposal is never a result: you confirm it on the Results tab (F8) or reject it "
                "(Shift+F8)."
            )
        )
        self.proposals.setChecked(bool(proposals))
        self.proposals.setVisible(set_proposals is not None)
        self._set_proposals = set_proposals
        self.proposals.toggled.connect(self._proposals_toggled)
        self.start_button = QPushButton(shown(START_TEXT), self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.toggle)
        self.link = QLabel("", self)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel(self)
        self.qr.hide()
        self.status = QLabel(t("Not published."), self)
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(t("&Address"), self.address)
        form.addRow(t("&Port"), self.port)
        form.addRow("", self.hide_juniors)
        form.addRow("", self.proposals)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(t("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.start_button)
        layout.addWidget(self.link)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.setTabOrder(self.address, self.port)
        self.setTabOrder(self.port, self.hide_juniors)
        self.setTabOrder(self.hide_juniors, self.proposals)
        self.setTabOrder(self.proposals, self.start_button)
        self._watch = QTimer(self)
        self._watch.setInterval(500)
        self._watch.timeout.connect(self._check)
        if process.running:
            self._show_running(process.address)
        self.address.setFocus()

    def _proposals_toggled(self, on: bool) -> None:
        """The event's setting, changed at once (a journaled command); put back when it was refused."""
        if self._set_proposals is not None and not self._set_proposals(on):
            self.proposals.blockSignals(True)
            self.proposals.setChecked(not on)
            self.proposals.blockSignals(False)

    def toggle(self) -> None:
        if self._process.running:
            self._process.stop()
            self._watch.stop()
            self.start_button.setText(shown(START_TEXT))
            self.link.setText("")
            self.qr.clear()
            self.qr.hide()
            self.status.setText(t("Stopped: the pages are no longer served."))
            self._enable_fields(True)
            return
        address = self._process.start(
            self._source, self.address.currentText(), self.port.value(), self.hide_juniors.isChecked()
        )
        self._show_running(address)

    def _show_running(self, address: str) -> None:
        self.start_button.setText(shown(STOP_TEXT))
        self.link.setText(f"<b>{address}</b>")
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(address))
        self.qr.setPixmap(pixmap)
        self.qr.setFixedSize(pixmap.size())
        self.qr.show()
        self.status.setText(
            t(
                "Serving at {address} — screens: {screens} (the server keeps running when this dialog is closed).",
                address=address,
                screens=f"{address}screen/pairings?from=1&to=60",
            )
        )
        self._enable_fields(False)
        self.adjustSize()
        self._watch.start()

    def _enable_fields(self, enabled: bool) -> None:
        for widget in (self.address, self.port, self.hide_juniors):
            widget.setEnabled(enabled)

    def _check(self) -> None:
        code = self._process.exit_code()
        if code is None:
            return
        self._watch.stop()
        self._process.stop()
        self.start_button.setText(shown(START_TEXT))
        self.qr.clear()
        self.qr.hide()
        self.link.setText("")
        self._enable_fields(True)
        self.status.setText(
            t(
                "The pages' server stopped (exit code {code}): is port {port} already taken, or the address not "
                "this computer's? Choose another and start again.",
                code=code,
                port=self.port.value(),
            )
        )
