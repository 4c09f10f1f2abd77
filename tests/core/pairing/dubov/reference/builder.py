"""Tiny TRF-like tournament descriptions for the reference tests.

``build({1: (2400, "5w1 3b="), 2: (2300, "0-H 4w0"), ...}, total_rounds=5)``: one entry per TPN with the
rating and the round blocks, each ``<opponent><colour><result>`` as TRF writes them (``0`` = no opponent,
colour ``w``/``b``/``-``, result one of ``1 = 0 + - W D L H F U Z``).
"""

from __future__ import annotations

import re

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

_BLOCK = re.compile(r"^(\d+)([wb-])([10=+\-WDLHFUZ])$")


def build(rows: dict[int, tuple[int, str]], total_rounds: int = 9, initial: Colour = Colour.WHITE) -> Tournament:
    players = []
    for tpn, (rating, blocks) in sorted(rows.items()):
        entries = []
        for number, token in enumerate(blocks.split(), start=1):
            match = _BLOCK.match(token)
            if match is None:
                raise ValueError(f"bad block {token!r} for player {tpn}")
            opponent = int(match.group(1))
            entries.append(
                RoundEntry(
                    RoundNo(number),
                    PairingNumber(opponent) if opponent else None,
                    Colour.from_trf(match.group(2)),
                    ResultCode.from_trf(match.group(3)),
                )
            )
        players.append(Player(tpn=PairingNumber(tpn), name=f"Player {tpn:02d}", rating=rating, rounds=tuple(entries)))
    tournament = Tournament(players=tuple(players), total_rounds=total_rounds, initial_colour=initial)
    _check_symmetry(tournament)
    return tournament


def _check_symmetry(tournament: Tournament) -> None:
    for p in tournament.players:
        for e in p.rounds:
            if e.opponent is None:
                continue
            other = tournament.player(e.opponent).entry(e.round)
            if other is None or other.opponent != p.tpn or other.colour is not e.colour.opposite:
                raise ValueError(f"round {e.round}: {p.tpn} and {e.opponent} disagree")


def pairs_of(pairing: RoundPairing) -> list[tuple[int, int]]:
    """``(white, black)`` of each board, in board order."""
    return [(b.white, b.black) for b in pairing.boards]
