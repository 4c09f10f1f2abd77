"""Pairing sheets and result slips of a Double-Swiss round (C.04.5 (2026)): one board per two-game match.

The snapshot has two TRF columns per match (file convention, reading D1): match round *r* is column 2r−1
(game 1: the board's White has White) and column 2r (game 2, colours reversed, art. 4.4). A board prints both
players by their game-1 colours, each game's result in that game's own colours, and the match score (the
board's White first); the pairing-allocated bye scores 1½ (art. 1.4); byes and absences are per match
(Preface). Boards follow C.04.2 art. 3.6 with the scores before the match.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.common.order import board_sort_key
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
from arbiter_desk.formats.documents.model import (
    Align,
    Block,
    Column,
    Document,
    Heading,
    KeepTogether,
    Note,
    Orientation,
    Table,
)
from arbiter_desk.formats.documents.slips import RESULT_BOXES
from arbiter_desk.language.catalogs import say

_UNPAIRED_TEXT: dict[ResultCode, Text] = {
    ResultCode.HALF_BYE: tr("half-point bye for the match (requested)"),
    ResultCode.FULL_BYE: tr("full-point bye for the match (requested)"),
    ResultCode.ZERO_BYE: tr("absent, zero-point bye"),
}


def _unpaired_words(language: str) -> dict[ResultCode, str]:
    return {code: say(words, language) for code, words in _UNPAIRED_TEXT.items()}


Codes = tuple[ResultCode | None, ResultCode | None]


@dataclass(frozen=True, slots=True)
class MatchLine:
    """One match: the game-1 White and Black, and each game's (game White, game Black) codes when known."""

    number: int
    white: PairingNumber
    black: PairingNumber
    game1: Codes = (None, None)
    game2: Codes = (None, None)


@dataclass(frozen=True, slots=True)
class MatchSheet:
    round: int
    boards: tuple[MatchLine, ...]
    bye: PairingNumber | None
    unpaired: tuple[tuple[PairingNumber, ResultCode], ...]


def _first(round_no: int) -> int:
    return 2 * round_no - 1


def match_sheet(tournament: Tournament, round_no: int | None = None, pairing: RoundPairing | None = None) -> MatchSheet:
    """The matches of ``round_no`` (a Double-Swiss round) from the snapshot, or those of ``pairing``."""
    if pairing is not None:
        boards = tuple(MatchLine(b.number, b.white, b.black) for b in pairing.boards)
        number = int(pairing.round)
    else:
        number = (tournament.last_paired_round() + 1) // 2 if round_no is None else round_no
        if number < 1:
            raise InvalidInputError("the tournament has no paired round to print")
        boards = _boards(tournament, number)
    first = _first(number)
    bye = pairing.bye if pairing is not None else None
    unpaired: list[tuple[PairingNumber, ResultCode]] = []
    for player in tournament.players:
        entry = player.entry(first)
        if entry is None or entry.opponent is not None:
            continue
        if entry.result is ResultCode.PAIRING_BYE:
            bye = player.tpn
        elif player.tpn != bye:
            unpaired.append((player.tpn, entry.result))
    if not boards and bye is None and not unpaired:
        raise InvalidInputError(f"round {number} has no pairings in this tournament")
    return MatchSheet(number, boards, bye, tuple(unpaired))


def _boards(tournament: Tournament, round_no: int) -> tuple[MatchLine, ...]:
    first, second = _first(round_no), _first(round_no) + 1
    found: list[tuple[PairingNumber, PairingNumber, Codes, Codes]] = []
    for player in tournament.players:
        e1 = player.entry(first)
        if e1 is None or e1.opponent is None:
            continue
        if e1.colour is Colour.WHITE or (e1.colour is Colour.NONE and player.tpn < e1.opponent):
            other = tournament.player(e1.opponent)
            o1, e2, o2 = other.entry(first), player.entry(second), other.entry(second)
            game1 = (e1.result, None if o1 is None else o1.result)
            game2 = (None if o2 is None else o2.result, None if e2 is None else e2.result)
            found.append((player.tpn, e1.opponent, game1, game2))

    def score(tpn: PairingNumber) -> Decimal:
        return tournament.score(tpn, before_round=first)

    found.sort(key=lambda m: board_sort_key(score(m[0]), m[0], score(m[1]), m[1]))
    return tuple(MatchLine(i, w, b, g1, g2) for i, (w, b, g1, g2) in enumerate(found, start=1))


_POINTS = {"1": Decimal(1), "W": Decimal(1), "+": Decimal(1), "=": Decimal("0.5"), "D": Decimal("0.5")}


def match_score(line: MatchLine) -> str:
    """``1½–½``: the board's White first; empty while a game has no result."""
    codes = (*line.game1, *line.game2)
    if any(c is None for c in codes):
        return ""
    white = sum((_POINTS.get(c.value, Decimal(0)) for c in (line.game1[0], line.game2[1]) if c), Decimal(0))
    black = sum((_POINTS.get(c.value, Decimal(0)) for c in (line.game1[1], line.game2[0]) if c), Decimal(0))
    return f"{points_text(white)}–{points_text(black)}"


def _game(codes: Codes) -> str:
    return "" if codes[0] is None else game_result_text(codes[0], codes[1])


def _document(tournament: Tournament, title: Text, sheet: MatchSheet, blocks: Iterable[Block], options: PrintOptions,
              natural: Orientation) -> Document:  # fmt: skip
    """A match round's sheet: the header counts matches (two TRF columns each, reading D1)."""
    total = None if tournament.total_rounds is None else (tournament.total_rounds + 1) // 2
    label = round_label(sheet.round, total, options.language)
    shown = say(title, options.language)
    return sheet_document(tournament, shown, label, _first(sheet.round), blocks, options, natural)


def match_pairings_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Matches by board: Bd, No., White in game 1, Rtg, Pts, Game 1, Game 2, Match, Pts, Black in game 1,
    Rtg, No.; then the PAB and the players not paired."""
    options = options or PrintOptions()
    language = options.language
    sheet = match_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    first = _first(sheet.round)

    def pts(tpn: PairingNumber) -> str:
        return points_text(tournament.score(tpn, before_round=first))

    rows = []
    for board in sheet.boards:
        white, black = players[board.white], players[board.black]
        rows.append(
            (str(board.number), str(white.tpn), player_label(white), rating_text(white), pts(white.tpn),
             _game(board.game1), _game(board.game2), match_score(board), pts(black.tpn), player_label(black),
             rating_text(black), str(black.tpn))
        )  # fmt: skip
    if sheet.bye is not None:
        bye = players[sheet.bye]
        rows.append(("", str(bye.tpn), player_label(bye), rating_text(bye), pts(bye.tpn), "", "",
                     say(tr("{points} (bye)", points="1½"), language), "",
                     say(tr("pairing-allocated bye (art. 1.4)"), language), "", ""))  # fmt: skip
    titles = (tr_p("column heading", "Game 1"), tr_p("column heading", "Game 2"), tr_p("column heading", "Match"))
    middle = tuple(Column(say(title, language), align=Align.CENTER) for title in titles)
    columns = board_columns(middle, say(tr("White in game 1"), language), say(tr("Black in game 1"), language),
                            language)  # fmt: skip
    blocks: list[Block] = [
        Note(say(tr("Two-game matches (C.04.5): White in game 1 plays Black in game 2 (art. 4.4); each game's result "
                    "is written White first in that game's colours; the match score names the game-1 White first."),
                 language)),
        Table(columns, tuple(rows)),
    ]  # fmt: skip
    if sheet.unpaired:
        blocks.append(Heading(say(tr("Not paired"), language), level=2))
        unpaired = tuple(
            (
                str(t),
                player_label(players[t]),
                rating_text(players[t]),
                pts(t),
                unpaired_text(players[t], sheet.round, r, _unpaired_words(language), language),
            )
            for t, r in sheet.unpaired
        )
        heading = column_headings(language)
        this_round = say(tr_p("column heading", "This round"), language)
        names = (heading["number"], heading["name"], heading["rating"], heading["points"], this_round)
        wide = (heading["name"], this_round)
        blocks.append(Table(tuple(Column(n, weight=1.0 if n in wide else 0.0) for n in names), unpaired))
    title = tr("Pairings, round {number}", number=sheet.round)
    return _document(tournament, title, sheet, blocks, options, Orientation.LANDSCAPE)


def match_slips_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """One slip per match: both games with their colours, a result to tick for each, both signatures."""
    options = options or PrintOptions()
    language = options.language
    sheet = match_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    blocks: list[Block] = []
    column = column_headings(language)
    columns = (
        Column(""),
        Column(say(tr_p("the player with the white pieces", "White"), language), weight=1.0),
        Column(say(tr_p("the player with the black pieces", "Black"), language), weight=1.0),
        Column(column["result"]),
    )
    for board in sheet.boards:
        white, black = players[board.white], players[board.black]
        games = (
            (say(tr_p("column heading", "Game 1"), language), white, black),
            (say(tr_p("column heading", "Game 2"), language), black, white),
        )
        rows = tuple((game, player_label(w), player_label(b), RESULT_BOXES) for game, w, b in games)
        signatures = tr("Signatures — {white}: {white_line}    {black}: {black_line}", white=player_label(white),
                        white_line="_" * 14, black=player_label(black), black_line="_" * 14)  # fmt: skip
        heading = tr("Round {round} · Board {board} · two-game match", round=sheet.round, board=board.number)
        group = (Heading(say(heading, language), level=2), Table(columns, rows), Note(say(signatures, language)))
        blocks.append(KeepTogether(group))
    title = tr("Result slips, round {number}", number=sheet.round)
    return _document(tournament, title, sheet, blocks, options, Orientation.PORTRAIT)


def match_pairings_alphabetical_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Matches in alphabetical order of the players (name → board, colour in game 1, opponent)."""
    options = options or PrintOptions()
    language = options.language
    sheet = match_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    first = _first(sheet.round)
    lines: dict[PairingNumber, tuple[str, str, str]] = {}
    white_first = say(tr("White, then Black"), language)
    black_first = say(tr("Black, then White"), language)
    for board in sheet.boards:
        lines[board.white] = (str(board.number), white_first, player_label(players[board.black]))
        lines[board.black] = (str(board.number), black_first, player_label(players[board.white]))
    if sheet.bye is not None:
        lines[sheet.bye] = ("", "", say(tr("pairing-allocated bye (1½)"), language))
    words = _unpaired_words(language)
    for tpn, result in sheet.unpaired:
        lines[tpn] = ("", "", unpaired_text(players[tpn], sheet.round, result, words, language))
    rows = tuple(
        (player_label(players[t]), str(t), points_text(tournament.score(t, before_round=first)), *lines[t])
        for t in sorted(lines, key=lambda t: (alphabetical_order(players[t].name, language), t))
    )
    heading = column_headings(language)
    columns = (
        Column(heading["name"], weight=1.0),
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
        Column(heading["board"], align=Align.RIGHT),
        Column(say(tr_p("column heading", "Colours (game 1, game 2)"), language)),
        Column(heading["opponent"], weight=1.0),
    )
    title = tr("Pairings, round {number}, alphabetical", number=sheet.round)
    return _document(tournament, title, sheet, (Table(columns, rows),), options, Orientation.PORTRAIT)
