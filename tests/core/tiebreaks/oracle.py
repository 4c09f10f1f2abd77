"""An independent, deliberately plain re-computation of the Swiss tie-breaks, for comparison tests.

It shares nothing with ``arbiter_desk.core.tiebreaks`` but the tournament snapshot: no categories, no terms,
no memo. It states C.07 (2026) art. 15-16 the other way round — per player, the *last round that is not a
voluntary unplayed round* (``last_elected``): an unplayed round without opponent after it is a requested bye
followed only by VURs (cat. 5) and counts as a draw when the player is somebody's opponent; everything else
counts with its points. It follows the same readings as the production code (FIDE's tie-break checker's):
FB = BH before the final round, KS on actual points with forfeits counted, undefined rating values and AOB
without a game, rated points 1/½/0 for TPR/PTP. Only the standard 1-½-0 point system is supported.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

ONE, HALF, ZERO = Decimal(1), Decimal("0.5"), Decimal(0)
POINTS = {"1": ONE, "W": ONE, "+": ONE, "U": ONE, "F": ONE, "=": HALF, "D": HALF, "H": HALF}
PLAYED = set("1=0WDL")
VOLUNTARY = set("HZ-")

# Table 1 (dp for p = 1.00 down to 0.50) and table 2 (upper bounds of D per expected hundredth from 50 up).
DP = [800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262, 251,
      240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95, 87, 80,
      72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0]  # fmt: skip
BOUNDS = [3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170,
          179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411,
          432, 456, 484, 517, 559, 619, 735]  # fmt: skip


EXPECTED = [50 + next((i for i, bound in enumerate(BOUNDS) if d <= bound), len(BOUNDS)) for d in range(801)]
"""Table 2 spelt out for every difference 0 … 800 (the higher-rated player's expectation)."""


@dataclass(frozen=True)
class Round:
    opponent: int | None
    letter: str
    colour: Colour

    @property
    def played(self) -> bool:
        return self.letter in PLAYED and self.opponent is not None

    @property
    def points(self) -> Decimal:
        return POINTS.get(self.letter, ZERO)

    @property
    def voluntary(self) -> bool:
        return not self.played and self.letter in VOLUNTARY


def half_up(value: Decimal, places: str = "1") -> Decimal:
    return value.quantize(Decimal(places), rounding=ROUND_HALF_UP)


class Oracle:
    """All players' rounds 1 … ``rounds``; a missing block is a zero-point bye."""

    def __init__(self, tournament: Tournament, rounds: int, *, edition: str = "2026", final: int | None = None) -> None:
        self.t = tournament
        self.n = rounds
        self.edition = edition
        self.final = final if final is not None else rounds
        self.table: dict[int, list[Round]] = {}
        self.cache: dict[tuple[str, int], Decimal | None] = {}
        self._fore: Oracle | None = None
        for p in tournament.players:
            line = []
            for r in range(1, rounds + 1):
                e = p.entry(r)
                if e is None:
                    line.append(Round(None, "Z", Colour.NONE))
                else:
                    opponent = e.opponent if e.result.has_opponent else None
                    line.append(Round(opponent, e.result.value, e.colour))
            self.table[p.tpn] = line

    def fore(self) -> Oracle:
        """FB's tournament: the pairings of the final round drawn over the board, if it is in the standings."""
        if self.n < self.final or self.n == 0:
            return self
        if self._fore is not None:
            return self._fore
        other = Oracle(self.t, 0, edition=self.edition)
        other.n, other.final = self.n, self.final
        self._fore = other
        for tpn, line in self.table.items():
            last = line[-1]
            other.table[tpn] = [*line[:-1], replace(last, letter="=") if last.opponent is not None else last]
        return other

    # --- scores -----------------------------------------------------------------------------------
    def score(self, p: int) -> Decimal:
        return sum((r.points for r in self.table[p]), ZERO)

    def last_elected(self, p: int) -> int:
        return max((i + 1 for i, r in enumerate(self.table[p]) if not r.voluntary), default=0)

    def as_opponent(self, p: int) -> Decimal:
        key = ("opp", p)
        if key not in self.cache:
            self.cache[key] = self._as_opponent(p)
        value = self.cache[key]
        assert value is not None
        return value

    def _as_opponent(self, p: int) -> Decimal:
        last = self.last_elected(p)
        total = ZERO
        for i, r in enumerate(self.table[p]):
            late_bye = i + 1 > last and r.opponent is None
            total += HALF if late_bye else r.points
        return total

    def _rows(self, p: int) -> list[tuple[Decimal, Decimal, bool]]:
        """(opponent's value, own points, voluntary) per round; the dummy for unplayed rounds."""
        rows = []
        own = self.score(p)
        for r in self.table[p]:
            if r.played:
                assert r.opponent is not None
                value = self.as_opponent(r.opponent)
            elif self.edition == "2024":
                value = own
            elif r.opponent is not None:
                value = min(own, self.as_opponent(r.opponent))
            else:
                value = min(own, HALF * self.n)
            rows.append((value, r.points, r.voluntary))
        return rows

    # --- Buchholz family --------------------------------------------------------------------------
    def _cut(self, items: list[tuple[Decimal, Decimal, bool]], low: int, high: int, sb: bool) -> Decimal:
        rest = list(items)
        contribution = (lambda x: x[0] * x[1]) if sb else (lambda x: x[0])
        for _ in range(low):
            if not rest:
                break
            least = min(rest, key=lambda x: (x[0], contribution(x)))
            vurs = [x for x in rest if x[2]]
            if vurs:
                vur = min(vurs, key=lambda x: (contribution(x), x[0]))  # "the lowest VUR contribution"
                if contribution(vur) >= contribution(least):
                    least = vur
            rest.remove(least)
        for _ in range(high):
            if rest:
                rest.remove(max(rest, key=lambda x: (x[0], contribution(x))))
        return sum((contribution(x) for x in rest), ZERO)

    def bh(self, p: int, low: int = 0, high: int = 0) -> Decimal:
        return self._cut(self._rows(p), low, high, sb=False)

    def sb(self, p: int, low: int = 0, high: int = 0) -> Decimal:
        return self._cut(self._rows(p), low, high, sb=True)

    def fb(self, p: int, low: int = 0, high: int = 0) -> Decimal:
        return self.fore().bh(p, low, high)

    def aob(self, p: int, fore: bool = False) -> Decimal | None:
        source = self.fore() if fore else self
        values = [source.bh(r.opponent) for r in self.table[p] if r.played and r.opponent is not None]
        return half_up(sum(values, ZERO) / len(values), "0.01") if values else None

    # --- own results -----------------------------------------------------------------------------
    def ps(self, p: int, cut: int = 0) -> Decimal:
        running, total = ZERO, ZERO
        for i, r in enumerate(self.table[p]):
            running += r.points
            total += running if i >= cut else ZERO
        return total

    def win(self, p: int) -> int:
        return sum(1 for r in self.table[p] if r.points == ONE)

    def won(self, p: int) -> int:
        return sum(1 for r in self.table[p] if r.played and r.points == ONE)

    def bpg(self, p: int) -> int:
        return sum(1 for r in self.table[p] if r.played and r.colour is Colour.BLACK)

    def bwg(self, p: int) -> int:
        return sum(1 for r in self.table[p] if r.played and r.colour is Colour.BLACK and r.points == ONE)

    def rep(self, p: int) -> int:
        return sum(1 for r in self.table[p] if r.played or r.points == ONE)

    def ks(self, p: int, shift: int = 0) -> Decimal:
        limit = ONE * self.n / 2 + HALF * shift
        total = ZERO
        for r in self.table[p]:
            if r.opponent is not None and self.score(r.opponent) >= limit:
                total += r.points
        return total

    # --- ratings --------------------------------------------------------------------------------
    def _games(self, p: int) -> list[tuple[int, Decimal]]:
        out = []
        for r in self.table[p]:
            if r.played and r.opponent is not None:
                rated = ONE if r.letter in "1W" else HALF if r.letter in "=D" else ZERO
                out.append((self.t.player(r.opponent).rating, rated))
        return out

    def aro(self, p: int, low: int = 0) -> Decimal | None:
        ratings = sorted(rating for rating, _ in self._games(p))[low:]
        return half_up(Decimal(sum(ratings)) / len(ratings)) if ratings else None

    def tpr(self, p: int) -> Decimal | None:
        if ("tpr", p) not in self.cache:
            self.cache["tpr", p] = self._tpr(p)
        return self.cache["tpr", p]

    def _tpr(self, p: int) -> Decimal | None:
        games = self._games(p)
        aro = self.aro(p)
        if aro is None:
            return None
        hundredths = int(half_up(100 * sum((pts for _, pts in games), ZERO) / len(games)))
        diff = DP[100 - hundredths] if hundredths >= 50 else -DP[hundredths]
        return aro + diff

    @staticmethod
    def expected(difference: int) -> int:
        return EXPECTED[min(abs(difference), 800)] if difference >= 0 else 100 - EXPECTED[min(-difference, 800)]

    def ptp(self, p: int) -> Decimal | None:
        if ("ptp", p) not in self.cache:
            self.cache["ptp", p] = self._ptp(p)
        return self.cache["ptp", p]

    def _ptp(self, p: int) -> Decimal | None:
        games = self._games(p)
        if not games:
            return None
        ratings = [rating for rating, _ in games]
        points = sum((pts for _, pts in games), ZERO)
        if points == 0:
            return Decimal(min(ratings) - 800)
        r = min(ratings) - 800
        while sum(self.expected(r - o) for o in ratings) < points * 100:
            r += 1
        return Decimal(r)

    def _average_of(self, p: int, of: str) -> Decimal | None:
        compute = self.tpr if of == "TPR" else self.ptp
        values = [compute(r.opponent) for r in self.table[p] if r.played and r.opponent is not None]
        present = [v for v in values if v is not None]
        return half_up(sum(present, ZERO) / len(present)) if present else None

    def apro(self, p: int) -> Decimal | None:
        return self._average_of(p, "TPR")

    def appo(self, p: int) -> Decimal | None:
        return self._average_of(p, "PTP")

    def value(self, code: str, p: int) -> Decimal | None:
        """The value of an MTB26 code among those this oracle knows (``BH/C1``, ``AOB/F``, ``KS/L+1`` …)."""
        name, _, modifier = code.partition("/")
        low = high = 0
        if modifier.startswith("C"):
            low = int(modifier[1:])
        elif modifier.startswith("M"):
            low = high = int(modifier[1:])
        simple = {"WIN": self.win, "WON": self.won, "BPG": self.bpg, "BWG": self.bwg, "REP": self.rep}
        if name in simple:
            return Decimal(simple[name](p))
        if name in ("BH", "SB", "FB"):
            return {"BH": self.bh, "SB": self.sb, "FB": self.fb}[name](p, low, high)
        if name == "PS":
            return self.ps(p, low)
        if name == "AOB":
            return self.aob(p, fore=modifier == "F")
        if name == "KS":
            return self.ks(p, int(modifier[1:]) if modifier.startswith("L") else 0)
        if name == "ARO":
            return self.aro(p, low)
        return {"TPR": self.tpr, "PTP": self.ptp, "APRO": self.apro, "APPO": self.appo}[name](p)


ORACLE_CODES = (
    "BH/C1", "BH/C2", "BH/M1", "BH", "SB", "SB/C1", "FB", "FB/C1", "AOB", "AOB/F", "PS", "PS/C1", "WIN", "WON",
    "BPG", "BWG", "REP", "KS", "KS/L+1", "ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO",
)  # fmt: skip
"""The codes compared against the production tie-breaks."""

__all__ = ["ORACLE_CODES", "Oracle", "ResultCode"]
