"""``generate``: the random tournament generator FIDE's approval checklist asks for (Q22–32).

Options beyond players and rounds: byes (``--full-byes``, ``--half-byes``, ``--zero-byes``), forfeits
(``--forfeits``, ``--double-forfeits``) and odd results (``--odd``), each a count or a percentage, for the whole
event or per round (``core.pairing.irregularities``); Baku acceleration; the tie-break list (records 202/212);
ratings from a list file, a range (with gaps) or random; results by the FIDE rating table (``--results``).

Q25/Q30: every option the checklist lists that is left unset is drawn at random — the seed from the system's
entropy (printed, so the event can be made again), then from the seed the pairing system (one of the FIDE
individual Swiss systems in force: Dubov, Dutch, Burstein, Lim, Double-Swiss; printed too), the number of
players (10–400) and rounds (5–11), the tie-break list, Baku acceleration where the system has it, the byes,
forfeits, odd results and withdrawals. ``0`` means none for any count or share (``--half-byes 0``,
``--withdrawals 0``, ``--no-baku``). ``--randomize`` is kept for old scripts and changes nothing: drawing is the
default. Q31: every generated event is checked (re-paired round by round, ranks against its tie-break list)
before it is written; a failure writes nothing.
"""

from __future__ import annotations

import argparse
import random
import secrets
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_desk.core.errors import InvalidInputError

if TYPE_CHECKING:  # imported when a generator command runs: ``pair`` and ``check`` build this parser too
    from arbiter_desk.core.pairing.generator import GeneratorOptions
    from arbiter_desk.core.pairing.generator_ratings import RatingSource
    from arbiter_desk.core.pairing.irregularities import Amount

__all__ = ["TIEBREAK_LISTS", "add_generator_arguments", "check_before_writing", "individual_options"]

TIEBREAK_LISTS = (
    ("BH/C1", "BH", "SB"),
    ("BH/C1", "BH", "SB", "WIN"),
    ("DE", "BH/C1", "BH", "SB"),
    ("ARO", "BH/C1", "BH"),
    ("BH/C1", "BH", "PS", "WIN"),
    ("SB", "BH", "DE"),
)
"""Lists a tie-break list left unset is drawn from (C.07 (2026): organisers' common choices for a Swiss)."""

AMOUNT_HELP = "a count (3), a percentage (5%%), per round (2:1 or 4:10%%), comma-separated"


def add_generator_arguments(p: argparse.ArgumentParser) -> None:
    """The individual systems' generator options (the team ones stay in ``pairing_commands``)."""
    for flag, what in (
        ("--full-byes", "requested full-point byes (F, FIDE-deprecated)"),
        ("--half-byes", "requested half-point byes (H)"),
        ("--zero-byes", "requested zero-point byes (Z)"),
        ("--double-forfeits", "games forfeited by both players (-/-)"),
    ):
        p.add_argument(flag, metavar="AMOUNT", help=f"{what}: {AMOUNT_HELP}")
    p.add_argument("--tiebreaks", help="tie-break list written as records 202/212, e.g. BH/C1,BH,SB (default: drawn)")
    p.add_argument("--ratings", metavar="LOW-HIGH", help="ratings drawn from this range (default: 1000-2700)")
    p.add_argument("--rating-gaps", metavar="MIN-MAX", help="with --ratings: falling from HIGH by these gaps")
    p.add_argument("--ratings-file", type=Path, help="one rating per line, in TPN order (0 = unrated)")
    p.add_argument(
        "--results", choices=["fide", "elo"], default="fide", help="fide: FIDE rating table probabilities (default)"
    )
    p.add_argument(
        "--randomize",
        action="store_true",
        help="kept for old scripts: every option left unset is drawn from the seed anyway (0 means none)",
    )
    p.add_argument("--no-check", action="store_true", help="write without checking the event first (Q31)")


def _amounts(text: str | None, flag: str) -> tuple[Amount, ...]:
    from arbiter_desk.core.pairing.irregularities import parse_amounts

    return () if text is None else parse_amounts(text, flag)


def _legacy_share(text: str | None, flag: str) -> tuple[float, tuple[Amount, ...]]:
    """``--forfeits`` / ``--odd``: a plain fraction (0.05) keeps the older per-game rate; anything else is an
    amount (count, percentage, per round)."""
    from arbiter_desk.core.pairing.irregularities import parse_amounts

    if text is None:
        return 0.0, ()
    try:
        value = float(text)
    except ValueError:
        return 0.0, parse_amounts(text, flag)
    if "." in text and 0.0 <= value <= 1.0:
        return value, ()
    return 0.0, parse_amounts(text, flag)


def _ratings(args: argparse.Namespace) -> RatingSource | None:
    from arbiter_desk.core.pairing.generator_ratings import parse_rating_list, parse_rating_range

    if args.ratings_file is not None:
        if args.ratings or args.rating_gaps:
            raise InvalidInputError("--ratings-file cannot be combined with --ratings / --rating-gaps")
        return parse_rating_list(_bounded_text(args.ratings_file), str(args.ratings_file))
    if args.rating_gaps and not args.ratings:
        raise InvalidInputError("--rating-gaps needs --ratings LOW-HIGH")
    return parse_rating_range(args.ratings, args.rating_gaps) if args.ratings else None


RATINGS_FILE_BYTES = 1 << 20
"""The largest ``--ratings-file`` read: a rating a line for far more players than any tournament has."""


def _bounded_text(path: Path) -> str:
    """The text of a ``--ratings-file``: a regular file only (a FIFO would block, ``/dev/zero`` never ends), of
    at most ``RATINGS_FILE_BYTES``, opened without blocking and read with that bound."""
    import os
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise InvalidInputError(f"{path}: cannot read the rating list ({error.strerror})") from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise InvalidInputError(f"{path}: not a regular file (a folder, a pipe or a device is no rating list)")
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(RATINGS_FILE_BYTES + 1)
    if len(data) > RATINGS_FILE_BYTES:
        raise InvalidInputError(f"{path}: more than {RATINGS_FILE_BYTES:,} bytes, no rating list of a tournament")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InvalidInputError(f"{path}: not UTF-8 text (byte {error.start + 1})") from None


def _tiebreaks(args: argparse.Namespace, rng: random.Random) -> tuple[str, ...]:
    from arbiter_desk.core.tiebreaks.codes import parse_tiebreaks

    if args.tiebreaks is None:
        return rng.choice(TIEBREAK_LISTS)
    codes = tuple(c.strip().upper() for c in args.tiebreaks.split(",") if c.strip())
    parse_tiebreaks(codes)  # a clear error naming an unknown code
    return codes


def individual_options(args: argparse.Namespace, err: TextIO | None = None) -> GeneratorOptions:
    """The options of ``generate`` for an individual system, unset values drawn (Q25, Q30)."""
    from arbiter_desk.core.pairing.generator import GeneratorOptions
    from arbiter_desk.core.pairing.irregularities import Amount, Irregularities, Kind

    seed = args.seed
    if seed is None:
        seed = secrets.randbelow(2**31)
        print(f"generate: seed {seed} (give --seed {seed} to make this tournament again)", file=err or sys.stderr)
    rng = random.Random(f"{seed}:unset")
    ratings = _ratings(args)
    players = args.players
    if players is None:
        players = len(ratings.ratings) if ratings is not None and hasattr(ratings, "ratings") else 0
        players = players or round(10 * 40 ** rng.random())
    rounds = args.rounds if args.rounds is not None else min(rng.randint(5, 11), max(1, players // 2 + 2))
    if players < 2 or rounds < 1:
        raise InvalidInputError("--players must be at least 2 and --rounds at least 1")
    forfeit_rate, forfeit_amounts = _legacy_share(args.forfeits, "--forfeits")
    odd_rate, odd_amounts = _legacy_share(args.odd, "--odd")
    given = {
        Kind.FULL_BYES: _amounts(args.full_byes, "--full-byes"),
        Kind.HALF_BYES: _amounts(args.half_byes, "--half-byes"),
        Kind.ZERO_BYES: _amounts(args.zero_byes, "--zero-byes"),
        Kind.FORFEITS: forfeit_amounts,
        Kind.DOUBLE_FORFEITS: _amounts(args.double_forfeits, "--double-forfeits"),
        Kind.ODD: odd_amounts,
    }
    withdrawals = args.withdrawals
    # Q25: every irregularity left unset is drawn (0 given means none)
    unset = {
        Kind.FULL_BYES: args.full_byes is None,
        Kind.HALF_BYES: args.half_byes is None and args.byes == 0.0,
        Kind.ZERO_BYES: args.zero_byes is None and args.byes == 0.0,
        Kind.FORFEITS: args.forfeits is None,
        Kind.DOUBLE_FORFEITS: args.double_forfeits is None,
        Kind.ODD: args.odd is None,
    }
    top = {Kind.FULL_BYES: 0.005, Kind.DOUBLE_FORFEITS: 0.005, Kind.ODD: 0.01}
    for kind, is_unset in unset.items():
        if is_unset:
            given[kind] = (Amount(round(rng.uniform(0.0, top.get(kind, 0.04)), 4), True),)
    withdrawals = withdrawals if withdrawals is not None else round(rng.uniform(0.0, 0.08), 4)
    return GeneratorOptions(
        players=players,
        rounds=rounds,
        seed=seed,
        forfeit_rate=forfeit_rate,
        bye_rate=args.byes,
        withdrawal_rate=withdrawals,
        baku=bool(args.baku),
        prohibited_pairs=args.prohibited,
        odd_rate=odd_rate,
        irregularities=Irregularities(tuple((k, v) for k, v in given.items() if v)),
        ratings=ratings,
        result_model=args.results,
        tiebreaks=_tiebreaks(args, rng),
        unrated_at_zero=True,  # the file's rating column is what the unrated are paired with (record 072)
    )


DRAWN_SYSTEMS = ("dubov", "dutch", "burstein", "lim", "double-swiss")
"""The FIDE individual Swiss systems in force (C.04.3, C.04.4.1–3, C.04.5) a ``generate`` without ``--system``
draws from: never a historical text, the team system or a round robin."""

BAKU_SHARE = 0.25
"""How often an unset ``--baku`` is drawn on for a system with acceleration."""


def draw_unset_system(args: argparse.Namespace, err: TextIO | None = None) -> None:
    """Q25: the seed (when unset), then from it the system and the acceleration left unset, all printed so that
    the event can be made again; sets ``args.seed``, ``args.system`` and ``args.baku``."""
    from arbiter_desk.core.pairing import Capability, find_entry

    stream = err or sys.stderr
    if args.seed is None:
        args.seed = secrets.randbelow(2**31)
        print(f"generate: seed {args.seed} (give --seed {args.seed} to make this tournament again)", file=stream)
    rng = random.Random(f"{args.seed}:system")
    if args.system is None:
        args.system = rng.choice(DRAWN_SYSTEMS)
        print(f"generate: system {args.system} drawn (give --system {args.system} with the seed)", file=stream)
    if args.baku is None:
        entry = find_entry(args.system, args.edition)
        args.baku = entry.can(Capability.ACCELERATION) and rng.random() < BAKU_SHARE
        if args.baku:
            print("generate: Baku acceleration drawn (--no-baku for none)", file=stream)


def check_before_writing(text: str, system: str, two_games: bool) -> None:
    """Q31: the written event read back, re-paired round by round and its ranks checked against its
    tie-break list; :class:`InvalidInputError` naming what failed (nothing is written then)."""
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.checker import check_tournament
    from arbiter_desk.core.pairing.double_swiss.checker import check_match_tournament
    from arbiter_desk.core.standings_check import check_standings
    from arbiter_desk.formats.trf import read_trf

    read = read_trf(text)
    if read.tournament is None:
        raise InvalidInputError("the generated file cannot be read back: " + "; ".join(map(str, read.problems[:3])))
    check = check_match_tournament if two_games else check_tournament
    report = check(read.tournament, find_system(system))
    standings = check_standings(read.tournament, read.declared_ranks)
    if not report.is_clean or not standings.is_ok:
        raise InvalidInputError(
            "the generated event fails its own check (nothing written):\n" + report.to_text() + standings.to_text()
        )
