"""The FIDE rating change over an event: ΔR = K × (W − We), We from table 8.1b (C.07 2026 text),
a difference above 400 counted as 400, K 40 / 20 / 10 (readings in ``core/rating_change``)."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.rating_change import k_factor, rating_change
from arbiter_desk.core.results import ResultCode


def test_change_from_table_8_1b_by_hand() -> None:
    # 2000 v 1900 (D 100: We .64) won, v 2100 (D -100: .36) drawn, v 2600 (D -600 → -400: .08) lost,
    # a forfeit and an unrated opponent do not count: W 1.5, We 1.08, K 20 → +8.4
    games = [
        (1900, ResultCode.WIN), (2100, ResultCode.DRAW), (2600, ResultCode.LOSS),
        (2000, ResultCode.FORFEIT_WIN), (0, ResultCode.WIN), (2000, ResultCode.WIN_UNRATED),
    ]  # fmt: skip
    change = rating_change(2000, games, k_factor(2000, 1980, 2026))
    assert change is not None
    assert (change.k, change.score, change.expected) == (20, Decimal("1.5"), Decimal("1.08"))
    assert change.text == "+8.4" and len(change.games) == 3


def test_k_factor_and_unrated_player() -> None:
    assert [k_factor(2250, 2010, 2026), k_factor(2350, 2010, 2026), k_factor(2450, 1990, 2026)] == [40, 20, 10]
    assert k_factor(2250, None, 2026) == 20
    assert rating_change(0, [(2000, ResultCode.WIN)], 20) is None
    lost = rating_change(2450, [(2450, ResultCode.LOSS)], 10)
    assert lost is not None and lost.text == "-5.0"
    assert rating_change(2000, [], 20) is not None and rating_change(2000, [], 20).text == ""  # type: ignore[union-attr]
