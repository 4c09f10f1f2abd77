"""``desk.results``: results entered, corrected, cleared and adjourned (C.04.2 art. 3.1, 4.3), the players'
proposals and two desks entering one board."""

from __future__ import annotations

from arbiter_desk.services.results.board_clash import BoardClashCommands
from arbiter_desk.services.results.proposals import ProposalCommands


class ResultsManager(ProposalCommands, BoardClashCommands):
    """The results of the open tournament (``desk.results``)."""

    def open_adjourned_games(self) -> list[tuple[int, int]]:
        """(round, board) of the adjourned games still without a result (no final standings or TRF: Q161, Q169)."""
        with self._store.read() as reader:
            return reader.open_adjourned()
