"""Writing a team event as TRF-2026 (``shared/formats/team-swiss-trf.md``; reading T1).

Header lines, ``142 152 192 352 362``, the ``001`` lines (by start rank), ``310`` (by team number), ``240``
(by round, then type), ``320``, ``330`` (by round), ``300`` only for a line-up that is not the ``310`` order,
then the comments as ``###`` lines (the audit trail, as for individuals).
Every board of a match names the opposing player and the scheduled colour, forfeited or not; a team without a
match writes ``0000 - -`` for its players. What is written reads back to the same event.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.teams import RoundKind, Team, TeamRound, TeamTournament
from arbiter_desk.formats.trf.columns import LineBuilder
from arbiter_desk.formats.trf.writer import player_record

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_INFO = (
    ("012", "name"),
    ("022", "city"),
    ("032", "federation"),
    ("042", "start_date"),
    ("052", "end_date"),
    ("092", "tournament_type"),
    ("102", "chief_arbiter"),
    ("122", "time_control"),
)


def _points(value: Decimal, width: int) -> str:
    return f"{float(value):{width}.1f}"


def write_team_trf(event: TeamTournament) -> str:
    """The TRF-2026 text of ``event`` ("\\n" line ends)."""
    rules = event.rules
    lines = [f"{code} {getattr(event.info, name)}" for code, name in _INFO if getattr(event.info, name)]
    lines.append(f"062 {len(event.players)}")
    lines.append(f"082 {len(event.teams)}")
    if rules.total_rounds is not None:
        lines.append(f"142 {rules.total_rounds}")
    lines.append(f"152 {'B' if rules.initial_colour is Colour.BLACK else 'W'}")
    lines.append(f"192 {rules.type_code}")
    lines.append("352 " + "".join("W" if c is Colour.WHITE else "B" for c in rules.board_colours))
    mp = rules.match_points
    lines.append(
        LineBuilder("362")
        .put(5, "TW")
        .put(7, _points(mp.win, 4))
        .put(14, "TD")
        .put(16, _points(mp.draw, 4))
        .put(23, "TL")
        .put(25, _points(mp.loss, 4))
        .text()
    )
    lines += _player_lines(event)
    ranked = sorted(event.teams, key=lambda t: (-t.match_points(), -t.game_points(), t.tpn))
    rank = {t.tpn: i for i, t in enumerate(ranked, start=1)}
    lines += [_team_line(t, rank[t.tpn]) for t in event.teams]
    lines += _byes(event)
    lines.append(_pab_line(event))
    lines += _forfeit_lines(event)
    lines += _lineup_lines(event)
    lines += [f"### {part}" for comment in event.comments for part in _LINE_BREAK.split(comment)]
    return "\n".join(lines) + "\n"


def _player_lines(event: TeamTournament) -> list[str]:
    entries: dict[int, list[RoundEntry]] = defaultdict(list)
    for team in event.teams:
        for r in team.rounds:
            on_board = {b.player: b for b in r.boards if b.player is not None} if r.kind is RoundKind.MATCH else {}
            for p in team.players:
                b = on_board.get(p)
                if b is None:
                    # ``0000 - -`` (the reader takes it as no game)
                    entry = RoundEntry(RoundNo(r.round), None, Colour.NONE, ResultCode.FORFEIT_LOSS)
                elif b.opponent is None:  # the sample's style: ``0000 - +`` (board left unoccupied) or ``0000 - -``
                    result = ResultCode.FORFEIT_WIN if b.points else ResultCode.FORFEIT_LOSS
                    entry = RoundEntry(RoundNo(r.round), None, Colour.NONE, result)
                else:
                    entry = RoundEntry(RoundNo(r.round), PairingNumber(b.opponent), b.colour, b.result)
                entries[p].append(entry)
    out = []
    for player in sorted(event.players, key=lambda p: p.tpn):
        rounds = tuple(sorted(entries.get(player.tpn, []), key=lambda e: e.round))
        points = sum((_own_points(e) for e in rounds), ZERO)
        out.append(player_record(replace(player, rounds=rounds), points, None))
    return out


def _own_points(e: RoundEntry) -> Decimal:
    if e.result in (ResultCode.WIN, ResultCode.WIN_UNRATED, ResultCode.FORFEIT_WIN):
        return Decimal(1)
    if e.result in (ResultCode.DRAW, ResultCode.DRAW_UNRATED):
        return Decimal("0.5")
    return ZERO


def _team_line(team: Team, rank: int) -> str:
    line = (
        LineBuilder("310")
        .put(5, str(team.tpn), 3, right=True)
        .put(9, team.name[:32], 32)
        .put(42, team.nickname[:5], 5)
        .put(48, str(team.strength), 6, right=True)
        .put(55, _points(team.match_points(), 6))
        .put(62, _points(team.game_points(), 6))
        .put(69, str(rank), 3, right=True)
    )
    for k, p in enumerate(team.players):
        line.put(74 + 5 * k, str(p), 4, right=True)
    return line.text()


def _byes(event: TeamTournament) -> list[str]:
    byes: dict[tuple[int, str], list[int]] = defaultdict(list)
    for team in event.teams:
        for r in team.rounds:
            if r.kind in (RoundKind.ABSENT, RoundKind.HALF_BYE, RoundKind.FULL_BYE):
                byes[(r.round, r.kind.value)].append(team.tpn)
    out = []
    for (rnd, kind), tpns in sorted(byes.items()):
        line = LineBuilder("240").put(5, kind).put(7, str(rnd), 3, right=True)
        for k, t in enumerate(sorted(tpns)):
            line.put(11 + 5 * k, str(t), 4, right=True)
        out.append(line.text())
    return out


def _pab_line(event: TeamTournament) -> str:
    mp, gp = event.rules.pab_points
    line = LineBuilder("320").put(5, _points(mp, 4)).put(10, _points(gp, 4))
    for team in event.teams:
        for r in team.rounds:
            if r.kind is RoundKind.PAB:
                line.put(15 + 4 * (r.round - 1), str(team.tpn), 3, right=True)
    return line.text()


def _forfeit_lines(event: TeamTournament) -> list[str]:
    found: list[tuple[int, int, int, str]] = []
    for team in event.teams:
        for r in team.rounds:
            if r.kind is RoundKind.MATCH and r.colour is Colour.WHITE and r.opponent is not None and not r.played:
                code = _forfeit_code(r)
                if code is not None:
                    found.append((r.round, team.tpn, r.opponent, code))
    return [
        LineBuilder("330")
        .put(5, code)
        .put(8, str(rnd), 3, right=True)
        .put(12, str(w), 3, right=True)
        .put(16, str(b), 3, right=True)
        .text()
        for rnd, w, b, code in sorted(found)
    ]


def _forfeit_code(r: TeamRound) -> str | None:
    """Section 4: ``+-`` the White team won, ``-+`` the other, ``--`` both lost; None for a match not played
    that is drawn on game points (forfeits on both sides, e.g. 1–1, T4): 330 has no code for a draw and ``--``
    would read back as lost by both, so no 330 is written — the 001 blocks give the draw (section 5.6)."""
    if r.forfeit_record:
        return r.forfeit_record
    if r.result.value == "W":
        return "+-"
    if r.opponent_game_points > r.game_points:
        return "-+"
    if r.game_points > 0:
        return None
    return "--"


def _lineup_lines(event: TeamTournament) -> list[str]:
    """Record 300 for a line-up that reading the 001 lines in 310 order would not give back."""
    out = []
    for team in event.teams:
        for r in team.rounds:
            if r.kind is not RoundKind.MATCH or not r.boards or r.opponent is None:
                continue
            lineup = [b.player for b in r.boards]
            # What the reader takes from the 001 lines: players naming an opponent, or ``0000 - +``.
            read_back = {b.player for b in r.boards if b.opponent is not None or b.points}
            default = [p for p in team.players if p in read_back]
            if lineup == default:
                continue
            line = LineBuilder("300").put(5, str(r.round), 3, right=True).put(9, str(team.tpn), 3, right=True)
            line.put(13, str(r.opponent), 3, right=True)
            for k, p in enumerate(lineup):
                line.put(17 + 5 * k, str(p or 0), 4, right=True)
            out.append(line.text())
    return out
