"""The seed of the drawing of lots for ties left after the tie-break list, taken from the tournament itself.

C.07 (2026) General: players still tied after the whole list may be separated by a drawing of lots. FIDE's
approval checklist (VCL4THP.13 Q204, Q206) asks for a simulated drawing whose repetition gives the same order,
the seed derived from tournament data. The seed is a digest of what is fixed before round 1 and printed on every
list: the event's name, city and start date, and each participant's starting number, FIDE id (else name) and
rating. The same file always draws the same lots — on any machine, in the desk and in ``standings`` — and a
change of any of these data draws anew.
"""

from __future__ import annotations

import hashlib

from arbiter_desk.core.tournament import Tournament


def lots_seed_from(tournament: Tournament) -> int:
    """A seed in ``1 .. 2**63 - 1`` from the tournament's fixed data (name, city, start date, players)."""
    info = tournament.info
    parts = [info.name.strip(), info.city.strip(), info.start_date.strip()]
    for player in sorted(tournament.players, key=lambda p: p.tpn):
        who = str(player.fide_id) if player.fide_id else player.name.strip()
        parts.append(f"{player.tpn}:{who}:{player.rating}")
    digest = hashlib.sha256("\n".join(parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % (2**63 - 1) + 1
