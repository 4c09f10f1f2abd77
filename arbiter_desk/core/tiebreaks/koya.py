"""Koya system KS (C.07 (2026)): points made against the opponents with at least half the maximum score.

Meant for round-robins, computed for any tournament. Readings where the summary is silent: the maximum
score is a win's points × the rounds of the standings; ``/L±n`` moves the limit by n draw points (n
half-points under 1-½-0); opponents are compared by their score as an opponent (art. 16); only games played
over the board count (``/P``: forfeits too, with the forfeit's points).
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext


def koya(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 KS: points made against opponents with at least 50 % of the maximum score (``/L±n`` moves it)."""
    limit = ctx.win_points * ctx.rounds / 2 + ctx.draw_points * (spec.limit or 0)
    terms: list[Term] = []
    for record in ctx.records(tpn):
        if record.counts_as_game(spec.played) and record.opponent is not None:
            score = ctx.opponent_score(record.opponent).adjusted
            text = f"vs {record.opponent} (score as an opponent {score})"
            if score >= limit:
                terms.append(Term(record.points, text, record.round, record.opponent))
            else:
                terms.append(Term(record.points, text, record.round, record.opponent, cut="below the limit"))
    value = sum((t.value for t in terms if t.cut is None), ZERO)
    return Breakdown(spec.to_mtb(), tpn, value, tuple(terms), (f"limit {limit}",))
