"""Whether the S1R players still to pair can each get a legal S2R partner (C.04.3 (2026) art. 2.1.1 [C1],
2.1.3 [C3], 4.3.2), kept as pairs are fixed one by one.

``certified`` builds the first candidate of the text's order one S1R player at a time; a choice after
which some later S1R player has no legal S2R partner left can be in no candidate at all, so refusing it is
a *necessary* condition like its counts (it never skips a choice some candidate makes). It is kept with a
maximum bipartite matching of the free S1R players into the free S2R players under ``bad`` (who may not
meet whom): fixing (x, y) frees x's partner and asks y's for another one along an augmenting path (Kuhn),
so each step costs one search, usually a single look at the freed player.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence


class RemainderCompletion:
    """A matching of every free S1R player to a free, legal S2R player; None at start if there is none."""

    def __init__(self, left: Sequence[int], right: Sequence[int], bad: Sequence[Collection[int]]) -> None:
        self._bad = bad
        self._right = list(right)
        self._mate: dict[int, int] = {}
        """Both directions: S1R player -> S2R partner and S2R player -> S1R partner."""
        self._free_right = set(right)
        self.complete = True
        # Greedy in S2R's order first: it is what ``certified`` tries first, so most fixes keep the mate.
        pending = list(right)
        for x in left:
            mine = bad[x]
            k = next((k for k, y in enumerate(pending) if y not in mine), None)
            if k is not None:
                self._join(x, pending.pop(k))
            elif self._augment(x, frozenset()) is None:
                self.complete = False
                return
            else:
                pending = [y for y in pending if y in self._free_right]

    def fix(self, x: int, y: int) -> bool:
        """Pair S1R ``x`` with S2R ``y`` (legal) if the other free S1R players still all have a partner;
        otherwise change nothing and say False."""
        assert self.complete and y not in self._bad[x]
        old = self._mate[x]
        if old == y:
            del self._mate[x], self._mate[y]
            return True
        other = self._mate.get(y)  # y's S1R partner, who must move
        del self._mate[x], self._mate[old]
        self._free_right.add(old)
        if other is not None:
            del self._mate[y], self._mate[other]
        else:
            self._free_right.discard(y)
        if other is None or self._augment(other, frozenset({y})) is not None:
            return True
        # Undo: x with old, other with y.
        self._free_right.discard(old)
        self._mate[x], self._mate[old] = old, x
        self._mate[other], self._mate[y] = y, other
        return False

    def _join(self, x: int, y: int) -> None:
        self._mate[x], self._mate[y] = y, x
        self._free_right.discard(y)

    def _augment(self, start: int, taken: frozenset[int]) -> int | None:
        """An augmenting path from the unmatched S1R ``start`` to a free S2R player (not in ``taken``),
        applied; the free player reached, or None (nothing changed)."""
        bad = self._bad
        parent: dict[int, int] = {}  # S2R player -> the S1R player who reached him
        queue = [start]
        seen_left = {start}
        for x in queue:
            mine = bad[x]
            for y in self._free_right:
                if y not in mine and y not in taken:
                    end = y
                    break
            else:
                for y in self._right:
                    if y in parent or y in mine or y in taken or y in self._free_right:
                        continue
                    nxt = self._mate.get(y)
                    if nxt is None or nxt in seen_left:
                        continue
                    parent[y] = x
                    seen_left.add(nxt)
                    queue.append(nxt)
                continue
            # Flip the path back to ``start``.
            reached = end
            while True:
                prev = self._mate.get(x)
                self._mate[x], self._mate[end] = end, x
                self._free_right.discard(end)
                if x == start:
                    return reached
                assert prev is not None
                end = prev
                x = parent[end]
        return None
