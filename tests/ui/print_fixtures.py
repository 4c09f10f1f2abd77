"""A generated tournament (real Dubov engine) imported into a desk, for the printing tests."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from pypdf import PdfReader

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.formats.trf import TrfVersion, write_trf
from arbiter_desk.services.event.desk import Desk


def generated_desk(tmp_path: Path, players: int = 60, rounds: int = 3, seed: int = 11) -> Desk:
    """A generated tournament written as TRF-2026 and imported (``Desk.import_trf``), 7 rounds in all."""
    tournament = generate_tournament(find_system("dubov"), GeneratorOptions(players, rounds, seed, bye_rate=0.05))
    tournament = replace(tournament, total_rounds=7, info=replace(tournament.info, name="Harbour Open"))
    trf = tmp_path / "harbour.trf"
    trf.write_text(write_trf(tournament, TrfVersion.TRF26), encoding="utf-8")
    return Desk.import_trf(tmp_path / "harbour.adesk", trf)


def pdf_pages(path: Path) -> list[str]:
    """The text of every page of a PDF file (Qt's PDF spaces words with tabs: made single spaces)."""
    return [re.sub(r"[ \t]+", " ", page.extract_text()) for page in PdfReader(path).pages]
