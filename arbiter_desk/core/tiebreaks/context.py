"""The data every tie-break of one standings shares: rounds, scores, scores as an opponent (C.07 (2026)).

Intermediate standings (C.07 General: tie-breaks use the final scores, or the *current* scores for
intermediate standings; art. 15: an unplayed round is a round in which the player did not play). The
standings after round R see a tournament of R rounds:

- every block of a later round is ignored, and the rounds R+1 … announced (record 142 / ``XXR``) are not
  unplayed rounds: they count nowhere (no zero-point bye, no dummy, no draw as an opponent);
- "the number of rounds" of the 2026 cap (art. 16: draw points × rounds) is R, and "the last round" of
  category 5 is R: a requested bye in round R counts as a draw for its opponents until a later round is
  played (then it is category 3, or still 5 if only voluntary unplayed rounds follow);
- FB ("as if every game of the last round had been drawn") is the final announced round's: before it is
  part of the standings FB equals BH;
- the default R is the last paired round (a game, a forfeit or the pairing-allocated bye): byes already
  recorded for a round not yet paired (a TRF's announced ``H``/``Z`` or ``XXZ``) do not count yet; an
  explicit ``after_round`` may go up to the last round with any block.

FIDE's tie-break checker gives the same values when asked for the standings after round R (``-n R``);
without ``-n`` it reads the missing announced rounds as zero-point byes (departure D1 of
``tests/core/tiebreaks/GACRUX_DEPARTURES.md``).

Rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO, RTNG) need every player rated unless the handling of
unrated players was published: ``unrated_rating`` is that published rating. Without it, and with any
participant unrated, those tie-breaks are undefined for everybody (the reading of FIDE's tie-break checker;
see :attr:`TieBreakContext.all_rated`).

The tournament's final round (for FB, "the last round") is the announced number of rounds (record 142 /
``XXR``), or the last paired round when none is announced (or more were played).

A block with a forfeit letter but no opponent (older writers' ``0000 - -`` / ``0000 - +``) is read as the
absence / pairing-allocated bye it stands for, never as a forfeit: a forfeit needs a scheduled opponent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from decimal import Decimal
from typing import TypeVar, cast

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.long_events import rating_in_round
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.breakdown import english
from arbiter_desk.core.tiebreaks.round_robin import is_round_robin
from arbiter_desk.core.tiebreaks.unplayed import (
    Category,
    Dummy,
    Edition,
    OpponentScore,
    RoundRecord,
    categorise,
)
from arbiter_desk.core.tournament import Tournament

T = TypeVar("T")


def recorded_rounds(tournament: Tournament) -> int:
    """The last round for which any player has a block (0 before round 1)."""
    return max((e.round for p in tournament.players for e in p.rounds), default=0)


def truncate(tournament: Tournament, after_round: int) -> Tournament:
    """The same tournament with the blocks of rounds after ``after_round`` removed."""
    return tournament.with_players(
        replace(p, rounds=tuple(e for e in p.rounds if e.round <= after_round)) for p in tournament.players
    )


_WITHOUT_OPPONENT = {ResultCode.FORFEIT_LOSS: ResultCode.ZERO_BYE, ResultCode.FORFEIT_WIN: ResultCode.PAIRING_BYE}
_KINDS = {code: (code.is_played, code.has_opponent, code.is_forfeit) for code in ResultCode}
"""Per result: played over the board, with an opponent, a forfeit (read once: 90,000 records at 10,000 players)."""
_PLAYED = frozenset(code for code in ResultCode if code.is_played)


class TieBreakContext:
    """One tournament seen by the tie-breaks: per-player round records, scores and memoised values."""

    def __init__(
        self,
        tournament: Tournament,
        *,
        edition: Edition = Edition.FIDE_2026,
        after_round: int | None = None,
        unrated_rating: int | None = None,
        round_ratings: Mapping[PairingNumber, Sequence[tuple[int, int]]] | None = None,
    ) -> None:
        last = recorded_rounds(tournament)
        last_paired = tournament.last_paired_round()
        if after_round is None:
            after_round = last_paired
        elif not 0 <= after_round <= last:
            raise InvalidInputError(f"standings after round {after_round}: only rounds 0 to {last} are recorded")
        self.tournament = truncate(tournament, after_round) if after_round < last else tournament
        self.rounds = after_round
        self.final_round = max(tournament.total_rounds or 0, last_paired)
        """The tournament's last round: announced, or the last paired one."""
        self.edition = edition
        self.round_robin = is_round_robin(tournament)
        """Pairings fixed in advance (``round_robin.py``): forfeits count as played, no dummies, actual scores."""
        self.unrated_rating = unrated_rating
        self.round_ratings = round_ratings
        """Events over 30 days rated per round (Q214): TPN → ((from round, rating), …); None: first ratings."""
        self.point_system: PointSystem = tournament.point_system
        self._players = self.tournament.by_tpn
        self._points: dict[tuple[ResultCode, Colour], Decimal] = {}
        self._records = {tpn: self._build_records(p) for tpn, p in self._players.items()}
        self._scores = {tpn: sum((r.points for r in recs), ZERO) for tpn, recs in self._records.items()}
        self._as_opponent = {tpn: self._opponent_score(tpn) for tpn in self._players}
        self._memo: dict[tuple[str, ...], object] = {}

    # --- players and rounds ---------------------------------------------------------------------------

    @property
    def tpns(self) -> tuple[PairingNumber, ...]:
        return tuple(sorted(self._players))

    def player(self, tpn: PairingNumber) -> Player:
        return self._players[tpn]

    def records(self, tpn: PairingNumber) -> tuple[RoundRecord, ...]:
        """Rounds 1 … ``rounds`` of ``tpn``, a record for each (missing blocks read as zero-point byes)."""
        return self._records[tpn]

    def score(self, tpn: PairingNumber) -> Decimal:
        """The player's points after the standings' round."""
        return self._scores[tpn]

    def opponent_score(self, tpn: PairingNumber) -> OpponentScore:
        """Art. 16: the score used when ``tpn`` is somebody's opponent (category 5 counts as a draw)."""
        return self._as_opponent[tpn]

    @property
    def all_rated(self) -> bool:
        """C.07 General: rating-based tie-breaks need every player rated, unless a rating for unrated players
        was published (``unrated_rating``)."""
        return self.unrated_rating is not None or self.memo(
            ("all rated",), lambda: all(p.rating > 0 for p in self.tournament.players)
        )

    def rating(self, tpn: PairingNumber, round_no: int | None = None) -> int | None:
        """The rating for rating-based tie-breaks: the player's, or the published one for unrated players.

        In an event over 30 days rated per round (``round_ratings``, Q214) the rating valid in ``round_no``;
        otherwise the first rating (Q215)."""
        rating = self._players[tpn].rating
        if self.round_ratings is not None and round_no is not None and tpn in self.round_ratings:
            rating = rating_in_round(rating, self.round_ratings[tpn], round_no)
        return rating if rating > 0 else self.unrated_rating

    @property
    def draw_points(self) -> Decimal:
        return self.point_system.draw

    @property
    def win_points(self) -> Decimal:
        return max(self.point_system.win_white, self.point_system.win_black)

    @property
    def loss_points(self) -> Decimal:
        return min(self.point_system.loss_white, self.point_system.loss_black)

    def dummy(self, tpn: PairingNumber, record: RoundRecord) -> Dummy:
        """Art. 16: the dummy opponent of one of the player's unplayed rounds, with the 2026 cap."""
        category = record.category if record.category is not None else Category.BYE
        own = self.score(tpn)
        if self.edition is Edition.FIDE_2024:
            return Dummy(record.round, category, own, None, "")
        if category.is_forfeit and record.opponent is not None:
            cap = self.opponent_score(record.opponent).adjusted
            said = tr(
                "2026: forfeit, at most the scheduled opponent {opponent}'s score as an opponent",
                opponent=record.opponent,
            )
        else:
            cap = self.draw_points * self.rounds
            said = tr("2026: at most draw points × {rounds} rounds", rounds=self.rounds)
        return Dummy(record.round, category, own, cap, english(said), said)

    def memo(self, key: tuple[str, ...], factory: Callable[[], T]) -> T:
        """A value computed once per context (an opponent's Buchholz, TPR, …)."""
        if key not in self._memo:
            self._memo[key] = factory()
        return cast(T, self._memo[key])

    # --- construction ---------------------------------------------------------------------------------

    def _build_records(self, player: Player) -> tuple[RoundRecord, ...]:
        blocks: dict[int, RoundEntry] = {}
        for block in player.rounds:
            blocks.setdefault(block.round, block)  # the first block of a round, as Player.entry reads it
        entries: list[RoundEntry] = []
        for number in range(1, self.rounds + 1):
            entry = blocks.get(number)
            if entry is None:
                entry = RoundEntry(RoundNo(number), None, Colour.NONE, ResultCode.ZERO_BYE)
            else:
                played, with_opponent, forfeit = _KINDS[entry.result]
                if forfeit and entry.opponent is None:
                    entry = replace(entry, colour=Colour.NONE, result=_WITHOUT_OPPONENT[entry.result])
                elif (played and entry.opponent is None) or (
                    with_opponent and entry.opponent is not None and entry.opponent not in self._players
                ):
                    self._check(player, entry)
            entries.append(entry)
        results = [e.result for e in entries]
        if all(r in _PLAYED for r in results):
            categories: list[Category | None] = [None] * len(results)  # art. 16 concerns unplayed rounds only
        else:
            categories = categorise(results)
        points = self._points
        records: list[RoundRecord] = []
        for e, category in zip(entries, categories, strict=True):
            result, colour = e.result, e.colour
            value = points.get((result, colour))
            if value is None:
                value = self._points_of(result, colour)
            opponent = e.opponent if _KINDS[result][1] else None
            records.append(RoundRecord(e.round, opponent, colour, result, value, category, e.round in blocks))
        return tuple(records)

    def _points_of(self, result: ResultCode, colour: Colour) -> Decimal:
        points = self._points.get((result, colour))
        if points is None:
            points = self._points[result, colour] = self.point_system.points(result, colour)
        return points

    def _check(self, player: Player, entry: RoundEntry) -> None:
        if entry.result.is_played and entry.opponent is None:
            raise InvalidInputError(
                f"player {player.tpn}, round {entry.round}: result {entry.result.value!r} needs an opponent"
            )
        if entry.result.has_opponent and entry.opponent is not None and entry.opponent not in self._players:
            raise InvalidInputError(
                f"player {player.tpn}, round {entry.round}: opponent {entry.opponent} is not a participant"
            )

    def games_possible(self, tpn: PairingNumber) -> int:
        """Rounds in which the player could score: every round, less (round robin) the rounds without an
        opponent — the round off of an odd field (C.05 Annex 1) is no game."""
        if not self.round_robin:
            return self.rounds
        return sum(1 for r in self._records[tpn] if r.opponent is not None)

    def _opponent_score(self, tpn: PairingNumber) -> OpponentScore:
        adjusted = ZERO
        notes: list[Text] = []
        player = self._players[tpn]
        for record in self._records[tpn]:
            if record.category is Category.REQUESTED_BYE_AT_END and not self.round_robin:
                adjusted += self.draw_points
                why = _category_5_text(player, record.round)
                notes.append(tr("R{round} counted as a draw ({why})", round=record.round, why=why))
            else:
                adjusted += record.points
        return OpponentScore(tpn, self._scores[tpn], adjusted, tuple(english(n) for n in notes), tuple(notes))


def _category_5_text(player: Player, round_no: int) -> Text:
    """Why a round of category 5 counts as a draw, in the player's own case: C.07 art. 16 reads every round after a
    withdrawal as a zero-point bye, requested (so an expelled player's rounds too: Q197 has no rule of its own)."""
    left = player.withdrawn_from
    if left is not None and round_no >= left:
        if player.expelled:
            return tr(
                "cat. 5: expelled from round {round}, every later round a zero-point bye (C.07 art. 16)", round=left
            )
        return tr("cat. 5: withdrawn from round {round}, every later round a zero-point bye (C.07 art. 16)", round=left)
    return Category.REQUESTED_BYE_AT_END.said
