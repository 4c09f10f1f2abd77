"""The Dubov system approved by the 1997 General Assembly (handbook C.04.3 of its time), on the kit.

Order of work for a round (the text is silent on it; E21 as 2018 A.8): round 1 by art. 5 (E7); otherwise the bye
(art. 4, E21), then the score groups from the top. In a score group: the floaters that came down from the group
above are paired first (ch. 8, E24); 7.1 transfers a partner up for a player with no possible opponent (E26);
7.2 transfers one player up into an odd group (E27); 7.3/7.4 balance the colour columns (E28); 6.2/6.3 pair the
columns (E15); 6.4 sends down whoever could not be paired (E22/E23). Every step that fixes pairs or sends players
down keeps all players not yet paired completely pairable (E10). Colours: art. 3 (E17-E20). Board order: C.04.2
art. 3.6 (E25). Explanations cite "1997 art. N" only.
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.boards import PlacedPair, explained_boards
from arbiter_desk.core.pairing.common.colour import give_colour
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.dubov.editions.edition_1997.bye import choose_bye_1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.columns import columns, pair_columns
from arbiter_desk.core.pairing.dubov.editions.edition_1997.floaters import (
    choose_floaters,
    floater_order,
    partner_key,
)
from arbiter_desk.core.pairing.dubov.editions.edition_1997.limits import Legality1997, allocate_colours_1997
from arbiter_desk.core.pairing.dubov.editions.edition_1997.players import (
    Player97,
    aro_text,
    build_players_1997,
    colour_name,
)
from arbiter_desk.core.pairing.dubov.editions.edition_1997.transfers import (
    may_transfer,
    odd_group_transfer,
    transfer_partner,
)
from arbiter_desk.core.pairing.explain import BracketExplanation, ByeExplanation, Step, StepKind
from arbiter_desk.core.results import Colour
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament


class Dubov1997System:
    """FIDE Dubov system, 1997 edition; readings E1-E34 of ``dubov-1997-2018-clarifications.md``."""

    name = "dubov"
    title = "Dubov system (C.04.3, 1997)"
    edition = "1997"

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.dubov.departure import departure

        return departure(snapshot, round_no, file, engine, "1997")

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        players = build_players_1997(tournament, rnd)
        absent = tournament.absent_in(rnd)
        to_pair = [players[p.tpn] for p in tournament.players if p.tpn not in absent]
        notes = [f"{len(to_pair)} players to pair" + (f", {len(absent)} absent" if absent else "")]
        if rnd == 1:
            return self._first_round(tournament, to_pair, notes)
        legality = Legality1997(players, tournament, rnd)
        total = tournament.total_rounds or rnd
        last_round = tournament.total_rounds is not None and rnd == tournament.total_rounds
        if last_round:
            notes.append("last round: 1997 art. 2.5 does not apply")
        run = _Run(players, legality, total, last_round)
        bye: ByeExplanation | None = None
        remaining = {p.tpn: p for p in to_pair}
        if len(to_pair) % 2:
            bye = choose_bye_1997(to_pair, legality)
            del remaining[bye.player]
        elif not legality.can_complete(list(remaining)):
            stuck = legality.unpaired_in_best_attempt(list(remaining))
            raise NoValidPairingError(
                f"round {rnd}: the players cannot all be paired respecting 1997 art. 2.1, 2.3 and 2.4 (art. 9: the "
                f"arbiter decides); at best these remain without an opponent: {', '.join(map(str, stuck))}",
                stuck,
            )
        run.pair_groups(remaining)
        boards = explained_boards(run.pairs, lambda t: players[PairingNumber(t)].score)
        return RoundPairing.from_boards(self.title, rnd, boards, bye, run.brackets, notes)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """Art. 3 for one pair of ``round_no`` (e.g. a late entry's board added under C.04.2 4.4.4)."""
        players = build_players_1997(tournament, round_no)
        d = allocate_colours_1997(players[a], players[b])
        return ColourChoice(d.white, d.black, d.rule, d.reason)

    def _first_round(self, tournament: Tournament, to_pair: list[Player97], notes: list[str]) -> RoundPairing:
        """Art. 5 (E7): halves of the list in TPN order, the lot for pair 1, odd pairs alike, even pairs the other
        way; with an odd number the last player of the list gets the bye."""
        listed = sorted(to_pair, key=lambda p: p.tpn)
        bye = None
        if len(listed) % 2:
            last = listed.pop()
            bye = ByeExplanation(last.tpn, "1997 art. 5", "odd number of players: the last player of the list")
        half = len(listed) // 2
        initial = tournament.initial_colour
        pairs = []
        for i, (upper, lower) in enumerate(zip(listed[:half], listed[half:], strict=True), start=1):
            colour = initial if i % 2 else initial.opposite
            drawn = "White" if initial is Colour.WHITE else "Black"
            d = give_colour(
                upper,
                lower,
                colour,
                "1997 art. 5",
                f"lot for pair 1 ({drawn}); pair {i} is {'odd' if i % 2 else 'even'}",
            )
            pairs.append(
                PlacedPair(
                    d.white,
                    d.black,
                    Decimal(0),
                    f"pair {i}: {upper.tpn} (upper half) with {lower.tpn} (lower half) (1997 art. 5)",
                    d.rule,
                    d.reason,
                    (),
                )
            )
        bracket = BracketExplanation(
            score=Decimal(0),
            residents=tuple(p.tpn for p in listed),
            steps=(
                Step(StepKind.GROUPS, "Upper half (1997 art. 5)", tuple(p.tpn for p in listed[:half])),
                Step(StepKind.GROUPS, "Lower half (1997 art. 5)", tuple(p.tpn for p in listed[half:])),
            ),
        )
        boards = explained_boards(pairs, lambda _t: Decimal(0))
        return RoundPairing.from_boards(self.title, 1, boards, bye, (bracket,), notes)


class _Run:
    """The score groups of one round, from the top."""

    def __init__(self, players: dict[PairingNumber, Player97], legality: Legality1997, total: int, last: bool) -> None:
        self.players = players
        self.legality = legality
        self.total = total
        self.last = last
        self.pairs: list[PlacedPair] = []
        self.brackets: list[BracketExplanation] = []
        self.remaining: dict[PairingNumber, Player97] = {}

    def _completes_without(self, *tpns: PairingNumber) -> bool:
        """E10: all players not yet paired stay completely pairable once ``tpns`` are paired."""
        gone = set(tpns)
        return self.legality.can_complete([t for t in self.remaining if t not in gone])

    def _lower_groups(self, score: Decimal, exclude: set[PairingNumber]) -> list[list[Player97]]:
        lower: dict[Decimal, list[Player97]] = {}
        for p in self.remaining.values():
            if p.score < score and p.tpn not in exclude:
                lower.setdefault(p.score, []).append(p)
        return [lower[s] for s in sorted(lower, reverse=True)]

    def _fix(self, a: Player97, b: Player97, score: Decimal, how: str, floats: tuple[str, ...] = ()) -> None:
        d = allocate_colours_1997(a, b)
        self.pairs.append(PlacedPair(d.white, d.black, score, how, d.rule, d.reason, floats))
        del self.remaining[a.tpn]
        del self.remaining[b.tpn]

    def pair_groups(self, remaining: dict[PairingNumber, Player97]) -> None:
        self.remaining = dict(remaining)
        came_down: list[Player97] = []
        while self.remaining:
            down_ids = {p.tpn for p in came_down}
            residents_scores = [p.score for p in self.remaining.values() if p.tpn not in down_ids]
            if not residents_scores:
                raise NoValidPairingError("floaters left without a lower score group (1997 art. 9)", tuple(down_ids))
            score = max(residents_scores)
            residents = sorted(
                (p for p in self.remaining.values() if p.score == score and p.tpn not in down_ids), key=lambda p: p.tpn
            )
            came_down = self._group(score, residents, came_down)

    def _group(self, score: Decimal, residents: list[Player97], came_down: list[Player97]) -> list[Player97]:
        steps: list[Step] = []
        label = format_points(score)
        down_ids = frozenset(p.tpn for p in came_down)
        # Chapter 8 (E24): the floaters first, each with a resident of this group.
        joined: list[Player97] = []
        for f in floater_order(came_down):
            options = sorted((r for r in residents if r.tpn in self.remaining), key=lambda r: partner_key(f, r))
            partner = next(
                (r for r in options if self.legality.can_meet(f.tpn, r.tpn) and self._completes_without(f.tpn, r.tpn)),
                None,
            )
            if partner is None:
                joined.append(f)
                steps.append(
                    Step(
                        StepKind.NOTE, "Floater joins the group (1997 art. 8.2, E24)", (f.tpn,), text="no partner here"
                    )
                )
                continue
            steps.append(
                Step(
                    StepKind.FLOATERS,
                    "Floater paired first (1997 art. 8.1-8.2)",
                    (f.tpn, partner.tpn),
                    text=f"partner R {partner.rating}, due {colour_name(partner.due)}",
                )
            )
            self._fix(
                f,
                partner,
                score,
                f"floater {f.tpn} with {partner.tpn} (1997 art. 8.2)",
                (f"{f.tpn} floats down to the {label} group (1997 art. 6.4)",),
            )
        members = [p for p in joined + residents if p.tpn in self.remaining]
        in_group = {p.tpn for p in members}
        # 7.1 (E26): a member with no possible opponent left in the group gets a transferred partner.
        for x in sorted(members, key=lambda p: p.tpn):
            if x.tpn not in self.remaining:
                continue
            if any(self.legality.can_meet(x.tpn, y.tpn) for y in members if y.tpn in self.remaining and y.tpn != x.tpn):
                continue
            partner = transfer_partner(
                x,
                self._lower_groups(score, in_group),
                self.legality,
                lambda p: may_transfer(p, self.total, self.last),
                lambda p, x=x: self._completes_without(x.tpn, p.tpn),  # type: ignore[misc]
            )
            if partner is None:
                steps.append(Step(StepKind.NOTE, "No transfer possible (1997 art. 7.1, 2.5)", (x.tpn,)))
                continue
            steps.append(
                Step(
                    StepKind.FLOATERS,
                    "Transfer (1997 art. 7.1)",
                    (x.tpn, partner.tpn),
                    text=f"{partner.tpn} transferred up to play {x.tpn}",
                )
            )
            self._fix(
                x,
                partner,
                score,
                f"{x.tpn} with the transferred {partner.tpn} (1997 art. 7.1)",
                (f"{partner.tpn} transferred up from {format_points(partner.score)} (1997 art. 7.1)",),
            )
        members = [p for p in members if p.tpn in self.remaining]
        transferred: tuple[PairingNumber, ...] = ()
        if len(members) % 2:  # 7.2 (E27)
            up = odd_group_transfer(
                members,
                self._lower_groups(score, in_group),
                self.legality,
                lambda p: may_transfer(p, self.total, self.last),
            )
            if up is not None:
                members.append(up)
                transferred = (up.tpn,)
                steps.append(
                    Step(
                        StepKind.FLOATERS,
                        "Transfer into the odd group (1997 art. 7.2)",
                        transferred,
                        text=f"due {colour_name(up.due)}, R {up.rating}",
                    )
                )
            else:
                steps.append(Step(StepKind.NOTE, "Odd group, no transfer possible (1997 art. 7.2, 2.5)"))
        cols = columns(members)
        if cols.moved:
            steps.append(
                Step(StepKind.SHIFT, f"Column change (1997 art. {cols.rule}, 2.6)", tuple(p.tpn for p in cols.moved))
            )
        member_ids = {p.tpn for p in members}
        lower = [p for p in self.remaining.values() if p.tpn not in member_ids]
        groups = self._lower_groups(score, member_ids)
        next_group = groups[0] if groups else []
        floaters, classes = choose_floaters(members, lower, next_group, down_ids, self.legality)
        if floaters:
            steps.append(
                Step(
                    StepKind.FLOATERS,
                    "Floaters (1997 art. 6.4)",
                    tuple(p.tpn for p in floaters),
                    tuple(f"class {classes[p.tpn]}" for p in floaters),
                )
            )
        gone = {p.tpn for p in floaters}
        whites = [p for p in cols.whites if p.tpn not in gone]
        blacks = [p for p in cols.blacks if p.tpn not in gone]
        steps.append(
            Step(
                StepKind.GROUPS,
                "White column (1997 art. 6.2)",
                tuple(p.tpn for p in whites),
                tuple(f"ARO {aro_text(p.aro)}" for p in whites),
            )
        )
        steps.append(
            Step(
                StepKind.GROUPS,
                "Black column (1997 art. 6.2)",
                tuple(p.tpn for p in blacks),
                tuple(f"R {p.rating}" for p in blacks),
            )
        )
        rows = pair_columns(whites, blacks, self.legality)
        if not rows:
            steps = steps[:-2]
        else:
            steps.append(
                Step(StepKind.CANDIDATE, "Rows (1997 art. 6.2-6.3)", tuple(t for a, b in rows for t in (a.tpn, b.tpn)))
            )
        for i, (a, b) in enumerate(rows, start=1):
            floats = tuple(
                f"{p.tpn} transferred up from {format_points(p.score)} (1997 art. 7.2)"
                for p in (a, b)
                if p.tpn in transferred
            )
            self._fix(a, b, score, f"row {i}: {a.tpn} with {b.tpn} (1997 art. 6.2-6.3)", floats)
        self.brackets.append(
            BracketExplanation(
                score=score,
                residents=tuple(p.tpn for p in residents),
                floaters=tuple(p.tpn for p in came_down) + transferred,
                floater_label="floaters and transferred players",
                steps=tuple(steps),
            )
        )
        return floaters
