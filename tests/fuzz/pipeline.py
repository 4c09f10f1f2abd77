"""One fuzz case through the whole desk: validate → import → pair → standings → export → print.

Every step runs the command line in-process (``arbiter_desk.cli.run``), so what is checked is exactly what an
arbiter meets: an exit code and a message, never a traceback. A case passes when every step either succeeds
(and what it wrote reads back equal) or refuses with its documented exit code and a message; and when the
folder holds no file but the ones a successful step meant to leave.
"""

from __future__ import annotations

import io
import traceback
from contextlib import redirect_stderr
from dataclasses import dataclass, field
from pathlib import Path

from arbiter_desk.cli import run
from arbiter_desk.formats.trf import read_trf
from tests.fuzz.mutations import mutated_trf

DOCUMENTS = ("pairings", "standings", "crosstable", "players-alpha")


@dataclass(slots=True)
class CaseReport:
    """What one case did: the exit code per step and what went wrong (empty when the case passed)."""

    seed: int
    codes: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)


def _step(report: CaseReport, name: str, argv: list[str], allowed: tuple[int, ...]) -> tuple[int, str]:
    err = io.StringIO()
    out = io.StringIO()
    try:
        with redirect_stderr(err):
            code = run(argv, out)
    except BaseException:
        report.failures.append(f"{name}: traceback\n{traceback.format_exc()}")
        return -1, ""
    report.codes[name] = code
    message = err.getvalue() + (out.getvalue() if code else "")
    if code not in allowed:
        report.failures.append(f"{name}: exit {code}: {message.strip()[:300]}")
    elif code != 0 and not message.strip():
        report.failures.append(f"{name}: exit {code} without a message")
    elif "Traceback" in message:
        report.failures.append(f"{name}: traceback on stderr\n{message}")
    return code, message


def run_case(seed: int, folder: Path, documents: bool = True, full: bool = True) -> CaseReport:
    """Case ``seed`` in the empty folder ``folder``: validate, pair, standings and convert always; import → export,
    check and the CSV standings when ``full``; print when ``documents``."""
    report = CaseReport(seed)
    trf = folder / "in.trf"
    trf.write_bytes(mutated_trf(seed))
    expected = {"in.trf"}
    code, _ = _step(report, "validate", ["validate", str(trf)], (0, 3))
    readable = _usable(trf)
    if (code == 0) != readable:
        report.failures.append(f"validate: exit {code} but the reader says usable={readable}")
    if full:
        _import_export(report, trf, folder, expected, readable)
    system = _system_of(trf)
    _step(report, "pair", ["pair", "--system", system, str(trf)], (0, 1, 3))
    if full:
        _step(report, "check", ["check", str(trf)], (0, 1, 2, 3))  # 2: the file names no system (give --system)
    _step(report, "standings", ["standings", str(trf)], (0, 3))
    if full:
        _step(report, "standings-csv", ["standings", "--csv", str(trf)], (0, 3))
    converted = folder / "converted.trf"
    version = "trf16" if seed % 2 else "trf26"
    if _step(report, "convert", ["convert", str(trf), "--to", version, "-o", str(converted)], (0, 3))[0] == 0:
        expected.add("converted.trf")
    if documents:
        pdf = folder / "out.pdf"
        doc = DOCUMENTS[seed % len(DOCUMENTS)]
        if _step(report, "print", ["print", "--doc", doc, str(trf), "-o", str(pdf)], (0, 3))[0] == 0:
            expected.add("out.pdf")
    left = {p.name for p in folder.iterdir()} - expected
    if left:
        report.failures.append(f"leftover files: {sorted(left)}")
    return report


def _import_export(report: CaseReport, trf: Path, folder: Path, expected: set[str], readable: bool) -> None:
    adesk = folder / "t.adesk"
    code, message = _step(report, "import", ["import", str(trf), "-o", str(adesk)], (0, 2, 3))  # 2: as check
    if code == 3 and "line" not in message and "'###" not in message and readable:  # a record quoted names it
        report.failures.append(f"import: refused a valid file without naming a line: {message.strip()[:300]}")
    if code == 0:
        expected.add("t.adesk")
        back = folder / "back.trf"
        if _step(report, "export", ["export", str(adesk), "-o", str(back)], (0,))[0] == 0:
            expected.add("back.trf")
            _check_reads_back(report, back)


def _usable(trf: Path) -> bool:
    """Whether the reader ``validate`` uses (the team reader for a team file) finds the file usable."""
    from arbiter_desk.formats.trf.source import read_trf_bytes
    from arbiter_desk.formats.trf.team_reader import is_team_file, read_team_trf
    from arbiter_desk.services.files.import_refusals import import_refusals

    try:
        data = read_trf_bytes(trf)
    except ValueError:
        return False
    if is_team_file(trf):
        return read_team_trf(data).event is not None
    tournament = read_trf(data).tournament
    return tournament is not None and not import_refusals(tournament)  # validate reports what import refuses


def _system_of(trf: Path) -> str:
    """The system record 192 names (team and Double-Swiss files are paired by their own system)."""
    text = trf.read_bytes().decode("latin-1").upper()
    if "FIDE_TEAM" in text or "\n310 " in text:
        return "team"
    if "DOUBLESWISS" in text or "DOUBLE_SWISS" in text:
        return "double-swiss"
    return "dubov"


def _check_reads_back(report: CaseReport, back: Path) -> None:
    """The exported TRF is read back without error and written again identically (a fixed point); a team file
    by the team reader and writer."""
    from arbiter_desk.formats.trf import write_trf
    from arbiter_desk.formats.trf.team_reader import is_team_file, read_team_trf
    from arbiter_desk.formats.trf.team_writer import write_team_trf

    text = back.read_text(encoding="utf-8")
    if is_team_file(back):
        team = read_team_trf(back.read_bytes())
        if team.event is None:
            report.failures.append(f"export: own team output unreadable: {[str(p) for p in team.errors][:3]}")
        elif write_team_trf(team.event) != text:
            report.failures.append("export: own team output does not read back equal")
        return
    result = read_trf(back.read_bytes())
    if result.tournament is None:
        report.failures.append(f"export: own output unreadable: {[str(p) for p in result.errors][:3]}")
        return
    if write_trf(result.tournament) != text:
        report.failures.append("export: own output does not read back equal")
