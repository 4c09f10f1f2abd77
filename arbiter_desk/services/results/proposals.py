"""Players' result proposals: a player types his board's result on the players' pages with the board code printed
on the result slip; it waits at the desk as a *proposal* until an arbiter confirms it (an ordinary result command,
journaled as the arbiter's, "confirmed player's proposal") or rejects it. A proposal is never a result: nothing a
player enters reaches the boards without an arbiter's key.

Both players of a board proposing different results make the board *conflicting*: it cannot be confirmed with
the one key, the arbiter types the result. A proposal for a board that already has a result, for a round not in
play, or with a wrong code is refused (``ProposalRefused``, with what the player reads).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from arbiter_desk.core.board_codes import board_code, is_board_code, new_secret
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.services.event.staleness import BoardSeen
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.results.entry import ResultCommands
from arbiter_desk.services.round_robins.round_robin_schedule import in_play_of
from arbiter_desk.store import CommandOutcome, Reader, Writer
from arbiter_desk.store.domains import PROPOSAL_RESULTS
from arbiter_desk.store.proposals import ProposalRecord

PROPOSABLE = {"1-0": GameResult.WHITE_WINS, "½-½": GameResult.DRAW, "0-1": GameResult.BLACK_WINS}
"""What a player may propose (a played game's result; forfeits and the rest are the arbiter's)."""
assert tuple(PROPOSABLE) == PROPOSAL_RESULTS

CONFIRMED_WHY = "confirmed player's proposal"


class Refusal(StrEnum):
    OFF = "off"
    ROUND = "round"
    BOARD = "board"
    RESULT = "result"
    HAS_RESULT = "has result"
    CODE = "code"


class ProposalRefused(InvalidInputError):
    """A player's proposal refused, with the words the page shows him."""

    def __init__(self, reason: Refusal, text: str) -> None:
        super().__init__(text)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class BoardProposal:
    """The pending proposals of one board without a result, as the Results tab marks it."""

    round_no: int
    board: int
    results: tuple[str, ...]
    """Every pending proposal's result, oldest first (``1-0``, ``½-½``, ``0-1``)."""

    @property
    def is_conflicting(self) -> bool:
        """Different results proposed (both players, most likely): the arbiter types the result."""
        return len(set(self.results)) > 1

    @property
    def result(self) -> GameResult | None:
        """The one result proposed; None when conflicting."""
        return None if self.is_conflicting else PROPOSABLE[self.results[0]]

    @property
    def label(self) -> str:
        return " / ".join(dict.fromkeys(self.results))


class ProposalCommands(ResultCommands, DeskBase):
    def set_player_proposals(self, on: bool) -> Changes:
        """Switch players' proposals on or off (a setting of the event, journaled); the secret of the board
        codes is made the first time, and kept, so that slips already printed stay valid."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            settings = state.settings
            secret = settings.proposal_secret or new_secret()
            if settings.player_proposals != on or secret != settings.proposal_secret:
                writer.save_settings(replace(settings, player_proposals=on, proposal_secret=secret))
            outcome.label = f"players may propose their results: {'on' if on else 'off'}"

        return self._run("player proposals", body, _settings_only)

    def board_codes(self, round_no: int) -> dict[int, str]:
        """The code of each board of ``round_no`` for its result slip; empty while proposals are off."""
        with self._store.read() as reader:
            settings = reader.settings()
            if not settings.player_proposals or not settings.proposal_secret:
                return {}
            boards = reader.boards(round_no)
        return {b.number: board_code(settings.proposal_secret, round_no, b.number) for b in boards}

    def check_proposal(self, round_no: int, board: int, result: str, code: str) -> None:
        """Whether a player's proposal may wait for the arbiter; raises ``ProposalRefused`` with the reason."""
        with self._store.read() as reader:
            settings = reader.settings()
            if not settings.player_proposals or not settings.proposal_secret:
                raise ProposalRefused(Refusal.OFF, "Results are entered by the arbiters in this event.")
            if round_no != in_play_of(reader.rounds()):
                raise ProposalRefused(Refusal.ROUND, f"Round {round_no} is not the round being played.")
            found = reader.board(round_no, board)
        if found is None:
            raise ProposalRefused(Refusal.BOARD, f"Round {round_no} has no board {board}.")
        if result not in PROPOSABLE:
            raise ProposalRefused(Refusal.RESULT, "Choose the result: 1-0, ½-½ or 0-1.")
        if not is_board_code(settings.proposal_secret, round_no, board, code):
            raise ProposalRefused(Refusal.CODE, "This is not the code of this board: look at your result slip.")
        if found.has_result:
            raise ProposalRefused(
                Refusal.HAS_RESULT,
                f"Board {board} already has its result. If it is wrong, tell the arbiter.",
            )

    def receive_proposal(self, round_no: int, board: int, result: str, code: str, address: str) -> None:
        """Check a player's proposal again and keep it for the arbiter (never a result: ``store.proposals``)."""
        self.check_proposal(round_no, board, result, code)
        self._store.add_proposal(round_no, board, result, address)

    def board_proposals(self, round_no: int | None) -> dict[int, BoardProposal]:
        """The boards of ``round_no`` without a result that have pending proposals (those of a board whose result
        the arbiter typed are spent)."""
        if round_no is None:
            return {}
        with self._store.read() as reader:
            pending: list[ProposalRecord] = reader.proposals(round_no)
            if not pending:
                return {}
            open_boards = set(reader.boards_without_result(round_no))
        found: dict[int, list[str]] = {}
        for p in pending:
            if p.board in open_boards:
                found.setdefault(p.board, []).append(p.result)
        return {b: BoardProposal(round_no, b, tuple(r)) for b, r in found.items()}

    def confirm_proposal(self, round_no: int, board: int, seen: BoardSeen | None = None) -> Changes:
        """The arbiter's confirmation: the proposed result, entered by an ordinary result command journaled as the
        arbiter's ("confirmed player's proposal"). Refused for a conflicting board (the arbiter types it)."""
        proposal = self.board_proposals(round_no).get(board)
        if proposal is None:
            raise ProposalRefused(Refusal.BOARD, f"Board {board} has no player's proposal waiting.")
        result = proposal.result
        if result is None:
            raise ProposalRefused(
                Refusal.RESULT,
                f"The players of board {board} proposed different results ({proposal.label}): type the result.",
            )
        return self.record_result(round_no, board, result, seen, why=CONFIRMED_WHY, settle="confirmed")

    def reject_proposal(self, round_no: int, board: int) -> int:
        """The arbiter rejects the pending proposals of a board (kept, marked rejected; the board stays without a
        result); how many."""
        return self._store.settle_proposals(round_no, board, "rejected")


def _settings_only(reader: Reader) -> TournamentState:
    return TournamentState.partial(reader)
