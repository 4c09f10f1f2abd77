"""Unrated players' ratings for pairing (C.04.4.1 (2026) art. 1.1.2) stay out of the TRF rating column and
record 072: they go on a ``### Pairing rating`` line that ``check``, ``pair`` and ``import`` read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.services import Desk


def test_generate_with_unrated_players_writes_0_and_a_pairing_rating_line_and_checks_clean(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ratings = tmp_path / "ratings.txt"
    ratings.write_text("\n".join(["2400", "2300", "0", "2100", "0", "1900", "1800", "1700"]) + "\n")
    out = tmp_path / "dubov.trf"
    args = ["generate", "--system", "dubov", "--ratings-file", str(ratings), "--rounds", "4", "--seed", "2"]
    assert run([*args, "-o", str(out)]) == EXIT_OK
    lines = out.read_text().splitlines()
    players = [line for line in lines if line.startswith("001")]
    unrated = [line for line in players if line[48:52].strip() in ("", "0")]
    assert len(unrated) == 2  # the two unrated players, not their invented ratings
    assert "072 6" in lines
    record = next(line for line in lines if line.startswith("### Pairing rating: "))
    assert len(record.split("=")) == 3  # two TPN=rating pairs
    capsys.readouterr()
    assert run(["check", str(out)]) == EXIT_OK, capsys.readouterr().out
    adesk = tmp_path / "dubov.adesk"
    assert run(["import", str(out), "-o", str(adesk)]) == EXIT_OK
    desk = Desk.open(adesk, read_only=True)
    try:
        provisional = [(p.rating, p.pairing_rating) for p in desk.players() if not p.rating]
    finally:
        desk.close()
    assert len(provisional) == 2 and all(rating == 0 and made for rating, made in provisional)
