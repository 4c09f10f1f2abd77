"""Events over 30 days at the desk (VCL4THP.13 Q210–216; ``core.long_events`` says what they mean).

- the flag (Q210): the arbiter says whether the event lasts over 30 days; until then the desk suggests it from
  the round dates and the start and end dates (``long_event_suggested``);
- the advice (Q211): a level-2 notice when the flag is on and the tie-break list holds rating-based tie-breaks,
  both when the flag is set and when the list is edited;
- ratings per round (Q212–213): a player's later rating, from a round on (round 2 or later; the first rating
  is the player's rating), kept with the player;
- the ratings the rating tie-breaks use (Q214–216): the first rating by default, per round when chosen.

Each change is one journaled command; the TRF carries them as ``### Long event`` / ``### Round rating`` lines.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.long_events import (
    LongEvent,
    RoundRating,
    RoundRatings,
    rating_tiebreaks_in,
    spans_over_30_days,
)
from arbiter_desk.core.standings import DEFAULT_TIEBREAKS
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, confirmed_note, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord, SettingsRecord

MAX_RATING = 9999


def long_event_suggested(settings: SettingsRecord) -> bool:
    """Q210: the round dates (or the start and end dates) lie more than 30 days apart."""
    info = settings.info
    return spans_over_30_days([*info.round_dates, info.start_date, info.end_date])


def _codes(settings: SettingsRecord) -> tuple[str, ...]:
    return (*(settings.tiebreaks or tuple(DEFAULT_TIEBREAKS.split(","))), *settings.standings_tiebreaks)


def rating_tiebreak_advice(old: SettingsRecord, new: SettingsRecord) -> list[DeskWarning]:
    """Q211: the level-2 notice when an event over 30 days gets (or keeps, on setting the flag) rating-based
    tie-breaks; nothing when neither the flag nor the lists changed."""
    changed = (old.long_event, old.tiebreaks, old.standings_tiebreaks) != (
        new.long_event,
        new.tiebreaks,
        new.standings_tiebreaks,
    )
    found = sorted(set(rating_tiebreaks_in(_codes(new))))
    if not new.long_event or not changed or not found:
        return []
    return [
        DeskWarning(
            WarningLevel.NOTICE,
            "long-event.rating-tiebreaks",
            tr("Rating tie-breaks in an event over 30 days"),
            tr(
                "The event lasts over 30 days and the tie-break list uses ratings ({tiebreaks}). Ratings "
                "change during such an event: FIDE advises against rating-based tie-breaks there.",
                tiebreaks=", ".join(found),
            ),
            questions=(211,),
            subject=",".join(found),
        )
    ]


def long_event_comments(settings: SettingsRecord, players: tuple[PlayerRecord, ...]) -> tuple[str, ...]:
    """The ``###`` lines of the flag and of every later rating (nothing while the flag was never set)."""
    lines = [] if settings.long_event is None else [LongEvent(settings.long_event, settings.round_ratings).to_comment()]
    for player in sorted(players, key=lambda p: p.tpn):
        lines += [RoundRating(player.tpn, r, v).to_comment() for r, v in player.round_ratings]
    return tuple(lines)


class LongEventCommands(DeskBase):
    def long_event_suggested(self) -> bool:
        with self._store.read() as reader:
            return long_event_suggested(reader.settings())

    def set_long_event(
        self, over_30_days: bool, ratings: RoundRatings = RoundRatings.FIRST, confirmed: Confirmed = frozenset()
    ) -> Changes:
        """Q210: say whether the event lasts over 30 days; Q214–216: which ratings the rating tie-breaks use."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            new = replace(state.settings, long_event=over_30_days, round_ratings=RoundRatings(ratings))
            asked = rating_tiebreak_advice(state.settings, new)
            require_confirmed(asked, confirmed)
            writer.save_settings(new)
            outcome.label = f"event {'over' if over_30_days else 'not over'} 30 days; rating tie-breaks: {ratings}"
            outcome.why = confirmed_note(asked)

        return self._run("long event", body)

    def set_round_rating(self, player: PlayerId, from_round: int, rating: int | None) -> Changes:
        """Q212–213: the player's rating from ``from_round`` on (None removes the one entered for that round)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            if not state.settings.long_event:
                raise RuleViolationError(
                    tr("ratings per round are for events over 30 days: mark the event as lasting over 30 days first")
                )
            current = state.player(player)
            total = state.settings.total_rounds
            if from_round < 2 or (total is not None and from_round > total):
                if total is None:
                    said = tr(
                        "a later rating holds from round 2 on, not {round} (the first is the player's rating)",
                        round=from_round,
                    )
                else:
                    said = tr(
                        "a later rating holds from round 2 to {total} on, not {round} (the first is the player's "
                        "rating)",
                        total=total,
                        round=from_round,
                    )
                raise InvalidInputError(said)
            kept = [(r, v) for r, v in current.round_ratings if r != from_round]
            if rating is not None:
                if not 0 <= rating <= MAX_RATING:
                    raise InvalidInputError(
                        tr(
                            "rating must be from 0 (unrated) to {max_rating}, not {rating}",
                            max_rating=MAX_RATING,
                            rating=rating,
                        )
                    )
                kept.append((from_round, rating))
            elif len(kept) == len(current.round_ratings):
                raise RuleViolationError(
                    tr(
                        "{player} has no rating entered from round {from_round}",
                        player=current.name,
                        from_round=from_round,
                    )
                )
            writer.update_player(replace(current, round_ratings=tuple(sorted(kept))))
            what = f"{rating}" if rating is not None else "removed"
            outcome.label = f"rating of {current.name} from round {from_round}: {what}"

        return self._run("round rating", body)
