"""The chief arbiter's norm papers (B.01, effective 1 January 2024, art. 1.8–1.9): one certificate of a title
result per norm, laid out after FIDE's IT1 form, and the summary of the event's norms sent with the tournament
report. FIDE's forms: always in English.

The IT1 gives the player, the event (name, place, host federation, dates, rounds, system, rate of play, rating
list), the opponents of the counting games with title, federation and rating (the floor marked), the games left
out and why, the figures (games, points, Ra, p, dp, Rp), the title and federation mix, each requirement with its
article, and the lines the chief arbiter and the federation's rating officer sign.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.norms import EventNorms, NormSettings, PlayerNorms, TitleNorm
from arbiter_desk.core.norms.event import NormStatus
from arbiter_desk.core.norms.regulations import THRESHOLDS
from arbiter_desk.core.scoring import half_points_text
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import PrintOptions, header_lines
from arbiter_desk.formats.documents.model import Align, Block, Column, Document, Heading, Note, Orientation, Table

IT1_TITLE = "Certificate of Title Result (IT1)"
SUMMARY_TITLE = "Title norms — tournament summary"
_RESULT = {"1": "1", "0.5": "½", "0": "0"}
_FIELD_COLUMNS = (Column("Player and event"), Column("", weight=1.0))
_FIGURE_COLUMNS = (Column("Title result"), Column("", weight=1.0))


def system_label(system: str) -> str:
    return "Round robin" if system == "round-robin" else f"Swiss ({system.title()})"


def it1_blocks(
    tournament: Tournament, event: EventNorms, player: PlayerNorms, norm: TitleNorm, settings: NormSettings, system: str
) -> list[Block]:
    """One certificate: the blocks of one IT1 (a made norm)."""
    check = norm.check
    if check is None or norm.status is not NormStatus.MADE:
        raise ValueError(f"{player.name}: no {norm.title} norm to certify")
    info = tournament.info
    rules = THRESHOLDS[norm.title]
    dates = " – ".join(d for d in (info.start_date, info.end_date) if d)
    arbiters = ", ".join((info.chief_arbiter, *info.deputy_arbiters)) or "—"
    fields = (
        ("Player", f"{player.name}" + (f" ({player.title.value})" if player.title.value else "")),
        ("FIDE ID and federation", f"{player.fide_id or '—'}, {player.federation}"),
        ("Date of birth", player.birth_date or "—"),
        ("Event and place", ", ".join(x for x in (info.name, info.city) if x) or "—"),
        ("Host federation", settings.host_federation),
        ("Dates", dates or "—"),
        ("Rounds and system", f"{event.total_rounds or '—'}, {system_label(system)} (after round {event.after_round})"),
        ("Rate of play", f"{info.time_control or info.time_control_code or '—'} ({settings.minutes_for_60_moves} "
                         f"min for 60 moves, at most {settings.most_rounds_per_day} round(s) a day)"),
        ("Rating list", f"{settings.rating_list} (in effect at the start, B.01 1.4.6 a)"),
        ("Chief arbiter and deputies", arbiters),
    )  # fmt: skip
    opponents = []
    for game in check.games:
        raised = check.raised is not None and check.raised.round == game.round
        counted = f"{rules.floor} (floor)" if raised else str(game.rating or 1400)
        opponents.append(
            (
                str(game.round),
                game.name,
                game.title.value,
                game.federation,
                str(game.rating) if game.rating else "unrated",
                counted,
                _RESULT.get(str(game.points.normalize()), str(game.points)),
            )
        )
    eight = check.counts_as != len(check.games)
    figures = (
        ("Games", f"{len(check.games)}" + (f" (count as {check.counts_as}, 1.4.1 c)" if eight else "")),
        ("Points", half_points_text(check.score)),
        ("Rating average Ra (1.4.7)", str(check.average)),
        ("p and dp (1.4.9)", f"{check.percentage} %, dp {check.dp:+d}"),
        ("Performance Rp = Ra + dp (1.4.8)", f"{check.performance} (at least {rules.performance})"),
        ("Foreigner rule", next((r.text for r in check.requirements if r.text.startswith("foreigner rule")),
                                "the normal rule (1.4.3, 1.4.4)")),
    )  # fmt: skip
    blocks: list[Block] = [
        Heading(f"{norm.title.value} norm — {player.name}"),
        Table(_FIELD_COLUMNS, fields),
        Heading("Opponents of the counting games", 2),
        Table(
            (
                Column("Rd", align=Align.RIGHT),
                Column("Opponent", weight=1.0),
                Column("Title"),
                Column("Fed"),
                Column("Rating", align=Align.RIGHT),
                Column("Counted", align=Align.RIGHT),
                Column("Result", align=Align.CENTER),
            ),
            tuple(opponents),
        ),
    ]
    if check.left_out:
        blocks.append(Heading("Rounds not counted", 2))
        blocks.append(Table((Column("Rd", align=Align.RIGHT), Column("Why", weight=1.0)),
                            tuple(("" if r == 0 else str(r), why) for r, why in check.left_out)))  # fmt: skip
    blocks += [
        Table(_FIGURE_COLUMNS, figures),
        Heading("Requirements (FIDE Title Regulations B.01, effective 1 January 2024)", 2),
        Table(
            (Column("Article"), Column("Requirement", weight=1.0), Column("Met", align=Align.CENTER)),
            tuple((r.article, r.text, "yes" if r.met else "NO") for r in check.requirements),
        ),
        Note("Chief arbiter (name, signature, date): ______________________________________________"),
        Note("Rating officer or president of the organising federation (name, signature, date): _______________"),
    ]
    return blocks


def it1_document(
    tournament: Tournament,
    event: EventNorms,
    certificates: Sequence[tuple[PlayerNorms, TitleNorm]],
    settings: NormSettings,
    system: str,
    options: PrintOptions | None = None,
) -> Document:
    """The IT1 certificates of ``certificates`` (each on its own page when printed one by one)."""
    options = options or PrintOptions()
    blocks: list[Block] = []
    for player, norm in certificates:
        blocks += it1_blocks(tournament, event, player, norm, settings, system)
    if not blocks:
        blocks.append(Note("No norm was made: no certificate to issue."))
    return Document(IT1_TITLE, header_lines(tournament, "", None, options.date), tuple(blocks), options.paper,
                    options.orientation_or(Orientation.PORTRAIT))  # fmt: skip


def summary_rows(event: EventNorms) -> list[tuple[str, ...]]:
    """One row per norm made: No., name, title, fed, rating, norm, games, points, Ra, Rp, title holders, level."""
    rows: list[tuple[str, ...]] = []
    for player, norm in event.made:
        check = norm.check
        assert check is not None
        rows.append(
            (
                str(player.tpn), player.name, player.title.value, player.federation, str(player.rating or ""),
                norm.title.value, str(check.counts_as), half_points_text(check.score), str(check.average),
                str(check.performance), str(check.title_holders), str(check.level_titles),
            )
        )  # fmt: skip
    return rows


SUMMARY_COLUMNS = ("No.", "Name", "Title", "Fed", "Rtg", "Norm", "Games", "Pts", "Ra", "Rp", "TH", "Level")


def summary_document(tournament: Tournament, event: EventNorms, options: PrintOptions | None = None) -> Document:
    """The norms of the event for the tournament report (B.01 1.8–1.9)."""
    options = options or PrintOptions()
    right = {0, 4, 6, 7, 8, 9, 10, 11}
    columns = tuple(
        Column(t, weight=1.0 if t == "Name" else 0.0, align=Align.RIGHT if i in right else Align.LEFT)
        for i, t in enumerate(SUMMARY_COLUMNS)
    )
    blocks: list[Block] = [Note(f"{event.edition}. After round {event.after_round} of {event.total_rounds or '—'}.")]
    if event.cannot_judge:
        blocks += [Note("Cannot judge: " + "; ".join(event.cannot_judge))]
    else:
        if event.exemption:
            blocks.append(Note(f"Foreigner rule waived for the whole event: {event.exemption}."))
        rows = summary_rows(event)
        blocks.append(Table(columns, tuple(rows)) if rows else Note("No norm was made."))
        blocks.append(Note("TH: title holders met (1.4.5 a); Level: opponents holding the norm's level titles "
                           "(1.4.5 b–e). The PGN of these players' games goes with the report (1.9)."))  # fmt: skip
    return Document(SUMMARY_TITLE, header_lines(tournament, "", None, options.date), tuple(blocks), options.paper,
                    options.orientation_or(Orientation.LANDSCAPE))  # fmt: skip


VIEW_COLUMNS = ("No.", "Name", "Fed", "Rtg", "Pts", "Norm", "Status", "Games", "Ra", "Rp", "Needs / why")
"""The columns of the norms list: the desk's view, the command line's text and CSV."""


def needs_text(norm: TitleNorm) -> str:
    """What a player still needs (points, assumption, conditions), why not, or how the norm was made."""
    if norm.status is NormStatus.MADE:
        check = norm.check
        notes = [why for _, why in check.left_out] if check else []
        return "; ".join(notes)
    outlook = norm.prospect
    if norm.status is NormStatus.CAN_STILL and outlook is not None:
        parts = [
            f"{half_points_text(outlook.points_needed)} of {outlook.games_to_come} to come "
            f"(final average {outlook.final_average}; {outlook.assumption})",
            *outlook.conditions,
        ]
        return "; ".join(parts)
    return norm.reason


def is_listed(norm: TitleNorm, everyone: bool) -> bool:
    """Whether the norms list shows ``norm``: out-of-reach norms only with ``everyone``."""
    return everyone or norm.status is not NormStatus.OUT_OF_REACH


def view_rows(event: EventNorms, everyone: bool = False) -> list[tuple[str, ...]]:
    """The norms list: every norm made, still possible or that cannot be judged (``everyone``: also those out
    of reach), in pairing-number order."""
    rows: list[tuple[str, ...]] = []
    for player in event.players:
        for norm in player.norms:
            if not is_listed(norm, everyone):
                continue
            check = norm.check
            rows.append(
                (
                    str(player.tpn), player.name, player.federation, str(player.rating or ""),
                    half_points_text(player.score), norm.title.value, norm.status.value,
                    str(check.counts_as) if check else "", str(check.average) if check else "",
                    str(check.performance) if check else "", needs_text(norm),
                )
            )  # fmt: skip
    return rows
