"""Round robins (Handbook C.05, Annex 1): the FIDE Berger tables, single and double cycles."""

from arbiter_desk.core.pairing.round_robin.berger import (
    BergerBoard,
    berger_round,
    berger_table,
    schedule,
    table_size,
)

__all__ = ["BergerBoard", "berger_round", "berger_table", "schedule", "table_size"]
