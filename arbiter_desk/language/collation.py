"""Names in the language's alphabetical order, for alphabetical lists a person reads (never for pairing numbers).

The Unicode Collation Algorithm (``pyuca``, pure Python, its DUCET table) with the few tailorings these languages
need: Spanish sorts ñ as a letter of its own after n (the Real Academia's alphabet, CLDR's ``es`` tailoring). German,
French, Italian and Russian names sort as DUCET does (accents second: Müller beside Muller; ё beside е). Arabic
letters have their DUCET order. The initial order and pairing numbers keep their fixed, locale-free key
(``core.names``, C.04.2 art. 2.2.3): a list's language never changes a pairing.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Any

from arbiter_desk.language.languages import Language


@cache
def _collator(code: str) -> Any:
    from pyuca import Collator

    collator = Collator()
    if code == "es":
        after_n = _primary(collator, "o") - 1
        if after_n <= _primary(collator, "n"):
            raise RuntimeError("the collation table has no room between n and o for the Spanish ñ")
        collator.table.add([ord("n"), 0x0303], [[after_n, 0x20, 0x02]])
        collator.table.add([ord("N"), 0x0303], [[after_n, 0x20, 0x08]])
    return collator


def _primary(collator: Any, letter: str) -> int:
    return int(collator.collation_elements(unicodedata.normalize("NFD", letter))[0][0])


def name_sort_key(name: str, spoken: Language) -> tuple[int, ...]:
    """The key that sorts ``name`` in ``spoken``'s alphabetical order (ties then by the exact text, by the caller)."""
    return tuple(_collator(spoken.code).sort_key(name))
