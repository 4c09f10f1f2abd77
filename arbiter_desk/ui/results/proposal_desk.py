"""Players' result proposals at the results desk: taken in as they come (a file event's spool folder, every
second), marked on the Results tab's rows, confirmed with one key (Edit → Confirm the player's proposal, F8) or
rejected with another (Edit → Reject the player's proposal, Shift+F8).

A proposal is never a result: only the arbiter's key makes it one, as an ordinary result command journaled as
his ("confirmed player's proposal"). A board whose players proposed different results is marked as a conflict
and the confirm key refuses it on the status line (no box at a results table) until the arbiter types the
result.
"""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import QObject, QTimer

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.results.proposal_spool import spool_folder, take_proposals
from arbiter_desk.services.results.proposals import BoardProposal
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown_error, t
from arbiter_desk.ui.results.results import ResultsTab

POLL_MS = 1000
SERVER_EVERY = 2
"""A venue server's proposals table is read every second tick, in the background (a file's spool folder is
only listed each tick, on the GUI thread: a folder listing)."""
SERVER_EVERY_WHEN_OFF = 30
"""While the event's proposals are off (the default), the server is asked only this often whether another desk
turned them on: the arbiter's own keys never queue behind reads nobody needs."""
QUIET_AFTER_OUTAGE_S = 10.0
"""After the server did not answer, no background read for this long: a key typed meanwhile is refused at once,
not after a read of proposals that waits for the same silent server."""
log = logging.getLogger("arbiter_desk.proposals")


class ProposalDesk(QObject):
    """The proposals of the round the Results tab shows."""

    def __init__(self, session: DeskSession, tab: ResultsTab, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.tab = session, tab
        self._ticks = 0
        self._proposals_on = False
        """Learned from each read (the setting is off by default; turning it on is a change every desk hears)."""
        self._quiet_until = 0.0
        session.unreachable.connect(
            lambda _text: setattr(self, "_quiet_until", time.monotonic() + QUIET_AFTER_OUTAGE_S)
        )
        self._reading = False
        """A venue server's proposals are being read on the desk's worker thread (a hung server never freezes
        the window, and the window never waits for that read)."""
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()
        session.closed.connect(lambda: tab.model.set_proposals({}))
        session.opened.connect(lambda: QTimer.singleShot(0, self.show_marks))  # learns at once whether they are on
        tab.round_combo.currentIndexChanged.connect(lambda _i: self.show_marks())
        session.changed.connect(lambda _changes: self.show_marks())

    def poll(self) -> None:
        """Take in what the pages sent (a file event) and mark the rows; new proposals are told on the tab."""
        desk = self.session.desk
        if desk is None or self.tab.read_only:
            return
        arrived: list[tuple[int, int]] = []
        self._ticks += 1
        if desk.server is None:
            try:
                arrived = take_proposals(desk.results, spool_folder(desk.path))
            except (ArbiterDeskError, OSError) as exc:  # the file locked a moment: the files wait for the next tick
                log.warning("proposals not taken in yet: %s", exc)
            if not arrived:
                return  # nothing new: no read of the file
        else:
            every = SERVER_EVERY if self._proposals_on else SERVER_EVERY_WHEN_OFF
            if self._ticks % every == 0 and not self.session.calls.waiting and time.monotonic() >= self._quiet_until:
                self._read_in_background()
            return
        self.show_marks()
        shown = self.tab.shown_round()
        for round_no, board in arrived:
            proposal = self.tab.model.proposals.get(board)
            if round_no == shown and proposal is not None:
                self.tab.notice_label.setText(self._notice(board))

    def _read_in_background(self) -> None:
        desk, round_no = self.session.desk, self.tab.shown_round()
        if desk is None or round_no is None or self._reading:
            return
        self._reading = True

        def done(outcome: tuple[Desk, int, bool, dict[int, BoardProposal]]) -> None:
            self._reading = False
            self._proposals_on = outcome[2]
            self._show_read((outcome[0], outcome[1], outcome[3]))

        def failed(error: BaseException) -> None:
            self._reading = False
            self._quiet_until = time.monotonic() + QUIET_AFTER_OUTAGE_S  # the server is away: no reads for a while
            log.warning("proposals not read: %s", error)

        # in turn with the desk's other calls on its worker thread (one connection, one thread), never waited for
        def read() -> tuple[Desk, int, bool, dict[int, BoardProposal]]:
            on = desk.settings.current().player_proposals
            return desk, round_no, on, desk.results.board_proposals(round_no) if on else {}

        self.session.calls.submit(read, done, failed)

    def _show_read(self, outcome: tuple[Desk, int, dict[int, BoardProposal]]) -> None:
        desk, round_no, marks = outcome
        if desk is not self.session.desk or round_no != self.tab.shown_round():
            return  # another event or round meanwhile: the next tick reads it
        new = set(marks) - set(self.tab.model.proposals)
        self.tab.model.set_proposals(marks)
        for board in sorted(new):
            self.tab.notice_label.setText(self._notice(board))

    def _notice(self, board: int) -> str:
        proposal = self.tab.model.proposals[board]
        if proposal.is_conflicting:
            return t(
                "Board {board}: the players proposed different results ({results}): type the result.",
                board=board,
                results=proposal.label,
            )
        return t(
            "Board {board}: a player proposes {result} — F8 confirms it, Shift+F8 rejects it.",
            board=board,
            result=proposal.label,
        )

    def show_marks(self) -> None:
        round_no = self.tab.shown_round()
        if not self.session.is_open or round_no is None:
            self.tab.model.set_proposals({})
            return
        desk = self.session.desk
        if desk is not None and desk.server is not None:
            self._read_in_background()  # never a wait of its own on the GUI thread: the keys stay the arbiter's
            return
        try:
            marks = self.session.query(lambda d: d.results.board_proposals(round_no))
        except ArbiterDeskError:
            return  # the server or the file away a moment: the marks stay as they were
        self.tab.model.set_proposals(marks)

    def _selected(self) -> int | None:
        row = self.tab.view.currentIndex().row()
        if not 0 <= row < self.tab.model.rowCount():
            return None
        return int(self.tab.model.row_at(row).number)

    def confirm(self) -> bool:
        """The selected board's proposal becomes its result (journaled as the arbiter's); refused on the status
        line for a board without one or with conflicting ones. Whether it was entered."""
        self.show_marks()
        round_no, board = self.tab.shown_round(), self._selected()
        proposal = None if board is None else self.tab.model.proposals.get(board)
        if round_no is None or board is None or proposal is None:
            self.tab.notice_label.setText(t("Select a board marked with a player's proposal first."))
            return False
        if proposal.is_conflicting:
            self.tab.notice_label.setText(self._notice(board))
            return False
        line = self.tab.model.row_at(self.tab.view.currentIndex().row())
        done = self.session.run(lambda d: d.results.confirm_proposal(round_no, board, line.seen)) is not None
        if done:
            self.tab.notice_label.setText(
                t("Board {board}: {result} entered (confirmed player's proposal).", board=board, result=proposal.label)
            )
        self.show_marks()
        return done

    def reject(self) -> bool:
        """The selected board's proposals are rejected (the board keeps no result). Whether any was."""
        round_no, board = self.tab.shown_round(), self._selected()
        if round_no is None or board is None or board not in self.tab.model.proposals:
            self.tab.notice_label.setText(t("Select a board marked with a player's proposal first."))
            return False
        try:
            self.session.query(lambda d: d.results.reject_proposal(round_no, board))
        except ArbiterDeskError as exc:
            self.tab.notice_label.setText(shown_error(exc))
            return False
        self.tab.notice_label.setText(
            t("Board {board}: the player's proposal was rejected; the board has no result.", board=board)
        )
        self.show_marks()
        return True
