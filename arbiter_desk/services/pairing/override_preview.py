"""What an override of a published pairing would do, before the arbiter confirms it (C.04.2 art. 4.4).

The same checks ``desk.rounds.override_pairing`` makes: the diff against the engine's pairing, the refusal of a player
paired twice, and the warnings it will ask to confirm (``manual_pairing``: rematch, C.04.1 art. 2; prohibited
pair; an ineligible pairing-allocated bye, art. 4; colour limits before the last round, art. 6–7; colours
against the due; participants left unpaired), shown live while the manual-pairing phase is open.

Art. 4.4.4 (a late entry admitted to a published round, minimal changes agreed by all involved): the
candidates are the registered players who would otherwise enter later; a late entry's new board gets its
colours from the pairing system's own colour rules (Dubov art. 5.2), as the engine would have given them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import AllocatesColours
from arbiter_desk.core.warnings import WarningLevel, english
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.pairing.manual_pairing import engine_found_none, pairing_warnings
from arbiter_desk.services.pairing.overrides import current_layout, layout_diff
from arbiter_desk.store.records import PairingLayout, PlayerId, PlayerRecord


@dataclass(frozen=True, slots=True)
class OverridePreview:
    """The engine's pairing, the proposed one, and what the change means."""

    engine: PairingLayout
    proposed: PairingLayout
    diff: tuple[str, ...]
    refusals: tuple[str, ...]
    warnings: tuple[str, ...]

    @property
    def changes_something(self) -> bool:
        return bool(self.diff)


def engine_layout(desk: Desk, round_no: int) -> PairingLayout:
    """The pairing the engine made for ``round_no`` (before any override) by player id."""
    state = desk.state()
    earlier = [o for o in state.overrides if o.round == round_no]
    return earlier[0].engine_pairing if earlier else current_layout(state, round_no)


def published_layout(desk: Desk, round_no: int) -> PairingLayout:
    """The pairing of ``round_no`` as it stands now (after any override)."""
    return current_layout(desk.state(), round_no)


def preview_override(
    desk: Desk, round_no: int, boards: Sequence[tuple[PlayerId, PlayerId]], bye: PlayerId | None
) -> OverridePreview:
    """Diff, refusals and warnings of replacing the pairing of ``round_no`` by ``boards`` and ``bye``."""
    state = desk.state()
    proposed = PairingLayout(tuple(boards), bye)
    current = current_layout(state, round_no)
    earlier = [o for o in state.overrides if o.round == round_no]
    engine = earlier[0].engine_pairing if earlier else current
    seen = [p for board in proposed.boards for p in board] + ([bye] if bye is not None else [])
    refusals = [f"paired more than once: {state.name(p)}" for p in sorted(set(seen)) if seen.count(p) > 1]
    if engine_found_none(engine):
        missing = [state.name(p) for p in participants(desk, round_no) if p not in seen]
        if missing:
            refusals.append(f"not paired yet (art. 1.9.3: pair every participant): {', '.join(missing)}")
    warnings = (
        []
        if refusals
        else [
            f"level {int(w.level)}: {english(w.text)}"  # the override dialog shows plain strings
            for w in pairing_warnings(state, build_snapshot(state, round_no), round_no, proposed, engine)
            if w.level < WarningLevel.TWO_STEP
        ]
    )
    paired_now = {p for board in current.boards for p in board} | ({current.bye} if current.bye else set())
    warnings += [
        f"{state.name(p)} is not paired in round {round_no}: would be recorded absent (0)"
        for p in sorted(paired_now - set(seen))
    ]
    diff = layout_diff(state, engine, proposed, on_screen=True)
    return OverridePreview(engine, proposed, diff, tuple(refusals), tuple(warnings))


def participants(desk: Desk, round_no: int) -> list[PlayerId]:
    """Who is to be paired in ``round_no`` by pairing number: entered, not withdrawn, not absent."""
    state = desk.state()
    return [
        p.id
        for p in sorted(state.players, key=lambda p: p.tpn)
        if p.takes_part_in(round_no) and state.absence(p.id, round_no) is None
    ]


def by_hand_start(desk: Desk, round_no: int) -> PairingLayout | None:
    """Where the manual-pairing phase of a round the engine could not pair starts (C.04.3 art. 1.9.3;
    VCL4THP.13 Q63): the participants laid out in pairing-number order, 1-2, 3-4, … (the last one on the
    bye when they are odd), for the arbiter to rearrange by exchanging players and swapping colours; this
    layout is only the material to start from and is validated only as the arbiter leaves it. None for a
    round the engine paired (the phase starts from its pairing) or one already changed by hand."""
    if not engine_found_none(engine_layout(desk, round_no)) or not engine_found_none(published_layout(desk, round_no)):
        return None
    order = participants(desk, round_no)
    bye = order.pop() if len(order) % 2 else None
    return PairingLayout(tuple(zip(order[::2], order[1::2], strict=True)), bye)


@dataclass(frozen=True, slots=True)
class AddedBoard:
    """A late entry's new board: White, Black and why the colours fall that way."""

    white: PlayerId
    black: PlayerId
    note: str


def late_entry_candidates(desk: Desk, round_no: int) -> list[PlayerRecord]:
    """Who may join the published ``round_no`` under C.04.2 art. 4.4.4, alphabetically.

    Registered players who would enter after ``round_no``, not withdrawn by then and not recorded absent
    in it. Only the round under way is offered: an earlier or complete round has been played.
    """
    state = desk.state()
    under_way = state.round_under_way
    if under_way is None or under_way.number != round_no:
        return []
    found = [
        p
        for p in state.players
        if p.entry_round > round_no
        and (p.withdrawal_round is None or p.withdrawal_round > p.entry_round)
        and state.absence(p.id, round_no) is None
    ]
    return sorted(found, key=lambda p: (p.name.casefold(), p.tpn))


def late_entry_board(desk: Desk, round_no: int, opponent: PlayerId, entrant: PlayerId) -> AddedBoard:
    """The board of ``entrant`` against ``opponent`` (typically the player who had the bye) in ``round_no``,
    with the colours the pairing system gives that pair from the rounds before (Dubov art. 5.2)."""
    state = desk.state()
    system = desk.pairing_system()
    tpn = {p.id: PairingNumber(p.tpn) for p in state.players}
    if not isinstance(system, AllocatesColours):
        note = f"{system.title} gives no colours for a single board: the arbiter chooses (swap if needed)"
        return AddedBoard(opponent, entrant, note)
    snapshot = build_snapshot(state, round_no)
    choice = system.colours_for(snapshot, RoundNo(round_no), tpn[opponent], tpn[entrant])
    white = opponent if choice.white == tpn[opponent] else entrant
    black = entrant if white == opponent else opponent
    note = (
        f"{state.name(entrant)} plays {state.name(opponent)}: {state.name(white)} has White by art. "
        f"{choice.rule} ({choice.reason})"
    )
    return AddedBoard(white, black, note)
