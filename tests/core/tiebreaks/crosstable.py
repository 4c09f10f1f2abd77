"""Build tournament snapshots from a compact cross table, for the tie-break and standings tests.

Each player is a line of round tokens separated by spaces:

- ``4w1`` — against TPN 4 with White, result ``1`` (any TRF result letter: ``1 = 0 W D L + -``);
- ``3-+`` / ``3--`` — forfeit won / lost against TPN 3 (no colour);
- ``H F U Z`` — byes; ``.`` — no block for the round (read as a zero-point bye).

Paired rounds are checked for reciprocity (same round, opposite colours, results that can be one game's:
``core.results.pair_problem``, so ``=`` against ``0`` is the rare ½-0), so a typo in
a hand-made table fails loudly instead of silently changing a worked value.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode, pair_problem
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Tournament

BYES = {"H", "F", "U", "Z"}


def parse_token(round_no: int, token: str) -> RoundEntry | None:
    if token == ".":
        return None
    if token in BYES:
        return RoundEntry(RoundNo(round_no), None, Colour.NONE, ResultCode(token))
    opponent, colour, result = int(token[:-2]), token[-2], token[-1]
    return RoundEntry(RoundNo(round_no), PairingNumber(opponent), Colour.from_trf(colour), ResultCode(result))


def make_tournament(
    table: Mapping[int, str],
    *,
    ratings: Mapping[int, int] | None = None,
    point_system: PointSystem | None = None,
    tiebreaks: tuple[str, ...] = (),
    check: bool = True,
) -> Tournament:
    """A snapshot with one player per line of ``table`` (TPN → tokens); ratings default to 0 (unrated)."""
    players = []
    for tpn, line in table.items():
        entries = [parse_token(i, token) for i, token in enumerate(line.split(), start=1)]
        players.append(
            Player(
                tpn=PairingNumber(tpn),
                name=f"Player {tpn}",
                rating=(ratings or {}).get(tpn, 0),
                rounds=tuple(e for e in entries if e is not None),
            )
        )
    tournament = Tournament(
        players=tuple(sorted(players, key=lambda p: p.tpn)),
        point_system=point_system or PointSystem(),
        tiebreaks=tiebreaks,
    )
    if check:
        _check_reciprocal(tournament)
    return tournament


def _check_reciprocal(tournament: Tournament) -> None:
    for player in tournament.players:
        for entry in player.rounds:
            if entry.opponent is None:
                continue
            other = tournament.player(entry.opponent).entry(entry.round)
            assert other is not None and other.opponent == player.tpn, (player.tpn, entry)
            assert other.colour == entry.colour.opposite, (player.tpn, entry)
            assert pair_problem(entry.result, other.result) is None, (player.tpn, entry)


def points(text: str) -> Decimal:
    return Decimal(text)


SAMPLE = {
    1: "4w1 6b1 2w= 3-+",
    2: "5w= 4b1 1b= 6w1",
    3: "6w0 5b= 4w1 1--",
    4: "1b0 2w0 3b0 5w1",
    5: "2b= 3w= H   4b0",
    6: "3b1 1w0 U   2b0",
}
"""Six players, four rounds, 1-½-0. Scores: 1: 3.5, 2: 3.0, 3: 1.5, 4: 1.0, 5: 1.5, 6: 2.0.

Unplayed rounds: 1 R4 forfeit win against 3 (cat. 2); 3 R4 forfeit loss (cat. 4, a VUR); 5 R3 half-point bye
followed by a played round (cat. 3, a VUR); 6 R3 pairing-allocated bye (cat. 1). No category 5, so every
score as an opponent equals the score.
"""

SAMPLE_RATINGS = {1: 2400, 2: 2300, 3: 2200, 4: 2100, 5: 2000, 6: 1900}


def sample(**kwargs: object) -> Tournament:
    return make_tournament(SAMPLE, ratings=SAMPLE_RATINGS, **kwargs)  # type: ignore[arg-type]


WITHDRAWAL = {
    1: "2w1 3b1 4w=",
    2: "1b0 4w1 3b1",
    3: "4w= 1w0 2w0",
    4: "3b= 2b0 1b=",
    5: "6w1 Z   .",
    6: "5b0 H   U",
}
"""Six players, three rounds. 5 won round 1, took a zero-point bye in round 2 and withdrew (no block for
round 3): both rounds are requested byes followed only by VURs (cat. 5), so as an opponent 5 scores
1 + ½ + ½ = 2.0 although he has 1.0. 6's half-point bye in round 2 is followed by a pairing bye (not a VUR):
cat. 3, counted as it is; 6 has 0 + ½ + 1 = 1.5.
"""
