"""Chess960 events at the desk (FIDE Laws of Chess, Guidelines II; approval checklist Q222).

The arbiter makes an event a Chess960 one before round 1 is published: a seed for the lot (shown, so the drawing
can be repeated) and whether all boards of a round play one position (the usual rule) or each board its own. A
round's position is the lot's unless the arbiter enters another, until the round has a result (the games were
played with it). Pairings and tie-breaks do not change. The TRF carries the setting and each round's position as
``### Chess960`` lines (``core.chess960``), read back on import; the pairing sheets and result slips print them.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import replace

from arbiter_desk.core.chess960 import POSITIONS, Chess960, position
from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import RoundState


def new_seed() -> int:
    """A fresh seed for the lot (six digits: easy to read out and type again)."""
    return 100_000 + secrets.randbelow(900_000)


def chess960_comments(state: TournamentState) -> tuple[str, ...]:
    """The ``### Chess960`` lines of the snapshot: the setting and every round paired so far (drafts too)."""
    setting = state.settings.chess960
    if setting is None:
        return ()
    rounds = [int(r.number) for r in state.rounds]
    boards = {n: len(state.boards_of(n)) for n in rounds}
    return setting.comments(rounds, boards)


def _has_result(state: TournamentState, round_no: int) -> bool:
    return any(b.white_result is not None or b.black_result is not None for b in state.boards_of(round_no))


def _published(state: TournamentState) -> bool:
    return any(r.state is not RoundState.DRAFT for r in state.rounds)


class Chess960Commands(DeskBase):
    def chess960(self) -> Chess960 | None:
        """The event's Chess960 setting (None: not a Chess960 event)."""
        with self._store.read() as reader:
            return reader.settings().chess960

    def chess960_fixed(self) -> bool:
        """Whether Chess960, its seed and its rule are fixed: round 1 is published."""
        return _published(self.state())

    def chess960_rounds(self) -> tuple[tuple[int, int, bool, bool], ...]:
        """Per round of the event: (round, position, entered by the arbiter, fixed because it has a result)."""
        state = self.state()
        setting = state.settings.chess960
        if setting is None:
            return ()
        total = state.settings.total_rounds or max((int(r.number) for r in state.rounds), default=0)
        return tuple(
            (n, setting.position_for(n), setting.is_entered(n), _has_result(state, n)) for n in range(1, total + 1)
        )

    def set_chess960(self, setting: Chess960 | None) -> Changes:
        """Make the event a Chess960 one (or not), with its seed and rule: before round 1 is published only
        (the lot of the rounds already shown would change)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            old = state.settings.chess960
            same_rule = (old is None) == (setting is None) and (
                old is None or setting is None or (old.seed, old.per_board) == (setting.seed, setting.per_board)
            )
            if _published(state) and not same_rule:
                raise RoundStateError(
                    tr(
                        "Chess960, its seed and its rule are chosen before round 1 is published: the positions of "
                        "the rounds already shown would change"
                    )
                )
            writer.save_settings(replace(state.settings, chess960=setting))
            if setting is None:
                outcome.label = "not a Chess960 event"
            else:
                rule = "one position per board" if setting.per_board else "one position per round"
                outcome.label = f"Chess960 event: seed {setting.seed}, {rule}"

        return self._run("Chess960", body)

    def set_chess960_position(self, round_no: int, number: int | None) -> Changes:
        """Enter round ``round_no``'s position (None: the lot's again), while the round has no result."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            setting = state.settings.chess960
            if setting is None:
                raise RuleViolationError(tr("this is not a Chess960 event (Tournament → Chess960…)"))
            if setting.per_board:
                raise RuleViolationError(tr("each board plays its own position drawn by lot: none is entered by hand"))
            total = state.settings.total_rounds
            if round_no < 1 or (total is not None and round_no > total):
                raise RuleViolationError(
                    tr("the event has rounds 1 to {total}, not {round}", total=total, round=round_no)
                )
            if _has_result(state, round_no):
                raise RoundStateError(
                    tr(
                        "round {round} has results: its games were played from position {position_for}",
                        round=round_no,
                        position_for=setting.position_for(round_no),
                    )
                )
            if number is not None and not 0 <= number < POSITIONS:
                raise InvalidInputError(tr("a Chess960 position number is 0 to 959, not {number}", number=number))
            changed = setting.with_position(round_no, number)
            writer.save_settings(replace(state.settings, chess960=changed))
            now = changed.position_for(round_no)
            how = "entered" if number is not None else "drawn by lot"
            outcome.label = f"Chess960 position of round {round_no}: {now} {position(now)} ({how})"

        return self._run("Chess960 position", body)


def rounds_text(rows: Iterable[tuple[int, int, bool, bool]]) -> str:
    """The rounds' positions as plain lines (the CLI and tests)."""
    return "\n".join(f"round {n}: {p} {position(p)}{' (entered)' if e else ''}" for n, p, e, _ in rows)
