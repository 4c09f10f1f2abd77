"""Player record ``001`` (TRF-16 and TRF-2026): the player's data and one 10-column block per round.

| cols | field | cols | field |
|---|---|---|---|
| 5-8 | starting rank (TPN) | 58-68 | FIDE id |
| 10 | sex | 70-79 | birth date |
| 11-13 | title | 81-84 | points |
| 15-47 | name | 86-89 | rank |
| 49-52 | rating | 92-99, 102-109, … | opponent (92-95), colour (97), result (99) |
| 54-56 | federation | | |
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry, Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf.problems import ProblemLog
from arbiter_desk.formats.trf.source import SourceLine

MAX_TPN = 9999

LEGACY_BYES = {
    ResultCode.FORFEIT_LOSS: ResultCode.ZERO_BYE,
    ResultCode.DRAW: ResultCode.HALF_BYE,
    ResultCode.FORFEIT_WIN: ResultCode.PAIRING_BYE,
}
"""Blocks without opponent in older writers' spelling (``pairing-input.md``): ``0000 - -`` is an absence
(zero-point bye, never a forfeit: C.07 (2026) art. 16 counts it as a voluntary unplayed round), ``0000 - =``
the half-point bye of old TRF and Krause files, ``0000 - +`` Vega's pairing-allocated bye. They are read as
``Z``, ``H`` and ``U`` and written back that way."""


@dataclass(slots=True)
class PlayerLine:
    """What one 001 line says, before it is checked against the other lines.

    ``player`` is None when the starting rank is unusable. ``entries`` holds the non-blank blocks that could be
    read; ``bad_rounds`` the blocks that could not (so that their opponents are not blamed twice).
    """

    line: int
    player: Player | None
    entries: dict[int, RoundEntry] = field(default_factory=dict)
    bad_rounds: set[int] = field(default_factory=set)
    unknown_rounds: set[int] = field(default_factory=set)
    """Rounds whose result symbol is ``?`` or ``X`` (unknown: an adjourned game still open); read as a draw."""
    points: Decimal | None = None
    rank: int | None = None


def read_player_line(source: SourceLine, log: ProblemLog) -> PlayerLine:
    """Read one 001 line, logging a problem for every field that does not follow the format."""
    text, number = source.text, source.number
    tpn = col.parse_int(col.cut(text, col.TPN))
    if tpn is None or not 1 <= tpn <= MAX_TPN:
        log.error(number, col.TPN[0], f"starting rank must be a number from 1 to {MAX_TPN}")
        tpn = None
    sex = Sex.UNKNOWN
    try:
        sex = Sex.from_trf(col.cut(text, col.SEX))
    except InvalidInputError as exc:
        log.warning(number, col.SEX[0], str(exc))
    title = Title.NONE
    try:
        title = Title.from_trf(col.cut(text, col.TITLE))
    except InvalidInputError as exc:
        log.warning(number, col.TITLE[0], str(exc))
    name = col.cut(text, col.NAME).strip()
    if not name:
        log.warning(number, col.NAME[0], "name is blank")
    rating = _optional_int(text, col.RATING)
    if rating is None:
        log.error(number, col.RATING[0], "rating must be a number (blank or 0 if unrated)")
    fide_id = _optional_int(text, col.FIDE_ID)
    if fide_id is None:
        log.warning(number, col.FIDE_ID[0], "FIDE id must be a number (or blank)")
    points_text = col.cut(text, col.POINTS)
    points = col.parse_decimal(points_text)
    if points is None and points_text.strip():
        log.error(number, col.POINTS[0], "points must be a number like 3.5")
    rank_text = col.cut(text, col.RANK)
    rank = col.parse_int(rank_text)
    if rank is None and rank_text.strip():
        log.warning(number, col.RANK[0], "rank must be a number")
    result = PlayerLine(number, None, points=points, rank=rank)
    blocks = col.block_count(text)
    if blocks > col.MAX_ROUNDS:
        log.error(
            number,
            col.block_span(col.MAX_ROUNDS + 1)[0],
            f"{blocks} round blocks; a TRF file has at most {col.MAX_ROUNDS} rounds (the rest is not read)",
        )
        blocks = col.MAX_ROUNDS
    entries = result.entries
    for round_no in range(1, blocks + 1):
        start = col.FIRST_BLOCK + col.BLOCK_WIDTH * (round_no - 1)  # col.block_span, inline: 90,000 blocks
        plain = _read_plain_block(text, round_no, start, start + col.RESULT_OFFSET)
        if plain is not None:
            entries[round_no] = plain
        else:
            _read_block(source, round_no, result, log)
    if tpn is not None:
        result.player = Player(
            tpn=PairingNumber(tpn),
            name=name,
            sex=sex,
            title=title,
            rating=rating or 0,
            federation=col.cut(text, col.FEDERATION).strip(),
            fide_id=fide_id or None,
            birth_date=col.cut(text, col.BIRTH_DATE).strip(),
        )
    return result


def _optional_int(text: str, span: tuple[int, int]) -> int | None:
    """A numeric field where blank means 0; None if it is not a number."""
    raw = col.cut(text, span)
    return 0 if not raw.strip() else col.parse_int(raw)


_PLAIN_GAME = re.compile(r"  ( *[0-9]+) ([wbWB]) ([-10=+WDLwdl])")
"""A block that can hold no problem when its opponent is not 0000: a game (or forfeit) with a colour."""
_PLAIN_BYE = re.compile(r"  0000 - ([HUZhuz])")
"""A block that can hold no problem: a bye or absence written the usual way."""
UNKNOWN_RESULTS = frozenset("?X")
"""Result symbols of a game whose result is not known yet: ``?`` (the TEC Manual's mark of an open adjourned
game, VCL4THP.13 Q164) and ``X`` (TRF-2026 record 162's "unknown result, e.g. adjourned")."""

_COLOURS = {letter: Colour.from_trf(letter) for letter in "wbWB"}
_RESULTS = {letter: ResultCode.from_trf(letter) for letter in "-10=+WDLwdlHUZhuz"}


def _read_plain_block(text: str, round_no: int, start: int, end: int) -> RoundEntry | None:
    """The entry of a block as nearly every file writes it, or None for the full check (a 10,000-player
    file has 90,000 blocks: reading them must not cost seconds)."""
    if (game := _PLAIN_GAME.fullmatch(text, start - 3, end)) is not None and int(game[1]):
        opponent = PairingNumber(int(game[1]))
        return RoundEntry(RoundNo(round_no), opponent, _COLOURS[game[2]], _RESULTS[game[3]])
    if (bye := _PLAIN_BYE.fullmatch(text, start - 3, end)) is not None:
        return RoundEntry(RoundNo(round_no), None, Colour.NONE, _RESULTS[bye[1]])
    return None


def _read_block(source: SourceLine, round_no: int, into: PlayerLine, log: ProblemLog) -> None:
    """One round's block (92-99 for round 1): opponent, colour, result; blank blocks are left out."""
    text, number = source.text, source.number
    start, end = col.block_span(round_no)
    if (plain := _read_plain_block(text, round_no, start, end)) is not None:
        into.entries[round_no] = plain
        return
    if not col.cut(text, (start - 2, end)).strip():
        return
    errors_before = log.error_count
    for gap in (start - 2, start - 1, start + col.OPPONENT_WIDTH, start + col.COLOUR_OFFSET + 1):
        if col.cut(text, (gap, gap)).strip():
            log.error(number, gap, f"expected a blank (round {round_no}'s block is at columns {start}-{end})")
    opponent_text = col.cut(text, (start, start + col.OPPONENT_WIDTH - 1)).strip()
    opponent = col.parse_int(opponent_text) if opponent_text else 0
    if opponent is None:
        log.error(number, start, f"opponent must be a starting rank (0000 for none), not {col.shown(opponent_text)}")
    colour_column = start + col.COLOUR_OFFSET
    result_column = start + col.RESULT_OFFSET
    colour = result = None
    try:
        colour = Colour.from_trf(col.cut(text, (colour_column, colour_column)))
    except InvalidInputError as exc:
        log.error(number, colour_column, str(exc))
    letter = col.cut(text, (result_column, result_column))
    unknown = letter.upper() in UNKNOWN_RESULTS
    try:
        result = ResultCode.DRAW if unknown else ResultCode.from_trf(letter)
    except InvalidInputError as exc:
        log.error(number, result_column, str(exc))
    if unknown:
        if not opponent:
            log.error(number, result_column, f"result {letter} (not known yet) needs an opponent: a game to finish")
        else:
            into.unknown_rounds.add(round_no)
            log.warning(
                number, result_column,
                f"result {letter}: not known yet (an adjourned game), counted as a draw for pairing only "
                "(C.04.2 art. 3.1)",
            )  # fmt: skip
    if opponent == 0 and result in LEGACY_BYES:
        result, colour = LEGACY_BYES[result], Colour.NONE
    if opponent is not None and result is not None:
        if opponent and result.is_bye:
            log.error(number, result_column, f"result {result} is a bye, but the block names opponent {opponent:04d}")
        elif not opponent and result.is_played:
            log.error(number, start, f"result {result} is a played game and needs an opponent")
        if result.is_played and colour is Colour.NONE:
            log.error(number, colour_column, f"a played game (result {result}) needs colour w or b")
        if result is ResultCode.FULL_BYE:
            log.warning(number, result_column, "full-point bye F is deprecated by FIDE")
    if log.has_errors_since(errors_before) or opponent is None or colour is None or result is None:
        into.bad_rounds.add(round_no)
        return
    into.entries[round_no] = RoundEntry(
        round=RoundNo(round_no),
        opponent=PairingNumber(opponent) if opponent else None,
        colour=colour,
        result=result,
    )
