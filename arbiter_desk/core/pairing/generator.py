"""A random tournament played with a pairing system: test material for engines and checkers.

Pure core: all randomness comes from ``random.Random(options.seed)``, so one seed always gives the same
tournament (for a deterministic pairing system). No clock, no files.

How a tournament is made:

* Players get ratings between 1000 and 2700 (about one in ten is unrated, with no FIDE id) — or from a list
  or a range (``generator_ratings``) —, a title that fits the rating, and a unique name. TPNs follow C.04.2
  (2026) art. 2.2: rating, then title, then name. With ``unrated_at_zero`` (``arbiter-desk generate``) an
  unrated player has rating 0 and is paired with it — the rating the file's 001 column says, so every engine
  and checker reading the file pairs as the generator did (no invented rating, no ``### Pairing rating``
  line; under Dubov, C.04.4.1 art. 1.1.2, 0 is then the provisional rating the Chief Arbiter assigned), and
  record 072 counts the rated players only; the results model plays him as a player of
  :data:`UNRATED_STRENGTH` (a strength, never a rating). Without it (the in-process default) he gets a
  provisional rating 1000–1500.
* Before each round the absences are entered as blocks without opponent (C.04.2 art. 3.3): requested byes
  (``H`` or ``Z``) for that round, a ``Z`` for every round after a withdrawal (C.04.2 art. 3.2) and for the
  rounds a late entry misses (C.04.2 art. 2.4: no points for them).
* The system pairs the round; each game gets a random result — Elo logistic (:func:`game_result`) or the FIDE
  rating table's probabilities (``result_model``) —, some games are forfeited, and the pairing-allocated bye
  is recorded as ``U`` (C.04.1 art. 3).
* Byes, forfeits and odd results counted or as shares, per event or per round (``irregularities``), are drawn
  from random streams of their own (seed, kind): a tournament without them is the same as before they existed.
* Optionally the Baku acceleration (C.04.7 art. 1) as ``250`` records — GA is the first 2·⌈N/4⌉ participants
  of round 1, and late entries above its last participant (art. 1.3) — and pairs of players kept apart in
  every round (``260`` records).

If the system raises :class:`NoValidPairingError` in a round (C.04.4.1 art. 1.9.3: the Chief Arbiter would
decide), generation stops there: the returned snapshot holds the rounds played before it, without the
absences already entered for the failed round, and still declares ``total_rounds = options.rounds``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.initial_order import initial_order_key
from arbiter_desk.core.pairing.api import PairingSystem, RoundPairing
from arbiter_desk.core.pairing.common.baku import baku_accelerations, last_ga_participant
from arbiter_desk.core.pairing.generator_irregular import BYE_CODE, ODD_RESULTS, board_specials, picks
from arbiter_desk.core.pairing.generator_options import GeneratorOptions
from arbiter_desk.core.pairing.generator_ratings import UNRATED_STRENGTH, RatingSource, playing_strength
from arbiter_desk.core.pairing.irregularities import BYE_KINDS
from arbiter_desk.core.pairing.result_model import fide_result
from arbiter_desk.core.player import Player, RoundEntry, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import (
    Acceleration,
    ForbiddenPairs,
    Tournament,
    TournamentInfo,
)

__all__ = [
    "UNRATED_STRENGTH",
    "GeneratorOptions",
    "game_result",
    "game_results",
    "generate_tournament",
    "make_players",
    "playing_strength",
]

# fmt: off
_FIRST = ("Ada", "Boris", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kira", "Luca",
          "Maya", "Nils", "Olga", "Pavel", "Rosa", "Sven")
_LAST = ("Abel", "Berger", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Horvat", "Ivanov", "Jansen",
         "Moreau", "Novak", "Olsen", "Petrov")
# fmt: on
_TITLE_BY_RATING = ((2500, Title.GM), (2400, Title.IM), (2300, Title.FM), (2200, Title.CM))


def make_players(
    count: int, rng: random.Random, ratings: RatingSource | None = None, unrated_at_zero: bool = False
) -> tuple[Player, ...]:
    """``count`` players with TPNs by C.04.2 (2026) art. 2.2: rating, title (art. 2.2.2), then name.

    The name order is the fixed, locale-free key of ``core.names`` (art. 2.2.3). ``ratings``: where the
    ratings come from (a 0 is an unrated player: no FIDE id). An unrated player's rating is 0 with
    ``unrated_at_zero`` (no rating invented), else a provisional 1000–1500 (C.04.4.1 art. 1.1.2).
    """
    given = None if ratings is None else ratings.draw(count, random.Random(f"{rng.random()}:ratings"))
    drafts: list[tuple[int, Title, str, int | None]] = []
    used: set[str] = set()
    for index in range(count):
        name = f"{rng.choice(_LAST)}, {rng.choice(_FIRST)}"
        if name in used:
            name = f"{name} {index + 1}"
        used.add(name)
        if given is not None and given[index] > 0:
            rating, fide_id = given[index], 100_000 + index
        elif given is not None or rng.random() < 0.1:  # unrated
            rating, fide_id = (0 if unrated_at_zero else rng.randint(1000, 1500)), None
        else:
            rating, fide_id = rng.randint(1000, 2700), 100_000 + index
        title = next((t for floor, t in _TITLE_BY_RATING if rating >= floor and rng.random() < 0.7), Title.NONE)
        drafts.append((rating, title, name, fide_id))
    drafts.sort(key=lambda d: initial_order_key(d[0], d[1], d[2]))
    return tuple(
        Player(
            tpn=PairingNumber(i + 1),
            name=name,
            title=title,
            rating=rating,
            fide_id=fide_id,
        )
        for i, (rating, title, name, fide_id) in enumerate(drafts)
    )


def game_result(white_rating: int, black_rating: int, draw_rate: float, rng: random.Random) -> ResultCode:
    """White's result of one game, drawn so that White's expected score is the Elo expectation.

    E = 1 / (1 + 10^((Rb - Ra) / 400)); draws happen with probability min(draw_rate, 2·min(E, 1 - E)), and
    White wins with E - draw/2, so the expectation stays E.
    """
    expected = 1.0 / (1.0 + 10.0 ** ((black_rating - white_rating) / 400.0))
    draw = min(draw_rate, 2.0 * min(expected, 1.0 - expected))
    roll = rng.random()
    if roll < expected - draw / 2.0:
        return ResultCode.WIN
    if roll < expected + draw / 2.0:
        return ResultCode.DRAW
    return ResultCode.LOSS


def game_results(
    white_rating: int, black_rating: int, options: GeneratorOptions, rng: random.Random
) -> tuple[ResultCode, ResultCode]:
    """White's and Black's own results of one played game: :func:`game_result` and its counterpart, or with
    probability ``options.odd_rate`` one of the rare ½-0, 0-½, 0-0. With ``odd_rate`` 0 no extra number is
    drawn, so a seed gives the same tournament as before odd results existed."""
    if options.odd_rate > 0.0 and rng.random() < options.odd_rate:
        return ODD_RESULTS[rng.randrange(len(ODD_RESULTS))]
    if options.result_model == "fide":
        white = fide_result(white_rating, black_rating, rng)
    else:
        white = game_result(white_rating, black_rating, options.draw_rate, rng)
    return white, white.counterpart


@dataclass(slots=True)
class _Plan:
    """When each player arrives and leaves (rounds counted from 1; ``leaves`` is the first missed round)."""

    arrives: dict[int, int]
    leaves: dict[int, int]


def _plan(players: tuple[Player, ...], options: GeneratorOptions, rng: random.Random) -> _Plan:
    arrives: dict[int, int] = {}
    leaves: dict[int, int] = {}
    for p in players:
        arrives[p.tpn] = 1
        leaves[p.tpn] = options.rounds + 1
        if options.rounds >= 2 and rng.random() < options.late_entry_rate:
            arrives[p.tpn] = rng.randint(2, options.rounds)
        if options.rounds >= 2 and rng.random() < options.withdrawal_rate:
            leaves[p.tpn] = rng.randint(arrives[p.tpn] + 1, options.rounds + 1)
    return _Plan(arrives, leaves)


def _baku(players: tuple[Player, ...], plan: _Plan, options: GeneratorOptions) -> tuple[Acceleration, ...]:
    """C.04.7 art. 1.2: GA from the round-1 participants (late entries keep their TPN, art. 1.3.2)."""
    if not options.baku:
        return ()
    last = last_ga_participant([p.tpn for p in players if plan.arrives[p.tpn] == 1])
    return () if last is None else baku_accelerations(last, options.rounds, PointSystem().win)


def _prohibited(
    players: tuple[Player, ...], options: GeneratorOptions, rng: random.Random
) -> tuple[ForbiddenPairs, ...]:
    if options.prohibited_pairs == 0 or len(players) < 2:
        return ()
    tpns = [p.tpn for p in players]
    return tuple(ForbiddenPairs(tuple(sorted(rng.sample(tpns, 2)))) for _ in range(options.prohibited_pairs))


def _absences(
    players: tuple[Player, ...], plan: _Plan, round_no: int, options: GeneratorOptions, rng: random.Random
) -> dict[int, ResultCode]:
    """The blocks without opponent entered for ``round_no`` before it is paired (C.04.2 art. 2.4, 3.2, 3.3)."""
    absent: dict[int, ResultCode] = {}
    for p in players:
        wants_bye = rng.random() < options.bye_rate
        half = rng.random() < 0.7
        if not plan.arrives[p.tpn] <= round_no < plan.leaves[p.tpn]:
            absent[p.tpn] = ResultCode.ZERO_BYE
        elif wants_bye:
            absent[p.tpn] = ResultCode.HALF_BYE if half else ResultCode.ZERO_BYE
    if len(players) - len(absent) < 2:
        # Keep a round worth pairing: cancel the requested byes (late entry and withdrawal stay).
        absent = {t: c for t, c in absent.items() if not plan.arrives[t] <= round_no < plan.leaves[t]}
    for kind in BYE_KINDS:  # C.04.2 art. 3.3: requested byes; two players always stay to be paired
        present = [int(p.tpn) for p in players if p.tpn not in absent]
        for tpn in picks(options, kind, round_no, present)[: max(0, len(present) - 2)]:
            absent[tpn] = BYE_CODE[kind]
    return absent


Entries = dict[int, list[RoundEntry]]
"""Round entries to add, by TPN (one per round column)."""


def add_entries(tournament: Tournament, entries: Entries) -> Tournament:
    """``tournament`` with ``entries`` appended to their players' rounds."""
    players = tuple(
        replace(p, rounds=(*p.rounds, *entries[p.tpn])) if p.tpn in entries else p for p in tournament.players
    )
    return replace(tournament, players=players)


def _played_entries(
    tournament: Tournament, pairing: RoundPairing, options: GeneratorOptions, rng: random.Random
) -> Entries:
    """Results of the round's boards and the pairing-allocated bye, the same game on both sides."""
    round_no = pairing.round
    entries: Entries = {}
    special = board_specials(options, pairing)
    for index, board in enumerate(pairing.boards):
        if index in special:
            white_result, black_result = special[index]
        elif rng.random() < options.forfeit_rate:
            roll = rng.random()
            if roll < 0.1:
                white_result = black_result = ResultCode.FORFEIT_LOSS  # neither player came
            else:
                white_result = ResultCode.FORFEIT_WIN if roll < 0.55 else ResultCode.FORFEIT_LOSS
                black_result = white_result.counterpart
        else:
            white_result, black_result = game_results(
                playing_strength(tournament.player(board.white)),
                playing_strength(tournament.player(board.black)),
                options,
                rng,
            )
        entries[board.white] = [RoundEntry(round_no, board.black, Colour.WHITE, white_result)]
        entries[board.black] = [RoundEntry(round_no, board.white, Colour.BLACK, black_result)]
    if pairing.bye is not None:
        entries[pairing.bye] = [RoundEntry(round_no, None, Colour.NONE, ResultCode.PAIRING_BYE)]
    return entries


def _type_code(name: str) -> str:
    """The record 192 code written for the system: the first of its registry entry, ``CUSTOM_SWISS`` for a
    registered system TRF-2026 has no code for (Lim), nothing for an unregistered one."""
    from arbiter_desk.core.pairing.registry import ENTRIES

    return next((e.trf_codes[0] if e.trf_codes else "CUSTOM_SWISS" for e in ENTRIES if e.name == name), "")


def _system_lines(name: str, type_code: str) -> tuple[str, ...]:
    """``System: lim`` for a registered system record 192 cannot name (``CUSTOM_SWISS``): the file says it."""
    from arbiter_desk.core.pairing.registry import all_entries
    from arbiter_desk.core.pairing.system_record import CUSTOM_SWISS, system_comment

    entry = next((e for e in all_entries() if e.key == name), None)
    return (system_comment(entry),) if entry is not None and type_code == CUSTOM_SWISS else ()


def generate_tournament(system: PairingSystem, options: GeneratorOptions) -> Tournament:
    """Play ``options.rounds`` rounds paired by ``system`` and return the final snapshot.

    Deterministic for a seed. Stops early, returning the rounds already played, when ``system`` raises
    :class:`NoValidPairingError` (C.04.4.1 (2026) art. 1.9.3).
    """
    return play_rounds(
        system,
        options,
        _type_code(system.name),
        options.rounds,
        lambda round_no, absent: {
            t: [RoundEntry(RoundNo(round_no), None, Colour.NONE, code)] for t, code in absent.items()
        },
        _played_entries,
        accelerate=True,
    )


def play_rounds(
    system: PairingSystem,
    options: GeneratorOptions,
    type_code: str,
    total_rounds: int,
    absences: Callable[[int, dict[int, ResultCode]], Entries],
    results: Callable[[Tournament, RoundPairing, GeneratorOptions, random.Random], Entries],
    accelerate: bool,
) -> Tournament:
    """The players, plan and prohibited pairs of ``options``, then ``options.rounds`` rounds: the round's
    ``absences`` entries, the pairing, its ``results`` entries. Stops early, returning the rounds already
    played, when ``system`` raises :class:`NoValidPairingError` (C.04.4.1 (2026) art. 1.9.3).
    """
    rng = random.Random(options.seed)
    initial = options.initial_colour or rng.choice((Colour.WHITE, Colour.BLACK))
    players = make_players(options.players, rng, options.ratings, options.unrated_at_zero)
    plan = _plan(players, options, rng)
    tournament = Tournament(
        info=TournamentInfo(
            name=f"Random {system.name} tournament, seed {options.seed}",
            tournament_type="Swiss",
            type_code=type_code,
        ),
        players=players,
        total_rounds=total_rounds,
        initial_colour=initial,
        accelerations=_baku(players, plan, options) if accelerate else (),
        forbidden_pairs=_prohibited(players, options, rng),
        tiebreaks=options.tiebreaks,
        standings_tiebreaks=("PTS", *options.tiebreaks) if options.tiebreaks else (),
        comments=_system_lines(system.name, type_code),
    )
    for round_no in range(1, options.rounds + 1):
        absent = _absences(players, plan, round_no, options, rng)
        before = tournament
        tournament = add_entries(tournament, absences(round_no, absent))
        try:
            pairing = system.pair(tournament, RoundNo(round_no))
        except NoValidPairingError:
            return before
        tournament = add_entries(tournament, results(tournament, pairing, options, rng))
    return tournament


def generate_round_robin(
    system: PairingSystem, options: GeneratorOptions, cycles: int, swap_last_two: bool
) -> Tournament:
    """A round robin of ``options.players`` in ``cycles`` cycles paired by ``system``, record 192 saying the
    plan (``round_robin/plan.py``); all its rounds, or the first ``options.rounds`` when fewer. The round off
    of an odd field (the dummy's opponent, C.05 Annex 1) scores nothing: record 162 ``P`` = 0."""
    from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan

    plan = RoundRobinPlan(options.players, cycles, swap_last_two)
    played = replace(options, rounds=min(options.rounds, plan.rounds))
    tournament = play_rounds(
        system,
        played,
        plan.type_code,
        plan.rounds,
        lambda round_no, absent: {
            t: [RoundEntry(RoundNo(round_no), None, Colour.NONE, code)] for t, code in absent.items()
        },
        _played_entries,
        accelerate=False,
    )
    return replace(
        tournament,
        info=replace(tournament.info, tournament_type="Round robin"),
        point_system=replace(tournament.point_system, pairing_bye=ZERO),
    )
