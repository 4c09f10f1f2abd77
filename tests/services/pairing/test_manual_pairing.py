"""The manual-pairing phase's warnings and its ``### MPA`` line (VCL4THP.13 digest §6: Q65–69)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.integrity import EventKind, events_in
from arbiter_desk.core.warnings import DeskWarning, WarningLevel, english
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult, OverrideArticle
from arbiter_desk.services.event.data import RoundState
from tests.services.conftest import SETTINGS, finish_round, override_warnings, register, validate_pairing
from tests.services.fakes import FakeSystem

RULES = OverrideArticle.COMPETITION_RULES


def _play(desk: Desk, rounds: list[list[tuple[int, int]]]) -> None:
    """Pair each round, replace it by the given boards (confirming), publish and draw every game."""
    for round_no, boards in enumerate(rounds, start=1):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        validate_pairing(desk, round_no, boards, None, RULES, "set up")
        finish_round(desk, round_no, GameResult.DRAW)


def test_validating_a_pairing_other_than_the_engines_is_level_4_with_the_engines_pairing_q68_q69(
    desk: Desk,
) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    asked = override_warnings(desk, 1, [(ids[0], ids[2]), (ids[1], ids[3])], None, RULES, "clubmates")
    (differs,) = [w for w in asked if w.code == "mpa.differs"]
    assert differs.level is WarningLevel.TWO_STEP and differs.questions == (68, 69)
    assert "### MPA @ Round 1: 1-2 4-3 => 1-3 2-4" in english(differs.consequences)


def test_the_level_4_warning_names_the_players_marks_the_changed_boards_and_cites_the_article(desk: Desk) -> None:
    """The warning listed both pairings as bare numbers ("1-2 4-3") and ended with "checklist Q68, Q69";
    it now shows names, marks each board the engine did not pair, lists the engine's boards replaced, and names
    C.04.2 art. 4.4 (the checklist numbers stay with the warning, not in the arbiter's text)."""
    from arbiter_desk.ui.fide_mode.warning_dialog import warnings_text

    ids = register(desk, 6)
    desk.rounds.pair_next_round()
    engine = [(b.white, b.black) for b in desk.rounds.boards(1)]
    (w1, b1), (w2, b2), kept = engine
    asked = override_warnings(desk, 1, [(w1, w2), (b1, b2), kept], None, RULES, "clubmates")
    (differs,) = [w for w in asked if w.code == "mpa.differs"]
    name = {p.id: f"{p.name} (#{p.tpn})" for p in desk.players.all()}
    lines = english(differs.text).splitlines()
    assert f"  ▶ Board 1: {name[w1]} – {name[w2]}" in lines
    assert f"  ▶ Board 2: {name[b1]} – {name[b2]}" in lines
    assert f"    Board 3: {name[kept[0]]} – {name[kept[1]]}" in lines  # unchanged: no mark
    assert f"    Board 1: {name[w1]} – {name[b1]}" in lines  # the engine's board replaced
    shown = warnings_text([differs])
    assert "Rule: C.04.2 art. 4.4" in shown and "checklist" not in shown
    assert differs.questions == (68, 69)
    assert ids


def test_the_engines_own_pairing_needs_no_confirmation_q68(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    engine = [(b.white, b.black) for b in desk.rounds.boards(1)]
    assert engine == [(ids[0], ids[1]), (ids[3], ids[2])]
    reordered = list(reversed(engine))  # the board order is not a difference
    desk.rounds.override_pairing(1, reordered, None, RULES, "board order")  # no NeedsConfirmation
    assert desk.rounds.all()[0].state is RoundState.DRAFT


def _same_colour_warnings(desk: Desk) -> list[DeskWarning]:
    a, b, c, d = register(desk, 4)
    _play(desk, [[(a, b), (d, c)], [(a, c), (b, d)]])
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    return [w for w in override_warnings(desk, 3, [(a, d), (c, b)], None, RULES, "t") if w.code == "mpa.same-colour"]


def test_colour_limits_are_level_3_before_the_last_round_q66(desk: Desk) -> None:
    same = _same_colour_warnings(desk)  # round 3 of 7
    assert [w.level for w in same] == [WarningLevel.CONFIRM] and "#1" in english(same[0].text)


def test_colour_limits_are_not_warned_in_the_last_round_q66(tmp_path: Path, fake: FakeSystem) -> None:
    desk = Desk.create(tmp_path / "three.adesk", replace(SETTINGS, total_rounds=3), systems=lambda _name: fake)
    assert _same_colour_warnings(desk) == []
    desk.close()


def test_both_colours_against_the_due_is_a_level_2_notice_q67(desk: Desk) -> None:
    a, b, c, d = register(desk, 4)
    _play(desk, [[(a, b), (c, d)]])  # a and c are due Black, b and d are due White
    desk.rounds.pair_next_round()
    asked = override_warnings(desk, 2, [(a, d), (c, b)], None, RULES, "test")
    notices = [w for w in asked if w.code == "mpa.against-due"]
    assert [w.level for w in notices] == [WarningLevel.NOTICE, WarningLevel.NOTICE]
    assert "(due Black) has White" in english(notices[0].text) and notices[0].questions == (67,)
    asked = override_warnings(desk, 2, [(d, a), (b, c)], None, RULES, "test")
    assert not [w for w in asked if w.code == "mpa.against-due"]


def test_a_changed_draft_is_kept_as_a_draft_and_written_as_one_mpa_line_q69(desk: Desk, tmp_path: Path) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    validate_pairing(desk, 1, [(ids[0], ids[2]), (ids[1], ids[3])], None, "4.4.2", "clubmates apart")
    validate_pairing(desk, 1, [(ids[2], ids[0]), (ids[1], ids[3])], None, "4.4.2", "colours by lot")
    assert desk.rounds.all()[0].state is RoundState.DRAFT  # published only by Publish
    desk.export_trf(tmp_path / "mpa.trf")
    (event,) = [e for e in events_in(load_trf(tmp_path / "mpa.trf").comments) if e.kind is EventKind.MPA]
    assert event.round == 1
    assert event.detail == "1-2 4-3 => 3-1 2-4 (art. 4.4.2: colours by lot)"
    validate_pairing(desk, 1, [(ids[0], ids[1]), (ids[3], ids[2])], None, "4.4.2", "back to the engine's")
    desk.export_trf(tmp_path / "back.trf")
    assert not [e for e in events_in(load_trf(tmp_path / "back.trf").comments) if e.kind is EventKind.MPA]
