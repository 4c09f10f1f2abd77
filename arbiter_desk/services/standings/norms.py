"""Title norms at the desk (B.01, effective 1 January 2024; ``core.norms`` says what they are).

The event's norm inputs are one journaled setting; the norms after a round are read from the published
rounds, with the games drawn and not played yet (pairings as they stand) for "can still make one". In FIDE mode
the check is informative: nothing here changes a result, a pairing or a standing.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.norms import EventNorms, NormSettings, NormTitle, judge_event
from arbiter_desk.core.norms.event import Drawn
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.model import Document
from arbiter_desk.formats.documents.norms import it1_document, summary_document
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.snapshot import published_snapshot
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import RoundState

__all__ = ["NormCommands", "drawn_games", "event_norms"]


def drawn_games(state: TournamentState, after_round: int) -> dict[int, tuple[Drawn, ...]]:
    """Per pairing number, the published games without a result (a game of ``after_round`` or before still on,
    or a later round published ahead) and the later published rounds without a game (byes, absences)."""
    published = {int(r.number) for r in state.rounds if r.state is not RoundState.DRAFT}
    tpn = {p.id: int(p.tpn) for p in state.players}
    out: dict[int, list[Drawn]] = {}
    for board in state.boards:
        if int(board.round) not in published or board.has_any_result:
            continue
        out.setdefault(tpn[board.white], []).append((int(board.round), tpn[board.black]))
        out.setdefault(tpn[board.black], []).append((int(board.round), tpn[board.white]))
    for bye in state.byes:
        if int(bye.round) in published and bye.round > after_round:
            out.setdefault(tpn[bye.player], []).append((int(bye.round), None))
    for absence in state.absences:
        if int(absence.round) in published and absence.round > after_round:
            out.setdefault(tpn[absence.player], []).append((int(absence.round), None))
    return {k: tuple(sorted(v, key=lambda d: d[0])) for k, v in out.items()}


def completed_rounds(tournament: Tournament) -> int:
    """The last round with a recorded result (``standings_view`` has the same; importing it here would loop)."""
    return max((e.round for p in tournament.players for e in p.rounds), default=0)


def event_norms(state: TournamentState, after_round: int | None = None) -> EventNorms:
    """The norms after ``after_round`` (None: the last round with results). A team event is not judged (its
    snapshot is not built: the answer says why)."""
    settings = state.settings
    if settings.team_rules is not None:
        return judge_event(Tournament(), settings.norm_settings, "team", 0)
    snapshot = published_snapshot(state)
    last = completed_rounds(snapshot)
    after = last if after_round is None else min(after_round, last)
    return judge_event(
        snapshot, settings.norm_settings, settings.pairing_system, after, drawn_games(state, after), settings.long_event
    )


class NormCommands(DeskBase):
    def norm_settings(self) -> NormSettings:
        with self._store.read() as reader:
            return reader.settings().norm_settings

    def norms(self, after_round: int | None = None) -> EventNorms:
        """Who has made a norm and who can still make one after ``after_round`` (None: the last with results)."""
        return event_norms(self.state(), after_round)

    def norm_rounds(self) -> tuple[int, ...]:
        """The rounds the norms can be shown after: every round with a result, oldest first."""
        last = completed_rounds(published_snapshot(self.state()))
        return tuple(range(1, last + 1))

    def it1_document(self, tpn: int, title: NormTitle, after_round: int | None = None) -> Document:
        """The IT1 certificate of the norm ``title`` of player ``tpn`` (refused when no such norm was made)."""
        state = self.state()
        event = event_norms(state, after_round)
        found = [(p, n) for p, n in event.made if p.tpn == tpn and n.title is title]
        if not found:
            raise RuleViolationError(
                tr(
                    "player {tpn} has made no {title} norm after round {after_round}",
                    tpn=tpn,
                    title=title,
                    after_round=event.after_round,
                )
            )
        s = state.settings
        return it1_document(published_snapshot(state), event, found, s.norm_settings, s.pairing_system)

    def norms_summary_document(self, after_round: int | None = None) -> Document:
        """The event's norms for the tournament report (B.01 1.8–1.9)."""
        state = self.state()
        return summary_document(published_snapshot(state), event_norms(state, after_round))

    def set_norm_settings(self, settings: NormSettings) -> Changes:
        """The event's norm inputs (B.01 1.1.3, 1.4.3, 1.4.6 a, 0.43); a malformed field is refused by name."""
        checked = settings.checked()

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            writer.save_settings(replace(state.settings, norm_settings=checked))
            missing = len(checked.cannot_judge())
            outcome.label = "norm settings" + (f" ({missing} still to give)" if missing else " complete")

        return self._run("norm settings", body)
