"""Every printed sheet in the event's language : pairings, alphabetical lists, result slips,
standings, cross tables, prize lists, player cards, round-robin schedules and the team sheets put their titles,
round lines, column headings, legends and footers through the catalog; names, FIDE's codes and the TRF stay as they
are. Decimal values take the language's separator (a comma in French), alphabetical lists the language's collation
(Spanish ñ after n), and the order by pairing number is the same in every language (C.04.2 art. 2.2.3)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache

import pytest
from pypdf import PdfReader

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_round_robin
from arbiter_desk.core.prize_lists import CategoryKind, PlayerFacts, PrizeCategory, prize_lists
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents import (
    Document,
    Heading,
    Legend,
    PrintOptions,
    Table,
    build_document,
    build_team_document,
)
from arbiter_desk.formats.documents.common import column_headings
from arbiter_desk.formats.documents.prize_lists import prize_lists_document
from arbiter_desk.formats.pdf import render_pdf
from arbiter_desk.language.catalogs import say
from tests.core.pairing.team.variants import generated
from tests.formats.documents.sample import sample_tournament

LANGUAGES = ("fr", "es", "de", "ru", "it", "ar")
Build = Callable[[str], Document]


@cache
def _swiss() -> Tournament:
    return sample_tournament(players=12, rounds=5, seed=4)


@cache
def _round_robin() -> Tournament:
    return generate_round_robin(find_system("round-robin"), GeneratorOptions(players=6, rounds=99, seed=8), 1, True)


def _prize_lists(code: str) -> Document:
    tournament = _swiss()
    standings = compute_standings(tournament)
    facts = {int(p.tpn): PlayerFacts(rating=p.rating) for p in tournament.players}
    lists = prize_lists(standings, facts, [PrizeCategory("U2000", CategoryKind.RATING, high=1999)])
    return prize_lists_document(tournament, standings, lists, PrintOptions(language=code))


def _sheet(kind: str, event: Callable[[], Tournament] = _swiss) -> Build:
    return lambda code: build_document(kind, event(), None, options=PrintOptions(language=code))


def _team(kind: str) -> Build:
    return lambda code: build_team_document(kind, generated(5), 2, options=PrintOptions(language=code))


_TITLES: dict[str, tuple[Build, Text]] = {
    "pairings": (_sheet("pairings"), tr("Pairings, round {number}", number=5)),
    "pairings-alpha": (_sheet("pairings-alpha"), tr("Pairings, round {number}, alphabetical", number=5)),
    "result-slips": (_sheet("result-slips"), tr("Result slips, round {number}", number=5)),
    "standings": (_sheet("standings"), tr("Standings after round {number}", number=5)),
    "crosstable": (_sheet("crosstable"), tr("Cross table after round {number}", number=5)),
    "player-cards": (_sheet("player-cards"), tr("Player cards after round {number}", number=5)),
    "players": (_sheet("players"), tr("Players by starting rank")),
    "players-alpha": (_sheet("players-alpha"), tr("Players in alphabetical order")),
    "prize-lists": (_prize_lists, tr("Prize lists after round {number}", number=5)),
    "round-robin-square": (
        _sheet("crosstable", _round_robin),
        tr("Round robin cross table after round {number}", number=5),
    ),
    "all-rounds": (_sheet("all-rounds", _round_robin), tr("All rounds")),
    "team-pairings": (_team("pairings"), tr("Pairings, round {number}", number=2)),
    "team-slips": (_team("result-slips"), tr("Result slips, round {number}", number=2)),
    "team-standings": (_team("standings"), tr("Team standings after round {number}", number=2)),
    "team-crosstable": (_team("crosstable"), tr("Team cross table after round {number}", number=2)),
    "team-boards": (_team("boards"), tr("Board statistics after round {number}", number=2)),
}
"""Sheet → (how to build it in a language, its title as the catalog holds it)."""
_FIXED = re.compile(r"^(|TPN|MP|GP|ARO|%|Rp|±Rtg|\d+|[A-Z]{1,5}\d?([/:][A-Z]+\d*)*|[AB]: .*)$")
"""Column titles that are data or FIDE's codes, not words: numbers, tie-break codes, the teams' names."""


def _marked_texts(document: Document) -> list[str]:
    texts = [document.title, *document.header_lines[1:2], document.footer_text(1, 1)]
    for block in document.contents():
        if isinstance(block, Heading) and not re.match(r"\d+\. |U2000 — ", block.text):
            texts.append(block.text)  # not a player card's (the player) nor a prize category's (its name and rule)
        elif isinstance(block, Legend):
            texts.append(block.title)
        elif isinstance(block, Table):
            texts += [c.title for c in block.columns if not _FIXED.match(c.title)]
    return texts


@pytest.mark.parametrize("sheet", sorted(_TITLES))
def test_under_the_pseudo_language_every_heading_of_every_sheet_went_through_the_catalog(sheet: str) -> None:
    build, _title = _TITLES[sheet]
    unmarked = [text for text in _marked_texts(build("qps")) if "⟦" not in text]
    assert not unmarked, f"{sheet}: printed without the catalog: {unmarked}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_sheets_title_and_headings_are_the_catalogs_in_the_pdf(code: str) -> None:
    """The sheets are checked as built, then printed together in one PDF (one rendering per language: the fonts
    load once) whose text must hold every sheet's title and shared column headings as the catalog says them."""
    heading = column_headings(code)
    documents = {sheet: build(code) for sheet, (build, _title) in _TITLES.items()}
    for sheet, document in documents.items():
        title = _TITLES[sheet][1]
        assert document.title == say(title, code) != say(title, "en"), sheet
        assert document.right_to_left is (code == "ar"), sheet
        assert document.footer_text(1, 2).startswith(say(tr("Page {page} of {pages}", page=1, pages=2), code))
    blocks = tuple(b for d in documents.values() for b in (Heading(d.title), *d.blocks))
    together = replace(next(iter(documents.values())), blocks=blocks)
    text = " ".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(render_pdf(together))).pages)
    for sheet, document in documents.items():
        if code != "ar":  # an Arabic line is extracted in its visual runs: its words are checked one by one
            assert document.title in text, sheet
        words = {c.title for t in document.tables() for c in t.columns} & set(heading.values())
        assert words, f"{sheet}: no shared column heading"
        for word in words:
            assert all(part in text for part in word.split()), (sheet, word)


def test_a_french_sheet_writes_its_decimals_with_a_comma_and_the_trf_does_not() -> None:
    from arbiter_desk.formats.trf import write_trf

    tournament = replace(_swiss(), tiebreaks=("BH",))
    english = build_document("standings", tournament, options=PrintOptions(language="en"))
    french = build_document("standings", tournament, options=PrintOptions(language="fr"))
    buchholz = [row[-1] for row in english.tables()[0].rows]
    assert any("." in value for value in buchholz), buchholz
    assert [row[-1] for row in french.tables()[0].rows] == [value.replace(".", ",") for value in buchholz]
    arabic = build_document("standings", tournament, options=PrintOptions(language="ar"))
    assert [row[-1] for row in arabic.tables()[0].rows] == buchholz  # Arab federations write a decimal point
    assert "," not in "".join(line[80:] for line in write_trf(tournament).splitlines() if line.startswith("001"))


SPANISH = ("Ñandú, Ana", "Nuñez, Bea", "Oliva, Carla", "Nadal, Dora")


def _renamed(names: tuple[str, ...]) -> Tournament:
    players = list(_swiss().players)
    for index, name in enumerate(names):
        players[index] = replace(players[index], name=name)
    return replace(_swiss(), players=tuple(players))


def _names_in_order(document: Document, column: int, names: tuple[str, ...]) -> list[str]:
    """``names`` in the order the table's ``column`` lists them (a title before a name is left out)."""
    cells = [row[column] for row in document.tables()[0].rows]
    return [name for cell in cells for name in names if cell.endswith(name)]


@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_alphabetical_lists_follow_the_languages_collation_and_the_tpn_order_stays_fixed(code: str) -> None:
    tournament = _renamed(SPANISH)
    options = PrintOptions(language=code)
    alphabetical = _names_in_order(build_document("players-alpha", tournament, options=options), 2, SPANISH)
    if code == "es":  # ñ is a letter of its own after n (RAE; CLDR es)
        assert alphabetical == ["Nadal, Dora", "Nuñez, Bea", "Ñandú, Ana", "Oliva, Carla"]
    else:  # ñ sorts as n with a tilde
        assert alphabetical == ["Nadal, Dora", "Ñandú, Ana", "Nuñez, Bea", "Oliva, Carla"]
    by_tpn = build_document("players", tournament, options=options).tables()[0].rows
    english = build_document("players", tournament).tables()[0].rows
    assert [row[0] for row in by_tpn] == [row[0] for row in english] == [str(p.tpn) for p in tournament.players]
    pairings = build_document("pairings-alpha", tournament, options=options)
    assert _names_in_order(pairings, 0, SPANISH) == alphabetical


def test_the_legends_and_the_round_words_are_translated_too() -> None:
    document = build_document("crosstable", _swiss(), options=PrintOptions(language="de"))
    legend = next(block for block in document.contents() if isinstance(block, Legend))
    assert legend.title == say(tr_p("legend title", "How to read a round"), "de") == "So liest man eine Runde"
    assert ("U", "Freilos") in legend.entries
    slips = build_document("result-slips", _swiss(), options=PrintOptions(language="it")).text_lines()
    assert any(line.startswith("Turno 5 · Scacchiera 1") for line in slips)
    assert any(line.startswith("Firme — Bianco:") for line in slips)
