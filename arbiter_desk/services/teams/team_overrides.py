"""Changing a team round-pairing (C.04.2 (2026) art. 4.4), with the same guarantees as for individuals.

A change needs one of the situations of art. 4.4.1–4.4.5 and a written reason; it is checked
(``team_override_checks``), diffed against the engine's pairing, journaled (who, when, why) and undone like any
command; a draft changed this way stays a draft until Publish. The TRF export writes, besides the
journal, one note per change in force (``core/pairing/team/overrides.override_note``) which the pairing checker
reads back.

Readings (translated from boards to matches):

* A match kept as it was (same teams, same first team) keeps its line-ups and results; a match with results
  cannot change (clear them first). Swapping a match's colours makes the other team the first team (White on
  board 1, C.04.6 art. 4): every board's colours follow ``352``, the players stay on their boards.
* A team moved to another match takes its line-up of the round with it (a line-up is the team's, not the
  match's: line-up changes are not overrides, they stay in the line-up dialog); a team coming from the PAB
  lines up by default (the first B of its roster).
* A team left out of the changed pairing is recorded absent in the round (``240 Z``), as an individual is.
* Late entries (art. 4.4.4) of whole teams are not offered: teams are registered before round 1 (T25).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.team.overrides import override_note
from arbiter_desk.core.teams import TeamTournament
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed, confirmed_note, require_confirmed
from arbiter_desk.formats.files import write_text_atomically
from arbiter_desk.formats.trf.team_writer import write_team_trf
from arbiter_desk.services.event.audit import audit_lines
from arbiter_desk.services.event.data import Changes, OverrideArticle
from arbiter_desk.services.event.errors import OverrideReasonError, RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed
from arbiter_desk.services.fide_mode.mode import fide_comments
from arbiter_desk.services.teams.team_manual_pairing import team_differs_warning, team_mpa_events
from arbiter_desk.services.teams.team_override_checks import (
    TeamChangeContext,
    TeamLayout,
    TeamOverridePreview,
    current_team_layout,
    engine_team_layout,
    preview_team_change,
    team_checks,
    team_layout_diff,
)
from arbiter_desk.services.teams.team_rounds import TeamRoundCommands, _unoccupied, default_lineup
from arbiter_desk.services.teams.team_state import TeamEventState, build_team_snapshot
from arbiter_desk.services.teams.team_view import TeamRoundView
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, RoundState
from arbiter_desk.store.team_tables import TeamGameRecord, TeamMatchRecord, TeamWriter, round_is_complete


def _article(article: OverrideArticle | str, reason: str) -> OverrideArticle:
    try:
        why = OverrideArticle(article)
        if why is OverrideArticle.NO_LEGAL_PAIRING:  # a team round is never opened empty (art. 1.9.3 is individual)
            raise ValueError(article)
    except ValueError:
        raise OverrideReasonError(
            tr(
                "a published pairing changes only for a reason of C.04.2 art. 4.4.1-4.4.5, not {article}",
                article=repr(article),
            )
        ) from None
    if not reason.strip():
        raise OverrideReasonError(tr("explain the change (C.04.2 art. 4.4: the Chief Arbiter's reason)"))
    return why


def _new_games(
    state: TeamEventState, round_no: int, first: int, second: int, existing: Sequence[TeamMatchRecord]
) -> tuple[str, tuple[TeamGameRecord, ...]]:
    """(forfeit, boards) of the match ``first`` – ``second`` in the changed round (see the module's readings)."""
    for m in existing:
        if (m.first_team, m.second_team) == (first, second):
            return m.forfeit, m.games
        if (m.first_team, m.second_team) == (second, first):
            return "", tuple(_unoccupied(TeamGameRecord(g.board, g.second_player, g.first_player)) for g in m.games)
    boards = state.rules.boards

    def lineup(team_id: int) -> list[PlayerId | None]:
        for m in existing:
            if team_id in (m.first_team, m.second_team):
                return [g.first_player if team_id == m.first_team else g.second_player for g in m.games]
        return default_lineup(state.team(team_id).members, boards)

    pairs = zip(lineup(first), lineup(second), strict=True)
    return "", tuple(_unoccupied(TeamGameRecord(k, a, b)) for k, (a, b) in enumerate(pairs, start=1))


class TeamOverrideCommands(TeamRoundCommands):
    """Art. 4.4 changes of a team round, their preview, the round view marking them, the export keeping them."""

    def team_change_context(self, round_no: int) -> TeamChangeContext:
        """What changes of ``round_no`` are checked against, read once (the override dialog keeps it)."""
        with self._store.read() as reader:
            state = TeamEventState.load(reader)
            overrides = reader.overrides(round_no)
        return TeamChangeContext.build(state, overrides, round_no)

    def team_override_preview(
        self, round_no: int, matches: Sequence[tuple[int, int]], bye: int | None
    ) -> TeamOverridePreview:
        """Diff, refusals and warnings of replacing the pairing of ``round_no`` (nothing is stored)."""
        return preview_team_change(self.team_change_context(round_no), TeamLayout(tuple(matches), bye))

    def team_layouts(self, round_no: int) -> tuple[TeamLayout, TeamLayout]:
        """(the engine's pairing, the pairing as it stands) of ``round_no``, by team id."""
        with self._store.read() as reader:
            state = TeamEventState.load(reader, round_no)
            overrides = reader.overrides(round_no)
        return engine_team_layout(state, overrides, round_no), current_team_layout(state, round_no)

    def override_team_pairing(
        self,
        round_no: int,
        matches: Sequence[tuple[int, int]],
        bye: int | None,
        article: OverrideArticle | str,
        reason: str,
        seen: TeamLayout | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Replace the pairing of ``round_no`` by ``matches`` ((first team, second team) ids in order) and the
        PAB ``bye``; a changed draft stays a draft until Publish, as for individuals. ``seen``: the pairing
        the dialog started from (refused if another desk changed it meanwhile). Validating a pairing
        other than the engine's needs its level-4 warning in ``confirmed`` (``team_manual_pairing``, Q68–69)."""
        why = _article(article, reason)
        layout = TeamLayout(tuple((int(a), int(b)) for a, b in matches), bye)

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> list[str]:
            rnd = next((r for r in state.rounds if r.number == round_no), None)
            if rnd is None:
                raise RoundStateError(tr("there is no round {round}", round=round_no))
            refuse_if_changed(
                writer.reader,
                f"the pairing of round {round_no}",
                None if seen is None else Seen(seen),
                current_team_layout(state, round_no),
                lambda c: c.table in ("team_matches", "team_byes") and c.value("round_no") == round_no,
                "open the override again",
            )
            context = TeamChangeContext.build(state, writer.reader.overrides(round_no), round_no)
            refusals, warnings = team_checks(context, layout)
            if refusals:
                raise RuleViolationError("; ".join(refusals))
            engine = context.engine
            asked = team_differs_warning(state, round_no, layout, engine)
            require_confirmed(asked, confirmed)
            existing = state.matches_of(round_no)
            paired_now = set(current_team_layout(state, round_no).teams)
            tw = TeamWriter(writer)
            tw.delete_round_matches(round_no)
            for number, (first, second) in enumerate(layout.matches, start=1):
                forfeit, games = _new_games(state, round_no, first, second, existing)
                tw.add_match(TeamMatchRecord(round_no, number, first, second, forfeit, games))
            if layout.bye is not None:
                tw.set_bye(round_no, layout.bye, "pab")
            for team_id in paired_now - set(layout.teams):
                tw.set_bye(round_no, team_id, "Z")
            diff = team_layout_diff(state, engine, layout)
            writer.add_override(
                RoundNo(round_no), why.value, reason.strip(), engine.stored(), layout.stored(), diff, tuple(warnings)
            )
            writer.session.flush()
            was_draft = rnd.state is RoundState.DRAFT
            if not was_draft:
                complete = round_is_complete(writer.reader, round_no) and bool(layout.matches)
                writer.set_round_state(round_no, RoundState.COMPLETE if complete else RoundState.PUBLISHED)
            verb = "change the draft of round {0}" if was_draft else "override round {0}"
            outcome.label = f"{verb.format(round_no)} (art. {why.value})"
            note = confirmed_note(asked)
            outcome.why = f"C.04.2 art. {why.value}: {reason.strip()}" + (f"; {note}" if note else "")
            return warnings

        return self._team_run("override pairing", body)

    # --- what the views and the export show ----------------------------------------------------

    def team_round_view(self, round_no: int) -> TeamRoundView:
        """The round as ``TeamRoundCommands`` shows it, with the matches that differ from the engine's marked
        and the reasons of the round's changes (art. 4.4)."""
        view = super().team_round_view(round_no)
        with self._store.read() as reader:
            overrides = reader.overrides(round_no)
            state = TeamEventState.load(reader, round_no)
        if not overrides:
            return view
        engine = set(TeamLayout.from_stored(overrides[0].engine_pairing).matches)
        now = {m.number: (m.first_team, m.second_team) for m in state.matches_of(round_no)}
        note = "; ".join(f"art. {o.article}" for o in overrides)
        matches = tuple(
            replace(m, changed=True, reason=f"changed by the Chief Arbiter ({note})")
            if now.get(m.number) not in engine
            else m
            for m in view.matches
        )
        reasons = tuple(f"C.04.2 art. {o.article}: {o.reason}" for o in overrides)
        return replace(view, matches=matches, overrides=reasons)

    def team_export_snapshot(self) -> TeamTournament:
        """The event to export: its comments, a note per art. 4.4 change in force, then the journal."""
        with self._store.read() as reader:
            state = TeamEventState.load(reader)
            overrides = reader.overrides()
            notes = tuple(override_note(o.round, o.article, o.reason) for o in overrides)
            journal = reader.journal()
        event = build_team_snapshot(state)
        mpa = tuple(e.to_comment() for e in team_mpa_events(state, overrides))
        events = (*fide_comments(state.settings), *mpa)
        return replace(event, comments=(*event.comments, *notes, *events, *audit_lines(journal)))

    def export_team_trf(self, path: Path) -> None:
        """TRF-2026 with the team records and the audit trail as ``###`` lines, written atomically."""
        write_text_atomically(Path(path), write_team_trf(self.team_export_snapshot()), protect=(self.path,))
