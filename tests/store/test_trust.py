"""A tournament file is trusted only after it is checked.

Triggers and views are refused (a trigger added to a valid file renamed every player on the next action, beyond
undo); rows are type-checked when read (a missing player, a text rating, a BLOB name, a damaged journal row);
every refusal says "damaged tournament file" and names the table, row and field; a foreign SQLite file that only
has our old table names is refused untouched.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.errors import DamagedFileError, NotOurFileError
from arbiter_desk.store.migrations import CURRENT_VERSION
from arbiter_desk.store.trust import MAX_SHORT_TEXT
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem


def _folder_digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def _file(tmp_path: Path) -> Path:
    path = tmp_path / "t.adesk"
    desk = Desk.create(path, SETTINGS, systems=lambda _name: FakeSystem())
    desk.players.register_player(PlayerData("Alpha, Ann", rating=2000))
    desk.players.register_player(PlayerData("Beta, Bob", rating=1900))
    desk.close()
    return path


def _edit(path: Path, *statements: str) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA foreign_keys = OFF")
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()


def _refused(path: Path, words: str) -> str:
    before = _folder_digest(path.parent)
    with pytest.raises(DamagedFileError) as caught:
        Desk.open(path, systems=lambda _name: FakeSystem())
    message = str(caught.value)
    assert message.startswith(f"damaged tournament file: {path} (")
    assert words in message
    assert _folder_digest(path.parent) == before  # refused before anything touched it
    return message


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE TRIGGER evil AFTER INSERT ON journal BEGIN UPDATE players SET name = 'Pwned'; END",
        "CREATE TRIGGER evil2 BEFORE UPDATE ON boards BEGIN SELECT 1; END",
    ],
)
def test_a_trigger_is_refused(tmp_path: Path, statement: str) -> None:
    path = _file(tmp_path)
    _edit(path, statement)
    _refused(path, "it holds a trigger 'evil")


def test_a_view_is_refused(tmp_path: Path) -> None:
    path = _file(tmp_path)
    _edit(path, "CREATE VIEW standings AS SELECT * FROM players")
    _refused(path, "it holds a view 'standings'")


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("UPDATE players SET rating = 'abc' WHERE tpn = 2", "table players, row 2, field rating: a text value"),
        ("UPDATE players SET rating = '15x0' WHERE tpn = 2", "field rating: a text value where integer"),
        ("UPDATE players SET name = X'00ff41' WHERE tpn = 1", "table players, row 1, field name: a blob value"),
        ("UPDATE players SET rating = 2.5 WHERE tpn = 1", "field rating: a real value"),
        ("UPDATE journal SET undoable = 7", "table journal, row 1, field undoable: a value other than 0 or 1"),
        ("UPDATE journal SET target_seq = 'x'", "field target_seq: a text value"),
        (f"UPDATE players SET name = '{'x' * (MAX_SHORT_TEXT + 1)}'", "field name: a text of 10,001 characters"),
    ],
)
def test_values_of_the_wrong_type_are_refused_naming_table_row_and_field(
    tmp_path: Path, statement: str, words: str
) -> None:
    path = _file(tmp_path)
    _edit(path, statement)
    _refused(path, words)


def test_a_missing_player_is_refused(tmp_path: Path) -> None:
    path = _file(tmp_path)
    _edit(path, "INSERT INTO rounds VALUES (1, 'published', NULL)")
    _edit(
        path,
        "INSERT INTO boards (round_no, number, white_id, black_id, adjourned, has_colours, games) "
        "VALUES (1, 1, 1, 2, 0, 1, 1)",
        "DELETE FROM players WHERE id = 2",
    )
    _refused(path, "table boards, row 1: refers to a row of players that does not exist")


@pytest.mark.parametrize("field", ["white_result", "black_result", "white_result2", "black_result2"])
def test_an_unknown_result_letter_on_a_board_is_refused_naming_row_and_field(tmp_path: Path, field: str) -> None:
    path = _file(tmp_path)
    _edit(path, "INSERT INTO rounds VALUES (1, 'published', NULL)")
    _edit(
        path,
        f"INSERT INTO boards (round_no, number, white_id, black_id, adjourned, has_colours, games, {field}) "
        "VALUES (1, 1, 1, 2, 0, 1, 1, 'Q')",
    )
    _refused(path, f"table boards, row 1, field {field}: 'Q' is not one of '1', '=', '0'")


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ("not json", "field changes: 'not json' is not a JSON list"),
        ("[1]", "table journal: a stored value is not of its kind"),
        ('[{"table": "nope", "key": [1], "before": null, "after": {}}]', "a change of unknown table 'nope'"),
        ('[{"table": "players", "key": [1], "before": null, "after": {"bogus": 1}}]', "does not have the table's"),
        ('[{"table": "players", "key": [], "before": null, "after": null}]', "without its whole key"),
    ],
)
def test_a_damaged_journal_row_is_refused(tmp_path: Path, changes: str, words: str) -> None:
    path = _file(tmp_path)
    escaped = changes.replace("'", "''")
    _edit(path, f"UPDATE journal SET changes = '{escaped}' WHERE seq = (SELECT max(seq) FROM journal)")
    _refused(path, words)


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("UPDATE players SET tpn = 1", "table players, field tpn: pairing number 1 is given more than once"),
        ("UPDATE settings SET baku_last_ga = 99", "table settings, row 1, field baku_last_ga: no player has id 99"),
        (
            "ALTER TABLE players ADD COLUMN extra TEXT",
            f"table players does not have the columns of schema {CURRENT_VERSION}",
        ),
        ("DELETE FROM settings", "table settings has no row 1"),
    ],
)
def test_other_inconsistencies_are_refused(tmp_path: Path, statement: str, words: str) -> None:
    path = _file(tmp_path)
    _edit(path, statement)
    if "settings has no row" in words:
        with pytest.raises(DamagedFileError, match=words):
            Desk.open(path, systems=lambda _name: FakeSystem())
        return
    _refused(path, words)


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_a_foreign_file_with_our_old_table_names_is_refused_untouched(tmp_path: Path, version: int) -> None:
    path = tmp_path / "theirs.adesk"
    db = sqlite3.connect(path)
    for name in ("settings", "players", "rounds", "boards", "pairing_byes", "absences", "journal"):
        db.execute(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, payload TEXT)")
        db.execute(f"INSERT INTO {name} (payload) VALUES ('theirs')")
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()
    before = _folder_digest(tmp_path)
    with pytest.raises(NotOurFileError, match=r"not an Arbiter Desk tournament file \(table \w+ does not have"):
        Desk.open(path)
    assert _folder_digest(tmp_path) == before  # no backup, no upgrade, no WAL, no in-use marker


def test_a_legitimate_edit_still_opens(tmp_path: Path) -> None:
    path = _file(tmp_path)
    _edit(path, "UPDATE players SET name = 'Renamed, Rita' WHERE tpn = 1")
    desk = Desk.open(path, systems=lambda _name: FakeSystem())
    assert desk.players.all()[0].name == "Renamed, Rita"
    desk.close()


@pytest.mark.parametrize("how", ["open", "read_only", "export", "pair-round"])
def test_schema_text_that_is_not_utf8_is_a_plain_damaged_file(tmp_path: Path, how: str) -> None:
    """``F\\xa9REIGN`` in ``sqlite_master``: SQLite's own message quotes the broken text and could not even be
    decoded (a UnicodeDecodeError traceback from export and pair-round); now the arbiter is told plainly."""
    from arbiter_desk.cli import run

    path = _file(tmp_path)
    data = bytearray(path.read_bytes())
    data[data.index(b"FOREIGN") + 1] = 0xA9
    path.write_bytes(bytes(data))
    if how == "open":
        _refused(path, "its table definitions are not readable text")
    elif how == "read_only":
        with pytest.raises(DamagedFileError, match="its table definitions are not readable text"):
            Desk.open(path, read_only=True)
    elif how == "export":
        assert run(["export", str(path), "-o", str(tmp_path / "out.trf")]) == 3
    else:
        assert run(["pair-round", str(path)]) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.adesk"]
