"""Pairing lists of one round: by board, and in alphabetical order of the players for the notice board.

The round comes either from the tournament snapshot (the players' TRF 001 blocks of that round: the results
are known) or from a :class:`RoundPairing` not yet played (the result column stays empty for the arbiter to
fill in). Boards follow C.04.2 (2026) art. 3.6: the higher-ranked player's score, the sum of the scores,
then that player's TPN; the points printed are those before the round. The pairing-allocated bye (C.04.1
art. 3) and the players not paired at their own request (C.04.2 art. 3.3: H, F and Z blocks) follow the
boards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from arbiter_desk.core.chess960 import position_text, positions_in
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.common.order import board_sort_key
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    alphabetical_order,
    board_columns,
    column_headings,
    game_result_text,
    player_label,
    rating_text,
    round_label,
    sheet_document,
    unpaired_text,
)
from arbiter_desk.formats.documents.model import Align, Block, Column, Document, Heading, Note, Orientation, Table
from arbiter_desk.language.catalogs import say

_UNPAIRED_TEXT: dict[ResultCode, Text] = {
    ResultCode.PAIRING_BYE: tr("pairing-allocated bye"),
    ResultCode.HALF_BYE: tr("half-point bye (requested)"),
    ResultCode.FULL_BYE: tr("full-point bye (requested)"),
    ResultCode.ZERO_BYE: tr("absent, zero-point bye"),
}


def _unpaired_words(language: str) -> dict[ResultCode, str]:
    return {code: say(words, language) for code, words in _UNPAIRED_TEXT.items()}


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One board: White and Black by TPN, and White's and Black's result codes when known."""

    number: int
    white: PairingNumber
    black: PairingNumber
    white_result: ResultCode | None = None
    black_result: ResultCode | None = None


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """A round as the pairing lists print it: boards, then the players without an opponent."""

    round: int
    boards: tuple[BoardLine, ...]
    unpaired: tuple[tuple[PairingNumber, ResultCode], ...]
    """The pairing-allocated bye (``U``) first, then requested byes and absences by TPN."""


def round_sheet(tournament: Tournament, round_no: int | None = None, pairing: RoundPairing | None = None) -> RoundSheet:
    """The boards of ``round_no`` from the snapshot, or those of ``pairing`` (a round not yet played).

    Without either, the last paired round of the snapshot. Raises InvalidInputError for a round without
    pairings.
    """
    if pairing is not None:
        boards = tuple(BoardLine(b.number, b.white, b.black) for b in pairing.boards)
        unpaired: list[tuple[PairingNumber, ResultCode]] = []
        if pairing.bye is not None:
            unpaired.append((pairing.bye, ResultCode.PAIRING_BYE))
        for tpn in sorted(tournament.absent_in(pairing.round)):
            entry = tournament.player(tpn).entry(pairing.round)
            unpaired.append((tpn, entry.result if entry is not None else ResultCode.ZERO_BYE))
        return RoundSheet(pairing.round, boards, tuple(unpaired))
    number = tournament.last_paired_round() if round_no is None else round_no
    if number < 1:
        raise InvalidInputError("the tournament has no paired round to print")
    return _sheet_from_entries(tournament, number)


def _sheet_from_entries(tournament: Tournament, round_no: int) -> RoundSheet:
    games: list[tuple[PairingNumber, PairingNumber, ResultCode, ResultCode]] = []
    unpaired: list[tuple[PairingNumber, ResultCode]] = []
    for player in tournament.players:
        entry = player.entry(round_no)
        if entry is None:
            continue
        if entry.opponent is None:
            unpaired.append((player.tpn, entry.result))
            continue
        opponent_entry = _opponent_entry(tournament, entry.opponent, round_no)
        other = opponent_entry.result if opponent_entry is not None else entry.result.counterpart
        if entry.colour is Colour.WHITE or (entry.colour is Colour.NONE and player.tpn < entry.opponent):
            games.append((player.tpn, entry.opponent, entry.result, other))
    if not games and not unpaired:
        raise InvalidInputError(f"round {round_no} has no pairings in this tournament")

    def score(tpn: PairingNumber) -> Decimal:
        return tournament.score(tpn, before_round=round_no) + tournament.acceleration(tpn, round_no)

    games.sort(key=lambda g: board_sort_key(score(g[0]), g[0], score(g[1]), g[1]))
    boards = tuple(BoardLine(i, w, b, rw, rb) for i, (w, b, rw, rb) in enumerate(games, start=1))
    unpaired.sort(key=lambda item: (item[1] is not ResultCode.PAIRING_BYE, item[0]))
    return RoundSheet(round_no, boards, tuple(unpaired))


def _opponent_entry(tournament: Tournament, tpn: PairingNumber, round_no: int) -> RoundEntry | None:
    try:
        return tournament.player(tpn).entry(round_no)
    except KeyError:
        return None


def pairings_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Pairings by board: Bd, No., White, Rtg, Pts, Result, Pts, Black, Rtg, No.; then byes and absences."""
    options = options or PrintOptions()
    sheet = round_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    before = sheet.round

    def pts(tpn: PairingNumber) -> str:
        return points_text(tournament.score(tpn, before_round=before))

    rows = []
    for board in sheet.boards:
        white, black = players[board.white], players[board.black]
        result = "" if board.white_result is None else game_result_text(board.white_result, board.black_result)
        rows.append(
            (
                str(board.number),
                str(white.tpn),
                player_label(white),
                rating_text(white),
                pts(white.tpn),
                result,
                pts(black.tpn),
                player_label(black),
                rating_text(black),
                str(black.tpn),
            )
        )
    language = options.language
    columns = board_columns((Column(column_headings(language)["result"], align=Align.CENTER),), language=language)
    for tpn, result in sheet.unpaired:
        if result is ResultCode.PAIRING_BYE:  # the pairing-allocated bye is a board row of its own (C.04.1 art. 3)
            bye = players[tpn]
            points = points_text(tournament.point_system.points(result))
            rows.append(("", str(tpn), player_label(bye), rating_text(bye), pts(tpn),
                         say(tr("{points} (bye)", points=points), language), "",
                         _unpaired_words(language)[ResultCode.PAIRING_BYE], "", ""))  # fmt: skip
    blocks: list[Block] = [*_chess960_notes(tournament, sheet.round, language), Table(columns, tuple(rows))]
    others = tuple((t, r) for t, r in sheet.unpaired if r is not ResultCode.PAIRING_BYE)
    if others:
        blocks.append(Heading(say(tr("Not paired"), language), level=2))
        blocks.append(_unpaired_table(tournament, replace(sheet, unpaired=others), players, language))
    label = round_label(sheet.round, tournament.total_rounds, language)
    title = say(tr("Pairings, round {number}", number=sheet.round), language)
    return sheet_document(tournament, title, label, sheet.round, blocks, options, Orientation.PORTRAIT)


def _chess960_notes(tournament: Tournament, round_no: int, language: str = "en") -> tuple[Note, ...]:
    """The round's Chess960 starting position (Laws of Chess, Guidelines II; Q222), or each board's."""
    found = positions_in(tournament.comments, round_no)
    if None in found:
        return (Note(position_text(found[None])),)
    boards = sorted((b, n) for b, n in found.items() if b is not None)
    return tuple(
        Note(say(tr("Board {board}: {position}", board=board, position=position_text(n)), language))
        for board, n in boards
    )


def _unpaired_table(
    tournament: Tournament, sheet: RoundSheet, players: dict[PairingNumber, Player], language: str
) -> Table:
    rows = []
    words = _unpaired_words(language)
    for tpn, result in sheet.unpaired:
        player = players[tpn]
        points = tournament.point_system.points(result)
        rows.append(
            (
                str(tpn),
                player_label(player),
                rating_text(player),
                points_text(tournament.score(tpn, before_round=sheet.round)),
                f"{unpaired_text(player, sheet.round, result, words, language)} ({points_text(points)})",
            )
        )
    heading = column_headings(language)
    columns = (
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["name"], weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
        Column(say(tr_p("column heading", "This round"), language), weight=1.0),
    )
    return Table(columns, tuple(rows))


def pairings_alphabetical_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Pairings in alphabetical order of the players (name → board, colour, opponent) for the notice board."""
    options = options or PrintOptions()
    sheet = round_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    language = options.language
    white_word = say(tr_p("the colour a player has in a game", "White"), language)
    black_word = say(tr_p("the colour a player has in a game", "Black"), language)
    words = _unpaired_words(language)
    lines: dict[PairingNumber, tuple[str, str, str, str]] = {}
    for board in sheet.boards:
        white, black = players[board.white], players[board.black]
        lines[white.tpn] = (
            str(board.number),
            white_word,
            player_label(black),
            _opponent_points(tournament, black, sheet),
        )
        lines[black.tpn] = (
            str(board.number),
            black_word,
            player_label(white),
            _opponent_points(tournament, white, sheet),
        )
    for tpn, result in sheet.unpaired:
        lines[tpn] = ("", "", unpaired_text(players[tpn], sheet.round, result, words, language), "")
    rows = []
    for tpn in sorted(lines, key=lambda t: (alphabetical_order(players[t].name, language), t)):
        player = players[tpn]
        board_no, colour, opponent, opponent_points = lines[tpn]
        own = points_text(tournament.score(tpn, before_round=sheet.round))
        rows.append((player_label(player), str(tpn), own, board_no, colour, opponent, opponent_points))
    heading = column_headings(language)
    columns = (
        Column(heading["name"], weight=1.0),
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
        Column(heading["board"], align=Align.RIGHT),
        Column(say(tr_p("column heading", "Colour"), language)),
        Column(say(tr_p("column heading", "Opponent"), language), weight=1.0),
        Column(heading["points"], align=Align.RIGHT),
    )
    label = round_label(sheet.round, tournament.total_rounds, language)
    title = say(tr("Pairings, round {number}, alphabetical", number=sheet.round), language)
    return sheet_document(tournament, title, label, sheet.round, (Table(columns, tuple(rows)),), options,
                          Orientation.PORTRAIT)  # fmt: skip


def _opponent_points(tournament: Tournament, opponent: Player, sheet: RoundSheet) -> str:
    return points_text(tournament.score(opponent.tpn, before_round=sheet.round))
