"""Benchmark: FIDE's combined list at full size (~1.2 million players) imported from TXT and from XML, with the
peak memory of each import, then lookups at that size (not a test).

Run: ``python -m tests.benchmarks.bench_fide_list_import [players]`` from the repository root. The lists are
generated in a temporary folder in FIDE's layouts (``players_list_foa.txt``, ``players_list_xml_foa.xml``). Each
import runs in a child process, which reports its wall time and its peak resident memory (``ru_maxrss``) minus
what the process held before the import: a streamed import keeps that bounded whatever the list's size (the
reader holds one batch of 20,000 entries; SQLite's page cache, capped at 200,000 KiB by the import, holds the
rest and fills up to its cap on a full list). The
lookups are what the desk does: a name prefix and a FIDE id in the player dialog (``rating_list_db.lookup``),
the sequence for one player (``find_by_sequence``) and the consistency check's bulk query for 500 players
(``holdings``).

Figures (2026-11-28, a 2-core machine at load average ~9, so wall time is mostly waiting for a core; CPU seconds
are ``ru_utime + ru_stime`` of the importing child):

- before ratings3 (commit d554db3), 1,200,000 players: TXT 182 MB, 268 s wall, 35.5 CPU s, +182 MB peak memory;
  XML 485 MB, 445 s wall, 87.5 CPU s, +185 MB; lookups: name prefix 0.99 ms median, FIDE id 0.34 ms, holdings of
  500 players 13 ms.
- after ratings3 (fast TXT slices, one digit test, buffered XML text), 300,000 players: TXT 6.9 CPU s (x4 =
  27.6 CPU s for a full list), XML 21.1 CPU s (x4 = 84 CPU s); +64/+68 MB peak memory.
- the readers alone, 50,000 players, same process, interleaved: TXT 0.57-0.69 -> 0.37-0.39 CPU s, XML
  3.04-3.06 -> 2.31-2.68 CPU s. The whole import (reader + store) at 100,000 players, interleaved: TXT
  2.05-2.71 -> 2.30-2.69, XML 6.33-7.76 -> 7.04-7.20 CPU s: within this machine's noise. What is left per
  player is the entry object (a frozen dataclass, ~5 us), ``search_key`` (1-4 us) and SQLite's insert, so a
  full list takes about half a minute of CPU from TXT, not "seconds"; the next step is a row path that skips
  the entry objects (reader -> tuples -> ``executemany``).
- ratings4, the row path (``RatingListReader.rows()`` -> ``rating_list_db.import_rows``: plain tuples with the
  search key, no entry object; a TXT line cut by one ``itemgetter``; accented names keyed once per surname and
  given name), 300,000 players, the three runs one after the other on the same load:
  base (5465aad) TXT 6.9 CPU s, XML 18.5 CPU s, +64/+68 MB; row path alone (9b6e22e) TXT 4.9, XML 16.3,
  +47/+61 MB; with the cheaper cuts and keys (bf5d3ef) TXT 4.7 CPU s (x4 = ~19 CPU s for a full list), XML
  16.9 CPU s, +47/+66 MB. TXT is ~30 % cheaper (the entry objects were its largest share); XML gains little
  because its cost is expat's ~40 Python callbacks per player (a start and an end per tag), not the entry.
  The TXT reader alone, 50,000 players, lines in memory, best of 5 interleaved: entries 0.38 CPU s (without
  search keys) -> rows 0.29 CPU s (with them). At 300,000 the TXT import's share is now about 0.29 x 6 = 1.7 s
  reading and cutting, ~1.5 s SQLite's inserts and index, the rest decoding and the search keys. Full list,
  1,200,000 players (bf5d3ef): TXT 21.2 CPU s (31 s wall), +165 MB peak; XML 71.6 CPU s (83 s wall), +184 MB;
  lookups: name prefix 0.88 ms median, FIDE id 0.32 ms, sequence 1.0 ms, holdings of 500 players 12 ms. "Seconds"
  for a full list would need the cutting in C (a struct/regex per line) and XML without per-tag callbacks.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import resource
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path
from xml.sax.saxutils import escape

from arbiter_desk.core.rating_lists import RateOfPlay, default_sequence
from arbiter_desk.services.ratings.rating_lists import COMBINED, find_by_sequence, holdings, import_fide_list, list_path
from arbiter_desk.store import rating_list_db
from tests.formats.rating_list_samples import HEADER, txt_line

_LAST = ("Carlsen", "Żółć", "Nguyễn", "Ørsted", "Öztürk", "García", "Ivanov", "Müller", "Wang", "Kristensen")
_FIRST = ("Magnus", "Łukasz", "Thị Mai", "Hans", "Çağla", "José", "Ivan", "Anna", "Wei", "Søren")


def _player(rng: random.Random, n: int) -> dict[str, str]:
    def rating(share: float) -> str:
        return str(rng.randint(1400, 2800)) if rng.random() < share else ""

    return {
        "id": str(1_000_000 + n * 7),
        "name": f"{rng.choice(_LAST)}{n % 997 or ''}, {rng.choice(_FIRST)}",
        "fed": rng.choice(("NOR", "POL", "VIE", "DEN", "TUR", "ESP")),
        "sex": rng.choice("MF"),
        "standard": rating(0.7),
        "rapid": rating(0.35),
        "blitz": rating(0.3),
        "born": str(rng.randint(1930, 2020)),
    }


def write_txt(path: Path, players: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as out:
        out.write(HEADER + "\n")
        for n in range(players):
            p = _player(rng, n)
            line = txt_line(
                ID_Number=p["id"],
                Name=p["name"],
                Fed=p["fed"],
                Sex=p["sex"],
                SRtng=p["standard"],
                RRtng=p["rapid"],
                BRtng=p["blitz"],
                B_day=p["born"],
            )
            out.write(line + "\n")


def write_xml(path: Path, players: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n')
        for n in range(players):
            p = _player(rng, n)
            out.write(
                f"<player><fideid>{p['id']}</fideid><name>{escape(p['name'])}</name><country>{p['fed']}</country>"
                f"<sex>{p['sex']}</sex><title></title><w_title></w_title><o_title></o_title><foa_title></foa_title>"
                f"<rating>{p['standard']}</rating><games>0</games><k>20</k><rapid_rating>{p['rapid']}</rapid_rating>"
                f"<rapid_games>0</rapid_games><rapid_k>20</rapid_k><blitz_rating>{p['blitz']}</blitz_rating>"
                f"<blitz_games>0</blitz_games><blitz_k>20</blitz_k><birthday>{p['born']}</birthday><flag></flag>"
                "</player>\n"
            )
        out.write("</playerslist>\n")


def _maxrss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kilobytes


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _import_child(source: str, folder: str, answer: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    before = _maxrss_mb()
    start = time.perf_counter()
    cpu = _cpu_seconds()
    result = import_fide_list(Path(source), COMBINED, date(2026, 11, 1), Path(folder))
    cpu = _cpu_seconds() - cpu
    seconds = time.perf_counter() - start
    answer.put((seconds, cpu, before, _maxrss_mb(), result.players, len(result.problems)))


def timed_import(source: Path, folder: Path) -> dict[str, float | int]:
    answer: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
    child = multiprocessing.get_context("fork").Process(target=_import_child, args=(str(source), str(folder), answer))
    child.start()
    seconds, cpu, before, peak, stored, problems = answer.get()
    child.join()
    return {
        "seconds": round(seconds, 1),
        "cpu_seconds": round(cpu, 1),
        "file_mb": round(source.stat().st_size / 2**20),
        "rss_before_mb": round(before),
        "rss_peak_mb": round(peak),
        "rss_growth_mb": round(peak - before),
        "stored": stored,
        "problems": problems,
    }


def lookups(folder: Path, players: int) -> dict[str, float]:
    rng = random.Random(7)
    db = list_path(folder, "fide", COMBINED)
    out: dict[str, float] = {}
    for label, queries in (
        ("lookup_name_prefix", [f"{rng.choice(_LAST)}{rng.randrange(1, 997)}, " for _ in range(200)]),
        ("lookup_fide_id", [str(1_000_000 + rng.randrange(players) * 7) for _ in range(200)]),
    ):
        times = []
        for query in queries:
            t0 = time.perf_counter()
            rating_list_db.lookup(db, query)
            times.append(time.perf_counter() - t0)
        out[f"{label}_median_ms"] = round(statistics.median(times) * 1000, 2)
        out[f"{label}_max_ms"] = round(max(times) * 1000, 2)
    sequence = default_sequence(RateOfPlay.RAPID)
    times = []
    for _ in range(200):
        t0 = time.perf_counter()
        find_by_sequence(sequence, 1_000_000 + rng.randrange(players) * 7, folder)
        times.append(time.perf_counter() - t0)
    out["sequence_median_ms"] = round(statistics.median(times) * 1000, 2)
    event = [1_000_000 + rng.randrange(players) * 7 for _ in range(500)]
    t0 = time.perf_counter()
    holdings(event, folder)
    out["holdings_500_ms"] = round((time.perf_counter() - t0) * 1000, 1)
    return out


def main(argv: list[str]) -> int:
    players = int(argv[0]) if argv else 1_200_000
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(tmp)
        report: dict[str, object] = {"players": players}
        for fmt, writer in (("txt", write_txt), ("xml", write_xml)):
            source = where / f"players_list_foa.{fmt}"
            t0 = time.perf_counter()
            writer(source, players)
            report[f"{fmt}_generate_s"] = round(time.perf_counter() - t0, 1)
            report[f"{fmt}_import"] = timed_import(source, where / f"lists_{fmt}")
            source.unlink()
            print(json.dumps({fmt: report[f"{fmt}_import"]}), flush=True)
        report.update(lookups(where / "lists_txt", players))
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
