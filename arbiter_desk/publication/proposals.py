"""Players' result proposals on the pages: the form's post, checked against the round shown and the board codes
of the result slips, limited per client address, logged, and handed on — to the desk's spool folder for a
tournament file (``services.proposal_spool``: the pages never write the tournament file), into the proposals
table for a venue server (the pages' login has the ``publication`` role: it may insert there and nowhere else).

A proposal is never a result: the arbiter confirms it at the desk (``services.proposals``).
"""

from __future__ import annotations

import hmac
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import parse_qs

from arbiter_desk.core.board_codes import normal_code
from arbiter_desk.publication.model import PublicEvent
from arbiter_desk.services.results.proposals import PROPOSABLE

MAX_BODY = 2048
"""A proposal's form is a few dozen bytes; anything bigger is refused unread (413)."""
PER_MINUTE = 5
"""Proposals per client address and minute; a wrong code counts double (a guess costs more)."""
WINDOW = 60.0
MAX_ADDRESSES = 10_000
"""Beyond this many addresses remembered, the idle ones are forgotten at the next try (memory stays bounded)."""

log = logging.getLogger("arbiter_desk.publication.proposals")


class RateLimit:
    """A sliding window of costs per client address (thread-safe; addresses idle for a window are forgotten)."""

    def __init__(
        self, per_window: int = PER_MINUTE, window: float = WINDOW, clock: Callable[[], float] = time.monotonic
    ):
        self.per_window, self.window, self.clock = per_window, window, clock
        self._spent: dict[str, deque[tuple[float, int]]] = {}
        self._lock = threading.Lock()

    def _used(self, address: str, now: float) -> int:
        spent = self._spent.get(address)
        if spent is None:
            return 0
        while spent and spent[0][0] <= now - self.window:
            spent.popleft()
        if not spent:
            del self._spent[address]
            return 0
        return sum(cost for _, cost in spent)

    def is_over(self, address: str) -> bool:
        with self._lock:
            return self._used(address, self.clock()) >= self.per_window

    def spend(self, address: str, cost: int) -> None:
        with self._lock:
            now = self.clock()
            if len(self._spent) >= MAX_ADDRESSES:  # many devices at once: forget those idle for a window
                for known in list(self._spent):
                    self._used(known, now)
            self._used(address, now)
            self._spent.setdefault(address, deque()).append((now, cost))

    def retry_after(self, address: str) -> int:
        with self._lock:
            spent = self._spent.get(address)
            return 1 if not spent else max(1, int(spent[0][0] + self.window - self.clock()) + 1)


@dataclass(frozen=True, slots=True)
class Verdict:
    status: int
    text: str
    cost: int = 1
    """What the attempt costs the address (a wrong code: 2)."""


@dataclass(frozen=True, slots=True)
class Proposal:
    round_no: int
    board: int
    result: str
    code: str


def read_form(body: bytes) -> Proposal:
    """The form's fields (``round``, ``board``, ``result``, ``code``); ``ValueError`` naming the field at fault."""
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False, max_num_fields=8)
    except (UnicodeDecodeError, ValueError) as exc:
        raise ValueError("The form could not be read: send it again from the page.") from exc

    def one(name: str) -> str:
        values = fields.get(name, [])
        if len(values) != 1:
            raise ValueError(f"The form needs one {name}.")
        return values[0].strip()

    numbers = {}
    for name in ("round", "board"):
        text = one(name)
        if not text.isdigit() or not 1 <= int(text) <= 10_000:
            raise ValueError(f"The {name} must be a number (the one on your result slip).")
        numbers[name] = int(text)
    result = one("result")
    if result not in PROPOSABLE:
        raise ValueError("Choose the result: 1-0, ½-½ or 0-1.")
    code = one("code")
    if not 1 <= len(code) <= 20:
        raise ValueError("Type the board code printed on your result slip.")
    return Proposal(numbers["round"], numbers["board"], result, code)


def check(event: PublicEvent, codes: dict[int, str], proposal: Proposal) -> Verdict | None:
    """Why the pages refuse ``proposal`` at once (the desk checks it again), or None."""
    if not event.proposals or not codes:
        return Verdict(403, "Results are entered by the arbiters in this event.")
    shown = event.round()
    if shown is None or proposal.round_no != shown.number:
        return Verdict(400, f"Round {proposal.round_no} is not the round being played.")
    board = next((b for b in shown.boards if b.number == proposal.board), None)
    expected = codes.get(proposal.board, "")
    if board is None or not hmac.compare_digest(expected.encode(), normal_code(proposal.code).encode("utf-8")):
        return Verdict(400, "This is not the code of this board: look at your result slip.", cost=2)
    if board.result:
        return Verdict(
            409, f"Board {board.number} already has its result ({board.result}). If it is wrong, tell the arbiter."
        )
    return None
