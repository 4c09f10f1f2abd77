"""One entry point for every document kind, by the names the command line and the print dialog use."""

from __future__ import annotations

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.teams import TeamTournament
from arbiter_desk.core.tiebreaks.round_robin import is_round_robin
from arbiter_desk.core.tiebreaks.teams import TeamStandings
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.document_kinds import DOCUMENT_KINDS, TEAM_DOCUMENT_KINDS
from arbiter_desk.formats.documents.acceleration import acceleration_rules_document
from arbiter_desk.formats.documents.common import PrintOptions
from arbiter_desk.formats.documents.crosstable import crosstable_document
from arbiter_desk.formats.documents.match_pairings import (
    match_pairings_alphabetical_document,
    match_pairings_document,
    match_slips_document,
)
from arbiter_desk.formats.documents.model import Document
from arbiter_desk.formats.documents.pairings import pairings_alphabetical_document, pairings_document
from arbiter_desk.formats.documents.player_cards import player_cards_document
from arbiter_desk.formats.documents.players import PlayerOrder, players_document
from arbiter_desk.formats.documents.round_robin import all_rounds_document, round_robin_crosstable_document
from arbiter_desk.formats.documents.slips import result_slips_document
from arbiter_desk.formats.documents.standings import standings_document
from arbiter_desk.formats.documents.team_pairings import (
    TeamRoundSheet,
    team_pairings_document,
    team_round_sheet,
    team_slips_document,
)
from arbiter_desk.formats.documents.team_tables import (
    board_statistics_document,
    team_crosstable_document,
    team_standings_document,
)

_MATCH_DOCUMENTS = {
    "pairings": match_pairings_document,
    "pairings-alpha": match_pairings_alphabetical_document,
    "result-slips": match_slips_document,
}
"""A Double-Swiss round's sheets: ``round_no`` is the match round (two TRF columns, reading D1)."""


def build_document(
    kind: str,
    tournament: Tournament,
    round_no: int | None = None,
    *,
    pairing: RoundPairing | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """The document ``kind`` of ``tournament``; ``round_no`` is the round of the pairings, or the round after
    which standings and cross table are made (default: the last one)."""
    if has_two_game_rounds(tournament) and kind in _MATCH_DOCUMENTS:  # Double-Swiss (C.04.5): matches
        return _MATCH_DOCUMENTS[kind](tournament, round_no, pairing=pairing, options=options)
    if kind == "pairings":
        return pairings_document(tournament, round_no, pairing=pairing, options=options)
    if kind == "pairings-alpha":
        return pairings_alphabetical_document(tournament, round_no, pairing=pairing, options=options)
    if kind == "result-slips":
        return result_slips_document(tournament, round_no, pairing=pairing, options=options)
    if kind == "standings":
        return standings_document(tournament, after_round=round_no, options=options)
    if kind == "crosstable":
        if is_round_robin(tournament):  # the classic square (C.05)
            return round_robin_crosstable_document(tournament, after_round=round_no, options=options)
        return crosstable_document(tournament, after_round=round_no, options=options)
    if kind == "all-rounds":
        if not is_round_robin(tournament):
            raise InvalidInputError("the table of all rounds is made for a round robin (its rounds are known)")
        return all_rounds_document(tournament, options=options)
    if kind == "player-cards":
        chosen = [PairingNumber(t) for t in options.players] if options is not None and options.players else None
        return player_cards_document(tournament, after_round=round_no, players=chosen, options=options)
    if kind == "players":
        return players_document(tournament, PlayerOrder.TPN, options=options)
    if kind == "players-alpha":
        return players_document(tournament, PlayerOrder.NAME, options=options)
    if kind == "acceleration-rules":  # printable rules of the acceleration (Q107-108)
        return acceleration_rules_document(tournament, options=options)
    if kind == "system-rules":  # printable rules of the file's pairing system (Q91-92)
        from arbiter_desk.formats.documents.system_rules import system_rules_document
        from arbiter_desk.formats.trf.file_system import named_system

        named = named_system(tournament)
        return system_rules_document(tournament, None if named is None else named.key, options=options)
    raise InvalidInputError(f"unknown document {kind!r}; known: {', '.join(DOCUMENT_KINDS)}")


def build_team_document(
    kind: str,
    event: TeamTournament,
    round_no: int | None = None,
    *,
    sheet: TeamRoundSheet | None = None,
    standings: TeamStandings | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """The document ``kind`` of a team event: ``round_no`` is the pairings' round (``sheet``: the desk's own
    sheet of it), or the round after which standings, cross table and board statistics are made."""
    if kind == "pairings":
        return team_pairings_document(event, sheet or team_round_sheet(event, round_no), options)
    if kind == "result-slips":
        return team_slips_document(event, sheet or team_round_sheet(event, round_no), options)
    if kind == "standings":
        return team_standings_document(event, standings, after_round=round_no, options=options)
    if kind == "crosstable":
        return team_crosstable_document(event, standings, after_round=round_no, options=options)
    if kind == "boards":
        return board_statistics_document(event, after_round=round_no, options=options)
    raise InvalidInputError(f"{kind!r} is not a document of a team event; known: {', '.join(TEAM_DOCUMENT_KINDS)}")
