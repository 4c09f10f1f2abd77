"""Standings → Norms…: who has made a title norm and who can still make one, after a chosen round (B.01,
effective 1 January 2024; ``services.norms``).

A row per norm made or still possible (all players with "Show all"): points, games, average, performance and
what is still needed; the selected row's games, figures and requirements below. Event inputs… edits what the
games cannot tell; Print IT1… previews the certificate of the selected norm made (then the system print
dialog from the preview), Export IT1 PDF… writes it, Summary PDF… writes the norms summary for the tournament
report. Informative only: nothing here changes a result (FIDE mode included).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.norms import EventNorms, NormStatus, NormTitle, PlayerNorms, TitleNorm
from arbiter_desk.core.norms.event import OUT_OF_SCOPE
from arbiter_desk.core.scoring import half_points_text
from arbiter_desk.formats.documents import Document
from arbiter_desk.formats.documents.norms import VIEW_COLUMNS, is_listed, needs_text, view_rows
from arbiter_desk.services.documents.sheets import write_pdf
from arbiter_desk.services.standings.norms import event_norms
from arbiter_desk.services.venue.desk_roles import Right
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob
from arbiter_desk.ui.common.dialog_buttons import worded
from arbiter_desk.ui.common.plain_text import plain
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, shown_error, t, t_n, t_p
from arbiter_desk.ui.printing.output import configure_printer, paint_document
from arbiter_desk.ui.printing.print_dialog import DocumentPreviewDialog
from arbiter_desk.ui.standings.norm_settings_dialog import edit_norm_settings


class NormsDialog(QDialog):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.norms: EventNorms | None = None
        self.setWindowTitle(t("Norms"))
        self.resize(1100, 700)
        scope = plain(
            QLabel(
                t("FIDE title norms: {scope}. Informative: nothing here changes a result.", scope=OUT_OF_SCOPE), self
            )
        )
        scope.setWordWrap(True)
        self.after_combo = QComboBox(self)
        after_label = QLabel(t("After &round:"), self)
        after_label.setBuddy(self.after_combo)
        self.everyone = QCheckBox(t("Show &all players"), self)
        self.inputs_button = QPushButton(t("Event &inputs…"), self)
        self.status = plain(QLabel(self))
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, len(VIEW_COLUMNS), self)
        self.table.setHorizontalHeaderLabels([shown(column) for column in VIEW_COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setTabKeyNavigation(False)  # Tab leaves the read-only list for the details and buttons
        self.details = QTextBrowser(self)
        self.details.setTabChangesFocus(True)
        self.it1_button = QPushButton(t("Print I&T1…"), self)
        self.it1_pdf_button = QPushButton(t("Export IT1 P&DF…"), self)
        self.summary_button = QPushButton(t("&Summary PDF…"), self)
        bar = QHBoxLayout()
        bar.addWidget(after_label)
        bar.addWidget(self.after_combo)
        bar.addWidget(self.everyone)
        bar.addStretch(1)
        bar.addWidget(self.inputs_button)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.table)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        buttons = worded(QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self))
        for button in (self.it1_button, self.it1_pdf_button, self.summary_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scope)
        layout.addLayout(bar)
        layout.addWidget(self.status)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.setTabOrder(self.after_combo, self.everyone)
        self.setTabOrder(self.everyone, self.inputs_button)
        self.setTabOrder(self.inputs_button, self.table)
        self.setTabOrder(self.table, self.details)
        self.setTabOrder(self.details, self.it1_button)
        self._wanted: int | None = None
        self.job = BackgroundJob(self, crash_text=t("the norms could not be judged"))
        self.job.finished.connect(self._on_judged)
        self.job.failed.connect(self._on_failed)
        for round_no in session.query(lambda d: d.standings.norm_rounds()):
            self.after_combo.addItem(t("Round {round}", round=round_no), round_no)
        self.after_combo.setCurrentIndex(self.after_combo.count() - 1)
        self.after_combo.currentIndexChanged.connect(lambda _i: self.reload())
        self.everyone.toggled.connect(lambda _on: self._fill())
        self.inputs_button.clicked.connect(self.edit_inputs)
        desk = session.require()
        if desk.is_read_only or not desk.rights.allows(Right.SETTINGS):
            self.inputs_button.setEnabled(False)
            self.inputs_button.setToolTip(t("The event inputs are the chief arbiter's, in a file that can be written"))
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.it1_button.clicked.connect(self.print_it1)
        self.it1_pdf_button.clicked.connect(self.export_it1)
        self.summary_button.clicked.connect(self.export_summary)
        self.reload()
        self.table.setFocus()

    def after_round(self) -> int | None:
        data = self.after_combo.currentData()
        return None if data is None else int(data)

    @property
    def is_busy(self) -> bool:
        return self.job.is_busy

    def reload(self) -> None:
        """Judge the norms after the chosen round in the background (a big event's 13 rounds take a while);
        a round chosen meanwhile is judged once the running job ends (the newest choice wins)."""
        self._wanted = self.after_round()
        if self.job.is_busy:
            return
        state = self.session.query(lambda d: d.state())
        after = self._wanted
        self.status.setText(t("Judging the norms…"))
        self.job.start(lambda _report: (after, event_norms(state, after)))

    def _on_judged(self, outcome: tuple[int | None, EventNorms]) -> None:
        after, norms = outcome
        if after != self._wanted:
            self.reload()
            return
        self.norms = norms
        self._fill()

    def _on_failed(self, message: str) -> None:
        self.status.setText(t("The norms could not be judged: {problem}", problem=message))

    def done(self, result: int) -> None:
        self.job.cancel_and_wait(5000)
        super().done(result)

    def _fill(self) -> None:
        event = self.norms
        if event is None:
            return
        lines = [
            t(
                "{edition}; after round {round} of {total}.",
                edition=event.edition,
                round=event.after_round,
                total=event.total_rounds or "?",
            )
        ]
        lines += [t("Cannot judge: {why}.", why=why) for why in event.cannot_judge]
        if event.exemption:
            lines.append(t("Foreigner rule waived for the event: {why}.", why=event.exemption))
        self.status.setText("\n".join(lines))
        rows = view_rows(event, self.everyone.isChecked())
        keys = [(p.tpn, n.title) for p in event.players for n in p.norms if is_listed(n, self.everyone.isChecked())]
        self.table.setRowCount(len(rows))
        for r, (row, key) in enumerate(zip(rows, keys, strict=True)):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, key)
                if c == len(row) - 1:
                    item.setToolTip(text)  # long: whole in the tooltip and the details below
                elif c not in (1, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        if rows:
            self.table.selectRow(0)
        self._show_selected()

    def selected(self) -> tuple[PlayerNorms, TitleNorm] | None:
        items = self.table.selectedItems()
        if not items or self.norms is None:
            return None
        tpn, title = items[0].data(Qt.ItemDataRole.UserRole)
        player = next(p for p in self.norms.players if p.tpn == tpn)
        return player, next(n for n in player.norms if n.title is title)

    def _show_selected(self) -> None:
        chosen = self.selected()
        made = chosen is not None and chosen[1].status is NormStatus.MADE
        self.it1_button.setEnabled(made)
        self.it1_pdf_button.setEnabled(made)
        self.details.setHtml("" if chosen is None else details_html(*chosen))

    def edit_inputs(self) -> None:
        if edit_norm_settings(self.session, self):
            self.reload()

    def it1(self) -> Document | None:
        chosen = self.selected()
        if chosen is None or chosen[1].status is not NormStatus.MADE:
            return None
        player, norm = chosen
        title = NormTitle(norm.title)
        document: Document = self.session.query(
            lambda d: d.standings.it1_document(player.tpn, title, self.after_round())
        )
        return document

    def make_preview(self) -> DocumentPreviewDialog | None:
        document = self.it1()
        if document is None:
            return None
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(document.title)
        configure_printer(printer, document)
        preview = DocumentPreviewDialog(printer, self)
        preview.setWindowTitle(t("Preview — {title}", title=document.title))
        preview.paintRequested.connect(lambda device: paint_document(document, device))
        preview.resize(900, 1000)
        return preview

    def print_it1(self) -> bool:
        """The print preview of the selected norm's IT1 (print from there)."""
        preview = self.make_preview()
        return preview is not None and prompts.run_dialog(preview)

    def export_it1(self) -> Path | None:
        chosen = self.selected()
        document = self.it1()
        if chosen is None or document is None:
            return None
        stem = f"IT1-{chosen[1].title.value}-{chosen[0].tpn}"
        return self._write(document, stem)

    def export_summary(self) -> Path | None:
        return self._write(
            self.session.query(lambda d: d.standings.norms_summary_document(self.after_round())), "norms"
        )

    def _write(self, document: Document, stem: str) -> Path | None:
        desk = self.session.require()
        suggested = desk.path.parent / f"{desk.path.stem}-{stem}.pdf"
        chosen = prompts.save_file(self, t("Export PDF"), suggested, t("PDF files ({pattern})", pattern="*.pdf"))
        if chosen is None:
            return None
        path = chosen[0] if chosen[0].suffix.lower() == ".pdf" else chosen[0].with_name(chosen[0].name + ".pdf")
        try:
            write_pdf(document, path, (desk.path,))
        except Exception as exc:
            self.session.failed.emit(t("Export PDF failed: {problem}", problem=shown_error(exc)))
            return None
        self.status.setText(self.status.text() + "\n" + t("Written to {path}", path=path))
        return path


def details_html(player: PlayerNorms, norm: TitleNorm) -> str:
    """The selected norm: games counted, figures, requirements, rounds left out, what is still needed."""
    parts = [
        t(
            "{player} ({federation}) — {title} norm: {status}",
            player=f"<b>{escape(player.name)}</b>",
            federation=escape(player.federation),
            title=norm.title.value,
            status=f"<b>{escape(shown(norm.status.value))}</b>",
        )
    ]
    check = norm.check
    unrated = t("unrated")
    if check is not None:
        rows = "".join(
            f"<tr><td align=right>{g.round}</td><td>{escape(g.name)}</td><td>{g.title.value}</td>"
            f"<td>{escape(g.federation)}</td><td align=right>{g.rating or unrated}</td>"
            f"<td align=center>{half_points_text(g.points)}</td></tr>"
            for g in check.games
        )
        heads = (
            t_p("tournament round", "Rd"),
            t("Opponent"),
            t("Title"),
            t("Fed"),
            t_p("rating number", "Rating"),
            t("Pts"),
        )
        header = "".join(f"<th>{escape(head)}</th>" for head in heads)
        parts.append(f"<table cellspacing=0 cellpadding=2><tr>{header}</tr>{rows}</table>")
        if check.raised is not None:
            parts.append(
                t(
                    "Round {round}: rating raised to the floor {floor} (1.4.6 c).",
                    round=check.raised.round,
                    floor=check.raised.floor,
                )
            )
        parts.append(
            t_n(
                "{count} game, {points} points ({percentage} %): Ra {average}, dp {dp}, Rp {performance}.",
                "{count} games, {points} points ({percentage} %): Ra {average}, dp {dp}, Rp {performance}.",
                len(check.games),
                points=half_points_text(check.score),
                percentage=check.percentage,
                average=check.average,
                dp=f"{check.dp:+d}",
                performance=check.performance,
            )
        )
        parts.append(
            "<br>".join(f"{'✓' if r.met else '✗'} {escape(shown(r.text))} ({r.article})" for r in check.requirements)
        )
        if check.left_out:
            parts.append(
                "<br>".join(
                    t("Round {round}: {why}", round=r, why=escape(shown(why))) if r else escape(shown(why))
                    for r, why in check.left_out
                )
            )
    if norm.status is not NormStatus.MADE:
        needs = escape(shown(needs_text(norm)))
        if norm.status is NormStatus.CAN_STILL:
            parts.append(f"<b>{escape(t('Still needed:'))}</b> {needs}")
        else:
            parts.append(f"<b>{escape(t('Why not:'))}</b> {needs}")
    return "<p>" + "</p><p>".join(parts) + "</p>"


def open_norms(session: DeskSession, parent: QWidget) -> NormsDialog | None:
    """Standings → Norms…: the window (modal, through ``prompts``)."""
    if not session.is_open:
        return None
    dialog = NormsDialog(session, parent)
    prompts.run_dialog(dialog)
    return dialog
