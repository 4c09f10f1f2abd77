"""The menu bar's arrangement: which menus, in which order, with which of the desk's actions
(``ui.actions``), and the menus' titles in the arbiter's language."""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr_p

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
    ("&View", (*TAB_ACTIONS, "-", "language")),
    ("&Tournament", ("settings", "prohibited_pairs", "prize_categories", "long_event", "chess960", "-", "pair_round",
                     "publish_round", "override_pairing", "check_rounds", "publish_pages", "-", "leave_fide_mode", "-",
                     "import_any_list", "update_lists", "rating_settings", "tournament_ratings", "check_ratings",
                     "national_ids", "regenerate_tpns", "exchange_tpns")),
    (ROUND_ROBIN_MENU, ("round_robin_numbers", "publish_all_rounds")),
    ("&Help", ("guide", "shortcuts", "about")),
)  # fmt: skip
"""Menu titles and their items: action keys, ``-`` a separator, ``@recent`` the Open recent submenu. The titles
are the menus' keys (English); :data:`MENU_TITLES` holds what the menu bar shows."""

MENU_TITLES: dict[str, Text] = {
    "&File": tr_p("menu", "&File"),
    "&Edit": tr_p("menu", "&Edit"),
    "&View": tr_p("menu", "&View"),
    "&Tournament": tr_p("menu", "&Tournament"),
    ROUND_ROBIN_MENU: tr_p("menu", "R&ound robin"),
    "&Help": tr_p("menu", "&Help"),
}
"""The menus' titles in the arbiter's language, rendered when the menu bar is built."""
