"""Printable documents built from a tournament snapshot: a renderer-neutral model and its builders.

Builders (each returns a :class:`Document`; the PDF renderer is :func:`arbiter_desk.formats.pdf.render_pdf`):

- :func:`pairings_document` — pairings by board, then the bye and the absent players;
- :func:`pairings_alphabetical_document` — name → board, colour, opponent, for the notice board;
- :func:`standings_document` — ranks, points, tie-break columns (C.07) and a legend;
- :func:`crosstable_document` — the wall chart;
- :func:`players_document` — the player list by TPN or by name;
- team events (C.04.6): :func:`build_team_document` — pairings by match with boards, result slips per match,
  team standings, team cross table, per-board statistics (``team_pairings``, ``team_tables``).

:func:`build_document` picks one by its command-line name (``pairings``, ``pairings-alpha``, ...).
"""

from arbiter_desk.formats.document_kinds import DOCUMENT_KINDS, ROUND_ROBIN_DOCUMENT_KINDS, TEAM_DOCUMENT_KINDS
from arbiter_desk.formats.documents.build import build_document, build_team_document
from arbiter_desk.formats.documents.common import PrintOptions
from arbiter_desk.formats.documents.crosstable import OpponentReference, crosstable_document
from arbiter_desk.formats.documents.model import (
    Align,
    Block,
    Column,
    ColumnSizing,
    Content,
    Document,
    Heading,
    KeepTogether,
    Legend,
    Note,
    Orientation,
    PaperSize,
    Table,
    share_columns,
)
from arbiter_desk.formats.documents.pairings import (
    RoundSheet,
    pairings_alphabetical_document,
    pairings_document,
    round_sheet,
)
from arbiter_desk.formats.documents.players import PlayerOrder, players_document
from arbiter_desk.formats.documents.standings import standings_document
from arbiter_desk.formats.documents.team_pairings import TeamBoardLine, TeamMatchLine, TeamRoundSheet

__all__ = [
    "DOCUMENT_KINDS",
    "ROUND_ROBIN_DOCUMENT_KINDS",
    "TEAM_DOCUMENT_KINDS",
    "Align",
    "Block",
    "Column",
    "ColumnSizing",
    "Content",
    "Document",
    "Heading",
    "KeepTogether",
    "Legend",
    "Note",
    "OpponentReference",
    "Orientation",
    "PaperSize",
    "PlayerOrder",
    "PrintOptions",
    "RoundSheet",
    "Table",
    "TeamBoardLine",
    "TeamMatchLine",
    "TeamRoundSheet",
    "build_document",
    "build_team_document",
    "crosstable_document",
    "pairings_alphabetical_document",
    "pairings_document",
    "players_document",
    "round_sheet",
    "share_columns",
    "standings_document",
]
