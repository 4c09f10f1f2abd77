"""TRF files (FIDE Tournament Report File): TRF-16, TRF-2026 and the TRF(x) extensions of JaVaFo/bbpPairings.

``read_trf`` turns a file's content into a tournament snapshot and lists every problem with its line and
column; ``write_trf`` writes a snapshot back in either edition. Column reference: docs of ``columns``. The rules
edition an event was paired under (Dubov 1997 / 2018) is a ``### Edition:`` line beside record 192: ``edition``.
"""

from arbiter_desk.formats.trf.columns import TrfVersion
from arbiter_desk.formats.trf.problems import Problem, TrfError
from arbiter_desk.formats.trf.reader import TrfReadResult, load_trf, parse_trf, read_trf, read_trf_file
from arbiter_desk.formats.trf.writer import write_trf

__all__ = [
    "Problem",
    "TrfError",
    "TrfReadResult",
    "TrfVersion",
    "load_trf",
    "parse_trf",
    "read_trf",
    "read_trf_file",
    "write_trf",
]
