"""The other engines of the cross-test, run unchanged: bbpPairings v6 (a built binary) and FIDE's Gacrux.

bbpPairings is found at ``$BBP_PAIRINGS`` or ``/work/bbp/bbpPairings.exe`` (built outside the repository, see
``shared/refs/README.md``); :func:`bbp_path` is None when it is not built. Gacrux is a test dependency: its
pairing checker and tournament generator are called in this process with their command line swapped, as
``tests.core.tiebreaks.gacrux_batch`` does for the tie-break checker (one interpreter per call would cost more
than the pairing itself).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

DEFAULT_BBP = Path("/work/bbp/bbpPairings.exe")

Pairs = dict[tuple[int, int], None]
"""A round as the set of (White, Black) boards; the bye as ``(tpn, 0)`` (Gacrux's and bbp's own notation)."""


def bbp_path() -> Path | None:
    """The bbpPairings v6 binary, or None when it is not built."""
    path = Path(os.environ.get("BBP_PAIRINGS", str(DEFAULT_BBP)))
    return path if path.is_file() and os.access(path, os.X_OK) else None


def bbp_required() -> bool:
    """Whether the run must have bbpPairings (CI sets ``ARBITER_DESK_REQUIRE_BBP=1`` after ``.ci/bbp.sh`` built
    it): the tests that need it then fail rather than skip, so the cross-test subset really runs."""
    return os.environ.get("ARBITER_DESK_REQUIRE_BBP") == "1"


def bbp_check(trf_text: str, timeout: float = 4 * 3600.0) -> tuple[int, list[str]]:
    """``bbpPairings --dutch FILE -c``: exit code and the discrepancy lines (its ``Round #n`` headers kept
    in front of each, so a line says its round)."""
    binary = bbp_path()
    if binary is None:
        raise RuntimeError("bbpPairings is not built")
    with tempfile.TemporaryDirectory(prefix="crosstest-bbp-") as tmp:
        path = Path(tmp) / "event.trf"
        path.write_text(trf_text, encoding="utf-8")
        done = subprocess.run(
            [str(binary), "--dutch", str(path), "-c"], capture_output=True, text=True, timeout=timeout, check=False
        )
    problems: list[str] = []
    header = ""
    for line in done.stdout.splitlines():
        text = line.strip()
        if not text:
            continue
        if text.startswith("event: Round #"):
            header = text.removeprefix("event: ")
            continue
        problems.append(f"{header}: {text}" if header else text)
    if done.returncode not in (0, 1) or done.stderr.strip():
        problems.append(f"exit {done.returncode}: {done.stderr.strip()}")
    return done.returncode, problems


def bbp_generate(config: dict[str, str], seed: int, timeout: float = 4 * 3600.0) -> str:
    """A tournament of bbpPairings' random generator (``--dutch -g CONFIG -o OUT -s SEED``), as text."""
    binary = bbp_path()
    if binary is None:
        raise RuntimeError("bbpPairings is not built")
    with tempfile.TemporaryDirectory(prefix="crosstest-bbpgen-") as tmp:
        cfg = Path(tmp) / "config.txt"
        cfg.write_text("".join(f"{k}={v}\n" for k, v in config.items()), encoding="ascii")
        out = Path(tmp) / "out.trf"
        done = subprocess.run(
            [str(binary), "--dutch", "-g", str(cfg), "-o", str(out), "-s", str(seed)],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"bbpPairings generator exit {done.returncode}: {done.stderr.strip()}")
        return out.read_text(encoding="utf-8", errors="replace")


def _run_gacrux(program: object, argv: list[str], main: str) -> str:
    out = io.StringIO()
    saved = sys.argv
    sys.argv = ["gacrux", *argv]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            getattr(program, main)()
    except SystemExit:
        pass
    finally:
        sys.argv = saved
    return out.getvalue()


def gacrux_pair(trf_path: Path, method: str, round_no: int) -> Pairs:
    """Gacrux's pairing of ``round_no`` (``pairingchecker -m METHOD -p -n R``) from the rounds before it and
    the absences the file enters for it."""
    from gacrux.pairingchecker import pairingchecker  # type: ignore[import-untyped]

    with tempfile.TemporaryDirectory(prefix="crosstest-gx-") as tmp:
        out = Path(tmp) / "pairing.json"
        argv = ["-m", method, "-p", "-n", str(round_no), "-i", str(trf_path), "-o", str(out), "-F", "JSON"]
        text = _run_gacrux(pairingchecker(), argv, "common_main")
        if not out.is_file():
            raise RuntimeError(f"Gacrux wrote no pairing: {text.strip()[:300]}")
        data = json.loads(out.read_text(encoding="utf-8"))
    status = data.get("status", {})
    if status.get("code", 0) != 0 and "pairingResult" not in data:
        raise RuntimeError(f"Gacrux status {status}")
    pairs = data.get("pairingResult", {}).get("pairs", [])
    return {(int(w), int(b)): None for w, b in pairs}


def gacrux_generate(index: int, players: int, rounds: int, rates: tuple[float, float, float]) -> str:
    """FIDE's generator (``tournamentgenerator -g INDEX 1``: its seed is derived from the file number) with
    zero-point byes, half-point byes and forfeits at ``rates``, Dutch pairings, TRF text."""
    from gacrux.tournamentgenerator import tournamentgenerator  # type: ignore[import-untyped]

    argv = ["-g", str(index), "1", "-p", str(players), "-N", str(rounds), "-m", "dutch", "-S"]
    argv += [f"{r:.3f}" for r in rates] + ["-o", "-", "-F", "TRF"]
    generator = tournamentgenerator()
    saved = sys.argv
    out = io.StringIO()
    sys.argv = ["tournamentgenerator", *argv]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            generator.read_command_line()
            generator.process_tournaments()
    except SystemExit:
        pass
    finally:
        sys.argv = saved
    return out.getvalue()
