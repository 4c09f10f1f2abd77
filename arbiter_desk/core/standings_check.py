"""The free checker's standings part (FIDE approval checklist Q21): do a file's ranks follow its tie-break list?

C.07 (2026) General: players are ranked by points, then by the published tie-break list in order; players still
tied after the whole list share the place (or are ordered by lot). So a declared rank (TRF record 001, columns
86-89) follows the list when it lies within the places the list gives the player: a player alone on his points
and values has exactly one place; players tied on everything may be in any order among their places, or share
the first of them.

Readings where the texts are silent:

- the list is record 212 (tie-breaks defining the standings) when the file has one, a leading ``PTS`` dropped
  (points always come first), else record 202; without either, the ranks are checked against the points alone;
- the standings are those after the last round of the file, under the C.07 edition in force on its start date
  (record 042), as ``standings`` computes them;
- a file that declares no rank at all is not checked (nothing is claimed); a player without a rank in a file
  that ranks the others is a difference.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.standings import StandingRow, Standings, compute_standings
from arbiter_desk.core.tiebreaks import TieBreakSpec, format_value, sort_key
from arbiter_desk.core.tournament import Tournament

__all__ = ["RankDifference", "StandingsCheck", "check_standings", "declared_list"]


def declared_list(tournament: Tournament) -> tuple[str, tuple[str, ...]]:
    """The file's tie-break list and where it came from (``212``, ``202`` or ``none``)."""
    if tournament.standings_tiebreaks:
        codes = list(tournament.standings_tiebreaks)
        while codes and codes[0].strip().upper() == "PTS":
            codes.pop(0)
        return "212", tuple(codes)
    if tournament.tiebreaks:
        return "202", tuple(tournament.tiebreaks)
    return "none", ()


@dataclass(frozen=True, slots=True)
class RankDifference:
    """One player whose declared rank is not a place the list gives him, with the values that decide it."""

    tpn: int
    name: str
    declared: int | None
    first: int
    """The first place the list gives the player (``first`` to ``last`` when tied on everything)."""
    last: int
    deciding: str
    """The player's points and values up to the one that separates him from the player the list puts at the
    declared place, and that player's: ``6.0 points, BH/C1 40.5 — 8 (Jones), 7th by the list: …``."""

    def to_text(self) -> str:
        place = str(self.first) if self.first == self.last else f"{self.first}-{self.last}"
        declared = "no rank" if self.declared is None else f"rank {self.declared}"
        return f"{self.tpn} {self.name}: the file gives {declared}, the list gives place {place}; {self.deciding}"


@dataclass(frozen=True, slots=True)
class StandingsCheck:
    """The declared ranks compared with the standings the file's list gives after its last round."""

    source: str
    """``212``, ``202`` or ``none`` (points only)."""
    standings: Standings
    differences: tuple[RankDifference, ...] = ()
    checked: bool = True
    """False when the file declares no rank."""

    @property
    def is_ok(self) -> bool:
        return not self.differences

    def to_text(self) -> str:
        head = f"standings after round {self.standings.after_round}"
        if not self.checked:
            return f"{head}: not checked (the file declares no rank, columns 86-89 of record 001)\n"
        listed = ",".join(spec.to_mtb() for spec in self.standings.tiebreaks) or "points only"
        source = "no record 202/212" if self.source == "none" else f"record {self.source}"
        if self.is_ok:
            return f"{head}: ok (ranks follow points, {listed}; {source}, C.07 {self.standings.edition.value})\n"
        lines = [f"{head}: {d.to_text()}" for d in self.differences]
        lines.append(
            f"{len(self.differences)} declared rank(s) do not follow points, {listed} "
            f"({source}, C.07 {self.standings.edition.value})"
        )
        return "\n".join(lines) + "\n"


def check_standings(tournament: Tournament, declared: Mapping[int, int]) -> StandingsCheck:
    """Compare the ``declared`` ranks (by TPN) with the standings of the file's own list (C.07 General)."""
    source, codes = declared_list(tournament)
    standings = compute_standings(tournament, codes)
    if not declared:
        return StandingsCheck(source, standings, checked=False)
    rows = standings.rows
    places: dict[int, tuple[int, int]] = {}
    start = 0
    while start < len(rows):
        end = start + 1
        while end < len(rows) and rows[end].shared and rows[end].rank == rows[start].rank:
            end += 1
        for row in rows[start:end]:
            places[row.tpn] = (start + 1, end)
        start = end
    differences = []
    for row in rows:
        first, last = places[row.tpn]
        rank = declared.get(row.tpn)
        if rank is not None and first <= rank <= last:
            continue
        other = rows[rank - 1] if rank is not None and 1 <= rank <= len(rows) else None
        deciding = _deciding(standings, row, other, places)
        differences.append(RankDifference(row.tpn, row.name, rank, first, last, deciding))
    differences.sort(key=lambda d: (d.declared is None, d.declared or 0, d.tpn))
    return StandingsCheck(source, standings, tuple(differences))


def _values(standings: Standings, row: StandingRow, upto: int) -> str:
    shown = [f"{format_points(row.points)} points"]
    for spec, value in list(zip(standings.tiebreaks, row.values, strict=True))[:upto]:
        shown.append(f"{spec.to_mtb()} {format_value(spec, value) or '–'}")
    return ", ".join(shown)


def _deciding(
    standings: Standings, row: StandingRow, other: StandingRow | None, places: Mapping[int, tuple[int, int]]
) -> str:
    """The values that put ``row`` where the list puts him rather than at ``other``'s place."""
    if other is None:
        return _values(standings, row, len(standings.tiebreaks))
    has_de = any(spec.code == "DE" for spec in standings.tiebreaks)
    upto = len(standings.tiebreaks)
    decided_by = "DE, the games between the tied players" if has_de else "nothing: tied on everything"
    if row.points != other.points:
        upto, decided_by = 0, "points"
    else:
        for index, (spec, mine, theirs) in enumerate(zip(standings.tiebreaks, row.values, other.values, strict=True)):
            if _differ(spec, mine, theirs):
                upto, decided_by = index + 1, spec.to_mtb()
                break
    first, last = places[other.tpn]
    where = str(first) if first == last else f"{first}-{last}"
    return (
        f"{_values(standings, row, upto)} — {other.tpn} {other.name}, place {where} by the list: "
        f"{_values(standings, other, upto)} (decided by {decided_by})"
    )


def _differ(spec: TieBreakSpec, mine: Decimal | None, theirs: Decimal | None) -> bool:
    if spec.code == "DE":  # no value outside a tied group: only two values of one application compare
        return mine is not None and theirs is not None and mine != theirs
    return sort_key(spec, mine) != sort_key(spec, theirs)
