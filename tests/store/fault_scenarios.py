"""Storage fault scenarios, run as an attacker would (root needed: tmpfs mount and an unprivileged user).

``python -m tests.store.fault_scenarios [--kills N]`` prints the figures: read-only file and folder (as user
``nobody``), a full disk (a small tmpfs), SIGKILL during import and during migration, foreign and damaged
files, two processes on one file, outputs aimed at tournament files, desks losing their file (take over, also
through a hard link; a replaced file; a planted marker link). Every step counts tracebacks,
leftover files, silent failures (a refused command without a message, or exit 0 when nothing was saved) and
lost confirmed changes. ``--only files`` runs the last two.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

PYTHON = sys.executable
NOBODY = ["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"]
FIGURES: Counter[str] = Counter()


def cli(*args: str, user: list[str] | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [*(user or []), PYTHON, "-m", "arbiter_desk", *args], capture_output=True, text=True, cwd=cwd, timeout=300
    )
    if "Traceback" in result.stderr:
        FIGURES["tracebacks"] += 1
        print("TRACEBACK", args, result.stderr[-2000:])
    return result


def expect(condition: bool, what: str) -> None:
    FIGURES["checks"] += 1
    if not condition:
        FIGURES["failures"] += 1
        print("FAILED:", what)


def generated_trf(folder: Path, players: int = 60, rounds: int = 7) -> Path:
    trf = folder / f"generated-{players}.trf"
    cli("generate", "--players", str(players), "--rounds", str(rounds), "--seed", "3", "-o", str(trf))
    return trf


def python(code: str, *args: str, user: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([*(user or []), PYTHON, "-c", code, *args], capture_output=True, text=True, timeout=300)
    if "Traceback" in result.stderr:
        FIGURES["tracebacks"] += 1
        print("TRACEBACK", result.stderr[-2000:])
    return result


REGISTER = """
import sys
from arbiter_desk.services import Desk, PlayerData
try:
    desk = Desk.open(sys.argv[1])
except Exception as exc:
    print("not opened", type(exc).__name__, exc)
    raise SystemExit(4)
print("read_only", desk.is_read_only)
try:
    desk.players.register_player(PlayerData("Late, Lisa", rating=1500))
    print("saved")
except Exception as exc:
    print("refused", type(exc).__name__, exc)
desk.close()
"""


def read_only_file_and_folder(work: Path, trf: Path) -> None:
    folder = work / "ro"
    folder.mkdir()
    os.chmod(folder, 0o777)
    adesk = folder / "t.adesk"
    expect(python(CREATE, str(adesk)).returncode == 0, "a new file for the read-only scenario")
    os.chmod(adesk, 0o444)
    out = python(REGISTER, str(adesk), user=NOBODY).stdout
    expect("read_only True" in out and "refused ReadOnlyFileError" in out, f"read-only file refused plainly: {out}")
    export = cli("export", str(adesk), "-o", str(work / "ro-export.trf"))
    expect(export.returncode == 0, "read-only file exports")
    os.chmod(adesk, 0o666)
    os.chmod(folder, 0o555)
    out = python(REGISTER, str(adesk), user=NOBODY).stdout
    expect("read_only True" in out and "refused ReadOnlyFileError" in out, f"read-only folder refused plainly: {out}")
    result = cli("import", str(trf), "-o", str(folder / "new.adesk"), user=NOBODY)
    expect(result.returncode == 4 and "read-only" in result.stderr, f"import into a read-only folder: {result}")
    leftovers = sorted(p.name for p in folder.iterdir())
    expect(leftovers == ["t.adesk"], f"read-only folder leftovers: {leftovers}")
    os.chmod(folder, 0o755)
    FIGURES["read-only scenarios"] += 4


CREATE = """
import sys
from arbiter_desk.services import Desk
from arbiter_desk.store.records import SettingsRecord
Desk.create(sys.argv[1], SettingsRecord(total_rounds=9)).close()
"""

FILL = """
import sys
from arbiter_desk.services import Desk, PlayerData
desk = Desk.open(sys.argv[1])
n = 0
try:
    while True:
        filler = PlayerData(f"Filler{n:05d}, Fay " + "x" * 20, rating=1000 + n % 2000, fide_id=700000 + n)
        desk.players.register_player(filler)
        print(n, flush=True)
        n += 1
except Exception as exc:
    print("refused", type(exc).__name__, exc, flush=True)
desk.close()
"""


def full_disk(work: Path, trf: Path) -> None:
    mount = work / "small"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=600k", "tmpfs", str(mount)], check=True)
    try:
        big = generated_trf(work, players=400, rounds=3)
        result = cli("import", str(big), "-o", str(mount / "big.adesk"))
        expect(result.returncode == 4 and "disk is full" in result.stderr, f"import onto a full disk: {result.stderr}")
        expect(sorted(p.name for p in mount.iterdir()) == [], f"full-disk import leftovers: {list(mount.iterdir())}")
        small = python(CREATE, str(mount / "t.adesk"))
        expect(small.returncode == 0, f"a new file fits: {small.stderr}")
        out = python(FILL, str(mount / "t.adesk")).stdout.split("\n")
        confirmed = [line for line in out if line.isdigit()]
        expect(any(line.startswith("refused DiskFullError the disk is full") for line in out), f"fill: {out[-3:]}")
        db = sqlite3.connect(f"file:{mount / 't.adesk'}?mode=ro", uri=True)
        names = {row[0] for row in db.execute("SELECT name FROM players")}
        db.close()
        lost = [n for n in confirmed if not any(name.startswith(f"Filler{int(n):05d},") for name in names)]
        FIGURES["full-disk confirmed changes"] += len(confirmed)
        FIGURES["lost confirmed changes"] += len(lost)
        expect(not lost, f"lost after full disk: {lost[:5]}")
        export = cli("export", str(mount / "t.adesk"), "-o", str(mount / "out.trf"))
        expect(export.returncode in (0, 4), f"export onto a full disk: {export.returncode} {export.stderr}")
        if export.returncode == 4:
            expect("disk is full" in export.stderr or "No space" in export.stderr, f"says so: {export.stderr}")
        names_left = sorted(p.name for p in mount.iterdir())
        # the WAL holds committed changes SQLite could not move into the file on a full disk: part of the database
        expect(set(names_left) <= {"t.adesk", "t.adesk-wal", "t.adesk-shm", "out.trf"}, f"leftovers: {names_left}")
        FIGURES["full-disk scenarios"] += 3
    finally:
        subprocess.run(["umount", str(mount)], check=False)


def kill_during(argv: list[str], delay: float) -> int:
    process = subprocess.Popen([PYTHON, "-m", "arbiter_desk", *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    _, err = process.communicate()
    if b"Traceback" in err:
        FIGURES["tracebacks"] += 1
    return process.returncode


def opens_whole(adesk: Path, players: int) -> bool:
    result = python(
        "import sys; from arbiter_desk.services import Desk; d = Desk.open(sys.argv[1]); "
        "print(len(d.players.all()), d._store.integrity()); d.close()",
        str(adesk),
    )
    return result.stdout.split() == [str(players), "ok"]


def sigkill_during_import(work: Path, trf: Path, kills: int, rng: random.Random) -> None:
    folder = work / "kill-import"
    folder.mkdir()
    adesk = folder / "t.adesk"
    killed = 0
    for n in range(kills):
        code = kill_during(["import", str(trf), "-o", str(adesk)], rng.uniform(0.3, 2.5))
        killed += code == -signal.SIGKILL
        names = sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))
        companions = sorted(set(names) - {"t.adesk"})
        whole = adesk.exists()
        if whole:
            # killed after the file took its name (the import was complete), while it was open: SQLite's WAL
            # files beside it belong to the database until the next opening folds them in
            expect(opens_whole(adesk, 60), "a file left by a killed import is whole")
            after = sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))
            expect(after == ["t.adesk"], f"after opening the file a killed import left: {after}")
            FIGURES["WAL files beside a complete file right after a kill (gone at its next opening)"] += len(companions)
            adesk.unlink()
        allowed = {"t.adesk-wal", "t.adesk-shm"} if whole else set()
        expect(not set(companions) - allowed, f"killed import left {names}")
        hidden = [p for p in folder.iterdir() if p.name.startswith(".")]
        FIGURES["hidden temporaries right after a kill"] += len([p for p in hidden if p.suffix == ".part"])
        # the next import (of this name, or every other time of another one) works and cleans the folder up
        following = adesk if n % 2 == 0 else folder / "u.adesk"
        result = cli("import", str(trf), "-o", str(following))
        expect(result.returncode == 0, f"import after a kill: {result.stderr}")
        left = sorted(p.name for p in folder.iterdir())
        expect(left == [following.name], f"leftovers after the next import: {left}")
        following.unlink()
    FIGURES["SIGKILLs during import"] += killed


def schema_4_copy(source: Path, target: Path) -> None:
    """The file as schema 4 wrote it (schema 5 adds no table, only the application id)."""
    shutil.copy(source, target)
    db = sqlite3.connect(target)
    db.execute("PRAGMA application_id = 0")
    db.execute("PRAGMA user_version = 4")
    db.commit()
    db.close()


def sigkill_during_migration(work: Path, trf: Path, kills: int, rng: random.Random) -> None:
    folder = work / "kill-migrate"
    folder.mkdir()
    reference = work / "reference.adesk"
    expect(cli("import", str(trf), "-o", str(reference)).returncode == 0, "reference import")
    killed = 0
    for n in range(kills):
        adesk = folder / "t.adesk"
        schema_4_copy(reference, adesk)
        code = kill_during(["export", str(adesk), "-o", str(folder / "out.trf")], rng.uniform(0.05, 1.2))
        killed += code == -signal.SIGKILL
        expect(opens_whole(adesk, 60), f"file whole after a kill during migration ({n})")
        for backup in folder.glob("t.schema4.bak*.adesk"):
            db = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
            count = db.execute("SELECT count(*) FROM players").fetchone()[0]
            db.close()
            expect(count == 60, "a backup that exists is complete")
        for path in folder.iterdir():
            path.unlink()
    FIGURES["SIGKILLs during migration"] += killed


def foreign_and_damaged(work: Path, trf: Path) -> None:
    folder = work / "foreign"
    folder.mkdir()
    cases = {}
    db = sqlite3.connect(folder / "photos.adesk")
    db.execute("CREATE TABLE photo (id INTEGER PRIMARY KEY, data BLOB)")
    db.commit()
    db.close()
    cases["photos.adesk"] = "not an Arbiter Desk tournament file"
    (folder / "notes.adesk").write_text("hello\n")
    cases["notes.adesk"] = "not an Arbiter Desk tournament file"
    expect(cli("import", str(trf), "-o", str(folder / "whole.adesk")).returncode == 0, "import for damage")
    data = (folder / "whole.adesk").read_bytes()
    (folder / "truncated.adesk").write_bytes(data[: len(data) // 3])
    cases["truncated.adesk"] = "damaged tournament file"
    shutil.copy(folder / "whole.adesk", folder / "badjson.adesk")
    db = sqlite3.connect(folder / "badjson.adesk")
    db.execute("UPDATE settings SET tiebreaks = '{broken'")
    db.commit()
    db.close()
    cases["badjson.adesk"] = "damaged tournament file"
    shutil.copy(folder / "whole.adesk", folder / "negative.adesk")
    db = sqlite3.connect(folder / "negative.adesk")
    db.execute("PRAGMA user_version = -7")
    db.commit()
    db.close()
    cases["negative.adesk"] = "not an Arbiter Desk tournament file"
    cases.update(_hostile_files(folder, folder / "whole.adesk"))
    (folder / "whole.adesk").unlink()
    before = {name: (folder / name).read_bytes() for name in cases}
    for name, words in cases.items():
        for argv in (["export", str(folder / name), "-o", str(work / "never.trf")], ["pair-round", str(folder / name)]):
            result = cli(*argv)
            expect(result.returncode == 3 and words in result.stderr, f"{name}: {result.returncode} {result.stderr}")
            FIGURES["foreign/damaged files refused"] += result.returncode == 3
    after = {name: (folder / name).read_bytes() for name in cases}
    expect(before == after, "foreign and damaged files unchanged")
    expect(sorted(p.name for p in folder.iterdir()) == sorted(cases), f"extra files: {list(folder.iterdir())}")
    expect(not (work / "never.trf").exists(), "no export of a refused file")


HOSTILE_EDITS = {
    "trigger.adesk": ["CREATE TRIGGER evil AFTER INSERT ON journal BEGIN UPDATE players SET name = 'Pwned'; END"],
    "view.adesk": ["CREATE VIEW v AS SELECT * FROM players"],
    "text-rating.adesk": ["UPDATE players SET rating = 'abc' WHERE tpn = 3"],
    "blob-name.adesk": ["UPDATE players SET name = X'00ff41' WHERE tpn = 4"],
    "missing-player.adesk": ["DELETE FROM players WHERE id = (SELECT white_id FROM boards LIMIT 1)"],
    "damaged-journal.adesk": ['UPDATE journal SET changes = \'[{"table": "nope"}]\''],
    "duplicate-tpn.adesk": ["UPDATE players SET tpn = 1"],
}
"""Valid files edited as an attacker would; each is refused as a damaged tournament file."""


def _hostile_files(folder: Path, whole: Path) -> dict[str, str]:
    cases = {}
    for name, statements in HOSTILE_EDITS.items():
        shutil.copy(whole, folder / name)
        db = sqlite3.connect(folder / name)
        db.execute("PRAGMA foreign_keys = OFF")
        for statement in statements:
            db.execute(statement)
        db.commit()
        db.close()
        cases[name] = "damaged tournament file"
    db = sqlite3.connect(folder / "old-names.adesk")  # a foreign file that only has our schema-1 table names
    for table in ("settings", "players", "rounds", "boards", "pairing_byes", "absences", "journal"):
        db.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, payload TEXT)")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    cases["old-names.adesk"] = "not an Arbiter Desk tournament file"
    return cases


HOLD = """
import sys
from arbiter_desk.services import Desk
desk = Desk.open(sys.argv[1])
print("open", flush=True)
sys.stdin.readline()
"""


def two_processes(work: Path, trf: Path) -> None:
    folder = work / "two"
    folder.mkdir()
    adesk = folder / "t.adesk"
    expect(python(CREATE, str(adesk)).returncode == 0, "a new file for two processes")
    holder = subprocess.Popen([PYTHON, "-c", HOLD, str(adesk)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline().strip() == b"open"
    second = python(REGISTER, str(adesk))
    expect("not opened FileInUseError" in second.stdout and "in use by" in second.stdout, f"told: {second.stdout}")
    export = cli("export", str(adesk), "-o", str(folder / "while-open.trf"))
    expect(export.returncode == 0, f"export while another desk has it open: {export.stderr}")
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    after = python(REGISTER, str(adesk)).stdout
    expect("read_only False" in after and "saved" in after, f"a crashed desk's marker is taken over: {after}")
    left = sorted(p.name for p in folder.iterdir())
    expect(left == ["t.adesk", "while-open.trf"], f"two-process leftovers: {left}")
    FIGURES["two-process scenarios"] += 3


def _digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def outputs_onto_tournament_files(work: Path, trf: Path) -> None:
    """Every -o/-p aimed at a tournament file (by name, symlink, hard link), a FIFO."""
    folder = work / "outputs"
    folder.mkdir()
    adesk = folder / "t.adesk"
    expect(cli("import", str(trf), "-o", str(adesk)).returncode == 0, "a tournament file to aim at")
    (folder / "link.trf").symlink_to(adesk.name)
    os.link(adesk, folder / "hard.trf")
    os.mkfifo(folder / "pipe.trf")
    digest = _digest(adesk)
    commands: dict[str, Callable[[str], list[str]]] = {
        "export": lambda target: ["export", str(adesk), "-o", target],
        "convert": lambda target: ["convert", str(trf), "-o", target],
        "pair": lambda target: ["pair", str(trf), "--extra-round", "-p", target],
        "explain": lambda target: ["explain", str(trf), "--extra-round", "-p", target],
        "generate": lambda target: ["generate", "--players", "8", "--rounds", "2", "-o", target],
        "print": lambda target: ["print", str(trf), "--doc", "standings", "-o", target],
    }
    for name, argv in commands.items():
        for target, words in (
            ("t.adesk", "tournament file"),
            ("link.trf", "tournament file"),
            ("hard.trf", "tournament file"),
            ("pipe.trf", "not a regular file"),
        ):
            result = cli(*argv(str(folder / target)))
            refused = result.returncode == 3 and words in result.stderr
            expect(refused, f"{name} -o {target}: {result.returncode} {result.stderr}")
            FIGURES["outputs aimed at a tournament file or FIFO, refused"] += refused
    expect(_digest(adesk) == digest, "the tournament file kept every byte")
    expect((folder / "link.trf").is_symlink() and (folder / "pipe.trf").is_fifo(), "links and FIFO left alone")
    left = sorted(p.name for p in folder.iterdir())
    expect(left == ["hard.trf", "link.trf", "pipe.trf", "t.adesk"], f"output leftovers: {left}")


DESK = """
import sys
from arbiter_desk.services import Desk, PlayerData
desk = Desk.open(sys.argv[1], take_over=len(sys.argv) > 2)
print("open", flush=True)
for line in sys.stdin:
    if not line.strip():
        break
    try:
        desk.players.register_player(PlayerData(line.strip(), rating=1500))
        print("saved", line.strip(), flush=True)
    except Exception as exc:
        print("refused", type(exc).__name__, exc, flush=True)
desk.close()
"""


class DeskProcess:
    def __init__(self, path: Path, take_over: bool = False) -> None:
        argv = [PYTHON, "-c", DESK, str(path), *(["take-over"] if take_over else [])]
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.opened = self.process.stdout.readline().strip() == "open"

    def register(self, name: str) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(name + "\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().strip()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(60)


def players_in(adesk: Path) -> set[str]:
    db = sqlite3.connect(f"file:{adesk}?mode=ro", uri=True)
    names = {row[0] for row in db.execute("SELECT name FROM players")}
    db.close()
    return names


def desks_losing_their_file(work: Path) -> None:
    """Desks losing their file: take over (also through a hard link), a replaced file, a planted marker."""
    folder = work / "lost"
    folder.mkdir()
    adesk = folder / "t.adesk"
    expect(python(CREATE, str(adesk)).returncode == 0, "a new file for two desks")
    confirmed: list[str] = []
    first = DeskProcess(adesk)
    for n in range(3):
        if first.register(f"First{n}, Fay") == f"saved First{n}, Fay":
            confirmed.append(f"First{n}, Fay")
    os.link(adesk, work / "second-name.adesk")
    told = python(REGISTER, str(work / "second-name.adesk")).stdout
    expect("not opened FileInUseError" in told and "desk open on this computer now" in told, f"hard link: {told}")
    second = DeskProcess(work / "second-name.adesk", take_over=True)
    expect(second.opened, "take over through a hard link")
    for n in range(3):
        answer = first.register(f"Lost{n}, Lou")
        refused = answer.startswith("refused FileLostError") and "taken over by" in answer
        expect(refused, f"the first desk refuses after the take-over: {answer}")
        FIGURES["writes refused after a take-over"] += refused
        if second.register(f"Second{n}, Sam") == f"saved Second{n}, Sam":
            confirmed.append(f"Second{n}, Sam")
    first.close()
    second.close()
    names = players_in(adesk)
    lost = [name for name in confirmed if name not in names]
    FIGURES["two-desk confirmed changes"] += len(confirmed)
    FIGURES["lost confirmed changes"] += len(lost)
    expect(not lost and not any(n.startswith("Lost") for n in names), f"after the take-over: {sorted(names)}")
    third = DeskProcess(adesk)
    expect(third.register("Kept, Kim") == "saved Kept, Kim", "a desk before its file is replaced")
    shutil.copy(adesk, folder / "copy.adesk")
    os.replace(folder / "copy.adesk", adesk)
    answer = third.register("Orphan, Otto")
    expect(answer.startswith("refused FileLostError") and "replaced" in answer, f"replaced file: {answer}")
    third.close()
    precious = work / "precious.txt"
    precious.write_text("the arbiter's notes\n")
    (folder / ".t.adesk.in-use").symlink_to(precious)
    told = python(REGISTER, str(adesk)).stdout
    expect("not opened UnsafeMarkerError" in told, f"planted marker: {told}")
    expect(precious.read_text() == "the arbiter's notes\n", "a planted marker's target untouched")
    expect((folder / ".t.adesk.in-use").is_symlink(), "the planted link left as it was")
    FIGURES["lost-file scenarios"] += 4


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--only", choices=["migration", "files", "foreign"], help="run one scenario only")
    args = parser.parse_args()
    rng = random.Random(17)
    with tempfile.TemporaryDirectory(prefix="adesk-faults-") as name:
        work = Path(name)
        os.chmod(work, 0o755)
        trf = generated_trf(work)
        if args.only is not None:
            if args.only == "migration":
                sigkill_during_migration(work, trf, args.kills, rng)
            elif args.only == "foreign":
                foreign_and_damaged(work, trf)
            else:
                outputs_onto_tournament_files(work, trf)
                desks_losing_their_file(work)
            for key, value in sorted(FIGURES.items()):
                print(f"{key}: {value}")
            return
        read_only_file_and_folder(work, trf)
        full_disk(work, trf)
        foreign_and_damaged(work, trf)
        two_processes(work, trf)
        outputs_onto_tournament_files(work, trf)
        desks_losing_their_file(work)
        sigkill_during_import(work, trf, args.kills, rng)
        sigkill_during_migration(work, trf, args.kills, rng)
    for key, value in sorted(FIGURES.items()):
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
