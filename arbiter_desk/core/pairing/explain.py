"""Why the engine paired a round as it did: one shape for every pairing system.

A round's explanation is: notes, the pairing-allocated bye (who, the deciding article, who was passed over),
the brackets in the order they were paired, and every board (how the pair was formed, the colour rule).
A bracket is its score, residents and floaters plus a list of generic **steps**, each of one
:class:`StepKind` — bracket formed, floaters chosen and why, subgroups formed, a shift / candidate /
transposition / exchange tried, the criterion that decided, a note — carrying the system's own label and
article (Dubov: "G1 (art. 3.2.3)", "S1 by ARO (art. 3.2.5)"; Dutch: "S1", "exchange (art. 4.3)", …), the
participants it concerns (with a value each where the system has one, e.g. ARO) and free text.

One JSON form (``services/pairing/explanation_json.py``) and one view (``ui/pairing/explanation_view.py``) serve
all systems; they never look at a system's fields, only at steps. Participants are named by the TPN the explanation was
made with; the desk stores that numbering with it (a later renumbering does not change who is meant).

Labels and texts are English strings, which every reader (tests, JSON, printed reports) may compare. Beside
them a step may carry the same words as messages to translate (``label_said``, ``said``; the round's
``notes_said``), which the desk shows in the arbiter's language. Only the Dutch system makes them today
(``dutch/said.py``); the other systems' explanations are shown in English for now.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.text import Text


class StepKind(StrEnum):
    """What a step of a bracket's pairing did (persisted in JSON: stable values)."""

    FLOATERS = "floaters"
    """Floaters chosen (upfloaters, moved-down players) and why."""
    GROUPS = "groups"
    """Subgroups formed (G1/G2, S1/S2)."""
    SHIFT = "shift"
    """Players moved between subgroups (Dubov shifts)."""
    CANDIDATE = "candidate"
    """A candidate pairing formed (S1 against T2 / S2)."""
    TRANSPOSITION = "transposition"
    EXCHANGE = "exchange"
    CRITERION = "criterion"
    """The criterion that decided between candidates."""
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a bracket's pairing, in the system's own words."""

    kind: StepKind
    label: str
    """Heading, e.g. ``G1 (art. 3.2.3)``."""
    players: tuple[PairingNumber, ...] = ()
    values: tuple[str, ...] = ()
    """A value per player where the system has one (e.g. ``ARO 2012``); empty otherwise."""
    text: str = ""
    said: Text | None = None
    """``text`` as a message to translate (same meaning, in the reader's language); None where the system has
    none yet (only the Dutch system says its steps so today) — readers then show ``text``."""
    label_said: Text | None = None
    """``label`` as a message to translate; None where the system has none yet."""

    def players_text(self) -> str:
        if self.values:
            return ", ".join(f"{t} ({v})" for t, v in zip(self.players, self.values, strict=False))
        return " ".join(str(t) for t in self.players)


@dataclass(frozen=True, slots=True)
class ByeExplanation:
    """Who got the pairing-allocated bye and the article that decided among the candidates."""

    player: PairingNumber
    rule: str
    """The deciding article, e.g. ``3.1.3`` (lowest score)."""
    reason: str
    excluded: tuple[tuple[PairingNumber, str], ...] = ()
    """Players passed over before the deciding article, with the article that excluded them."""


@dataclass(frozen=True, slots=True)
class BracketExplanation:
    """How one bracket (residents of a score group plus floaters) was paired."""

    score: Decimal
    residents: tuple[PairingNumber, ...]
    floaters: tuple[PairingNumber, ...] = ()
    floater_label: str = "floaters"
    """The system's word for them, e.g. ``upfloaters`` (Dubov) or ``MDPs`` (Dutch)."""
    steps: tuple[Step, ...] = ()

    @property
    def members(self) -> tuple[PairingNumber, ...]:
        return self.residents + self.floaters

    def steps_of(self, kind: StepKind) -> tuple[Step, ...]:
        return tuple(s for s in self.steps if s.kind is kind)

    def step(self, label_start: str) -> Step | None:
        """The first step whose label starts with ``label_start`` (e.g. ``"G1"``)."""
        return next((s for s in self.steps if s.label.startswith(label_start)), None)


@dataclass(frozen=True, slots=True)
class BoardExplanation:
    """Why these two participants meet on this board and why White went where it did."""

    board: int
    white: PairingNumber
    black: PairingNumber
    bracket_score: Decimal
    placed_by: str
    """How the pair was formed, e.g. ``S1[2] with T2[2] (art. 3.2.6)``."""
    colour_rule: str
    """The article that gave White, e.g. ``5.2.3``."""
    colour_reason: str
    floats: tuple[str, ...] = ()
    """Floats in this pair, as text."""


@dataclass(frozen=True, slots=True)
class RoundExplanation:
    """The explanation of a whole round-pairing."""

    system: str
    round: int
    bye: ByeExplanation | None = None
    brackets: tuple[BracketExplanation, ...] = ()
    boards: tuple[BoardExplanation, ...] = ()
    notes: tuple[str, ...] = field(default=())
    notes_said: tuple[Text, ...] = ()
    """``notes`` as messages to translate, one per note; empty where the system has none (only the Dutch system
    says its notes so today)."""

    def notes_shown(self) -> tuple[Text | str, ...]:
        """The notes to show: the messages where the system made one for each note, the English otherwise."""
        return self.notes_said if len(self.notes_said) == len(self.notes) else self.notes

    def board(self, number: int) -> BoardExplanation | None:
        for b in self.boards:
            if b.board == number:
                return b
        return None

    def board_of(self, tpn: int) -> BoardExplanation | None:
        for b in self.boards:
            if tpn in (b.white, b.black):
                return b
        return None

    def bracket_of(self, tpn: int) -> BracketExplanation | None:
        for b in self.brackets:
            if tpn in b.residents or tpn in b.floaters:
                return b
        return None

    def to_text(self) -> str:
        """A readable account, bracket by bracket, then board by board."""
        lines = [f"{self.system} pairing of round {self.round}"]
        lines.extend(f"  {note}" for note in self.notes)
        if self.bye is not None:
            lines.append(f"Pairing-allocated bye: {self.bye.player} ({article_text(self.bye.rule)}: {self.bye.reason})")
            for tpn, why in self.bye.excluded:
                lines.append(f"    {tpn} passed over: {why}")
        for br in self.brackets:
            lines.append("")
            lines.append(f"Bracket {format_points(br.score)}: residents {_tpns(br.residents)}")
            if br.floaters:
                lines.append(f"  {br.floater_label} {_tpns(br.floaters)}")
            for step in br.steps:
                lines.append("  " + step_text(step))
        if self.boards:
            lines.append("")
            lines.append("Boards:")
        for bd in self.boards:
            lines.append(
                f"  {bd.board:>3}. {bd.white} - {bd.black}  [{format_points(bd.bracket_score)}] "
                f"{bd.placed_by}; White by {bd.colour_rule}: {bd.colour_reason}"
            )
            lines.extend(f"       {f}" for f in bd.floats)
        return "\n".join(lines) + "\n"


def article_text(rule: str) -> str:
    """``art. 3.4`` for an article number of today's rules; a rule that names its own text by its year
    (``1992 A5``, ``1997 art. 4``, ``2018 B.0.c``: a historical edition) as it is."""
    return rule if rule[:4].isdigit() else f"art. {rule}"


def step_text(step: Step) -> str:
    """One line for a step: label, participants, text."""
    parts = [step.label + ":"]
    if step.players:
        parts.append(step.players_text())
    if step.text:
        parts.append(step.text)
    return " ".join(parts)


def _cited(rule: str) -> str:
    """``art. 3.1.3`` for a bare article; an edition's own citation (``1997 art. 4``, ``2018 B.0.c``) as it is."""
    return article_text(rule)


def _tpns(tpns: tuple[PairingNumber, ...]) -> str:
    return " ".join(str(t) for t in tpns) if tpns else "-"
