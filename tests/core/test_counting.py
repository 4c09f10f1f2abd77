"""Counts in words (never "1 players")."""

from arbiter_desk.core.counting import plural


def test_one_is_singular_and_the_rest_plural() -> None:
    assert [plural(n, "player") for n in (0, 1, 2)] == ["0 players", "1 player", "2 players"]
    assert plural(1, "mismatch") == "1 mismatch" and plural(3, "mismatch") == "3 mismatches"
    assert plural(2, "match") == "2 matches"
