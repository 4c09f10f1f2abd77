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
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    board_columns,
    game_result_text,
    name_key,
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

_UNPAIRED_TEXT = {
    ResultCode.HALF_BYE: "half-point bye for the match (requested)",
    ResultCode.FULL_BYE: "full-point bye for the match (requested)",
    ResultCode.ZERO_BYE: "absent, zero-point bye",
}
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


def _document(tournament: Tournament, title: str, sheet: MatchSheet, blocks: Iterable[Block], options: PrintOptions,
              natural: Orientation) -> Document:  # fmt: skip
    """A match round's sheet: the header counts matches (two TRF columns each, reading D1)."""
    total = None if tournament.total_rounds is None else (tournament.total_rounds + 1) // 2
    label = round_label(sheet.round, total)
    return sheet_document(tournament, title, label, _first(sheet.round), blocks, options, natural)


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
        rows.append(("", str(bye.tpn), player_label(bye), rating_text(bye), pts(bye.tpn), "", "", "1½ (bye)", "",
                     "pairing-allocated bye (art. 1.4)", "", ""))  # fmt: skip
    middle = tuple(Column(title, align=Align.CENTER) for title in ("Game 1", "Game 2", "Match"))
    columns = board_columns(middle, "White in game 1", "Black in game 1")
    blocks: list[Block] = [
        Note("Two-game matches (C.04.5): White in game 1 plays Black in game 2 (art. 4.4); each game's result is "
             "written White first in that game's colours; the match score names the game-1 White first."),
        Table(columns, tuple(rows)),
    ]  # fmt: skip
    if sheet.unpaired:
        blocks.append(Heading("Not paired", level=2))
        unpaired = tuple(
            (
                str(t),
                player_label(players[t]),
                rating_text(players[t]),
                pts(t),
                unpaired_text(players[t], sheet.round, r, _UNPAIRED_TEXT),
            )
            for t, r in sheet.unpaired
        )
        names = ("No.", "Name", "Rtg", "Pts", "This round")
        blocks.append(
            Table(tuple(Column(n, weight=1.0 if n in ("Name", "This round") else 0.0) for n in names), unpaired)
        )
    return _document(tournament, f"Pairings, round {sheet.round}", sheet, blocks, options, Orientation.LANDSCAPE)


def match_slips_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """One slip per match: both games with their colours, a result to tick for each, both signatures."""
    options = options or PrintOptions()
    sheet = match_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    blocks: list[Block] = []
    for board in sheet.boards:
        white, black = players[board.white], players[board.black]
        games = (
            ("Game 1", white, black),
            ("Game 2", black, white),
        )
        rows = tuple((game, player_label(w), player_label(b), RESULT_BOXES) for game, w, b in games)
        columns = (Column(""), Column("White", weight=1.0), Column("Black", weight=1.0), Column("Result"))
        signatures = f"Signatures — {player_label(white)}: ______________    {player_label(black)}: ______________"
        heading = Heading(f"Round {sheet.round} · Board {board.number} · two-game match", level=2)
        blocks.append(KeepTogether((heading, Table(columns, rows), Note(signatures))))
    return _document(tournament, f"Result slips, round {sheet.round}", sheet, blocks, options, Orientation.PORTRAIT)


def match_pairings_alphabetical_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Matches in alphabetical order of the players (name → board, colour in game 1, opponent)."""
    options = options or PrintOptions()
    sheet = match_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    first = _first(sheet.round)
    lines: dict[PairingNumber, tuple[str, str, str]] = {}
    for board in sheet.boards:
        lines[board.white] = (str(board.number), "White, then Black", player_label(players[board.black]))
        lines[board.black] = (str(board.number), "Black, then White", player_label(players[board.white]))
    if sheet.bye is not None:
        lines[sheet.bye] = ("", "", "pairing-allocated bye (1½)")
    for tpn, result in sheet.unpaired:
        lines[tpn] = ("", "", unpaired_text(players[tpn], sheet.round, result, _UNPAIRED_TEXT))
    rows = tuple(
        (player_label(players[t]), str(t), points_text(tournament.score(t, before_round=first)), *lines[t])
        for t in sorted(lines, key=lambda t: (*name_key(players[t].name), t))
    )
    columns = (
        Column("Name", weight=1.0),
        Column("No.", align=Align.RIGHT),
        Column("Pts", align=Align.RIGHT),
        Column("Bd", align=Align.RIGHT),
        Column("Colours (game 1, game 2)"),
        Column("Opponent", weight=1.0),
    )
    title = f"Pairings, round {sheet.round}, alphabetical"
    return _document(tournament, title, sheet, (Table(columns, rows),), options, Orientation.PORTRAIT)
