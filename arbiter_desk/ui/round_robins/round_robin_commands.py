"""What the Round robin menu does: Draw or set pairing numbers (C.05 Annex 1; checklist Q95), before round 1, and
Pair and publish all rounds (the whole Berger schedule at once)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from arbiter_desk.services.round_robins.round_robin_numbers import last_seed, new_seed
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.ratings.rating_updates import old_lists_acknowledged
from arbiter_desk.ui.round_robins.round_robin_numbers_dialog import RoundRobinNumbersDialog


class RoundRobinMenuCommands:
    """The items of the Round robin menu."""

    def __init__(self, session: DeskSession, window: QWidget | None) -> None:
        self.session = session
        self.window = window

    def draw_or_set_numbers(self) -> RoundRobinNumbersDialog | None:
        """The dialog, unless the numbers cannot change (then why, in plain words); kept as one command."""
        desk = self.session.require()
        refusal = desk.round_robins.numbering_refusal()
        if refusal is not None:
            prompts.inform(self.window, t("Pairing numbers"), shown(refusal))
            return None
        dialog = RoundRobinNumbersDialog(
            desk.players.all(), desk.round_robins.drawn_order, new_seed, last_seed(desk.state()), self.window
        )
        if prompts.run_dialog(dialog):
            seed, order = dialog.seed, dialog.order
            if seed is not None:
                self.session.run(lambda d: d.round_robins.draw_pairing_numbers(seed))
            else:
                self.session.run(lambda d: d.round_robins.set_pairing_numbers(order))
        return dialog

    def publish_all_rounds(self) -> None:
        """Every round not yet published, paired from the Berger table and published in one step (undoable);
        before round 1, a FIDE list of the event older than this month is a level-2 notice first (Q135)."""
        if old_lists_acknowledged(self.session, self.window):
            self.session.run(lambda d: d.round_robins.publish_all_rounds())
