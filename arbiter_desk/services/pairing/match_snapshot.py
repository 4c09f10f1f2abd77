"""Double-Swiss matches (C.04.5 (2026)) between the tournament file and the two-TRF-columns snapshot.

The desk stores one round per match: one board per match with the results of both games (schema 7), one
pairing-allocated bye and one absence per match ("Byes (requested or assigned) apply only to matches, never
to individual games", Preface). The engines, the tie-breaks and TRF read the file convention of
``shared/formats/double-swiss-trf.md`` (reading D1): match round *r* is TRF column 2r−1 (game 1, the board's
White has White) and column 2r (game 2, colours reversed, art. 4.4). This module is the only place in the
services that turns one into the other:

* a board → both columns (a game still on is left out, an adjourned one is a draw for pairing, C.04.2 art. 3.1);
* the PAB → ``U`` in column 2r−1 and ``H`` in column 2r (1.5 points, art. 1.4, reading D2);
* an absence, late entry or withdrawal → the same code in both columns (D19);
* ``total_rounds`` (matches) → ``XXR`` = 2 × rounds; prohibited pairs (stored in matches) → columns 2f−1 … 2l
  (reading A2 of the engine: a pair is prohibited in round r when its range covers column 2r−1);
* no acceleration (D20); record 192 is ``FIDE_DOUBLESWISS``;
* round dates (stored one per match) → record 132 gives each match's date to both its columns.

Reading S2 (round dates; the file convention is silent on record 132, whose dates stand in the round columns
like the 001 blocks, rule 1): the desk keeps one date per match, the date the arbiter types in Settings, and
writes it under both game columns. Importing, a match's date is that of its game-1 column (2r−1), or of its
game-2 column when only that one has a date.

Reading S1 (import): a file's prohibited-pair range is read back in matches (first column → its match, last
column → its match), so a range the desk wrote comes back unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.common.baseline import BreakKind, RuleBreak, basic_rule_breaks
from arbiter_desk.core.pairing.double_swiss.matches import read_match
from arbiter_desk.core.pairing.registry import Capability, entry_for_trf_code, find_entry
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.chess960 import chess960_comments
from arbiter_desk.store.records import (
    AccelerationMethod,
    BoardRecord,
    PlayerId,
    RoundState,
    SettingsRecord,
)

TRF_CODE = "FIDE_DOUBLESWISS"
ALL_ROUNDS = 9999
"""A prohibited pair's open end (``ForbiddenPairs.last_round``): kept as it is in columns."""


def has_two_game_rounds(settings: SettingsRecord) -> bool:
    """The tournament's system plays two-game matches (registry capability ``TWO_GAME_ROUNDS``)."""
    try:
        return find_entry(settings.pairing_system).can(Capability.TWO_GAME_ROUNDS)
    except InvalidInputError:
        return False


def check_two_game_settings(state: TournamentState, settings: SettingsRecord) -> None:
    """Refuse settings the stored rounds cannot follow: switching between one-game rounds and two-game matches
    once a round is paired (the boards hold one or two games), or accelerating a Double-Swiss (D20)."""
    two_games = has_two_game_rounds(settings)
    if state.rounds and two_games != has_two_game_rounds(state.settings):
        raise RoundStateError(
            "the rounds already paired are "
            + ("two-game matches" if not two_games else "one game each")
            + ": the pairing system can change between one-game and two-game rounds only before round 1 is paired"
        )
    if two_games and settings.acceleration is not AccelerationMethod.NONE:
        raise RuleViolationError(tr("the Double-Swiss system (C.04.5) has no acceleration (reading D20)"))


def is_two_game_file(tournament: Tournament) -> bool:
    entry = entry_for_trf_code(tournament.info.type_code) if tournament.info.type_code.strip() else None
    return entry is not None and entry.can(Capability.TWO_GAME_ROUNDS)


def columns(round_no: int) -> tuple[RoundNo, RoundNo]:
    """The TRF columns of games 1 and 2 of match round ``round_no`` (D1)."""
    return RoundNo(2 * round_no - 1), RoundNo(2 * round_no)


def match_round(column: int) -> int:
    return (column + 1) // 2


def _to_columns(pair: ForbiddenPairs) -> ForbiddenPairs:
    last = pair.last_round if pair.last_round >= ALL_ROUNDS else 2 * pair.last_round
    return replace(pair, first_round=2 * pair.first_round - 1, last_round=last)


def _to_matches(pair: ForbiddenPairs) -> ForbiddenPairs:
    last = pair.last_round if pair.last_round >= ALL_ROUNDS else match_round(pair.last_round)
    return replace(pair, first_round=match_round(pair.first_round), last_round=last)


def _game(board: BoardRecord, game: int) -> tuple[ResultCode | None, ResultCode | None]:
    white, black = board.game_codes(game)
    if (white is None or black is None) and board.adjourned:
        return ResultCode.DRAW, ResultCode.DRAW  # C.04.2 art. 3.1: a draw for pairing purposes only
    return white, black


def board_entries(board: BoardRecord, tpn_of: dict[PlayerId, PairingNumber]) -> Iterable[tuple[PlayerId, RoundEntry]]:
    """The TRF blocks of a match board: game 1 in column 2r−1 with the board's colours, game 2 reversed."""
    first, second = columns(board.round)
    for game, column in ((1, first), (2, second)):
        white, black = _game(board, game)
        game_white = Colour.WHITE if game == 1 else Colour.BLACK
        for player, opponent, code, colour in (
            (board.white, board.black, white, game_white),
            (board.black, board.white, black, game_white.opposite),
        ):
            if code is not None:
                shown = colour if board.has_colours else Colour.NONE
                yield player, RoundEntry(column, tpn_of[opponent], shown, code)


def build_match_snapshot(state: TournamentState, pairing_round: int | None = None) -> Tournament:
    """The two-columns-per-match snapshot of every published round (and, if given, ready to pair
    ``pairing_round``: the absent players of that match have their blocks in both its columns)."""
    rounds = {
        r.number
        for r in state.rounds
        if r.state is not RoundState.DRAFT and (pairing_round is None or r.number < pairing_round)
    }
    tpn_of = {p.id: PairingNumber(p.tpn) for p in state.players}
    entries: dict[PlayerId, dict[int, RoundEntry]] = {p.id: {} for p in state.players}
    for board in state.boards:
        if board.round in rounds:
            for player, entry in board_entries(board, tpn_of):
                entries[player][entry.round] = entry
    for bye in state.byes:
        if bye.round in rounds:
            first, second = columns(bye.round)
            entries[bye.player][first] = RoundEntry(first, None, Colour.NONE, ResultCode.PAIRING_BYE)
            entries[bye.player][second] = RoundEntry(second, None, Colour.NONE, ResultCode.HALF_BYE)
    absent: dict[PlayerId, dict[int, ResultCode]] = {p.id: {} for p in state.players}
    for absence in state.absences:
        if pairing_round is None or absence.round <= pairing_round:
            absent[absence.player][absence.round] = absence.result
    targets = sorted(rounds | ({RoundNo(pairing_round)} if pairing_round is not None else set()))
    for record in state.players:
        own = absent[record.id]
        for target in targets:
            if target not in own and not record.takes_part_in(target):
                late = target < record.entry_round
                own[target] = state.settings.late_entry_result if late else ResultCode.ZERO_BYE
        for number, result in own.items():
            for column in columns(number):
                entries[record.id].setdefault(column, RoundEntry(column, None, Colour.NONE, result))
    s = state.settings
    code = s.info.type_code if is_two_game_code(s.info.type_code) else TRF_CODE
    return Tournament(
        info=replace(s.info, type_code=code, round_dates=column_dates(s.info.round_dates)),
        players=tuple(sorted((p.as_player(entries[p.id]) for p in state.players), key=lambda p: p.tpn)),
        total_rounds=None if s.total_rounds is None else 2 * s.total_rounds,
        initial_colour=s.initial_colour,
        point_system=s.point_system,
        forbidden_pairs=tuple(_to_columns(f) for f in s.forbidden_pairs),
        tiebreaks=s.tiebreaks,
        standings_tiebreaks=s.standings_tiebreaks,
        comments=(*s.comments, *chess960_comments(state)),  # Q222: core.chess960
    )


def column_dates(match_dates: Sequence[str]) -> tuple[str, ...]:
    """Reading S2: each match's date under both of its TRF columns (2r−1, 2r)."""
    return tuple(date for date in match_dates for _ in (1, 2))


def is_two_game_code(code: str) -> bool:
    entry = entry_for_trf_code(code) if code.strip() else None
    return entry is not None and entry.can(Capability.TWO_GAME_ROUNDS)


# --- import: columns back to matches -------------------------------------------------------------------


def match_settings(settings: SettingsRecord) -> SettingsRecord:
    """Settings read from a Double-Swiss file, in matches: ``XXR`` / 2 rounds, prohibited pairs (S1), round
    dates (S2)."""
    total = settings.total_rounds
    return replace(
        settings,
        info=replace(settings.info, round_dates=match_dates(settings.info.round_dates)),
        total_rounds=None if total is None else (total + 1) // 2,
        forbidden_pairs=tuple(_to_matches(f) for f in settings.forbidden_pairs),
        accelerations=(),
    )


def match_dates(column_dates: Sequence[str]) -> tuple[str, ...]:
    """Reading S2: a match's date is its game-1 column's, or its game-2 column's when game 1 has none."""
    first, second = column_dates[0::2], column_dates[1::2]
    return tuple(a or (second[i] if i < len(second) else "") for i, a in enumerate(first))


MatchBoard = tuple[int, int, tuple[ResultCode | None, ResultCode | None, ResultCode | None, ResultCode | None], bool]
"""(White TPN, Black TPN, (game-1 White, game-1 Black, game-2 White-of-board, game-2 Black-of-board), colours)."""


def _where(tpn: int, round_no: int) -> str:
    first, second = columns(round_no)
    return f"player {tpn}, round {round_no} (TRF columns {first} and {second})"


def match_boards(tournament: Tournament, round_no: int) -> list[MatchBoard]:
    """The matches of ``round_no`` from its two columns, checked: both games against the same opponent, the
    colours reversed in game 2 (art. 4.4), each opponent naming the player back."""
    first, second = columns(round_no)
    found: list[MatchBoard] = []
    for p in tournament.players:
        e1, e2 = p.entry(first), p.entry(second)
        opponents = {e.opponent for e in (e1, e2) if e is not None and e.opponent is not None}
        if not opponents:
            continue
        if len(opponents) > 1 or any(e is not None and e.opponent is None for e in (e1, e2)):
            raise InvalidInputError(
                tr(
                    "{where}: a Double-Swiss match is two games against the same opponent "
                    "(shared/formats/double-swiss-trf.md rule 3)",
                    where=_where(p.tpn, round_no),
                )
            )
        (opponent,) = opponents
        try:
            other = tournament.player(opponent)
        except KeyError:
            where = _where(p.tpn, round_no)
            raise InvalidInputError(
                tr("{where}: opponent {opponent} is not in the tournament", where=where, opponent=opponent)
            ) from None
        o1, o2 = other.entry(first), other.entry(second)
        for own, theirs in ((e1, o1), (e2, o2)):
            if (own is None) != (theirs is None) or (theirs is not None and theirs.opponent != p.tpn):
                raise InvalidInputError(
                    tr(
                        "{where}: opponent {opponent} does not name {tpn} back",
                        where=_where(p.tpn, round_no),
                        opponent=opponent,
                        tpn=p.tpn,
                    )
                )
        colour = e1.colour if e1 is not None else (e2.colour.opposite if e2 is not None else Colour.NONE)
        coloured = e1 is not None and e2 is not None and Colour.NONE not in (e1.colour, e2.colour)
        if coloured and e2 is not None and e1 is not None and e2.colour is not e1.colour.opposite:
            raise InvalidInputError(
                tr("{where}: the colours of game 2 are the reverse of game 1 (art. 4.4)", where=_where(p.tpn, round_no))
            )
        if colour is Colour.WHITE or (colour is Colour.NONE and p.tpn < opponent):
            codes = tuple(None if e is None else e.result for e in (e1, o1, e2, o2))
            found.append((p.tpn, opponent, (codes[0], codes[1], codes[2], codes[3]), colour is not Colour.NONE))
    return found


def match_absences(
    tournament: Tournament, ids: dict[int, PlayerId], rounds: int
) -> tuple[list[tuple[int, PlayerId]], list[tuple[PlayerId, int, ResultCode]]]:
    """The PABs (``U`` in game 1's column, D2) and absences (the same code in both columns, D19) per match."""
    byes: list[tuple[int, PlayerId]] = []
    absences: list[tuple[PlayerId, int, ResultCode]] = []
    for p in tournament.players:
        last = max((match_round(e.round) for e in p.rounds), default=0)
        for round_no in range(1, max(last, rounds) + 1):
            e1, e2 = (p.entry(c) for c in columns(round_no))
            blocks = [e for e in (e1, e2) if e is not None]
            if not blocks or any(e.opponent is not None for e in blocks):
                continue
            if e1 is not None and e1.result is ResultCode.PAIRING_BYE:
                byes.append((round_no, ids[p.tpn]))
                continue
            codes = {e.result for e in blocks}
            if len(codes) > 1:
                letters = " and ".join(e.result.value for e in blocks)
                raise InvalidInputError(
                    tr(
                        "{where}: byes and absences apply to whole matches (C.04.5 Preface), not {letters}",
                        where=_where(p.tpn, round_no),
                        letters=letters,
                    )
                )
            absences.append((ids[p.tpn], round_no, blocks[0].result))
    return byes, absences


def paired_match_rounds(tournament: Tournament) -> int:
    """The last match round with an opponent or a PAB in either column (file convention rule 7)."""
    return match_round(tournament.last_paired_round())


def match_scores(tournament: Tournament, before_round: int) -> dict[int, Decimal]:
    """Each player's points (both games) before match round ``before_round``."""
    first, _ = columns(before_round)
    return {p.tpn: tournament.score(p.tpn, before_round=first) for p in tournament.players}


def match_rule_breaks(
    snapshot: Tournament,
    round_no: int,
    boards: Sequence[tuple[PairingNumber, PairingNumber]],
    bye: PairingNumber | None,
) -> tuple[RuleBreak, ...]:
    """The basic rules a changed Double-Swiss pairing (C.04.2 art. 4.4) must keep, on the two-column snapshot:
    [C1] no second match with a game played (C.04.1 art. 2) and prohibited pairs (reading A2: the game-1
    column); [C2] no PAB after a PAB, a match won by forfeit or a full-point bye (reading D6: a single forfeited
    game does not bar it). No colour limits: every match gives one White and one Black game (D17)."""
    first, _ = columns(round_no)
    found = [
        b
        for b in basic_rule_breaks(snapshot, first, boards, None)
        if b.kind in (BreakKind.REMATCH, BreakKind.PROHIBITED)
    ]
    if bye is not None:
        player = snapshot.player(bye)
        for earlier in range(1, round_no):
            match = read_match(snapshot, player, earlier)
            if match is not None and (match.pab or match.won_by_forfeit or match.full_point_bye):
                found.append(RuleBreak(BreakKind.PAB, (bye,), round=RoundNo(earlier)))
                break
    return tuple(found)
