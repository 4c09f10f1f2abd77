"""The shipped demo tournament: present in the package, identical to the repository's source asset, and
opened mid-tournament in a new file that never overwrites another."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.formats.trf import parse_trf
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.event.demo import demo_trf_text, draw_initial_colour, free_tournament_path, open_demo

ROOT = Path(__file__).resolve().parents[3]


def test_package_copy_equals_the_repository_asset() -> None:
    assert (ROOT / "resources" / "demo.trf").read_text(encoding="utf-8") == demo_trf_text()


def test_demo_is_mid_tournament(tmp_path: Path) -> None:
    desk = open_demo(tmp_path)
    try:
        assert len(desk.players.all()) == 24
        assert desk.settings.current().total_rounds == 7
        assert [(r.number, r.state) for r in desk.rounds.all()] == [(n, RoundState.COMPLETE) for n in (1, 2, 3)]
        assert desk.state().first_unpublished_round == 4
        assert {a.result for a in desk.players.absences() if a.round == 4} == {ResultCode.HALF_BYE}
        assert all(p.federation and p.birth_date for p in desk.players.all())
    finally:
        desk.close()


def test_demo_trf_parses_with_its_rounds() -> None:
    tournament = parse_trf(demo_trf_text())
    assert tournament.last_paired_round() == 3
    assert tournament.info.type_code == "FIDE_DUBOV"


def test_opening_the_demo_twice_keeps_both_files(tmp_path: Path) -> None:
    first = open_demo(tmp_path)
    second = open_demo(tmp_path)
    try:
        assert first.path != second.path
        assert first.path.exists() and second.path.exists()
        assert second.path.name.endswith("-2.adesk")
    finally:
        first.close()
        second.close()


def test_free_path_skips_taken_names(tmp_path: Path) -> None:
    (tmp_path / "Club-Open.adesk").write_text("x")
    assert free_tournament_path("Club Open", tmp_path) == tmp_path / "Club-Open-2.adesk"


def test_drawing_lots_is_reproducible_and_gives_both_colours() -> None:
    assert draw_initial_colour(42) is draw_initial_colour(42)
    assert {draw_initial_colour(seed) for seed in range(20)} == {Colour.WHITE, Colour.BLACK}
