"""Provisional ratings for pairing (C.04.4.1 (2026) art. 1.1.1–1.1.2; C.04.2 art. 2.1).

Dubov art. 1.1.1: each player must have a rating; art. 1.1.2: a player without one gets a provisional
rating from the Chief Arbiter. It is kept apart from the FIDE rating (``PlayerRecord.pairing_rating``) and
used wherever a rating orders or pairs: the initial order (C.04.2 art. 2.1 "an estimation") and the
snapshot the engines read (the Dubov ARO, art. 1.7).

TRF-2026 has one rating column (001, cols 49–52) for the FIDE (or national) rating, and record 072 counts the
rated players: the export writes 0 there for an unrated player and names every provisional rating on a
``### Pairing rating`` line (``core/pairing_rating_record.py``), which the TRF reader gives back to the players,
so that ``arbiter-desk check`` replays the event exactly (C.04.1 art. 1.4: reproducible) while no reader of the
file nor FIDE's rating report takes it for a FIDE rating. Importing such a file gives the provisional ratings
back as provisional.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from arbiter_desk.core.counting import plural
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing_rating_record import (
    PREFIX,
    is_pairing_rating_line,
    pairing_rating_comment,
    pairing_ratings,
)
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase, resort_tpns
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.registration.tpn import Renumbering, renumbering, tpns_by_settings
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord

MAX_RATING = 3500

COMMENT_PREFIX = PREFIX
"""The ``### Pairing rating:`` record (``core/pairing_rating_record.py``)."""


def provisional_comment(players: Iterable[PlayerRecord]) -> str | None:
    """The ``### Pairing rating`` line naming every provisional rating, or None if nobody has one."""
    return pairing_rating_comment(
        {p.tpn: p.pairing_rating for p in players if p.has_provisional_rating and p.pairing_rating}
    )


def read_provisional(comments: Iterable[str]) -> tuple[dict[int, int], tuple[str, ...]]:
    """(TPN → provisional rating, the other comment lines) from an imported file's comments."""
    lines = tuple(comments)
    return pairing_ratings(lines), tuple(c for c in lines if not is_pairing_rating_line(c))


def lacking_pairing_rating(state: TournamentState, round_no: int) -> list[PlayerRecord]:
    """Participants of ``round_no`` without a FIDE or a provisional rating (Dubov art. 1.1.1 wants one)."""
    return [p for p in state.players if p.takes_part_in(round_no) and not p.rating_for_pairing]


def _checked(state: TournamentState, ratings: Mapping[PlayerId, int | None]) -> list[PlayerRecord]:
    """The records with the ratings for pairing set; refuses a rated player or a value outside 1–3500."""
    records = {p.id: p for p in state.players}
    changed = []
    for player_id, value in ratings.items():
        player = records.get(player_id)
        if player is None:
            raise InvalidInputError(tr("no player with id {player_id}", player_id=player_id))
        if player.rating:
            raise InvalidInputError(
                tr(
                    "{player} has a FIDE rating ({rating}): no provisional one",
                    player=player.name,
                    rating=player.rating,
                )
            )
        if value is not None and not 0 < value <= MAX_RATING:
            raise InvalidInputError(
                tr(
                    "{player}: a rating for pairing is a whole number from 1 to {max_rating}",
                    player=player.name,
                    max_rating=MAX_RATING,
                )
            )
        if player.pairing_rating != value:
            changed.append(replace(player, pairing_rating=value))
    return changed


class PairingRatingCommands(DeskBase):
    """Art. 1.1.2 for every unrated player at once: the Chief Arbiter's values in one command."""

    def unrated_players(self) -> list[PlayerRecord]:
        """Every participant without a FIDE rating, not withdrawn, in TPN order (their ratings for pairing)."""
        with self._store.read() as reader:
            players = reader.players()
        return sorted((p for p in players if not p.rating and p.withdrawal_round is None), key=lambda p: p.tpn)

    def renumbering_if_rated(self, ratings: Mapping[PlayerId, int | None]) -> Renumbering:
        """The TPN changes ``set_pairing_ratings(ratings)`` would bring (C.04.2 art. 2.3; Dubov art. 1.2.2)."""
        state = self.state()
        changed = {p.id: p for p in _checked(state, ratings)}
        records = [changed.get(p.id, p) for p in state.players]
        rounds_paired = max((int(r.number) for r in state.rounds), default=0)
        return renumbering(state.players, tpns_by_settings(records, state.tpns_frozen, state.settings), rounds_paired)

    def set_pairing_ratings(self, ratings: Mapping[PlayerId, int | None]) -> Changes:
        """Set (or clear, None) the provisional rating of each unrated player named (C.04.4.1 art. 1.1.2), then
        the TPNs follow the initial order until round 4 is paired (C.04.2 art. 2.2–2.3, Dubov art. 1.2.2)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            changed = _checked(state, ratings)
            for record in changed:
                writer.update_player(record)
            resort_tpns(writer, state.tpns_frozen)
            after = {p.id: p.tpn for p in writer.reader.players()}
            rounds_paired = max((int(r.number) for r in state.rounds), default=0)
            outcome.label = f"set the rating for pairing of {plural(len(changed), 'player')} (C.04.4.1 art. 1.1.2)"
            outcome.why = renumbering(state.players, after, rounds_paired).journal_text()

        return self._run("set ratings for pairing", body)
