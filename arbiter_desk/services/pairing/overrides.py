"""Changing a draft or published pairing (C.04.2 (2026) art. 4.4), with the engine's pairing, the new one and
the diff: the end of the manual-pairing phase (``manual_pairing``, VCL4THP.13 Q64–69).

A change needs one of the situations of art. 4.4.1–4.4.5 and a free-text explanation. The C.04.1 checks are
the pairing kit's (``core/pairing/common/baseline.py``); each break is a warning the arbiter confirms (level 3:
a rematch, art. 2; a prohibited pair, TRF 260; an ineligible pairing-allocated bye, art. 4; before the last
round a colour difference beyond ±2 or three same colours, art. 6–7), never a silent refusal: the Chief
Arbiter may pair by hand (Q64, Q66). A player paired twice, absent or withdrawn is still refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import Confirmed, WarningLevel, confirmed_note, english, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes, OverrideArticle
from arbiter_desk.services.event.errors import OverrideReasonError, RoundStateError
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.staleness import refuse_if_pairing_changed
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.board_order import ordered_layout
from arbiter_desk.services.pairing.manual_pairing import engine_found_none, pairing_warnings, players_of
from arbiter_desk.services.pairing.match_snapshot import has_two_game_rounds
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PairingLayout, PlayerId, RoundState


def current_layout(state: TournamentState, round_no: int) -> PairingLayout:
    byes = state.bye_of(round_no)
    return PairingLayout(tuple((b.white, b.black) for b in state.boards_of(round_no)), byes[0] if byes else None)


def layout_diff(
    state: TournamentState, old: PairingLayout, new: PairingLayout, on_screen: bool = False
) -> tuple[str, ...]:
    """What differs between two pairings of a round, one line per change (``on_screen``: each name isolated)."""
    name = state.screen_name if on_screen else state.name
    old_pairs = {frozenset(b): b for b in old.boards}
    new_pairs = {frozenset(b): b for b in new.boards}
    lines = [f"removed: {name(w)} - {name(b)}" for k, (w, b) in old_pairs.items() if k not in new_pairs]
    for key, (w, b) in new_pairs.items():
        if key not in old_pairs:
            lines.append(f"added: {name(w)} - {name(b)}")
        elif old_pairs[key] != (w, b):
            lines.append(f"colours swapped: {name(w)} now White against {name(b)}")
    if old.bye != new.bye:
        before = "none" if old.bye is None else name(old.bye)
        after = "none" if new.bye is None else name(new.bye)
        lines.append(f"pairing-allocated bye: {before} -> {after}")
    return tuple(lines)


class OverrideCommands(DeskBase):
    def override_pairing(
        self,
        round_no: int,
        boards: Sequence[tuple[PlayerId, PlayerId]],
        bye: PlayerId | None,
        article: OverrideArticle | str,
        reason: str,
        seen: PairingLayout | None = None,
        confirmed: Confirmed = frozenset(),
        keep_order: bool = False,
    ) -> Changes:
        """Replace the published pairing of ``round_no`` by ``boards`` (White, Black in board order) and ``bye``.

        The boards are sorted again by C.04.2 art. 3.6 (``board_order``) unless ``keep_order``: then the order
        given stays, a level-2 notice to confirm when it is not art. 3.6's (a round robin keeps its Berger order).

        A draft may be changed the same way before it is published: the change is checked, diffed against the
        engine's draft and journaled exactly as an override (the arbiter never posts a pairing that differs from
        the engine's without a 4.4 reason), and the round stays a draft — printed as a draft, shown to a second
        arbiter — until Publish.

        This is the manual-pairing phase's *Validate pairings* (``manual_pairing``): its level-2/3/4 warnings
        (rematch, prohibited pair, ineligible bye, colour limits, colours against the due, the difference from
        the engine's pairing; VCL4THP.13 Q66–69) must be in ``confirmed``, else ``NeedsConfirmation``.

        Boards kept unchanged keep their results; a changed board must not have a result yet. Participants
        left out are recorded absent (zero points); a late entry joins only under art. 4.4.4. ``seen``: the
        pairing the dialog started from (refused if another desk changed it meanwhile).
        """
        try:
            why = OverrideArticle(article)
        except ValueError:
            raise OverrideReasonError(
                tr(
                    "a published pairing changes only for a reason of C.04.2 art. 4.4.1-4.4.5, not {article}",
                    article=repr(article),
                )
            ) from None
        if not reason.strip():
            raise OverrideReasonError(tr("explain the change (C.04.2 art. 4.4: the Chief Arbiter's reason)"))
        layout = PairingLayout(tuple((PlayerId(w), PlayerId(b)) for w, b in boards), bye)

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> list[str]:
            was_draft = state.round(round_no).state is RoundState.DRAFT
            refuse_if_pairing_changed(writer.reader, round_no, seen, "open the override again")
            old = current_layout(state, round_no)
            earlier = [o for o in state.overrides if o.round == round_no]
            engine = earlier[0].engine_pairing if earlier else old
            _check_article(state, round_no, layout, why, engine)
            warnings = _check_players(writer, state, round_no, layout, why)
            for board in state.boards_of(round_no):
                if board.has_any_result and (board.white, board.black) not in layout.boards:
                    raise RoundStateError(
                        tr("board {board} already has a result: clear it before changing it", board=board.number)
                    )
            snapshot = build_snapshot(state, round_no)
            asked = pairing_warnings(state, snapshot, round_no, layout, engine)
            tpn_of = {p.id: int(p.tpn) for p in state.players}
            system = state.settings.pairing_system
            stored, order_notice = ordered_layout(layout, snapshot, tpn_of, round_no, system, keep_order)
            asked = [*asked, *order_notice]
            require_confirmed(asked, confirmed)
            warnings.extend(english(w.text) for w in asked if w.level < WarningLevel.TWO_STEP)  # stored as a record
            kept = {(b.white, b.black): b for b in state.boards_of(round_no)}
            writer.delete_boards(round_no)
            games = 2 if has_two_game_rounds(state.settings) else 1  # a Double-Swiss match (C.04.5 Preface)
            for number, (white, black) in enumerate(stored.boards, start=1):
                previous = kept.get((white, black))
                if previous is None:
                    writer.add_board(round_no, number, white, black, games=games)
                else:
                    writer.add_board(
                        round_no, number, white, black, previous.white_result, previous.black_result,
                        games=games, white_result2=previous.white_result2, black_result2=previous.black_result2,
                    )  # fmt: skip
            if layout.bye is not None:
                writer.add_pairing_bye(round_no, layout.bye)
            diff = layout_diff(state, engine, stored)
            writer.add_override(RoundNo(round_no), why.value, reason.strip(), engine, stored, diff, tuple(warnings))
            if not was_draft:
                complete = all(b.has_result for b in writer.reader.boards(round_no))
                writer.set_round_state(round_no, RoundState.COMPLETE if complete else RoundState.PUBLISHED)
            verb = "change the draft of round {0}" if was_draft else "override round {0}"
            outcome.label = f"{verb.format(round_no)} (art. {why.value})"
            note = confirmed_note(asked)
            outcome.why = f"C.04.2 art. {why.value}: {reason.strip()}" + (f"; {note}" if note else "")
            return warnings

        return self._run("override pairing", body)


def _check_article(
    state: TournamentState, round_no: int, layout: PairingLayout, why: OverrideArticle, engine: PairingLayout
) -> None:
    """Art. 1.9.3 only for a round the engine could not pair; such a round pairs every participant (Q63)."""
    if not engine_found_none(engine):
        if why is OverrideArticle.NO_LEGAL_PAIRING:
            raise OverrideReasonError(
                tr(
                    "the engine paired round {round}: art. 1.9.3 (no legal pairing) does not apply; choose a "
                    "situation of C.04.2 art. 4.4",
                    round=round_no,
                )
            )
        return
    seen = set(players_of(layout))
    missing = [
        state.name(p.id)
        for p in state.players
        if p.takes_part_in(round_no) and state.absence(p.id, round_no) is None and p.id not in seen
    ]
    if missing:
        raise InvalidInputError(
            tr(
                "round {round} is paired by hand (the engine found no legal pairing, C.04.3 art. 1.9.3): pair every "
                "participant; not paired yet: {names}",
                round=round_no,
                names=", ".join(missing),
            )
        )


def _check_players(
    writer: Writer, state: TournamentState, round_no: int, layout: PairingLayout, why: OverrideArticle
) -> list[str]:
    """Each participant once; nobody absent or withdrawn; late entries only under 4.4.4; the rest absent."""
    seen: list[PlayerId] = [p for board in layout.boards for p in board]
    if layout.bye is not None:
        seen.append(layout.bye)
    duplicates = sorted({p for p in seen if seen.count(p) > 1})
    if duplicates:
        raise InvalidInputError(
            tr("paired more than once: {names}", names=", ".join(state.name(p) for p in duplicates))
        )
    warnings = []
    for player_id in seen:
        player = state.player(player_id)
        if state.absence(player_id, round_no) is not None:
            raise RuleViolationError(
                tr("{name} is absent in round {round}", name=state.name(player_id), round=round_no)
            )
        if player.withdrawal_round is not None and round_no >= player.withdrawal_round:
            raise RuleViolationError(tr("{name} has withdrawn", name=state.name(player_id)))
        if player.entry_round > round_no:
            if why is not OverrideArticle.LATE_ENTRY:
                raise RuleViolationError(
                    tr(
                        "{name} enters in round {entry_round}; admitting a late entry to a published round is art. "
                        "4.4.4",
                        name=state.name(player_id),
                        entry_round=player.entry_round,
                    )
                )
            writer.update_player(replace(player, entry_round=round_no))
    for player in state.players:
        if player.takes_part_in(round_no) and state.absence(player.id, round_no) is None and player.id not in seen:
            writer.set_absence(player.id, round_no, ResultCode.ZERO_BYE)
            warnings.append(f"{state.name(player.id)} is not paired in round {round_no}: recorded absent (0)")
    return warnings
