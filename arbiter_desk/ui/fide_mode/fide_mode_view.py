"""FIDE mode in the window (VCL4THP.13 Q42–46): Tournament → Leave FIDE mode…, and the marker a tournament
outside FIDE mode shows on every screen (the status bar's permanent label and the window title)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from arbiter_desk.services.fide_mode.mode import fide_mode_marker
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t

MARKER_STYLE = "QLabel { color: white; background: #b00020; font-weight: bold; padding: 1px 6px; }"


def leave_fide_mode(session: DeskSession, parent: QWidget | None) -> bool:
    """Ask the reason, then the level-4 double confirmation (Q43); True if the tournament left FIDE mode."""
    if not session.query(lambda d: d.fide_mode.in_fide_mode()):
        prompts.warn(parent, t("This tournament has already left FIDE mode; it can never return to it."))
        return False
    reason = prompts.ask_text(
        parent, t("Leave FIDE mode"), t("Why does the tournament leave FIDE mode? (written to the TRF file)")
    )
    if reason is None:
        return False
    changes = session.run_confirmed(parent, lambda d, confirmed: d.fide_mode.leave_fide_mode(reason, confirmed))
    return changes is not None


def marker_text(session: DeskSession) -> str | None:
    """The permanent marker of a non-FIDE tournament (Q46), or None (FIDE mode, or nothing open)."""
    if not session.is_open:
        return None
    marker = fide_mode_marker(session.query(lambda d: d.settings.current()))
    return None if marker is None else shown(marker)


def show_fide_mode(label: QLabel, session: DeskSession) -> str | None:
    """The status bar's FIDE-mode label: the red marker outside FIDE mode, a quiet ``FIDE mode`` in it."""
    marker = marker_text(session)
    label.setVisible(session.is_open)
    label.setText(marker or t("FIDE mode"))
    label.setStyleSheet(MARKER_STYLE if marker else "")
    label.setToolTip(
        t("This tournament is no longer run in FIDE mode (it cannot return to it).")
        if marker
        else t("The tournament is run in FIDE mode: actions the FIDE rules do not allow are refused or warned.")
    )
    return marker
