"""Buchholz family: BH, FB, AOB, and the Sonneborn-Berger SB that shares its terms (C.07 (2026)).

- BH: the sum of the opponents' scores as an opponent (art. 16); each of the player's own unplayed rounds
  is a game against a dummy (with the 2026 caps). ``/P`` takes a forfeit as played against the scheduled
  opponent (his score as an opponent replaces the dummy). Cut/Median with the VUR rule (see ``cuts``).
- FB (Fore Buchholz): BH computed as if every game of the last round had been drawn. Readings (those of
  FIDE's tie-break checker): "the last round" is the tournament's final round (announced by record 142 /
  ``XXR``, else the last paired one). Every pairing of it — played or forfeited, since FB is meant to be
  known before that round's results — becomes a draw over the board; rounds without an opponent (byes,
  absences) keep their points and their art. 16 meaning. Everything (own score, opponents' scores,
  categories) is recomputed on that tournament. In intermediate standings, before the final round is
  played, no game of it exists: FB equals BH (same cuts).
- AOB: the average of the Buchholz (``/F``: Fore Buchholz) of the opponents played over the board (``/P``:
  also the scheduled opponents of forfeits); the opponents' values are plain BH/FB (no Cut, Median or
  ``/P``: the modifier chooses whom to average, not how their Buchholz is made); undefined (None) without a
  game over the board. C.07 does not say to how many decimals the average is kept: the desk rounds half up as
  FIDE's tie-break checker does, to enough places to keep averages of different values apart — two decimals
  for standings after fewer than 9 rounds, three below 27, four below 73, five beyond.
- SB: the sum over rounds of the opponent's score as an opponent × the points the player made against him;
  unplayed rounds against the dummy with the points awarded; Cut-1 drops the contribution of the
  lowest-scored opponent (among several, the lowest contribution), with the VUR rule ("cut the higher").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from functools import partial

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.text import Text, tr, tr_n
from arbiter_desk.core.tiebreaks.breakdown import Breakdown, Term, average, english, noted
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext
from arbiter_desk.core.tiebreaks.cuts import CutItem, apply_cuts, modifier_name, value_after_cuts
from arbiter_desk.core.tiebreaks.unplayed import VOLUNTARY_RESULTS, Dummy, OpponentScore, RoundRecord

_FORFEITS = frozenset(code for code in ResultCode if code.is_forfeit)


def opponent_terms(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber, *, weighted: bool) -> list[Term]:
    """One term per round: the opponent's score as an opponent, or the dummy's (× points if ``weighted``).

    Made once per player, kind (BH or SB) and ``/P``: BH/C1, BH and BH/M1 of one list share them."""
    key = ("opponent terms", "SB" if weighted else "BH", "P" if spec.played else "")
    made: dict[PairingNumber, list[Term]] = ctx.memo(key, dict)
    terms = made.get(tpn)
    if terms is None:
        terms = made[tpn] = _opponent_terms(ctx, tpn, spec.played, weighted)
    return terms


def _opponent_terms(ctx: TieBreakContext, tpn: PairingNumber, played: bool, weighted: bool) -> list[Term]:
    terms: list[Term] = []
    round_robin = ctx.round_robin
    with_forfeits = played or round_robin
    for record in ctx.records(tpn):
        opponent = record.opponent
        if opponent is None:
            if round_robin:
                continue  # a round robin's round off is no game: no dummy (round_robin.py)
            game = False
        else:  # RoundRecord.counts_as_game, the opponent known to be there
            game = record.category is None or (with_forfeits and record.result in _FORFEITS)
        if game and opponent is not None:
            as_opponent = ctx.opponent_score(opponent)
            score = as_opponent.adjusted
            words: Callable[[], Text] = partial(_game_words, record, as_opponent, weighted, round_robin)
        else:
            dummy = ctx.dummy(tpn, record)
            score = dummy.score
            words = partial(_dummy_words, record, dummy, weighted)
        if weighted:
            value = score * record.points
            significance: tuple[Decimal, ...] = (score, value)
        else:
            value, significance = score, ()
        # art. 16's VUR cut rule is the Swiss one
        vur = record.is_vur and not round_robin
        terms.append(Term(value, partial(_english, words), record.round, opponent, significance, vur, None, words))
    return terms


def _english(words: Callable[[], Text]) -> str:
    return english(words())


def _game_words(record: RoundRecord, opponent: OpponentScore, weighted: bool, round_robin: bool) -> Text:
    args = {"opponent": record.opponent, "result": record.result.value, "score": opponent.said()}
    if record.is_played:
        if weighted:
            return tr(
                "played vs {opponent} ({result}), score as an opponent {score} × {points} points",
                **args,
                points=record.points,
            )
        return tr("played vs {opponent} ({result}), score as an opponent {score}", **args)
    if round_robin:
        if weighted:
            return tr(
                "forfeit counted as played (round robin) vs {opponent} ({result}), score as an opponent {score}"
                " × {points} points",
                **args,
                points=record.points,
            )
        return tr(
            "forfeit counted as played (round robin) vs {opponent} ({result}), score as an opponent {score}", **args
        )
    if weighted:
        return tr(
            "forfeit counted as played (/P) vs {opponent} ({result}), score as an opponent {score} × {points} points",
            **args,
            points=record.points,
        )
    return tr("forfeit counted as played (/P) vs {opponent} ({result}), score as an opponent {score}", **args)


def _dummy_words(record: RoundRecord, dummy: Dummy, weighted: bool) -> Text:
    if weighted:
        return tr(
            "{round_record}: {dummy} × {points} points",
            round_record=record.said(),
            dummy=dummy.said(),
            points=record.points,
        )
    return tr("{round_record}: {dummy}", round_record=record.said(), dummy=dummy.said())


def _cut_items(ctx: TieBreakContext, tpn: PairingNumber, played: bool, weighted: bool) -> list[CutItem]:
    """What ``opponent_terms`` would hold, as the cuts read it (value, significance, round, VUR): the value
    of BH and SB is made from these; the terms themselves only when a breakdown is read."""
    made: dict[PairingNumber, list[CutItem]] = ctx.memo(("cut items", str(weighted), str(played)), dict)
    items = made.get(tpn)
    if items is None:
        items = made[tpn] = []
        round_robin = ctx.round_robin
        with_forfeits = played or round_robin
        for record in ctx.records(tpn):
            opponent = record.opponent
            if opponent is None:
                if round_robin:
                    continue  # as in _opponent_terms
                score = ctx.dummy(tpn, record).score
            elif record.category is None or (with_forfeits and record.result in _FORFEITS):
                score = ctx.opponent_score(opponent).adjusted
            else:
                score = ctx.dummy(tpn, record).score
            value = score * record.points if weighted else score
            key = (score, value) if weighted else (value,)
            items.append((value, key, record.round, not round_robin and record.result in VOLUNTARY_RESULTS))
    return items


def _cut_value(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber, weighted: bool) -> Decimal:
    items = _cut_items(ctx, tpn, spec.played, weighted)
    return value_after_cuts(items, spec.low_cuts, spec.high_cuts, vur_rule=True)


def _cut_terms(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber, weighted: bool) -> tuple[Term, ...]:
    terms = opponent_terms(ctx, spec, tpn, weighted=weighted)
    return apply_cuts(terms, spec.low_cuts, spec.high_cuts, vur_rule=True, name=modifier_name(spec.cut, spec.median))


def buchholz(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 BH (with art. 16 for unplayed rounds)."""

    def compute() -> Breakdown:
        value = _cut_value(ctx, spec, tpn, weighted=False)
        terms = partial(_cut_terms, ctx, spec, tpn, False)
        return Breakdown(spec.to_mtb(), tpn, value, terms, *noted(_edition(ctx)))

    return ctx.memo(("BH", spec.to_mtb(), str(tpn)), compute)


def sonneborn_berger(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 SB: Σ opponent's score × points made against him (art. 16 dummy for unplayed rounds)."""
    value = _cut_value(ctx, spec, tpn, weighted=True)
    terms = partial(_cut_terms, ctx, spec, tpn, True)
    return Breakdown(spec.to_mtb(), tpn, value, terms, *noted(_edition(ctx)))


def _edition(ctx: TieBreakContext) -> Text:
    return tr("edition {edition}", edition=ctx.edition.value)


def fore_context(ctx: TieBreakContext) -> TieBreakContext:
    """The tournament of ``ctx`` with every pairing of the final round turned into a draw (for FB); ``ctx``
    itself while the final round is not yet part of the standings."""
    if ctx.rounds < ctx.final_round or ctx.rounds == 0:
        return ctx

    def build() -> TieBreakContext:
        last = ctx.rounds
        players = []
        for player in ctx.tournament.players:
            rounds = tuple(
                replace(e, result=ResultCode.DRAW) if e.round == last and _is_pairing(e) else e for e in player.rounds
            )
            players.append(replace(player, rounds=rounds))
        return TieBreakContext(
            ctx.tournament.with_players(players),
            edition=ctx.edition,
            after_round=last,
            unrated_rating=ctx.unrated_rating,
        )

    return ctx.memo(("fore",), build)


def _is_pairing(entry: RoundEntry) -> bool:
    return entry.opponent is not None and entry.result.has_opponent


def fore_buchholz(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 FB: Buchholz as if every game of the last round had been drawn."""
    as_bh = replace(spec, code="BH")
    fore = fore_context(ctx)
    inner = buchholz(fore, as_bh, tpn)
    if fore is ctx:
        english_note = f"final round {ctx.final_round} not played yet (standings after round {ctx.rounds}): FB = BH"
        note = tr(
            "final round {final} yet to be played (standings after round {round}): FB = BH",
            final=ctx.final_round,
            round=ctx.rounds,
        )
    else:
        note = tr(
            "games of the last round {round} taken as drawn: own score {score}", round=ctx.rounds, score=fore.score(tpn)
        )
        english_note = english(note)
    notes = (english_note, *inner.notes)
    said = (note, *inner.said_notes)
    return Breakdown(spec.to_mtb(), tpn, inner.value, partial(getattr, inner, "terms"), notes, said)


def aob_places(rounds: int) -> str:
    """The rounding step of AOB after ``rounds`` rounds (the text is silent; FIDE's checker's steps)."""
    for limit, places in ((9, "0.01"), (27, "0.001"), (73, "0.0001")):
        if rounds < limit:
            return places
    return "0.00001"


def average_of_opponents_buchholz(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """C.07 AOB: the mean Buchholz (``/F``: Fore Buchholz) of the opponents played over the board."""
    source = fore_context(ctx) if spec.fore else ctx
    label = "FB" if spec.fore else "BH"
    inner = TieBreakSpec("BH")
    terms: list[Term] = []
    for record in ctx.records(tpn):
        if record.counts_as_game(spec.played) and record.opponent is not None:
            value = buchholz(source, inner, record.opponent).value or ZERO
            words = tr("{code} of opponent {opponent}", code=label, opponent=record.opponent)
            terms.append(Term(value, english(words), record.round, record.opponent, words=words))
    if not terms:
        return Breakdown(spec.to_mtb(), tpn, None, (), *noted(tr("no game over the board: undefined")))
    places = aob_places(ctx.rounds)
    result = average([t.value for t in terms], places)
    note = f"average of {len(terms)} value(s), rounded half up to {places}"
    said = tr_n(
        "average of {count} value, rounded half up to {places}",
        "average of {count} values, rounded half up to {places}",
        len(terms),
        places=places,
    )
    return Breakdown(spec.to_mtb(), tpn, result, tuple(terms), (note,), (said,))
