"""The pairing as the arbiter edits it in the manual-pairing phase (C.04.2 (2026) art. 4.4): boards and the
pairing-allocated bye by place, colours swapped, players exchanged between boards or with the bye, the bye
given to someone else. A board that has a result stays as it is. Mixed into ``OverrideDialog``, which shows the
edited pairing again after each change (``refresh``).
"""

from __future__ import annotations

from arbiter_desk.services.event.data import PlayerId

Slot = tuple[int, int]
"""A place in the pairing: (board index, 0 White / 1 Black); the bye is ``BYE``."""
BYE: Slot = (-1, 0)


class EditedPairing:
    """The working pairing's places and the edits on them; ``refresh`` shows the pairing after each edit."""

    boards: list[list[PlayerId]]
    bye: PlayerId | None
    locked: set[tuple[PlayerId, PlayerId]]

    def refresh(self) -> None:
        raise NotImplementedError

    def player_at(self, slot: Slot) -> PlayerId | None:
        if slot == BYE:
            return self.bye
        return self.boards[slot[0]][slot[1]]

    def slot_of(self, player: PlayerId) -> Slot | None:
        if player == self.bye:
            return BYE
        for index, board in enumerate(self.boards):
            if player in board:
                return index, board.index(player)
        return None

    def _put(self, slot: Slot, player: PlayerId | None) -> None:
        if slot == BYE:
            self.bye = player
        elif player is not None:
            self.boards[slot[0]][slot[1]] = player

    def exchange(self, a: Slot, b: Slot) -> None:
        """Exchange the players of two places (between boards, or with the pairing-allocated bye)."""
        first, second = self.player_at(a), self.player_at(b)
        if a == b or first is None or second is None or self.is_locked(a) or self.is_locked(b):
            return
        self._put(a, second)
        self._put(b, first)
        self.refresh()

    def is_locked(self, slot: Slot) -> bool:
        """The place is on a board that has a result (it cannot change until the result is cleared)."""
        return slot != BYE and tuple(self.boards[slot[0]]) in self.locked

    def swap_colours(self, board_index: int) -> None:
        """Give White to the other player of the board."""
        if self.is_locked((board_index, 0)):
            return
        self.boards[board_index].reverse()
        self.refresh()

    def set_bye(self, player: PlayerId) -> None:
        """Give the pairing-allocated bye to ``player``: they exchange places with the present holder; without
        one, their board goes and their opponent is left unpaired (the preview warns)."""
        slot = self.slot_of(player)
        if slot is None or slot == BYE or self.is_locked(slot):
            return
        if self.bye is not None:
            self.exchange(slot, BYE)
            return
        del self.boards[slot[0]]
        self.bye = player
        self.refresh()

    def layout_boards(self) -> list[tuple[PlayerId, PlayerId]]:
        return [(w, b) for w, b in self.boards]
