"""The Late entries tab: late entries, withdrawals and requested byes.

* A late entry (C.04.2 (2026) art. 2.4) is registered once round 1 is published, with the round the player
  joins; the rounds before score the tournament's late-entry result and the TPN follows art. 2.3 / 2.5.
  While the newest published round is under way, the hint says how a late entry can still play it: register
  them here, then admit them with Round pairing → Edit pairings… (art. 4.4.4).
* Withdraw… (art. 3.2) asks from which round and why; Reinstate undoes it.
* The grid (``ByesPanel``) holds requested byes (art. 3.3) of every round, keyboard-operable; the same panel
  opens as a dialog from Registration and Round pairing.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from arbiter_desk.services.event.data import Changes, PlayerData, PlayerId
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.registration.byes_panel import ByesPanel
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.registration import run_inline
from arbiter_desk.ui.registration.renumbering import NOT_RENUMBERED, renumbering_confirmed


class LateEntriesTab(QWidget):
    """Add late entry, Withdraw… / Reinstate the selected player, and the grid of requested byes."""

    title: str
    """The tab's title, in the desk's language."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = t("Late entries && byes")
        self.session = session
        self.keep_adding = False
        """The player dialog's Keep adding box as the arbiter left it (remembered while the window is open)."""
        self.round_under_way: int | None = None
        """The newest published round while it still lacks results (a late entry may join it by art. 4.4.4)."""
        self.panel = ByesPanel(session, self)
        self.model = self.panel.model
        self.table = self.panel.table
        self.hint = self.panel.hint
        self.withdraw_button = self.panel.withdraw_button
        self.reinstate_button = self.panel.reinstate_button
        self.add_button = QPushButton(t("&Add late entry…"), self)
        self.add_button.clicked.connect(self.add_late_entry)
        self.panel.buttons.insertWidget(0, self.add_button)
        self.setFocusProxy(self.table)  # Ctrl+1…5 land in the table, ready for keys
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        self.refresher = StaleWhileHidden(self, session, self.reload, wants=self._wants)
        self.reload()

    @property
    def first_round(self) -> int:
        return self.panel.first_round

    @property
    def last_round(self) -> int:
        return self.panel.last_round

    def reload(self) -> None:
        """Refill the grid and the hint (how a late entry can join the round under way)."""
        self.panel.reload()
        under_way = self.session.query(lambda d: d.state().round_under_way) if self.session.is_open else None
        self.round_under_way = None if under_way is None else int(under_way.number)
        if self.round_under_way is not None:
            self.hint.setText(f"{self.hint.text()}\n{self.under_way_note()}")
        self._update_add()

    @staticmethod
    def _wants(changes: Changes) -> bool:
        return bool(changes.tables & {"players", "rounds", "settings", "absences"})

    def _update_add(self) -> None:
        can_enter = self.session.is_open and 2 <= self.first_round <= self.last_round
        self.add_button.setEnabled(can_enter)
        self.add_button.setToolTip("" if can_enter else t("Late entries are added once round 1 is published"))

    def selected_player(self) -> PlayerId | None:
        return self.panel.selected_player()

    def select_player(self, player: PlayerId) -> None:
        self.panel.select_player(player)

    def under_way_note(self) -> str:
        """How a late entry can still play the round under way (empty if none is)."""
        if self.round_under_way is None:
            return ""
        return t(
            "Round {round} is published: to let a late entry play it, add them here and then admit them with "
            "Round pairing → Edit pairings… (C.04.2 art. 4.4.4: minimal changes, all involved agree).",
            round=self.round_under_way,
        )

    def add_late_entry(self) -> None:
        """Art. 2.4: register a player who joins in a round after the first (chosen in the dialog)."""

        def submit(data: PlayerData, entry: int | None) -> str | None:
            if not renumbering_confirmed(
                self, self.session, lambda d: d.players.renumbering_if_registered(data, entry)
            ):
                return shown(NOT_RENUMBERED)
            return run_inline(self.session, lambda d: d.players.register_player(data, entry))

        rounds = (self.first_round, max(self.first_round, self.last_round))
        dialog = PlayerDialog(
            submit, None, rounds, self, entry_note=self.under_way_note(), keep_adding=self.keep_adding
        )
        dialog.rating_sequence = self.session.require().ratings.rating_settings().sequence
        prompts.run_dialog(dialog)
        self.keep_adding = dialog.keep_adding.isChecked()  # as the arbiter left it, for the next time

    def set_read_only(self, read_only: bool) -> None:
        self.panel.set_read_only(read_only)

    def withdraw_selected(self) -> None:
        self.panel.withdraw_selected()

    def reinstate_selected(self) -> None:
        self.panel.reinstate_selected()

    def cycle_bye(self, index: QModelIndex) -> None:
        self.panel.cycle_bye(index)

    def cell_index(self, player: PlayerId, round_no: int) -> QModelIndex:
        """The grid cell of ``player`` in ``round_no`` (invalid if that round is not shown)."""
        return self.panel.cell_index(player, round_no)
