"""Chess960 starting positions (FIDE Laws of Chess, Guidelines II, Chess960 rules, art. II.1-II.2).

The 960 positions are numbered 0-959 in the usual (Scharnagl) numbering, 518 being the standard position: the
number's remainders place the light-squared bishop, the dark-squared bishop, the queen, the two knights, and the
remaining three squares take rook, king, rook (the king between the rooks, II.1.2). A position is written as
White's back rank from a to h (``RNBQKBNR``); Black mirrors it (II.1.1).

The position of a round is drawn by lot with a seed the arbiter can show and repeat (the same seed and round draw
the same number on any machine: a SHA-256 digest, not Python's ``random``), or entered by the arbiter. TRF-2026
has no field for it: the desk writes ``### Chess960 @ Round 0: seed 4711; one position per round`` and one
``### Chess960 @ Round n: position 518 RNBQKBNR`` line per round (``board b: position …`` per board) and reads
them back on import. Pairings and tie-breaks do not change (Guidelines II.1: the rules of chess apply).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event

POSITIONS = 960
STANDARD = 518
"""The standard starting position ``RNBQKBNR`` (II.1: one of the 960)."""

_KNIGHTS = ((0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4))
"""The two knights' places among the five squares left after the bishops and the queen, in numbering order."""


def position(number: int) -> str:
    """White's back rank (files a-h) of position ``number`` (0-959)."""
    if not 0 <= number < POSITIONS:
        raise ValueError(f"a Chess960 position number is 0 to 959, not {number}")
    rank: list[str | None] = [None] * 8
    rest, light = divmod(number, 4)
    rank[2 * light + 1] = "B"
    rest, dark = divmod(rest, 4)
    rank[2 * dark] = "B"
    rest, queen = divmod(rest, 6)
    rank[[i for i, piece in enumerate(rank) if piece is None][queen]] = "Q"
    free = [i for i, piece in enumerate(rank) if piece is None]
    for k in _KNIGHTS[rest]:
        rank[free[k]] = "N"
    for i, piece in zip((i for i, p in enumerate(rank) if p is None), "RKR", strict=True):
        rank[i] = piece
    return "".join(p for p in rank if p is not None)


_NUMBERS = {position(n): n for n in range(POSITIONS)}


def number_of(back_rank: str) -> int:
    """The number of a back rank written as eight letters (``RNBQKBNR``, case-insensitive); a clear message
    naming what is wrong when it is no Chess960 position (II.1.2: bishops on squares of opposite colours, the
    king between the rooks)."""
    text = back_rank.strip().upper()
    if len(text) != 8 or sorted(text) != sorted("RNBQKBNR"):
        raise ValueError(f"{back_rank!r}: a back rank is eight letters with K, Q, two R, two B and two N")
    found = _NUMBERS.get(text)
    if found is None:
        raise ValueError(
            f"{back_rank!r} is no Chess960 position: the bishops must stand on squares of opposite colours and "
            "the king between the rooks (Laws of Chess, Guidelines II.1.2)"
        )
    return found


def parse(text: str) -> int:
    """A position as the arbiter types it: its number (0-959) or its back rank."""
    value = text.strip()
    if value.isdecimal():
        return _checked(int(value))
    return number_of(value)


def _checked(number: int) -> int:
    position(number)
    return number


def draw(seed: int, round_no: int, board: int | None = None) -> int:
    """The position drawn by lot for ``round_no`` (and ``board`` when each board draws its own) from ``seed``:
    the same arguments always draw the same number."""
    key = f"chess960:{seed}:{round_no}" + ("" if board is None else f":{board}")
    digest = hashlib.sha256(key.encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % POSITIONS


@dataclass(frozen=True, slots=True)
class Chess960:
    """A Chess960 event's setting: the seed of the lot, one position per round or per board, and the positions
    the arbiter entered instead of the lot's (round -> number; per round only)."""

    seed: int
    per_board: bool = False
    entered: tuple[tuple[int, int], ...] = ()

    def position_for(self, round_no: int, board: int | None = None) -> int:
        """The round's position (``board`` ignored unless each board has its own)."""
        if self.per_board:
            return draw(self.seed, round_no, board or 1)
        return dict(self.entered).get(round_no, draw(self.seed, round_no))

    def is_entered(self, round_no: int) -> bool:
        return any(r == round_no for r, _ in self.entered)

    def with_position(self, round_no: int, number: int | None) -> Chess960:
        """The setting with ``number`` entered for ``round_no`` (None: the lot's again)."""
        rest = tuple((r, n) for r, n in self.entered if r != round_no)
        if number is None:
            return replace(self, entered=rest)
        return replace(self, entered=tuple(sorted((*rest, (round_no, _checked(number))))))

    def to_json(self) -> str:
        return json.dumps({"seed": self.seed, "per_board": self.per_board, "entered": [list(e) for e in self.entered]})

    @staticmethod
    def from_json(text: str) -> Chess960 | None:
        """The stored setting; "" means not a Chess960 event."""
        if not text:
            return None
        data = json.loads(text)
        entered = tuple((int(r), _checked(int(n))) for r, n in data.get("entered", []))
        return Chess960(int(data["seed"]), bool(data.get("per_board", False)), entered)

    def comments(self, rounds: Iterable[int], boards: Mapping[int, int] | None = None) -> tuple[str, ...]:
        """The ``###`` lines of the TRF (TRF-2026 has no field for Chess960): the setting, then each round's
        position (per board: each board's), in ``core.integrity``'s shape."""
        rule = "one position per board" if self.per_board else "one position per round"
        lines = [IntegrityEvent(EventKind.CHESS960, 0, f"seed {self.seed}; {rule}").to_comment()]
        for round_no in sorted(rounds):
            if self.per_board:
                for board in range(1, (boards or {}).get(round_no, 0) + 1):
                    number = self.position_for(round_no, board)
                    detail = f"board {board}: position {number} {position(number)}"
                    lines.append(IntegrityEvent(EventKind.CHESS960, round_no, detail).to_comment())
            else:
                number = self.position_for(round_no)
                detail = f"position {number} {position(number)}"
                lines.append(IntegrityEvent(EventKind.CHESS960, round_no, detail).to_comment())
        return tuple(lines)


_SETTING = re.compile(r"^seed (?P<seed>\d{1,19}); one position per (?P<rule>round|board)$")
_POSITION = re.compile(r"^(?:board (?P<board>\d{1,4}): )?position (?P<number>\d{1,3})(?: [A-Za-z]{8})?$")


def split_chess960(comments: Iterable[str]) -> tuple[Chess960 | None, tuple[str, ...]]:
    """An imported file's Chess960 setting (its ``### Chess960`` lines; a round's position that is not the
    lot's is kept as entered) and the other comments."""
    setting: Chess960 | None = None
    positions: dict[int, int] = {}
    rest: list[str] = []
    for comment in comments:
        event = parse_event(comment)
        if event is None or event.kind is not EventKind.CHESS960:
            rest.append(comment)
            continue
        if event.round == 0 and (m := _SETTING.match(event.detail)):
            setting = Chess960(int(m["seed"]), m["rule"] == "board")
        elif (m := _POSITION.match(event.detail)) and m["board"] is None:
            positions[event.round] = _checked(int(m["number"]))
    if setting is None:
        return None, tuple(rest)
    if not setting.per_board:
        for round_no, number in sorted(positions.items()):
            if number != setting.position_for(round_no):
                setting = setting.with_position(round_no, number)
    return setting, tuple(rest)


def positions_in(comments: Iterable[str], round_no: int) -> dict[int | None, int]:
    """The positions a snapshot's comments give for ``round_no``: ``{None: n}`` for one per round, ``{board: n}``
    per board; empty when the event is not Chess960 (the printed sheets read this)."""
    found: dict[int | None, int] = {}
    for comment in comments:
        event = parse_event(comment)
        if event is not None and event.kind is EventKind.CHESS960 and event.round == round_no:
            m = _POSITION.match(event.detail)
            if m:
                found[None if m["board"] is None else int(m["board"])] = int(m["number"])
    return found


def position_text(number: int) -> str:
    """``position 518: RNBQKBNR`` as the sheets print it (White's back rank a-h; Black mirrors it)."""
    return f"Chess960 starting position {number}: {position(number)} (White, a to h; Black mirrors it)"
