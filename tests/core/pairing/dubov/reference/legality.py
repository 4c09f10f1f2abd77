"""A tiny legality checker for a round-pairing, independent of how it was made (tests only).

C.04.1 art. 2 / C.04.4.1 (2026) [C1]: no rematch of a game played over the board (forfeits may be replayed,
C.04.2 art. 3.5); [C3]: no two players with the same absolute colour preference meet; [C2]: the
pairing-allocated bye only to an eligible player; everyone present is paired exactly once, nobody absent is.
"""

from __future__ import annotations

from collections import Counter

from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.tournament import Tournament

from .data import player_data


def legality_problems(tournament: Tournament, pairing: RoundPairing) -> list[str]:
    rnd = pairing.round
    absent = tournament.absent_in(rnd)
    present = {p.tpn for p in tournament.players if p.tpn not in absent}
    data = {t: player_data(tournament, t, rnd) for t in present}
    problems: list[str] = []
    seen = Counter([t for b in pairing.boards for t in (b.white, b.black)])
    if pairing.bye is not None:
        seen[pairing.bye] += 1
    for tpn in sorted(present):
        if seen[tpn] != 1:
            problems.append(f"{tpn} appears {seen[tpn]} times")
    for tpn in sorted(set(seen) - present):
        problems.append(f"{tpn} is paired but absent or unknown")
    for b in pairing.boards:
        if b.white not in data or b.black not in data:
            continue
        w, k = data[b.white], data[b.black]
        if b.black in w.played_opponents:
            problems.append(f"{b.white}-{b.black} played before (C1)")
        if w.is_absolute and k.is_absolute and w.preference is k.preference:
            problems.append(f"{b.white}-{b.black} share an absolute preference (C3)")
    if pairing.bye is not None and pairing.bye in data and data[pairing.bye].bye_forbidden:
        problems.append(f"{pairing.bye} may not receive the bye (C2)")
    if (pairing.bye is None) != (len(present) % 2 == 0):
        problems.append("a bye is needed exactly when the number of players is odd")
    return problems
