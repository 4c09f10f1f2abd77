"""Result slips (board cards): one slip per board of a round for the players to fill in and sign.

Each slip names the round, the board, White and Black with title, TPN, rating and points before the round, the
results to tick (1-0, ½-½, 0-1), lines for both signatures and, when players may propose their results on the
players' pages, the board's code (``core.board_codes``); slips follow the board order (C.04.2 art. 3.6).
A slip is kept on one page (:class:`KeepTogether`) so it can be cut out whole.
"""

from __future__ import annotations

from arbiter_desk.core.chess960 import position_text, positions_in
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    column_headings,
    player_label,
    rating_text,
    round_label,
    sheet_document,
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
from arbiter_desk.formats.documents.pairings import round_sheet
from arbiter_desk.language.catalogs import say

RESULT_BOXES = "☐ 1-0    ☐ ½-½    ☐ 0-1"
SIGNATURES = "Signatures — White: ____________________    Black: ____________________"
"""The English signature line (tests find a slip's end by it)."""


def signatures_line(language: str = "en") -> str:
    """The line both players sign, in ``language``."""
    return say(tr("Signatures — White: {white_line}    Black: {black_line}", white_line="_" * 20,
                  black_line="_" * 20), language)  # fmt: skip


def result_slips_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """One slip per board of ``round_no`` (or of ``pairing``, a round not yet played)."""
    options = options or PrintOptions()
    language = options.language
    sheet = round_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    heading = column_headings(language)
    columns = (
        Column(""),
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["player"], weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
    )
    colours = (
        say(tr_p("the player with the white pieces", "White"), language),
        say(tr_p("the player with the black pieces", "Black"), language),
    )
    blocks: list[Block] = []
    chess960 = positions_in(tournament.comments, sheet.round)  # Laws of Chess, Guidelines II (Q222)
    codes = dict(options.board_codes)
    for board in sheet.boards:
        rows = []
        for colour, tpn in zip(colours, (board.white, board.black), strict=True):
            player = players[tpn]
            points = points_text(tournament.score(tpn, before_round=sheet.round))
            rows.append((colour, str(tpn), player_label(player), rating_text(player), points))
        number = chess960.get(board.number, chess960.get(None))
        code = codes.get(board.number)
        slip = (
            Heading(say(tr("Round {round} · Board {board}", round=sheet.round, board=board.number), language), level=2),
            Table(columns, tuple(rows)),
            *(() if number is None else (Note(position_text(number)),)),
            Note(say(tr("Result:  {boxes}", boxes=RESULT_BOXES), language)),
            Note(signatures_line(language)),
            *(
                ()
                if code is None
                else (Note(say(tr("Board code for the players' pages: {code}", code=code), language)),)
            ),
        )
        blocks.append(KeepTogether(slip))
    label = round_label(sheet.round, tournament.total_rounds, language)
    title = say(tr("Result slips, round {number}", number=sheet.round), language)
    return sheet_document(tournament, title, label, sheet.round, blocks, options, Orientation.PORTRAIT)
