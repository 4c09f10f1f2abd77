"""Names: the fixed, locale-free alphabetical order of C.04.2 (2026) art. 2.2.3 and the plain form names are
searched in. One definition for TPNs, printed lists and rating-list look-ups.
"""

from __future__ import annotations

import unicodedata

UNDECOMPOSED_LETTERS = {
    "ł": "l",
    "ø": "o",
    "đ": "d",
    "ð": "d",
    "ħ": "h",
    "ı": "i",
    "ŀ": "l",
    "ß": "ss",
    "æ": "ae",
    "œ": "oe",
    "þ": "th",
    "Ł": "L",
    "Ø": "O",
    "Đ": "D",
    "Ð": "D",
    "Ħ": "H",
    "Ŀ": "L",
    "Æ": "AE",
    "Œ": "OE",
    "Þ": "TH",
}
"""Letters that Unicode does not decompose into a base letter and an accent, spelt out."""

_SPELT_OUT = str.maketrans(UNDECOMPOSED_LETTERS)


def strip_accents(text: str) -> str:
    """``Żółć`` → ``Zolc``: accents removed, undecomposable letters spelt out (case kept)."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_SPELT_OUT))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def plain_name(name: str) -> str:
    """Case-folded, without accents, single spaces: the form in which names are compared and searched."""
    return " ".join(strip_accents(name.casefold()).split())


_LATIN = str.maketrans(
    {
        chr(code): strip_accents(chr(code).casefold())
        for code in (*range(0xC0, 0x250), *range(0x1E00, 0x1F00))
        if not chr(code).isascii()
    }
)
"""Accented Latin letters (Latin-1, Extended-A/B, Vietnamese) to plain lower case in one C-level pass."""


def search_key(name: str) -> str:
    """A name as searched in a rating list: case-folded, accents removed, single spaces, ``, `` after the
    surname (accented Latin letters through one translation table, the rest through Unicode decomposition)."""
    folded = name.lower() if name.isascii() else name.casefold().translate(_LATIN)
    if not folded.isascii():
        folded = strip_accents(folded)
    if "," in folded:
        return " ".join(folded.replace(",", ", ").split()).replace(" ,", ",")
    return " ".join(folded.split())


TRANSLITERATIONS = (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("å", "aa"), ("ø", "oe"), ("æ", "ae"), ("œ", "oe"))
"""The letters a name is commonly written without (German, Scandinavian, French), and how (ß → ss, æ → ae and
œ → oe are already how :func:`strip_accents` spells them)."""
_TRANSLITERATE = str.maketrans({letter: spelt for letter, spelt in TRANSLITERATIONS})
_DIGRAPHS = ("ae", "oe", "ue", "aa")
_VARIANT_LIMIT = 16


def search_variants(query: str) -> tuple[str, ...]:
    """The search keys a typed name is looked up by, so that a name is found however its letters were written:
    its :func:`search_key`; the key with ä ö ü å ø spelt ae oe ue aa oe ("Müller" finds "Mueller"); and the keys
    with such a spelling read back as the plain letter ("Mueller" finds "Müller", stored as ``muller``; "Oersted"
    finds "Ørsted"), each occurrence either way (at most 16 keys). ß/ss, æ/ae and œ/oe need nothing more:
    the stored key spells them out."""
    keys = [search_key(query)]
    spelt = search_key(query.casefold().translate(_TRANSLITERATE))
    if spelt not in keys:
        keys.append(spelt)
    for key in tuple(keys):
        for variant in _digraphs_read_back(key):
            if variant not in keys and len(keys) < _VARIANT_LIMIT:
                keys.append(variant)
    return tuple(keys)


def _digraphs_read_back(key: str) -> list[str]:
    """``key`` with each ae / oe / ue / aa either kept or read as its plain letter (every combination)."""
    variants = [""]
    index = 0
    while index < len(key):
        pair = key[index : index + 2]
        if pair in _DIGRAPHS:
            variants = [v + pair for v in variants] + [v + pair[0] for v in variants]
            index += 2
        else:
            variants = [v + key[index] for v in variants]
            index += 1
        if len(variants) > _VARIANT_LIMIT:
            variants = variants[:_VARIANT_LIMIT]
    return variants[1:]


class SearchKeys:
    """:func:`search_key` of the many names of a rating list, each accented surname and given name worked out once:
    the key of ``Surname, Given`` (one comma, followed by a space) is the key of ``Surname``, ``, `` and the key
    of ``Given`` whenever both keys are non-empty and the second does not start with a comma (a letter that
    folds to one) — every other name is keyed whole. At most ``limit`` parts are remembered."""

    def __init__(self, limit: int = 200_000) -> None:
        self._known: dict[str, str] = {}
        self._limit = limit

    def __call__(self, name: str) -> str:
        if name.isascii():  # lower-casing and re-spacing costs less than looking the parts up
            return search_key(name)
        if name.count(",") == 1:
            surname, comma, given = name.partition(", ")
            if comma:
                known = self._known
                first = known.get(surname)
                if first is None:
                    first = self._remember(surname)
                second = known.get(given)
                if second is None:
                    second = self._remember(given)
                if first and second and second[0] != ",":
                    return f"{first}, {second}"
        return search_key(name)

    def _remember(self, part: str) -> str:
        if len(self._known) >= self._limit:
            self._known.clear()
        self._known[part] = key = search_key(part)
        return key


def alphabetical_key(name: str) -> tuple[str, str]:
    """Sort key for art. 2.2.3: the plain name, then the exact text to break ties (never the locale)."""
    return plain_name(name), name


FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"
_NEEDS_ISOLATE = frozenset({"R", "AL", "AN", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})
"""Bidi classes (Unicode UAX #9) that can reorder the text around a name: right-to-left letters, Arabic
digits, and the explicit embeddings, overrides and isolates."""


def isolated(name: str) -> str:
    """``name`` as a unit of screen text next to numbers: wrapped in FSI … PDI (UAX #9 first-strong isolate) when
    it holds right-to-left letters or direction controls, so that "Name 19→20" or "12 Name (5)" keeps its numbers
    where they are written (an Arabic or Hebrew name otherwise drags the neighbouring numbers to its side) and an
    unclosed override in a name ends with it. A name written left to right needs none and stays as it is."""
    if any(unicodedata.bidirectional(ch) in _NEEDS_ISOLATE for ch in name):
        return f"{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"
    return name
