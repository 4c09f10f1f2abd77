"""Rating-based tie-breaks: ARO, TPR, PTP, APRO, APPO (C.07 (2026); FIDE rating regulations 8.1a/8.1b).

- ARO: the average rating of the opponents played over the board, rounded .5 up (Cut/Median drop the
  lowest/highest ratings; ``/P`` adds forfeit opponents).
- TPR: ARO + dp(p), p = points / (games × a win's points) over the same games, p rounded to the hundredth.
- PTP: the lowest integer rating R whose expected score Σ E(R − Ropp) (table 2) reaches the points; with
  zero points, the lowest opponent's rating − 800.
- APRO / APPO: the average TPR / PTP of the opponents played over the board (``/P``: also the scheduled
  opponents of forfeits), rounded .5 up; the opponents' own values are plain TPR / PTP (the modifier chooses
  whom to average, as for AOB).

Readings (those of FIDE's tie-break checker, where the summary is silent):

- the points of TPR and PTP are rated-game points, 1 / ½ / 0, whatever the tournament's point system;
- C.07 General: these tie-breaks need every player rated unless a rating for unrated players was published
  (the context's ``unrated_rating``, which unrated players then take): otherwise they are undefined (None)
  for everybody, and so is RTNG;
- a player without a game over the board has no ARO, TPR or PTP (None, shown as "–"); APRO / APPO leave out
  opponents without a value and are None when none is left.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import HALF, ONE, ZERO
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term, english, noted, round_half_up
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext
from arbiter_desk.core.tiebreaks.cuts import apply_cuts, modifier_name
from arbiter_desk.core.tiebreaks.fide_tables import dp, expected_score, round_fraction
from arbiter_desk.core.tiebreaks.unplayed import RoundRecord


def rated_games(
    ctx: TieBreakContext, tpn: PairingNumber, with_forfeits: bool
) -> tuple[list[tuple[RoundRecord, int]], list[Text]]:
    """The games that count for rating tie-breaks with the opponent's rating, and notes on those left out."""
    games: list[tuple[RoundRecord, int]] = []
    notes: list[Text] = []
    for record in ctx.records(tpn):
        if not record.counts_as_game(with_forfeits) or record.opponent is None:
            continue
        rating = ctx.rating(record.opponent, record.round)  # per round in a long event (Q214)
        if rating is None:
            notes.append(
                tr("R{round}: opponent {opponent} unrated, game left out", round=record.round, opponent=record.opponent)
            )
        else:
            games.append((record, rating))
    return games, notes


UNRATED = tr("not every player is rated and no rating for unrated players was published: undefined")


def _undefined(spec: TieBreakSpec, tpn: PairingNumber, note: Text, terms: tuple[Term, ...] = ()) -> Breakdown:
    return Breakdown(spec.to_mtb(), tpn, None, terms, *noted(note))


_NO_GAME = tr("no game over the board: undefined")


def rated_points(record: RoundRecord) -> Decimal:
    """The game's points as the rating regulations count them: 1, ½ or 0."""
    if record.result.is_win or record.result is ResultCode.FORFEIT_WIN:
        return ONE
    if record.result.is_draw:
        return HALF
    return ZERO


def _rating_terms(games: list[tuple[RoundRecord, int]]) -> list[Term]:
    terms = []
    for r, rating in games:
        words = tr("rating of {opponent}", opponent=r.opponent)
        terms.append(Term(Decimal(rating), english(words), r.round, r.opponent, words=words))
    return terms


def average_rating(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 ARO: average rating of the opponents played over the board, rounded .5 up."""
    if not ctx.all_rated:
        return _undefined(spec, tpn, UNRATED)
    games, notes = rated_games(ctx, tpn, spec.played)
    terms = apply_cuts(
        _rating_terms(games), spec.low_cuts, spec.high_cuts, vur_rule=False, name=modifier_name(spec.cut, spec.median)
    )
    counted = [t.value for t in terms if t.cut is None]
    if not counted:
        return Breakdown(spec.to_mtb(), tpn, None, terms, *noted(*notes, _NO_GAME))
    exact = sum(counted, ZERO) / len(counted)
    value = round_half_up(exact)
    return Breakdown(spec.to_mtb(), tpn, value, terms, *noted(*notes, _rounded(exact)))


Games = list[tuple[RoundRecord, int]]


def _over_rated_games(
    ctx: TieBreakContext,
    spec: TieBreakSpec,
    tpn: PairingNumber,
    code: str,
    value: Callable[[Games, list[Term]], tuple[Decimal, Text]],
) -> Breakdown:
    """TPR / PTP of ``tpn``, remembered: undefined without ratings (C.07 General) or without a rated game over
    the board; else ``value`` of the games and their rating terms (the value and its note)."""

    def compute() -> Breakdown:
        if not ctx.all_rated:
            return _undefined(spec, tpn, UNRATED)
        games, notes = rated_games(ctx, tpn, spec.played)
        terms = _rating_terms(games)
        if not games:
            return Breakdown(spec.to_mtb(), tpn, None, (), *noted(*notes, _NO_GAME))
        found, text = value(games, terms)
        return Breakdown(spec.to_mtb(), tpn, found, tuple(terms), *noted(*notes, text))

    return ctx.memo((code, spec.to_mtb(), str(tpn)), compute)


def performance_rating(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 TPR: ARO + dp(p), dp from table 1 (rating regulations 8.1a)."""
    return _over_rated_games(ctx, spec, tpn, "TPR", _tpr)


def _tpr(games: Games, terms: list[Term]) -> tuple[Decimal, Text]:
    aro = round_half_up(sum((t.value for t in terms), ZERO) / len(terms))
    points = sum((rated_points(r) for r, _ in games), ZERO)
    p = round_fraction(points / len(games))
    diff = dp(p)
    note = tr(
        "ARO {aro} + dp({p}) {dp}; p = {points} points / {games} games",
        aro=aro,
        p=p,
        dp=f"{diff:+d}",
        points=points,
        games=len(games),
    )
    return aro + diff, note


def perfect_performance(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 PTP: the lowest rating whose expected score (table 2) reaches the points scored."""
    return _over_rated_games(ctx, spec, tpn, "PTP", _ptp)


def _ptp(games: Games, terms: list[Term]) -> tuple[Decimal, Text]:
    ratings = [rating for _, rating in games]
    points = sum((rated_points(r) for r, _ in games), ZERO)
    if points <= 0:
        return Decimal(min(ratings) - 800), tr("zero points: lowest − 800")
    target = points * 100
    low, high = min(ratings) - 800, max(ratings) + 800
    while low < high:
        middle = (low + high) // 2
        if sum(expected_score(middle - r) for r in ratings) >= target:
            high = middle
        else:
            low = middle + 1
    expected = sum(expected_score(low - r) for r in ratings)
    note = tr(
        "lowest R with Σ expected {expected} ≥ {points} points over {games} games",
        expected=expected / 100,
        points=points,
        games=len(games),
    )
    return Decimal(low), note


def _opponents_average(
    ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber, inner_code: str, label: str
) -> Breakdown:
    if not ctx.all_rated:
        return _undefined(spec, tpn, UNRATED)
    inner = TieBreakSpec(inner_code)
    compute = performance_rating if inner_code == "TPR" else perfect_performance
    terms: list[Term] = []
    notes: list[Text] = []
    for record in ctx.records(tpn):
        if not record.counts_as_game(spec.played) or record.opponent is None:
            continue
        value = compute(ctx, inner, record.opponent).value
        if value is None:
            notes.append(
                tr(
                    "R{round}: opponent {opponent} has no {code}, left out",
                    round=record.round,
                    opponent=record.opponent,
                    code=label,
                )
            )
            continue
        words = tr("{code} of opponent {opponent}", code=label, opponent=record.opponent)
        terms.append(Term(value, english(words), record.round, record.opponent, words=words))
    if not terms:
        return Breakdown(spec.to_mtb(), tpn, None, (), *noted(*notes, tr("no opponent with a value: undefined")))
    exact = sum((t.value for t in terms), ZERO) / len(terms)
    return Breakdown(spec.to_mtb(), tpn, round_half_up(exact), tuple(terms), *noted(*notes, _rounded(exact)))


def _rounded(exact: Decimal) -> Text:
    return tr("{exact} rounded .5 up", exact=f"{exact:.2f}")


def average_performance_of_opponents(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 APRO: the average TPR of the opponents played over the board, rounded .5 up."""
    return _opponents_average(ctx, spec, tpn, "TPR", "TPR")


def average_perfect_performance_of_opponents(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 APPO: the average PTP of the opponents played over the board, rounded .5 up."""
    return _opponents_average(ctx, spec, tpn, "PTP", "PTP")
