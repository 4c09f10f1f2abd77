"""Random tournaments with two-game rounds (Double-Swiss, C.04.5 (2026)), written as two TRF columns a round.

The same players, results and absences as ``generator.py``, in the file convention of
``shared/formats/double-swiss-trf.md`` (reading D1): round *r* is column 2r−1 (game 1, the scheduled game-1
colour) and column 2r (game 2, colours reversed, art. 4.4); the PAB is ``U`` + ``H`` (D2); byes and absences
apply to the whole match, the same code in both columns (Preface); ``total_rounds`` (``XXR``) = 2 × rounds.
Forfeits: a forfeited game is ``+``/``-`` (rarely ``-``/``-``); about half of the time the same player also
forfeits the other game, so that the match ends by forfeit (Preface). Counted or per-round irregularities
(``irregularities``: forfeits, double forfeits, odd results) pick matches and apply to their game 1.
"""

from __future__ import annotations

import random

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import PairingSystem, RoundPairing
from arbiter_desk.core.pairing.generator import GeneratorOptions, game_results, play_rounds, playing_strength
from arbiter_desk.core.pairing.generator_irregular import board_specials
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


def _games(
    tournament: Tournament, pairing: RoundPairing, options: GeneratorOptions, rng: random.Random
) -> dict[int, list[RoundEntry]]:
    first = RoundNo(2 * pairing.round - 1)
    second = RoundNo(first + 1)
    out: dict[int, list[RoundEntry]] = {}
    special = board_specials(options, pairing)
    for index, board in enumerate(pairing.boards):
        w, b = board.white, board.black
        forfeiter: PairingNumber | None = None
        rows_w: list[RoundEntry] = []
        rows_b: list[RoundEntry] = []
        for column, white, black in ((first, w, b), (second, b, w)):
            if column == first and index in special:
                r_w, r_b = special[index]
            elif forfeiter is not None or rng.random() < options.forfeit_rate:
                if forfeiter is None:
                    roll = rng.random()
                    forfeiter = w if roll < 0.5 else b
                    both = roll > 0.95
                else:
                    both = False
                r_w = ResultCode.FORFEIT_LOSS if forfeiter == white or both else ResultCode.FORFEIT_WIN
                r_b = ResultCode.FORFEIT_LOSS if forfeiter == black or both else ResultCode.FORFEIT_WIN
                if column == first and rng.random() < 0.5:
                    forfeiter = None  # only this game is forfeited
            else:
                r_w, r_b = game_results(
                    playing_strength(tournament.player(white)), playing_strength(tournament.player(black)), options, rng
                )
            entry_white = RoundEntry(column, black, Colour.WHITE, r_w)
            entry_black = RoundEntry(column, white, Colour.BLACK, r_b)
            if white == w:
                rows_w.append(entry_white)
                rows_b.append(entry_black)
            else:
                rows_b.append(entry_white)
                rows_w.append(entry_black)
        out[w] = rows_w
        out[b] = rows_b
    if pairing.bye is not None:
        out[pairing.bye] = [
            RoundEntry(first, None, Colour.NONE, ResultCode.PAIRING_BYE),
            RoundEntry(second, None, Colour.NONE, ResultCode.HALF_BYE),
        ]
    return out


def generate_two_game_tournament(system: PairingSystem, options: GeneratorOptions) -> Tournament:
    """Play ``options.rounds`` two-game rounds paired by ``system``; deterministic for a seed."""
    return play_rounds(
        system,
        options,
        "FIDE_DOUBLESWISS",
        2 * options.rounds,
        lambda round_no, absent: {
            t: [RoundEntry(RoundNo(2 * round_no - 1 + i), None, Colour.NONE, code) for i in (0, 1)]
            for t, code in absent.items()
        },
        _games,
        accelerate=False,
    )
