"""The team event's screens in the pseudo-language: every text the Teams, Pairing, Results and Standings
tabs, the team, bye, line-up and override dialogs, the team rules box, the explanation view of a Dutch round and
its glossary of terms show passed through a catalog. Data is typed in Greek letters so that it never looks like
untranslated English; FIDE's codes (TPN, MP, GP, S1, C6…) and article numbers stay as FIDE writes them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTreeWidget, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import RoundNo, TournamentInfo
from arbiter_desk.language.catalogs import pseudo
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.explanation_view import ExplanationView, round_brackets_html
from arbiter_desk.ui.pairing.glossary import legend_html
from arbiter_desk.ui.teams.lineup_dialog import LineupDialog
from arbiter_desk.ui.teams.team_bye_dialog import TeamByeDialog
from arbiter_desk.ui.teams.team_dialog import TeamDialog
from arbiter_desk.ui.teams.team_override_dialog import TeamOverrideDialog
from arbiter_desk.ui.teams.team_results import TeamResultsTab
from arbiter_desk.ui.teams.team_rounds import TeamPairingTab
from arbiter_desk.ui.teams.team_rules_box import TeamRulesBox
from arbiter_desk.ui.teams.teams import TeamsTab, TeamStandingsTab
from tests.ui.desk_helpers import session_on
from tests.ui.pseudo_locale import leftover, pseudo_language, unmarked

__all__ = ["pseudo_language"]  # the fixture, used by name

CLUBS = ("Ἀθῆναι", "Σπάρτη", "Θῆβαι", "Κόρινθος", "Ἄργος", "Δελφοί")
"""Six teams: no pairing-allocated bye, whose line is the services' text, not these screens'."""
NAMES = ("Ἀλέξανδρος", "Βασίλειος", "Γεώργιος", "Δημήτριος", "Εὐάγγελος")


def greek_team_desk(tmp_path: Path) -> Desk:
    """A Team Swiss event (C.04.6) of six Greek clubs with a reserve each, round 1 paired, published and partly
    played (a match with results stays locked in the override dialog)."""
    settings = SettingsRecord(
        info=TournamentInfo(name="Πρωτάθλημα", city="Ἀθῆναι", chief_arbiter="Παπαδόπουλος, Ἄννα"),
        total_rounds=7,
        pairing_system="team",
        team_rules=TeamRules(),
    )
    desk = Desk.create(tmp_path / "league.adesk", settings)
    for t, club in enumerate(CLUBS):
        roster = [RosterPlayer(f"{NAMES[k]} {club}", rating=2300 - 30 * t - 10 * k) for k in range(5)]
        desk.teams.add_team(club, f"Κ{t + 1}", roster)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    for board in range(1, 5):
        desk.teams.record_team_result(1, 1, board, ResultCode.WIN)
    return desk


@pytest.fixture
def session(tmp_path: Path, pseudo_language: None) -> Iterator[DeskSession]:
    desk = greek_team_desk(tmp_path)
    yield session_on(desk)
    desk.close()


def shown(qtbot: QtBot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_the_team_tabs_show_only_translated_words(qtbot: QtBot, session: DeskSession) -> None:
    teams, pairing, results = TeamsTab(session), TeamPairingTab(session), TeamResultsTab(session)
    for tab in (teams, pairing, results):
        shown(qtbot, tab)
    teams.reload()
    pairing.reload_all()
    results.reload_all()
    assert teams.model.rowCount() == 6 and "⟦" in teams.count.text()
    assert pairing.model.rowCount() == 3 and results.matches.rowCount() == 3
    assert "⟦" in results.match_label.text() and "⟦" in pairing.chooser.combo.currentText()
    byes = str(session.query(lambda d: d.teams.team_round_view(1)).byes_text)  # the services' sentence, marked there
    for tab in (teams, pairing, results):
        found = [line for line in unmarked(tab) if byes not in line]
        assert found == [], "\n".join(found)
        assert leftover(tab.title) == [] and tab.title.startswith("⟦")


def test_the_standings_tab_shows_its_table_and_note_translated(qtbot: QtBot, session: DeskSession) -> None:
    tab = TeamStandingsTab(session)
    shown(qtbot, tab)
    tab.reload()
    assert tab.model.rowCount() == 6 and "⟦" in tab.note.text()
    found = unmarked(tab)
    assert found == [], "\n".join(found)
    assert tab.title.startswith("⟦")


def test_the_team_dialogs_show_only_translated_words(qtbot: QtBot, session: DeskSession) -> None:
    register = TeamDialog(4)
    shown(qtbot, register)
    register.accept()  # no name: the refusal is shown in the dialog
    assert "⟦" in register.error.text()
    edit = TeamDialog(4, "Ἀθῆναι", "Κ1")
    bye = TeamByeDialog("Ἀθῆναι", (2, 7))
    view = session.query(lambda d: d.teams.team_round_view(1))
    lineup = LineupDialog(session, 1, view.matches[1])
    for dialog in (register, edit, bye, lineup):
        shown(qtbot, dialog)
        found = unmarked(dialog)
        assert found == [], "\n".join(found)


def test_the_override_dialog_shows_its_own_words_translated(qtbot: QtBot, session: DeskSession) -> None:
    """The pairing table, its tools and the hint; the situation and reason form is the shared override form's."""
    dialog = TeamOverrideDialog(session, 1)
    shown(qtbot, dialog)
    mine: list[QWidget] = [
        dialog.table, dialog.swap_button, dialog.exchange_button, dialog.bye_button, dialog.reset_button,
        dialog.ok_button,
    ]  # fmt: skip
    found = [line for widget in mine for line in unmarked(widget)]
    assert found == [], "\n".join(found)
    assert leftover(dialog.windowTitle()) == []
    assert dialog.hint_label.text().startswith("⟦")  # the shared form's reasons inside are that form's words


def test_the_team_rules_box_shows_only_translated_words(qtbot: QtBot, pseudo_language: None) -> None:
    box = TeamRulesBox(TeamRules(), ())
    shown(qtbot, box)
    picker = {box.tiebreak_picker, *box.tiebreak_picker.findChildren(QWidget)}  # the tie-break picker's own test
    own = [w for w in box.findChildren(QWidget) if w not in picker and w.isVisibleTo(box)]
    found = [line for widget in own for line in unmarked(widget) if not line.startswith(("QWidget", "TieBreak"))]
    assert found == [] and leftover(box.title()) == [], "\n".join(found)


def dutch_round() -> tuple[RoundExplanation, dict[int, str]]:
    """Round 6 of a generated 13-player Dutch tournament: brackets, floaters and a PAB to explain."""
    tournament = generate_tournament(find_system("dutch"), GeneratorOptions(13, 8, 3))
    explanation = find_system("dutch").pair(tournament, RoundNo(6)).explanation
    assert explanation is not None
    names = {tpn: f"{NAMES[tpn % 5]} {CLUBS[tpn % 6]}" for tpn in range(1, 14)}
    return explanation, names


def test_the_explanation_view_of_a_dutch_round_and_its_glossary(qtbot: QtBot, pseudo_language: None) -> None:
    """The tree's headings and labels, the detail's own headings and the glossary's definitions are translated;
    the step texts are the core's (shown through ``shown``) and the terms FIDE's codes."""
    explanation, names = dutch_round()
    view = ExplanationView()
    shown(qtbot, view)
    view.set_explanation(explanation, names)
    found = unmarked(view)
    assert found == [], "\n".join(found)
    tree: QTreeWidget = view.tree
    labels = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        assert top is not None
        labels.append(top.text(0))
        labels += [top.child(j).text(0) for j in range(top.childCount())]  # type: ignore[union-attr]
    assert labels and all(leftover(label) == [] for label in labels), labels
    tree.setCurrentItem(tree.topLevelItem(tree.topLevelItemCount() - 1).child(0))  # type: ignore[union-attr]
    detail = view.detail.toHtml()
    assert "⟦" in detail
    legend = legend_html(round_brackets_html(explanation, names), "dutch")
    meanings = [unescape(m) for m in re.findall(r"<tr><td><b>.*?</b></td><td>(.*?)</td></tr>", legend)]
    assert meanings and all(leftover(m) == [] for m in meanings), meanings
    assert pseudo("Terms") in legend
