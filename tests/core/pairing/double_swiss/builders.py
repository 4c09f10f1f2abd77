"""Hand-made Double-Swiss snapshots for the tests: matches written as two TRF columns a round (D1)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament


@dataclass
class Event:
    """``players`` players with TPNs 1..n; ``rounds`` Double-Swiss rounds (XXR = 2 × rounds) or None."""

    players: int
    rounds: int | None = None
    initial: Colour = Colour.WHITE
    entries: dict[int, list[RoundEntry]] = field(default_factory=dict)
    forbidden: list[ForbiddenPairs] = field(default_factory=list)

    def _add(self, tpn: int, column: int, opponent: int | None, colour: Colour, code: str) -> None:
        entry = RoundEntry(
            RoundNo(column), None if opponent is None else PairingNumber(opponent), colour, ResultCode.from_trf(code)
        )
        self.entries.setdefault(tpn, []).append(entry)

    def match(self, rnd: int, white: int, black: int, white_codes: str, black_codes: str | None = None) -> Event:
        """``white`` is scheduled White in game 1; codes per game, e.g. ``"1="``; black's default to the
        counterparts."""
        if black_codes is None:
            black_codes = "".join(ResultCode.from_trf(c).counterpart.value for c in white_codes)
        g1 = 2 * rnd - 1
        self._add(white, g1, black, Colour.WHITE, white_codes[0])
        self._add(white, g1 + 1, black, Colour.BLACK, white_codes[1])
        self._add(black, g1, white, Colour.BLACK, black_codes[0])
        self._add(black, g1 + 1, white, Colour.WHITE, black_codes[1])
        return self

    def pab(self, rnd: int, tpn: int, second: str = "H") -> Event:
        self._add(tpn, 2 * rnd - 1, None, Colour.NONE, "U")
        self._add(tpn, 2 * rnd, None, Colour.NONE, second)
        return self

    def bye(self, rnd: int, tpn: int, code: str) -> Event:
        """A whole-match bye or absence: the same code in both columns (Preface)."""
        self._add(tpn, 2 * rnd - 1, None, Colour.NONE, code)
        self._add(tpn, 2 * rnd, None, Colour.NONE, code)
        return self

    def tournament(self) -> Tournament:
        players = tuple(
            Player(
                tpn=PairingNumber(t),
                name=f"Player {t:02d}",
                rating=2500 - 10 * t,
                rounds=tuple(sorted(self.entries.get(t, []), key=lambda e: e.round)),
            )
            for t in range(1, self.players + 1)
        )
        return Tournament(
            players=players,
            total_rounds=None if self.rounds is None else 2 * self.rounds,
            initial_colour=self.initial,
            forbidden_pairs=tuple(self.forbidden),
        )


def without_rounds(t: Tournament) -> Tournament:
    return replace(t, total_rounds=None)
