"""Tie-breaks from the player's own results and data: WIN, WON, BPG, BWG, PS, REP, STD, TPN, RTNG (C.07 (2026)).

Readings:

- WIN counts rounds in which the player got a win's points with or without playing: wins over the board,
  forfeit wins, and byes worth at least a win (the pairing-allocated bye and ``F`` under the usual points).
- WON, BPG, BWG count games played over the board; like the rest of the core, a game that lasted less than
  one move (``W``/``D``/``L``) is a game played.
- REP (older name GE) is the rounds of the standings minus requested byes (``H``, ``Z``, missing blocks) and
  forfeit losses; ``F`` and ``U`` count as elected (the summary lists only H and Z).
- STD: 1 per round won (or unplayed with more than a draw's points) and ½ per round drawn (or unplayed with
  exactly a draw's points): the result in 1-½-0 terms whatever the point system.
- PS: the sum of the score after each round; Cut-n drops the scores after rounds 1 … n.
- TPN ascends (``/R`` descends); RTNG descends (``/R`` ascends): unrated players have the published
  rating; without one, and with any player unrated, RTNG is undefined (C.07 General, as for ARO). The
  standings sort by value, so ascending orders are handled by the registry.
"""

from __future__ import annotations

from decimal import Decimal
from functools import partial

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import HALF, ONE, ZERO
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term, noted
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext
from arbiter_desk.core.tiebreaks.unplayed import RoundRecord


def _count(
    ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber, label: str, keep: list[RoundRecord]
) -> Breakdown:
    return Breakdown(spec.to_mtb(), tpn, Decimal(len(keep)), partial(_counted_terms, label, keep))


def _counted_terms(label: str, keep: list[RoundRecord]) -> tuple[Term, ...]:
    return tuple(Term(ONE, f"{label}: {r.describe()}", r.round, r.opponent, words=_counted(label, r)) for r in keep)


def _counted(label: str, r: RoundRecord) -> Text:
    if label == "won":
        return tr("won: {round_record}", round_record=r.said())
    if label == "black":
        return tr("black: {round_record}", round_record=r.said())
    if label == "won with black":
        return tr("won with black: {round_record}", round_record=r.said())
    return tr("elected: {round_record}", round_record=r.said())


def rounds_won(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 WIN: rounds with a win's points, with or without playing."""
    win = ctx.point_system.win

    def is_won(r: RoundRecord) -> bool:
        if r.result.is_win or r.result is ResultCode.FORFEIT_WIN:
            return True
        return r.result.is_bye and r.points >= win

    return _count(ctx, spec, tpn, "won", [r for r in ctx.records(tpn) if is_won(r)])


def games_won(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 WON: games won over the board."""
    return _count(ctx, spec, tpn, "won", [r for r in ctx.records(tpn) if r.is_played and r.result.is_win])


def black_games(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 BPG: games played over the board with Black."""
    keep = [r for r in ctx.records(tpn) if r.is_played and r.colour is Colour.BLACK]
    return _count(ctx, spec, tpn, "black", keep)


def black_wins(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 BWG: games won over the board with Black."""
    keep = [r for r in ctx.records(tpn) if r.is_played and r.colour is Colour.BLACK and r.result.is_win]
    return _count(ctx, spec, tpn, "won with black", keep)


def elected_rounds(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 REP (GE): rounds one elected to play — rounds minus requested byes and forfeit losses."""
    return _count(ctx, spec, tpn, "elected", [r for r in ctx.records(tpn) if not r.is_vur])


def standard_points(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 STD: 1 per round won (or unplayed above a draw), ½ per round drawn (or unplayed at a draw)."""
    draw = ctx.draw_points
    terms: list[Term] = []
    for r in ctx.records(tpn):
        if r.is_played:
            value = ONE if r.result.is_win else HALF if r.result.is_draw else ZERO
        else:
            value = ONE if r.points > draw else HALF if r.points == draw else ZERO
        terms.append(Term(value, r.describe(), r.round, r.opponent, words=r.said()))
    return Breakdown(spec.to_mtb(), tpn, sum((t.value for t in terms), ZERO), tuple(terms))


_AFTER_ROUND = tr("score after the round")


def progressive_score(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 PS: the sum of the scores after each round; Cut-n drops the first n of them."""
    running = ZERO
    terms: list[Term] = []
    for r in ctx.records(tpn):
        running += r.points
        dropped = r.round <= spec.cut
        cut = f"Cut-{spec.cut}: first rounds dropped" if dropped else None
        cut_words = (
            tr("{modifier}: first rounds dropped", modifier=tr("Cut-{count}", count=spec.cut)) if dropped else None
        )
        terms.append(Term(running, "score after the round", r.round, cut=cut, words=_AFTER_ROUND, cut_words=cut_words))
    value = sum((t.value for t in terms if t.cut is None), ZERO)
    return Breakdown(spec.to_mtb(), tpn, value, tuple(terms))


def pairing_number(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 TPN: the tournament pairing number (smaller first; ``/R`` larger first)."""
    order = tr("order descending (/R)") if spec.reverse else tr("order ascending")
    return Breakdown(spec.to_mtb(), tpn, Decimal(tpn), (), *noted(order))


def rating(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 RTNG: the rating (higher first; ``/R`` lower first); unrated: the published rating, else 0."""
    value = ctx.rating(tpn, ctx.rounds)  # the last round's rating when rated per round (Q214)
    order = tr("order ascending (/R)") if spec.reverse else tr("order descending")
    if not ctx.all_rated:
        note = tr("not every player is rated and no rating for unrated players was published: undefined")
        return Breakdown(spec.to_mtb(), tpn, None, (), *noted(order, note))
    notes = [order]
    if ctx.player(tpn).rating <= 0:
        notes.append(
            tr("unrated: published rating {rating}", rating=value) if value is not None else tr("unrated: counted as 0")
        )
    return Breakdown(spec.to_mtb(), tpn, Decimal(value or 0), (), *noted(*notes))
