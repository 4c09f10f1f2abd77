"""The ``###`` records the desk reads back from a TRF (provisional ratings, C.04.4.1 art. 1.1.2; rating
corrections, art. 4.3 / Q193; round ratings, Q210–216) go through bounded number parsing: no traceback for any
text in them, and ``validate`` reports exactly what ``import`` would refuse."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.services import Desk
from tests.cli.test_store_commands import FIVE

PROVISIONAL = "### Provisional ratings for pairing (C.04.4.1 art. 1.1.2, not FIDE ratings), TPN=rating: "
CORRECTION = "### Rating correction @ Round 1: {}: 1-0 for the rating report only (art. 4.3: typo)"
HUGE = "9" * 5000

REFUSED = {
    "provisional 20 digits": PROVISIONAL + "3=99999999999999999999",
    "provisional above 3500": PROVISIONAL + "3=99999",
    "provisional 5,000 digits": PROVISIONAL + f"3={HUGE}",
    "provisional superscript": PROVISIONAL + "3=2²00",
    "correction 5,000 digits": CORRECTION.format(f"{HUGE}-4"),
    "correction superscript": CORRECTION.format("²-4"),
}
KEPT_AS_COMMENT = {
    "round rating superscript": "### Round rating @ Round 2: player ²: 2",
    "round rating 5,000 digits": f"### Round rating @ Round 2: player 1: {HUGE}",
    "round rating above 3500": "### Round rating @ Round 2: player 1: 99999",
}


def _trf(tmp_path: Path, line: str) -> Path:
    source = tmp_path / "five.trf"
    source.write_text(FIVE + line + "\n", encoding="utf-8")
    return source


@pytest.mark.parametrize("line", REFUSED.values(), ids=REFUSED.keys())
def test_a_record_import_refuses_is_reported_by_validate_and_writes_nothing(
    tmp_path: Path, line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _trf(tmp_path, line)
    assert run(["validate", str(source)]) == EXIT_INVALID_INPUT
    told = capsys.readouterr().out
    assert "import would refuse it" in told and "Traceback" not in told
    assert run(["import", str(source), "-o", str(tmp_path / "five.adesk")]) == EXIT_INVALID_INPUT
    refused = capsys.readouterr().err
    assert "Traceback" not in refused and len(refused) < 2000  # the message names the record, not 5,000 digits
    assert sorted(p.name for p in tmp_path.iterdir()) == ["five.trf"]


@pytest.mark.parametrize("line", KEPT_AS_COMMENT.values(), ids=KEPT_AS_COMMENT.keys())
def test_a_round_rating_that_does_not_read_stays_a_comment(tmp_path: Path, line: str) -> None:
    source = _trf(tmp_path, line)
    assert run(["validate", str(source)]) == EXIT_OK
    target = tmp_path / "five.adesk"
    assert run(["import", str(source), "-o", str(target)]) == EXIT_OK
    desk = Desk.open(target, read_only=True)
    try:
        assert line.removeprefix("### ") in desk.settings.current().comments
    finally:
        desk.close()


def test_a_provisional_rating_in_bounds_still_imports(tmp_path: Path) -> None:
    source = _trf(tmp_path, PROVISIONAL + "3=1800")
    assert run(["validate", str(source)]) == EXIT_OK
    assert run(["import", str(source), "-o", str(tmp_path / "five.adesk")]) == EXIT_OK
