"""An acceleration other than Baku, brought by an imported file (VCL4THP.13 Q107–108; C.04.2 (2026) art. 1.1–1.3).

The desk computes only the FIDE-approved accelerated system, Baku (C.04.7). An imported TRF may accelerate by its
own records ``250`` (a two- or three-group variant, custom rules); the desk applies them as given. The digest's
reading: such a method is allowed when its detailed rules can be printed from the program (Q107–108) — and
C.04.2 art. 1.2 allows a method not published by FIDE with the Qualification Commission's temporary
authorisation and written rules in the regulations. So in FIDE mode the import asks at level 4 (two steps, with
the consequences): keeping it records ``### Configuration @ Round n: …`` and the method's rules print from
File → Print… → Acceleration rules (``formats.documents.acceleration``). Declining does not keep the import.
"""

from __future__ import annotations

from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.pairing.common.baku import follows_baku
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.integrity import is_fide_mode, record_event
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import AccelerationMethod


def foreign_acceleration_warning(state: TournamentState) -> DeskWarning | None:
    """Level 4 (Q107–108): the tournament accelerates by stored records 250 that are not the Baku method's."""
    settings = state.settings
    if not is_fide_mode(settings) or settings.acceleration is AccelerationMethod.BAKU or not settings.accelerations:
        return None
    tpns = [p.tpn for p in state.players]
    away = {p.tpn for p in state.players if p.entry_round > 1 or state.absence(p.id, 1) is not None}
    if follows_baku(settings.accelerations, tpns, settings.total_rounds, settings.point_system.win, away):
        return None
    ranges = "; ".join(
        f"rounds {a.first_round}-{a.last_round}, numbers {a.first_tpn}-{a.last_tpn}: +{a.points}"
        for a in settings.accelerations
    )
    return DeskWarning(
        WarningLevel.TWO_STEP,
        "import.acceleration",
        tr("The file's acceleration is not the Baku method"),
        tr(
            "The imported file accelerates by its own records 250 ({ranges}), not by the Baku method, the one FIDE "
            "publishes (C.04.7). C.04.2 art. 1.2: an accelerated method not published by FIDE needs the "
            "Qualification Commission's temporary authorisation and a detailed written description in the "
            "tournament regulations, presented to the participants before the start.",
            ranges=ranges,
        ),
        (107, 108),
        tr(
            "The desk pairs with these virtual points as given; its rules print from File → Print… → Acceleration "
            "rules, and the TRF file records '{line}'.",
            line="### Configuration @ Round n: acceleration by the file's own records 250",
        ),
        subject=ranges,
    )


class AccelerationRuleCommands(DeskBase):
    def imported_acceleration_warnings(self) -> list[DeskWarning]:
        """What keeping an imported tournament's acceleration asks (Q107–108): empty for none, Baku or non-FIDE mode."""
        found = foreign_acceleration_warning(self.state())
        return [] if found is None else [found]

    def keep_imported_acceleration(self, confirmed: Confirmed = frozenset()) -> Changes:
        """Keep the file's non-Baku acceleration once its level-4 warning is confirmed; one Configuration event."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            warning = foreign_acceleration_warning(state)
            if warning is None:
                return
            require_confirmed([warning], confirmed)
            round_no = max((int(r.number) for r in state.rounds), default=0)
            detail = (
                f"acceleration by the file's own records 250 ({warning.subject}), not Baku (C.04.7); kept under "
                "C.04.2 art. 1.2, rules printed as Acceleration rules"
            )
            record_event(writer, IntegrityEvent(EventKind.CONFIGURATION, round_no, detail))
            outcome.label = "keep the imported acceleration (not Baku)"

        return self._run("keep imported acceleration", body)
