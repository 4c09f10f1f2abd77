"""Every visible word of the second set of dialogs goes through the catalogs: each dialog
built and shown under the pseudo-language, with data, and no word outside the ⟦…⟧ marks."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.norms import EventCategory
from arbiter_desk.core.prize_lists import CategoryKind
from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay, RatingMethod, TieOrder
from arbiter_desk.formats.documents.norms import VIEW_COLUMNS
from arbiter_desk.formats.national_list import FIELDS
from arbiter_desk.language import use
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.services.pairing.rounds_check import rounds_check_request, run_rounds_check
from arbiter_desk.services.ratings.event_ratings import RatingSettings
from arbiter_desk.services.ratings.rating_check import check_ratings
from arbiter_desk.services.ratings.rating_list import import_rating_list
from arbiter_desk.services.ratings.rating_lists import import_fide_list
from arbiter_desk.services.standings.prize_lists import PrizeCategory
from arbiter_desk.ui.common.background import BackgroundJob
from arbiter_desk.ui.fide_mode.fide_mode_view import show_fide_mode
from arbiter_desk.ui.guide.guide_help import RULE_LINKS_NAME
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.pairing.prohibited_pairs_dialog import ProhibitedPairsDialog
from arbiter_desk.ui.pairing.reentry_check import ReentryPanel
from arbiter_desk.ui.pairing.rounds_check_dialog import RoundsCheckDialog
from arbiter_desk.ui.ratings.pairing_ratings_dialog import PairingRatingsDialog
from arbiter_desk.ui.ratings.rating_check_dialog import RatingCheckDialog
from arbiter_desk.ui.ratings.rating_correction_dialog import RatingCorrectionDialog
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from arbiter_desk.ui.ratings.rating_settings_dialog import RatingSettingsDialog
from arbiter_desk.ui.ratings.rating_source_dialog import RatingSourceDialog
from arbiter_desk.ui.ratings.rating_update_dialog import RatingUpdateDialog
from arbiter_desk.ui.ratings.tournament_ratings_dialog import TournamentRatingsDialog
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.round_robins.round_robin_numbers_dialog import RoundRobinNumbersDialog
from arbiter_desk.ui.standings.norm_settings_dialog import NormSettingsDialog
from arbiter_desk.ui.standings.norms_dialog import NormsDialog
from arbiter_desk.ui.standings.prize_categories_dialog import PrizeCategoriesDialog
from arbiter_desk.ui.standings.tie_decision_dialog import TieDecisionDialog
from arbiter_desk.ui.venue.venue_server_dialog import VenueServerDialog
from tests.formats.rating_list_samples import txt_line
from tests.services.standings.norms_event import norms_desk
from tests.ui.desk_helpers import isolated_settings, session_on
from tests.ui.mnemonics import window_clashes
from tests.ui.pseudo_locale import leftover, pseudo_language, unmarked
from tests.ui.rating_list_fixtures import write_txt_list
from tests.ui.ratings.test_rating_screens import SINGLE
from tests.ui.round_fixtures import SETTINGS, new_desk, play

__all__ = ["pseudo_language"]


@pytest.fixture
def paired_desk(tmp_path: Path) -> Iterator[Desk]:
    """Round 3 paired and published after two played rounds (the override dialog's own fixture)."""
    desk = new_desk(tmp_path)
    play(desk, 2)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    yield desk
    desk.close()


def core_labels() -> set[str]:
    """The rating lists' and methods' names (and a national list's columns) that ``core`` and ``formats`` still
    make as plain English (another helper makes them Texts): shown through ``shown`` here, so they follow once
    they are Texts and this set is empty."""
    labels: set[object] = {m.label for m in RatingMethod} | {o.label for o in TieOrder}
    labels |= {ListRef(source, rate, effective).label for source in (FIDE, "GER") for rate in RateOfPlay
               for effective in (False, True)}  # fmt: skip
    labels |= {kind.label for kind in CategoryKind} | {category.label for category in EventCategory}
    labels |= set(FIELDS.values()) | set(VIEW_COLUMNS)  # a national list's columns, named by ``formats``
    return {label for label in labels if isinstance(label, str)}


def clean(widget: QWidget, *elsewhere: object) -> None:
    """No unmarked word under ``widget``; ``elsewhere``: the services' own messages it shows, which another helper
    makes Texts (left out while they are still plain English strings)."""
    leftovers = core_labels() | {text for text in elsewhere if isinstance(text, str)}
    found = [line for line in unmarked(widget) if not any(f"{label!r}" in line for label in leftovers)]
    found = [line for line in found if f"({RULE_LINKS_NAME})" not in line]  # the guide's links: ui.guide_help's
    assert found == [], "\n".join(found)


def shown_clean(qtbot: QtBot, widget: QWidget, *elsewhere: object) -> None:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    clean(widget, *elsewhere)


def single_list(path: Path, rows: dict[str, str]) -> Path:
    """A FIDE single list (standard, November 2026) of the given ids and ratings."""
    lines = [SINGLE] + [txt_line(SINGLE, ID_Number=i, Name="Αλφα, Βήτα", NOV26=r) for i, r in rows.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def unrated_desk(tmp_path: Path) -> Desk:
    """Two rated players and two unrated ones (names in Greek letters)."""
    desk = Desk.create(tmp_path / "ratings.adesk", SETTINGS)
    for i in range(2):
        desk.players.register_player(PlayerData(f"Αλφα {i + 1}, Βήτα", rating=2000 - 100 * i, fide_id=5000 + i))
    for name in ("Γάμμα, Δέλτα", "Εψιλον, Ζήτα"):
        desk.players.register_player(PlayerData(name))
    return desk


@pytest.mark.usefixtures("pseudo_language")
def test_the_override_dialog_speaks_the_language(qtbot: QtBot, paired_desk: Desk) -> None:
    """C.04.2 art. 4.4: the manual-pairing phase, edited (colours swapped) so the checks and the hint show."""
    dialog = OverrideDialog(session_on(paired_desk), 3)
    dialog.swap_colours(0)
    shown_clean(qtbot, dialog)
    dialog.reason_edit.setPlainText("Κανονισμός 9")
    clean(dialog)


@pytest.mark.usefixtures("pseudo_language")
def test_the_rating_list_import_speaks_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Import rating list: while reading, then the outcome with its Close button."""
    dialog = RatingListImportDialog(write_txt_list(tmp_path / "list.txt", 25), tmp_path / "ratings.sqlite")
    shown_clean(qtbot, dialog)
    with qtbot.waitSignal(dialog.worker.finished, timeout=10000):
        dialog.start()
    clean(dialog)


@pytest.mark.usefixtures("pseudo_language")
def test_the_rating_dialogs_speak_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Ratings and rating lists, Rating consistency check (with findings), Tournament ratings, Ratings for pairing
    (checklist Q123–146; C.04.4.1 art. 1.1.2)."""
    desk = unrated_desk(tmp_path)
    try:
        shown_clean(qtbot, RatingSettingsDialog(RatingSettings(), ["GER"], tie_order_locked=True))
        import_fide_list(single_list(tmp_path / "std.txt", {"5000": "2001"}), "standard", date(2026, 11, 1), tmp_path)
        check = RatingCheckDialog(check_ratings(desk.state(), date(2026, 11, 28), tmp_path))
        shown_clean(qtbot, check)
        ratings = TournamentRatingsDialog(desk.players.all(), RatingMethod.HBFN)
        shown_clean(qtbot, ratings)
        pairing = PairingRatingsDialog(session_on(desk))
        shown_clean(qtbot, pairing)
        pairing.fill_empty()  # nothing typed: the refusal names what to do
        clean(pairing)
    finally:
        desk.close()


@pytest.mark.usefixtures("pseudo_language")
def test_the_rating_list_sources_speak_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Import a rating list (a national CSV, its columns mapped) and Update rating lists (checklist Q117–136)."""
    csv_file = tmp_path / "dwz.csv"
    csv_file.write_text("Ονομα;FIDE;DWZ\nΑλφα, Βήτα;5000;2380\n", encoding="utf-8")
    source = RatingSourceDialog(csv_file, today=date(2026, 11, 28))
    shown_clean(qtbot, source)
    qtbot.waitUntil(lambda: not source.is_reading)
    clean(source)
    job = BackgroundJob(None)
    update = RatingUpdateDialog("https://example.invalid/lists", tmp_path, job)
    shown_clean(qtbot, update)
    update.url.setText("")
    update.start()  # no address: refused, said in the dialog
    clean(update)


@pytest.mark.usefixtures("pseudo_language")
def test_the_rating_correction_speaks_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Rating-report correction (C.04.2 art. 4.3) of a played board."""
    desk = new_desk(tmp_path)
    play(desk, 3)
    try:
        shown_clean(qtbot, RatingCorrectionDialog(session_on(desk), 1, 1))
    finally:
        desk.close()


@pytest.mark.usefixtures("pseudo_language")
def test_the_fide_lookup_speaks_the_language(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Find in FIDE list: without a list, then with one, found and not found."""
    monkeypatch.setattr(fide_lookup, "database_path", lambda: tmp_path / "none.sqlite")
    shown_clean(qtbot, fide_lookup.FideLookup())
    db = tmp_path / "ratings.sqlite"
    import_rating_list(write_txt_list(tmp_path / "list.txt", 5), db)
    monkeypatch.setattr(fide_lookup, "database_path", lambda: db)
    lookup = fide_lookup.FideLookup()
    shown_clean(qtbot, lookup)
    lookup.search("Andersen")
    clean(lookup)
    lookup.search("Ωμέγα")
    clean(lookup)


@pytest.mark.usefixtures("pseudo_language")
def test_the_tournament_dialogs_speak_the_language(qtbot: QtBot, paired_desk: Desk) -> None:
    """Prohibited pairs (TRF-2026 record 260), Prize categories, Decide a tie (checklist Q205, Q207), Pairing
    numbers by lot or by hand (C.05 Annex 1) and Check all rounds, each with data."""
    players = paired_desk.players.all()
    group = ProhibitedGroup((players[0].id, players[1].id), 2, None)
    prohibited = ProhibitedPairsDialog(lambda _groups: None, players, [group], 7)
    shown_clean(qtbot, prohibited)
    category = PrizeCategory("Κάτω από 2000", CategoryKind.RATING, None, 1999, "")
    prizes = PrizeCategoriesDialog(lambda _categories: None, [category])
    shown_clean(qtbot, prizes)
    prizes.low.setText("x")
    prizes._update(low="x")
    prizes.accept()  # refused: the error names the category and the field
    clean(prizes)
    tie = TieDecisionDialog([(1, "Αλφα, Βήτα"), (2, "Γάμμα, Δέλτα")])
    shown_clean(qtbot, tie)
    tie.method.setCurrentIndex(1)
    tie._accept_if_valid()  # no values typed: refused, naming the player
    clean(tie)
    numbers = RoundRobinNumbersDialog(players, lambda _seed: [p.id for p in reversed(players)], lambda: 7, 3)
    shown_clean(qtbot, numbers)
    numbers.draw_by_lot()
    clean(numbers)
    result = run_rounds_check(rounds_check_request(paired_desk), lambda _done, _total: True)
    assert result is not None
    shown_clean(qtbot, RoundsCheckDialog(result), result.summary)


@pytest.mark.usefixtures("pseudo_language")
def test_the_norms_dialogs_speak_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Norms (B.01) judged after the last round, a made norm selected, and Norm event inputs."""
    desk = norms_desk(tmp_path / "n.adesk")
    try:
        dialog = NormsDialog(session_on(desk))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(lambda: dialog.norms is not None and not dialog.is_busy, timeout=30000)
        clean(dialog)
        info = desk.settings.current().info
        inputs = NormSettingsDialog(desk.standings.norm_settings(), info.federation, "90+30")
        shown_clean(qtbot, inputs)
        inputs.host.setText("1")
        inputs._accept_if_valid()  # refused: the message names the field
        with pytest.raises(InvalidInputError) as refused:
            inputs.settings()
        clean(inputs, refused.value.args[0])
    finally:
        desk.close()


@pytest.mark.usefixtures("pseudo_language")
def test_the_venue_dialog_and_the_fide_mode_marker_speak_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Connect to a venue server (its refusal of a missing field) and the status bar's FIDE mode label."""
    venue = VenueServerDialog(isolated_settings(tmp_path))
    shown_clean(qtbot, venue)
    venue._accept()
    clean(venue)
    desk = new_desk(tmp_path)
    try:
        holder = QWidget()
        label = QLabel(holder)
        show_fide_mode(label, session_on(desk))
        shown_clean(qtbot, holder)
    finally:
        desk.close()


@pytest.mark.usefixtures("pseudo_language")
def test_the_re_entry_check_speaks_the_language(qtbot: QtBot, paired_desk: Desk) -> None:
    """The results' re-entry check: a second entry that differs is listed, and the question on ending."""
    tab = ResultsTab(session_on(paired_desk))
    qtbot.addWidget(tab)
    tab.show()
    tab.set_check_mode(True)
    panel = tab.findChild(ReentryPanel)
    assert panel is not None
    tab.model.checks[1] = GameResult.DRAW
    panel.refresh()
    clean(panel)
    question = panel.ending_question()
    assert question is not None and leftover(question) == [], question


@pytest.mark.parametrize("code", ["fr", "es", "de", "ru", "it", "ar"])
def test_each_dialog_has_one_mnemonic_per_letter_in_every_language(qtbot: QtBot, tmp_path: Path, code: str) -> None:
    """Alt+letter acts at once only when one widget of the window holds the letter (Qt's ambiguous shortcut
    otherwise cycles): each dialog of the set, shown in each language, has no two widgets on one letter."""
    use(code)
    try:
        desk = new_desk(tmp_path)
        events = norms_desk(tmp_path / "n.adesk")
        try:
            play(desk, 2)
            desk.rounds.pair_next_round()
            desk.rounds.publish_round()
            session, players = session_on(desk), desk.players.all()
            csv_file = tmp_path / "dwz.csv"
            csv_file.write_text("Ονομα;FIDE;DWZ\nΑλφα, Βήτα;5000;2380\n", encoding="utf-8")
            dialogs: list[QWidget] = [
                OverrideDialog(session, 3),
                RatingSettingsDialog(RatingSettings(), ["GER"]),
                RatingCorrectionDialog(session, 1, 1),
                RatingUpdateDialog("https://example.invalid/lists", tmp_path, BackgroundJob(None)),
                RatingSourceDialog(csv_file, today=date(2026, 11, 28)),
                PairingRatingsDialog(session),
                ProhibitedPairsDialog(lambda _groups: None, players, [], 7),
                PrizeCategoriesDialog(lambda _categories: None, []),
                TieDecisionDialog([(1, "Αλφα, Βήτα"), (2, "Γάμμα, Δέλτα")]),
                NormSettingsDialog(events.standings.norm_settings(), "FRA", "90+30"),
                NormsDialog(session_on(events)),
                RoundRobinNumbersDialog(players, lambda _seed: [p.id for p in players], lambda: 3),
                VenueServerDialog(isolated_settings(tmp_path)),
            ]
            clashes = []
            for dialog in dialogs:
                qtbot.addWidget(dialog)
                dialog.show()
                clashes += [f"{type(dialog).__name__}: {clash}" for clash in window_clashes(dialog)]
                dialog.close()
            assert clashes == [], "\n".join(clashes)
        finally:
            desk.close()
            events.close()
    finally:
        use("en")
