"""The options of a generated tournament (``generator``): its size, seed, rates and models, checked on creation.

Kept apart from the generator so that the generator's helpers (``generator_irregular``) read them without
importing the generator itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.generator_ratings import RatingSource
from arbiter_desk.core.pairing.irregularities import NO_IRREGULARITIES, Irregularities
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import MAX_EVENT_ROUNDS, MAX_PLAYERS

__all__ = ["GeneratorOptions"]


@dataclass(frozen=True, slots=True)
class GeneratorOptions:
    """What kind of tournament to play.

    Rates are probabilities in 0..1: ``forfeit_rate`` per game, ``bye_rate`` per player and round (a requested
    bye), ``withdrawal_rate`` and ``late_entry_rate`` per player. ``draw_rate`` is the draw probability between
    equal ratings; it shrinks as the rating gap grows (:func:`game_result`). ``initial_colour`` None draws it
    by lot from the seed (C.04.4.1 art. 5.1).
    """

    players: int
    rounds: int
    seed: int
    forfeit_rate: float = 0.0
    bye_rate: float = 0.0
    withdrawal_rate: float = 0.0
    late_entry_rate: float = 0.0
    draw_rate: float = 0.3
    initial_colour: Colour | None = None
    baku: bool = False
    """Accelerate with the Baku method (C.04.7 art. 1)."""
    prohibited_pairs: int = 0
    """How many random pairs of players may not meet (TRF-2026 record 260)."""
    odd_rate: float = 0.0
    """Share of played games that end in one of the rare results ½-0, 0-½ or 0-0 (C.04 (2026) Double-Swiss
    preface; ``core.results.pair_problem``)."""
    irregularities: Irregularities = NO_IRREGULARITIES
    """Byes (F, H, Z), forfeits, double forfeits and odd results as counts or shares, per event or per round."""
    ratings: RatingSource | None = None
    """The ratings' source (list or range); None: random."""
    result_model: str = "elo"
    """``elo``: :func:`game_result` with ``draw_rate``; ``fide``: the FIDE rating table (``result_model.py``)."""
    tiebreaks: tuple[str, ...] = ()
    """The tie-break list, written as records 202 and 212 (``PTS`` first)."""
    unrated_at_zero: bool = False
    """An unrated player has rating 0 and is paired with it (``arbiter-desk generate``, the checklist's RTG:
    the file's rating column says what was paired, record 072 counts the rated). False, the in-process default
    the older fixtures are built on: he gets a provisional rating 1000–1500 in the rating column instead
    (C.04.4.1 (2026) art. 1.1.2)."""

    def __post_init__(self) -> None:
        if self.players < 1 or self.rounds < 1:
            raise InvalidInputError("a generated tournament needs at least one player and one round")
        if self.players > MAX_PLAYERS or self.rounds > MAX_EVENT_ROUNDS:
            raise InvalidInputError(
                f"a generated tournament has at most {MAX_PLAYERS} players (what a TRF file can number) and "
                f"{MAX_EVENT_ROUNDS} rounds (the desk's bound on an event)"
            )
        for name in ("forfeit_rate", "bye_rate", "withdrawal_rate", "late_entry_rate", "draw_rate", "odd_rate"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise InvalidInputError(f"{name} must be between 0 and 1, not {value}")
        if self.prohibited_pairs < 0:
            raise InvalidInputError(f"prohibited_pairs cannot be negative, not {self.prohibited_pairs}")
        pairs = self.players * (self.players - 1) // 2
        if self.prohibited_pairs > pairs:
            raise InvalidInputError(
                f"{self.players} players make {pairs} pairs; {self.prohibited_pairs} prohibited pairs are too many"
            )
        if self.initial_colour is Colour.NONE:
            raise InvalidInputError("initial_colour must be White or Black (or None to draw it)")
        if self.result_model not in ("elo", "fide"):
            raise InvalidInputError(f"result_model must be elo or fide, not {self.result_model!r}")
        self.irregularities.check_rounds(self.rounds)
