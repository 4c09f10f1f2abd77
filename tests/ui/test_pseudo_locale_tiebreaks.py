"""The Standings tab's tie-break breakdown (the guide's first tournament, step 7: "Select a player to see how each
tie-break was made") in the arbiter's language: its terms, the reasons of the cuts (C.07 modifiers, art. 16 for the
voluntary unplayed rounds), its notes and the tie-breaks' long names go through the catalogs; FIDE's codes (BH,
SB, ARO, …), the TRF's result letters and the numbers stay as written."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.text import Text
from arbiter_desk.core.tiebreaks.breakdown import english
from arbiter_desk.language import use
from arbiter_desk.services import Desk
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import session_on
from tests.ui.pseudo_locale import leftover, pseudo_language
from tests.ui.round_fixtures import new_desk, play

__all__ = ["pseudo_language"]

TIEBREAKS = ("BH/C1", "SB/C1", "DE", "WIN", "PS/C1", "ARO", "TPR", "KS", "AOB", "FB", "STD", "REP", "TPN", "RTNG")
"""C.07 tie-breaks whose breakdowns have terms, cuts and notes of every kind the desk writes."""


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    """Eleven players after two rounds: a pairing-allocated bye each round (art. 16: a dummy opponent)."""
    made = new_desk(tmp_path, players=11)
    made.settings.update_settings(replace(made.settings.current(), tiebreaks=TIEBREAKS))
    play(made, 2)
    yield made
    made.close()


def breakdown_text(qtbot: QtBot, desk: Desk, tpn: int) -> str:
    """The breakdown widget's plain text for ``tpn``, the players' names (data) taken out."""
    tab = StandingsTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.show()
    tab.select_player(tpn)
    text = tab.breakdown.toPlainText()
    for player in desk.snapshot().players:
        text = text.replace(player.name, "")
    return text


def bye_player(desk: Desk) -> int:
    """A player who had the pairing-allocated bye in round 1."""
    return next(int(p.tpn) for p in desk.snapshot().players if p.entry(1) and p.entry(1).opponent is None)  # type: ignore[union-attr]


def test_every_players_breakdown_speaks_through_the_catalogs(qtbot: QtBot, desk: Desk, pseudo_language: None) -> None:
    for player in desk.snapshot().players:
        text = breakdown_text(qtbot, desk, int(player.tpn))
        assert "⟦" in text
        assert leftover(text) == [], (player.tpn, leftover(text), text)


def test_a_breakdown_in_french_from_the_real_catalog(qtbot: QtBot, desk: Desk) -> None:
    tpn = bye_player(desk)
    use("fr")
    try:
        text = breakdown_text(qtbot, desk, tpn)
    finally:
        use("en")
    assert "— Buchholz, Tronqué-1" in text and "— Confrontation directe" in text  # the long names (ui.tiebreak_names)
    for french in ("score comme adversaire", "adversaire fictif avec son propre score", "édition 2026"):
        assert french in text, (french, text)
    assert "Tronqué-1 : valeur la moins significative" in text
    assert "cat. 1 : exemption attribuée par l'appariement ou bye d'un point" in text
    for english_words in (
        "score as an opponent",
        "dummy with own score",
        "least significant value",
        "edition 2026",
        "pairing-allocated",
        "game(s) missing",
        "rounded .5 up",
        "score after the round",
    ):
        assert english_words not in text, (english_words, text)


def test_the_messages_say_in_english_what_the_checks_compare(desk: Desk) -> None:
    """``Term.description``, ``Term.cut`` and ``Breakdown.notes`` stay the English strings FIDE's checker
    comparisons read; the messages the screens render say the same in English (where the English note has "(s)"
    or "not played yet", the message says it with real plurals or a whole sentence)."""
    standings = compute_standings(desk.snapshot())
    terms = notes = 0
    for row in standings.rows:
        for breakdown in row.breakdowns:
            for term in breakdown.terms:
                assert isinstance(term.said, Text), (breakdown.code, term.description)
                assert english(term.said) == term.description
                if term.cut is not None:
                    assert isinstance(term.cut_said, Text) and english(term.cut_said) == term.cut
                terms += 1
            for said, note in zip(breakdown.said_notes, breakdown.notes, strict=True):
                assert isinstance(said, Text), (breakdown.code, note)
                if "(s)" not in note and "not played yet" not in note:  # said as whole plurals / sentences
                    assert english(said) == note
                notes += 1
    assert terms > 100 and notes > 20
