"""A round robin's whole schedule, paired and published at once (C.05 Annex 1).

Once the pairing numbers are drawn or set, every round of a round robin is known: the Berger table gives it. So
the arbiter may publish all the rounds at once (as Swiss-Manager and Vega do) and post the schedule on the wall.

- A round is paired ahead without waiting for the previous round's results, and nothing is recorded as adjourned
  for it (C.04.2 art. 3.1's adjournment is a Swiss matter: a round robin's pairing does not read any score).
- A round published ahead is changed, until it has a result, only through the manual-pairing phase (*Edit
  pairings* / *Validate*): each change with its C.04.2 art. 4.4 reason, and in the exported TRF its ``### MPA``
  line, as any published round.
- A round published ahead is not played: standings, the cross table and the exported TRF leave out every round
  after the round in play that has no result yet (``services.snapshot``), so no other program reads them as played.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_desk.core.counting import plural
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.round_in_play import RoundProgress, round_in_play
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.state import ROUND_ROBIN, TournamentState
from arbiter_desk.services.pairing.acceleration import fix_last_ga
from arbiter_desk.services.pairing.explanation_json import explanation_to_json
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, RoundRecord, RoundState
from arbiter_desk.store.writer import NewBoard


def is_round_robin(state: TournamentState) -> bool:
    """The event is an individual round robin (C.05): its rounds do not wait for results."""
    return state.settings.pairing_system == ROUND_ROBIN


def in_play_of(rounds: Iterable[RoundRecord]) -> int | None:
    """The round in play from the rounds alone: a published round is complete once every board has a result."""
    return round_in_play(
        RoundProgress(int(r.number), r.state is not RoundState.DRAFT, int(r.state is RoundState.PUBLISHED))
        for r in rounds
    )


def refuse_schedule(state: TournamentState) -> None:
    """Why the whole schedule cannot be published now (RoundStateError), in plain words."""
    if not is_round_robin(state):
        raise RoundStateError(tr("only a round robin publishes all its rounds at once (C.05 Annex 1)"))
    if len(state.players) < 2:
        raise RoundStateError(tr("register the players first: a round robin needs at least two"))
    if state.draft is not None:
        raise RoundStateError(tr("round {number} is a draft: publish or discard it first", number=state.draft.number))
    total = state.settings.total_rounds
    if total is None or state.first_unpublished_round > total:
        raise RoundStateError(tr("every round is already published"))


class RoundRobinScheduleCommands(DeskBase):
    def round_in_play(self) -> int | None:
        """The lowest published round with a missing result (``core.round_in_play``): the results desk's round.
        Read from the rounds alone: a published round is complete once every board has its result."""
        with self._store.read() as reader:
            return in_play_of(reader.rounds())

    def publish_all_rounds(self) -> Changes:
        """Pair every round not yet published from the Berger table (C.05 Annex 1) and publish them, in one
        transaction: the schedule is known once the numbers are drawn. Refused outside a round robin, with a
        draft pending, or when every round is published."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            refuse_schedule(state)
            total = state.settings.total_rounds or 0
            first = state.first_unpublished_round
            system = self._systems(state.settings.pairing_system)
            id_of = {p.tpn: p.id for p in state.players}
            numbering = {p.tpn: p.id for p in state.players if p.tpn > 0}
            for number in range(first, total + 1):
                pairing = system.pair(build_snapshot(state, pairing_round=number), RoundNo(number))
                stored_state = RoundState.PUBLISHED if pairing.boards else RoundState.COMPLETE
                writer.add_round(number, stored_state, explanation_to_json(pairing.explanation, numbering))
                writer.add_boards(number, (NewBoard(b.number, id_of[b.white], id_of[b.black]) for b in pairing.boards))
                if pairing.bye is not None:
                    writer.add_pairing_bye(number, id_of[pairing.bye])
            if first == 1:  # as the publishing of round 1 does (C.04.7 art. 1.3.2)
                fix_last_ga(writer, TournamentState.load(writer.reader))
            rounds = f"round {first}" if first == total else f"rounds {first}-{total}"
            outcome.label = f"pair and publish {rounds} (the whole schedule)"
            outcome.why = (
                f"C.05 Annex 1: the Berger table gives every round once the numbers are drawn; "
                f"{plural(total - first + 1, 'round')} published ahead, each changed only by Edit pairings "
                "(C.04.2 art. 4.4) until it has a result"
            )

        return self._run("publish all rounds", body)


def withdrawal_start(state: TournamentState, player: PlayerId) -> int:
    """The round a withdrawal starts from by default: in a round robin with rounds published ahead, the first
    published round from the round in play on where ``player`` has no result yet; else the first unpublished."""
    in_play = in_play_of(state.rounds)
    if not is_round_robin(state) or in_play is None:
        return state.first_unpublished_round
    for record in state.rounds:
        if record.number < in_play or record.state is RoundState.DRAFT:
            continue
        own = [b for b in state.boards_of(record.number) if player in (b.white, b.black)]
        if not any(b.has_any_result for b in own):
            return int(record.number)
    return state.first_unpublished_round


def unpair_withdrawn(writer: Writer, state: TournamentState, player: PlayerId, start: int) -> list[str]:
    """Take a round robin's withdrawn ``player`` off the rounds published ahead from ``start`` on: their games
    there are not played (the opponent has no game that round; C.05 and the tournament regulations), their round
    off is dropped. Refused where their game already has a result or the round has an adjourned game."""
    name = state.name(player)
    notes: list[str] = []
    for record in state.rounds:
        number = int(record.number)
        if number < start or record.state is RoundState.DRAFT:
            continue
        boards = state.boards_of(number)
        own = [b for b in boards if player in (b.white, b.black)]
        if any(b.has_any_result for b in own):
            raise RoundStateError(
                tr(
                    "{name}'s game of round {number} has a result: withdraw from round {value} or clear it first",
                    name=name,
                    number=number,
                    value=number + 1,
                )
            )
        byes = [b.player for b in state.byes if b.round == number]
        if not own and player not in byes:
            continue
        if any(b.adjourned for b in boards):
            raise RoundStateError(tr("round {number} has an adjourned game: record its result first", number=number))
        writer.delete_boards(number)
        for board in boards:
            if board in own:
                continue
            writer.add_board(
                number, board.number, board.white, board.black, board.white_result, board.black_result,
                board.has_colours, board.games, board.white_result2, board.black_result2,
            )  # fmt: skip
        for other in byes:
            if other != player:
                writer.add_pairing_bye(number, other)
        rest = [b for b in boards if b not in own]
        writer.set_round_state(number, RoundState.COMPLETE if all(b.has_result for b in rest) else record.state)
        for board in own:
            opponent = board.black if board.white == player else board.white
            notes.append(f"round {number}, board {board.number}: {state.name(opponent)}'s game is not played")
    return notes
