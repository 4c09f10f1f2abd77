"""Names in a fixed, locale-free order (C.04.2 art. 2.2.3) and their searchable plain form."""

import random

from arbiter_desk.core.names import SearchKeys, alphabetical_key, plain_name, search_key, strip_accents


def test_accents_and_undecomposed_letters() -> None:
    assert strip_accents("Żółć") == "Zolc"
    assert strip_accents("Łukasz Ørsted Straße") == "Lukasz Orsted Strasse"


def test_plain_name_folds_case_and_spaces() -> None:
    assert plain_name("  NGUYỄN,   Văn ") == "nguyen, van"


def test_alphabetical_order_ignores_case_and_accents_and_is_total() -> None:
    names = ["Zeller, A", "Ábel, B", "abel, B", "Örs, C", "Oz, D"]
    ordered = sorted(names, key=alphabetical_key)
    assert ordered == ["abel, B", "Ábel, B", "Örs, C", "Oz, D", "Zeller, A"]  # ties by code point
    assert alphabetical_key("Ábel, B") != alphabetical_key("abel, B")  # the exact text breaks the tie


ARABIC = "حداد، سمير"
HEBREW = "כהן, דוד"


def test_right_to_left_names_are_isolated_for_screen_text() -> None:
    """A name with right-to-left letters is wrapped in FSI … PDI (UAX #9), so the numbers
    written next to it keep their order; a left-to-right name stays as it is."""
    from arbiter_desk.core.names import isolated

    assert isolated(ARABIC) == f"\u2068{ARABIC}\u2069"
    assert isolated(HEBREW) == f"\u2068{HEBREW}\u2069"
    assert isolated("\u202eevil") == "\u2068\u202eevil\u2069"  # an unclosed override ends with the name
    assert isolated("Smith, John") == "Smith, John"
    assert isolated("Nguyễn, Văn") == "Nguyễn, Văn"


def test_search_keys_by_parts_equal_the_key_of_the_whole_name() -> None:
    """A rating list's search keys worked out per surname and given name are the keys of the
    whole names, whatever spaces, commas, accents and letters that fold to a comma (U+FE50, U+FF0C) they hold;
    a tiny memory (limit 5) is emptied and refilled on the way."""
    rng = random.Random(3)
    letters = [*"ab Z", ",", ", ", "  ", "\t", "\u0301", "\ufe50", "\uff0c", "Ż", "ß", "\u00a0", "İ", "ø", "ễ"]
    names = ["".join(rng.choice(letters) for _ in range(rng.randint(0, 6))) for _ in range(20_000)]
    names += [
        f"{rng.choice(('Żółć', 'Nguyễn', 'Ørsted'))}{n % 7}, {rng.choice(('Łukasz', 'Thị Mai'))}" for n in range(500)
    ]
    for keys in (SearchKeys(), SearchKeys(limit=5)):
        assert [keys(name) for name in names] == [search_key(name) for name in names]
    assert SearchKeys()("Żółć, Łukasz") == "zolc, lukasz"
