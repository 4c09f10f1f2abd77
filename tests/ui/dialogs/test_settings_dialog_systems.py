"""The system choice offers only systems the desk can run: no two-game rounds yet (C.04.5; issue 22 item 2)."""

from arbiter_desk.core.pairing import ENTRIES, Capability
from arbiter_desk.ui.dialogs.settings_dialog import PAIRING_SYSTEMS


def test_double_swiss_is_not_offered_until_the_desk_speaks_matches() -> None:
    offered = {name for name, _ in PAIRING_SYSTEMS}
    assert "double-swiss" not in offered
    assert offered == {e.name for e in ENTRIES if not (e.can(Capability.TWO_GAME_ROUNDS) or e.can(Capability.TEAMS))}


def test_teams_are_not_offered_until_the_desk_speaks_teams() -> None:
    assert "team" not in {name for name, _ in PAIRING_SYSTEMS}
