"""``pair``, ``explain``, ``check`` and ``generate``: the pairing engine as FIDE expects it of a program."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK, emit
from arbiter_desk.cli.generate_command import add_generator_arguments
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import SYSTEMS, RoundPairing
from arbiter_desk.core.tournament import Tournament


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for name, help_text, handler in (
        ("pair", "pair the next round of a TRF file (JaVaFo/bbpPairings output)", _pair),
        ("explain", "pair the next round and explain every bracket, board and the bye", _explain),
    ):
        p = sub.add_parser(name, help=help_text)
        p.add_argument("input", type=Path)
        p.add_argument("--system", default="dubov", choices=sorted(SYSTEMS))
        p.add_argument("-p", "--output", type=Path, help="write the pairing here instead of standard output")
        p.add_argument("--extra-round", action="store_true", help="pair a round after the announced last one")
        p.set_defaults(handler=handler)

    p = sub.add_parser(
        "check",
        help="re-pair every round from the earlier ones and list what differs; check the declared ranks against "
        "the file's tie-break list (record 212, else 202)",
    )
    p.add_argument("input", type=Path)
    p.add_argument(
        "--system", default=None, choices=sorted(SYSTEMS), help="default: the system the file's record 192 names"
    )
    p.set_defaults(handler=_check)

    p = sub.add_parser("generate", help="play a random tournament with our own pairings and write a TRF")
    p.add_argument("--system", default="dubov", choices=sorted(SYSTEMS))
    p.add_argument("--players", type=int, help="number of players (individual systems)")
    p.add_argument("--teams", type=int, help="number of teams (--system team)")
    p.add_argument("--boards", type=int, default=4, help="boards per match (--system team; record 352)")
    p.add_argument("--type", choices=["A", "B"], default="A", help="colour preferences (--system team, art. 1.7)")
    p.add_argument(
        "--scores", choices=["MP", "GP", "MP_GP", "GP_MP"], default="MP_GP", help="primary[_secondary] (--system team)"
    )
    p.add_argument("--match-forfeits", type=float, default=0.0, help="share of team matches not played (0..1)")
    p.add_argument("--rounds", type=int, help="number of rounds (default: drawn, 5-11)")
    p.add_argument("--seed", type=int, help="seed for repeatability (default: a fresh one, printed)")
    p.add_argument("--forfeits", help="games forfeited by one player (+/-): a share 0.05, or an amount as --half-byes")
    p.add_argument("--odd", help="played games ending ½-0, 0-½ or 0-0: a share 0.02, or an amount as --half-byes")
    p.add_argument("--byes", type=float, default=0.0, help="share of player-rounds with a requested bye")
    p.add_argument("--withdrawals", type=float, default=0.0, help="share of players who withdraw")
    p.add_argument("--baku", action="store_true", help="Baku acceleration (C.04.7), written as 250 records")
    p.add_argument("--prohibited", type=int, default=0, help="random pairs of players who may not meet (260)")
    p.add_argument("-o", "--output", type=Path, required=True)
    add_generator_arguments(p)
    p.set_defaults(handler=_generate)


def _to_pair(args: argparse.Namespace) -> Tournament:
    """The file's tournament, refused when its announced rounds (record 142 / ``XXR``) are all paired
    (pairing-input.md), unless ``--extra-round`` asks for one more."""
    from arbiter_desk.formats.trf import load_trf

    tournament = load_trf(args.input)
    total, next_round = tournament.total_rounds, tournament.round_to_pair()
    if total is not None and next_round > total and not args.extra_round:
        raise InvalidInputError(
            f"{args.input}: all {total} rounds are paired (record 142 / XXR): there is no round {next_round} "
            "to pair (--extra-round pairs one anyway)"
        )
    if args.system == "dubov":
        _warn_unrated(args.input, tournament, next_round)
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
    from arbiter_desk.core.pairing import find_system

    pairing = _team_pairing(args) if _is_team(args.system) else find_system(args.system).pair(_to_pair(args))
    emit("\n".join(pairing.to_lines()) + "\n", args.output, out)
    return EXIT_OK


def _explain(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing import find_system

    pairing = _team_pairing(args) if _is_team(args.system) else find_system(args.system).pair(_to_pair(args))
    emit(pairing.explanation.to_text(), args.output, out)
    return EXIT_OK


def _check(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing import Capability, entry_for_trf_code, find_entry, find_system
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
    name = args.system
    if name is None:
        entry = entry_for_trf_code(tournament.info.type_code) if tournament.info.type_code else None
        name = "dubov" if entry is None else entry.name
    # Two-game rounds (C.04.5) span two TRF columns each (double-swiss-trf.md).
    two_games = find_entry(name).can(Capability.TWO_GAME_ROUNDS)
    check = check_match_tournament if two_games else check_tournament
    report = check(tournament, find_system(name))
    out.write(report.to_text())
    standings = check_standings(tournament, read.declared_ranks)  # approval checklist Q21
    out.write(standings.to_text())
    return EXIT_OK if report.is_clean and standings.is_ok else EXIT_DIFFERENCES


CUSTOM_SWISS = "CUSTOM_SWISS"
"""Record 192 (ETT26) for a system without its own code; the tournament file keeps the system by name."""


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
        withdrawal_rate=args.withdrawals,
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
    from dataclasses import replace

    from arbiter_desk.cli.generate_command import check_before_writing, individual_options
    from arbiter_desk.core.pairing import Capability, find_entry, find_system
    from arbiter_desk.core.pairing.generator import generate_tournament
    from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
    from arbiter_desk.formats.trf import write_trf

    if _is_team(args.system):
        return _generate_teams(args, out)
    options = individual_options(args)
    entry = find_entry(args.system)
    if args.baku and not entry.can(Capability.ACCELERATION):
        raise InvalidInputError(f"the {entry.name} system has no acceleration (--baku)")
    generate = generate_two_game_tournament if entry.can(Capability.TWO_GAME_ROUNDS) else generate_tournament
    tournament = generate(find_system(args.system), options)
    if not entry.trf_codes:  # no record-192 code for the system (Lim): a custom Swiss
        tournament = replace(tournament, info=replace(tournament.info, type_code=CUSTOM_SWISS))
    text = write_trf(tournament)
    if not args.no_check:  # approval checklist Q31: checked before it is written
        check_before_writing(text, entry.name, entry.can(Capability.TWO_GAME_ROUNDS))
    emit(text, args.output, out)
    return EXIT_OK
