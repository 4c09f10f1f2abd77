"""Every imported round is checked; a non-compliant one is an Import event (VCL4THP.13 Q54–55, Q112–115)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.integrity import EventKind
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, tokens
from arbiter_desk.services import Desk


@pytest.fixture
def generated(tmp_path: Path) -> Path:
    """A Dubov tournament of 12 players and 4 rounds, paired by the engine (so compliant)."""
    out = tmp_path / "gen.trf"
    assert (
        run(["generate", "--system", "dubov", "--players", "12", "--rounds", "4", "--seed", "3", "-o", str(out)])
        == EXIT_OK
    )
    return out


def test_a_compliant_import_has_no_event(generated: Path, tmp_path: Path) -> None:
    desk = Desk.import_trf(tmp_path / "t.adesk", generated)
    try:
        assert desk.check_import() == ()
        desk.record_import_events(())  # nothing to confirm, nothing written
        assert desk.settings().fide_events == ()
    finally:
        desk.close()


def test_rounds_another_system_would_pair_otherwise_are_import_events(generated: Path, tmp_path: Path) -> None:
    """Q54: the checker re-pairs every round (here as if the file were Dutch); Q55: level 3, then one
    ``### Import @ Round n`` line per differing round in the TRF; undo takes them back."""
    desk = Desk.import_trf(tmp_path / "t.adesk", generated, systems=lambda _name: find_system("dutch"))
    try:
        events = desk.check_import()
        assert events and all(e.kind is EventKind.IMPORT for e in events)
        assert len({e.round for e in events}) == len(events)
        with pytest.raises(NeedsConfirmation) as asked:
            desk.record_import_events(events)
        assert asked.value.level is WarningLevel.CONFIRM and 55 in asked.value.warnings[0].questions
        assert desk.settings().fide_events == ()
        desk.record_import_events(events, tokens(asked.value.warnings))
        out = tmp_path / "out.trf"
        desk.export_trf(out)
        lines = out.read_text().splitlines()
        assert all(e.to_line() in lines for e in events)
        desk.undo()
        assert desk.settings().fide_events == ()
    finally:
        desk.close()


def test_the_command_line_import_warns_and_keeps_the_events(
    generated: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Q55 at the command line: a file whose record 192 names another system than its pairings follow."""
    text = generated.read_text()
    dutch = tmp_path / "dutch.trf"
    dutch.write_text(
        "\n".join(line for line in text.splitlines() if not line.startswith("192")) + "\n192 FIDE_DUTCH_2026\n"
    )
    capsys.readouterr()
    assert run(["import", str(dutch), "-o", str(tmp_path / "d.adesk")]) == EXIT_OK
    assert "### Import @ Round" in capsys.readouterr().err
    desk = Desk.open(tmp_path / "d.adesk", read_only=True)
    try:
        assert any(e.kind is EventKind.IMPORT for e in desk.settings().fide_events)
    finally:
        desk.close()
