"""Benchmark: build and render every printable document for a 500-player tournament (not a test).

Run: ``python -m tests.benchmarks.bench_documents [players]`` from the repository root; prints pages and
seconds (model build, PDF render) per document.
"""

from __future__ import annotations

import io
import json
import sys
import time
from dataclasses import replace

from pypdf import PdfReader

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.formats.documents import DOCUMENT_KINDS, build_document
from arbiter_desk.formats.pdf import render_pdf
from tests.formats.documents.sample import INFO


def main(argv: list[str]) -> int:
    players = int(argv[0]) if argv else 500
    start = time.perf_counter()
    options = GeneratorOptions(players=players, rounds=9, seed=5, bye_rate=0.03, forfeit_rate=0.01)
    tournament = replace(generate_tournament(find_system("dubov"), options), info=INFO)
    print(json.dumps({"players": players, "generate_s": round(time.perf_counter() - start, 1)}))
    for kind in DOCUMENT_KINDS:
        t0 = time.perf_counter()
        document = build_document(kind, tournament)
        t1 = time.perf_counter()
        data = render_pdf(document)
        t2 = time.perf_counter()
        pages = len(PdfReader(io.BytesIO(data)).pages)
        report = {"doc": kind, "pages": pages, "build_s": round(t1 - t0, 3), "render_s": round(t2 - t1, 3)}
        print(json.dumps(report | {"kb": len(data) // 1024}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
