"""``pair``, ``explain``, ``check`` and ``generate``: the pairing engine as FIDE expects it of a program."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK, emit
from arbiter_desk.cli.generate_command import add_generator_arguments
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import HISTORICAL, SYSTEMS, RoundPairing
from arbiter_desk.core.tournament import Tournament

SYSTEM_CHOICES = sorted({*SYSTEMS, *(e.key for e in HISTORICAL)})
"""``--system``: the systems in force and the historical texts by key (``rating-1992``)."""

SYSTEM_HELP = (
    "default: the system the file names ('### System:' line, else record 192); given, it overrides the file's "
    "(with a notice when they differ); a file naming none needs it"
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for name, help_text, handler in (
        ("pair", "pair the next round of a TRF file (JaVaFo/bbpPairings output)", _pair),
        ("explain", "pair the next round and explain every bracket, board and the bye", _explain),
    ):
        p = sub.add_parser(name, help=help_text)
        p.add_argument("input", type=Path)
        p.add_argument("--system", default=None, choices=SYSTEM_CHOICES, help=SYSTEM_HELP)
        _add_edition(p)
        p.add_argument("-p", "--output", type=Path, help="write the pairing here instead of standard output")
        p.add_argument("--extra-round", action="store_true", help="pair a round after the announced last one")
        _round_robin_options(p)
        p.set_defaults(handler=handler)

    p = sub.add_parser(
        "check",
        help="re-pair every round from the earlier ones and list what differs; check the declared ranks against "
        "the file's tie-break list (record 212, else 202)",
    )
    p.add_argument("input", type=Path)
    p.add_argument("--system", default=None, choices=SYSTEM_CHOICES, help=SYSTEM_HELP)
    _add_edition(p)
    _round_robin_options(p)
    p.set_defaults(handler=_check)

    p = sub.add_parser("generate", help="play a random tournament with our own pairings and write a TRF")
    p.add_argument(
        "--system",
        default=None,
        choices=SYSTEM_CHOICES,
        help="default: drawn from the FIDE individual Swiss systems in force (printed with the seed)",
    )
    _add_edition(p)
    p.add_argument("--players", type=int, help="number of players (individual systems)")
    p.add_argument("--teams", type=int, help="number of teams (--system team)")
    p.add_argument("--boards", type=int, default=4, help="boards per match (--system team; record 352)")
    p.add_argument("--type", choices=["A", "B"], default="A", help="colour preferences (--system team, art. 1.7)")
    p.add_argument(
        "--scores", choices=["MP", "GP", "MP_GP", "GP_MP"], default="MP_GP", help="primary[_secondary] (--system team)"
    )
    p.add_argument("--match-forfeits", type=float, default=0.0, help="share of team matches not played (0..1)")
    p.add_argument("--rounds", type=int, help="number of rounds (default: drawn, 5-11; --system round-robin: all)")
    p.add_argument("--seed", type=int, help="seed for repeatability (default: a fresh one, printed)")
    p.add_argument("--forfeits", help="games forfeited by one player (+/-): a share 0.05, or an amount as --half-byes")
    p.add_argument("--odd", help="played games ending ½-0, 0-½ or 0-0: a share 0.02, or an amount as --half-byes")
    p.add_argument("--byes", type=float, default=0.0, help="share of player-rounds with a requested bye")
    p.add_argument("--withdrawals", type=float, default=None, help="share of players who withdraw (default: drawn)")
    p.add_argument(
        "--baku",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="Baku acceleration (C.04.7), written as 250 records (default: drawn where the system has it)",
    )
    p.add_argument("--prohibited", type=int, default=0, help="random pairs of players who may not meet (260)")
    p.add_argument("-o", "--output", type=Path, required=True)
    _round_robin_options(p)
    add_generator_arguments(p)
    p.set_defaults(handler=_generate)


def _add_edition(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--edition",
        default=None,
        help="rules edition of the system (dubov: 1997, 2018, 2026); default: the file's '### Edition:' line "
        "(formats/trf/edition.py), else the edition in force",
    )


def _edition(args: argparse.Namespace, name: str, tournament: Tournament | None) -> str | None:
    """``--edition``, else the edition the file records for the same system, else None (in force)."""
    from arbiter_desk.formats.trf.edition import recorded_edition

    if args.edition:
        return str(args.edition)
    recorded = None if tournament is None else recorded_edition(tournament.comments)
    return recorded.edition if recorded is not None and recorded.system == name else None


def _paired(args: argparse.Namespace) -> RoundPairing:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.formats.trf.team_reader import is_team_file

    if _is_team(args.system) or (args.system is None and is_team_file(args.input)):
        return _team_pairing(args)
    tournament = _to_pair(args)
    return find_system(args.system, _edition(args, args.system, tournament)).pair(tournament)


def _round_robin_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--double", action="store_true", help="--system round-robin: two cycles (record 192 FIDE_DOUBLEROUNDROBIN)"
    )
    p.add_argument(
        "--no-swap",
        action="store_true",
        help="--system round-robin --double: keep the Berger order of the first cycle's last two rounds "
        "(BERGER_DOUBLEROUNDROBIN; by default they are exchanged, C.05)",
    )


def _round_robin_plan(args: argparse.Namespace, tournament: Tournament) -> Tournament:
    """The file's round robin, told to be a double one (``--double``, ``--no-swap``) when its record 192 does
    not say so already (``round_robin/plan.py``)."""
    from dataclasses import replace

    from arbiter_desk.core.pairing.round_robin.plan import is_round_robin_code, type_code

    code = tournament.info.type_code.strip().upper()
    if not getattr(args, "double", False) and not getattr(args, "no_swap", False):
        return tournament
    if is_round_robin_code(code) and "DOUBLE" in code and not args.no_swap:
        return tournament
    return replace(tournament, info=replace(tournament.info, type_code=type_code(2, not args.no_swap)))


def _to_pair(args: argparse.Namespace) -> Tournament:
    """The file's tournament (its system put in ``args.system``: ``system_choice``), refused when its announced
    rounds (record 142 / ``XXR``) are all paired (pairing-input.md), unless ``--extra-round`` asks for one more."""
    from arbiter_desk.cli.system_choice import chosen_system
    from arbiter_desk.formats.trf import load_trf

    tournament = load_trf(args.input)
    args.system = chosen_system(args, tournament)  # the file's system unless --system overrides it
    total, next_round = tournament.total_rounds, tournament.round_to_pair()
    if total is not None and next_round > total and not args.extra_round:
        raise InvalidInputError(
            f"{args.input}: all {total} rounds are paired (record 142 / XXR): there is no round {next_round} "
            "to pair (--extra-round pairs one anyway)"
        )
    if args.system == "dubov":
        _warn_unrated(args.input, tournament, next_round)
    if args.system == "round-robin":
        tournament = _round_robin_plan(args, tournament)
    return tournament


def _is_team(name: str | None) -> bool:
    from arbiter_desk.core.pairing import Capability, find_entry

    return name is not None and find_entry(name).can(Capability.TEAMS)


def _team_pairing(args: argparse.Namespace) -> RoundPairing:
    """The next round of a team file (team-swiss-trf.md section 6), refused past the announced rounds."""
    from arbiter_desk.core.pairing.team import TeamSystem
    from arbiter_desk.formats.trf.team_reader import load_team_trf

    event = load_team_trf(args.input)
    total, next_round = event.rules.total_rounds, event.round_to_pair()
    if total is not None and next_round > total and not args.extra_round:
        raise InvalidInputError(
            f"{args.input}: all {total} rounds are paired (record 142): there is no round {next_round} "
            "to pair (--extra-round pairs one anyway)"
        )
    return TeamSystem().pair_teams(event, next_round)


def _warn_unrated(path: Path, tournament: Tournament, round_no: int) -> None:
    """C.04.4.1 art. 1.1.1–1.1.2: every Dubov player needs a rating; the file's rating column should hold the
    Chief Arbiter's provisional rating of an unrated player. Paired anyway, as the desk does when told to."""
    absent = tournament.absent_in(round_no)
    lacking = [f"#{p.tpn}" for p in tournament.players if p.tpn not in absent and not p.rating]
    if lacking:
        print(
            f"{path}: warning: no rating for {', '.join(lacking)} (C.04.4.1 art. 1.1.2: the Chief Arbiter assigns "
            "a provisional rating, written in the rating column); paired with 0 in the opponents' average rating",
            file=sys.stderr,
        )


def _pair(args: argparse.Namespace, out: TextIO) -> int:
    pairing = _paired(args)
    emit("\n".join(pairing.to_lines()) + "\n", args.output, out)
    return EXIT_OK


def _explain(args: argparse.Namespace, out: TextIO) -> int:
    pairing = _paired(args)
    emit(pairing.explanation.to_text(), args.output, out)
    return EXIT_OK


def _check(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.cli.system_choice import chosen_system
    from arbiter_desk.core.pairing import Capability, find_entry, find_system
    from arbiter_desk.core.pairing.checker import check_tournament
    from arbiter_desk.core.pairing.double_swiss.checker import check_match_tournament
    from arbiter_desk.core.standings_check import check_standings
    from arbiter_desk.formats.trf import TrfError, read_trf_file
    from arbiter_desk.formats.trf.team_reader import is_team_file

    if _is_team(args.system) or (args.system is None and is_team_file(args.input)):
        from arbiter_desk.core.pairing.team.checker import check_team_event
        from arbiter_desk.formats.trf.team_reader import load_team_trf

        report = check_team_event(load_team_trf(args.input))
        out.write(report.to_text())
        return EXIT_OK if report.is_clean else EXIT_DIFFERENCES
    read = read_trf_file(args.input)
    if read.tournament is None:
        raise TrfError(read.problems, str(args.input))
    tournament = read.tournament
    name = chosen_system(args, tournament)  # the file's system unless --system overrides it
    edition = _edition(args, name, tournament)
    if name == "round-robin":
        tournament = _round_robin_plan(args, tournament)
    # Two-game rounds (C.04.5) span two TRF columns each (double-swiss-trf.md).
    two_games = find_entry(name, edition).can(Capability.TWO_GAME_ROUNDS)  # raises on an unknown edition
    check = check_match_tournament if two_games else check_tournament
    entry = find_entry(name, edition)
    if entry.historical:  # say which text the rounds were replayed under
        out.write(f"replayed under the {entry.title}\n")
    report = check(tournament, find_system(name, edition))
    out.write(report.to_text())
    standings = check_standings(tournament, read.declared_ranks)  # approval checklist Q21
    out.write(standings.to_text())
    events_ok = _report_events(tournament.comments, out)  # approval checklist Q113: the ### lines read back
    return EXIT_OK if report.is_clean and standings.is_ok and events_ok else EXIT_DIFFERENCES


def _report_events(comments: tuple[str, ...], out: TextIO) -> bool:
    """List the file's pairing-integrity events (``core.integrity``); False when an event line is malformed."""
    from arbiter_desk.core.integrity import events_in, events_text, malformed_events

    out.write(events_text(events_in(comments)))
    bad = malformed_events(comments)
    for line in bad:
        out.write(f"  not a known event line (### <Kind> @ Round <n>: <detail>): ### {line}\n")
    return not bad


def _generate_teams(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
    from arbiter_desk.core.teams import PreferenceType, TeamScore
    from arbiter_desk.formats.trf.team_writer import write_team_trf

    if args.teams is None or args.teams < 2 or args.rounds is None or args.rounds < 1 or args.boards < 1:
        raise InvalidInputError("--teams must be at least 2, --rounds and --boards at least 1")
    if args.seed is None:
        import secrets

        args.seed = secrets.randbelow(2**31)
        print(f"generate: seed {args.seed} (give --seed {args.seed} to make this event again)", file=sys.stderr)
    scores = [TeamScore(s) for s in args.scores.split("_")]
    options = TeamGeneratorOptions(
        teams=args.teams,
        rounds=args.rounds,
        boards=args.boards,
        seed=args.seed,
        preference_type=PreferenceType(args.type),
        primary=scores[0],
        secondary=scores[1] if len(scores) > 1 else None,
        forfeit_rate=float(args.forfeits or 0.0),
        match_forfeit_rate=args.match_forfeits,
        absence_rate=args.byes,
        withdrawal_rate=args.withdrawals or 0.0,
    )
    event = generate_team_event(options)
    if not args.no_check:  # approval checklist Q31: checked before it is written
        from arbiter_desk.core.pairing.team.checker import check_team_event

        report = check_team_event(event)
        if not report.is_clean:
            raise InvalidInputError("the generated event fails its own check (nothing written):\n" + report.to_text())
    emit(write_team_trf(event), args.output, out)
    return EXIT_OK


def _generate(args: argparse.Namespace, out: TextIO) -> int:

    from arbiter_desk.cli.generate_command import check_before_writing, draw_unset_system, individual_options
    from arbiter_desk.core.pairing import ENTRIES, Capability, find_entry
    from arbiter_desk.core.pairing.generator import generate_tournament
    from arbiter_desk.core.pairing.system_record import with_system_named
    from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
    from arbiter_desk.formats.trf import write_trf

    draw_unset_system(args)  # Q25: seed, system and acceleration drawn when not given (printed)
    if _is_team(args.system):
        if args.rounds is None:
            raise InvalidInputError("--rounds is required")
        return _generate_teams(args, out)
    if args.system == "round-robin":
        return _generate_round_robin(args, out)
    options = individual_options(args)
    entry = find_entry(args.system, args.edition)
    if args.baku and not entry.can(Capability.ACCELERATION):
        raise InvalidInputError(f"the {entry.name} system ({entry.edition}) has no acceleration (--baku)")
    generate = generate_two_game_tournament if entry.can(Capability.TWO_GAME_ROUNDS) else generate_tournament
    tournament = generate(entry.build(), options)
    in_force = [e for e in ENTRIES if e.name == entry.name]
    if entry.historical and in_force:  # an older edition: record 192 of the system in force + an edition line
        from arbiter_desk.formats.trf.edition import with_edition

        tournament = with_edition(tournament, entry.name, entry.edition, in_force[0].edition)
    tournament = with_system_named(tournament, entry.key)  # record 192, and "### System:" where 192 cannot say it
    text = write_trf(tournament)
    if not args.no_check:  # approval checklist Q31: checked before it is written
        check_before_writing(text, entry.key, entry.can(Capability.TWO_GAME_ROUNDS))
    emit(text, args.output, out)
    return EXIT_OK


def _generate_round_robin(args: argparse.Namespace, out: TextIO) -> int:
    """A round robin of ``--players`` (``--double``: two cycles), every round by the Berger tables; all its
    rounds unless ``--rounds`` asks for fewer (the generator's other options as for a Swiss)."""
    from dataclasses import replace

    from arbiter_desk.cli.generate_command import check_before_writing, individual_options
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import generate_round_robin
    from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan
    from arbiter_desk.core.standings import DEFAULT_ROUND_ROBIN_TIEBREAKS
    from arbiter_desk.formats.trf import write_trf

    if args.baku or args.prohibited:
        raise InvalidInputError("a round robin has neither acceleration (--baku) nor prohibited pairs")
    if args.players is None or args.players < 2:
        raise InvalidInputError("--players must be at least 2")
    cycles = 2 if args.double else 1
    rounds = args.rounds or RoundRobinPlan(args.players, cycles).rounds
    given = {**vars(args), "rounds": rounds, "tiebreaks": args.tiebreaks or DEFAULT_ROUND_ROBIN_TIEBREAKS}
    options = replace(individual_options(argparse.Namespace(**given)), rounds=rounds)  # no Buchholz (C.07, Q105)
    tournament = generate_round_robin(find_system(args.system), options, cycles, not args.no_swap)
    text = write_trf(tournament)
    if not args.no_check:  # approval checklist Q31: checked before it is written
        check_before_writing(text, args.system, two_games=False)
    emit(text, args.output, out)
    return EXIT_OK
