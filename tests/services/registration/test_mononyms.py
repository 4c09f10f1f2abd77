"""One-word names (mononyms) and names written without a comma are accepted everywhere:
registration, CSV and TRF import, TPN order (C.04.2 art. 2.2.3, the plain name as written) and the printed
alphabetical lists."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.formats.trf import write_trf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.registration.player_import import players_from_csv, read_players
from tests.services.conftest import SETTINGS
from tests.services.fakes import FakeSystem

NAMES = ("Sukarno", "Nakamura, Hikaru", "Nguyen Van An", "Abdusattorov, Nodirbek", "Nakamura")


def test_csv_and_trf_lists_with_mononyms_import(tmp_path: Path) -> None:
    csv = "Name;Rating\n" + "".join(f"{name};{2000 + i}\n" for i, name in enumerate(NAMES))
    assert [p.name for p in players_from_csv(csv)] == list(NAMES)
    desk = Desk.create(tmp_path / "m.adesk", SETTINGS, systems=lambda _n: FakeSystem())
    for data in players_from_csv(csv):
        desk.players.register_player(data)
    trf = tmp_path / "m.trf"
    trf.write_text(write_trf(desk.snapshot()), encoding="utf-8")
    assert sorted(p.name for p in read_players(trf)) == sorted(NAMES)
    imported = Desk.import_trf(tmp_path / "i.adesk", trf, systems=lambda _n: FakeSystem(), system="fake")
    assert sorted(p.name for p in imported.players.all()) == sorted(NAMES)
    imported.close()
    desk.close()


def test_mononyms_sort_by_the_name_as_written(tmp_path: Path) -> None:
    """Art. 2.2.3 (equal rating and title): alphabetical by the name as written, a mononym among the others."""
    desk = Desk.create(tmp_path / "a.adesk", SETTINGS, systems=lambda _n: FakeSystem())
    for name in NAMES:
        desk.players.register_player(PlayerData(name, rating=2000))
    by_tpn = [p.name for p in sorted(desk.players.all(), key=lambda p: p.tpn)]
    assert by_tpn == ["Abdusattorov, Nodirbek", "Nakamura", "Nakamura, Hikaru", "Nguyen Van An", "Sukarno"]
    rows = document_for(desk, "players-alpha").tables()[0].rows
    assert [next(c for c in row if c in NAMES) for row in rows] == by_tpn
    desk.close()
