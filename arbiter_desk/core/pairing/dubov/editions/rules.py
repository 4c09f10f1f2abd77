"""What an edition of the Dubov system plugs into the 2026 procedure (C.04.4.1): its title, who may receive the
pairing-allocated bye (C2), and how its explanations cite articles."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.participant import Participant


def pab_rule_2026(p: Participant) -> bool:
    """2026 C2 (reading 6): no earlier PAB, forfeit win or full-point bye (C.04.1 art. 4)."""
    return p.can_receive_pab


def _same(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True)
class EditionRules:
    """The plugs of one edition of the Dubov procedure of art. 3.1-3.2 (2026 numbering)."""

    edition: str
    title: str
    pab_eligible: Callable[[Participant], bool] = pab_rule_2026
    cite_text: Callable[[str], str] = _same
    """Free text with 2026 citations → the edition's own article numbers."""
    cite_rule: Callable[[str], str] = _same
    """A bare deciding article (``3.1.3``, ``5.2.2``) → the edition's own."""

    def cite(self, pairing: RoundPairing) -> RoundPairing:
        """The round-pairing with its explanation in the edition's numbering (pairs and colours unchanged)."""
        if self.cite_text is _same and self.cite_rule is _same:
            return pairing
        return dataclasses.replace(pairing, explanation=self._rewrite(pairing.explanation))

    def cite_colours(self, choice: ColourChoice) -> ColourChoice:
        return ColourChoice(choice.white, choice.black, self.cite_rule(choice.rule), self.cite_text(choice.reason))

    def _rewrite(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.cite_text(value)
        if isinstance(value, tuple):
            return tuple(self._rewrite(v) for v in value)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            changes = {}
            for f in dataclasses.fields(value):
                current = getattr(value, f.name)
                bare = f.name in ("rule", "colour_rule")
                changes[f.name] = self.cite_rule(current) if bare else self._rewrite(current)
            return dataclasses.replace(value, **changes)
        return value


EDITION_2026 = EditionRules(edition="2026", title="Dubov system (C.04.4.1, 2026)")
