"""Pairing a round from the Round pairing tab: the setup notice and the missing-ratings question first
(C.04.4.1 art. 1.1.1-1.1.2), then the one "Pair round" use case in the worker thread, cancellable, and its
outcome. ``PairingTab`` builds the widgets this base class works on and shows the round."""

from __future__ import annotations

from datetime import date
from html import escape

from PySide6.QtWidgets import QLabel, QWidget

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.names import isolated
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.pairing_job import PairRound
from arbiter_desk.services.pairing.round_why import RoundPage
from arbiter_desk.services.pairing.rounds import PairingPreview
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.page_loader import PageLoader
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown_error, t, t_n
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer
from arbiter_desk.ui.pairing.pairing_worker import PairingWorker
from arbiter_desk.ui.ratings.pairing_ratings_dialog import PairingRatingsDialog
from arbiter_desk.ui.ratings.rating_updates import lists_folder


class PairingRun(QWidget):
    """Pairing the next round (or the draft again) in the worker; the tab makes the widgets declared here."""

    session: DeskSession
    worker: PairingWorker
    preview_loader: PageLoader
    refresher: StaleWhileHidden
    status_label: QLabel

    def shown_round(self) -> int | None:
        """The round on screen (the tab's round chooser)."""
        raise NotImplementedError

    def show_round(self, number: int | None) -> None:
        """Show round ``number`` (the tab)."""
        raise NotImplementedError

    def _update_buttons(self) -> None:
        """Enable the tab's buttons for the state of the round and of the worker."""
        raise NotImplementedError

    def pair_next_round(self) -> None:
        """Pair the next round in the worker thread (the window stays responsive); before round 1, a setup that
        cannot be completed is a level-2 notice first (VCL4THP.13 Q62), and so are adjourned games of earlier
        rounds still open (Q168: they count as draws for the pairing), and before round 1 a FIDE list of the
        event older than this month (Q135)."""
        if self._notices_acknowledged(t("Not paired: the notice was cancelled.")):
            self._start_pairing(repair=False)

    def repair_draft(self) -> None:
        """Pair the draft round again (after late entries, byes or corrections); the same level-2 notices first,
        since the engine pairs that round again with the open adjourned games counted as draws (Q168)."""
        if self._notices_acknowledged(t("Not re-paired: the notice was cancelled.")):
            self._start_pairing(repair=True)

    def _notices_acknowledged(self, refused: str) -> bool:
        """The level-2 notices of pairing (Q62, Q168, Q135) acknowledged, or none; else ``refused`` is said."""
        notices = self.session.query(lambda d: d.rounds.pairing_notices(lists_folder(), date.today()))
        if notices and prompts.confirm_warnings(self, notices) is not WarningAnswer.CONFIRMED:
            self.status_label.setText(refused)
            return False
        return True

    def _start_pairing(self, repair: bool) -> None:
        """Check first (a cheap read: at once, or in the background for a big event), ask about missing
        ratings, then start the one "Pair round" use case."""
        if not self.session.is_open or self.worker.is_busy:
            return
        if not repair and not self._superseded_system_left():
            return

        def read(desk: Desk) -> PairingPreview | str:
            try:
                return desk.rounds.pairing_preview(repair)
            except ArbiterDeskError as exc:
                return shown_error(exc)

        self.preview_loader.load(read, lambda preview: self._pair_after_preview(preview, repair))

    def _superseded_system_left(self) -> bool:
        """In FIDE mode, a superseded system pairs no new round (Q92): the level-4 warning, and on yes the event
        leaves FIDE mode (journaled); False (nothing done) when the arbiter says no."""
        if self.session.query(lambda d: d.fide_mode.superseded_system_in_fide_mode()) is None:
            return True
        left = self.session.run_confirmed(
            self, lambda d, confirmed: d.fide_mode.leave_fide_mode_for_superseded_system(confirmed)
        )
        if left is None:
            self.status_label.setText(t("Not paired: the event stays in FIDE mode."))
            return False
        return True

    def _pair_after_preview(self, preview: PairingPreview | str, repair: bool) -> None:
        if isinstance(preview, str):
            self._report(preview)
            return
        if not self.session.is_open or self.worker.is_busy:
            return
        answer = self._ratings_answer(preview)
        if answer == "again":  # the ratings were set: check again, then pair
            self._start_pairing(repair)
            return
        if answer != "pair":
            self.status_label.setText(
                t("Not paired: assign the provisional ratings first (Registration → Ratings for pairing…).")
            )
            return
        self.worker.start(self.session.require(), repair)
        self._update_buttons()
        self.status_label.setText(t("Pairing round {round}…", round=preview.round))

    def cancel_pairing(self) -> None:
        """Cancel: the window is free at once and the draft is never stored (unless it already was)."""
        if self.worker.cancel():
            self._update_buttons()
            self.status_label.setText(t("Pairing cancelled: nothing was stored."))
        elif self.worker.is_busy:
            self.status_label.setText(t("Too late to cancel: the draft is being stored."))

    def _ratings_answer(self, preview: PairingPreview) -> str:
        """C.04.4.1 art. 1.1.1–1.1.2: every Dubov player needs a rating; ask before pairing without one, and offer
        to set the ratings for pairing of every unrated player at once: ``pair``, ``again`` (the
        ratings were set) or ``no``."""
        if preview.system != "dubov" or not preview.lacking_rating:
            return "pair"
        lacking = preview.lacking_rating
        names = ", ".join(f"{isolated(p.name)} (#{p.tpn})" for p in lacking[:6]) + (" …" if len(lacking) > 6 else "")
        answer = prompts.choose(
            self,
            t_n(
                "{count} player has neither a FIDE rating nor a provisional rating for pairing: {names}.\n\n"
                "The Dubov system needs a rating for every player (C.04.4.1 art. 1.1.2: the Chief Arbiter assigns "
                "a provisional one). Without one they count as 0 in the opponents' average rating (ARO).",
                "{count} players have neither a FIDE rating nor a provisional rating for pairing: {names}.\n\n"
                "The Dubov system needs a rating for every player (C.04.4.1 art. 1.1.2: the Chief Arbiter assigns "
                "a provisional one). Without one they count as 0 in the opponents' average rating (ARO).",
                len(lacking),
                names=names,
            ),
            (
                ("ratings", t("Set ratings for pairing…")),
                ("pair", t("Pair round {round} anyway", round=preview.round)),
            ),
        )
        if answer == "ratings":
            return "again" if prompts.run_dialog(PairingRatingsDialog(self.session, self)) else "no"
        return "pair" if answer == "pair" else "no"

    def _on_paired(self, pairing: PairRound, changes: Changes) -> None:
        """The draft is stored (by the job): tell the views, and show its round."""
        if not self.session.is_open:
            return
        self.session.announce(changes)
        request = pairing.request
        if request is not None and self.shown_round() != request.round and not self.refresher.stale:
            self.show_round(request.round)
        self._update_buttons()
        by_hand = self.worker.by_hand and request is not None and self.shown_round() == request.round
        if by_hand and request is not None and not self.session.query(lambda d: d.rounds.boards(request.round)):
            self.status_label.setText(
                t(
                    "Round {round} is paired by hand (the engine found no legal pairing, C.04.3 art. 1.9.3): "
                    "pair every participant, then Validate pairings.",
                    round=request.round,
                )
            )
            self.open_override_dialog()

    def _prepared_page(self, number: int) -> RoundPage | None:
        """The page the pairing job read right after storing ``number``, if nothing changed since (used once)."""
        prepared, self.worker.page = self.worker.page, None
        if prepared is None or prepared[1][0].round.number != number:
            return None
        return prepared[1] if self.session.query(lambda d: d.journal.journal_seq()) == prepared[0] else None

    def open_override_dialog(self) -> None:
        """Open the manual-pairing phase of the shown round (the tab)."""
        raise NotImplementedError

    def _on_pairing_failed(self, message: str) -> None:
        self._report(message)
        self._update_buttons()
        if self.worker.no_pairing and self.session.is_open:
            self._offer_pairing_by_hand(message)

    def _offer_pairing_by_hand(self, message: str) -> None:
        """C.04.3 art. 1.9.3: the engine found no legal round-pairing and the Chief Arbiter decides; the desk
        offers to pair the round by hand (VCL4THP.13 Q63): an empty draft, then the manual-pairing phase."""
        answer = prompts.choose(
            self,
            t(
                "The pairing engine found no legal pairing: {message}.\n\nC.04.3 art. 1.9.3: if a round-pairing "
                "cannot be completed, the Chief Arbiter decides what to do. You can pair this round by hand: "
                "every board is then yours, checked for rematches and colours as you validate it, and the TRF "
                "file records it as a manual pairing (### MPA).",
                message=message,
            ),
            (("hand", t("Pair by hand…")),),
        )
        if answer != "hand" or self.worker.is_busy:
            return
        self.worker.start(self.session.require(), repair=False, by_hand=True)
        self._update_buttons()
        self.status_label.setText(t("Opening the round for pairing by hand…"))

    def _report(self, message: str) -> None:
        self.status_label.setText(f"<span style='color:#b00020'>{escape(message)}</span>")
        self.session.failed.emit(message)
