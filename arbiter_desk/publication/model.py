"""What the players' pages show of the event, read through ``services`` and stripped to what a player may see.

The rounds shown are the round in play (``core.round_in_play``: the lowest published round with a missing
result) and the published rounds before it; a draft is never read into this model (C.04.2 art. 4.4: a pairing
becomes public when it is published). Standings and the cross table count published rounds only
(``services.snapshot.published_snapshot``). Nothing here carries a birth date, an e-mail, a FIDE id, a club, a
national id or a note: the records are copied field by field into the public values below.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import Colour
from arbiter_desk.core.round_in_play import RoundProgress, round_in_play
from arbiter_desk.core.scoring import half_points_text
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.crosstable import round_cell
from arbiter_desk.publication.options import PublicationOptions, is_junior
from arbiter_desk.publication.teams import TeamPages, team_pages
from arbiter_desk.publication.why import player_whys
from arbiter_desk.services import Desk
from arbiter_desk.services.event.snapshot import published_snapshot
from arbiter_desk.services.event.state import ROUND_ROBIN, TournamentState
from arbiter_desk.services.pairing.round_view import RoundView, round_view
from arbiter_desk.services.pairing.round_why import round_why


@dataclass(frozen=True, slots=True)
class PublicPlayer:
    tpn: int
    name: str
    title: str
    federation: str
    rating: str
    """Empty when unrated or hidden (a junior's rating, if the organiser asks)."""
    points: str
    """Points of the published rounds, as wall charts write them (``3½``)."""


@dataclass(frozen=True, slots=True)
class PublicBoard:
    number: int
    white: int
    black: int
    white_points: str
    black_points: str
    """Points before the round (C.04.2 art. 3.6: the board order follows them)."""
    result: str
    """``1–0``, ``½–½``, ``+–−``…; empty while the game is on."""


@dataclass(frozen=True, slots=True)
class PublicRound:
    number: int
    boards: tuple[PublicBoard, ...]
    bye: int | None
    absent: tuple[tuple[int, str], ...]
    """(TPN, what the round gives: ``H``, ``Z``, ``withdrawn``…)."""
    date: str = ""

    @property
    def entered(self) -> int:
        return sum(1 for b in self.boards if b.result)

    def board_of(self, tpn: int) -> PublicBoard | None:
        return next((b for b in self.boards if tpn in (b.white, b.black)), None)


@dataclass(frozen=True, slots=True)
class CardGame:
    round: int
    opponent: int | None
    colour: str
    result: str
    running: str
    note: str = ""
    """What a round without an opponent was (bye, absent)."""


@dataclass(frozen=True, slots=True)
class PublicEvent:
    seq: int
    """The journal position read."""
    version: str
    """What the pages poll: ``seq.1`` once the pairings are read, ``seq.2`` once the standings are too."""
    name: str
    place: str
    dates: str
    system: str
    total_rounds: int | None
    current: int | None
    """The round the pairing pages show: the round in play, else the last published round."""
    rounds: tuple[PublicRound, ...]
    players: dict[int, PublicPlayer]
    standings_head: tuple[str, ...] = ()
    standings: tuple[tuple[str, ...], ...] = ()
    standings_after: str = ""
    cross_rounds: tuple[int, ...] = ()
    cross: tuple[tuple[str, int, str, tuple[str, ...]], ...] = ()
    """(rank, TPN, points, one cell per round) in rank order."""
    cards: dict[int, tuple[CardGame, ...]] = field(default_factory=dict)
    whys: dict[int, str] = field(default_factory=dict)
    """Why each player of the current round has his opponent and colour, in plain words."""
    schedule: tuple[PublicRound, ...] = ()
    """A round robin's published rounds (published ahead, C.05), drafts never."""
    teams: TeamPages | None = None
    proposals: bool = False
    """Players may propose their board's result (the event's setting, for the round in play)."""

    def round(self, number: int | None = None) -> PublicRound | None:
        wanted = self.current if number is None else number
        return next((r for r in self.rounds if r.number == wanted), None)

    @property
    def by_name(self) -> tuple[PublicPlayer, ...]:
        """Alphabetical by name, case and accents folded (a display order only, never a pairing order)."""
        return tuple(sorted(self.players.values(), key=lambda p: (p.name.casefold(), p.tpn)))


def shown_rounds(state: TournamentState, missing: dict[int, int]) -> tuple[int | None, tuple[int, ...]]:
    """The round in play (or the last published round when every published round is complete) and the rounds
    shown up to it; ``missing`` counts each round's boards without a result."""
    progress = [
        RoundProgress(int(r.number), r.state.value != "draft", missing.get(int(r.number), 0)) for r in state.rounds
    ]
    published = [p.number for p in progress if p.published]
    in_play = round_in_play(progress)
    current = in_play if in_play is not None else max(published, default=None)
    if current is None:
        return None, ()
    return current, tuple(n for n in published if n <= current)


def read_event(desk: Desk, options: PublicationOptions | None = None) -> PublicEvent:
    """The public view of the event behind ``desk`` at its current journal position."""
    reader = EventReader(desk, options)
    event, snapshot = reader.read_rounds()
    return reader.with_standings(event, snapshot)


class EventReader:
    """Reads the event again after each change, in two steps so that a new pairing or result is served at once:
    ``read_rounds`` (pairings, results, the why; the standings of the previous read kept meanwhile) and then
    ``with_standings`` (standings, cross table and cards, the costly tie-breaks). A round's view is reused while
    nothing it depends on changed."""

    def __init__(self, desk: Desk, options: PublicationOptions | None = None) -> None:
        self.desk = desk
        self.options = options or PublicationOptions()
        self._views: dict[int, tuple[tuple[object, ...], RoundView]] = {}

    def _view(self, state: TournamentState, number: int) -> RoundView:
        key = (
            state.players,
            tuple(b for b in state.boards if b.round <= number),
            state.byes,
            state.absences,
            state.overrides,
            state.settings,
        )
        found = self._views.get(number)
        if found is not None and found[0] == key:
            return found[1]
        view = round_view(self.desk, number, state, None)
        self._views[number] = (key, view)
        return view

    def read_rounds(self, previous: PublicEvent | None = None) -> tuple[PublicEvent, Tournament | None]:
        """Everything but the standings (those of ``previous`` are kept), and the snapshot to rank."""
        desk, options = self.desk, self.options
        seq = desk.journal.journal_seq()
        state = desk.state()
        info = state.settings.info
        head = {
            "seq": seq,
            "version": f"{seq}.1",
            "name": info.name,
            "place": info.city,
            "dates": " – ".join(d for d in (info.start_date, info.end_date) if d),
            "system": state.settings.pairing_system,
            "total_rounds": state.settings.total_rounds,
        }
        if state.settings.team_rules is not None:
            teams = team_pages(desk, state)
            event = PublicEvent(**head, current=teams.current, rounds=(), players={}, teams=teams)  # type: ignore[arg-type]
            return event, None
        missing: dict[int, int] = {}
        for board in state.boards:
            if board.white_result is None or board.black_result is None:
                missing[int(board.round)] = missing.get(int(board.round), 0) + 1
        current, numbers = shown_rounds(state, missing)
        snapshot = published_snapshot(state)
        points = snapshot.point_system.points
        totals = {int(p.tpn): sum((points(e.result, e.colour) for e in p.rounds), Decimal(0)) for p in snapshot.players}
        year = _year(info.start_date)
        players = {
            int(p.tpn): PublicPlayer(
                int(p.tpn),
                p.name,
                p.title.value,
                p.federation,
                ""
                if not p.rating or (options.hide_junior_ratings and is_junior(p.birth_date, year))
                else str(p.rating),
                half_points_text(totals.get(int(p.tpn), Decimal(0))),
            )
            for p in state.players
            if p.tpn > 0
        }
        views = {n: self._view(state, n) for n in numbers}
        rounds = tuple(_public_round(views[n], info.round_dates) for n in numbers)
        schedule: tuple[PublicRound, ...] = ()
        if state.settings.pairing_system == ROUND_ROBIN:
            ahead = [int(r.number) for r in state.rounds if r.state.value != "draft"]
            schedule = tuple(_public_round(self._view(state, n), info.round_dates) for n in ahead)
        whys: dict[int, str] = {}
        if current is not None:
            stored = desk.rounds.stored_explanation(current)
            whys = player_whys(round_why(desk, current, state, stored), views[current], stored)
        kept = (
            {}
            if previous is None
            else {
                "standings_head": previous.standings_head,
                "standings": previous.standings,
                "standings_after": previous.standings_after,
                "cross_rounds": previous.cross_rounds,
                "cross": previous.cross,
                "cards": previous.cards,
            }
        )
        event = PublicEvent(
            **head,  # type: ignore[arg-type]
            current=current,
            rounds=rounds,
            players=players,
            whys=whys,
            schedule=schedule,
            **kept,  # type: ignore[arg-type]
        )
        return event, snapshot

    def with_standings(self, event: PublicEvent, snapshot: Tournament | None) -> PublicEvent:
        """``event`` with the standings, cross table and cards of ``snapshot`` (the published rounds)."""
        if snapshot is None:
            return replace(event, version=f"{event.seq}.2")
        standings = compute_standings(snapshot)
        table = standings.table()
        last = max((r.number for r in event.rounds), default=0)
        identity = {PairingNumber(t): t for t in event.players}
        cross = tuple(
            (
                f"{row.rank}{'=' if row.shared else ''}",
                int(row.tpn),
                half_points_text(row.points),
                tuple(round_cell(snapshot.player(row.tpn).entry(n), identity) for n in range(1, last + 1)),
            )
            for row in standings.rows
        )
        return replace(
            event,
            version=f"{event.seq}.2",
            standings_head=tuple(table[0]),
            standings=tuple(tuple(r) for r in table[1:]),
            standings_after=standings.round_text,
            cross_rounds=tuple(range(1, last + 1)),
            cross=cross,
            cards={tpn: _card(snapshot, tpn) for tpn in event.players},
        )


def _public_round(view: RoundView, dates: tuple[str, ...]) -> PublicRound:
    number = int(view.round.number)
    boards = tuple(
        PublicBoard(
            b.number,
            int(b.white.tpn),
            int(b.black.tpn),
            half_points_text(b.white.points),
            half_points_text(b.black.points),
            "" if b.result is None else b.result.label,
        )
        for b in view.boards
    )
    absent = tuple((int(a.seat.tpn), a.text) for a in view.absentees)
    date = dates[number - 1] if 0 < number <= len(dates) else ""
    return PublicRound(number, boards, None if view.bye is None else int(view.bye.tpn), absent, date)


_NO_OPPONENT = {"U": "pairing-allocated bye", "F": "full-point bye", "H": "half-point bye", "Z": "absent"}


def _card(snapshot: Tournament, tpn: int) -> tuple[CardGame, ...]:
    player = snapshot.player(PairingNumber(tpn))
    running = Decimal(0)
    games = []
    for entry in player.rounds:
        running += snapshot.point_system.points(entry.result, entry.colour)
        colour = {Colour.WHITE: "White", Colour.BLACK: "Black"}.get(entry.colour, "")
        symbol = round_cell(entry, {}).lstrip("wb") if entry.opponent is not None else entry.result.value
        note = _NO_OPPONENT.get(entry.result.value, "") if entry.opponent is None else ""
        games.append(
            CardGame(
                int(entry.round),
                None if entry.opponent is None else int(entry.opponent),
                colour,
                symbol,
                half_points_text(running),
                note,
            )
        )
    return tuple(games)


def _year(text: str) -> int:
    """The event's year (its start date), else this year: the year juniors are counted in."""
    digits = text[:4]
    return int(digits) if len(digits) == 4 and digits.isdigit() else date.today().year
