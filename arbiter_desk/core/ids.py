"""Identifiers that must not be mixed up across layers."""

from typing import NewType

PairingNumber = NewType("PairingNumber", int)
"""Tournament Pairing Number (TPN), C.04.2 art. 2.3: 1 is the highest ranked participant."""

RoundNo = NewType("RoundNo", int)
"""A round of the tournament, counted from 1."""

PlayerId = NewType("PlayerId", int)
"""A participant's permanent id in the tournament file; unlike the TPN it never changes (C.04.2 art. 2.3–2.5)."""
