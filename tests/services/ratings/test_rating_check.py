"""The consistency check against the local lists (checklist Q137–144)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

from arbiter_desk.core.rating_lists import RateOfPlay, default_sequence
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind, RatingSettings
from arbiter_desk.services.ratings.rating_check import check_ratings, trf_date
from arbiter_desk.services.ratings.rating_lists import COMBINED, import_fide_list
from tests.formats.rating_list_samples import HEADER, txt_line

SINGLE = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
    "           FOA NOV26 Gms  K  B-day Flag"
)


def _list(path: Path, ratings: dict[str, str]) -> Path:
    lines = [HEADER] + [txt_line(ID_Number=i, Name=f"P{i}, X", SRtng=r) for i, r in ratings.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _event(desk: Desk, start: str, end: str = "") -> None:
    settings = desk.settings.current()
    desk.settings.update_settings(replace(settings, info=replace(settings.info, start_date=start, end_date=end)))
    desk.players.register_player(PlayerData("P100, X", rating=2000, fide_id=100))
    desk.players.register_player(PlayerData("P200, X", rating=1900, fide_id=200))
    desk.players.register_player(PlayerData("P300, X", rating=1800, fide_id=300))
    desk.players.register_player(PlayerData("Local, Y", rating=0))


def test_q142_reports_changed_and_missing_players_and_q143_changes_nothing(desk: Desk, tmp_path: Path) -> None:
    _event(desk, "2026/11/28", "2026/12/03")
    import_fide_list(_list(tmp_path / "nov.txt", {"100": "2000", "200": "1925"}), COMBINED, date(2026, 11, 1), tmp_path)
    before = desk.players.all()
    report = check_ratings(desk.state(), date(2026, 11, 28), tmp_path)
    assert report.valid_list_date == date(2026, 11, 1) and report.warnings == ()
    assert [f.text for f in report.findings] == [
        "P200, X: 1900 stored, 1925 in the list (FIDE standard)",
        "P300, X: 1800, not found in the list (FIDE standard)",
    ]
    assert report.summary == "3 players with a FIDE or national id checked against the list of 2026-11-01: 2 differ"
    assert desk.players.all() == before
    # Q144: the arbiter applies only the subset chosen
    chosen = report.findings[0]
    desk.ratings.assign_ratings({chosen.discrepancy.player: chosen.proposal}, why="consistency check")
    record = next(p for p in desk.players.all() if p.name == "P200, X")
    assert (record.rating, record.rating_source) == (1925, "fide-standard@2026-11-01")
    assert next(p for p in desk.players.all() if p.name == "P300, X").rating == 1800
    assert check_ratings(desk.state(), date(2026, 11, 28), tmp_path).findings[0].discrepancy.name == "P300, X"


def test_q141_warns_when_the_local_list_is_older_than_the_start(desk: Desk, tmp_path: Path) -> None:
    _event(desk, "2026/12/02", "2026/12/08")
    import_fide_list(_list(tmp_path / "nov.txt", {"100": "2000"}), COMBINED, date(2026, 11, 1), tmp_path)
    report = check_ratings(desk.state(), date(2026, 11, 28), tmp_path)
    assert report.valid_list_date == date(2026, 12, 1)
    (warning,) = report.warnings
    assert warning.level == 2
    assert warning.text.startswith(
        "The local FIDE list (standard, rapid, blitz) is of 2026-11-01, older than the list valid for this event "
        "(2026-12-01"
    )


def test_q141_only_the_old_rates_are_named(desk: Desk, tmp_path: Path) -> None:
    _event(desk, "2026/12/02", "2026/12/08")
    desk.ratings.set_rating_settings(RatingSettings(RateOfPlay.RAPID, default_sequence(RateOfPlay.RAPID)))
    import_fide_list(_list(tmp_path / "nov.txt", {"100": "2000"}), COMBINED, date(2026, 11, 1), tmp_path)
    lines = [SINGLE, txt_line(SINGLE, ID_Number="100", Name="P100, X", NOV26="1990")]
    (tmp_path / "rapid.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    import_fide_list(tmp_path / "rapid.txt", "rapid", date(2026, 12, 1), tmp_path)
    (warning,) = check_ratings(desk.state(), date(2026, 12, 2), tmp_path).warnings
    assert warning.text.startswith("The local FIDE list (blitz) is of 2026-11-01")


def test_q137_long_event_checks_against_the_list_of_the_check_date(desk: Desk, tmp_path: Path) -> None:
    _event(desk, "2026/10/01", "2026/12/20")
    import_fide_list(_list(tmp_path / "nov.txt", {"100": "2000"}), COMBINED, date(2026, 11, 1), tmp_path)
    assert check_ratings(desk.state(), date(2026, 11, 20), tmp_path).warnings == ()
    assert check_ratings(desk.state(), date(2026, 12, 2), tmp_path).valid_list_date == date(2026, 12, 1)


def test_no_installed_list_is_said(desk: Desk, tmp_path: Path) -> None:
    _event(desk, "2026/11/28")
    report = check_ratings(desk.state(), date(2026, 11, 28), tmp_path)
    assert [w.text for w in report.warnings] == ["No FIDE list is installed: its ratings cannot be checked."]


def test_a_rating_picked_from_another_list_is_checked_against_that_list(desk: Desk, tmp_path: Path) -> None:
    _event(desk, "2026/11/28")
    lines = [HEADER, txt_line(ID_Number="300", Name="P300, X", BRtng="1850")]
    (tmp_path / "all.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    import_fide_list(tmp_path / "all.txt", COMBINED, date(2026, 11, 1), tmp_path)
    third = next(p for p in desk.players.all() if p.name == "P300, X")
    desk.ratings.assign_ratings({third.id: RatingChoice(RatingKind.FIDE, 1850, "fide-blitz@2026-11-01")})
    findings = check_ratings(desk.state(), date(2026, 11, 28), tmp_path).findings
    assert "P300, X" not in [f.discrepancy.name for f in findings]


def test_trf_dates() -> None:
    assert trf_date("2026/11/28") == date(2026, 11, 28)
    assert trf_date("") is None and trf_date("2026/02/30") is None


def test_q142_a_blitz_event_compares_with_the_blitz_list_not_the_list_the_rating_came_from(
    desk: Desk, tmp_path: Path
) -> None:
    """The rating came from the standard list; the blitz event's sequence chooses the blitz list (Q124, Q142)."""
    _event(desk, "2026/11/28", "2026/11/28")
    desk.ratings.set_rating_settings(RatingSettings(RateOfPlay.BLITZ, default_sequence(RateOfPlay.BLITZ)))
    import_fide_list(_list(tmp_path / "std.txt", {"100": "2000"}), COMBINED, date(2026, 11, 1), tmp_path)
    lines = [SINGLE, txt_line(SINGLE, ID_Number="100", Name="P100, X", NOV26="1950")]
    (tmp_path / "blitz.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    import_fide_list(tmp_path / "blitz.txt", "blitz", date(2026, 11, 1), tmp_path)
    p100 = next(p for p in desk.players.all() if p.name == "P100, X")
    desk.ratings.assign_ratings({p100.id: RatingChoice(RatingKind.FIDE, 2000, "fide-standard@2026-11-01")}, why="std")
    texts = [f.text for f in check_ratings(desk.state(), date(2026, 11, 28), tmp_path).findings]
    assert any(t.startswith("P100, X: 2000 stored, 1950 in the list (FIDE blitz") for t in texts), texts


def test_q133_a_list_without_its_month_is_a_warning_not_a_crash(desk: Desk, tmp_path: Path) -> None:
    """The older "Import FIDE rating list…" wrote no list date: the check stopped with ValueError."""
    from arbiter_desk.services.ratings.rating_list import import_rating_list

    _event(desk, "2026/11/28", "2026/12/03")
    import_rating_list(_list(tmp_path / "nov.txt", {"100": "2000"}), tmp_path / "fide_ratings.sqlite")
    report = check_ratings(desk.state(), date(2026, 11, 28), tmp_path)
    assert any("does not say its month" in w.text and w.level == 2 for w in report.warnings)
