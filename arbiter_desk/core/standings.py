"""Standings: players ranked by points, then by the tie-break list, then (optionally) by lot (C.07 (2026)).

C.07 General: the tie-break list is published before round 1; tied players are ranked by the first
tie-break, those still tied by the next, and so on; ties left after the list share their rank, or — when a
drawing of lots is asked for — are ordered by a seeded, repeatable drawing whose seed and outcome are kept
in the standings. Intermediate standings (``after_round``) use the scores and tie-breaks after that round.

The tie-break list, when not given, is the tournament's record 202 list, else ``BH/C1,BH,SB,DE,WIN``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from itertools import groupby

from arbiter_desk.core.expulsion import expelled_tpns
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.long_events import per_round_ratings
from arbiter_desk.core.lots import lots_seed_from
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.text import tr
from arbiter_desk.core.tie_decisions import decide, split_tie_decisions
from arbiter_desk.core.tiebreak_options import tiebreak_options_in
from arbiter_desk.core.tiebreaks import (
    Breakdown,
    Edition,
    TieBreakContext,
    TieBreakSpec,
    compute_tiebreak,
    format_tiebreaks,
    format_value,
    parse_tiebreaks,
    sort_key,
    split_by_direct_encounter,
)
from arbiter_desk.core.tiebreaks.breakdown import noted
from arbiter_desk.core.tiebreaks.round_robin import is_round_robin, left_out, offered, refuse_swiss_only
from arbiter_desk.core.tiebreaks.two_game_rounds import games_for_tiebreaks, has_two_game_rounds
from arbiter_desk.core.tournament import Tournament

DEFAULT_TIEBREAKS = "BH/C1,BH,SB,DE,WIN"
"""The list used when neither the caller nor the tournament (record 202) gives one."""

TieBreakList = str | Iterable[str | TieBreakSpec]


DEFAULT_ROUND_ROBIN_TIEBREAKS = "DE,SB,WIN,BWG,KS"
"""The list of a round robin that gives none (no Buchholz: C.07, checklist Q105)."""

_NOT_TIED = tr("not tied when applied")
"""The note of a tie-break left unapplied to a player (C.07: tie-breaks separate tied players only)."""


def resolve_tiebreaks(tournament: Tournament, tiebreaks: TieBreakList | None = None) -> tuple[TieBreakSpec, ...]:
    """The tie-break list to apply: ``tiebreaks`` if given, else record 202, else the default list.

    A round robin's own list (record 202) loses the Buchholz family it cannot use (a file written by another
    program); a list given by the caller is refused instead (:func:`compute_standings`)."""
    if tiebreaks is None:
        if is_round_robin(tournament):
            own = parse_tiebreaks(tournament.tiebreaks or DEFAULT_ROUND_ROBIN_TIEBREAKS)
            return tuple(s for s in own if offered(s.code, round_robin=True))
        return parse_tiebreaks(tournament.tiebreaks or DEFAULT_TIEBREAKS)
    if isinstance(tiebreaks, str):
        return parse_tiebreaks(tiebreaks)
    return tuple(item if isinstance(item, TieBreakSpec) else TieBreakSpec.parse(item) for item in tiebreaks)


@dataclass(frozen=True, slots=True)
class LotDrawing:
    """One drawing of lots among players still tied after the whole list (seeded: repeatable)."""

    players: tuple[PairingNumber, ...]
    """The tied players, by TPN."""
    order: tuple[PairingNumber, ...]
    """The order drawn."""


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the standings: rank (shared where everything is equal), points and tie-break values."""

    rank: int
    tpn: PairingNumber
    name: str
    points: Decimal
    values: tuple[Decimal | None, ...]
    """One value per tie-break of the list (DE: None when the player was not tied when it applied)."""
    breakdowns: tuple[Breakdown, ...]
    shared: bool = False
    """The rank is shared with the players tied on everything (no drawing of lots)."""
    by_lot: bool = False
    """The rank was decided by the drawing of lots."""
    left_out: bool = False
    """A round-robin player who completed fewer than half of his games (checklist Q103), or an expelled player
    (Q198, ``core.expulsion``): not ranked, listed after the ranked players (rank shown as "–"; the TRF rank
    column continues the numbering)."""
    decided: str = ""
    """The rank was decided outside the list: ``by hand`` (Q205) or ``Play-off 1.5`` (a value entered, Q207)."""


def rank_text(row: StandingRow) -> str:
    """The rank as printed: ``3`` or ``3=`` (shared), ``–`` for a round-robin player who completed fewer than
    half of the games and is left out of the standings (checklist Q103)."""
    return "–" if row.left_out else f"{row.rank}{'=' if row.shared else ''}"


@dataclass(frozen=True, slots=True)
class Standings:
    """The ranked players after ``after_round`` under one edition and tie-break list."""

    after_round: int
    edition: Edition
    tiebreaks: tuple[TieBreakSpec, ...]
    rows: tuple[StandingRow, ...]
    lots_seed: int | None = None
    lots: tuple[LotDrawing, ...] = ()
    final_round: int | None = None
    """The tournament's last round (announced, else the last paired): standings before it are intermediate."""

    @property
    def is_intermediate(self) -> bool:
        return self.final_round is not None and self.after_round < self.final_round

    @property
    def round_text(self) -> str:
        """``after round 3 of 9 (intermediate)``, ``after round 9 of 9``, or ``after round 3`` (last unknown)."""
        of = f" of {self.final_round}" if self.final_round else ""
        return f"after round {self.after_round}{of}" + (" (intermediate)" if self.is_intermediate else "")

    def ranks(self) -> dict[PairingNumber, int]:
        """Rank by TPN (what the TRF writer puts in the rank column of record 001)."""
        return {row.tpn: row.rank for row in self.rows}

    def row(self, tpn: int) -> StandingRow:
        for row in self.rows:
            if row.tpn == tpn:
                return row
        raise KeyError(tpn)

    def breakdown(self, tpn: int, tiebreak: int | str) -> Breakdown:
        """The breakdown of a player's value: ``tiebreak`` is an index in the list or its MTB26 text."""
        index = tiebreak if isinstance(tiebreak, int) else self._index(tiebreak)
        return self.row(tpn).breakdowns[index]

    def _index(self, code: str) -> int:
        wanted = TieBreakSpec.parse(code)
        for index, spec in enumerate(self.tiebreaks):
            if spec == wanted:
                return index
        raise KeyError(code)

    @property
    def header(self) -> tuple[str, ...]:
        return ("Rank", "TPN", "Name", "Pts", *(spec.to_mtb() for spec in self.tiebreaks))

    def table(self, undefined: str | None = None) -> list[tuple[str, ...]]:
        """Rows as display text (the header first): rank (``=`` marks a shared rank, ``(by hand)`` or
        ``(Play-off 1.5)`` one decided outside the list), TPN, name, points, values.

        An undefined value shows as "–" (DE outside a tie: blank), or as ``undefined`` when given (CSV: "")."""
        lines: list[tuple[str, ...]] = [self.header]
        written: dict[tuple[int, Decimal | None, bool], str] = {}  # values repeat: each is formatted once
        for row in self.rows:
            rank = rank_text(row)
            rank += f" ({row.decided})" if row.decided else ""  # Q205, Q207
            shown: list[str] = []
            for index, value in enumerate(row.values):
                key = (index, value, value is not None and value.is_signed())
                text = written.get(key)
                if text is None:
                    spec = self.tiebreaks[index]
                    text = undefined if value is None and undefined is not None else format_value(spec, value)
                    written[key] = text
                shown.append(text)
            lines.append((rank, str(row.tpn), row.name, format_points(row.points), *shown))
        return lines

    def to_text(self) -> str:
        """A plain-text table with a line saying the round, edition, list and any drawing of lots."""
        lines = self.table()
        widths = [max(len(line[i]) for line in lines) for i in range(len(lines[0]))]
        out = [
            f"Standings {self.round_text} — C.07 {self.edition.value} — "
            f"{format_tiebreaks(self.tiebreaks) or 'no tie-breaks'}"
        ]
        for line in lines:
            cells = [
                cell.ljust(w) if i == 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(line, widths, strict=True))
            ]
            out.append("  ".join(cells).rstrip())
        if self.lots_seed is not None:
            out.append(f"Drawing of lots, seed {self.lots_seed}: {len(self.lots)} group(s)")
        return "\n".join(out) + "\n"


def compute_standings(
    tournament: Tournament,
    tiebreaks: TieBreakList | None = None,
    *,
    edition: Edition | None = None,
    after_round: int | None = None,
    lots_seed: int | None = None,
    unrated_rating: int | None = None,
) -> Standings:
    """Rank every player of ``tournament`` after ``after_round`` (default: the last recorded round).

    ``edition`` defaults to the C.07 text in force on the tournament's start date (2024 before 1 March 2026),
    as FIDE's tie-break checker chooses: the desk, the printed sheets, the TRF ranks and ``standings`` agree.

    ``lots_seed`` orders the ties left after the list by a seeded drawing (None: they share the rank, unless
    the tournament's ``### Tie-break options`` line asks for lots: then the seed comes from its data);
    ``unrated_rating`` is the published rating of unrated players for rating-based tie-breaks (None: the one
    that line gives, if any).
    """
    if edition is None:
        edition = Edition.in_force_on(tournament.info.start_date)
    options = tiebreak_options_in(tournament.comments)  # the tournament's own choices (Q204–209)
    if lots_seed is None and options.draw_lots:
        lots_seed = lots_seed_from(tournament)
    if unrated_rating is None:
        unrated_rating = options.unrated_rating
    specs = resolve_tiebreaks(tournament, tiebreaks)
    if is_round_robin(tournament):
        refuse_swiss_only(specs)  # C.07, checklist Q105
    expelled = expelled_tpns(tournament)  # Q197–198: not ranked; their games stay in the others' values
    if has_two_game_rounds(tournament):
        tournament = games_for_tiebreaks(tournament)  # C.04.5 Preface: readings T1–T3
    ctx = TieBreakContext(
        tournament,
        edition=edition,
        after_round=after_round,
        unrated_rating=unrated_rating,
        round_ratings=per_round_ratings(tournament.comments),  # events over 30 days (Q214–216)
    )
    values: dict[tuple[int, PairingNumber], Breakdown] = {}
    for index, spec in enumerate(specs):
        if spec.code != "DE":
            for tpn in ctx.tpns:
                values[index, tpn] = compute_tiebreak(ctx, spec, tpn)
    out = left_out(tournament, ctx.rounds) | expelled  # round robins (Q103); expelled players (Q198)
    groups = [g for g in (tuple(t for t in group if t not in out) for group in _by_points(ctx)) if g]
    for index, spec in enumerate(specs):
        groups = _refine(ctx, index, spec, groups, values)
    groups, marks = decide(groups, split_tie_decisions(tournament.comments)[0], ctx.rounds)  # Q205, Q207
    rows, lots = _rank(ctx, specs, [*groups, *((t,) for t in ctx.tpns if t in out)], values, lots_seed)
    rows = [replace(row, left_out=True, shared=False) if row.tpn in out else row for row in rows]
    rows = [replace(row, decided=marks[row.tpn]) if row.tpn in marks else row for row in rows]
    return Standings(ctx.rounds, edition, specs, tuple(rows), lots_seed, tuple(lots), ctx.final_round or None)


def _by_points(ctx: TieBreakContext) -> list[tuple[PairingNumber, ...]]:
    ordered = sorted(ctx.tpns, key=lambda t: (-ctx.score(t), t))
    return [tuple(g) for _, g in groupby(ordered, key=ctx.score)]


def _refine(
    ctx: TieBreakContext,
    index: int,
    spec: TieBreakSpec,
    groups: Sequence[tuple[PairingNumber, ...]],
    values: dict[tuple[int, PairingNumber], Breakdown],
) -> list[tuple[PairingNumber, ...]]:
    refined: list[tuple[PairingNumber, ...]] = []
    for group in groups:
        if len(group) < 2:
            refined.append(group)
        elif spec.code == "DE":
            split = split_by_direct_encounter(ctx, spec, group)
            for tpn, breakdown in split.breakdowns.items():
                values[index, tpn] = breakdown
            refined.extend(split.groups)
        else:
            keys = {tpn: sort_key(spec, values[index, tpn].value) for tpn in group}
            ordered = sorted(group, key=lambda t: (-keys[t][0], -keys[t][1], t))
            refined.extend(tuple(g) for _, g in groupby(ordered, key=keys.__getitem__))
    return refined


def _rank(
    ctx: TieBreakContext,
    specs: Sequence[TieBreakSpec],
    groups: Sequence[tuple[PairingNumber, ...]],
    values: dict[tuple[int, PairingNumber], Breakdown],
    lots_seed: int | None,
) -> tuple[list[StandingRow], list[LotDrawing]]:
    rng = random.Random(lots_seed) if lots_seed is not None else None
    rows: list[StandingRow] = []
    lots: list[LotDrawing] = []
    for group in groups:
        first = len(rows) + 1
        order = list(group)
        by_lot = rng is not None and len(group) > 1
        if rng is not None and by_lot:
            rng.shuffle(order)
            lots.append(LotDrawing(tuple(sorted(group)), tuple(order)))
        for offset, tpn in enumerate(order):
            breakdowns = tuple(
                values.get((i, tpn)) or Breakdown(spec.to_mtb(), tpn, None, (), *noted(_NOT_TIED))
                for i, spec in enumerate(specs)
            )
            rows.append(
                StandingRow(
                    rank=first + offset if by_lot else first,
                    tpn=tpn,
                    name=ctx.player(tpn).name,
                    points=ctx.score(tpn),
                    values=tuple(b.value for b in breakdowns),
                    breakdowns=breakdowns,
                    shared=len(group) > 1 and not by_lot,
                    by_lot=by_lot,
                )
            )
    return rows, lots
