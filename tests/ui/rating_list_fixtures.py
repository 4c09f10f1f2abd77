"""Small FIDE rating list files made for the GUI tests (TXT layout of FIDE's monthly files)."""

from __future__ import annotations

from pathlib import Path

from tests.formats.rating_list_samples import HEADER, txt_line

FEDERATIONS = ("NOR", "POL", "FRA", "ITA", "ESP")


def write_txt_list(path: Path, players: int, surname: str = "Andersen") -> Path:
    """``players`` players ``Surname, Name001`` … with FIDE ids 900001 …, ratings 2000 …, born 1980 …"""
    lines = [HEADER]
    for i in range(1, players + 1):
        lines.append(
            txt_line(
                ID_Number=str(900000 + i),
                Name=f"{surname}, Name{i:03d}",
                Fed=FEDERATIONS[i % len(FEDERATIONS)],
                Sex="F" if i % 2 else "M",
                Tit="WGM" if i % 7 == 0 else "",
                WTit="WGM" if i % 7 == 0 else "",
                SRtng=str(2000 + i),
                B_day=str(1980 + i % 30),
            )
        )
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
