"""Column layout of TRF lines (FIDE C.04 Annex TRF-16 and TRF-2026) and the helpers that cut and fill them.

Columns are 1-based and inclusive, as the FIDE text counts them: the record type is in columns 1-3 and its
data start at column 5.
"""

from __future__ import annotations

import re
from decimal import Decimal
from enum import Enum

from arbiter_desk.core.errors import InvalidInputError

DATA_COLUMN = 5
"""Every record's data start at column 5 (column 4 is blank)."""


class TrfVersion(Enum):
    """The two FIDE editions of the Tournament Report File."""

    TRF16 = "TRF-16"
    TRF26 = "TRF-2026"

    @property
    def label(self) -> str:
        """How the edition is named to people: ``TRF-16`` or ``TRF-2026``."""
        return self.value


# --- player record 001 (identical in TRF-16 and TRF-2026) -------------------------------------------------
TPN = (5, 8)
SEX = (10, 10)
TITLE = (11, 13)
NAME = (15, 47)
RATING = (49, 52)
FEDERATION = (54, 56)
FIDE_ID = (58, 68)
BIRTH_DATE = (70, 79)
POINTS = (81, 84)
RANK = (86, 89)
FIRST_BLOCK = 92
"""Round 1's block starts at column 92; each round's block is 10 columns wide."""
BLOCK_WIDTH = 10
OPPONENT_WIDTH = 4
"""Opponent TPN in the first 4 columns of a block (92-95 for round 1)."""
COLOUR_OFFSET = 5
"""Colour 5 columns after the block start (97 for round 1)."""
RESULT_OFFSET = 7
"""Result 7 columns after the block start (99 for round 1)."""

# --- TRF-2026 records with fixed columns ---------------------------------------------------------------------
ROUND_DATES_FIRST = FIRST_BLOCK
"""Record 132: round dates ``YY/MM/DD`` in the same 10-column blocks as the rounds of record 001."""
BYE_TYPE = (5, 5)
"""Record 240: bye type F/H/Z at column 5, round at 7-9, TPNs at 11-14, 16-19, …"""
BYE_ROUND = (7, 9)
BYE_FIRST_TPN = 11
ACCELERATION_POINTS = (10, 13)
"""Record 250: virtual points 10-13, rounds 15-17 and 19-21, TPNs 23-26 and 28-31."""
ACCELERATION_FIRST_ROUND = (15, 17)
ACCELERATION_LAST_ROUND = (19, 21)
ACCELERATION_FIRST_TPN = (23, 26)
ACCELERATION_LAST_TPN = (28, 31)
FORBIDDEN_FIRST_ROUND = (5, 7)
"""Record 260: rounds at 5-7 and 9-11, TPNs at 13-16, 18-21, …"""
FORBIDDEN_LAST_ROUND = (9, 11)
FORBIDDEN_FIRST_TPN = 13
TPN_LIST_STRIDE = 5
"""TPN lists of records 240 and 260: 4 columns each, one blank between."""
XXA_FIRST_VALUE = 10
"""TRF(x) ``XXA``: player TPN at 5-8, round r's value at column 10 + 5·(r−1), 4 wide."""
ALL_ROUNDS = 9999
"""Last round of records 250/260 when the field is blank (it fits 3 columns only)."""

MAX_ROUNDS = 999
"""The largest round number a TRF file can hold: round fields of records 240, 250 and 260 are 3 columns wide."""

TRF26_RECORDS = frozenset(range(142, 261))
"""Record numbers that exist in TRF-2026 only: seeing one of them (or ``###``) means the file is TRF-2026."""

_INTEGER = re.compile(r"[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")

MAX_DIGITS = 11
"""The most digits a TRF number may have: the widest numeric field is the FIDE id (columns 58-68). A longer
number is an error of its field, never handed to ``int`` (Python refuses strings of more than 4,300 digits
with a ``ValueError``, and a 50 MB line of digits would be converted in quadratic time)."""

MAX_FRACTION_DIGITS = 3
"""The most digits after the decimal point (points are written with one, tie-break values with up to three)."""

SHOWN_CHARACTERS = 24
"""How much of a bad field a problem message quotes (a 50 MB word is not repeated in the message)."""


def cut(line: str, span: tuple[int, int]) -> str:
    """The text of columns ``span`` (1-based, inclusive); short lines give what they have."""
    first, last = span
    return line[first - 1 : last]


def block_span(round_no: int) -> tuple[int, int]:
    """Columns of round ``round_no``'s block in record 001 (92-99 for round 1, 102-109 for round 2, …)."""
    start = FIRST_BLOCK + BLOCK_WIDTH * (round_no - 1)
    return start, start + RESULT_OFFSET


def block_count(line: str) -> int:
    """How many round blocks a 001 line reaches (trailing blanks do not count); a block's two leading blank
    columns (90-91 for round 1) count as part of it, so that text there is not overlooked."""
    length = len(line.rstrip())
    first = FIRST_BLOCK - 2
    if length < first:
        return 0
    return (length - first) // BLOCK_WIDTH + 1


def parse_int(text: str) -> int | None:
    """A non-negative integer of at most :data:`MAX_DIGITS` ASCII digits (leading zeros and surrounding blanks
    allowed), else None. The one place where TRF text becomes an integer."""
    stripped = text.strip()
    if not _INTEGER.fullmatch(stripped):
        return None
    significant = stripped.lstrip("0")
    if len(significant) > MAX_DIGITS:
        return None
    return int(significant or "0")


def parse_decimal(text: str) -> Decimal | None:
    """A plain decimal number like ``3.5`` or ``-1`` (no exponent, NaN or infinity; at most :data:`MAX_DIGITS`
    digits before the point and :data:`MAX_FRACTION_DIGITS` after it), else None."""
    stripped = text.strip()
    if not _DECIMAL.fullmatch(stripped):
        return None
    whole, _, fraction = stripped.lstrip("+-").partition(".")
    if len(whole.lstrip("0")) > MAX_DIGITS or len(fraction.rstrip("0")) > MAX_FRACTION_DIGITS:
        return None
    return Decimal(stripped)


def shown(text: str) -> str:
    """``text`` quoted for a problem message, cut to :data:`SHOWN_CHARACTERS` characters."""
    if len(text) <= SHOWN_CHARACTERS:
        return repr(text)
    return repr(text[:SHOWN_CHARACTERS]) + f"… ({len(text):,} characters)"


def tpn_list(line: str, first_column: int) -> list[tuple[int, str]]:
    """The 4-column TPN fields of records 240/260 from ``first_column`` on: (column, text) of the non-blank ones."""
    fields = []
    column = first_column
    while column <= len(line):
        text = cut(line, (column, column + 3))
        if text.strip():
            fields.append((column, text.strip()))
        column += TPN_LIST_STRIDE
    return fields


class TrfWriteError(InvalidInputError):
    """A value that does not fit its TRF columns: the file is not written rather than written unreadable."""


class LineBuilder:
    """Builds one fixed-column line: each field is written at its columns, gaps are blanks."""

    def __init__(self, record: str) -> None:
        self._chars: list[str] = list(record)

    def put(self, first_column: int, text: str, width: int | None = None, *, right: bool = False) -> LineBuilder:
        """Write ``text`` from ``first_column``, padded to ``width`` (right-aligned if asked).

        A text wider than ``width`` raises :class:`TrfWriteError`: cutting it would write a file that reads
        back different."""
        if width is not None:
            if len(text) > width:
                record = "".join(self._chars[:3])
                raise TrfWriteError(
                    f"cannot write the TRF file: record {record}: {text!r} does not fit columns "
                    f"{first_column}-{first_column + width - 1}"
                )
            text = text.rjust(width) if right else text.ljust(width)
        end = first_column - 1 + len(text)
        if len(self._chars) < end:
            self._chars.extend(" " * (end - len(self._chars)))
        self._chars[first_column - 1 : end] = list(text)
        return self

    def text(self) -> str:
        return "".join(self._chars).rstrip()
