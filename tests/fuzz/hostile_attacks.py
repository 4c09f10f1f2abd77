"""The attacks of ``hostile_files``: valid tournament files edited with plain ``sqlite3`` as an attacker would.
Each attack is deterministic for its random generator, so a failing case replays by its seed.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass(slots=True)
class Attack:
    """One edit of a tournament file; ``refused``: the desk must refuse the file (no step may use it)."""

    name: str
    edit: Callable[[Path, random.Random], None]
    refused: bool = True
    foreign: bool = False


def _sql(path: Path, *statements: str, foreign_keys: bool = False) -> int:
    """Run ``statements``; the number of rows they changed."""
    db = sqlite3.connect(path)
    try:
        db.execute(f"PRAGMA foreign_keys = {'ON' if foreign_keys else 'OFF'}")
        for statement in statements:
            db.execute(statement)
        db.commit()
        return db.total_changes
    finally:
        db.close()


def _one_of(path: Path, rng: random.Random, statements: list[str]) -> None:
    """The first of ``statements`` (in a random order) that changes a row of this file."""
    for statement in rng.sample(statements, len(statements)):
        try:
            if _sql(path, statement):
                return
        except sqlite3.Error:
            continue


def _any_id(path: Path, query: str, rng: random.Random) -> int:
    db = sqlite3.connect(path)
    try:
        ids = [row[0] for row in db.execute(query)]
    finally:
        db.close()
    return rng.choice(ids) if ids else 1


def _player(path: Path, rng: random.Random) -> int:
    return _any_id(path, "SELECT id FROM players", rng)


def trigger(path: Path, rng: random.Random) -> None:
    table = rng.choice(["journal", "boards", "players", "settings"])
    _sql(
        path,
        f"CREATE TRIGGER evil AFTER {rng.choice(['INSERT', 'UPDATE', 'DELETE'])} ON {table} "
        "BEGIN UPDATE players SET name = 'Pwned'; END",
    )


def view(path: Path, rng: random.Random) -> None:
    _sql(path, f"CREATE VIEW {rng.choice(['v', 'standings', 'x1'])} AS SELECT * FROM players")


def text_rating(path: Path, rng: random.Random) -> None:
    value = rng.choice(["'abc'", "'1500'", "2.5", "X'00'"])
    _sql(path, f"UPDATE players SET rating = {value} WHERE id = {_player(path, rng)}")


def blob_name(path: Path, rng: random.Random) -> None:
    _sql(path, f"UPDATE players SET name = X'00ff41' WHERE id = {_player(path, rng)}")


def huge_integer(path: Path, rng: random.Random) -> None:
    column = rng.choice(["rating", "tpn", "entry_round", "fide_id", "pairing_rating", "withdrawal_round"])
    value = rng.choice(["9223372036854775807", "-9223372036854775808", "-5", "0"])
    _sql(path, f"UPDATE players SET {column} = {value} WHERE id = {_player(path, rng)}")


def missing_player(path: Path, rng: random.Random) -> None:
    board = _any_id(path, "SELECT white_id FROM boards UNION SELECT first_player_id FROM team_games", rng)
    _sql(path, f"DELETE FROM players WHERE id = {board}")


def dangling_reference(path: Path, rng: random.Random) -> None:
    _one_of(
        path,
        rng,
        [
            "UPDATE boards SET white_id = 99999 WHERE id = (SELECT min(id) FROM boards)",
            "UPDATE absences SET player_id = 99999",
            "UPDATE team_members SET player_id = 99999 WHERE position = 1",
            "UPDATE settings SET baku_last_ga = 99999",
            "INSERT INTO pairing_byes VALUES (1, 99999)",
        ],
    )


def damaged_journal(path: Path, rng: random.Random) -> None:
    changes = rng.choice(
        [
            "not json",
            "{}",
            "[1]",
            '[{"table": "nope", "key": [1], "before": null, "after": {}}]',
            '[{"table": "players", "key": [1], "before": null, "after": {"bogus": 1}}]',
            '[{"table": "players", "key": 1, "before": 2, "after": 3}]',
            '[{"table": "players"}]',
            "[" * 100_000,
            '[{"table": "players", "key": [1], "before": {"id": 1}, "after": null}]',
        ]
    )
    seq = _any_id(path, "SELECT seq FROM journal", rng)
    escaped = changes.replace("'", "''")
    field_name = rng.choice(["changes", "changes", "at", "target_seq", "undoable"])
    value = {
        "changes": f"'{escaped}'",
        "at": "'yesterday'",
        "target_seq": "'x'",
        "undoable": "7",
    }[field_name]
    _sql(path, f"UPDATE journal SET {field_name} = {value} WHERE seq = {seq}")


def wrong_values(path: Path, rng: random.Random) -> None:
    _one_of(
        path,
        rng,
        [
            "UPDATE players SET sex = 'Q'",
            "UPDATE players SET title = 'XYZ'",
            "UPDATE boards SET white_result = '9' WHERE id = (SELECT min(id) FROM boards)",
            "UPDATE rounds SET state = 'weird'",
            "UPDATE absences SET result = 'W'",
            "UPDATE settings SET initial_colour = 'q'",
            "UPDATE settings SET acceleration = 'warp'",
            "UPDATE settings SET late_entry_result = '1'",
            "UPDATE settings SET pairing_system = 'nonexistent'",
            "UPDATE settings SET total_rounds = -3",
            "UPDATE boards SET games = 7",
            "UPDATE team_games SET first_result = 'Q'",
            "UPDATE team_matches SET forfeit = 'zz'",
            "UPDATE team_byes SET kind = 'zz'",
            "UPDATE rounds SET number = 0 WHERE number = (SELECT max(number) FROM rounds)",
        ],
    )


def wrong_json(path: Path, rng: random.Random) -> None:
    column = rng.choice(
        [
            "deputy_arbiters",
            "round_dates",
            "point_system",
            "tiebreaks",
            "accelerations",
            "forbidden_pairs",
            "comments",
            "team_rules",
        ]
    )
    value = rng.choice(["'{broken'", "'[1, 2'", "'{}'", "'[[\"x\"]]'", "'null'", "'123'", "'[{\"a\": 1}]'", "''"])
    _sql(path, f"UPDATE settings SET {column} = {value}")


def wrong_explanation(path: Path, rng: random.Random) -> None:
    value = rng.choice(["'{broken'", "'[]'", "'{\"brackets\": 5}'", "'null'"])
    _sql(path, f"UPDATE rounds SET explanation = {value}")


def no_settings(path: Path, rng: random.Random) -> None:
    _sql(path, "DELETE FROM settings")


def duplicate_tpn(path: Path, rng: random.Random) -> None:
    _sql(path, "UPDATE players SET tpn = 1")


def extra_column(path: Path, rng: random.Random) -> None:
    _sql(path, f"ALTER TABLE {rng.choice(['players', 'boards', 'journal'])} ADD COLUMN extra TEXT")


def foreign_schema(path: Path, rng: random.Random) -> None:
    """A foreign SQLite file that has our schema-1 table names (with other columns) and no application id."""
    path.unlink()
    db = sqlite3.connect(path)
    for name in ("settings", "players", "rounds", "boards", "pairing_byes", "absences", "journal"):
        db.execute(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, payload {rng.choice(['TEXT', 'BLOB'])})")
        db.execute(f"INSERT INTO {name} (payload) VALUES ('theirs')")
    db.execute(f"PRAGMA user_version = {rng.randint(1, 4)}")
    db.commit()
    db.close()


def foreign_other(path: Path, rng: random.Random) -> None:
    path.unlink()
    choice = rng.randrange(4)
    if choice == 0:
        path.write_bytes(b"")
    elif choice == 1:
        path.write_bytes(rng.randbytes(rng.choice([100, 5000, 70000])))
    else:
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, data BLOB)")
        db.execute(f"PRAGMA application_id = {rng.choice([0, 1234, 0x41447369])}")
        db.execute(f"PRAGMA user_version = {rng.choice([0, 1, 8, 99, -1])}")
        db.commit()
        db.close()


def truncated(path: Path, rng: random.Random) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: rng.randrange(1, len(data))])


def flipped_bytes(path: Path, rng: random.Random) -> None:
    data = bytearray(path.read_bytes())
    for _ in range(rng.randint(1, 20)):
        where = rng.randrange(100, len(data))
        data[where] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))


def huge_values(path: Path, rng: random.Random) -> None:
    size = rng.choice([20_000, 2_000_000])
    column = rng.choice(["name", "federation", "birth_date"])
    _sql(path, f"UPDATE players SET {column} = '{'x' * size}' WHERE id = {_player(path, rng)}")


def huge_journal(path: Path, rng: random.Random) -> None:
    """A valid, very large journal entry (the import's rows many times over): slow is allowed, a hang or a crash
    is not."""
    db = sqlite3.connect(path)
    try:
        seq, text = db.execute("SELECT seq, changes FROM journal ORDER BY seq LIMIT 1").fetchone()
        items = json.loads(text) * rng.choice([10, 200])
        db.execute("UPDATE journal SET changes = ? WHERE seq = ?", (json.dumps(items), seq))
        db.commit()
    finally:
        db.close()


def dropped_table(path: Path, rng: random.Random) -> None:
    _sql(path, f"DROP TABLE {rng.choice(['overrides', 'team_byes', 'absences', 'journal'])}")


def harmless(path: Path, rng: random.Random) -> None:
    """Control: a legitimate edit (a player's name) must still open and work."""
    _sql(path, f"UPDATE players SET name = 'Renamed, Rita' WHERE id = {_player(path, rng)}")


ATTACKS: tuple[Attack, ...] = (
    Attack("trigger", trigger),
    Attack("view", view),
    Attack("text-rating", text_rating),
    Attack("blob-name", blob_name),
    Attack("huge-integer", huge_integer, refused=False),
    Attack("missing-player", missing_player),
    Attack("dangling-reference", dangling_reference),
    Attack("damaged-journal", damaged_journal),
    Attack("wrong-values", wrong_values, refused=False),
    Attack("wrong-json", wrong_json, refused=False),
    Attack("wrong-explanation", wrong_explanation, refused=False),
    Attack("no-settings", no_settings),
    Attack("duplicate-tpn", duplicate_tpn, refused=False),
    Attack("extra-column", extra_column),
    Attack("foreign-schema", foreign_schema, foreign=True),
    Attack("foreign-other", foreign_other, refused=False, foreign=True),
    Attack("truncated", truncated, refused=False),
    Attack("flipped-bytes", flipped_bytes, refused=False),
    Attack("huge-values", huge_values),
    Attack("huge-journal", huge_journal, refused=False),
    Attack("dropped-table", dropped_table),
    Attack("harmless", harmless, refused=False),
)
"""``refused=False``: the outcome depends on the variant (a refusal with a message or a working file)."""
