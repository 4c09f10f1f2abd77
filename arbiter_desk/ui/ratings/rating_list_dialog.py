"""Tournament → Import a rating list… (the one import path for lists): a list imported with progress, Cancel and the
outcome (players imported, duplicate ids skipped, lines that could not be read).

The import runs in ``RatingListWorker``; this dialog only shows it. Cancel (or closing the window) stops it at
the next batch and keeps the previous list; the Cancel button then becomes Close.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QVBoxLayout, QWidget

from arbiter_desk.services.ratings.rating_list import RatingListImport, rating_list_info
from arbiter_desk.services.ratings.rating_lookup import estimated_players
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.wording import t, t_n
from arbiter_desk.ui.ratings.rating_list_worker import RatingListWorker

RATING_LIST_FILTER = "FIDE rating lists (*.zip *.txt *.xml);;All files (*)"
MAX_PROBLEMS_SHOWN = 3


class RatingListImportDialog(QDialog):
    """Shows one import of ``source`` into ``db_path`` (None: the user's list); ``start`` begins it."""

    def __init__(
        self,
        source: Path,
        db_path: Path | None = None,
        parent: QWidget | None = None,
        work: Callable[[Callable[[int], bool]], RatingListImport] | None = None,
    ) -> None:
        super().__init__(parent)
        self.source = Path(source)
        self.db_path = db_path
        self.work = work
        """Another list's import (``services.rating_lists``); None: FIDE's list into ``db_path``, as always."""
        self.outcome: RatingListImport | None = None
        self.setWindowTitle(t("Import rating list"))
        self.heading = QLabel(
            t("Reading {file} into the local rating list…", file=f"<b>{escape(self.source.name)}</b>"), self
        )
        self.heading.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.estimate = estimated_players(self.source)
        if self.estimate is None:
            self.progress.setRange(0, 0)
        else:
            self.progress.setRange(0, self.estimate)
        self.progress.setTextVisible(False)
        self.count = plain(QLabel(t("Starting…"), self))  # names the file, as typed
        self.count.setObjectName("count")
        self.message = plain(QLabel(self))
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self))
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.progress)
        layout.addWidget(self.count)
        layout.addWidget(self.message)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.worker = RatingListWorker(self)
        self.worker.progressed.connect(self._on_progress)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)

    def start(self) -> None:
        if self.work is not None:
            self.worker.start_work(self.work)
        else:
            self.worker.start(self.source, self.db_path)

    @property
    def is_busy(self) -> bool:
        return self.worker.is_busy

    def _on_progress(self, players: int) -> None:
        if self.estimate is not None:
            self.progress.setMaximum(max(self.progress.maximum(), players))
            self.progress.setValue(players)
            about = self.progress.maximum()
            self.count.setText(
                t_n("{count} of about {total} player read", "{count} of about {total} players read", about,
                    count=f"{players:,}", total=f"{about:,}")
            )  # fmt: skip
        else:
            self.count.setText(t_n("{count} player read", "{count} players read", players, count=f"{players:,}"))

    def _on_finished(self, outcome: RatingListImport) -> None:
        self.outcome = outcome
        self._done()
        if outcome.cancelled:
            self.count.setText(t("Cancelled.") if outcome.players or not outcome.problems else t("Nothing imported."))
            info = rating_list_info(self.db_path)
            unread = not outcome.players and bool(outcome.problems)
            if info and unread:
                kept = t_n(
                    "No player could be read from the file: the previous list ({count} player) is kept.",
                    "No player could be read from the file: the previous list ({count} players) is kept.",
                    info.players,
                    count=f"{info.players:,}",
                )
            elif info:
                kept = t_n(
                    "The previous list ({count} player) is kept.",
                    "The previous list ({count} players) is kept.",
                    info.players,
                    count=f"{info.players:,}",
                )
            elif unread:
                kept = t("No player could be read from the file: no list was stored.")
            else:
                kept = t("No list was stored.")
            self.message.setText(kept)
            return
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.count.setText(
            t_n(
                "Imported {count} player from {file}.",
                "Imported {count} players from {file}.",
                outcome.players,
                count=f"{outcome.players:,}",
                file=self.source.name,
            )
        )
        notes = []
        if outcome.duplicates:
            notes.append(
                t_n(
                    "{count} duplicate FIDE id skipped (the first kept).",
                    "{count} duplicate FIDE ids skipped (the first kept).",
                    outcome.duplicates,
                    count=f"{outcome.duplicates:,}",
                )
            )
        if outcome.problems:
            lines = "; ".join(
                t("line {line}: {problem}", line=p.line, problem=p.message)
                for p in outcome.problems[:MAX_PROBLEMS_SHOWN]
            )
            more = len(outcome.problems) - MAX_PROBLEMS_SHOWN
            if more > 0:
                lines = t_n(
                    "{lines} (and {count} more)", "{lines} (and {count} more)", more, lines=lines, count=f"{more:,}"
                )
            unreadable = len(outcome.problems)
            notes.append(
                t_n(
                    "{count} line could not be read — {lines}.",
                    "{count} lines could not be read — {lines}.",
                    unreadable,
                    count=f"{unreadable:,}",
                    lines=lines,
                )
            )
        notes.append(t("Players can now be found from the player dialog (Find in FIDE list)."))
        self.message.setText("\n".join(notes))

    def _on_failed(self, message: str) -> None:
        self._done()
        self.count.setText(t("The import failed; the previous list is kept."))
        self.message.setText(message[:1].upper() + message[1:])

    def _done(self) -> None:
        self.heading.setText(f"<b>{escape(self.source.name)}</b>")
        if self.estimate is None:
            self.progress.setRange(0, 1)
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        worded(self.buttons)

    def reject(self) -> None:
        """Cancel while importing (the dialog stays until the worker has stopped), close afterwards."""
        if self.worker.is_busy:
            self.worker.cancel()
            self.count.setText(t("Cancelling…"))
            return
        super().reject()
