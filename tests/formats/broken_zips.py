"""Damaged ZIP archives as downloads and attackers make them: an encrypted member, an unknown compression
method, a cut central directory, one huge line, a wrong CRC."""

from __future__ import annotations

import zipfile
from pathlib import Path

from tests.formats.rating_list_samples import txt_sample

KINDS = ("encrypted", "method 99", "cut directory", "one huge line")


def broken_zip(folder: Path, kind: str) -> Path:
    path = folder / f"players_list_{kind.replace(' ', '_')}.zip"
    text = "\n".join(txt_sample()) + "\n"
    if kind == "one huge line":
        text = "9" * 5_000_000 + "\n"  # deflates to a few kilobytes
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("players_list_foa.txt", text)
    data = bytearray(path.read_bytes())
    central = data.index(b"PK\x01\x02")
    if kind == "encrypted":
        data[6] |= 0x1  # general purpose flag, bit 0: encrypted (local header and central directory)
        data[central + 8] |= 0x1
    elif kind == "method 99":
        data[8:10] = (99).to_bytes(2, "little")  # AES, which zipfile cannot unpack
        data[central + 10 : central + 12] = (99).to_bytes(2, "little")
    elif kind == "cut directory":
        data = data[: central + 20]  # an interrupted download: the directory and its end record are gone
    path.write_bytes(bytes(data))
    return path
