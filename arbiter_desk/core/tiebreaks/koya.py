"""Koya system KS (C.07 (2026)): points made against the opponents with at least half the maximum score.

Meant for round-robins, computed for any tournament. The summary does not say which score decides the limit
nor whether forfeits count; this module takes the readings of FIDE's tie-break checker, and every breakdown
repeats them:

- the limit is 50 % of the maximum score, a win's points × the rounds of the standings (in a round robin
  the games a player can have had: the round off of an odd field is no game, C.05 Annex 1); ``/L±n`` moves
  it by n half-points (n draw points under 1-½-0);
- an opponent is compared by his **actual points** (not his art. 16 score as an opponent: the Koya groups
  players by what they scored);
- every round **paired against an opponent** counts with the points the player got in it: games played over
  the board and forfeits alike (a forfeit win against an opponent above the limit adds its point, a forfeit
  loss adds nothing). ``/P`` is accepted and changes nothing. Byes have no opponent and never count.
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import ZERO, format_points
from arbiter_desk.core.text import tr
from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term, english, noted
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext

READING = tr("reading: opponents' actual points against the limit; forfeits against a paired opponent count")
_BELOW = tr("opponent below the limit")


def koya(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 KS: points made against opponents with at least 50 % of the maximum score (``/L±n`` moves it)."""
    games = max((ctx.games_possible(t) for t in ctx.tpns), default=0) if ctx.round_robin else ctx.rounds
    limit = ctx.win_points * games / 2 + ctx.draw_points * (spec.limit or 0)
    terms: list[Term] = []
    for record in ctx.records(tpn):
        if record.opponent is None:
            continue
        score = ctx.score(record.opponent)
        args = {"opponent": record.opponent, "result": record.result.value, "score": format_points(score)}
        if record.is_played:
            words = tr("played vs {opponent} ({result}), who scored {score}", **args)
        else:
            words = tr("forfeit vs {opponent} ({result}), who scored {score}", **args)
        below = score < limit
        cut = english(_BELOW) if below else None
        terms.append(
            Term(
                record.points,
                english(words),
                record.round,
                record.opponent,
                cut=cut,
                words=words,
                cut_words=_BELOW if below else None,
            )
        )
    value = sum((t.value for t in terms if t.cut is None), ZERO)
    return Breakdown(
        spec.to_mtb(), tpn, value, tuple(terms), *noted(tr("limit {limit}", limit=format_points(limit)), READING)
    )
