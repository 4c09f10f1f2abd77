"""Every imported round is checked; a non-compliant one is an Import event (VCL4THP.13 Q54–55, Q112–115)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.integrity import EventKind
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, tokens
from arbiter_desk.formats.trf.columns import block_span
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
        assert desk.imports.check_import() == ()
        desk.imports.record_import_events(())  # nothing to confirm, nothing written
        assert desk.settings.current().fide_events == ()
    finally:
        desk.close()


def test_rounds_another_system_would_pair_otherwise_are_import_events(generated: Path, tmp_path: Path) -> None:
    """Q54: the checker re-pairs every round (here as if the file were Dutch); Q55: level 3, then one
    ``### Import @ Round n`` line per differing round in the TRF; undo takes them back."""
    desk = Desk.import_trf(tmp_path / "t.adesk", generated, systems=lambda _name: find_system("dutch"))
    try:
        events = desk.imports.check_import()
        assert events and all(e.kind is EventKind.IMPORT for e in events)
        assert len({e.round for e in events}) == len(events)
        with pytest.raises(NeedsConfirmation) as asked:
            desk.imports.record_import_events(events)
        assert asked.value.level is WarningLevel.CONFIRM and 55 in asked.value.warnings[0].questions
        assert desk.settings.current().fide_events == ()
        desk.imports.record_import_events(events, tokens(asked.value.warnings))
        out = tmp_path / "out.trf"
        desk.export_trf(out)
        lines = out.read_text().splitlines()
        assert all(e.to_line() in lines for e in events)
        desk.journal.undo()
        assert desk.settings.current().fide_events == ()
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
        assert any(e.kind is EventKind.IMPORT for e in desk.settings.current().fide_events)
    finally:
        desk.close()


def _double_swiss(tmp_path: Path) -> Path:
    """A Double-Swiss event of 10 players and 4 matches (8 TRF columns, double-swiss-trf.md D1), engine-paired."""
    out = tmp_path / "ds.trf"
    args = ["generate", "--system", "double-swiss", "--players", "10", "--rounds", "4", "--seed", "3"]
    assert run([*args, "-o", str(out)]) == EXIT_OK
    return out


def test_a_double_swiss_import_is_checked_by_matches_and_exports_no_false_import_line(tmp_path: Path) -> None:
    """Q54: a Double-Swiss round is a match of two TRF columns (C.04.5; D1): the import re-pairs matches, so a
    compliant file gets no ``### Import`` line (game-2 columns were re-paired as rounds of their own)."""
    source = _double_swiss(tmp_path)
    assert run(["import", str(source), "-o", str(tmp_path / "ds.adesk")]) == EXIT_OK
    assert run(["export", str(tmp_path / "ds.adesk"), "-o", str(tmp_path / "out.trf")]) == EXIT_OK
    assert "### Import" not in (tmp_path / "out.trf").read_text()
    desk = Desk.open(tmp_path / "ds.adesk")
    try:
        assert desk.imports.check_import() == ()
    finally:
        desk.close()


def test_a_changed_double_swiss_match_is_an_import_event_of_its_match_round(tmp_path: Path) -> None:
    """Both games of one board of match 2 with the colours swapped (TRF columns 3 and 4): the Import events
    name match rounds (1–4), match 2 among them, never a game column."""
    source = _double_swiss(tmp_path)
    lines = source.read_text().splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("001"))
    start = block_span(3)[0] - 1  # column 3: match 2, game 1
    opponent = int(lines[first][start : start + 4])
    swap = {"w": "b", "b": "w"}
    for i, line in enumerate(lines):
        if line.startswith("001") and int(line[4:8]) in (int(lines[first][4:8]), opponent):
            for colour_at in (block_span(3)[0] + 4, block_span(4)[0] + 4):  # the colours of columns 3 and 4
                line = line[:colour_at] + swap[line[colour_at]] + line[colour_at + 1 :]
            lines[i] = line
    source.write_text("\n".join(lines) + "\n")
    desk = Desk.import_trf(tmp_path / "ds.adesk", source)
    try:
        rounds = {e.round for e in desk.imports.check_import()}
        assert 2 in rounds and rounds <= {1, 2, 3, 4}, rounds
    finally:
        desk.close()
