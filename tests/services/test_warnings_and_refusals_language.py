"""The warnings and refusals a service makes are Texts: said in the arbiter's language where they are shown (the
warning dialog, the status line), English in ``str`` (logs, the journal, the command line). Approval checklist
Q218–221 (the warning levels) and Q55 (the import warning)."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.warnings import DeskWarning, NeedsConfirmation, WarningLevel, confirmed_note, english
from arbiter_desk.language import said, say
from arbiter_desk.language.catalogs import pseudo
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.files.import_check import import_warning
from tests.services.conftest import confirming, register


def _warning() -> DeskWarning:
    return import_warning([IntegrityEvent(EventKind.IMPORT, 3, "1-2 3-4 => 1-3 2-4")])


def test_a_warning_is_said_in_french_from_the_real_catalog_q55() -> None:
    warning = _warning()
    assert say(warning.title, "fr") == "Des rondes importées s'écartent des règles d'appariement"
    text = say(warning.text, "fr")
    assert text.startswith("Le vérificateur a réapparié chaque ronde importée : la ou les rondes 3 diffèrent")
    assert "### Import @ Round 3: 1-2 3-4 => 1-3 2-4" in text  # the TRF line is data: never translated
    assert say(WarningLevel.CONFIRM.label, "fr") == "Veuillez confirmer"


def test_a_warning_reads_english_for_the_logs_and_the_journal() -> None:
    warning = _warning()
    assert english(warning.title) == "Imported rounds differ from the pairing rules"
    assert confirmed_note([warning]) == "confirmed (level 3): Imported rounds differ from the pairing rules"
    assert say(warning.title, "en") == english(warning.title)


def test_a_warning_passes_through_the_catalog_in_the_pseudo_language() -> None:
    warning = _warning()
    for part in (warning.title, warning.text, WarningLevel.REFUSED.label):
        assert say(part, "qps").startswith("⟦") and say(part, "qps").endswith("⟧")
    assert "3" in say(warning.text, "qps")  # the arguments are filled in, not accented


def test_the_refusal_of_unconfirmed_warnings_is_english_in_str_and_french_when_said() -> None:
    asked = NeedsConfirmation([_warning()])
    assert str(asked).startswith("Imported rounds differ from the pairing rules: The checker re-paired")
    assert said(asked, "fr").startswith("Des rondes importées s'écartent des règles d'appariement : Le vérificateur")
    assert said(asked, "qps").startswith("⟦⟦")


def test_an_arbiters_refused_action_is_said_in_french_and_reads_english_in_str(desk: Desk) -> None:
    """Registering a player without a name is refused (the registration form's field); the refusal is a Text."""
    with pytest.raises(InvalidInputError) as refused:
        desk.players.register_player(PlayerData(name="  ", rating=2000))
    assert str(refused.value) == "a player needs a name"
    assert said(refused.value, "fr") == "un joueur doit avoir un nom"
    assert said(refused.value, "qps") == pseudo("a player needs a name")


def test_a_refusal_with_arguments_fills_them_in_the_translated_sentence(desk: Desk) -> None:
    """C.04.2 art. 3.3: a bye is requested for a round not yet published; the round is named in every language."""
    (player,) = register(desk, 1)
    with pytest.raises(InvalidInputError) as refused:
        desk.players.request_bye(player, 9, ResultCode.HALF_BYE)
    assert str(refused.value) == "the tournament has only 7 rounds"
    assert said(refused.value, "fr") == "le tournoi n'a que 7 rondes"
    assert said(refused.value, "qps").startswith("⟦") and "7" in said(refused.value, "qps")


def test_what_a_command_tells_the_arbiter_afterwards_is_said_in_french(desk: Desk) -> None:
    """C.04.2 art. 3.3: a full-point bye is granted with the notice that FIDE deprecates it (the status line says
    it in the arbiter's language; the journal keeps its English label)."""
    (player,) = register(desk, 1)
    changes = confirming(lambda c: desk.players.request_bye(player, 2, ResultCode.FULL_BYE, confirmed=c))[0]
    (told,) = changes.warnings
    assert english(told) == "full-point byes are deprecated by FIDE (C.04.2 art. 3.3)"
    assert say(told, "fr") == "la FIDE déconseille les byes d'un point (C.04.2 art. 3.3)"
    assert say(told, "qps").startswith("⟦")
    assert isinstance(changes.label, str)
