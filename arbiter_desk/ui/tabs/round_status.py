"""What the Round pairing tab says about a round: its state, which boards an override changed (C.04.2 (2026)
art. 4.4) and what the Edit pairings button would do."""

from __future__ import annotations

from html import escape

from arbiter_desk.core.counting import plural
from arbiter_desk.services.data import RoundState
from arbiter_desk.services.round_view import RoundView

STATE_TEXT = {
    RoundState.DRAFT: "draft — review it, then Publish (or Re-pair / Discard)",
    RoundState.PUBLISHED: "published — results being entered",
    RoundState.COMPLETE: "complete — every result entered",
}


def changed_boards(data: RoundView | None) -> frozenset[int]:
    """Boards that differ from the engine's pairing (after an override, art. 4.4)."""
    if data is None or not data.overrides:
        return frozenset()
    engine = set(data.overrides[0].engine_pairing.boards)
    return frozenset(b.number for b in data.boards if (b.white.id, b.black.id) not in engine)


def status_text(data: RoundView | None) -> str:
    if data is None:
        return "No round paired yet: register the players, then pair round 1."
    text = f"<b>Round {data.round.number}</b>: {STATE_TEXT[data.round.state]}; {plural(len(data.boards), 'board')}"
    if any(b.games == 2 for b in data.boards):
        text += " (two-game matches: colours reversed in game 2, C.04.5 art. 4.4)"
    if data.round.state is not RoundState.DRAFT:
        text += f", {data.entered} of {len(data.boards)} results entered"
    for override in data.overrides:
        text += (
            f"<br><span style='color:#8a5a00'><b>Overridden</b> (C.04.2 art. {override.article}): "
            f"{escape(override.reason)} — changed boards are highlighted</span>"
        )
    return text


def override_tip(data: RoundView | None, is_draft: bool) -> str:
    if data is None:
        return "No round to change"
    if data.round.state is RoundState.COMPLETE:
        return f"Every board of round {data.round.number} has a result: clear a result before changing its board"
    if is_draft:
        return (
            "Edit pairings: change the draft by hand (C.04.2 art. 4.4), then Validate pairings; it stays a draft "
            "(print it, check it) until Publish"
        )
    return "Edit pairings: change the published pairing by hand (C.04.2 art. 4.4); boards with a result stay"
