"""Team standings and tie-breaks (C.07 (2026) for team competitions; C.04.6 art. 1.2 primary / secondary score).

Teams rank by the primary score (``192``, default match points), then by a list of team tie-breaks:

* ``MP`` / ``GP`` – match points / game points.
* ``BH:MP`` / ``BH:GP`` – Buchholz: the sum of the opponents' match points / game points.
* ``SB:MP`` / ``SB:GP`` – Sonneborn-Berger: per round, the opponent's score times what the team scored against
  it, in the same unit (match points earned, game points scored).
* ``EMGSB`` – the opponent's match points × the game points scored against it; ``EGMSB`` – the opponent's game
  points × the match points earned against it (the "extended" SB of team events).
* ``TPN`` – team pairing number, ascending.

Modifiers ``/C1 /C2`` (Cut) and ``/M1 /M2`` (Median) for BH and SB (least significant value: the lowest
opponent score; for SB the lowest-scored opponent's contribution, the lowest among several), with the rule
of art. 16 for voluntary unplayed rounds (a team's absence, half bye or match lost by forfeit: the lowest
such contribution is cut instead, as long as it is not lower than the least significant one), as for
individuals (``cuts``).

Readings chosen here (C.07's unplayed-rounds articles 15–16, carried over from players to teams, T3): a round
is *played* when its match was actually played. For the team's own BH/SB every other round counts against a
dummy opponent with the team's own final score, capped (2026): for a match not played at most the scheduled
opponent's score, for a PAB, bye or absence at most a drawn match's points × the rounds; the 2024 edition has no
caps (``Edition``; default: the edition in force on the event's start date, as for individuals). As an opponent,
a team's absences (``240 Z``/``H``) followed only by absences or forfeited matches (withdrawal) count as drawn
matches.

C.07 General: ties left after the whole list share their rank, or — when a drawing of lots is asked for
(``lots_seed``) — are ordered by a seeded, repeatable drawing, as for individuals (``core/standings.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import groupby

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.scoring import ZERO, format_points
from arbiter_desk.core.teams import MatchResult, RoundKind, Team, TeamRound, TeamScore, TeamTournament
from arbiter_desk.core.tiebreaks.breakdown import Term
from arbiter_desk.core.tiebreaks.cuts import apply_cuts
from arbiter_desk.core.tiebreaks.unplayed import Edition

TEAM_CODES = ("MP", "GP", "BH:MP", "BH:GP", "SB:MP", "SB:GP", "EMGSB", "EGMSB", "TPN")


@dataclass(frozen=True, slots=True)
class TeamTieBreak:
    code: str
    cut: int = 0
    median: int = 0

    @property
    def label(self) -> str:
        return self.code + (f"/C{self.cut}" if self.cut else "") + (f"/M{self.median}" if self.median else "")


def parse_team_tiebreaks(text: str) -> tuple[TeamTieBreak, ...]:
    """``GP,BH:MP/C1,SB:MP`` → the list; :class:`InvalidInputError` naming the unknown part."""
    out = []
    for part in (p.strip().upper() for p in text.split(",") if p.strip()):
        code, *mods = part.split("/")
        if code not in TEAM_CODES:
            raise InvalidInputError(f"unknown team tie-break {code!r}; known: {', '.join(TEAM_CODES)}")
        cut = median = 0
        for mod in mods:
            if len(mod) == 2 and mod[0] in "CM" and mod[1] in "12" and code[:2] in ("BH", "SB"):
                cut, median = (int(mod[1]), median) if mod[0] == "C" else (cut, int(mod[1]))
            else:
                raise InvalidInputError(f"team tie-break {code}: modifier /{mod} is not allowed")
        out.append(TeamTieBreak(code, cut, median))
    return tuple(out)


def default_tiebreaks(event: TeamTournament) -> tuple[TeamTieBreak, ...]:
    """The secondary score, the extended SB, the Buchholz of the primary score (a choice of this program)."""
    if event.rules.primary is TeamScore.MATCH_POINTS:
        return (TeamTieBreak("GP"), TeamTieBreak("EMGSB"), TeamTieBreak("BH:MP"))
    return (TeamTieBreak("MP"), TeamTieBreak("EGMSB"), TeamTieBreak("BH:GP"))


@dataclass(frozen=True, slots=True)
class TeamRow:
    rank: int
    tpn: int
    name: str
    match_points: Decimal
    game_points: Decimal
    values: tuple[Decimal, ...]
    by_lot: bool = False
    """The rank was decided by the drawing of lots."""


@dataclass(frozen=True, slots=True)
class TeamStandings:
    primary: TeamScore
    tiebreaks: tuple[TeamTieBreak, ...]
    rows: tuple[TeamRow, ...]
    lots_seed: int | None = None
    lots: tuple[tuple[int, ...], ...] = ()
    """Each drawing of lots: the tied teams' TPNs in the order drawn."""

    def table(self) -> list[list[str]]:
        head = ["Rank", "TPN", "Team", "MP", "GP", *(t.label for t in self.tiebreaks)]
        body = [
            [str(r.rank), str(r.tpn), r.name, format_points(r.match_points), format_points(r.game_points)]
            + [
                str(int(v)) if t.code == "TPN" else format_points(v)
                for t, v in zip(self.tiebreaks, r.values, strict=True)
            ]
            for r in self.rows
        ]
        return [head, *body]

    def to_text(self) -> str:
        rows = self.table()
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        return (
            "\n".join(
                "  ".join(
                    c.ljust(w) if i == 2 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True))
                ).rstrip()
                for row in rows
            )
            + "\n"
            + ("" if self.lots_seed is None else f"Drawing of lots, seed {self.lots_seed}: {len(self.lots)} group(s)\n")
        )


def _score(r: TeamRound, kind: TeamScore) -> Decimal:
    return r.match_points if kind is TeamScore.MATCH_POINTS else r.game_points


class _Scores:
    def __init__(self, event: TeamTournament, last_round: int, edition: Edition = Edition.FIDE_2026) -> None:
        self.event = event
        self.rounds = last_round
        self.capped = edition is Edition.FIDE_2026
        self.teams = {t.tpn: t for t in event.teams}
        self.own = {
            (t.tpn, kind): sum((_score(r, kind) for r in self._rounds(t)), ZERO)
            for t in event.teams
            for kind in TeamScore
        }

    def _rounds(self, team: Team) -> list[TeamRound]:
        return [r for r in team.rounds if r.round <= self.rounds]

    def draw(self, kind: TeamScore) -> Decimal:
        rules = self.event.rules
        return rules.match_points.draw if kind is TeamScore.MATCH_POINTS else Decimal(rules.boards) / 2

    def as_opponent(self, tpn: int, kind: TeamScore) -> Decimal:
        """The team's score in others' tie-breaks: trailing absences (withdrawal) count as drawn matches."""
        rounds = sorted(self._rounds(self.teams[tpn]), key=lambda r: r.round)
        total = self.own[(tpn, kind)]
        for i, r in enumerate(rounds):
            if r.kind in (RoundKind.ABSENT, RoundKind.HALF_BYE) and all(_voluntary(x) for x in rounds[i + 1 :]):
                total += self.draw(kind) - _score(r, kind)
        return total

    def contributions(self, tpn: int, opp_kind: TeamScore, own_kind: TeamScore | None) -> list[Term]:
        """Per round: the opponent's score (Buchholz, ``own_kind`` None) or it times the team's own score;
        significance for the cuts as for individuals (SB: the opponent's score, then the contribution), and
        whether the round is a voluntary unplayed one (art. 16: absence, half bye, match lost by forfeit)."""
        out = []
        own_final = self.own[(tpn, opp_kind)]
        for r in self._rounds(self.teams[tpn]):
            if r.kind is RoundKind.MATCH and r.played and r.opponent is not None:
                value = self.as_opponent(r.opponent, opp_kind)
            elif not self.capped:
                value = own_final
            elif r.kind is RoundKind.MATCH and r.opponent is not None:
                value = min(own_final, self.as_opponent(r.opponent, opp_kind))
            else:
                value = min(own_final, self.draw(opp_kind) * self.rounds)
            weighted = value if own_kind is None else value * _score(r, own_kind)
            significance = () if own_kind is None else (value, weighted)
            out.append(Term(weighted, f"round {r.round}", RoundNo(r.round), None, significance, _voluntary(r)))
        return out


def _voluntary(r: TeamRound) -> bool:
    return r.kind in (RoundKind.ABSENT, RoundKind.HALF_BYE) or (
        r.kind is RoundKind.MATCH and not r.played and r.result is MatchResult.LOSS
    )


def _trim(terms: list[Term], spec: TeamTieBreak) -> Decimal:
    """Cut-n / Median-n with the voluntary-unplayed-round rule of art. 16, exactly as for individuals."""
    kept = apply_cuts(terms, spec.cut + spec.median, spec.median, vur_rule=True, name=spec.label)
    return sum((t.value for t in kept if t.cut is None), ZERO)


def team_tiebreak(scores: _Scores, tpn: int, spec: TeamTieBreak) -> Decimal:
    mp, gp = TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS
    code = spec.code
    if code == "MP":
        return scores.own[(tpn, mp)]
    if code == "GP":
        return scores.own[(tpn, gp)]
    if code == "TPN":
        return Decimal(tpn)
    kinds = {
        "BH:MP": (mp, None),
        "BH:GP": (gp, None),
        "SB:MP": (mp, mp),
        "SB:GP": (gp, gp),
        "EMGSB": (mp, gp),
        "EGMSB": (gp, mp),
    }
    return _trim(scores.contributions(tpn, *kinds[code]), spec)


def team_standings(
    event: TeamTournament,
    tiebreaks: Sequence[TeamTieBreak] | None = None,
    after_round: int | None = None,
    edition: Edition | None = None,
    lots_seed: int | None = None,
) -> TeamStandings:
    """The standings after ``after_round`` (default: every round in the event) by the C.07 ``edition``;
    ``lots_seed`` orders the ties left after the list by a seeded drawing of lots (None: they share the rank)."""
    last = event.last_paired_round() if after_round is None else after_round
    specs = tuple(tiebreaks) if tiebreaks is not None else default_tiebreaks(event)
    scores = _Scores(event, last, edition or Edition.in_force_on(event.info.start_date))
    primary = event.rules.primary
    keyed = []
    for t in event.teams:
        values = tuple(team_tiebreak(scores, t.tpn, s) for s in specs)
        key = (
            -scores.own[(t.tpn, primary)],
            *(v if s.code == "TPN" else -v for s, v in zip(specs, values, strict=True)),
        )
        keyed.append((key, t, values))
    keyed.sort(key=lambda k: (k[0], k[1].tpn))
    rng = random.Random(lots_seed) if lots_seed is not None else None
    rows: list[TeamRow] = []
    lots: list[tuple[int, ...]] = []
    for _key, tied in groupby(keyed, key=lambda k: k[0]):
        group = list(tied)
        first, by_lot = len(rows) + 1, rng is not None and len(group) > 1
        if rng is not None and by_lot:
            rng.shuffle(group)
            lots.append(tuple(t.tpn for _, t, _ in group))
        for offset, (_, t, values) in enumerate(group):
            mp, gp = scores.own[(t.tpn, TeamScore.MATCH_POINTS)], scores.own[(t.tpn, TeamScore.GAME_POINTS)]
            rows.append(TeamRow(first + offset if by_lot else first, t.tpn, t.name, mp, gp, values, by_lot))
    return TeamStandings(primary, specs, tuple(rows), lots_seed, tuple(lots))
