"""Which page of the user's guide explains each tab and dialog (F1), and the FIDE rule behind a dialog.

Targets are ``page.html#anchor`` inside the built guide (``docs/`` built by Sphinx; an anchor is the heading's
slug). ``tests/docs`` checks that every target here exists in the built guide. A dialog not named here still
gets its page: F1 looks its title up among the guide's headings (``GuideBook.target_for_title``).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.text import Text, tr

START_PAGE = "start/getting-started.html"
CONTENTS = "index.html"
FIDE_HANDBOOK = "https://handbook.fide.com/"
"""The FIDE Handbook (regulations B–C): the rule links open it, their text naming the article."""

TAB_PAGES: dict[str, str] = {
    "StartPage": START_PAGE,
    "RegistrationTab": "tabs/registration.html",
    "LateEntriesTab": "tabs/late-entries.html",
    "PairingTab": "tabs/pairing.html",
    "ResultsTab": "tabs/results.html",
    "StandingsTab": "tabs/standings.html",
    "TeamsTab": "tabs/teams.html#the-teams-tab",
    "TeamPairingTab": "tabs/teams.html#the-pairing-tab-of-a-team-event",
    "TeamResultsTab": "tabs/teams.html#the-results-tab-of-a-team-event",
    "TeamStandingsTab": "tabs/teams.html#the-standings-tab-of-a-team-event",
}
"""The main window's tabs (and the start page shown when no tournament is open), by class name."""

DIALOG_PAGES: dict[str, str] = {
    "PlayerDialog": "tabs/registration.html#add-player",
    "PairingRatingsDialog": "tabs/registration.html#ratings-for-pairing",
    "ByesDialog": "tabs/late-entries.html#byes-and-withdrawals",
    "WithdrawDialog": "tabs/late-entries.html#withdraw-a-player",
    "OverrideDialog": "rules/fide-mode.html#the-manual-pairing-phase",
    "RatingCorrectionDialog": "tabs/results.html#rating-report-correction",
    "TieDecisionDialog": "tabs/standings.html#decide-a-tie",
    "SettingsDialog": "menus/tournament.html#settings",
    "ProhibitedPairsDialog": "menus/tournament.html#prohibited-pairs",
    "PrizeCategoriesDialog": "menus/tournament.html#prize-categories",
    "LongEventDialog": "menus/tournament.html#event-over-30-days",
    "RoundsCheckDialog": "menus/tournament.html#check-all-rounds",
    "TpnExchangeDialog": "reference/ratings.html#exchange-two-pairing-numbers",
    "RatingListImportDialog": "reference/ratings.html#import-fide-rating-list",
    "RatingSourceDialog": "reference/ratings.html#import-a-rating-list",
    "RatingUpdateDialog": "reference/ratings.html#update-rating-lists",
    "RatingSettingsDialog": "reference/ratings.html#ratings-and-lists",
    "TournamentRatingsDialog": "reference/ratings.html#tournament-ratings",
    "RatingCheckDialog": "reference/ratings.html#check-ratings-against-the-lists",
    "PlayerImportDialog": "menus/file.html#import-players-into-this-tournament",
    "VenueServerDialog": "menus/file.html#connect-to-a-venue-server",
    "PrintDialog": "reference/printing.html#the-print-dialog",
    "RoundRobinNumbersDialog": "menus/round-robin.html#draw-or-set-pairing-numbers",
    "ShortcutsDialog": "menus/help.html#keyboard-shortcuts",
    "WarningDialog": "rules/fide-mode.html#warning-levels",
    "TeamDialog": "tabs/teams.html#register-team",
    "LineupDialog": "tabs/teams.html#line-ups",
    "TeamByeDialog": "tabs/teams.html#byes-and-withdrawals-of-teams",
    "TeamOverrideDialog": "tabs/teams.html#change-a-team-round",
    "GuideWindow": "about-this-guide.html",
    "LanguageDialog": "languages.html#the-language-of-the-screens",
}
"""The desk's dialogs, by class name."""


@dataclass(frozen=True, slots=True)
class RuleLink:
    """The FIDE text a dialog applies: its article as the Handbook names it."""

    article: Text | str


RULE_DIALOGS: dict[str, RuleLink] = {
    "OverrideDialog": RuleLink(tr("C.04.2 art. 4.4 (changing published pairings)")),
    "TeamOverrideDialog": RuleLink(tr("C.04.2 art. 4.4 (changing published pairings)")),
    "RatingCorrectionDialog": RuleLink(tr("C.04.2 art. 4.3 (corrections after publication)")),
    "PairingRatingsDialog": RuleLink(tr("C.04.4.1 art. 1.1.2 (rating for pairing of unrated players)")),
    "TpnExchangeDialog": RuleLink(tr("C.04.2 art. 2.3 (pairing numbers)")),
    "RatingCheckDialog": RuleLink(tr("C.04.2 art. 2.1 (checking the ratings)")),
    "ByesDialog": RuleLink(tr("C.04.2 art. 3.2–3.3 (withdrawals, rounds not played)")),
    "WithdrawDialog": RuleLink(tr("C.04.2 art. 3.2 (withdrawn participants)")),
    "TieDecisionDialog": RuleLink(tr("C.07 (tie-break regulations)")),
    "RoundsCheckDialog": RuleLink(tr("C.04.2 art. 1.4 (identical pairings, free checker)")),
    "RoundRobinNumbersDialog": RuleLink(tr("C.05 Annex 1 (Berger tables)")),
    "WarningDialog": RuleLink(tr("FIDE Tournament Software Approval checklist (warning levels)")),
}
"""Dialogs with a rule behind them: they show a link to their guide page and one naming the FIDE article."""


def dialog_target(class_name: str) -> str | None:
    return DIALOG_PAGES.get(class_name)


def tab_target(class_name: str) -> str | None:
    return TAB_PAGES.get(class_name)
