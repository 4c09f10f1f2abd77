"""The result slip's board code: six characters without ambiguous ones, one per round and board,
derived with the event's secret so it cannot be guessed or reused for another board or round."""

from __future__ import annotations

from arbiter_desk.core.board_codes import CODE_ALPHABET, board_code, is_board_code, new_secret


def test_codes_are_six_unambiguous_characters_distinct_per_board_and_round() -> None:
    secret = new_secret()
    codes = {board_code(secret, r, b) for r in range(1, 10) for b in range(1, 301)}
    assert len(codes) > 2690  # 2,700 boards: collisions are rare (31**6 codes)
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01OIL") & set(CODE_ALPHABET)


def test_a_code_depends_on_the_secret_and_is_read_leniently() -> None:
    one, other = new_secret(), new_secret()
    code = board_code(one, 3, 12)
    assert code != board_code(other, 3, 12)
    assert is_board_code(one, 3, 12, f" {code[:3].lower()}-{code[3:]} ")
    assert not is_board_code(one, 3, 13, code) and not is_board_code(one, 4, 12, code)
    assert not is_board_code(one, 3, 12, "ÉÉÉÉÉÉ") and not is_board_code(one, 3, 12, "")
