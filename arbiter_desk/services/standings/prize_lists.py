"""Prize lists of the open tournament: its categories (defined once per event, kept in the settings) and each
category's standings after a round (``core.prize_lists``: the overall ranking restricted to the category)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.player import date_year
from arbiter_desk.core.prize_lists import (
    CategoryKind,
    PlayerFacts,
    PrizeCategory,
    PrizeList,
    check_names,
    prize_lists,
)
from arbiter_desk.core.standings import Standings
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import StaleRecordError
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer

__all__ = ["CategoryKind", "PlayerFacts", "PrizeCategory", "PrizeList", "PrizeListCommands"]


class PrizeListCommands(DeskBase):
    def prize_categories(self) -> tuple[PrizeCategory, ...]:
        with self._store.read() as reader:
            return reader.settings().prize_categories

    def prize_facts(self) -> dict[int, PlayerFacts]:
        """What the categories look at, by TPN: FIDE rating, sex, year of birth, federation and club."""
        with self._store.read() as reader:
            players = reader.players()
        return {
            int(p.tpn): PlayerFacts(p.rating, p.sex, date_year(p.birth_date), p.federation, p.club) for p in players
        }

    def prize_lists(self, standings: Standings) -> tuple[PrizeList, ...]:
        """Every category's list of ``standings`` (the standings tab's or a printout's)."""
        return prize_lists(standings, self.prize_facts(), self.prize_categories())

    def set_prize_categories(
        self, categories: Sequence[PrizeCategory], based_on: Sequence[PrizeCategory] | None = None
    ) -> Changes:
        """Define the event's prize categories (one journaled action, undoable); ``based_on`` is what the dialog
        showed: if another desk changed the categories meanwhile, ``StaleRecordError`` and nothing is saved."""
        wanted = tuple(categories)
        check_names(wanted)

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            current = state.settings.prize_categories
            if based_on is not None and tuple(based_on) != current:
                raise StaleRecordError(
                    tr(
                        "the prize categories were changed meanwhile (on another desk?): nothing was saved; open "
                        "them again to see the new list"
                    )
                )
            writer.save_settings(replace(state.settings, prize_categories=wanted))
            outcome.label = f"prize categories: {', '.join(c.name for c in wanted) or 'none'}"

        return self._run("edit prize categories", body)
