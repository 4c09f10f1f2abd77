"""Identifiers that must not be mixed up across layers."""

from typing import NewType

PairingNumber = NewType("PairingNumber", int)
"""Tournament Pairing Number (TPN), C.04.2 art. 2.3: 1 is the highest ranked participant."""

RoundNo = NewType("RoundNo", int)
"""A round of the tournament, counted from 1."""
