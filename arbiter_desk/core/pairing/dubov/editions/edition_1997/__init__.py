"""The Dubov system of 1997 (C.04.3 of the handbook of its time), readings E1-E34."""

from arbiter_desk.core.pairing.dubov.editions.edition_1997.system import Dubov1997System

__all__ = ["Dubov1997System"]
