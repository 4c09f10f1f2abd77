"""The manual-pairing phase of a round (FIDE approval checklist VCL4THP.13, digest §6: Q64–69).

The phase starts with *Edit pairings* (the pairing tab's button, or Tournament → Edit pairings…) and ends with
*Validate pairings*; it is the C.04.2 (2026) art. 4.4 change of a draft or published pairing. Validating asks,
through the warning framework (``core/warnings.py``), for:

- level 3 (Q66): a rematch (C.04.1 art. 2; played games only, C.04.2 art. 3.5), a prohibited pair (TRF 260), the
  pairing-allocated bye to a participant who may not receive it (C.04.1 art. 4), and — before the last round —
  a colour difference beyond ±2 (art. 6) or the same colour three times in a row (art. 7), played games only
  (C.04.2 art. 3.4). In the last round the colour limits are not warned: the Swiss systems relax them there;
- level 2 (Q67): both players of a board get the colour opposite to the one each is due (the colour preference
  of C.04.4.1 art. 1.6 / C.04.3 art. 1.7);
- level 4 (Q68–69): the round now differs from the engine's pairing; the warning lists the engine's pairing
  and the differences, and the export writes ``### MPA @ Round n: <engine> => <round> (art. …: reason)``
  (``core.integrity``'s line shape, TPNs, ``b`` + TPN for the pairing-allocated bye).

A changed draft stays a draft, printable as such, until Publish.

A round the engine could not pair (C.04.3 art. 1.9.3; Q63) has an empty engine pairing: its level-4 warning
and its ``### MPA`` line say that the engine found no legal pairing (``no engine pairing => …``).
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.pairing.common.baseline import BreakKind, basic_rule_breaks
from arbiter_desk.core.pairing.common.colour import colour_preference, played_colours
from arbiter_desk.core.pairing.round_robin.manual import check_proposed_round
from arbiter_desk.core.results import Colour
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.match_snapshot import has_two_game_rounds, match_rule_breaks
from arbiter_desk.store.records import OverrideRecord, PairingLayout, PlayerId


def layout_text(state: TournamentState, layout: PairingLayout) -> str:
    """``1-4 3-2 b5``: each board White-Black by TPN, then the pairing-allocated bye."""
    tpn = {p.id: p.tpn for p in state.players}
    parts = [f"{tpn[w]}-{tpn[b]}" for w, b in layout.boards]
    if layout.bye is not None:
        parts.append(f"b{tpn[layout.bye]}")
    return " ".join(parts) or "(no boards)"


NO_ENGINE_PAIRING = "no engine pairing"
"""The engine side of an ``### MPA`` line for a round the engine could not pair (C.04.3 art. 1.9.3)."""


def engine_found_none(engine: PairingLayout) -> bool:
    """The round was opened for pairing by hand because the engine found no legal pairing (an empty engine
    pairing: ``PairRound(by_hand=True)`` is the only way a round gets one)."""
    return not engine.boards and engine.bye is None


def engine_text(state: TournamentState, engine: PairingLayout) -> str:
    """The engine's pairing as ``layout_text`` gives it, or ``no engine pairing`` (art. 1.9.3)."""
    return NO_ENGINE_PAIRING if engine_found_none(engine) else layout_text(state, engine)


def pairing_warnings(
    state: TournamentState, snapshot: Tournament, round_no: int, layout: PairingLayout, engine: PairingLayout
) -> list[DeskWarning]:
    """Every warning of pairing ``round_no`` as ``layout`` by hand (Q66–69), highest level first."""
    tpn = {p.id: p.tpn for p in state.players}
    player = {p.tpn: p.id for p in state.players}
    boards = [(tpn[white], tpn[black]) for white, black in layout.boards]
    bye = None if layout.bye is None else tpn[layout.bye]
    differs = _differs_from_engine(state, round_no, layout, engine)
    if state.settings.pairing_system == ROUND_ROBIN:  # C.05: a pair meets once per cycle (Q100-102)
        return ([differs] if differs else []) + _round_robin_warnings(state, snapshot, round_no, boards)
    two_games = has_two_game_rounds(state.settings)
    breaks = (
        match_rule_breaks(snapshot, round_no, boards, bye)
        if two_games
        else basic_rule_breaks(snapshot, round_no, boards, bye)
    )
    total = state.settings.total_rounds
    last_round = total is not None and round_no >= total
    found: list[DeskWarning] = []
    for rule in breaks:
        names = [state.name(player[t]) for t in rule.players]
        subject = "-".join(str(t) for t in rule.players)
        if rule.kind is BreakKind.REMATCH:
            text = tr(
                "{first} and {second} have already played each other ({article}).",
                first=names[0],
                second=names[1],
                article=rule.article,
            )
            found.append(_level3("mpa.rematch", tr("Rematch"), text, subject))
        elif rule.kind is BreakKind.PROHIBITED:
            text = tr(
                "{first} and {second} may not meet in round {round} ({article}).",
                first=names[0],
                second=names[1],
                round=round_no,
                article=rule.article,
            )
            found.append(_level3("mpa.prohibited", tr("Prohibited pair"), text, subject))
        elif rule.kind is BreakKind.PAB:
            text = tr(
                "{player} may not receive the pairing-allocated bye: already scored a win without playing "
                "in round {round} ({article}).",
                player=names[0],
                round=rule.round,
                article=rule.article,
            )
            found.append(_level3("mpa.pab", tr("Pairing-allocated bye not allowed"), text, subject))
        elif last_round:
            continue
        elif rule.kind is BreakKind.COLOUR_DIFFERENCE:
            text = tr(
                "{player}: colour difference {difference} ({article}; before the last round).",
                player=names[0],
                difference=format(rule.value, "+d"),
                article=rule.article,
            )
            found.append(_level3("mpa.colour-difference", tr("Colour difference beyond 2"), text, subject))
        else:
            text = tr(
                "{player}: the same colour three times in a row ({article}; before the last round).",
                player=names[0],
                article=rule.article,
            )
            found.append(_level3("mpa.same-colour", tr("Same colour three times"), text, subject))
    if not two_games:
        found.extend(_both_against_due(state, snapshot, round_no, layout))
    return ([differs] if differs else []) + found


ROUND_ROBIN = "round-robin"
"""The registry name of the round robin, whose hand-made rounds are checked by cycle, not by the Swiss rules."""


def _round_robin_warnings(
    state: TournamentState, snapshot: Tournament, round_no: int, boards: list[tuple[PairingNumber, PairingNumber]]
) -> list[DeskWarning]:
    """Level 3 (Q100–102): a pair meeting twice in one cycle, three colours running off the Berger tables."""
    player = {p.tpn: p.id for p in state.players}
    found = []
    for problem in check_proposed_round(snapshot, round_no, boards):
        who = ", ".join(state.name(player[PairingNumber(t)]) for t in problem.players)
        subject = "-".join(str(t) for t in problem.players)
        code = "mpa.round-robin-cycle" if problem.refusal else "mpa.same-colour"
        title = tr("Pair met in this cycle") if problem.refusal else tr("Same colour three times")
        text = tr("{players}: {problem} ({rule}).", players=who, problem=problem.text, rule=problem.rule)
        found.append(_level3(code, title, text, subject))
    return found


def _level3(code: str, title: Text, text: Text, subject: str) -> DeskWarning:
    return DeskWarning(WarningLevel.CONFIRM, code, title, text, (66,), subject=subject)


def _both_against_due(
    state: TournamentState, snapshot: Tournament, round_no: int, layout: PairingLayout
) -> list[DeskWarning]:
    """Level 2 (Q67): a board where White is due Black and Black is due White."""
    by_tpn = snapshot.by_tpn
    tpn = {p.id: p.tpn for p in state.players}
    found = []
    for white, black in layout.boards:
        due = [colour_preference(played_colours(by_tpn[tpn[p]].entries_before(round_no))) for p in (white, black)]
        if (
            due[0] is not None
            and due[1] is not None
            and due[0].colour is Colour.BLACK
            and due[1].colour is Colour.WHITE
        ):
            text = tr(
                "{white} (due Black) has White and {black} (due White) has Black: "
                "both get the colour opposite to their due (C.04.1 art. 5).",
                white=state.name(white),
                black=state.name(black),
            )
            title = tr("Both colours against the due")
            found.append(
                DeskWarning(
                    WarningLevel.NOTICE, "mpa.against-due", title, text, (67,),
                    subject=f"{tpn[white]}-{tpn[black]}",
                )
            )  # fmt: skip
    return found


def _differs_from_engine(
    state: TournamentState, round_no: int, layout: PairingLayout, engine: PairingLayout
) -> DeskWarning | None:
    """Level 4 (Q68–69): the validated round is not the engine's pairing."""
    if _same(layout, engine):
        return None
    ours, theirs = layout_text(state, layout), engine_text(state, engine)
    mpa_line = f"### MPA @ Round {round_no}: {theirs} => {ours}"
    if engine_found_none(engine):
        return DeskWarning(
            WarningLevel.TWO_STEP,
            "mpa.differs",
            tr("Round {round} is paired by hand: the engine found no pairing", round=round_no),
            tr(
                "The engine found no legal pairing for round {round} (C.04.3 / C.04.4.1 art. 1.9.3: the Chief "
                "Arbiter decides what to do).\nThe pairing you validate:\n{boards}",
                round=round_no,
                boards=named_boards(state, layout, None),
            ),
            (63, 68, 69),
            tr(
                "Round {round} is paired by hand; the TRF file records '{line}'.",
                round=round_no,
                line=mpa_line,
            ),
            subject=f"{round_no}:{ours}",
            article=tr("C.04.3 / C.04.4.1 art. 1.9.3; the change of a pairing, C.04.2 art. 4.4"),
        )
    replaced = [board for board in engine.boards if board not in layout.boards]
    engine_side = "\n".join(
        f"    Board {engine.boards.index(board) + 1}: {_board_names(state, board)}" for board in replaced
    )
    if engine.bye is not None and engine.bye != layout.bye:
        engine_side += f"\n    Pairing-allocated bye: {state.screen_name(engine.bye)}"
    return DeskWarning(
        WarningLevel.TWO_STEP,
        "mpa.differs",
        tr("Round {round} differs from the engine's pairing", round=round_no),
        tr(
            "The pairing you validate (▶ marks a board the engine did not pair):\n{boards}"
            "\nThe engine's pairing had instead:\n{engine}",
            boards=named_boards(state, layout, engine),
            engine=engine_side.strip(chr(10)) or tr("    (the same games)"),
        ),
        (68, 69),
        tr(
            "Round {round} is paired by hand, not as the pairing rules give it; the TRF file records '{line}'.",
            round=round_no,
            line=mpa_line,
        ),
        subject=f"{round_no}:{ours}",
        article=tr("C.04.2 art. 4.4: a pairing is changed only in the situations it lists, and the change is recorded"),
    )


def named_boards(state: TournamentState, layout: PairingLayout, engine: PairingLayout | None) -> str:
    """One line per board, White – Black with names and pairing numbers, ``▶`` before a board (or bye) that is not
    in ``engine`` (None: no mark)."""
    lines = []
    for number, board in enumerate(layout.boards, start=1):
        mark = "▶ " if engine is not None and board not in engine.boards else "  "
        lines.append(f"  {mark}Board {number}: {_board_names(state, board)}")
    if layout.bye is not None:
        mark = "▶ " if engine is not None and layout.bye != engine.bye else "  "
        lines.append(f"  {mark}Pairing-allocated bye: {state.screen_name(layout.bye)}")
    return "\n".join(lines) or "  (no boards)"


def _board_names(state: TournamentState, board: tuple[PlayerId, PlayerId]) -> str:
    return f"{state.screen_name(board[0])} – {state.screen_name(board[1])}"


def _same(a: PairingLayout, b: PairingLayout) -> bool:
    """The same games with the same colours and the same bye; the board order does not count."""
    return set(a.boards) == set(b.boards) and a.bye == b.bye


def mpa_events(state: TournamentState) -> tuple[IntegrityEvent, ...]:
    """``### MPA`` lines (Q69): per round changed by hand, the engine's pairing and the round as it stands,
    with the article and reason of its latest change; none for a round changed back to the engine's."""
    by_round: dict[int, list[OverrideRecord]] = {}
    for record in state.overrides:
        by_round.setdefault(int(record.round), []).append(record)
    events = []
    for round_no, records in sorted(by_round.items()):
        engine = records[0].engine_pairing
        now = PairingLayout(
            tuple((b.white, b.black) for b in state.boards_of(round_no)),
            next(iter(state.bye_of(round_no)), None),
        )
        if _same(now, engine):
            continue
        latest = records[-1]
        detail = f"{engine_text(state, engine)} => {layout_text(state, now)} (art. {latest.article}: {latest.reason})"
        events.append(IntegrityEvent(EventKind.MPA, round_no, detail))
    return tuple(events)


def players_of(layout: PairingLayout) -> list[PlayerId]:
    return [p for board in layout.boards for p in board] + ([layout.bye] if layout.bye is not None else [])
