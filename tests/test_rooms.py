"""The tree shows the features: ``services/`` and ``ui/`` hold one package per thing the arbiter does, each
saying in its docstring what it owns, and the open tournament holds one manager per feature, each defined in
that feature's package (README, "Rooms")."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.store.records import SettingsRecord

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "arbiter_desk"


def rooms(layer: str) -> list[Path]:
    return sorted(p for p in (PACKAGE / layer).iterdir() if p.is_dir() and p.name != "__pycache__")


@pytest.mark.parametrize("layer", ["services", "ui"])
def test_a_layer_holds_packages_not_loose_modules(layer: str) -> None:
    loose = sorted(p.name for p in (PACKAGE / layer).glob("*.py") if p.name != "__init__.py")
    assert not loose, f"modules at the top of {layer}/ (put each in the package of its feature): {loose}"


@pytest.mark.parametrize("layer", ["services", "ui"])
def test_every_room_says_in_two_lines_what_it_owns(layer: str) -> None:
    for room in rooms(layer):
        init = room / "__init__.py"
        assert init.is_file(), f"{layer}/{room.name} is not a package"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and len(doc.splitlines()) <= 2, f"{layer}/{room.name}/__init__.py: a docstring of one or two lines"


def test_each_feature_manager_is_defined_in_its_features_package(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "rooms.adesk", _settings())
    try:
        managers = {name: value for name, value in vars(desk).items() if isinstance(value, DeskBase)}
        assert {"players", "rounds", "results", "teams", "standings", "ratings"} <= set(managers)
        for name, manager in managers.items():
            module = inspect.getmodule(type(manager))
            assert module is not None and module.__name__.startswith("arbiter_desk.services."), name
            room = module.__name__.split(".")[2]
            assert room != "event" or name in {"settings", "journal"}, f"desk.{name} is defined outside its feature"
    finally:
        desk.close()


@pytest.mark.parametrize(
    "path",
    [
        "services/teams/team_results.py",
        "ui/teams/team_results.py",
        "services/ratings/",
        "ui/fide_mode/warning_dialog.py",
        "services/venue/desk_roles.py",
    ],
)
def test_the_rooms_the_readme_names_exist(path: str) -> None:
    """Where "team result entry", "FIDE-list import", "the level-4 warning" and "venue roles" live."""
    assert (PACKAGE / path).exists()
    assert f"`{path}`" in (ROOT / "README.md").read_text(encoding="utf-8")


def _settings() -> SettingsRecord:
    return SettingsRecord(info=TournamentInfo(name="Rooms"))
