"""Printable documents of an open team event (C.04.6 (2026)): which rounds each can show, the
document, and the per-board statistics the Standings tab shows.

The pairing sheet and the slips of a round come from the stored matches — table numbers, line-ups as set,
the results entered so far (a draft or a round being played prints empty results) — with the teams' scores
before the round. Standings, cross table and board statistics are made after a round with every result
(``team_state.build_team_snapshot``), with the team tie-breaks of the settings.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.results import Colour
from arbiter_desk.core.team_boards import BoardStatistics, board_statistics
from arbiter_desk.core.teams import RoundKind, TeamTournament
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks, team_standings
from arbiter_desk.formats.documents import (
    TEAM_DOCUMENT_KINDS,
    Document,
    PrintOptions,
    TeamBoardLine,
    TeamMatchLine,
    TeamRoundSheet,
    build_team_document,
)
from arbiter_desk.formats.documents.team_tables import BOARD_COLUMNS, BOARD_FORMULA, board_statistics_rows
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.teams.team_state import TeamEventState, build_team_snapshot
from arbiter_desk.store.records import RoundState

TEAM_PAIRING_KINDS = frozenset({"pairings", "result-slips"})
"""A team round's sheets: every paired round, drafts included."""


def team_sheet(state: TeamEventState, round_no: int) -> TeamRoundSheet:
    """The stored round ``round_no`` as the sheets print it (a team with neither a match, the PAB nor a
    ``240`` bye in a paired round is listed as absent, as the snapshot counts it)."""
    rules = state.rules
    tpn = {p.id: int(p.tpn) for p in state.players}
    matches = []
    playing: set[int] = set()
    for m in sorted(state.matches_of(round_no), key=lambda m: m.number):
        first, second = state.team(m.first_team), state.team(m.second_team)
        playing |= {first.id, second.id}
        boards = tuple(
            TeamBoardLine(
                g.board,
                None if g.first_player is None else tpn[g.first_player],
                None if g.second_player is None else tpn[g.second_player],
                rules.board_colour(g.board, Colour.WHITE),
                g.first_result if g.has_result else None,
                g.second_result if g.has_result else None,
            )
            for g in m.games
        )
        matches.append(TeamMatchLine(m.number, first.tpn, second.tpn, boards, m.forfeit))
    pab, byes = None, []
    for bye in state.byes:
        if bye.round == round_no:
            playing.add(bye.team)
            if bye.kind == "pab":
                pab = state.team(bye.team).tpn
            else:
                byes.append((state.team(bye.team).tpn, RoundKind(bye.kind)))
    byes += [(t.tpn, RoundKind.ABSENT) for t in state.teams if t.id not in playing]
    return TeamRoundSheet(round_no, tuple(matches), pab, tuple(sorted(byes)))


def round_said(number: int, state: RoundState) -> Text:
    """How a list of rounds names a paired round: ``Round 4 (draft)``, ``(being played)``, ``(complete)``."""
    if state is RoundState.DRAFT:
        return tr("Round {number} (draft)", number=number)
    if state is RoundState.PUBLISHED:
        return tr("Round {number} (being played)", number=number)
    return tr("Round {number} (complete)", number=number)


def team_round_choices(desk: Desk, kind: str) -> tuple[tuple[int, Text], ...]:
    """(round, label) oldest first: every paired round for the sheets; the rounds with every result for
    standings, cross table and board statistics (a match still being played is not printed as an absence)."""
    if kind not in TEAM_DOCUMENT_KINDS:
        raise InvalidInputError(tr("{kind} is not a document of a team event", kind=repr(kind)))
    rounds = desk.rounds.all()
    if kind in TEAM_PAIRING_KINDS:
        return tuple((int(r.number), round_said(int(r.number), r.state)) for r in rounds)
    complete = [int(r.number) for r in rounds if r.state is RoundState.COMPLETE]
    return tuple((number, tr("After round {number}", number=number)) for number in complete)


def _snapshot(state: TeamEventState) -> TeamTournament:
    return build_team_snapshot(state)


def team_document_for(desk: Desk, kind: str, round_no: int | None, options: PrintOptions) -> Document:
    """The team document ``kind`` (``round_no`` None: the newest round it can show)."""
    state = desk.teams.team_state()
    choices = [n for n, _ in team_round_choices(desk, kind)]
    if not choices:
        raise InvalidInputError(
            "no round has been paired yet" if kind in TEAM_PAIRING_KINDS else "no round has results yet"
        )
    number = choices[-1] if round_no is None else round_no
    if number not in choices:
        raise InvalidInputError(tr("round {number} cannot be printed as this document yet", number=number))
    event = _snapshot(state)
    if kind in TEAM_PAIRING_KINDS:
        return build_team_document(kind, event, number, sheet=team_sheet(state, number), options=options)
    specs = parse_team_tiebreaks(",".join(state.settings.team_tiebreaks)) if state.settings.team_tiebreaks else None
    standings = team_standings(event, specs, number)
    return build_team_document(kind, event, number, standings=standings, options=options)


def team_board_statistics(desk: Desk, after_round: int | None = None) -> tuple[TeamTournament, BoardStatistics]:
    """The per-board statistics of the published rounds (and the snapshot that names their players)."""
    event = _snapshot(desk.teams.team_state())
    return event, board_statistics(event, after_round)


@dataclass(frozen=True, slots=True)
class BoardTable:
    """The per-board statistics as the desk's table shows them: titles, rows (board first), how they count."""

    head: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    after_round: int
    formula: str = BOARD_FORMULA


def board_statistics_table(desk: Desk, after_round: int | None = None) -> BoardTable:
    """What the team Standings tab shows under "Board statistics" (the printed document's cells)."""
    event, stats = team_board_statistics(desk, after_round)
    rows = tuple((str(k), *row) for k, _ in stats.boards for row in board_statistics_rows(stats, event, k))
    return BoardTable(("Board", *BOARD_COLUMNS), rows, stats.after_round)


__all__ = [
    "TEAM_PAIRING_KINDS",
    "BoardTable",
    "board_statistics_table",
    "team_board_statistics",
    "team_document_for",
    "team_round_choices",
    "team_sheet",
]
