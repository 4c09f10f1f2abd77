"""The catalogs (gettext, compiled from ``resources/i18n/<code>/LC_MESSAGES/arbiter_desk.po``): current with the
code's messages, every entry translated with the same placeholders, and consistent with the language's chess
glossary (issue's items 1, 2 and 6: complete catalogs, one glossary that translators and tests use)."""

from __future__ import annotations

import csv
import re
import runpy
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from arbiter_desk.core.text import tr, tr_n, tr_p
from arbiter_desk.language import CatalogError, catalog, say, use
from arbiter_desk.language.catalogs import CATALOGS, compile_po, po_file, pseudo

ROOT = Path(__file__).resolve().parents[2]
CODES = ("fr", "es", "de", "ru", "it", "ar")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def _entries(code: str) -> dict[tuple[str | None, str], Message]:
    with po_file(code).open("rb") as stream:
        parsed = read_po(stream, locale=code)
    assert not parsed.obsolete, f"{code}: obsolete entries (run resources/update_catalogs.py)"
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in parsed if m.id}


def test_every_catalog_has_exactly_the_messages_of_the_code() -> None:
    """A message added, changed or removed in the code without ``resources/update_catalogs.py`` fails here."""
    tool = runpy.run_path(str(ROOT / "resources" / "update_catalogs.py"))
    expected = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in tool["extracted"]() if m.id}
    assert expected, "the code marks messages"
    for code in CODES:
        assert set(_entries(code)) == expected, code


@pytest.mark.parametrize("code", CODES)
def test_every_entry_is_translated_not_fuzzy_and_keeps_its_placeholders(code: str) -> None:
    for (context, source), message in _entries(code).items():
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), f"{code}: {source!r} ({context}) is not translated"
        assert not message.fuzzy, f"{code}: {source!r} is fuzzy"
        for string in strings:
            assert set(PLACEHOLDER.findall(str(string))) == set(PLACEHOLDER.findall(source)), (code, source, string)


def _glossary(code: str) -> dict[str, tuple[str, str]]:
    folder = CATALOGS / "glossary"
    with (folder / "en.tsv").open(encoding="utf-8") as stream:
        english = {row["key"]: row["en"] for row in csv.DictReader(stream, delimiter="\t")}
    with (folder / f"{code}.tsv").open(encoding="utf-8") as stream:
        return {row["key"]: (english[row["key"]], row["term"]) for row in csv.DictReader(stream, delimiter="\t")}


def _stem(term: str) -> str:
    """The part of a term that its inflected forms keep (Russian тур → тура; French ronde → rondes)."""
    word = term.split()[0].casefold()
    return word if len(word) <= 4 else word[:-1]


@pytest.mark.parametrize("code", CODES)
def test_the_glossary_terms_are_the_words_the_catalog_uses(code: str) -> None:
    """Where a message's English contains a glossary term (whole words), its translation uses the language's term
    for it (its stem, so inflected forms count). Longer terms first: "pairing-allocated bye" before "bye"."""
    glossary = sorted(_glossary(code).items(), key=lambda item: -len(item[1][0]))
    checked = 0
    for (_context, source), message in _entries(code).items():
        translation = str(message.string).casefold()
        rest = PLACEHOLDER.sub(" ", source).casefold()
        for _key, (english, term) in glossary:
            pattern = re.compile(rf"(?<![\w-]){re.escape(english.casefold())}(?![\w-])")
            if pattern.search(rest):
                assert _stem(term) in translation, f"{code}: {source!r} → {message.string!r} lacks {term!r}"
                rest = pattern.sub(" ", rest)
                checked += 1
    assert checked >= 5


def test_a_message_is_said_in_the_language_chosen_and_english_is_the_source() -> None:
    try:
        use("de")
        assert say(tr("Round {number} of {total}", number=4, total=9)) == "Runde 4 von 9"
        assert say(tr("Round {number}", number=4), "fr") == "Ronde 4"
        use("en")
        assert say(tr("Round {number}", number=4)) == "Round 4"
    finally:
        use("en")


def test_one_english_word_two_contexts_two_entries() -> None:
    assert say(tr_p("column heading: board number", "Bd"), "de") == "Brett"
    assert say(tr_p("the colour a player has in a game", "White"), "ru") == "Белые"


def test_the_pseudo_language_marks_every_message_and_keeps_placeholders_working() -> None:
    assert say(tr("Round {number}", number=12), "qps") == "⟦Řõûñđ 12⟧".replace("Ř", "R")
    assert say(tr_n("{count} player", "{count} players", 3), "qps").startswith("⟦3 ")
    assert pseudo("{name} withdrew") == "⟦{name} wîtħđréw⟧".replace("ħ", "h")


def test_a_damaged_or_missing_catalog_is_said_in_plain_words(tmp_path: Path) -> None:
    broken = tmp_path / "xx" / "LC_MESSAGES" / "arbiter_desk.po"
    broken.parent.mkdir(parents=True)
    broken.write_text('msgid "a"\nmsgstr "b"\ngarbage line\n', encoding="utf-8")
    with pytest.raises(CatalogError, match=r"cannot be read"):
        compile_po(broken)
    with pytest.raises(ValueError, match="unknown language"):
        catalog("xx")
