"""What the arbiter is told before the next round is paired (level-2 notices of the warning framework).

- Q62: before round 1, a setup that cannot be completed (``configuration_locks.setup_warnings``);
- Q168: an adjourned game of an earlier round still open. C.04.2 (2026) art. 3.1: an adjourned game counts
  as a draw for pairing purposes only, so the round can be paired (Q157), but the arbiter is told which
  games the pairing treats as draws. The checklist's wording ("open in a round before the last completed
  one") is read as: any adjourned game without a result in a round before the one being paired — the
  previous round's included, since the pairing takes it as a draw all the same;
- Q135: before round 1, a FIDE list of the event older than the current month (``list_currency``), when the
  caller names the folder of the local lists and today's date (the desk does; the CLI pairs offline).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

from arbiter_desk.core.text import tr, tr_n
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.configuration_locks import setup_warnings
from arbiter_desk.services.fide_mode.integrity import games_said
from arbiter_desk.services.ratings.event_ratings import RatingSettings
from arbiter_desk.services.ratings.list_currency import old_list_notice


def adjourned_notice(open_games: Sequence[tuple[int, int]], round_no: int) -> list[DeskWarning]:
    """Q168: one level-2 notice naming the adjourned games (round, board) still open before ``round_no``."""
    earlier = sorted((r, b) for r, b in open_games if r < round_no)
    if not earlier:
        return []
    where = ", ".join(f"round {r} board {b}" for r, b in earlier)
    text = tr_n(
        "This adjourned game has no result yet: {games}. Round {round} is paired counting it as a draw "
        "(C.04.2 art. 3.1: for pairing purposes only); the standings count no result until it is entered.",
        "These adjourned games have no result yet: {games}. Round {round} is paired counting each as a draw "
        "(C.04.2 art. 3.1: for pairing purposes only); the standings count no result until it is entered.",
        len(earlier),
        games=games_said(earlier),
        round=round_no,
    )
    return [
        DeskWarning(
            WarningLevel.NOTICE, "pairing.adjourned-open", tr("Adjourned games still open"), text, (168,),
            subject=f"{round_no}:{where}",
        )
    ]  # fmt: skip


class PairingNoticeCommands(DeskBase):
    def pairing_notices(self, lists_folder: Path | None = None, today: date | None = None) -> list[DeskWarning]:
        """The level-2 notices to acknowledge before pairing the next round (Q62, Q168, and with
        ``lists_folder`` and ``today`` Q135's old lists before round 1); one indexed query for the open
        adjourned games, whatever the size of the tournament."""
        with self._store.read() as reader:
            state = TournamentState.partial(reader, players=True, rounds=True)
            open_games = reader.open_adjourned()
        notices = setup_warnings(state) + adjourned_notice(open_games, state.first_unpublished_round)
        if lists_folder is not None and today is not None and not state.has_started:
            notices += old_list_notice(RatingSettings.of(state.settings).sequence, today, lists_folder)
        return notices

    def old_list_notices(self, lists_folder: Path, today: date) -> list[DeskWarning]:
        """Q135 when the event is opened before round 1: the old FIDE lists of its sequence (else nothing)."""
        with self._store.read() as reader:
            state = TournamentState.partial(reader, players=False, rounds=True)
        if state.has_started:
            return []
        return old_list_notice(RatingSettings.of(state.settings).sequence, today, lists_folder)
