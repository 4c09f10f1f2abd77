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
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
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

RESULT_BOXES = "☐ 1-0    ☐ ½-½    ☐ 0-1"
SIGNATURES = "Signatures — White: ____________________    Black: ____________________"


def result_slips_document(
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """One slip per board of ``round_no`` (or of ``pairing``, a round not yet played)."""
    options = options or PrintOptions()
    sheet = round_sheet(tournament, round_no, pairing)
    players = tournament.by_tpn
    columns = (
        Column(""),
        Column("No.", align=Align.RIGHT),
        Column("Player", weight=1.0),
        Column("Rtg", align=Align.RIGHT),
        Column("Pts", align=Align.RIGHT),
    )
    blocks: list[Block] = []
    chess960 = positions_in(tournament.comments, sheet.round)  # Laws of Chess, Guidelines II (Q222)
    codes = dict(options.board_codes)
    for board in sheet.boards:
        rows = []
        for colour, tpn in (("White", board.white), ("Black", board.black)):
            player = players[tpn]
            points = points_text(tournament.score(tpn, before_round=sheet.round))
            rows.append((colour, str(tpn), player_label(player), rating_text(player), points))
        number = chess960.get(board.number, chess960.get(None))
        code = codes.get(board.number)
        slip = (
            Heading(f"Round {sheet.round} · Board {board.number}", level=2),
            Table(columns, tuple(rows)),
            *(() if number is None else (Note(position_text(number)),)),
            Note(f"Result:  {RESULT_BOXES}"),
            Note(SIGNATURES),
            *(() if code is None else (Note(f"Board code for the players' pages: {code}"),)),
        )
        blocks.append(KeepTogether(slip))
    label = round_label(sheet.round, tournament.total_rounds)
    return sheet_document(tournament, f"Result slips, round {sheet.round}", label, sheet.round, blocks, options,
                          Orientation.PORTRAIT)  # fmt: skip
