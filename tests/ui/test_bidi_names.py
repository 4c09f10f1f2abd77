"""Right-to-left names do not scramble the numbers next to them, on screen and in
every PDF.

The screen texts that put a name beside numbers (the renumbering prompt, the board tables, the why-tree) wrap
the name in a first-strong isolate (``core.names.isolated``). Laid out by Qt as a label would lay it out, the
numbers must appear in the order they are written: left of the name what is written before it, "19" left of
"20" in "19→20".
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from fpdf.bidi import BidiParagraph, auto_detect_base_direction
from fpdf.enums import TextDirection
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.names import isolated
from arbiter_desk.core.player import Title
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.documents.model import Document, Heading
from arbiter_desk.formats.pdf_page import DocumentPdf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.pairing.override_preview import preview_override
from arbiter_desk.services.pairing.round_view import Seat
from arbiter_desk.services.pairing.round_why import round_why
from arbiter_desk.services.registration.tpn import Renumbering, TpnMove
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.store.records import PlayerId
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.explanation_view import ExplanationView
from arbiter_desk.ui.standings.standings import StandingsTab
from arbiter_desk.ui.teams.team_results import TeamResultsTab
from arbiter_desk.ui.teams.team_rounds import match_columns
from tests.ui.round_fixtures import SETTINGS, play

ARABIC = "حداد، سمير"
HEBREW = "כהן, דוד"


def x_of(text: str, part: str) -> float:
    """Where ``part`` (its first character) is drawn in ``text`` laid out on one left-to-right line."""
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    index = text.index(part)
    left, _ = line.cursorToX(index)
    right, _ = line.cursorToX(index + 1)
    return min(left, right)


@pytest.mark.parametrize("name", [ARABIC, HEBREW])
def test_renumbering_prompt_keeps_old_then_new_number(qtbot: QtBot, name: str) -> None:
    notice = Renumbering((TpnMove(PlayerId(1), name, PairingNumber(19), PairingNumber(20)),), 2).notice()
    assert f"\u2068{name}\u2069 19→20" in notice
    assert x_of(notice, "19→") < x_of(notice, "→20")
    bare = f"{name} 19→20"  # what the prompt wrote before: the numbers swapped sides
    assert x_of(bare, "20") < x_of(bare, "19")
    shown = f"{isolated(name)} 19→20"
    assert x_of(shown, "19") < x_of(shown, "20")


@pytest.mark.parametrize("name", [ARABIC, HEBREW])
def test_board_label_keeps_the_pairing_number_after_the_name(qtbot: QtBot, name: str) -> None:
    label = Seat(PlayerId(1), PairingNumber(5), name, 2000, Decimal(0)).label
    assert label == f"\u2068{name}\u2069 (5)"
    assert x_of(label, name[0]) < x_of(label, "5")
    bare = f"{name} (5)"
    assert x_of(bare, "5") < x_of(bare, name[0])  # without the isolate the number jumps to the left


def test_why_tree_lines_keep_each_pairing_number_beside_its_name(qtbot: QtBot, tmp_path: Path) -> None:
    """The why-tree lists boards as ``12 Name – 5 Name`` (explanation_view): each number stays left of its own
    name, whatever direction the names are written in."""
    desk = Desk.create(tmp_path / "bidi.adesk", SETTINGS)
    for i, name in enumerate([ARABIC, HEBREW, "Abel, Ines", "Berg, Ola"]):
        desk.players.register_player(PlayerData(name, rating=2400 - 20 * i, fide_id=7000 + i))
    desk.rounds.pair_next_round()
    why = round_why(desk, 1)
    assert why.names[1] == isolated(ARABIC) and why.names[3] == "Abel, Ines"
    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_why(why)
    assert why.explanation is not None
    lines = [label for b in why.explanation.brackets for _n, label, _c in view._boards_in(b)]
    line = next(text for text in lines if ARABIC in text)
    assert line.startswith("1 \u2068")
    other = line.split(" – ")[1].split(" ")[0]
    assert x_of(line, "1 ") < x_of(line, ARABIC[0]) < x_of(line, f"– {other}")
    desk.close()


# --- every place a name sits next to a number, on screen and in every PDF -------------------------


def pdf_visual(text: str) -> str:
    """``text`` in the order the PDF draws it, left to right: the text and the paragraph direction the PDF writer
    hands fpdf2 (``formats.pdf``), run through fpdf2's own bidi algorithm (right-to-left runs reversed)."""
    pdf = DocumentPdf(Document(title="t", header_lines=(), blocks=()), lambda _pdf, _block: None)
    drawn = pdf.shaped(text)
    if not pdf.text_shaping:
        return drawn
    base = pdf.text_shaping["direction"] or auto_detect_base_direction(drawn)
    runs = [t[::-1] if d is TextDirection.RTL else t for t, d in BidiParagraph(drawn, base).get_bidi_fragments()]
    if base is TextDirection.RTL:
        runs.reverse()
    return "".join(runs).replace("\u200e", "")


def _rtl_desk(tmp_path: Path) -> Desk:
    desk = Desk.create(tmp_path / "rtl.adesk", SETTINGS)
    names = [("Abel, Ines", "ITA", ""), (HEBREW, "ISR", "FM"), (ARABIC, "JOR", ""), ("Berg, Ola", "NOR", "")]
    for i, (name, federation, title) in enumerate(names):
        desk.players.register_player(
            PlayerData(name, rating=2400 - 20 * i, fide_id=7000 + i, federation=federation, title=Title(title))
        )
    play(desk, 1)
    return desk


@pytest.mark.parametrize("name", [ARABIC, HEBREW])
def test_player_card_pdf_headings_keep_number_name_rating_federation_in_order(tmp_path: Path, name: str) -> None:
    """ "14. name · 2380 JOR": the PDF drew "JOR 2380 · name .14" (an Arabic name made the line right-to-left)
    and "8. FM · name2233 ISR" (the separator crossed a Hebrew name)."""
    desk = _rtl_desk(tmp_path)
    cards = document_for(desk, "player-cards")
    heading = next(b.text for b in cards.contents() if isinstance(b, Heading) and name in b.text)
    player = next(p for p in desk.players.all() if p.name == name)
    assert isolated(name) in heading
    drawn = pdf_visual(heading)
    assert drawn.index(f"{player.tpn}.") < drawn.index(name[::-1]) < drawn.index("·") < drawn.index(str(player.rating))
    assert drawn.index(str(player.rating)) < drawn.index(player.federation)
    desk.close()


def test_a_withdrawn_players_mark_stays_after_the_name_in_the_standings_pdf(tmp_path: Path) -> None:
    """``name (wd. R2)`` in a cell: the round of the mark stays after the name (the line was right-to-left)."""
    desk = _rtl_desk(tmp_path)
    arabic = next(p for p in desk.players.all() if p.name == ARABIC)
    desk.players.withdraw_player(arabic.id)
    standings = document_for(desk, "standings")
    cell = next(c for t in standings.tables() for row in t.rows for c in row if ARABIC in c)
    drawn = pdf_visual(cell)
    assert drawn.index(ARABIC[::-1]) < drawn.index("(wd. R2)")
    desk.close()


def test_the_match_score_stays_after_the_team_names_in_the_team_pairing_pdf(tmp_path: Path) -> None:
    """ "Table 1: A – B   2½–1½": after a right-to-left team name the score went to the name's left."""
    desk = _rtl_team_desk(tmp_path)
    desk.teams.publish_team_round()
    for board in range(1, 5):
        desk.teams.record_team_result(1, 1, board, ResultCode.WIN)
    sheet = document_for(desk, "pairings", 1)
    heading = next(b.text for b in sheet.contents() if isinstance(b, Heading) and b.text.startswith("Table 1:"))
    second = heading.split(" – ")[1].split("\u2069")[0].strip("\u2068")
    drawn = pdf_visual(heading)
    assert drawn.index("Table 1") < drawn.index(second[::-1]) < drawn.index("4–0")
    desk.close()


TEAM = "نادي الشطرنج"


def _rtl_team_desk(tmp_path: Path) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="League"), total_rounds=5, pairing_system="team", team_rules=TeamRules()
    )
    desk = Desk.create(tmp_path / "teams.adesk", settings)
    for t, name in enumerate([TEAM, "نادي الفرسان", "نادي الملوك", "نادي القلعة"]):
        roster = [RosterPlayer(f"P{t}{k}", rating=2300 - 30 * t - 10 * k) for k in range(4)]
        desk.teams.add_team(name, f"C{t}", roster)
    desk.teams.pair_next_team_round()
    return desk


def test_the_edit_pairings_change_list_keeps_each_number_after_its_name(qtbot: QtBot, tmp_path: Path) -> None:
    """The manual-pairing phase's change list (C.04.2 art. 4.4): "added: name (#3) - name (#1)", also when a
    line wraps."""
    desk = _rtl_desk(tmp_path)
    desk.rounds.pair_next_round()
    boards = [(b.white, b.black) for b in desk.rounds.boards(2)]
    (w1, b1), (w2, b2) = boards
    preview = preview_override(desk, 2, [(w1, w2), (b1, b2)], None)
    line = next(t for t in preview.diff if ARABIC in t)
    assert isolated(ARABIC) in line
    arabic = next(p for p in desk.players.all() if p.name == ARABIC)
    assert x_of(line, ARABIC[0]) < x_of(line, f"(#{arabic.tpn})")
    desk.close()


def test_team_pairing_and_results_tabs_keep_the_team_number_after_the_name(qtbot: QtBot, tmp_path: Path) -> None:
    """ "(5) نادي الشطرنج": the number of a team went to the name's other side in the Pairing table and the
    Results tab's match line."""
    desk = _rtl_team_desk(tmp_path)
    view = desk.teams.team_round_view(1)
    match = next(m for m in view.matches if TEAM in (m.first, m.second))
    cells = [column.text(match) for column in match_columns() if "Team" in column.title]
    cell = next(c for c in cells if TEAM in c)
    assert x_of(cell, TEAM[0]) < x_of(cell, "(")
    tab = TeamResultsTab(DeskSession())
    qtbot.addWidget(tab)
    tab._show_score(match)
    label = tab.match_label.text()
    first, second = match.first.split()[-1], match.second.split()[-1]  # the distinct word of each name
    assert isolated(TEAM) in label
    assert x_of(label, "Match") < x_of(label, first) < x_of(label, "no result") < x_of(label, second)
    desk.close()


def x_in_browser(browser: QTextBrowser, part: str) -> float:
    """Where ``part`` is drawn in a text browser's document as laid out (the block's own direction included)."""
    block = browser.document().begin()
    while block.isValid() and part not in block.text():
        block = block.next()
    assert block.isValid(), part
    line = block.layout().lineForTextPosition(block.text().index(part))
    left, _ = line.cursorToX(block.text().index(part))
    right, _ = line.cursorToX(block.text().index(part) + 1)
    return min(left, right)


def test_the_standings_breakdown_heading_keeps_rank_name_and_number_in_order(qtbot: QtBot, tmp_path: Path) -> None:
    """ "3=. name (3) — 0.0 points": Qt's rich text drew the heading right to left (its first letter is Arabic)."""
    desk = _rtl_desk(tmp_path)
    session = DeskSession()
    tab = StandingsTab(session)
    qtbot.addWidget(tab)
    tab.resize(1000, 600)
    tab.show()
    session.attach(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 4, timeout=10_000)
    arabic = next(p for p in desk.players.all() if p.name == ARABIC)
    tab.select_player(arabic.tpn)
    qtbot.waitUntil(lambda: ARABIC in tab.breakdown.toPlainText())
    browser = tab.breakdown
    rank = browser.toPlainText().split(". ")[0]
    assert x_in_browser(browser, rank) < x_in_browser(browser, ARABIC[:4]) < x_in_browser(browser, f"({arabic.tpn})")
    assert x_in_browser(browser, f"({arabic.tpn})") < x_in_browser(browser, "points after")
    session.close()
