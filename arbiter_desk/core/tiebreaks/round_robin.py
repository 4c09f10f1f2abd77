"""Tie-breaks in a round robin (C.07 (2026); FIDE approval checklist Q103–105).

- A round robin is a tournament whose record 192 names one (ETT26 ``FIDE_ROUNDROBIN``, ``…DOUBLEROUNDROBIN``,
  ``BERGER_…``, ``CUSTOM_ROUNDROBIN``) or whose record 092 (tournament type) says "round robin" / "Berger".
  Nothing else makes one: the size of the field never does (departure D3 of FIDE's tie-break checker).
- Buchholz, Fore Buchholz and AOB are not for round robins (C.07 table: BH "not for round-robins"; FB and AOB
  are built on it; checklist Q105): :func:`refuse_swiss_only` refuses them, and the desk does not offer them.
- Art. 15–16 (unplayed rounds, dummy opponents, caps) are the Swiss rules. In a round robin every pairing is
  fixed in advance, so the readings of FIDE's tie-break checker apply: a forfeit counts as played against the
  scheduled opponent (``/P`` implied: SB, DE), an opponent is counted with his actual points, and a round
  without an opponent (the round off of an odd field, C.05 Annex 1's dummy) is no game at all — no dummy
  term in SB, and not part of the "maximum possible score" of the Koya system.
- Q103: players who completed fewer than half of their games are left out of the standings
  (:func:`left_out`); the tie-breaks of the others are computed on the whole event (the games were played).
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.round_robin.plan import is_round_robin_code
from arbiter_desk.core.tiebreaks.codes import TieBreakSpec
from arbiter_desk.core.tournament import Tournament

SWISS_ONLY = ("BH", "FB", "AOB")
"""C.07: not for round robins (checklist Q105)."""

ROUND_ROBIN_TIEBREAKS = (
    "DE", "SB", "SB/C1", "SB/C2", "KS", "KS/L1", "KS/L2", "KS/L-1", "KS/L-2", "WIN", "BPG", "BWG", "REP",
    "STD", "RTNG", "RTNG/R", "TPN", "TPN/R",
)  # fmt: skip
"""The round-robin tie-breaks the checklist requires (Q104), in the order the desk offers them."""


def is_round_robin(tournament: Tournament) -> bool:
    """Record 192 names a round robin, or record 092 calls the event one."""
    if is_round_robin_code(tournament.info.type_code):
        return True
    kind = tournament.info.tournament_type.upper().replace("-", " ")
    return "ROUND ROBIN" in kind or "ROUNDROBIN" in kind or "BERGER" in kind


def offered(code: str, round_robin: bool) -> bool:
    """Whether a tie-break code may be chosen for the event (Q105: Buchholz family not in a round robin)."""
    return not round_robin or code.split("/")[0].split(":")[0].upper() not in SWISS_ONLY


def refuse_swiss_only(specs: Iterable[TieBreakSpec]) -> None:
    """InvalidInputError naming the tie-breaks of the list a round robin cannot use."""
    bad = [s.to_mtb() for s in specs if s.code in SWISS_ONLY]
    if bad:
        raise InvalidInputError(
            f"{', '.join(bad)}: Buchholz, Fore Buchholz and AOB are not used in a round robin (C.07)"
        )


def games_completed(tournament: Tournament, tpn: int, after_round: int | None = None) -> tuple[int, int]:
    """(games completed, games scheduled) of ``tpn`` in rounds 1 … ``after_round``: every pairing against an
    opponent is scheduled; a game played over the board is completed (a forfeit is not)."""
    player = tournament.player(tpn)
    completed = scheduled = 0
    for entry in player.rounds:
        if after_round is not None and entry.round > after_round:
            continue
        if entry.opponent is not None and entry.result.has_opponent:
            scheduled += 1
            completed += entry.result.is_played
    return completed, scheduled


def left_out(tournament: Tournament, after_round: int | None = None) -> frozenset[int]:
    """Q103: the players of a round robin who completed fewer than half of their games (the games of the
    whole event: a player who withdrew is not paired in the later rounds, so those count as not completed).

    Reading: a player's games are the other players' count in each cycle (C.05: everybody meets everybody);
    for intermediate standings, the games scheduled so far."""
    if not is_round_robin(tournament):
        return frozenset()
    out = set()
    players = len(tournament.players)
    final = after_round is None or after_round >= (tournament.total_rounds or 0)
    cycles = 2 if "DOUBLE" in tournament.info.type_code.upper() else 1
    for p in tournament.players:
        completed, scheduled = games_completed(tournament, p.tpn, after_round)
        games = cycles * (players - 1) if final else scheduled
        if 2 * completed < games:
            out.add(p.tpn)
    return frozenset(out)
