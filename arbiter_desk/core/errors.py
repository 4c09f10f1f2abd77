"""The error hierarchy: one root, bad input also a ValueError."""


class ArbiterDeskError(Exception):
    """Root of every error Arbiter Desk raises on purpose."""


class InvalidInputError(ArbiterDeskError, ValueError):
    """Input that does not follow the expected format or rules; the message says where and what."""


class NoValidPairingError(ArbiterDeskError):
    """C.04.4.1 art. 1.9.3: no round-pairing satisfies the absolute criteria; the Chief Arbiter decides."""

    def __init__(self, message: str, players: tuple[int, ...] = ()) -> None:
        super().__init__(message)
        self.players = players


class RuleViolationError(ArbiterDeskError, ValueError):
    """A request that the FIDE rules do not allow (e.g. a rematch, an ineligible bye)."""
