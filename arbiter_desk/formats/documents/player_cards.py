"""Player cards: one card per player — every round's opponent, colour, result and running score —
with the performance rating (C.07 TPR, tables 8.1a/8.1b) and the FIDE rating change (``core/rating_change``).

A card row per TRF column (a Double-Swiss match shows its two games, ``3.1`` and ``3.2``); a round without an
opponent shows its TRF letter (``U`` PAB, ``H`` / ``F`` / ``Z`` byes). ``players`` picks the cards to print (by
TPN; default: all, in TPN order).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player, date_year
from arbiter_desk.core.rating_change import RatingChange, k_factor, rating_change
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.text import tr, tr_n, tr_p
from arbiter_desk.core.tiebreak_options import tiebreak_options_in
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    after_round_label,
    column_headings,
    decimals,
    player_label,
    rating_text,
    result_symbol,
    rounds_shown,
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
    share_columns,
)
from arbiter_desk.language.catalogs import say


def card_columns(language: str = "en") -> tuple[Column, ...]:
    """A card's columns: Rd, Colour, Opponent, Rtg, Result, Score."""
    heading = column_headings(language)
    return (
        Column(heading["round"], align=Align.RIGHT),
        Column(heading["colour"]),
        Column(heading["opponent"], weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["result"], align=Align.CENTER),
        Column(heading["score"], align=Align.RIGHT),
    )


def colour_words(language: str = "en") -> dict[Colour, str]:
    return {
        Colour.WHITE: say(tr_p("the colour a player has in a game", "White"), language),
        Colour.BLACK: say(tr_p("the colour a player has in a game", "Black"), language),
        Colour.NONE: "–",
    }


def _fide_rating(player: Player) -> int:
    """The FIDE rating (a provisional rating for pairing is not one: no change, not an opponent's rating)."""
    return 0 if player.rating_is_provisional else player.rating


def performances(tournament: Tournament, after_round: int | None) -> tuple[int, dict[PairingNumber, Decimal | None]]:
    """(the round shown, each player's C.07 TPR after it; None where undefined)."""
    standings = compute_standings(tournament, ["TPR"], after_round=after_round)
    return standings.after_round, {row.tpn: row.values[0] for row in standings.rows}


UNRATED_SETTING = "Tournament → Settings…, Unrated players rated"
"""Where the rating that unrated players count with in rating-based values is set (Q208–209)."""


def undefined_performance_note(tournament: Tournament) -> str | None:
    """Why every performance is "–", when it is: a player is unrated and no rating for unrated players was
    published (C.07 General: rating-based values need every player rated; the reading of FIDE's tie-break
    checker). None when performances are defined."""
    if tiebreak_options_in(tournament.comments).unrated_rating is not None:
        return None
    unrated = [p for p in sorted(tournament.players, key=lambda p: p.tpn) if p.rating <= 0]
    if not unrated:
        return None
    named = ", ".join(player_label(p, with_title=False) for p in unrated[:3]) + (" …" if len(unrated) > 3 else "")
    return (
        f"Performance (Rp, TPR) is shown as – for everybody: {len(unrated)} unrated "
        f"player{'s' if len(unrated) > 1 else ''} ({named}) and no rating published for unrated players "
        f"(C.07: rating-based values need every player rated). Set it in {UNRATED_SETTING}."
    )


def player_rating_change(
    tournament: Tournament, player: Player, games: Iterable[tuple[int, ResultCode]]
) -> RatingChange | None:
    """The change over ``games`` (opponent's FIDE rating, result) with the player's K."""
    rating = _fide_rating(player)
    k = k_factor(rating, date_year(player.birth_date), date_year(tournament.info.start_date))
    return rating_change(rating, games, k)


def rated_games(tournament: Tournament, player: Player, after: int) -> list[tuple[int, ResultCode]]:
    """(opponent's FIDE rating, result) of every round up to ``after`` with an opponent."""
    by_tpn = tournament.by_tpn
    return [
        (_fide_rating(by_tpn[e.opponent]), e.result)
        for e in player.rounds
        if e.round <= after and e.opponent is not None and e.opponent in by_tpn
    ]


def _card(
    tournament: Tournament, player: Player, after: int, tpr: Decimal | None, language: str
) -> tuple[Heading, Table, Note]:
    by_tpn = tournament.by_tpn
    two_games = has_two_game_rounds(tournament)
    rows = []
    score = ZERO
    games: list[tuple[int, ResultCode]] = []
    for column in range(1, after + 1):
        entry = player.entry(column)
        label = f"{(column + 1) // 2}.{2 - column % 2}" if two_games else str(column)
        if entry is None:
            rows.append((label, "", "", "", "", points_text(score)))
            continue
        score += tournament.point_system.points(entry.result, entry.colour)
        opponent = by_tpn.get(entry.opponent) if entry.opponent is not None else None
        if opponent is not None:
            games.append((_fide_rating(opponent), entry.result))
        rows.append(
            (
                label,
                colour_words(language)[entry.colour] if opponent is not None else "",
                f"{opponent.tpn}. {player_label(opponent)}" if opponent is not None else "",
                rating_text(opponent) if opponent is not None else "",
                result_symbol(entry.result),
                points_text(score),
            )
        )
    change = player_rating_change(tournament, player, games)
    facts = [
        say(tr("Score {points}", points=points_text(score)), language),
        say(tr("Performance (TPR) {value}", value="–" if tpr is None else str(tpr)), language),
    ]
    if change is None:
        facts.append(say(tr("no FIDE rating: no rating change"), language))
    elif change.games:
        facts.append(
            say(
                tr_n(
                    "Rating change {change} (K {k}; {count} rated game, W {score}, We {expected})",
                    "Rating change {change} (K {k}; {count} rated games, W {score}, We {expected})",
                    len(change.games),
                    change=decimals(change.text, language),
                    k=change.k,
                    score=points_text(change.score),
                    expected=decimals(f"{change.expected:.2f}", language),
                ),
                language,
            )
        )
    heading = Heading(f"{player.tpn}. {player_label(player)}  ·  {rating_text(player)}  {player.federation}", 2)
    return heading, Table(card_columns(language), tuple(rows)), Note("; ".join(facts) + ".")


def player_cards_document(
    tournament: Tournament,
    *,
    after_round: int | None = None,
    players: Iterable[PairingNumber] | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """The cards of ``players`` (default: all, by TPN) after ``after_round`` (default: the last recorded)."""
    options = options or PrintOptions()
    language = options.language
    after, tpr = performances(tournament, after_round)
    wanted = set(players) if players is not None else None
    chosen = [p for p in sorted(tournament.players, key=lambda p: p.tpn) if wanted is None or p.tpn in wanted]
    cards = [_card(tournament, p, after, tpr.get(p.tpn), language) for p in chosen]
    tables = share_columns([table for _, table, _ in cards])
    blocks: list[Block] = []
    if (why := undefined_performance_note(tournament)) is not None:
        blocks.append(Note(why))
    for (heading, _, note), table in zip(cards, tables, strict=True):
        blocks.append(KeepTogether((heading, table, note)))  # a card is never cut in two
    shown, total = rounds_shown(tournament, after)
    title = say(tr("Player cards after round {number}", number=shown), language)
    label = after_round_label(shown, total, language)
    return sheet_document(tournament, title, label, after, blocks, options, Orientation.PORTRAIT)
