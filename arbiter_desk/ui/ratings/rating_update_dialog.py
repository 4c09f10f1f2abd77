"""Tournament → Update rating lists… (checklist Q135–136): FIDE's standard, rapid and blitz lists downloaded and
imported in one action, with a progress bar and Cancel; afterwards each list's month and players, or what
failed in plain words.

The download and the import run in a worker thread (``BackgroundJob``, owned by the caller so that a job
abandoned by Cancel may end on its own after the dialog is gone); the window never waits on the network. The
address the lists come from is the desk's setting, shown and edited here (FIDE's by default).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import RateOfPlay
from arbiter_desk.services.ratings.rating_download import (
    FIDE_DOWNLOAD_URL,
    TIMEOUT_S,
    UpdateOutcome,
    UpdateStep,
    checked_base_url,
    update_rating_lists,
)
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import shown, shown_error, t, t_n
from arbiter_desk.ui.ratings.rate_names import rate_name

_PERMILLE = 1000


class _Steps(QObject):
    """Carries the worker's progress to the dialog (queued: it lives in the GUI thread)."""

    stepped = Signal(object)


class RatingUpdateDialog(QDialog):
    """The update of FIDE's three lists from ``url`` into ``folder``; Download (Enter) starts it, Cancel
    (Escape) stops it and keeps the lists not yet updated; ``outcome`` holds what happened."""

    def __init__(
        self,
        url: str,
        folder: Path,
        job: BackgroundJob,
        parent: QWidget | None = None,
        timeout: float = TIMEOUT_S,
        remember_url: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Update rating lists"))
        self.folder = folder
        self.job = job
        self.timeout = timeout
        self.remember_url = remember_url
        self.outcome: UpdateOutcome | None = None
        self.cancelled = False
        intro = QLabel(
            t(
                "Downloads FIDE's current standard, rapid and blitz lists and imports them. A list that does not "
                "arrive whole is refused and its previous version stays."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.url = QLineEdit(url, self)
        self.url.setObjectName("download_url")
        self.fide_button = QPushButton(t("FIDE's &address"), self)
        self.fide_button.setAutoDefault(False)
        self.fide_button.clicked.connect(lambda: self.url.setText(FIDE_DOWNLOAD_URL))
        where = QLabel(t("Download &from:"), self)
        where.setBuddy(self.url)
        row = QHBoxLayout()
        row.addWidget(where)
        row.addWidget(self.url, 1)
        row.addWidget(self.fide_button)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, _PERMILLE)
        self.progress.setValue(0)
        self.progress.setTextVisible(False)  # no "0 %" before anything was asked
        self.status = plain(QLabel("", self))
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.results = plain(QLabel("", self))
        self.results.setObjectName("results")
        self.results.setWordWrap(True)
        self.buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self))
        self.download_button = self.buttons.addButton(t("&Download"), QDialogButtonBox.ButtonRole.ActionRole)
        self.download_button.setDefault(True)
        self.download_button.clicked.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.results)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)
        self._steps = _Steps(self)
        self._steps.stepped.connect(self._on_step)
        self._connected = False
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        for first, second in ((self.url, self.fide_button), (self.fide_button, self.download_button),
                              (self.download_button, cancel)):  # fmt: skip
            self.setTabOrder(first, second)
        self.download_button.setFocus()

    @property
    def is_busy(self) -> bool:
        return self.job.is_busy and self._connected

    def start(self) -> bool:
        """Download (Enter): the address checked, remembered, then the worker started; False if refused."""
        if self.is_busy:
            return False
        try:
            url = checked_base_url(self.url.text())
        except InvalidInputError as error:
            self.status.setText(t("Download from: {problem}", problem=shown_error(error)))
            self.url.setFocus()
            return False
        if self.remember_url is not None:
            self.remember_url(url)
        steps, folder, timeout = self._steps, self.folder, self.timeout

        def work(report: Report) -> UpdateOutcome:
            def progress(step: UpdateStep) -> bool:
                steps.stepped.emit(step)
                return report(0, 0)

            return update_rating_lists(url, folder, progress, timeout)

        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self._connected = True
        if not self.job.start(work):
            self._disconnect()
            self.status.setText(t("An update is already running."))
            return False
        self.outcome, self.cancelled = None, False
        self.url.setEnabled(False)
        self.fide_button.setEnabled(False)
        self.download_button.setEnabled(False)
        self.results.setText("")
        self.status.setText(t("Connecting…"))
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        return True

    def _on_step(self, step: UpdateStep) -> None:
        if not self.is_busy:
            return  # a step of a job cancelled meanwhile
        index = list(RateOfPlay).index(step.rate)
        share = min(step.done / step.total, 1.0) if step.total else 0.0
        if step.phase == "download":
            rate = rate_name(step.rate)
            if step.total:
                done = t(
                    "{rate} list: downloading, {done} of {total}",
                    rate=rate,
                    done=_size(step.done),
                    total=_size(step.total),
                )
            else:
                done = t("{rate} list: downloading, {done}", rate=rate, done=_size(step.done))
            self.status.setText(done)
            fraction = (index + share / 2) / len(RateOfPlay)
        else:
            self.status.setText(
                t_n(
                    "{rate} list: importing, {count} player read",
                    "{rate} list: importing, {count} players read",
                    step.done,
                    rate=rate_name(step.rate),
                    count=f"{step.done:,}",
                )
            )
            fraction = (index + 0.5 + share / 2) / len(RateOfPlay)
        self.progress.setValue(max(self.progress.value(), round(fraction * _PERMILLE)))

    def _on_finished(self, outcome: UpdateOutcome) -> None:
        self._disconnect()
        self.outcome = outcome
        self.progress.setValue(_PERMILLE)
        failed = [u for u in outcome.lists if not u.ok]
        if outcome.cancelled:
            self.status.setText(t("Cancelled."))
        elif failed:
            self.status.setText(
                t_n(
                    "Done; {count} of {total} list could not be updated.",
                    "Done; {count} of {total} lists could not be updated.",
                    len(outcome.lists),
                    count=len(failed),
                    total=len(outcome.lists),
                )
            )
        else:
            self.status.setText(t("Done: the rating lists are up to date."))
        self.results.setText(shown(outcome.text))
        self._ended()
        self.adjustSize()  # the wrapped lines of the outcome need their height

    def _on_failed(self, message: str) -> None:
        self._disconnect()
        self.status.setText(t("The update failed; the previous lists are kept: {problem}", problem=message))
        self._ended()

    def _disconnect(self) -> None:
        if self._connected:
            self.job.finished.disconnect(self._on_finished)
            self.job.failed.disconnect(self._on_failed)
            self._connected = False

    def _ended(self) -> None:
        """Close by default; the address and Download stay for another try."""
        for widget in (self.url, self.fide_button, self.download_button):
            widget.setEnabled(True)
        self.download_button.setDefault(False)
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        worded(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()

    def reject(self) -> None:
        """Cancel (Escape) while downloading: the window is free at once; the worker drops the list it was
        reading at its next step (a server that does not answer: when its wait ends). Close afterwards."""
        if self.is_busy:
            self._disconnect()
            self.job.abandon()
            self.cancelled = True
            self.status.setText(t("Cancelled: the lists not updated keep their previous version."))
            self._ended()
            return
        super().reject()


def _size(count: int) -> str:
    """``812 kB``, ``23.4 MB``."""
    megabytes, kilobytes = f"{count / 1e6:,.1f}", f"{count / 1e3:,.0f}"
    return t("{size} MB", size=megabytes) if count >= 1_000_000 else t("{size} kB", size=kilobytes)
