"""Every menu action of the desk and its shortcut, declared once (Picard's habit).

The menus, the start page and Help → Keyboard shortcuts all read ``ACTION_SPECS``; the main window connects
the triggered signals. Standard shortcuts come from ``QKeySequence.StandardKey`` so each platform gets its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from arbiter_desk.services.desk_roles import DeskRights, Right

Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One action: its key, menu text, shortcut, status tip, and whether it starts disabled with a reason."""

    key: str
    text: str
    shortcut: Shortcut = None
    tip: str = ""
    disabled_reason: str = ""


_KEYS = QKeySequence.StandardKey

ACTION_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("new", "&New tournament…", _KEYS.New, "Create a new tournament file"),
    ActionSpec("open", "&Open…", _KEYS.Open, "Open a tournament file"),
    ActionSpec(
        "connect_server",
        "Connect to a &venue server…",
        None,
        "Open an event on the venue's PostgreSQL server, shared with the other desks",
    ),
    ActionSpec(
        "venue_backups",
        "Venue &backups…",
        None,
        "Write the event on the venue server into a tournament file now and after every publish (the last N kept)",
    ),
    ActionSpec(
        "connected_desks",
        "Connec&ted desks…",
        None,
        "The desks connected to the event on the venue server: who, which role, since when, their last change",
    ),
    ActionSpec("import_trf", "&Import TRF…", "Ctrl+I", "Create a tournament file from a TRF-16 or TRF-2026 file"),
    ActionSpec(
        "import_players",
        "Import p&layers into this tournament…",
        None,
        "Add the players of a TRF or CSV file (Name, Rating, FIDE id, …) to the open tournament",
    ),
    ActionSpec("open_demo", "Open the &demo tournament", None, "24 players, rounds 1–3 played, round 4 to pair"),
    ActionSpec("export_trf", "&Export TRF…", _KEYS.SaveAs, "Write the tournament as a TRF file"),
    ActionSpec("print", "&Print…", _KEYS.Print, "Pairings, standings, cross table or player list: preview and print"),
    ActionSpec("export_pdf", "Export PD&F…", None, "Write pairings, standings, cross table or player list as PDF"),
    ActionSpec("export_csv", "Export &standings CSV…", None, "Standings with every tie-break for a spreadsheet"),
    ActionSpec("close", "&Close tournament", _KEYS.Close, "Close the tournament and show the start page"),
    ActionSpec("quit", "&Quit", _KEYS.Quit, "Leave Arbiter Desk"),
    ActionSpec("undo", "&Undo", _KEYS.Undo, "Undo the last action (kept in the tournament's journal)"),
    ActionSpec("redo", "&Redo", _KEYS.Redo, "Redo the last action undone"),
    ActionSpec(
        "confirm_proposal",
        "&Confirm the player's proposal",
        "F8",
        "The selected board's result as a player proposed it on the players' pages, entered as yours",
    ),
    ActionSpec(
        "reject_proposal",
        "Re&ject the player's proposal",
        "Shift+F8",
        "Reject the selected board's proposal: the board keeps no result",
    ),
    ActionSpec("tab_registration", "&Registration tab", "Ctrl+1", "Show the Registration tab"),
    ActionSpec("tab_late_entries", "&Late entries tab", "Ctrl+2", "Show the Late entries tab"),
    ActionSpec("tab_pairing", "Round &pairing tab", "Ctrl+3", "Show the Round pairing tab"),
    ActionSpec("tab_results", "Re&sults tab", "Ctrl+4", "Show the Results tab"),
    ActionSpec("tab_standings", "St&andings tab", "Ctrl+5", "Show the Standings tab"),
    ActionSpec("settings", "&Settings…", "Ctrl+,", "Tournament rules and descriptive data"),
    ActionSpec("prohibited_pairs", "&Prohibited pairs…", None, "Players who must not meet (family, club; TRF 260)"),
    ActionSpec("prize_categories", "Pri&ze categories…", None, "Prize lists: rating and age groups, women, clubs…"),
    ActionSpec("long_event", "Event over &30 days…", None, "Ratings per round and rating tie-breaks (Q210–216)"),
    ActionSpec("chess960", "Chess&960…", None, "Chess960 starting positions: drawn by lot or entered per round (Q222)"),
    ActionSpec("pair_round", "Pair the &next round", "Ctrl+Shift+P", "Pair the next round with the engine, as a draft"),
    ActionSpec("publish_round", "P&ublish the draft", "Ctrl+Shift+U", "Publish the draft round to the players"),
    ActionSpec(
        "override_pairing",
        "&Edit pairings (manual pairing)…",
        "Ctrl+Shift+O",
        "Start the manual-pairing phase: change the draft or published pairing, then Validate (C.04.2 art. 4.4)",
    ),
    ActionSpec(
        "publish_pages",
        "Publish on the &venue network…",
        None,
        "Serve the players' pages and the hall's screens from this computer (published rounds only); address and "
        "QR code",
    ),
    ActionSpec(
        "leave_fide_mode",
        "&Leave FIDE mode…",
        None,
        "Take this tournament out of FIDE mode, for ever (asked twice; written to the TRF)",
    ),
    ActionSpec(
        "check_rounds",
        "Chec&k all rounds…",
        "Ctrl+Shift+K",
        "Re-pair every round from the ones before it under the tournament's system and list what differs "
        "(C.04.2 art. 1.4)",
    ),
    ActionSpec(
        "import_any_list",
        "Import a rating l&ist…",
        None,
        "FIDE standard, rapid or blitz list, or a national list (CSV) — checklist Q117–122",
    ),
    ActionSpec(
        "update_lists",
        "Up&date rating lists…",
        "Ctrl+Shift+L",
        "Download FIDE's current standard, rapid and blitz lists and import them (checklist Q135–136)",
    ),
    ActionSpec("rating_settings", "Ratings &and lists…", None, "Rate of play, list sequence, rating method, ties"),
    ActionSpec("tournament_ratings", "&Tournament ratings…", None, "National and typed ratings (record 172 method)"),
    ActionSpec("check_ratings", "&Check ratings against the lists…", None, "Consistency check (checklist Q133)"),
    ActionSpec(
        "national_ids", "&Find players in the national lists…", None, "By name and year of birth, each one offered"
    ),
    ActionSpec("regenerate_tpns", "Re&generate pairing numbers…", None, "Pairing numbers in initial order (art. 2.3)"),
    ActionSpec("exchange_tpns", "E&xchange two pairing numbers…", None, "Equal tournament ratings (art. 2.3)"),
    ActionSpec(
        "round_robin_numbers",
        "&Draw or set pairing numbers…",
        None,
        "Before round 1 of a round robin: the numbers (rows of the Berger table, C.05 Annex 1) by lot or by hand",
    ),
    ActionSpec(
        "publish_all_rounds",
        "Pair and publish &all rounds",
        None,
        "The whole Berger schedule at once (C.05 Annex 1); a round changes only by Edit pairings until it has a result",
    ),
    ActionSpec(
        "guide",
        "&User's guide",
        "F1",
        "The guide's page of the tab you are in (F1 in a dialog: the dialog's page); the whole guide, offline",
    ),
    ActionSpec("shortcuts", "&Keyboard shortcuts", None, "Every key of the desk"),
    ActionSpec("about", "&About Arbiter Desk", None),
)

ROUND_ROBIN_MENU = "R&ound robin"
"""Shown only while a round robin is open (its one item has no use in a Swiss). Alt+O: a menu-bar mnemonic is
window-wide, and Alt+R (Re-pair, Rating correction) and Alt+I (Decide tie) belong to the tabs."""

TAB_ACTIONS = ("tab_registration", "tab_late_entries", "tab_pairing", "tab_results", "tab_standings")
"""View menu: one action per tab, in the tabs' order (Ctrl+1 … Ctrl+5), so the desk works from the keyboard."""

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("&File", ("new", "open", "@recent", "connect_server", "venue_backups", "connected_desks",
               "import_trf",
               "import_players", "open_demo", "-", "export_trf", "export_csv", "-", "print", "export_pdf", "-", "close",
               "-", "quit")),
    ("&Edit", ("undo", "redo", "-", "confirm_proposal", "reject_proposal")),
    ("&View", TAB_ACTIONS),
    ("&Tournament", ("settings", "prohibited_pairs", "prize_categories", "long_event", "chess960", "-", "pair_round",
                     "publish_round", "override_pairing", "check_rounds", "publish_pages", "-", "leave_fide_mode", "-",
                     "import_any_list", "update_lists", "rating_settings", "tournament_ratings", "check_ratings",
                     "national_ids", "regenerate_tpns", "exchange_tpns")),
    (ROUND_ROBIN_MENU, ("round_robin_numbers", "publish_all_rounds")),
    ("&Help", ("guide", "shortcuts", "about")),
)  # fmt: skip
"""Menu titles and their items: action keys, ``-`` a separator, ``@recent`` the Open recent submenu."""

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
            action = QAction(spec.text, parent)
            action.setObjectName(f"action_{spec.key}")
            action.setShortcuts(key_sequences(spec.shortcut))
            tip = spec.disabled_reason or spec.tip
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
            tip = spec.disabled_reason or spec.tip
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

    def set_undo_redo(self, undo_label: str | None, redo_label: str | None) -> None:
        """Show the journal's next undo and redo (``Undo: register Smith, Ann``), disabled when there is none."""
        for key, label, default in (("undo", undo_label, "&Undo"), ("redo", redo_label, "&Redo")):
            action = self._actions[key]
            action.setText(default if label is None else label.replace("&", "&&"))
            action.setEnabled(label is not None)


def shortcut_rows() -> list[tuple[str, str]]:
    """(shortcut, what it does) for every available action that has one, in declaration order."""
    rows = []
    for spec in ACTION_SPECS:
        text = shortcut_text(spec.shortcut)
        if text and not spec.disabled_reason:
            rows.append((text, spec.text.replace("&", "").rstrip("…")))
    return rows
