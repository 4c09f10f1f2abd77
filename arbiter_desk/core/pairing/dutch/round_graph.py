"""Who may meet whom in a round, and the PAB score of [C5] (C.04.3 (2026) art. 2.1–2.3, clar. 3).

- [C1] no rematch of a game played over the board (forfeits do not count, C.04.2 art. 3.5);
- prohibited pairs (record 260 / XXP) are absolute, like a rematch (pairing-input.md);
- [C3] two non-topscorers with the same absolute colour preference do not meet;
- [C2] the PAB only to a player who had no PAB and no unplayed round worth a win;
- [C4] a complete pairing must exist, else NoValidPairingError (art. 1.9.3: the Chief Arbiter decides);
- [C5] (clar. 3): the lowest pairing score any PAB assignee can have given C1–C4 is computed once; the bye
  node is joined only to eligible players with that score, in every bracket.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dutch.colours import c3_forbids
from arbiter_desk.core.pairing.dutch.completion import perfect_pairs, perfect_with_bye
from arbiter_desk.core.pairing.dutch.state import DutchPlayer
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class IllegalParts:
    """Who may not meet whom, kept as the text makes it: each player's own exclusions ([C1] rematches) and
    groups whose members may not meet one another ([C3]: one per absolute colour; each prohibited pair set).

    A [C3] group holds thousands of players at 10,000 (a third of a field may have an absolute preference):
    as per-player sets it is quadratic to build and to map to positions in Python; as groups, each bracket
    maps a group once and joins it into its members' sets with C-level set unions."""

    own: dict[PairingNumber, frozenset[PairingNumber]]
    groups: tuple[tuple[PairingNumber, ...], ...]

    def as_sets(self) -> dict[PairingNumber, frozenset[PairingNumber]]:
        """For each player, everybody he may not meet (``may_meet`` is false)."""
        bad = {t: set(own) for t, own in self.own.items()}
        for members in self.groups:
            group = set(members)
            for a in members:
                bad[a] |= group
                bad[a].discard(a)
        return {t: frozenset(s) for t, s in bad.items()}


@dataclass(frozen=True, slots=True)
class RoundGraph:
    order: tuple[DutchPlayer, ...]
    """Players to pair, by art. 1.2 (score descending, TPN ascending)."""
    illegal: IllegalParts
    """Who may *not* meet whom ([C1], [C3], prohibited pairs), instead of the nearly complete graph of legal
    pairs."""
    bye_score: Decimal | None
    """[C5]: the pairing score of the PAB assignee; None when the number of players is even."""
    bye_ok: frozenset[PairingNumber]

    def local_bad(self, remaining: Sequence[DutchPlayer]) -> list[set[int]]:
        """Who may not meet whom, by position in ``remaining``."""
        position = [-1] * (max((p.tpn for p in self.order), default=0) + 1)  # by TPN; -1: not in ``remaining``
        for i, p in enumerate(remaining):
            position[p.tpn] = i
        own = self.illegal.own
        bad: list[set[int]] = []
        for p in remaining:
            mine = {position[t] for t in own[p.tpn]}
            mine.discard(-1)
            bad.append(mine)
        for members in self.illegal.groups:
            group = {position[t] for t in members}
            group.discard(-1)
            for i in group:
                mine = bad[i]
                mine |= group
                mine.discard(i)
        return bad

    def local_legal(
        self, remaining: list[DutchPlayer], bye_node: int | None, bad: list[set[int]] | None = None
    ) -> dict[int, set[int]]:
        """Legal partners by position in ``remaining`` (and the bye node, if any); ``bad`` is ``local_bad`` of
        ``remaining`` when the caller has it already."""
        bad = self.local_bad(remaining) if bad is None else bad
        everyone = set(range(len(remaining)))
        out: dict[int, set[int]] = {i: everyone - bad[i] - {i} for i in range(len(remaining))}
        if bye_node is not None:
            out[bye_node] = set()
            for i, p in enumerate(remaining):
                if p.tpn in self.bye_ok:
                    out[i].add(bye_node)
                    out[bye_node].add(i)
        return out


def may_meet(a: DutchPlayer, b: DutchPlayer, tournament: Tournament, round_no: int) -> bool:
    """[C1], [C3] and the prohibited pairs."""
    return (
        b.tpn not in a.opponents
        and a.tpn not in b.opponents
        and not c3_forbids(a, b)
        and not tournament.is_forbidden(a.tpn, b.tpn, round_no)
    )


def illegal_pairs(
    tournament: Tournament, round_no: int, to_pair: Sequence[DutchPlayer]
) -> dict[PairingNumber, frozenset[PairingNumber]]:
    """For each player, those he may not meet (``may_meet`` is false), without testing every pair."""
    return illegal_parts(tournament, round_no, to_pair).as_sets()


def illegal_parts(tournament: Tournament, round_no: int, to_pair: Sequence[DutchPlayer]) -> IllegalParts:
    """Who may not meet whom as :class:`IllegalParts`: rematches per player, [C3] and prohibited groups."""
    present = {p.tpn: p for p in to_pair}
    own: dict[PairingNumber, set[PairingNumber]] = {t: set() for t in present}
    for p in to_pair:
        for q in p.opponents:
            if q in present:
                own[p.tpn].add(q)
                own[q].add(p.tpn)
    # [C3]: non-topscorers with the same absolute preference; both are in one of these groups.
    groups: dict[object, list[PairingNumber]] = {}
    for p in to_pair:
        if p.absolute and not p.topscorer and p.preference is not None:
            groups.setdefault(p.preference.colour, []).append(p.tpn)
    for f in tournament.forbidden_pairs:
        if f.first_round <= round_no <= f.last_round:
            groups[("forbidden", id(f))] = [t for t in f.players if t in present]
    return IllegalParts(
        {t: frozenset(s) for t, s in own.items()}, tuple(tuple(m) for m in groups.values() if len(m) > 1)
    )


def build_round_graph(tournament: Tournament, round_no: int, to_pair: list[DutchPlayer]) -> RoundGraph:
    order = tuple(sorted(to_pair, key=lambda p: p.rank_key()))
    illegal = illegal_parts(tournament, round_no, order)
    n = len(order)
    graph = RoundGraph(order, illegal, None, frozenset())
    bad = graph.local_bad(order)
    everyone = list(range(n))
    if n % 2 == 0:
        if perfect_pairs(everyone, bad, exact_limit=n) is None:
            raise NoValidPairingError(
                f"round {round_no}: no complete pairing respects C1–C3 and the prohibited pairs (art. 1.9.3)"
            )
        return graph
    eligible = [i for i, p in enumerate(order) if p.can_get_bye]
    for score in sorted({order[i].score for i in eligible}):
        takers = {i for i in eligible if order[i].score == score}
        if perfect_with_bye(everyone, bad, takers, exact_limit=n) is not None:
            return RoundGraph(order, illegal, score, frozenset(order[i].tpn for i in takers))
    raise NoValidPairingError(
        f"round {round_no}: no complete pairing with a pairing-allocated bye respects C1–C4 (art. 1.9.3)"
    )
