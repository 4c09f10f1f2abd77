"""Pairing the players kept in a scoregroup: floaters first (3.6–3.8), then the proposed pairings of 2.4
scrutinised with the exchanges of art. 4 and the colour scrutiny of 5.2 (C.04.4.3 (2026)).

L13 — the exchange order. Downward, the scrutinised player is #1 of the players left; they try the bottom half
in order, then the top half from the bottom up (the 4.2 table: 4, 5, 6, 3, 2). Upward it is the mirror: the
lowest numbered player (largest pairing number) tries its proposed opponent #n/2, then up to #1, then #n/2+1
downwards. Once paired, the rest is re-proposed (2.4) and the next player is scrutinised the same way (the 4.3
table: 4, 5, 3 for #2 after 1–6).
L12 — "available": compatible, and the players still to pair in the scoregroup can all be paired afterwards
(4.3: the exchanges for #2 "must at the same time leave Player #1 with a compatible opponent").
L14 — 5.2: each scrutinised player takes the first available opponent, in exchange order, with whom both get
their due colours, else the first available one; earlier players keep theirs.
L11 / L15 — a received floater is paired before the residents (3.6, 3.7, 3.6.3) with the first available
player in 3.8 order who is due the other colour, else the first available: the highest numbered (smallest
pairing number) downward and in the median, the lowest numbered upward. Other floaters are available too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.lim.colours import due_other, fits
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.players import LimPlayer


@dataclass(frozen=True, slots=True)
class MadePair:
    """One pair of a scoregroup, in the order it was made, and how."""

    first: PairingNumber
    """The scrutinised player (or the floater being paired)."""
    second: PairingNumber
    how: str


def exchange_order(players: Sequence[PairingNumber], downward: bool) -> tuple[PairingNumber, list[PairingNumber]]:
    """The scrutinised player and the opponents they try, in order (art. 4.1–4.3, L13).

    ``players`` are the players left, in pairing-number order (an even number of them).
    """
    ordered = sorted(players)
    half = len(ordered) // 2
    if downward:
        return ordered[0], ordered[half:] + ordered[1:half][::-1]
    return ordered[-1], ordered[:half][::-1] + ordered[half:-1]


def floater_order(
    kinds: dict[PairingNumber, str], players: dict[PairingNumber, LimPlayer], down_first: bool
) -> list[PairingNumber]:
    """The order in which received floaters are paired (3.6, 3.6.1–3.6.3, 3.7, 3.7.1–3.7.3; L23).

    Down-floaters by their own score descending, then the highest numbered (smallest pairing number) first;
    up-floaters by their own score ascending, then the lowest numbered (largest pairing number) first.
    DF before UF in the upper half and the median (3.6.3), UF before DF below it (3.7.3).
    """
    dfs = sorted((t for t, k in kinds.items() if k == "DF"), key=lambda t: (-players[t].score, t))
    ufs = sorted((t for t, k in kinds.items() if k == "UF"), key=lambda t: (players[t].score, -t))
    return dfs + ufs if down_first else ufs + dfs


def pair_kept(
    members: Sequence[PairingNumber],
    floaters: Sequence[PairingNumber],
    downward: bool,
    floater_downward: bool,
    players: dict[PairingNumber, LimPlayer],
    compat: Compatibility,
) -> list[MadePair]:
    """Pair all ``members`` (they can all be paired): ``floaters`` first in the given order, then the rest.

    ``downward`` is the direction of the resident scrutiny (art. 4.1.1 / 4.1.2); ``floater_downward`` the
    3.8 direction for the floaters (downward in the median, L15).
    """
    left = sorted(members)
    partner = compat.perfect_pairing(left)
    if partner is None:
        raise AssertionError(f"the players {left} cannot all be paired")
    state = _State(left, partner, players, compat)
    made: list[MadePair] = []
    for f in floaters:
        if f not in state.partner:
            continue
        candidates = sorted(state.left, reverse=not floater_downward)
        _, opponent, fit = state.choose(f, candidates, due_other, "not due the other colour (3.8)")
        side = "highest" if floater_downward else "lowest"
        colour = "due the other colour" if fit else "nobody available is due the other colour"
        text = f"floater {f} with the {side} numbered available player, {colour} (3.8){state.passed_over()}"
        made.append(MadePair(f, opponent, text))
    while state.left:
        scrutinised, order = exchange_order(state.left, downward)
        index, opponent, fit = state.choose(scrutinised, order, fits, "the same due colour (5.2)")
        what = "the proposed pairing (2.4)" if index == 0 else f"exchange {index} of the art. 4 order"
        colour = "" if fit else "; no available opponent gives both their due colours (5.2)"
        text = f"{scrutinised} scrutinised: {what}{colour}{state.passed_over()}"
        made.append(MadePair(scrutinised, opponent, text))
    return made


class _State:
    """The players still to pair, in pairing-number order, and one pairing of all of them (a witness)."""

    def __init__(
        self,
        left: list[PairingNumber],
        partner: dict[PairingNumber, PairingNumber],
        players: dict[PairingNumber, LimPlayer],
        compat: Compatibility,
    ) -> None:
        self.left = left
        self.partner = partner
        self._players = players
        self._compat = compat
        self.skipped: list[tuple[PairingNumber, str]] = []

    def passed_over(self) -> str:
        """The candidates the last choice passed over, and why (at most four)."""
        if not self.skipped:
            return ""
        shown = "; ".join(f"{c}: {why}" for c, why in self.skipped[:4])
        more = f"; {len(self.skipped) - 4} more" if len(self.skipped) > 4 else ""
        return f" [passed over {shown}{more}]"

    def _rest(self, a: PairingNumber, b: PairingNumber) -> dict[PairingNumber, PairingNumber] | None:
        """A pairing of the others after ``a``–``b``, as changes to the witness; None if there is none."""
        a2, b2 = self.partner[a], self.partner[b]
        if a2 == b:
            return {}
        if self._compat.can_meet(a2, b2):
            return {a2: b2, b2: a2}
        return self._compat.perfect_pairing([t for t in self.left if t not in (a, b)])

    def choose(
        self,
        player: PairingNumber,
        candidates: Sequence[PairingNumber],
        colour_fit: Callable[[LimPlayer, LimPlayer], bool],
        unfit: str,
    ) -> tuple[int, PairingNumber, bool]:
        """The first available candidate that passes ``colour_fit`` (3.8 for floaters, 5.2 in the scrutiny),
        else the first available (L11, L12, L14); the pair is made. ``skipped`` then says why the candidates
        before it were passed over (``unfit`` for those failing ``colour_fit``).
        """
        first: tuple[int, PairingNumber, dict[PairingNumber, PairingNumber]] | None = None
        chosen: tuple[int, PairingNumber, dict[PairingNumber, PairingNumber]] | None = None
        fit = False
        self.skipped = []
        for index, c in enumerate(candidates):
            if c == player:
                continue
            if not self._compat.can_meet(player, c):
                self.skipped.append((c, _short(self._compat.why_not(player, c))))
                continue
            fit = colour_fit(self._players[player], self._players[c])
            if first is not None and not fit:
                self.skipped.append((c, unfit))
                continue
            rest = self._rest(player, c)
            if rest is None:
                self.skipped.append((c, "the others could not all be paired (4.3)"))
                continue
            if not fit:
                self.skipped.append((c, unfit))
            if fit:
                chosen = (index, c, rest)
                break
            first = (index, c, rest)
        if chosen is None:
            fit = False
            chosen = first
        if chosen is None:
            raise AssertionError(f"player {player} has no available opponent among {self.left}")
        index, opponent, rest = chosen
        self.skipped = [(c, why) for c, why in self.skipped if c != opponent]
        del self.partner[player]
        del self.partner[opponent]
        self.partner.update(rest)
        self.left.remove(player)
        self.left.remove(opponent)
        return index, opponent, fit


def _short(why: str) -> str:
    if "already played" in why:
        return "already met (C.04.1 art. 2)"
    if "prohibited" in why:
        return "a prohibited pair"
    return "colours (2.1)"
