"""A big journal entry's changes are decoded item by item (``json.loads`` of a 5,000-player
import's entry held the GIL for 0.15-0.6 s and stopped the GUI thread): the same values as ``json.loads``,
and malformed text refused the same way (``ValueError``: the file is reported damaged)."""

from __future__ import annotations

import json

import pytest

from arbiter_desk.store.journal import ITEM_BY_ITEM_FROM, array_items, decode_changes, encode_changes
from arbiter_desk.store.records import RowChange


def changes(count: int) -> list[RowChange]:
    """Row changes with quotes, nulls and nested values (a player's name with a quote in it)."""
    before = [None if i % 3 else {"name": f'Ann "{i}"', "rating": 2000 + i} for i in range(count)]
    return [RowChange("players", (i,), before[i], {"x": [i, None]}) for i in range(count)]


def test_a_big_entry_decodes_to_the_same_changes() -> None:
    text = encode_changes(changes(3000))
    assert len(text) >= ITEM_BY_ITEM_FROM
    assert decode_changes(text) == tuple(changes(3000))


@pytest.mark.parametrize(
    "text", ["[]", " [ ] ", "[1]", '[ {"a": [1, 2]} , "b" ,null,\n3.5 ]\n', '[[], {}, [[]], "]"]', "\t[\r\n1\n]"]
)
def test_items_are_those_json_loads_gives(text: str) -> None:
    assert list(array_items(text)) == json.loads(text)


@pytest.mark.parametrize("text", ["", "[1,]", "[1 2]", "[1", "[1]]", "[1] x", '["a]', "[,1]"])
def test_malformed_text_is_refused_like_json_loads(text: str) -> None:
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        list(array_items(text))


def test_only_an_array_is_taken() -> None:
    with pytest.raises(ValueError):
        list(array_items('{"table": "players"}'))
