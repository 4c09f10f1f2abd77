"""What the Round pairing tab says about a round: its state, which boards an override changed (C.04.2 (2026)
art. 4.4) and what the Edit pairings button would do."""

from __future__ import annotations

from html import escape

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.pairing.round_view import RoundView
from arbiter_desk.ui.common.wording import shown, t, t_n

STATE_TEXT = {
    RoundState.DRAFT: tr("draft — review it, then Publish (or Re-pair / Discard)"),
    RoundState.PUBLISHED: tr("published — results being entered"),
    RoundState.COMPLETE: tr("complete — every result entered"),
}


def changed_boards(data: RoundView | None) -> frozenset[int]:
    """Boards that differ from the engine's pairing (after an override, art. 4.4)."""
    if data is None or not data.overrides:
        return frozenset()
    engine = set(data.overrides[0].engine_pairing.boards)
    return frozenset(b.number for b in data.boards if (b.white.id, b.black.id) not in engine)


def status_text(data: RoundView | None) -> str:
    if data is None:
        return t("No round paired yet: register the players, then pair round 1.")
    boards = len(data.boards)
    state = shown(STATE_TEXT[data.round.state])
    number = data.round.number
    two_games = any(b.games == 2 for b in data.boards)
    if data.round.state is RoundState.DRAFT:
        if two_games:
            text = t_n(
                "<b>Round {round}</b>: {state}; {count} board (two-game matches: colours reversed in game 2, "
                "C.04.5 art. 4.4)",
                "<b>Round {round}</b>: {state}; {count} boards (two-game matches: colours reversed in game 2, "
                "C.04.5 art. 4.4)",
                boards,
                round=number,
                state=state,
            )
        else:
            text = t_n(
                "<b>Round {round}</b>: {state}; {count} board",
                "<b>Round {round}</b>: {state}; {count} boards",
                boards,
                round=number,
                state=state,
            )
    elif two_games:
        text = t_n(
            "<b>Round {round}</b>: {state}; {count} board (two-game matches: colours reversed in game 2, "
            "C.04.5 art. 4.4), {entered} of {count} results entered",
            "<b>Round {round}</b>: {state}; {count} boards (two-game matches: colours reversed in game 2, "
            "C.04.5 art. 4.4), {entered} of {count} results entered",
            boards,
            round=number,
            state=state,
            entered=data.entered,
        )
    else:
        text = t_n(
            "<b>Round {round}</b>: {state}; {count} board, {entered} of {count} results entered",
            "<b>Round {round}</b>: {state}; {count} boards, {entered} of {count} results entered",
            boards,
            round=number,
            state=state,
            entered=data.entered,
        )
    for override in data.overrides:
        note = t(
            "<b>Overridden</b> (C.04.2 art. {article}): {reason} — changed boards are highlighted",
            article=override.article,
            reason=escape(override.reason),
        )
        text += f"<br><span style='color:#8a5a00'>{note}</span>"
    return text


def override_tip(data: RoundView | None, is_draft: bool) -> str:
    if data is None:
        return t("No round to change")
    if data.round.state is RoundState.COMPLETE:
        return t(
            "Every board of round {round} has a result: clear a result before changing its board",
            round=data.round.number,
        )
    if is_draft:
        return t(
            "Edit pairings: change the draft by hand (C.04.2 art. 4.4), then Validate pairings; it stays a draft "
            "(print it, check it) until Publish"
        )
    return t("Edit pairings: change the published pairing by hand (C.04.2 art. 4.4); boards with a result stay")
