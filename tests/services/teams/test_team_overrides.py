"""Changing a team round-pairing under C.04.2 (2026) art. 4.4: reason required, the engine's pairing
and the diff kept, C.04.6 art. 2.1 [C1]/[C2] refused, colours only noted (Preface, reading T22), journaled,
undone, exported with a note the team pairing checker names beside the differences."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.pairing.team.checker import check_team_event
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf.team_reader import load_team_trf, read_team_trf
from arbiter_desk.services import Desk, OverrideArticle
from arbiter_desk.services.event.errors import OverrideReasonError, RoundStateError
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.services.teams.team_override_checks import TeamLayout
from arbiter_desk.store.records import RoundState, SettingsRecord
from tests.services.conftest import validate_team_pairing
from tests.services.teams.test_team_desk import _finish

SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Club League", city="Turin", chief_arbiter="Ann Arbiter"),
    total_rounds=5,
    pairing_system="team",
    team_rules=TeamRules(),
)


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    d = Desk.create(tmp_path / "league.adesk", SETTINGS)
    for t in range(7):
        roster = [RosterPlayer(f"T{t + 1} Player {k + 1}", rating=2400 - 40 * t - 10 * k) for k in range(5)]
        d.teams.add_team(f"Team {t + 1:02d}", f"C{t + 1}", roster)
    yield d
    d.close()


def _published(desk: Desk, rounds_played: int) -> TeamLayout:
    """Rounds 1 … ``rounds_played`` complete, the next one paired and published; its layout."""
    for r in range(1, rounds_played + 1):
        desk.teams.pair_next_team_round()
        desk.teams.publish_team_round()
        _finish(desk, r)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    return desk.teams.team_layouts(rounds_played + 1)[1]


def _exchange(layout: TeamLayout) -> list[tuple[int, int]]:
    """Exchange the second teams of matches 1 and 2."""
    (a, b), (c, d), *rest = layout.matches
    return [(a, d), (c, b), *rest]


def test_a_change_needs_a_4_4_situation_and_a_reason_and_leaves_the_file_unchanged(desk: Desk) -> None:
    layout = _published(desk, 0)
    seq = desk.journal.journal_seq()
    with pytest.raises(OverrideReasonError, match=r"C\.04\.2 art\. 4\.4\.1-4\.4\.5"):
        desk.teams.override_team_pairing(1, _exchange(layout), layout.bye, "the captains asked", "friends")
    with pytest.raises(OverrideReasonError, match=r"4\.4\.5, not .*1\.9\.3"):  # individual rounds only
        desk.teams.override_team_pairing(1, _exchange(layout), layout.bye, OverrideArticle.NO_LEGAL_PAIRING, "x")
    with pytest.raises(OverrideReasonError, match="explain the change"):
        desk.teams.override_team_pairing(1, _exchange(layout), layout.bye, OverrideArticle.COMPETITION_RULES, "  ")
    assert desk.journal.journal_seq() == seq and desk.rounds.overrides() == []


def test_exchanged_teams_keep_their_lineups_and_the_engine_pairing_is_kept(desk: Desk) -> None:
    layout = _published(desk, 1)
    state = desk.teams.team_state()
    before = {m.first_team: [g.first_player for g in m.games] for m in state.matches_of(2)}
    before |= {m.second_team: [g.second_player for g in m.games] for m in state.matches_of(2)}
    new = _exchange(layout)
    changes = validate_team_pairing(desk, 2, new, layout.bye, "4.4.2", "regulations: clubs of one city apart")
    assert changes.label == "override round 2 (art. 4.4.2)"
    (override,) = desk.rounds.overrides(2)
    assert TeamLayout.from_stored(override.engine_pairing) == layout
    assert TeamLayout.from_stored(override.new_pairing) == TeamLayout(tuple(new), layout.bye)
    assert sum(line.startswith("removed: ") for line in override.diff) == 2
    assert sum(line.startswith("added: ") for line in override.diff) == 2
    state = desk.teams.team_state()
    assert desk.teams.team_layouts(2) == (layout, TeamLayout(tuple(new), layout.bye))
    for m in state.matches_of(2):
        assert [g.first_player for g in m.games] == before[m.first_team]
        assert [g.second_player for g in m.games] == before[m.second_team]
    view = desk.teams.team_round_view(2)
    assert [m.changed for m in view.matches] == [True, True] + [False] * (len(new) - 2)
    assert view.overrides == ("C.04.2 art. 4.4.2: regulations: clubs of one city apart",)
    assert view.matches[0].reason == "changed by the Chief Arbiter (art. 4.4.2)"
    entry = desk.journal.entries()[-1]
    assert entry.why == (
        "C.04.2 art. 4.4.2: regulations: clubs of one city apart; "
        "confirmed (level 4): Round 2 differs from the engine's pairing"
    )
    assert entry.who == "Ann Arbiter"
    # a second change is still compared with the engine's pairing
    validate_team_pairing(desk, 2, list(layout.matches), layout.bye, "4.4.2", "back to the engine")
    assert desk.rounds.overrides(2)[-1].diff == () and not any(m.changed for m in desk.teams.team_round_view(2).matches)


def test_swapped_colours_make_the_other_team_first_and_are_noted_against_art_4_3(desk: Desk) -> None:
    """C.04.6 art. 4: the first team has White on board 1; colours never refuse a pairing (Preface, T22)."""
    layout = _published(desk, 1)
    players = [(g.first_player, g.second_player) for g in desk.teams.team_state().matches_of(2)[0].games]
    a, b = layout.matches[0]
    changes = validate_team_pairing(desk, 2, [(b, a), *layout.matches[1:]], layout.bye, "4.4.2", "home match")
    names = {t.id: f"{t.name} ({t.tpn})" for t in desk.teams.team_state().teams}
    assert desk.rounds.overrides(2)[0].diff == (
        f"colours swapped: {names[b]} now has White on board 1 against {names[a]}",
    )
    (warning,) = changes.warnings
    assert warning.startswith(f"colours: {names[b]} has White on board 1; art. 4.3.") and "Preface" in warning
    match = desk.teams.team_state().matches_of(2)[0]
    assert (match.first_team, match.second_team) == (b, a)
    assert [(g.second_player, g.first_player) for g in match.games] == players  # the players stay on their boards


def test_rematch_refused_c1_but_a_match_not_played_does_not_count(desk: Desk) -> None:
    """C.04.6 art. 2.1.1 [C1]; only a match actually played counts (reading T3, C.04.2 art. 3.5)."""
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    round1 = desk.teams.team_layouts(1)[1]
    desk.teams.record_match_forfeit(1, 2, "--")  # match 2 of round 1: nobody came
    _finish(desk, 1)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    layout = desk.teams.team_layouts(2)[1]
    with pytest.raises(RuleViolationError, match=r"rematch: .* have already played each other \(C.04.6 art. 2.1.1"):
        desk.teams.override_team_pairing(2, *_with_pair(layout, round1.matches[0]), "4.4.2", "x")
    preview = desk.teams.team_override_preview(2, *_with_pair(layout, round1.matches[1]))
    assert not any("rematch" in r for r in preview.refusals)


def _with_pair(layout: TeamLayout, pair: tuple[int, int]) -> tuple[list[tuple[int, int]], int | None]:
    """``pair`` as match 1, the other teams two by two, the last one left with the PAB."""
    rest = [t for t in layout.teams if t not in pair]
    return [pair, *zip(rest[:-1:2], rest[1::2], strict=False)], rest[-1]


def test_the_pab_moves_only_to_a_team_that_may_have_it_c2(desk: Desk) -> None:
    """C.04.6 art. 2.1.2 [C2]: not to a team that already had the PAB (nor won a match by forfeit)."""
    round1 = _published(desk, 0)
    validate_team_pairing(desk, 1, round1.matches, round1.bye, "4.4.2", "nothing")  # no change is allowed too
    _finish(desk, 1)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    layout = desk.teams.team_layouts(2)[1]
    had_bye = round1.bye
    assert had_bye is not None and layout.bye is not None
    (index, match) = next((i, m) for i, m in enumerate(layout.matches) if had_bye in m)
    other = match[1] if match[0] == had_bye else match[0]
    swapped = [m if i != index else (other, layout.bye) for i, m in enumerate(layout.matches)]
    preview = desk.teams.team_override_preview(2, swapped, had_bye)
    assert any("may not receive the pairing-allocated bye" in r and "[C2]" in r for r in preview.refusals)
    with pytest.raises(RuleViolationError, match=r"\[C2\]"):
        desk.teams.override_team_pairing(2, swapped, had_bye, "4.4.2", "x")
    # the PAB to another team (who has not had one): allowed, and the diff names it
    swapped = [m if i != index else (had_bye, layout.bye) for i, m in enumerate(layout.matches)]
    validate_team_pairing(desk, 2, swapped, other, "4.4.5", "sudden illness of two players")
    assert desk.rounds.overrides(2)[0].diff[-1].startswith("pairing-allocated bye: ")
    assert desk.teams.team_layouts(2)[1].bye == other


def test_a_match_with_results_stays_and_keeps_them(desk: Desk) -> None:
    layout = _published(desk, 0)
    desk.teams.record_team_result(1, 1, 1, ResultCode.WIN)
    with pytest.raises(RuleViolationError, match=r"match 1 .* has results: clear them"):
        desk.teams.override_team_pairing(1, _exchange(layout), layout.bye, "4.4.2", "x")
    (a, b), (c, d), (e, f) = layout.matches
    validate_team_pairing(desk, 1, [(a, b), (f, e), (c, d)], layout.bye, "4.4.2", "swap two")
    assert desk.teams.team_state().matches_of(1)[0].games[0].has_result
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED


def test_a_changed_draft_stays_a_draft_until_publish_and_undo_redo_restore_it(desk: Desk) -> None:
    """Confirming the change keeps the changed draft; Publish publishes it."""
    desk.teams.pair_next_team_round()
    layout = desk.teams.team_layouts(1)[1]
    changes = validate_team_pairing(desk, 1, _exchange(layout), layout.bye, "4.4.2", "regulations")
    assert changes.label == "change the draft of round 1 (art. 4.4.2)"
    assert desk.rounds.all()[0].state is RoundState.DRAFT
    assert desk.teams.team_layouts(1)[1].matches == tuple(_exchange(layout))
    assert desk.teams.publish_team_round().label == "publish round 1 changed from the engine's draft (art. 4.4.2)"
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    assert desk.teams.team_layouts(1)[1].matches == tuple(_exchange(layout))
    desk.journal.undo()
    assert desk.rounds.all()[0].state is RoundState.DRAFT
    desk.journal.undo()
    assert desk.rounds.all()[0].state is RoundState.DRAFT and desk.rounds.overrides(1) == []
    assert desk.teams.team_layouts(1)[1] == layout
    desk.journal.redo()
    assert desk.teams.team_layouts(1)[1].matches == tuple(_exchange(layout)) and len(desk.rounds.overrides(1)) == 1


def test_a_team_left_out_is_recorded_absent(desk: Desk) -> None:
    layout = _published(desk, 0)
    (a, b), *rest = layout.matches
    changes = validate_team_pairing(desk, 1, rest, a, "4.4.5", "team b's bus broke down; a gets the bye")
    state = desk.teams.team_state()
    assert state.bye_of(1, b) == "Z" and state.bye_of(1, a) == "pab"
    assert any("not paired in round 1: recorded absent (240 Z" in w for w in changes.warnings)
    preview = desk.teams.team_override_preview(1, [(b, a), *rest], None)
    assert any("not to be paired in round 1 (240 Z)" in r for r in preview.refusals)


def test_export_keeps_the_change_the_checker_names_it_and_the_round_trip_is_lossless(
    desk: Desk, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    layout = _published(desk, 1)
    validate_team_pairing(desk, 2, _exchange(layout), layout.bye, "4.4.2", "clubs of one city\napart")
    _finish(desk, 2)
    desk.export_trf(tmp_path / "a.trf")
    text = (tmp_path / "a.trf").read_text(encoding="utf-8")
    assert "### override round 2 (C.04.2 art. 4.4.2): clubs of one city apart" in text.splitlines()
    (mpa,) = [line for line in text.splitlines() if line.startswith("### MPA @ Round 2: ")]  # VCL4THP.13 Q69
    assert mpa.endswith(" (art. 4.4.2: clubs of one city apart)") and " => " in mpa
    assert "override round 2 (art. 4.4.2) - C.04.2 art. 4.4.2: clubs of one city" in text  # the journal line
    event = load_team_trf(tmp_path / "a.trf")
    report = check_team_event(event)
    assert [c.is_ok for c in report.rounds] == [True, False]
    assert report.rounds[1].differences[-1] == (
        "overridden by the Chief Arbiter (C.04.2 art. 4.4.2): clubs of one city apart"
    )
    assert run(["check", "--system", "team", str(tmp_path / "a.trf")]) == 1
    assert "round 2: overridden by the Chief Arbiter (C.04.2 art. 4.4.2)" in capsys.readouterr().out
    again = Desk.import_trf(tmp_path / "b.adesk", tmp_path / "a.trf")
    again.export_trf(tmp_path / "b.trf")
    again.close()
    second = read_team_trf((tmp_path / "b.trf").read_bytes()).event
    assert second is not None
    assert second.comments[: len(event.comments)] == event.comments
    assert second.comments[len(event.comments) :][0].endswith("import Club League (7 teams)")
    data = [line for line in text.splitlines() if not line.startswith("###")]
    assert data == [line for line in (tmp_path / "b.trf").read_text().splitlines() if not line.startswith("###")]


def test_no_change_to_a_round_that_does_not_exist(desk: Desk) -> None:
    with pytest.raises(RoundStateError, match="no round 1"):
        desk.teams.override_team_pairing(1, [], None, "4.4.2", "x")


def test_preview_and_command_agree_on_random_changes(desk: Desk) -> None:
    """For random re-pairings of round 3: the preview refuses exactly what the command refuses; an accepted
    change stores exactly the proposed matches and PAB, and undo gives the engine's pairing back."""
    engine = _published(desk, 2)
    rng = random.Random(24)
    accepted = refused = 0
    for _ in range(12):
        teams = engine.teams[:]
        rng.shuffle(teams)
        matches = list(zip(teams[0:-1:2], teams[1:-1:2], strict=True))
        bye = teams[-1]
        preview = desk.teams.team_override_preview(3, matches, bye)
        try:
            validate_team_pairing(desk, 3, matches, bye, "4.4.2", "random")
        except RuleViolationError as error:
            assert preview.refusals and str(error) == "; ".join(preview.refusals)
            refused += 1
            continue
        assert not preview.refusals
        assert desk.teams.team_layouts(3) == (engine, TeamLayout(tuple(matches), bye))
        assert (
            desk.rounds.overrides(3)[-1].diff == preview.diff
            and desk.rounds.overrides(3)[-1].warnings == preview.warnings
        )
        desk.journal.undo()
        assert desk.teams.team_layouts(3)[1] == engine and desk.rounds.overrides(3) == []
        accepted += 1
    assert accepted and refused  # both kinds of case were met
