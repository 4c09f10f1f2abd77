"""The Standings tab's words in the desk's language: the colours of a player's card, the kind of
standings (C.07 General: intermediate until the last round is complete)."""

from __future__ import annotations

from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.standings.standings_words import colour_word, standings_kind


def test_the_card_s_colours_and_the_standings_kind_are_said_in_french(french: None) -> None:
    assert (colour_word("White"), colour_word("Black"), colour_word("–")) == ("Blancs", "Noirs", "–")
    assert standings_kind(9, 9, RoundState.COMPLETE) == "Classement final après la ronde 9 sur 9"
    assert standings_kind(3, None, RoundState.COMPLETE) == "Classement intermédiaire après la ronde 3"
