"""How a players' proposal travels from the pages' process to the desk for a tournament file: a spool folder
next to the file (``spring-open.adesk.proposals``), one small JSON file per proposal, which the desk watches
and takes in as it comes (``take_proposals``).

Why a folder and not a local socket (``QLocalServer``): the pages' process has no Qt (the import contracts
keep it out) and a portable local socket is not in Python's standard library; a file written under a temporary
name and renamed into place arrives whole or not at all; a proposal made while the desk is closed or busy
waits in the folder instead of being lost; and there is no listening endpoint to secure. The pages' process
never writes the tournament file: only the desk does, after checking each proposal again (the folder is
trusted for nothing: a file too big, not JSON or with a wrong code is dropped).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from arbiter_desk.core.text import tr
from arbiter_desk.services.results.proposals import ProposalCommands, ProposalRefused

SPOOL_SUFFIX = ".proposals"
MAX_FILE_BYTES = 1024
TAKEN_PER_CALL = 50
"""At most this many files per call, so that a flood never holds the desk's window for long."""

log = logging.getLogger("arbiter_desk.proposals")


@dataclass(frozen=True, slots=True)
class SpooledProposal:
    round_no: int
    board: int
    result: str
    code: str
    address: str

    def to_json(self) -> str:
        return json.dumps(
            {"round": self.round_no, "board": self.board, "result": self.result, "code": self.code,
             "address": self.address}, ensure_ascii=False,
        )  # fmt: skip

    @classmethod
    def from_json(cls, text: str) -> SpooledProposal:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError(tr("not a proposal"))
        round_no, board = data.get("round"), data.get("board")
        if not isinstance(round_no, int) or not isinstance(board, int):
            raise ValueError(tr("round and board must be numbers"))
        texts = [data.get(k) for k in ("result", "code", "address")]
        if not all(isinstance(t, str) and len(t) <= 100 for t in texts):
            raise ValueError(tr("result, code and address must be short texts"))
        return cls(round_no, board, *(str(t) for t in texts))


def spool_folder(event: Path) -> Path:
    """The spool folder of the tournament file ``event``."""
    return event.with_name(event.name + SPOOL_SUFFIX)


def write_proposal(folder: Path, proposal: SpooledProposal) -> Path:
    """Put ``proposal`` in ``folder`` whole (written under a temporary name, then renamed)."""
    folder.mkdir(mode=0o700, exist_ok=True)
    name = f"{time.time_ns():020d}-{secrets.token_hex(4)}"
    temporary = folder / f".{name}.tmp"
    temporary.write_text(proposal.to_json(), encoding="utf-8")
    final = folder / f"{name}.json"
    os.replace(temporary, final)
    return final


def take_proposals(results: ProposalCommands, folder: Path, limit: int = TAKEN_PER_CALL) -> list[tuple[int, int]]:
    """Take in the proposals waiting in ``folder`` (oldest first): each checked again and kept for the arbiter
    (``desk.results.receive_proposal``), or dropped with a line in the log; every file taken is removed. The
    (round, board) of the proposals kept."""
    try:
        names = sorted(e.name for e in os.scandir(folder) if e.name.endswith(".json") and e.is_file())
    except OSError:
        return []
    kept: list[tuple[int, int]] = []
    for name in names[:limit]:
        path = folder / name
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise ValueError(tr("too big"))
            proposal = SpooledProposal.from_json(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            log.warning("proposal file %s dropped: %s", name, exc)
            _remove(path)
            continue
        try:
            results.receive_proposal(
                proposal.round_no, proposal.board, proposal.result, proposal.code, proposal.address
            )
        except ProposalRefused as refused:
            log.warning("proposal from %s for board %s refused: %s", proposal.address, proposal.board, refused)
        else:
            kept.append((proposal.round_no, proposal.board))
        _remove(path)
    return kept


def _remove(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
