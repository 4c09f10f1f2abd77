"""What the Tournament menu's rating items do: import any rating list (FIDE combined / standard / rapid
/ blitz, national CSV), the event's ratings and list sequence, the consistency check, and the regeneration of
pairing numbers — each change previewed with its warning level before it happens (checklist Q115, Q148–154).

Level 3 is a Yes/No question (No by default); level 4 asks twice, the second time stating the consequences
(checklist section 3). Warnings that only inform (a local list older than the event) are part of the report.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtWidgets import QWidget

from arbiter_desk.core.rating_lists import RateOfPlay
from arbiter_desk.core.tpn_rules import TpnVerdict
from arbiter_desk.services.event.data import PlayerId
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind, RatingSettings
from arbiter_desk.services.ratings.rating_check import CheckReport, check_ratings
from arbiter_desk.services.ratings.rating_list import RatingListImport
from arbiter_desk.services.ratings.rating_lists import (
    COMBINED,
    NationalCandidate,
    default_folder,
    import_fide_list,
    import_national_list,
    installed_lists,
    list_path,
    national_candidates,
    national_name,
)
from arbiter_desk.services.registration.tpn import Renumbering
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, shown_error, t
from arbiter_desk.ui.ratings.rating_check_dialog import RatingCheckDialog
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from arbiter_desk.ui.ratings.rating_settings_dialog import RatingSettingsDialog
from arbiter_desk.ui.ratings.rating_source_dialog import RatingSourceDialog
from arbiter_desk.ui.ratings.tournament_ratings_dialog import TournamentRatingsDialog
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.registration.tpn_exchange_dialog import TpnExchangeDialog


def confirmed(parent: QWidget, verdict: TpnVerdict, moves: Renumbering | None = None) -> bool:
    """Render a verdict: nothing to ask (level 0–2), Yes/No (3), two questions with the consequences (4), or
    refused in FIDE mode (5: said, never asked)."""
    if verdict.level < 3:
        return True
    if verdict.refused:
        prompts.warn(parent, t("Not allowed in FIDE mode. {reason}", reason=shown(verdict.text)))
        return False
    moved = f"\n\n{moves.moves_text()}." if moves else ""
    if not prompts.confirm(parent, shown(verdict.text) + moved):
        return False
    if verdict.level >= 4:
        return prompts.confirm(
            parent,
            t(
                "Second confirmation (level 4). {consequences} Really go ahead?",
                consequences=shown(verdict.consequences),
            ),
        )
    return True


class RatingMenuCommands:
    """The rating items of the Tournament menu; ``lists_folder`` is where the local lists live (tests)."""

    def __init__(self, session: DeskSession, window: QWidget, lists_folder: Path | None = None) -> None:
        self.session = session
        self.window = window
        self.lists_folder = lists_folder
        self.today: Callable[[], date] = date.today

    @property
    def folder(self) -> Path:
        return self.lists_folder or fide_lookup.database_path().parent or default_folder()

    # --- import ---------------------------------------------------------------------------------------------

    def import_rating_list(self, source: Path | None = None) -> RatingListImportDialog | None:
        """Tournament → Import rating list: which list it is, its month (and a national list's columns), then
        the import in the background; afterwards the consistency check when the event has it on (Q139)."""
        if source is None:
            source = prompts.open_file(
                self.window,
                t("Import a rating list"),
                Path.home(),
                t("Rating lists ({patterns})", patterns="*.zip *.txt *.xml *.csv")
                + ";;"
                + t("All files ({patterns})", patterns="*"),
            )
            if source is None:
                return None
        choice = RatingSourceDialog(source, self.window, self.today())
        if not prompts.run_dialog(choice):
            return None
        kind, when, folder = choice.chosen_kind, choice.list_date, self.folder

        def work(progress: Callable[[int], bool]) -> RatingListImport:
            if kind == "national":
                return import_national_list(source, choice.national.text(), choice.mapping, when, folder, progress)
            return import_fide_list(source, kind, when, folder, progress)

        name = national_name(choice.national.text()) if kind == "national" else "fide"
        target = list_path(folder, name, kind if kind != "national" else COMBINED)
        dialog = RatingListImportDialog(source, target, self.window, work=work)
        dialog.worker.failed.connect(
            lambda message: self.session.reported.emit(
                t("The rating list import failed (nothing changed): {error}", error=message)
            )
        )
        dialog.start()
        prompts.run_dialog(dialog)
        outcome = dialog.outcome
        if outcome is not None and not outcome.cancelled and self.session.is_open:
            desk = self.session.require()
            if desk.ratings.rating_settings().check_after_import and not desk.is_read_only:
                self.check_ratings()
        return dialog

    # --- settings -------------------------------------------------------------------------------------------

    def edit_rating_settings(self) -> RatingSettingsDialog:
        """Tournament → Ratings and lists: the dialog, then the TPN moves it brings, confirmed (Q153–154)."""
        desk = self.session.require()
        nationals = [i.name for i in installed_lists(self.folder) if i.name != "fide"]
        dialog = RatingSettingsDialog(desk.ratings.rating_settings(), nationals, desk.state().has_started, self.window)
        if prompts.run_dialog(dialog) and dialog.accepted_settings is not None:
            self.store_rating_settings(dialog.accepted_settings)
        return dialog

    def store_rating_settings(self, settings: RatingSettings) -> bool:
        desk = self.session.require()
        if settings == desk.ratings.rating_settings():
            return True
        try:
            moves, verdict = desk.ratings.rating_settings_preview(settings)
        except ValueError as error:
            prompts.warn(self.window, shown_error(error))
            return False
        if not confirmed(self.window, verdict, moves):
            return False
        return self.session.run(lambda d: d.ratings.set_rating_settings(settings)) is not None

    def edit_tournament_ratings(self) -> TournamentRatingsDialog:
        """Tournament → Tournament ratings: national and typed ratings in place; the TPN moves shown first."""
        desk = self.session.require()
        dialog = TournamentRatingsDialog(desk.players.all(), desk.ratings.rating_settings().method, self.window)
        if prompts.run_dialog(dialog) and dialog.choices:
            moves = desk.ratings.ratings_preview(dialog.choices)
            if not moves or not desk.state().has_started or prompts.confirm(self.window, moves.notice()):
                self.session.run(lambda d: d.ratings.assign_ratings(dialog.choices))
        return dialog

    # --- check --------------------------------------------------------------------------------------------

    def run_check(self) -> CheckReport:
        return check_ratings(self.session.require().state(), self.today(), self.folder)

    def check_ratings(self) -> RatingCheckDialog:
        """Tournament → Check ratings: the report; the ticked players' ratings applied in one command, after
        the TPN moves they bring are shown (Q142–144)."""
        dialog = RatingCheckDialog(self.run_check(), self.window)
        if prompts.run_dialog(dialog) and dialog.chosen:
            self.apply(dialog)
        return dialog

    def apply(self, dialog: RatingCheckDialog) -> bool:
        desk = self.session.require()
        choices = {f.discrepancy.player: f.proposal for f in dialog.chosen}
        moves = desk.ratings.ratings_preview(choices)
        if moves and desk.state().has_started and not prompts.confirm(self.window, moves.notice()):
            return False
        why = f"consistency check against the list of {dialog.report.valid_list_date}"
        return self.session.run(lambda d: d.ratings.assign_ratings(choices, why)) is not None

    def find_national_ids(self) -> int:
        """Tournament → Find players in the national lists: for each player with neither a FIDE nor a national
        id, the rows of the national lists with his name (and year of birth) are offered; the one the arbiter
        picks links him (its id, and its rating as his national rating); Cancel skips him. Never silently (Q117).
        Returns how many were linked."""
        desk = self.session.require()
        linked = 0
        for player in desk.players.all():
            if player.fide_id or player.national_id:
                continue
            year = int(player.birth_date[:4]) if player.birth_date[:4].isdigit() else None
            offers = national_candidates(player.name, year, self.folder)
            if not offers:
                continue
            choices = tuple((str(i), c.label) for i, c in enumerate(offers))
            question = (
                t(
                    "{name} (born {year}) has no FIDE id. Rows of the national lists with that name — pick one, or "
                    "Cancel to leave the player unlinked:",
                    name=player.name,
                    year=year,
                )
                if year
                else t(
                    "{name} has no FIDE id. Rows of the national lists with that name — pick one, or "
                    "Cancel to leave the player unlinked:",
                    name=player.name,
                )
            )
            picked = prompts.choose(self.window, question, choices)
            if picked is None:
                continue
            self._link(player.id, offers[int(picked)], desk.ratings.rating_settings().event_rate)
            linked += 1
        self.session.reported.emit(t("Players linked to a national list: {count}.", count=linked))
        return linked

    def _link(self, player: PlayerId, offer: NationalCandidate, rate: RateOfPlay) -> None:
        """Link the player (one command), then give him the row's rating as his national one (a second command,
        after the TPN moves it brings are shown, as every rating change)."""
        national_id = offer.entry.national_id
        if self.session.run(lambda d: d.ratings.set_national_id(player, national_id)) is None:
            return
        rating = offer.entry.ratings[list(RateOfPlay).index(rate)] or offer.entry.ratings[0] or 0
        if not rating:
            return
        choices = {player: RatingChoice(RatingKind.NATIONAL, rating, f"national:{offer.list_name}-{rate.value}")}
        desk = self.session.require()
        moves = desk.ratings.ratings_preview(choices)
        if moves and desk.state().has_started and not prompts.confirm(self.window, moves.notice()):
            return
        self.session.run(lambda d: d.ratings.assign_ratings(choices, f"from {offer.label}"))

    # --- pairing numbers ------------------------------------------------------------------------------------

    def exchange_tpns(self) -> TpnExchangeDialog:
        """Tournament → Exchange two pairing numbers: pick two, then the level-3 (level-4) warning, then done."""
        desk = self.session.require()
        dialog = TpnExchangeDialog(desk.players.all(), self.window)
        if prompts.run_dialog(dialog) and dialog.pair is not None:
            first, second = dialog.pair
            if confirmed(self.window, desk.ratings.exchange_preview(first, second)):
                self.session.run(lambda d: d.ratings.exchange_tpns(first, second))
        return dialog

    def regenerate_tpns(self) -> bool:
        """Tournament → Regenerate pairing numbers (art. 2.2–2.3): the moves, level 3 / level 4, then done."""
        desk = self.session.require()
        moves, verdict = desk.ratings.regeneration_preview()
        if not moves:
            self.session.reported.emit(t("The pairing numbers already follow the initial order: nothing moves."))
            return False
        if not confirmed(self.window, verdict, moves):
            return False
        return self.session.run(lambda d: d.ratings.regenerate_tpns()) is not None


__all__ = ["COMBINED", "RatingMenuCommands", "confirmed"]
