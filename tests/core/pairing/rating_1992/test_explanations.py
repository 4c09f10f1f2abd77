"""Explanations cite the 1992 text's own articles ("1992 C6"), never today's C.04 ones."""

from __future__ import annotations

import re

from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.rating_1992 import Rating1992System

_ARTICLE = re.compile(r"\b(?:art\.|C\.04|\d\.\d+\.\d+)")
_CITED = re.compile(r"1992 [A-F]\d*")


def test_every_article_cited_is_the_1992_texts() -> None:
    event = generate_tournament(
        Rating1992System(),
        GeneratorOptions(players=15, rounds=6, seed=11, forfeit_rate=0.1, bye_rate=0.1, withdrawal_rate=0.1),
    )
    for rnd in range(1, event.last_paired_round() + 1):
        pairing = Rating1992System().pair(snapshot_before(event, rnd), rnd)  # type: ignore[arg-type]
        text = pairing.explanation.to_text()
        assert not _ARTICLE.search(text), text
        for board in pairing.explanation.boards:
            assert _CITED.match(board.colour_rule)
            assert _CITED.search(board.placed_by) or "1992" in board.placed_by
        if pairing.explanation.bye is not None:
            assert pairing.explanation.bye.rule.startswith("1992 ")
