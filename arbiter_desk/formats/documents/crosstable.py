"""The cross table (wall chart): every player in rank order (or TPN order) with each round's opponent, colour
and result.

A round cell reads ``12w1``: against TPN 12 (the number the standings and pairings print; or the line 12 of the
table with ``OpponentReference.RANK``), with White, won; ``7b½`` a draw with Black; ``+`` / ``-`` forfeits
(after the opponent when there is one), and the TRF letters of the rounds without an opponent: ``U``
pairing-allocated bye, ``H`` half-point bye, ``F`` full-point bye, ``Z`` zero-point bye or absence (C.04 Annex
TRF, player record 001). The rounds a late entry missed (C.04.2 art. 2.4; known to the desk, not to a TRF file)
read ``late`` or ``late ½`` / ``late 1`` with the points the tournament gives for them, not a requested bye.
The legend comes first, under the header, so that it never stands alone on a last page.

A Double-Swiss event (C.04.5 (2026)) prints one column per round, i.e. per two-game match (the snapshot's
TRF columns 2r−1 and 2r, reading D1 of ``shared/formats/double-swiss-trf.md``): ``12 wb 1½`` — against No.
12, White in game 1 and Black in game 2 (art. 4.4), 1½ of the match's points (each game scored with the
event's point values). Readings of the desk (the text and the convention are silent on the wall chart):

* a match ended by forfeit (a player forfeited both games, rule 3 of the convention) reads ``12 wb +`` /
  ``12 wb -`` as a forfeited game does on a one-game chart;
* a single forfeited game of a regularly played match counts in the match score ("treated as played",
  Preface) and the cell is marked ``*`` (``12 wb 1½*``): it matters for rating, not for the standings;
* rounds without an opponent are per match (Preface): the game-1 column's letter — ``U`` for the
  pairing-allocated bye (``U`` + ``H``, art. 1.4), ``H``, ``F``, ``Z``;
* a match whose game 2 is not yet in the file (standings during a round) shows game 1 alone: ``12 w 1``.
"""

from __future__ import annotations

from enum import StrEnum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import Standings, TieBreakList, compute_standings, rank_text
from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    after_round_label,
    column_headings,
    player_label,
    rating_text,
    result_symbol,
    rounds_shown,
    sheet_document,
)
from arbiter_desk.formats.documents.model import Align, Column, Document, Legend, Orientation, Table
from arbiter_desk.language.catalogs import say


class OpponentReference(StrEnum):
    """How a round cell names the opponent: by line number in rank order, or by TPN."""

    RANK = "rank"
    TPN = "tpn"


class RowOrder(StrEnum):
    """The order of the cross table's lines."""

    RANK = "rank"
    TPN = "tpn"


_MISSED = {ResultCode.HALF_BYE: "late ½", ResultCode.FULL_BYE: "late 1"}


def missed_cell(entry: RoundEntry) -> str:
    """A round before a late entry's first round (C.04.2 art. 2.4): ``late`` with the points it gives."""
    return _MISSED.get(entry.result, "late")


def round_cell(entry: RoundEntry | None, reference: dict[PairingNumber, int], *, missed: bool = False) -> str:
    """One round of one player as the wall chart prints it (see the module docstring); ``missed``: a round
    before the player's late entry."""
    if entry is None:
        return ""
    if missed and entry.result.is_requested_absence:
        return missed_cell(entry)
    symbol = result_symbol(entry.result)
    if entry.opponent is None:
        return symbol
    opponent = reference.get(entry.opponent)
    colour = entry.colour.value if entry.colour is not Colour.NONE else ""
    return f"{'' if opponent is None else opponent}{colour}{symbol}"


def match_cell(
    games: tuple[RoundEntry | None, RoundEntry | None],
    reference: dict[PairingNumber, int],
    points: PointSystem,
    *,
    missed: bool = False,
) -> str:
    """One Double-Swiss round (two-game match) of one player, ``games`` its two TRF columns (see the module
    docstring): ``12 wb 1½``, ``12 wb +``, ``12 bw 1*``, ``U``; ``missed``: a match before a late entry."""
    played = tuple(e for e in games if e is not None)
    if not played:
        return ""
    if played[0].opponent is None:
        late = missed and played[0].result.is_requested_absence
        return missed_cell(played[0]) if late else result_symbol(played[0].result)
    opponent = reference.get(played[0].opponent)
    colours = "".join(e.colour.value for e in played if e.colour is not Colour.NONE)
    codes = [e.result for e in played]
    if len(codes) == 2 and codes[0] is codes[1] and codes[0] in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS):
        score = result_symbol(codes[0])  # the match ended by forfeit
    else:
        score = points_text(sum((points.points(e.result, e.colour) for e in played), ZERO))
        score += "*" if any(code.is_forfeit for code in codes) else ""
    return " ".join(part for part in ("" if opponent is None else str(opponent), colours, score) if part)


def crosstable_document(
    tournament: Tournament,
    tiebreaks: TieBreakList | None = None,
    *,
    after_round: int | None = None,
    standings: Standings | None = None,
    by: OpponentReference = OpponentReference.TPN,
    options: PrintOptions | None = None,
) -> Document:
    """The wall chart after ``after_round`` (default: the last recorded round), landscape by default.

    Columns: TPN (or No., the line number, with ``by=RANK``), name, rating, federation, one column per round,
    points and rank (``=`` when shared). Lines in rank order, or in TPN order with ``options.by_tpn``.
    """
    options = options or PrintOptions()
    language = options.language
    order = RowOrder.TPN if options.by_tpn else RowOrder.RANK
    entry_rounds = dict(options.entry_rounds)
    if standings is None:
        standings = compute_standings(tournament, tiebreaks, after_round=after_round)
    matches = has_two_game_rounds(tournament)
    rounds = max(standings.after_round, 1)
    if matches:  # Double-Swiss: a column per match, its two TRF columns (reading D1)
        rounds = (rounds + 1) // 2
    players = tournament.by_tpn
    lines = sorted(standings.rows, key=lambda row: row.tpn) if order is RowOrder.TPN else standings.rows
    if by is OpponentReference.RANK:
        reference = {row.tpn: line for line, row in enumerate(lines, start=1)}
    else:
        reference = {tpn: int(tpn) for tpn in players}
    rows = []
    for row in lines:
        player = players[row.tpn]
        first = entry_rounds.get(int(row.tpn), 1)
        if matches:
            last = standings.after_round
            cells = tuple(
                match_cell(
                    (player.entry(2 * r - 1), player.entry(2 * r) if 2 * r <= last else None),
                    reference,
                    tournament.point_system,
                    missed=r < first,
                )
                for r in range(1, rounds + 1)
            )
        else:
            cells = tuple(round_cell(player.entry(r), reference, missed=r < first) for r in range(1, rounds + 1))
        rows.append(
            (
                str(reference[row.tpn]),
                player_label(player),
                rating_text(player),
                player.federation,
                *cells,
                points_text(row.points),
                rank_text(row),  # "–" for a player left out of the standings (expelled, Q198; Q103)
            )
        )
    heading = column_headings(language)
    columns = (
        Column("TPN" if by is OpponentReference.TPN else heading["number"], align=Align.RIGHT),
        Column(heading["name"], weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["federation"]),
        *(Column(round_column(r, language), weight=0.25, align=Align.CENTER) for r in range(1, rounds + 1)),
        Column(heading["points"], align=Align.RIGHT),
        Column(heading["rank"], align=Align.RIGHT),
    )
    numbered = say(
        tr("line number in this table") if by is OpponentReference.RANK else tr("the pairing number, TPN"), language
    )
    legend = (
        _match_legend(numbered, entry_rounds, language) if matches else _round_legend(numbered, entry_rounds, language)
    )
    shown, total = rounds_shown(tournament, standings.after_round)
    title = say(tr("Cross table after round {number}", number=shown), language)
    label = after_round_label(shown, total, language)
    blocks = (legend, Table(columns, tuple(rows)))
    return sheet_document(tournament, title, label, standings.after_round, blocks, options, Orientation.LANDSCAPE)


def round_column(number: int, language: str = "en") -> str:
    """The title of a round's column on a cross table: ``R4``."""
    return say(tr_p("cross table column: round number", "R{number}", number=number), language)


def _round_legend(numbered: str, entry_rounds: dict[int, int], language: str) -> Legend:
    texts = (
        ("12w1", tr("against No. 12 ({numbered}) with White, won", numbered=numbered)),
        ("7b½ / 7b0", tr("against No. 7 with Black, drawn / lost")),
        ("+ / -", tr("won / lost by forfeit")),
        ("U", tr("pairing-allocated bye")),
        ("H / F", tr("half-point / full-point bye requested by the player")),
        ("Z", tr("zero-point bye or absence")),
        *_late_entries(entry_rounds),
        (column_headings(language)["rank"], tr("= marks a rank shared after all tie-breaks")),
    )
    entries = tuple((code, say(meaning, language)) for code, meaning in texts)
    return Legend(entries, say(tr_p("legend title", "How to read a round"), language))


def _late_entries(entry_rounds: dict[int, int]) -> tuple[tuple[str, Text], ...]:
    if not any(first > 1 for first in entry_rounds.values()):
        return ()
    late = tr("a round before a late entry joined (C.04.2 art. 2.4), with the points given for it")
    return (("late / late ½", late),)


def _match_legend(numbered: str, entry_rounds: dict[int, int], language: str) -> Legend:
    texts = (
        (
            "12 wb 1½",
            tr(
                "against No. 12 ({numbered}): White in game 1, Black in game 2, 1½ points of the match",
                numbered=numbered,
            ),
        ),
        ("12 bw + / -", tr("match won / lost by forfeit (both games)")),
        ("*", tr("a single game of the match forfeited: counted, the match treated as played (C.04.5 Preface)")),
        ("U", tr("pairing-allocated bye: a won and a drawn game (C.04.5 art. 1.4)")),
        ("H / F", tr("half-point / full-point bye for the match, requested by the player")),
        ("Z", tr("zero-point bye or absence")),
        *_late_entries(entry_rounds),
        (column_headings(language)["rank"], tr("= marks a rank shared after all tie-breaks")),
    )
    entries = tuple((code, say(meaning, language)) for code, meaning in texts)
    return Legend(entries, say(tr_p("legend title", "How to read a round (a two-game match)"), language))
