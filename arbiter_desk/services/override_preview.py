"""What an override of a published pairing would do, before the arbiter confirms it (C.04.2 art. 4.4).

The same checks ``Desk.override_pairing`` makes: the diff against the engine's pairing, the refusals
(rematch, C.04.1 art. 2; an ineligible pairing-allocated bye, art. 4; a player twice) and the warnings
(colour difference beyond ±2, three same colours in a row, C.04.1 art. 6–7; participants left unpaired).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_desk.services.desk import Desk
from arbiter_desk.services.overrides import current_layout, layout_diff, rule_breaks
from arbiter_desk.services.snapshot import build_snapshot
from arbiter_desk.store.records import PairingLayout, PlayerId


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
    if not refusals:
        found, warnings = rule_breaks(state, build_snapshot(state, round_no), round_no, proposed)
        refusals.extend(found)
    else:
        warnings = []
    paired_now = {p for board in current.boards for p in board} | ({current.bye} if current.bye else set())
    warnings += [
        f"{state.name(p)} is not paired in round {round_no}: would be recorded absent (0)"
        for p in sorted(paired_now - set(seen))
    ]
    return OverridePreview(engine, proposed, layout_diff(state, engine, proposed), tuple(refusals), tuple(warnings))
