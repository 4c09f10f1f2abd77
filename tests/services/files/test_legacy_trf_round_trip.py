"""Legacy TRF bye codes through read → import → export → read (pairing-input.md).

Older writers spell the zero-point bye / absence ``0000 - -``, the half-point bye ``0000 - =`` and the
pairing-allocated bye ``0000 - +`` (Vega). A generated Dubov tournament (forfeits, byes, withdrawals, late
entries) written with a random mix of legacy and current codes must read as the same tournament, import
into a tournament file, export as TRF-2026 with the current codes and read back unchanged.
"""

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.formats.trf import parse_trf, read_trf, write_trf
from arbiter_desk.services import Desk

LEGACY = {"0000 - Z": "0000 - -", "0000 - H": "0000 - =", "0000 - U": "0000 - +"}


def with_legacy_codes(text: str, choices: list[bool]) -> tuple[str, int]:
    """``text`` with the n-th current bye block replaced by its legacy spelling where ``choices[n]`` (cycled)."""
    out: list[str] = []
    seen = replaced = 0
    for line in text.splitlines():
        if line.startswith("001"):
            for current, legacy in LEGACY.items():
                first, *rest = line.split(current)
                for part in rest:
                    use = choices[seen % len(choices)]
                    seen += 1
                    replaced += use
                    first += (legacy if use else current) + part
                line = first
        out.append(line)
    return "\n".join(out) + "\n", replaced


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.booleans(), min_size=1, max_size=9))
def test_legacy_codes_survive_read_import_export_read(seed: int, choices: list[bool]) -> None:
    options = GeneratorOptions(12, 5, seed, forfeit_rate=0.1, bye_rate=0.15, withdrawal_rate=0.3, late_entry_rate=0.2)
    tournament = generate_tournament(find_system("dubov"), options)
    text, _ = with_legacy_codes(write_trf(tournament), [*choices, True])
    read = read_trf(text)
    assert read.errors == ()
    assert read.tournament is not None and read.tournament.players == tournament.players
    with tempfile.TemporaryDirectory() as folder:
        source, store, target = Path(folder, "in.trf"), Path(folder, "t.adesk"), Path(folder, "out.trf")
        source.write_text(text, encoding="utf-8")
        desk = Desk.import_trf(store, source)
        try:
            desk.export_trf(target)
        finally:
            desk.close()
        exported = target.read_text(encoding="utf-8")
    assert not any(legacy in exported for legacy in LEGACY.values())
    assert parse_trf(exported).players == tournament.players


def test_the_rewriter_really_writes_legacy_codes() -> None:
    tournament = generate_tournament(find_system("dubov"), GeneratorOptions(9, 4, 3, bye_rate=0.3))
    text, replaced = with_legacy_codes(write_trf(tournament), [True])
    assert replaced > 0 and "0000 - +" in text and "0000 - =" in text
