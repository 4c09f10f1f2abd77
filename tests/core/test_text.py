"""Messages as the code says them (``core.text``): rendered whole in a catalog's language, plural forms by the
language's rule, a context for words with two meanings, a message argument rendered in the same language."""

from __future__ import annotations

import gettext
from typing import ClassVar

from arbiter_desk.core.text import Text, tr, tr_n, tr_p


class Catalog(gettext.NullTranslations):
    """A tiny French catalog with its plural rule (n > 1) and contexts."""

    WORDS: ClassVar[dict[object, str]] = {
        "Round {round}": "Ronde {round}",
        ("game result", "Draw"): "Nulle",
        ("lot", "Draw"): "Tirage au sort",
        "{who} withdrew": "{who} a abandonné",
    }

    def gettext(self, message: str) -> str:
        return str(self.WORDS.get(message, message))

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return "{count} joueur" if n <= 1 else "{count} joueurs"

    def pgettext(self, context: str, message: str) -> str:
        return str(self.WORDS.get((context, message), message))


def test_a_message_is_rendered_in_the_catalogs_language_with_its_arguments() -> None:
    assert tr("Round {round}", round=5).render(Catalog()) == "Ronde 5"
    assert tr("Round {round}", round=5).render(gettext.NullTranslations()) == "Round 5"


def test_one_english_word_with_two_meanings_has_two_translations_by_context() -> None:
    assert tr_p("game result", "Draw").render(Catalog()) == "Nulle"
    assert tr_p("lot", "Draw").render(Catalog()) == "Tirage au sort"


def test_the_plural_form_is_the_languages_own_choice_and_count_is_an_argument() -> None:
    """French takes the singular for 0 and 1 (English the plural for 0): the catalog's rule, not the code's."""
    assert tr_n("{count} player", "{count} players", 0).render(Catalog()) == "0 joueur"
    assert tr_n("{count} player", "{count} players", 2).render(Catalog()) == "2 joueurs"
    assert tr_n("{count} player", "{count} players", 0).render(gettext.NullTranslations()) == "0 players"


def test_a_message_argument_is_translated_in_the_same_language_never_left_in_english() -> None:
    message = tr("{who} withdrew", who=tr("Round {round}", round=3))
    assert message.render(Catalog()) == "Ronde 3 a abandonné"


def test_a_message_without_arguments_keeps_its_braces_verbatim() -> None:
    assert Text("{not a field}").render(gettext.NullTranslations()) == "{not a field}"
    assert tr("Board").arguments() == {}


def test_an_error_said_with_a_text_reads_english_in_logs_and_is_translated_at_the_edge() -> None:
    from arbiter_desk.core.errors import InvalidInputError
    from arbiter_desk.language import said

    error = InvalidInputError(tr("line {line}: no rating", line=7))
    assert str(error) == "line 7: no rating"
    assert error.text == tr("line {line}: no rating", line=7)
    assert said(error, "qps").startswith("⟦") and "7" in said(error, "qps")
    assert said(ValueError("plain"), "qps") == "plain"
    assert str(InvalidInputError("plain words")) == "plain words"
