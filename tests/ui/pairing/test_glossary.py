"""Readable explanations: every explanation shown ends with the terms it uses, in the words
of the system that paired the round ([C4] of Dubov (C.04.4.1 art. 2.2.1) is not [C4] of Double-Swiss (C.04.5
art. 2.3.1))."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from html import unescape
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import Capability, find_entry, find_system
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.registry import ENTRIES
from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
from arbiter_desk.core.tournament import RoundNo
from arbiter_desk.language import say, use
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.ui.pairing.explanation_view import round_brackets_html
from arbiter_desk.ui.pairing.glossary import TERMS_BY_SYSTEM, GlossedBrowser, legend_html, words_of
from arbiter_desk.ui.pairing.pairing import PairingTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import SETTINGS, new_desk, play, wait_for_pairing

OWN_MEANING = {
    "dubov": ("C5", "as few upfloaters as possible (art. 2.3.1)"),
    "dutch": ("C6", "as few downfloaters as possible, i.e. as many pairs as possible (art. 2.4.1)"),
    "burstein": ("C5", "as many pairs as possible, i.e. as few outgoing floaters (art. 2.3.1)"),
    "lim": ("2.3.1", "floats: has already played every player of the scoregroup"),
    "double-swiss": ("C4", "as few upfloaters as possible (art. 2.3.1)"),
}
"""A term a real explanation of the system uses, with that system's meaning."""


@cache
def explanation(system: str, rnd: int, rounds: int = 8) -> RoundExplanation:
    """The engine's explanation of round ``rnd`` of a generated 13-player tournament of ``system``."""
    entry = find_entry(system)
    generate = generate_two_game_tournament if entry.can(Capability.TWO_GAME_ROUNDS) else generate_tournament
    tournament = generate(find_system(system), GeneratorOptions(13, rounds, 3))
    return find_system(system).pair(tournament, RoundNo(rnd)).explanation


def legend_rows(legend: str) -> set[tuple[str, str]]:
    """(term, meaning) of every row of a legend."""
    return {(unescape(t), unescape(m)) for t, m in re.findall(r"<tr><td><b>(.*?)</b></td><td>(.*?)</td></tr>", legend)}


def test_every_registered_system_has_a_legend() -> None:
    assert {e.name for e in ENTRIES} <= set(TERMS_BY_SYSTEM)


@pytest.mark.parametrize("system", sorted(OWN_MEANING))
def test_a_real_explanation_gets_its_own_systems_meanings(system: str) -> None:
    e = explanation(system, 6)
    assert words_of(e) == system
    legend = legend_html(round_brackets_html(e, {}), e.system)
    term, meaning = OWN_MEANING[system]
    assert f"<b>{term}</b></td><td>{meaning}" in legend
    rows = legend_rows(legend)
    assert rows and rows <= {(term, say(m)) for term, m in TERMS_BY_SYSTEM[system]}  # every line in its own words


def test_burstein_seeding_rounds_are_explained_in_the_dutch_words() -> None:
    """C.04.4.2 art. 1.6: the seeding rounds are paired by the Dutch system, so [C6] is the Dutch one."""
    e = explanation("burstein", 2)
    assert e.system == find_entry("burstein").title and words_of(e) == "dutch"
    legend = legend_html(round_brackets_html(e, {}), words_of(e))
    assert OWN_MEANING["dutch"][1] in legend
    assert "as few outgoing floaters" not in legend


def test_legend_names_only_the_terms_used() -> None:
    legend = legend_html("<p>S1 by ARO; C5: 1 upfloater; White by art. 5.2.2.</p>", "dubov")
    assert "G1 sorted by ascending ARO" in legend and "as few upfloaters as possible" in legend
    assert "both colour preferences granted" in legend
    assert "C10" not in legend and "5.2.1" not in legend and "<b>T2</b>" not in legend
    assert legend_html("<p>nothing special</p>", "dubov") == ""


def test_the_same_words_read_per_system() -> None:
    text = "<p>C4: ok; colours by art. 5.2.1</p>"
    dubov, dutch = legend_html(text, "dubov"), legend_html(text, "Dutch system (C.04.3, 2026)")
    assert "initial-colour" in dubov and "both colour preferences granted" not in dubov
    assert "both colour preferences granted" in dutch and "initial-colour" not in dutch
    assert "as few upfloaters" in legend_html(text, "double-swiss")


def test_an_unknown_system_gets_no_legend() -> None:
    assert legend_html("<p>C4 and S1, art. 5.2.2</p>", "Dutch system (C.04.3, 2017)") == ""
    assert legend_html("<p>C4 and S1</p>", None) == ""


def test_the_why_of_a_board_explains_its_terms_and_round_one_colours(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    tab.select_board(1)
    text = tab.explanation.detail.toPlainText()
    assert "no game yet for either player: colour by the initial-colour draw" in text
    assert "wants" not in text.split("Bracket")[0]
    assert "Terms" in text and "T2" in text and "the first ordering (transposition) of G2" in text


def dutch_tab(qtbot: QtBot, tmp_path: Path) -> PairingTab:
    """The pairing tab of round 3 of a Dutch tournament, paired by the desk."""
    desk = Desk.create(tmp_path / "dutch.adesk", replace(SETTINGS, pairing_system="dutch"))
    for i in range(11):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2400 - 20 * i, fide_id=5000 + i))
    play(desk, 2)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    return tab


def test_a_dutch_round_is_explained_in_the_dutch_words(qtbot: QtBot, tmp_path: Path) -> None:
    """C.04.3 art. 2.4.1: [C6] of a Dutch round is "as few downfloaters", never Dubov's [C6] or S1."""
    tab = dutch_tab(qtbot, tmp_path)
    tab.select_board(1)
    texts = [tab.explanation.detail.toPlainText(), tab.round_text.toPlainText()]
    for text in texts:
        assert "Terms" in text and "as few downfloaters as possible" in text
        assert "G1 sorted by ascending ARO" not in text and "upfloaters with the highest scores" not in text


def test_the_legend_speaks_the_arbiters_language_and_keeps_fides_codes() -> None:
    """The terms that are words and every meaning are said in the desk's language; FIDE's letters (C5,
    S1) stay; a term is found in the engine's English words or in the language's own (a translated reason)."""
    try:
        use("fr")
        legend = legend_html("<p>S1 by ARO; C5: 2 upfloaters.</p>", "dubov")
        assert (
            "<b>Flotteurs montants</b></td><td>joueurs d'un groupe de points inférieur".replace("'", "&#x27;") in legend
        )
        assert "<b>C5</b></td><td>le moins possible de flotteurs montants (art. 2.3.1)" in legend
        assert "<b>S1</b></td><td>G1 trié par ARO croissant" in legend
        assert "<b>Termes</b>" in legend
        translated = legend_html("<p>le reste est apparié comme un groupe à part</p>", "dutch")
        assert "<b>reste</b></td><td>les résidents restant après l&#x27;appariement des MDP" in translated
    finally:
        use("en")
    assert "<b>remainder</b></td><td>the residents left" in legend_html("<p>the remainder</p>", "dutch")


def test_the_reasoning_reads_right_to_left_in_arabic(qtbot: QtBot) -> None:
    """In Arabic the explanation's paragraphs are laid out right to left; otherwise left to right, whatever
    script a player's name starts with."""
    browser = GlossedBrowser()
    qtbot.addWidget(browser)
    directions = {}
    for code in ("ar", "fr"):
        try:
            use(code)
            browser.setHtml("<p>Ἀλέξανδρος 1 – 2 Βασίλειος</p>")
            directions[code] = browser.document().firstBlock().blockFormat().layoutDirection()
        finally:
            use("en")
    assert directions == {"ar": Qt.LayoutDirection.RightToLeft, "fr": Qt.LayoutDirection.LeftToRight}
