"""A seeded fuzz of rating lists: FIDE's TXT and XML layouts and national CSV lists, as plain files and in ZIP
archives, mutated as a download breaks and as an attacker would (cut anywhere, flipped bytes, odd numbers,
huge lines, repeated players, damaged archives). Each case must end in an import or a refusal of the program's
own (``InvalidInputError``, naming what is wrong), never another exception; after a refusal the previous list
is unchanged, and no temporary is left beside it."""

from __future__ import annotations

import random
import zipfile
from datetime import date
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services.ratings.rating_lists import COMBINED, import_fide_list, import_national_list, installed_lists
from tests.formats.broken_zips import KINDS, broken_zip
from tests.formats.rating_list_samples import HEADER, txt_line

MONTH = date(2026, 11, 1)
ODD_NUMBERS = ("2²00", "9" * 5000, "99999999999999999999", "-5", "3501", "0", "", " 1 2", "٣٣٣", "1e3")


def _players(rng: random.Random, count: int) -> list[tuple[str, str, str]]:
    rows = []
    for n in range(count):
        rating = rng.choice(ODD_NUMBERS) if rng.random() < 0.05 else str(1000 + rng.randrange(2000))
        fide_id = rng.choice(ODD_NUMBERS) if rng.random() < 0.03 else str(1_000_000 + n)
        rows.append((fide_id, f"Player{n}, X" + rng.choice(("", "é", "\u202e")), rating))
    return rows


def _text(rng: random.Random, kind: str, rows: list[tuple[str, str, str]]) -> str:
    if kind == "xml":
        body = "".join(
            f"<player><fideid>{i}</fideid><name>{n}</name><rating>{r}</rating></player>\n" for i, n, r in rows
        )
        return f'<?xml version="1.0"?>\n<playerslist>\n{body}</playerslist>\n'
    if kind == "csv":
        return "Name;FIDE id;Elo\n" + "".join(f"{n};{i};{r}\n" for i, n, r in rows)
    return "\n".join([HEADER] + [txt_line(ID_Number=i[:15], Name=n, SRtng=r[:5]) for i, n, r in rows]) + "\n"


def _mutate(rng: random.Random, data: bytes) -> bytes:
    how = rng.choice(("none", "cut", "flip", "huge_line", "repeat", "cut_line_end"))
    if how == "cut":
        return data[: rng.randrange(1, len(data))]
    if how == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 20)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return bytes(out)
    if how == "huge_line":
        at = rng.randrange(len(data))
        return data[:at] + b"7" * rng.choice((70_000, 1_000_000)) + data[at:]
    if how == "repeat":
        lines = data.split(b"\n")
        return b"\n".join(lines[:2] + [lines[1]] * 30_000) + b"\n"
    if how == "cut_line_end":
        return data.rstrip(b"\n")
    return data


def run_case(seed: int, folder: Path) -> str | None:
    """Case ``seed`` in ``folder`` (a list already imported there): None, or what went wrong."""
    rng = random.Random(f"rating-lists:{seed}")
    lists = folder / "lists"
    kind = rng.choice(("txt", "xml", "csv", "zip", "broken_zip"))
    if kind == "broken_zip":
        source = broken_zip(folder, rng.choice(KINDS))
    else:
        inner = kind if kind != "zip" else rng.choice(("txt", "xml"))
        data = _mutate(rng, _text(rng, inner, _players(rng, rng.choice((5, 200, 1500)))).encode("utf-8"))
        source = folder / f"list{seed}.{'csv' if inner == 'csv' else inner}"
        source.write_bytes(data)
        if kind == "zip":
            archive = folder / f"list{seed}.zip"
            with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
                zf.write(source, f"players_list_foa.{inner}")
            source = archive
    before = {i.name + i.rate: i.info.players for i in installed_lists(lists)}
    try:
        if source.suffix == ".csv":
            import_national_list(source, "GER", {"name": "Name", "fide_id": "FIDE id", "standard": "Elo"}, MONTH, lists)
        else:
            import_fide_list(source, COMBINED, MONTH, lists)
    except InvalidInputError:
        after = {i.name + i.rate: i.info.players for i in installed_lists(lists)}
        if after != before:
            return f"refused, yet the lists changed: {before} -> {after}"
    except Exception as exc:
        return f"{kind}: {type(exc).__name__}: {str(exc)[:200]}"
    left = [p.name for p in lists.iterdir() if p.name.startswith(".")] if lists.exists() else []
    return f"temporaries left: {left}" if left else None
