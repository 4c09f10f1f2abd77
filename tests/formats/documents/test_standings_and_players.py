"""Standings with tie-break columns and legend; player lists by TPN and by name."""

from __future__ import annotations

from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.documents import (
    Legend,
    Orientation,
    PlayerOrder,
    players_document,
    standings_document,
)
from arbiter_desk.formats.documents.common import name_key
from tests.formats.documents.sample import sample_tournament


def test_standings_rows_follow_compute_standings_with_a_column_per_tiebreak() -> None:
    t = sample_tournament()
    standings = compute_standings(t, "BH/C1,BH,SB,DE,WIN")
    doc = standings_document(t, "BH/C1,BH,SB,DE,WIN")
    table = doc.tables()[0]
    assert table.header == ("Rank", "No.", "Name", "Fed", "Rtg", "Pts", "BH/C1", "BH", "SB", "DE", "WIN")
    assert [row[1] for row in table.rows] == [str(r.tpn) for r in standings.rows]
    assert [row[5] for row in table.rows] == [points_text(r.points) for r in standings.rows]
    assert [row[6:] for row in table.rows] == [line[4:] for line in standings.table()[1:]]
    assert doc.title == "Standings after round 9"


def test_standings_legend_names_every_code() -> None:
    doc = standings_document(sample_tournament(), "BH/C1,SB/P,KS")
    legend = next(b for b in doc.blocks if isinstance(b, Legend))
    meanings = dict(legend.entries)
    assert meanings["BH/C1"] == "Buchholz, Cut-1"
    assert meanings["SB/P"].startswith("Sonneborn-Berger") and "forfeits as played" in meanings["SB/P"]
    assert "KS" in meanings


def test_intermediate_standings_after_round_4() -> None:
    doc = standings_document(sample_tournament(), after_round=4)
    assert doc.title == "Standings after round 4"
    assert "After round 4 of 9 · 2026/05/04" in doc.header_lines


def test_player_list_by_tpn_has_all_columns() -> None:
    t = sample_tournament()
    doc = players_document(t)
    table = doc.tables()[0]
    assert table.header == ("No.", "Title", "Name", "Rtg", "Fed", "FIDE id", "Born")
    assert [row[0] for row in table.rows] == [str(n) for n in range(1, 31)]
    second = table.rows[1]
    assert second[2] == "Żółć, Łukasz" and second[4] == "POL" and second[6] == "1990/01/02"
    assert doc.orientation is Orientation.PORTRAIT and doc.header_lines[1].startswith("30 players")


def test_alphabetical_player_list_ignores_case_and_accents() -> None:
    doc = players_document(sample_tournament(), PlayerOrder.NAME)
    names = [row[2] for row in doc.tables()[0].rows]
    assert names == sorted(names, key=name_key)
    # Ø is spelt o, Ż is z: Ørsted among the O names, Żółć last of all.
    assert names[-1] == "Żółć, Łukasz"
    assert names.index("Ørsted, Hans") < names.index("Öztürk, Çağla")


def test_name_key_is_locale_free() -> None:
    assert name_key("Żółć")[0] == "zolc"
    assert name_key("Ørsted")[0] == "orsted"
    assert name_key("Nguyễn  Văn")[0] == "nguyen van"
    assert name_key("Straße")[0] == "strasse"


def test_undefined_values_print_as_a_dash_never_zero() -> None:
    """Player 3 played no game over the board: ARO, TPR and AOB are undefined ("–")."""
    from tests.core.tiebreaks.crosstable import make_tournament

    t = make_tournament({1: "2w1 U", 2: "1b0 U", 3: "H Z"}, ratings={1: 2000, 2: 1900, 3: 1800})
    doc = standings_document(t, "ARO,TPR,AOB,BH")
    rows = {row[1]: row for row in doc.tables()[0].rows}
    assert rows["3"][6:9] == ("–", "–", "–")
    assert rows["1"][6] == "1900"
    assert rows["3"][-1] != "–"
