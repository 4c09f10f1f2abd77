"""The board code printed on a result slip, with which a player proposes his board's result on the players'
pages: six characters per round and board, derived with a secret kept in the event (HMAC-SHA256), so that a
code can neither be guessed from the board number nor reused for another board or round.

The alphabet leaves out the characters a player misreads on a slip (0/O, 1/I/L); a code typed in lower case or
with spaces is read the same (``normal_code``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
SECRET_BYTES = 32


def new_secret() -> str:
    """A fresh secret for an event (hex, 256 bits)."""
    return secrets.token_hex(SECRET_BYTES)


def board_code(secret: str, round_no: int, board: int) -> str:
    """The code of ``board`` of ``round_no`` under the event's ``secret``."""
    if not secret:
        raise ValueError("the event has no secret for board codes")
    message = f"board-code:{round_no}:{board}".encode("ascii")
    digest = hmac.new(bytes.fromhex(secret), message, hashlib.sha256).digest()
    number = int.from_bytes(digest, "big")
    chars = []
    for _ in range(CODE_LENGTH):
        number, index = divmod(number, len(CODE_ALPHABET))
        chars.append(CODE_ALPHABET[index])
    return "".join(chars)


def normal_code(text: str) -> str:
    """``text`` as a code is compared: capitals, without spaces and dashes."""
    return "".join(c for c in text.upper() if c not in " -\t")


def is_board_code(secret: str, round_no: int, board: int, typed: str) -> bool:
    """Whether ``typed`` is the code of that board and round (compared in constant time)."""
    expected = board_code(secret, round_no, board).encode("ascii")
    return hmac.compare_digest(expected, normal_code(typed)[: CODE_LENGTH * 2].encode("utf-8"))
