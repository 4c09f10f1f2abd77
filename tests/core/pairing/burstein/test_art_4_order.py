"""C.04.4.2 (2026) art. 4: the order of pairings (BSNs by art. 1.8, virtual players of BSN 0, art. 4.3)."""

from __future__ import annotations

from .reference import all_pairings, sorted_by_art_4_3

# The note of art. 4.3, six players and two pairs: the first candidate, then the table left to right, row by row,
# as printed (it lists "1-3, 2-0, 4-5, 6-0" twice: 45 entries after the first instead of 44).
FIRST = "1-6, 2-5, 3-0, 4-0"
NOTE_TABLE = """
1-6, 2-4, 3-0, 5-0 | 1-6, 2-3, 4-0, 5-0 | 1-6, 2-0, 3-5, 4-0 | 1-6, 2-0, 3-4, 5-0 | 1-6, 2-0, 3-0, 4-5
1-5, 2-6, 3-0, 4-0 | 1-5, 2-4, 3-0, 6-0 | 1-5, 2-3, 4-0, 6-0 | 1-5, 2-0, 3-6, 4-0 | 1-5, 2-0, 3-4, 6-0
1-5, 2-0, 3-0, 4-6 | 1-4, 2-6, 3-0, 5-0 | 1-4, 2-5, 3-0, 6-0 | 1-4, 2-3, 5-0, 6-0 | 1-4, 2-0, 3-6, 5-0
1-4, 2-0, 3-5, 6-0 | 1-4, 2-0, 3-0, 5-6 | 1-3, 2-6, 4-0, 5-0 | 1-3, 2-5, 4-0, 6-0 | 1-3, 2-4, 5-0, 6-0
1-3, 2-0, 4-6, 5-0 | 1-3, 2-0, 4-5, 6-0 | 1-3, 2-0, 4-5, 6-0 | 1-3, 2-0, 4-0, 5-6 | 1-2, 3-6, 4-0, 5-0
1-2, 3-5, 4-0, 6-0 | 1-2, 3-4, 5-0, 6-0 | 1-2, 3-0, 4-6, 5-0 | 1-2, 3-0, 4-5, 6-0 | 1-2, 3-0, 4-0, 5-6
1-0, 2-6, 3-5, 4-0 | 1-0, 2-6, 3-4, 5-0 | 1-0, 2-6, 3-0, 4-5 | 1-0, 2-5, 3-6, 4-0 | 1-0, 2-5, 3-4, 6-0
1-0, 2-5, 3-0, 4-6 | 1-0, 2-4, 3-6, 5-0 | 1-0, 2-4, 3-5, 6-0 | 1-0, 2-4, 3-0, 5-6 | 1-0, 2-3, 4-6, 5-0
1-0, 2-3, 4-5, 6-0 | 1-0, 2-3, 4-0, 5-6 | 1-0, 2-0, 3-6, 4-5 | 1-0, 2-0, 3-5, 4-6 | 1-0, 2-0, 3-4, 5-6
"""


def _text(opp: tuple[int, ...]) -> str:
    """A pairing written as in the note: each pair once, from its smaller BSN, virtual players as 0."""
    return ", ".join(f"{k}-{o}" for k, o in enumerate(opp, start=1) if o == 0 or o > k)


def test_art4_order_matches_the_note_of_art_4_3() -> None:
    """Art. 4.3 note: the order of all 45 pairings of six players with two pairs and two virtual players;
    the printed table repeats one entry (B-notes, "Defects noticed in the text")."""
    printed = [c.strip() for row in NOTE_TABLE.strip().splitlines() for c in row.split("|")]
    assert len(printed) == 45
    assert [c for c in printed if printed.count(c) > 1] == ["1-3, 2-0, 4-5, 6-0"] * 2
    deduplicated = list(dict.fromkeys(printed))
    ours = [_text(p) for p in sorted_by_art_4_3(all_pairings(6, 2))]
    assert ours == [FIRST, *deduplicated]
    assert len(ours) == 45


def test_art_4_3_a_real_opponent_precedes_a_virtual_one() -> None:
    """Art. 4.2: BSN 0 is the smallest, so floating comes after every real opponent of the same BSN."""
    order = [_text(p) for p in sorted_by_art_4_3(all_pairings(3, 1))]
    assert order == ["1-3, 2-0", "1-2, 3-0", "1-0, 2-3"]
