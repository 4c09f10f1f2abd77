"""Why a player has this opponent and this colour, in the words his page shows: the desk's own Why explanation
(``services.round_why``, the same the Why panel shows), one sentence or three per player.

* a board the arbiter changed after the engine (C.04.2 art. 4.4) says "set by the arbiter (C.04.2 art. 4.4)";
* a round-robin board names the Berger table row it comes from (C.05 Annex 1);
* a Swiss board names the score group, how the pair was formed, the colour rule that decided and any float;
* the pairing-allocated bye names its article and reason.
"""

from __future__ import annotations

from arbiter_desk.core.names import isolated
from arbiter_desk.core.scoring import format_points
from arbiter_desk.services.pairing.explanation_json import StoredExplanation
from arbiter_desk.services.pairing.round_view import RoundView
from arbiter_desk.services.pairing.round_why import RoundWhy, WhyBoard

SET_BY_ARBITER = "Your board was set by the arbiter (C.04.2 art. 4.4)."
NO_EXPLANATION = "This round was paired without an engine's explanation (imported or paired by hand)."


def player_whys(why: RoundWhy, view: RoundView, stored: StoredExplanation | None) -> dict[int, str]:
    """The why of every player of the round, by today's pairing number."""
    out: dict[int, str] = {}
    by_number = {b.number: b for b in why.boards}
    for board in view.boards:
        explained = by_number.get(board.number)
        white, black = int(board.white.tpn), int(board.black.tpn)
        out[white] = board_why(explained, stored, "White")
        out[black] = board_why(explained, stored, "Black")
    explanation = None if stored is None else stored.explanation
    if view.bye is not None:
        tpn = int(view.bye.tpn)
        if explanation is None:
            out[tpn] = NO_EXPLANATION
        elif explanation.bye is not None and why.names.get(int(explanation.bye.player)) == isolated(view.bye.name):
            bye = explanation.bye
            out[tpn] = f"You have the pairing-allocated bye (art. {bye.rule}): {bye.reason}."
        else:
            out[tpn] = SET_BY_ARBITER
    return out


def board_why(board: WhyBoard | None, stored: StoredExplanation | None, colour: str) -> str:
    """The sentence for the player with ``colour`` on ``board``."""
    if board is None or stored is None or stored.explanation is None:
        return NO_EXPLANATION
    if board.overridden:
        return SET_BY_ARBITER
    engine = board.engine
    if engine is None:
        return NO_EXPLANATION
    if "Annex 1" in engine.colour_rule or "Berger" in engine.placed_by or "table for" in engine.placed_by:
        return f"Your game comes from the Berger table: {engine.placed_by}. Colours: {engine.colour_reason}."
    parts = [
        f"You were paired in the {format_points(engine.bracket_score)}-point score group ({engine.placed_by}).",
        f"The colours were decided by art. {engine.colour_rule}: {engine.colour_reason}; you have {colour}.",
    ]
    if engine.floats:
        parts.append("Floats: " + "; ".join(engine.floats) + ".")
    return " ".join(parts)
