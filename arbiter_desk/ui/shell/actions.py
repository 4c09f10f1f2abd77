"""Every menu action of the desk and its shortcut, declared once (Picard's habit).

The menus, the start page and Help → Keyboard shortcuts all read ``ACTION_SPECS``; the main window connects
the triggered signals. Standard shortcuts come from ``QKeySequence.StandardKey`` so each platform gets its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from arbiter_desk import PROGRAM_NAME
from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.venue.desk_roles import DeskRights, Right
from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.shell.menus import TAB_ACTIONS

Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One action: its key, menu text, shortcut, status tip, and whether it starts disabled with a reason."""

    key: str
    text: Text | str
    shortcut: Shortcut = None
    tip: Text | str = ""
    disabled_reason: Text | str = ""


_KEYS = QKeySequence.StandardKey

ACTION_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("new", tr("&New tournament…"), _KEYS.New, tr("Create a new tournament file")),
    ActionSpec("open", tr("&Open…"), _KEYS.Open, tr("Open a tournament file")),
    ActionSpec(
        "connect_server",
        tr("Connect to a &venue server…"),
        None,
        tr("Open an event on the venue's PostgreSQL server, shared with the other desks"),
    ),
    ActionSpec(
        "venue_backups",
        tr("Venue &backups…"),
        None,
        tr(
            "Write the event on the venue server into a tournament file now and after every round published "
            "(the last N kept)"
        ),
    ),
    ActionSpec(
        "connected_desks",
        tr("Connec&ted desks…"),
        None,
        tr("The desks connected to the event on the venue server: who, which role, since when, their last change"),
    ),
    ActionSpec(
        "import_trf", tr("&Import TRF…"), "Ctrl+I", tr("Create a tournament file from a TRF-16 or TRF-2026 file")
    ),
    ActionSpec(
        "import_players",
        tr("Import p&layers into this tournament…"),
        None,
        tr("Add the players of a TRF or CSV file (Name, Rating, FIDE id, …) to the open tournament"),
    ),
    ActionSpec(
        "open_demo", tr("Open the &demo tournament"), None, tr("24 players, rounds 1–3 played, round 4 to pair")
    ),
    ActionSpec("export_trf", tr("&Export TRF…"), _KEYS.SaveAs, tr("Write the tournament as a TRF file")),
    ActionSpec(
        "print", tr("&Print…"), _KEYS.Print, tr("Pairings, standings, cross table or player list: preview and print")
    ),
    ActionSpec(
        "export_pdf", tr("Export PD&F…"), None, tr("Write pairings, standings, cross table or player list as PDF")
    ),
    ActionSpec(
        "export_csv", tr("Export &standings CSV…"), None, tr("Standings with every tie-break for a spreadsheet")
    ),
    ActionSpec("close", tr("&Close tournament"), _KEYS.Close, tr("Close the tournament and show the start page")),
    ActionSpec("quit", tr("&Quit"), _KEYS.Quit, tr("Leave {program}", program=PROGRAM_NAME)),
    ActionSpec("undo", tr("&Undo"), _KEYS.Undo, tr("Undo the last action (kept in the tournament's journal)")),
    ActionSpec("redo", tr("&Redo"), _KEYS.Redo, tr("Redo the last action undone")),
    ActionSpec(
        "confirm_proposal",
        tr("&Confirm the player's proposal"),
        "F8",
        tr("The selected board's result as a player proposed it on the players' pages, entered as yours"),
    ),
    ActionSpec(
        "reject_proposal",
        tr("Re&ject the player's proposal"),
        "Shift+F8",
        tr("Reject the selected board's proposal: the board keeps no result"),
    ),
    ActionSpec("tab_registration", tr("&Registration tab"), "Ctrl+1", tr("Show the Registration tab")),
    ActionSpec("tab_late_entries", tr("&Late entries tab"), "Ctrl+2", tr("Show the Late entries tab")),
    ActionSpec("tab_pairing", tr("Round &pairing tab"), "Ctrl+3", tr("Show the Round pairing tab")),
    ActionSpec("tab_results", tr("Re&sults tab"), "Ctrl+4", tr("Show the Results tab")),
    ActionSpec("tab_standings", tr("St&andings tab"), "Ctrl+5", tr("Show the Standings tab")),
    ActionSpec(
        "language",
        tr("Lan&guage…"),
        None,
        tr(
            "The language of the desk's screens: English, French, Spanish, German, Russian, Italian or Arabic (applies "
            "after a restart)"
        ),
    ),
    ActionSpec("settings", tr("&Settings…"), "Ctrl+,", tr("Tournament rules and descriptive data")),
    ActionSpec(
        "prohibited_pairs", tr("&Prohibited pairs…"), None, tr("Players who must not meet (family, club; TRF 260)")
    ),
    ActionSpec(
        "prize_categories", tr("Pri&ze categories…"), None, tr("Prize lists: rating and age groups, women, clubs…")
    ),
    ActionSpec(
        "long_event", tr("Event over &30 days…"), None, tr("Ratings per round and rating tie-breaks (Q210–216)")
    ),
    ActionSpec(
        "chess960", tr("Chess&960…"), None, tr("Chess960 starting positions: drawn by lot or entered per round (Q222)")
    ),
    ActionSpec(
        "pair_round", tr("Pair the &next round"), "Ctrl+Shift+P", tr("Pair the next round with the engine, as a draft")
    ),
    ActionSpec("publish_round", tr("P&ublish the draft"), "Ctrl+Shift+U", tr("Publish the draft round to the players")),
    ActionSpec(
        "override_pairing",
        tr("&Edit pairings (manual pairing)…"),
        "Ctrl+Shift+O",
        tr("Start the manual-pairing phase: change the draft or published pairing, then Validate (C.04.2 art. 4.4)"),
    ),
    ActionSpec(
        "publish_pages",
        tr("Publish on the &venue network…"),
        None,
        tr(
            "Serve the players' pages and the hall's screens from this computer (published rounds only); address and "
            "QR code"
        ),
    ),
    ActionSpec(
        "leave_fide_mode",
        tr("&Leave FIDE mode…"),
        None,
        tr("Take this tournament out of FIDE mode, for ever (asked twice; written to the TRF)"),
    ),
    ActionSpec(
        "check_rounds",
        tr("Chec&k all rounds…"),
        "Ctrl+Shift+K",
        tr(
            "Re-pair every round from the ones before it under the tournament's system and list what differs "
            "(C.04.2 art. 1.4)"
        ),
    ),
    ActionSpec(
        "import_any_list",
        tr("Import a rating l&ist…"),
        None,
        tr("FIDE standard, rapid or blitz list, or a national list (CSV) — checklist Q117–122"),
    ),
    ActionSpec(
        "update_lists",
        tr("Up&date rating lists…"),
        "Ctrl+Shift+L",
        tr("Download FIDE's current standard, rapid and blitz lists and import them (checklist Q135–136)"),
    ),
    ActionSpec(
        "rating_settings", tr("Ratings &and lists…"), None, tr("Rate of play, list sequence, rating method, ties")
    ),
    ActionSpec(
        "tournament_ratings", tr("&Tournament ratings…"), None, tr("National and typed ratings (record 172 method)")
    ),
    ActionSpec(
        "check_ratings", tr("&Check ratings against the lists…"), None, tr("Consistency check (checklist Q133)")
    ),
    ActionSpec(
        "national_ids",
        tr("&Find players in the national lists…"),
        None,
        tr("By name and year of birth, each one offered"),
    ),
    ActionSpec(
        "regenerate_tpns", tr("Re&generate pairing numbers…"), None, tr("Pairing numbers in initial order (art. 2.3)")
    ),
    ActionSpec("exchange_tpns", tr("E&xchange two pairing numbers…"), None, tr("Equal tournament ratings (art. 2.3)")),
    ActionSpec(
        "round_robin_numbers",
        tr("Dra&w or set pairing numbers…"),
        None,
        tr("Before round 1 of a round robin: the numbers (rows of the Berger table, C.05 Annex 1) by lot or by hand"),
    ),
    ActionSpec(
        "publish_all_rounds",
        tr("Pair and publish &all rounds"),
        None,
        tr(
            "The whole Berger schedule at once (C.05 Annex 1); a round changes only by Edit pairings until it has "
            "a result"
        ),
    ),
    ActionSpec(
        "guide",
        tr("&User's guide"),
        "F1",
        tr("The guide's page of the tab you are in (F1 in a dialog: the dialog's page); the whole guide, offline"),
    ),
    ActionSpec("shortcuts", tr("&Keyboard shortcuts"), None, tr("Every key of the desk")),
    ActionSpec("about", tr("&About {program}", program=PROGRAM_NAME), None),
)

ROUND_ACTIONS = ("pair_round", "publish_round", "override_pairing")
"""Pair, Publish and Override: the pairing tab's buttons, reachable from the menu and by shortcut anywhere."""

NEEDS_TOURNAMENT = frozenset(
    {
        "export_trf",
        "import_players",
        "export_csv",
        "print",
        "export_pdf",
        "close",
        "venue_backups",
        "connected_desks",
        "settings",
        "undo",
        "redo",
        *TAB_ACTIONS,
    }
    | set(ROUND_ACTIONS)
    | {"prohibited_pairs", "prize_categories", "leave_fide_mode", "check_rounds", "long_event", "chess960"}
    | {"rating_settings", "check_ratings", "regenerate_tpns", "exchange_tpns", "tournament_ratings", "national_ids"}
    | {"round_robin_numbers", "publish_all_rounds", "publish_pages", "confirm_proposal", "reject_proposal"}
)
"""Actions enabled only while a tournament is open (undo/redo also need a journal entry)."""

CHANGES_TOURNAMENT = frozenset(
    {
        "settings",
        "prohibited_pairs",
        "prize_categories",
        "long_event",
        "chess960",
        "import_players",
        "leave_fide_mode",
        "rating_settings",
        "tournament_ratings",
        "check_ratings",
        "national_ids",
        "regenerate_tpns",
        "exchange_tpns",
        "round_robin_numbers",
        "publish_all_rounds",
        "confirm_proposal",
        "reject_proposal",
        *ROUND_ACTIONS,
    }
)
"""Menu actions that change the open tournament (besides undo/redo): off while it is read-only."""


ACTION_RIGHTS: dict[str, Right] = {
    **{key: Right.SETTINGS for key in CHANGES_TOURNAMENT},
    "pair_round": Right.PAIRING,
    "override_pairing": Right.PAIRING,
    "publish_round": Right.PUBLISHING,
    "publish_all_rounds": Right.PUBLISHING,
    "import_players": Right.LATE_ENTRIES,
    "confirm_proposal": Right.CURRENT_RESULTS,
    "reject_proposal": Right.CURRENT_RESULTS,
}
"""What each changing menu action needs of the desk's role on a venue server (``services.desk_roles``)."""


FALLBACKS: dict[QKeySequence.StandardKey, str] = {_KEYS.Quit: "Ctrl+Q"}
"""Standard keys some platforms leave empty (Quit on Windows and Linux desktops without a theme)."""


def key_sequences(shortcut: Shortcut) -> list[QKeySequence]:
    """Every binding of a shortcut on this platform (a standard key may have several, e.g. Ctrl+W, Ctrl+F4)."""
    if shortcut is None:
        return []
    if isinstance(shortcut, str):
        return [QKeySequence(shortcut)]
    bindings = QKeySequence.keyBindings(shortcut)
    if not bindings and shortcut in FALLBACKS:
        bindings = [QKeySequence(FALLBACKS[shortcut])]
    return bindings


def shortcut_text(shortcut: Shortcut) -> str:
    """The shortcuts as the user sees them on this platform ("" if none), e.g. ``Ctrl+W, Ctrl+F4``."""
    texts = [seq.toString(QKeySequence.SequenceFormat.NativeText) for seq in key_sequences(shortcut)]
    return ", ".join(texts[:1] + [t for t in texts[1:] if t.startswith("Ctrl+")])


class DeskActions:
    """The ``QAction`` of every spec, by key, owned by ``parent`` (the main window)."""

    def __init__(self, parent: QWidget) -> None:
        self._actions: dict[str, QAction] = {}
        for spec in ACTION_SPECS:
            action = QAction(shown(spec.text), parent)
            action.setObjectName(f"action_{spec.key}")
            action.setShortcuts(key_sequences(spec.shortcut))
            tip = shown(spec.disabled_reason or spec.tip)
            if tip:
                action.setToolTip(tip)
                action.setStatusTip(tip)
            if spec.disabled_reason:
                action.setEnabled(False)
            self._actions[spec.key] = action
        self.rights = DeskRights()
        """The desk's role limits (a venue server); everything for a file."""
        self._actions["quit"].setMenuRole(QAction.MenuRole.QuitRole)
        self._actions["about"].setMenuRole(QAction.MenuRole.AboutRole)

    def __getitem__(self, key: str) -> QAction:
        return self._actions[key]

    def keys(self) -> list[str]:
        return list(self._actions)

    def set_tournament_open(self, is_open: bool) -> None:
        """Enable what needs an open tournament (undo/redo are then set by ``set_undo_redo``)."""
        for key in NEEDS_TOURNAMENT:
            self._actions[key].setEnabled(is_open)
        if not is_open:
            self.set_undo_redo(None, None)
        self._apply_rights()

    def set_read_only(self, read_only: bool) -> None:
        """A read-only tournament: the actions that would change it are off (undo/redo via ``set_undo_redo``)."""
        for key in CHANGES_TOURNAMENT:
            self._actions[key].setEnabled(
                not read_only and key in NEEDS_TOURNAMENT and self._actions["close"].isEnabled()
            )
        self._apply_rights()

    def set_rights(self, rights: DeskRights) -> None:
        """The role's limits: what it may not use is off, its tooltip naming the role."""
        self.rights = rights
        for spec in ACTION_SPECS:
            tip = shown(spec.disabled_reason or spec.tip)
            self._actions[spec.key].setToolTip(tip)
            self._actions[spec.key].setStatusTip(tip)
        self._apply_rights()

    def _apply_rights(self) -> None:
        for key, right in ACTION_RIGHTS.items():
            if not self.rights.allows(right):
                action = self._actions[key]
                action.setEnabled(False)
                action.setToolTip(self.rights.limit)
                action.setStatusTip(self.rights.limit)

    def set_undo_redo(self, undo_label: Text | str | None, redo_label: Text | str | None) -> None:
        """Show the journal's next undo and redo (``Undo: register Smith, Ann``), disabled when there is none."""
        defaults = (("undo", undo_label, tr("&Undo")), ("redo", redo_label, tr("&Redo")))
        for key, label, default in defaults:
            action = self._actions[key]
            action.setText(shown(default) if label is None else shown(label).replace("&", "&&"))
            action.setEnabled(label is not None)


def shortcut_rows() -> list[tuple[str, str]]:
    """(shortcut, what it does) for every available action that has one, in declaration order."""
    rows = []
    for spec in ACTION_SPECS:
        text = shortcut_text(spec.shortcut)
        if text and not spec.disabled_reason:
            rows.append((text, shown(spec.text).replace("&", "").rstrip("…")))
    return rows
