"""The Round pairing tab's "Why this pairing" tree of a Dutch round (C.04.3) in the arbiter's language: each
bracket's steps (labels such as "Quality (art. 2.3-2.4)", the downfloaters' reasons, the exchange of art. 4.3)
and the round's notes go through the catalogs; FIDE's letters (S1, BSN, C6, MDPs, PAB) stay as FIDE writes them."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.language import use
from arbiter_desk.ui.pairing.explanation_view import ExplanationView
from tests.services.pairing.test_explanation_json_said import dutch_round_4
from tests.ui.pseudo_locale import leftover, pseudo_language

__all__ = ["pseudo_language"]

NAMES = {i: f"Παίκτης {i}" for i in range(1, 25)}


def bracket_details(qtbot: QtBot, explanation: RoundExplanation) -> tuple[ExplanationView, list[str]]:
    """The view shown, and the detail pane's text for each bracket selected in the tree."""
    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_explanation(explanation, NAMES)
    view.show()
    qtbot.waitExposed(view)
    details = []
    for i in range(view.tree.topLevelItemCount()):
        item = view.tree.topLevelItem(i)
        if item is not None and item.data(0, 256)[0] == "bracket":
            view.tree.setCurrentItem(item)
            details.append(view.detail.toPlainText())
    return view, details


def test_the_steps_and_notes_of_a_dutch_round_pass_through_the_catalogs(
    qtbot: QtBot, tmp_path: Path, pseudo_language: None
) -> None:
    explanation = dutch_round_4(tmp_path)
    view, details = bracket_details(qtbot, explanation)
    assert len(details) == len(explanation.brackets) > 1
    steps = {step.label for bracket in explanation.brackets for step in bracket.steps}
    assert {"Candidate (art. 4.2-4.3)", "Quality (art. 2.3-2.4)"} <= steps
    left = {}
    for detail in details:
        # The "MDPs" row is FIDE's abbreviation (moved-down players, C.04.3 art. 1.4.1), kept as FIDE writes it.
        words = [w for w in leftover(detail) if w != "MDPs"]
        if words:
            left[detail[:60]] = words
    assert left == {}, left
    view.tree.setCurrentItem(None)
    assert leftover(view.round_html()) == [], view.round_html()


def test_a_dutch_round_is_explained_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    explanation = dutch_round_4(tmp_path)
    use("fr")
    try:
        view, details = bracket_details(qtbot, explanation)
        shown = "\n".join(details)
        assert "Qualité (art. 2.3-2.4)" in shown and "Quality" not in shown
        assert "Candidat (art. 4.2-4.3)" in shown
        assert "échange (art. 4.3) : groupe d'appariement, BSN 1 de S1 avec 2 de S2 ; ordre de S2 : 1 3" in shown
        assert "l'apparier dans le groupe d'appariement violerait davantage C14" in shown
        assert "C6 : 3 paires, flotteur descendant 14 ; C12 : 0 sans leur préférence de couleur" in shown
        assert "1 flotte vers le bas" in shown
        assert "22 joueurs à apparier, absents : 2" in view.round_html()
        view.resize(900, 700)
        view.tree.setCurrentItem(view.tree.topLevelItem(0))
        view.grab().save(str(tmp_path / "why_fr.png"))
    finally:
        use("en")
