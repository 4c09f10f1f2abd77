"""What the document builders share: paper options, page header lines, names and points as printed."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.core.names import alphabetical_key, isolated
from arbiter_desk.core.player import Player, rating_label
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import TeamTournament
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.model import Align, Block, Column, Document, Orientation, PaperSize
from arbiter_desk.language.catalogs import say
from arbiter_desk.language.collation import name_sort_key
from arbiter_desk.language.languages import language as spoken


@dataclass(frozen=True, slots=True)
class PrintOptions:
    """How to print: paper, orientation (None: the document's own choice) and the date in the header.

    ``date`` None prints the round's date from the tournament (TRF record 132), else its first day.
    """

    paper: PaperSize = PaperSize.A4
    orientation: Orientation | None = None
    date: str | None = None
    players: tuple[int, ...] = ()
    """Player cards: the TPNs whose cards are printed (empty: every player's)."""
    rating_columns: bool = False
    """Standings: with the performance (TPR) and FIDE rating change columns."""
    by_tpn: bool = False
    """The cross table lists the players in TPN order instead of rank order."""
    entry_rounds: tuple[tuple[int, int], ...] = ()
    """(TPN, first round) of the late entries (C.04.2 art. 2.4), which the desk knows and a TRF file does not:
    the cross table marks the rounds before as missed rounds, not as requested byes."""
    language: str = "en"
    """The language the sheet is printed in (the event's, or ``print --lang``); FIDE's codes stay as FIDE writes
    them, and so do the names, clubs and federations."""
    board_codes: tuple[tuple[int, str], ...] = ()
    """Result slips: (board, code) with which the players propose the board's result on the players' pages
    (``core.board_codes``); empty while players' proposals are off."""

    def orientation_or(self, natural: Orientation) -> Orientation:
        return natural if self.orientation is None else self.orientation


def header_lines(
    tournament: Tournament | TeamTournament,
    round_label: str = "",
    round_no: int | None = None,
    date: str | None = None,
    language: str = "en",
) -> tuple[str, ...]:
    """The lines at the top of every page: tournament name (and city), round and date, chief arbiter."""
    info = tournament.info
    name = info.name or say(tr("Tournament"), language)
    if info.city:
        name = f"{name}, {info.city}"
    if date is None:
        date = _round_date(tournament, round_no)
    second = " · ".join(part for part in (round_label, date) if part)
    lines = [name]
    if second:
        lines.append(second)
    if info.chief_arbiter:
        lines.append(say(tr("Chief arbiter: {name}", name=info.chief_arbiter), language))
    return tuple(lines)


def round_label(number: int, total: int | None, language: str = "en") -> str:
    """``Round 4 of 9`` for the header, ``Round 4`` while the number of rounds is unknown."""
    if total:
        return say(tr("Round {number} of {total}", number=number, total=total), language)
    return say(tr("Round {number}", number=number), language)


def sheet_document(
    tournament: Tournament | TeamTournament,
    title: str,
    label: str,
    round_no: int | None,
    blocks: Iterable[Block],
    options: PrintOptions,
    natural: Orientation,
) -> Document:
    """A document with the house header (``label``: the round line; ``round_no``: the TRF round whose date is
    printed), on the paper of ``options`` and its orientation, else ``natural``."""
    return Document(
        title=title,
        header_lines=header_lines(tournament, label, round_no, options.date, options.language),
        blocks=tuple(blocks),
        paper=options.paper,
        orientation=options.orientation_or(natural),
        footer=page_footer(options.language),
        right_to_left=reads_right_to_left(options.language),
    )


def reads_right_to_left(language: str) -> bool:
    """Whether a sheet in ``language`` is laid out from right to left (Arabic); a code the desk does not speak
    (the pseudo-language of the tests) reads left to right."""
    try:
        return spoken(language).right_to_left
    except ValueError:
        return False


def page_footer(language: str = "en") -> str:
    """The footer's format (``{page}`` and ``{pages}`` filled per page) in ``language``; the program's name and
    version stay as they are."""
    pages = say(tr("Page {page} of {pages}"), language)
    return f"{pages} · {PROGRAM_NAME} {__version__}"


def board_columns(
    middle: Sequence[Column], white: str | None = None, black: str | None = None, language: str = "en"
) -> tuple[Column, ...]:
    """A pairing list's columns: Bd, No., White, Rtg, Pts, then ``middle`` (the result columns), then Pts,
    Black, Rtg, No. — the White side read left to right, the Black side mirrored."""
    heading = column_headings(language)
    return (
        Column(heading["board"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
        Column(white or say(tr_p("the player with the white pieces", "White"), language), weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
        *middle,
        Column(heading["points"], align=Align.RIGHT),
        Column(black or say(tr_p("the player with the black pieces", "Black"), language), weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
    )


def column_headings(language: str = "en") -> dict[str, str]:
    """The short column headings the sheets share, in ``language`` (abbreviations as each language prints them)."""
    return {
        "board": say(tr_p("column heading: board number", "Bd"), language),
        "number": say(tr_p("column heading: pairing number", "No."), language),
        "rating": say(tr_p("column heading: rating", "Rtg"), language),
        "points": say(tr_p("column heading: points", "Pts"), language),
        "name": say(tr_p("column heading", "Name"), language),
        "result": say(tr_p("column heading: game result", "Result"), language),
        "rank": say(tr_p("column heading: place in the standings", "Rank"), language),
        "federation": say(tr_p("column heading: federation", "Fed"), language),
        "title": say(tr_p("column heading: FIDE title", "Title"), language),
        "team": say(tr_p("column heading", "Team"), language),
        "player": say(tr_p("column heading", "Player"), language),
        "round": say(tr_p("column heading: round number", "Rd"), language),
        "colour": say(tr_p("column heading", "Colour"), language),
        "opponent": say(tr_p("column heading", "Opponent"), language),
        "score": say(tr_p("column heading: running score", "Score"), language),
        "date": say(tr_p("column heading", "Date"), language),
    }


def after_round_label(shown: int, total: int | None, language: str = "en") -> str:
    """``After round 5 of 9`` for the header of standings and tables, ``After round 5`` while the number of rounds is
    unknown."""
    if total:
        return say(tr("After round {number} of {total}", number=shown, total=total), language)
    return say(tr("After round {number}", number=shown), language)


_DECIMAL = re.compile(r"[+\-−–]?\d+\.\d+")


def decimals(text: str, language: str = "en") -> str:
    """A printed number (a tie-break value ``23.5``, an expected score ``4.25``) with the decimal separator of
    ``language`` (``23,5`` in French); the TRF and CSV files never pass through here."""
    try:
        separator = spoken(language).decimal_separator
    except ValueError:
        return text
    if separator == "." or not _DECIMAL.search(text):
        return text
    return _DECIMAL.sub(lambda found: found.group(0).replace(".", separator), text)


def alphabetical_order(name: str, language: str = "en") -> tuple[object, ...]:
    """The key that sorts names in ``language``'s alphabetical order (``language.collation``: Spanish ñ after n),
    ties broken by the fixed key (``name_key``); a code the desk does not speak sorts by the fixed key alone. Only
    for lists a person reads: pairing numbers and the initial order keep their fixed key (C.04.2 art. 2.2.3)."""
    try:
        collated: tuple[int, ...] = name_sort_key(name, spoken(language))
    except ValueError:
        collated = ()
    return (collated, *name_key(name))


def _round_date(tournament: Tournament | TeamTournament, round_no: int | None) -> str:
    info = tournament.info
    if round_no is not None and 1 <= round_no <= len(info.round_dates) and info.round_dates[round_no - 1].strip():
        return info.round_dates[round_no - 1].strip()
    if info.start_date and info.end_date and info.end_date != info.start_date:
        return f"{info.start_date} – {info.end_date}"
    return info.start_date


def name_key(name: str) -> tuple[str, str]:
    """A fixed, locale-free sort key for names (C.04.2 art. 2.2.3): see ``core.names``."""
    return alphabetical_key(name)


def player_label(player: Player, with_title: bool = True) -> str:
    """``GM Carlsen, Magnus`` (title first when there is one); a withdrawn player (C.04.2 art. 3.2) is marked
    ``(wd. R5)`` with the first round not played, an expelled one ``(exp. R5)`` (Q197)."""
    mark = player.short_mark
    name = isolated(player.name)  # a right-to-left name keeps the numbers beside it in place (core.names)
    if with_title and player.title.value:
        return f"{player.title.value} {name}{mark}"
    return f"{name}{mark}"


def unpaired_text(
    player: Player, round_no: int, result: ResultCode, texts: dict[ResultCode, str], language: str = "en"
) -> str:
    """Why a player is not paired in ``round_no``, in the words of ``texts``; a player who has withdrawn
    (C.04.2 art. 3.2) from that round on is "withdrawn" ("expelled" when expelled, Q197), not a zero-point bye they
    asked for."""
    if player.withdrawn_from is not None and round_no >= player.withdrawn_from and result is ResultCode.ZERO_BYE:
        return say(tr("expelled") if player.expelled else tr("withdrawn"), language)
    return texts.get(result, result.value)


def rating_text(player: Player) -> str:
    """The rating as printed: ``–`` for an unrated player, a provisional one in brackets."""
    return rating_label(player.rating, player.rating_is_provisional)


def result_symbol(result: ResultCode) -> str:
    """One player's result as printed: 1 ½ 0 for games, + - for forfeits, the TRF letter for byes."""
    if result.is_win:
        return "1"
    if result.is_draw:
        return "½"
    if result.is_loss:
        return "0"
    if result is ResultCode.FORFEIT_WIN:
        return "+"
    if result is ResultCode.FORFEIT_LOSS:
        return "-"
    return result.value


def game_result_text(white: ResultCode, black: ResultCode | None = None) -> str:
    """The result of a board: ``1-0``, ``½-½``, ``0-1``; forfeits ``+/-``, ``-/+``, ``-/-`` (C.04 Annex TRF)."""
    black = white.counterpart if black is None else black
    if white.is_forfeit or black.is_forfeit:
        return f"{result_symbol(white)}/{result_symbol(black)}"
    if not (white.is_played and black.is_played):
        return ""
    return f"{result_symbol(white)}-{result_symbol(black)}"


def rounds_shown(tournament: Tournament, after_round: int) -> tuple[int, int | None]:
    """(round, rounds in all) as the sheet names them: a Double-Swiss event counts matches, two TRF columns
    each (reading D1)."""
    total = tournament.total_rounds
    if has_two_game_rounds(tournament):
        return (after_round + 1) // 2, None if total is None else (total + 1) // 2
    return after_round, total
