"""What the File menu's Export TRF, Export standings CSV, Print and Export PDF do with the open tournament.

Where a file goes is asked through ``prompts`` (tests replace them); a file that could not be written is
reported with the reason, and the tournament file itself is never the target.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.formats.trf import TrfVersion
from arbiter_desk.services.standings.standings_csv import export_standings_csv
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown_error, t
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.shell.tournament_commands import TournamentCommands

TRF26_FILTER = "TRF-2026 (*.trf)"
TRF16_FILTER = "TRF-16 (*.trf)"


class ExportCommands(TournamentCommands):
    """Export and print the open tournament of ``session``; questions are asked over ``window``."""

    session: DeskSession
    window: QWidget

    def export_trf(self) -> bool:
        """Write the open tournament as TRF-2026 (default) or TRF-16, as chosen in the file dialog."""
        desk = self.session.require()
        suggested = desk.path.with_suffix(".trf")
        chosen = prompts.save_file(self.window, t("Export TRF"), suggested, f"{TRF26_FILTER};;{TRF16_FILTER}")
        if chosen is None:
            return False
        path, selected = chosen
        version = TrfVersion.TRF16 if selected == TRF16_FILTER else TrfVersion.TRF26
        try:
            desk.export_trf(path, version)
        except (OSError, ValueError) as exc:
            self.session.failed.emit(t("The TRF file could not be written: {error}", error=shown_error(exc)))
            return False
        return True

    def export_standings_csv(self) -> bool:
        """Write the standings after the last round with results as CSV (rank, TPN, name, rating, points,
        tie-breaks)."""
        desk = self.session.require()
        suggested = desk.path.with_name(f"{desk.path.stem}-standings.csv")
        chosen = prompts.save_file(
            self.window, t("Export standings CSV"), suggested, t("CSV files ({patterns})", patterns="*.csv")
        )
        if chosen is None:
            return False
        path = chosen[0] if chosen[0].suffix else chosen[0].with_suffix(".csv")
        try:
            export_standings_csv(desk, path)
        except (OSError, ArbiterDeskError) as exc:
            self.session.failed.emit(t("The standings could not be exported: {error}", error=shown_error(exc)))
            return False
        return True

    def print_documents(self, kind: str = "pairings", round_no: int | None = None) -> PrintDialog:
        """File → Print (and the tabs' Print… buttons): the print dialog on ``kind`` of ``round_no``."""
        dialog = PrintDialog(self.session, kind, round_no, self.window)
        prompts.run_dialog(dialog)
        return dialog

    def export_pdf(self) -> PrintDialog:
        """File → Export PDF: the print dialog with Export PDF… as its default button."""
        dialog = PrintDialog(self.session, parent=self.window)
        dialog.setWindowTitle(t("Export PDF"))
        dialog.pdf_button.setDefault(True)
        prompts.run_dialog(dialog)
        return dialog
