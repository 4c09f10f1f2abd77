"""The board order of a manually changed pairing: C.04.2 (2026) art. 3.6 after every manual change.

Art. 3.6 orders the boards of a published round (higher score of the higher-ranked player, then the sum of the
scores, then the lower pairing number of the higher-ranked player). A manual exchange (Edit pairings) can leave
a 3.0 board below a 2.5 board; on Validate the desk sorts the boards again by default. An arbiter who keeps his
own order on purpose says so ("keep my order"), answering a level-2 notice (approval checklist Q187–188). Round
robins are left as they are: the Berger table gives their boards (C.05 Annex 1).
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.pairing.common.order import board_order
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.store.records import PairingLayout, PlayerId

ROUND_ROBIN = "round-robin"


def art_3_6_layout(
    layout: PairingLayout, snapshot: Tournament, tpn_of: dict[PlayerId, int], round_no: int
) -> PairingLayout:
    """``layout`` with its boards in art. 3.6 order by the scores before ``round_no`` (colours unchanged)."""

    def score(tpn: int) -> Decimal:
        return snapshot.score(tpn, before_round=round_no)

    boards = board_order(layout.boards, lambda b: (tpn_of[b[0]], tpn_of[b[1]]), score)
    return PairingLayout(tuple(boards), layout.bye)


def ordered_layout(
    layout: PairingLayout,
    snapshot: Tournament,
    tpn_of: dict[PlayerId, int],
    round_no: int,
    system: str,
    keep_order: bool,
) -> tuple[PairingLayout, list[DeskWarning]]:
    """The layout to store and the notice to confirm: re-sorted by default; kept (with a level-2 notice when it
    is not art. 3.6's order) when the arbiter asks; a round robin's order always kept."""
    if system == ROUND_ROBIN:
        return layout, []
    sorted_layout = art_3_6_layout(layout, snapshot, tpn_of, round_no)
    if not keep_order or sorted_layout.boards == layout.boards:
        return sorted_layout, []
    notice = DeskWarning(
        WarningLevel.NOTICE,
        "mpa.board-order",
        tr("Board order kept as entered"),
        tr(
            "The boards of round {round} are not in the order of C.04.2 art. 3.6 (higher score, then the sum of "
            "the scores, then the lower pairing number); they stay in the order you gave.",
            round=round_no,
        ),
        questions=(187, 188),
        subject=f"round {round_no}",
    )
    return layout, [notice]
