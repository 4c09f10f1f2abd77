"""Rating lists kept current at the desk (checklist Q135–136): Tournament → Update rating lists…, the level-2
notice when an event is opened before round 1 with a FIDE list older than this month, and the offer to update,
made at most once a day when the server answers.

The desk stays offline at the venue; before the event the arbiter is online. Nothing here waits on the network
on the GUI thread: the daily check (a HEAD request with a short timeout) and the update run in worker threads.
The download address and the day of the last offer are preferences of this computer (``QSettings``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtWidgets import QWidget

from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay
from arbiter_desk.services.ratings.list_currency import old_fide_lists
from arbiter_desk.services.ratings.rating_download import FIDE_DOWNLOAD_URL, TIMEOUT_S, network_reachable
from arbiter_desk.services.ratings.rating_lists import fide_list_per_rate, installed_lists
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer
from arbiter_desk.ui.ratings.rating_update_dialog import RatingUpdateDialog
from arbiter_desk.ui.registration import fide_lookup

URL_KEY = "ratings/download_url"
"""Where FIDE's lists are downloaded from (FIDE's address unless the arbiter typed another)."""
OFFERED_KEY = "ratings/update_offered_on"
"""The day (ISO) the update was last offered: once a day at most."""
CHECK_TIMEOUT_S = 5.0
"""The daily check's wait for the server: short, and never on the GUI thread."""
OFFER_CHECK_MS = 3_600_000
"""How often a running desk asks itself whether today's offer is due (the offer itself: once a day)."""
ALL_FIDE_LISTS = tuple(ListRef(FIDE, rate) for rate in RateOfPlay)


def lists_folder() -> Path:
    """The folder of the desk's local lists (that of the FIDE list the lookups read)."""
    return fide_lookup.database_path().parent


def old_lists_acknowledged(session: DeskSession, parent: QWidget | None, today: date | None = None) -> bool:
    """Before round 1 (round robins' Pair and publish all rounds, a team event's Pair): the level-2 notice of an
    old FIDE list of the event (Q135) acknowledged, or none to show; False when the arbiter cancelled."""
    when = today or date.today()
    notices = session.query(lambda d: d.rounds.old_list_notices(lists_folder(), when))
    return not notices or prompts.confirm_warnings(parent, notices) is WarningAnswer.CONFIRMED


class RatingUpdates(QObject):
    """The update action, the notice at opening and the daily offer, for one window."""

    def __init__(
        self,
        session: DeskSession,
        window: QWidget,
        settings: QSettings,
        folder: Callable[[], Path] = lists_folder,
        after_update: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self.settings = settings
        self.folder = folder
        self.after_update = after_update
        """The consistency check of the open event (Tournament → Check ratings), run after an update (Q139)."""
        self.today: Callable[[], date] = date.today
        self.timeout = TIMEOUT_S
        self.job = BackgroundJob(self, crash_text=t("the rating list update failed"))
        """The update's worker: owned here, so that a download abandoned by Cancel ends on its own."""
        self.check = BackgroundJob(self, crash_text=t("the network check failed"))
        self.check.finished.connect(self._after_check)
        self.dialog: RatingUpdateDialog | None = None
        self.daily_timer = QTimer(self)
        self.daily_timer.setInterval(OFFER_CHECK_MS)
        self.daily_timer.timeout.connect(self.offer_daily)
        session.opened.connect(lambda: QTimer.singleShot(0, self.notice_at_opening))

    @property
    def url(self) -> str:
        return str(self.settings.value(URL_KEY, "") or "") or FIDE_DOWNLOAD_URL

    def remember_url(self, url: str) -> None:
        self.settings.setValue(URL_KEY, "" if url == FIDE_DOWNLOAD_URL else url)

    def update_rating_lists(self) -> RatingUpdateDialog:
        """Tournament → Update rating lists… (Ctrl+Shift+L): the dialog; the lists of the open event are then
        checked against the new lists when the event has the check on (Q139)."""
        dialog = RatingUpdateDialog(self.url, self.folder(), self.job, self.window, self.timeout, self.remember_url)
        self.dialog = dialog
        prompts.run_dialog(dialog)
        self.dialog = None
        outcome = dialog.outcome
        if outcome is not None and any(u.ok for u in outcome.lists) and self.session.is_open:
            desk = self.session.require()
            updated = "; ".join(shown(u.text) for u in outcome.lists if u.ok)
            self.session.reported.emit(t("Rating lists updated: {lists}", lists=updated))
            if (
                self.after_update is not None
                and desk.ratings.rating_settings().check_after_import
                and not desk.is_read_only
            ):
                self.after_update()
        return dialog

    # --- Q135: the notice at opening, the daily offer ---------------------------------------------------------

    def notice_at_opening(self) -> None:
        """An event opened before round 1 with an old FIDE list: the level-2 notice, acknowledged."""
        if not self.session.is_open:
            return
        if self.session.calls.waiting:  # inside another call to the venue server: ask once that one is answered
            QTimer.singleShot(100, self.notice_at_opening)
            return
        notices = self.session.query(lambda d: d.rounds.old_list_notices(self.folder(), self.today()))
        if notices:
            prompts.confirm_warnings(self.window, notices)

    def start_daily_offers(self) -> None:
        """At start, then every hour while the desk runs (a desk left open for days is offered each new day)."""
        self.offer_daily()
        self.daily_timer.start()

    def offer_daily(self) -> bool:
        """Once a day (remembered in the settings): ask the server cheaply in the background; when it answers
        and a FIDE list is missing or older than this month, offer the update. False: not today."""
        today = self.today().isoformat()
        if str(self.settings.value(OFFERED_KEY, "") or "") == today or self.check.is_busy:
            return False
        if not self._lists_old():
            return False
        url = self.url
        self.settings.setValue(OFFERED_KEY, today)

        def work(_report: Report) -> bool:
            return network_reachable(url, CHECK_TIMEOUT_S)

        return self.check.start(work)

    def _lists_old(self) -> bool:
        """A FIDE rate without a local list, or one whose list is older than this month."""
        folder = self.folder()
        held = fide_list_per_rate(installed_lists(folder))
        return len(held) < len(RateOfPlay) or bool(old_fide_lists(ALL_FIDE_LISTS, self.today(), folder))

    def _after_check(self, reachable: object) -> None:
        if reachable is not True or self.dialog is not None:
            return
        question = t(
            "FIDE's rating lists on this computer are not those of this month. The network is there: download "
            "the current standard, rapid and blitz lists now (Tournament → Update rating lists…)?"
        )
        if prompts.confirm(self.window, question):
            self.update_rating_lists()
