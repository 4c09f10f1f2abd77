"""Small FIDE rating list files in both formats, made here (the layout of FIDE's monthly files)."""

from __future__ import annotations

import re

HEADER = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
    "           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
)


def txt_line(header: str = HEADER, **values: str) -> str:
    """A data line with each value at the start of its column (``ID_Number`` for ``ID Number``, ``B_day``)."""
    starts = {m.group().replace(" ", "_").replace("-", "_"): m.start() for m in re.finditer(r"ID Number|\S+", header)}
    line = [" "] * (len(header) + 10)
    for key, value in values.items():
        start = starts[key]
        line[start : start + len(value)] = value
    return "".join(line).rstrip()


def txt_sample() -> list[str]:
    """Header, four good players (accents, inactive, no ratings), a blank line and three bad lines."""
    return [
        HEADER,
        txt_line(
            ID_Number="1503014",
            Name="Carlsen, Magnus",
            Fed="NOR",
            Sex="M",
            Tit="GM",
            SRtng="2833",
            SGm="0",
            SK="10",
            RRtng="2823",
            BRtng="2886",
            B_day="1990",
        ),
        txt_line(
            ID_Number="1127900", Name="Żółć, Łukasz", Fed="POL", Sex="M", Tit="IM", SRtng="2410", B_day="1987", Flag="i"
        ),
        txt_line(
            ID_Number="12401196",
            Name="Nguyễn, Thị Mai Hưng",
            Fed="VIE",
            Sex="F",
            Tit="WGM",
            WTit="WGM",
            SRtng="2301",
            B_day="1994",
            Flag="w",
        ),
        "",
        txt_line(ID_Number="1400541", Name="Ørsted, Hans", Fed="DEN", Sex="M"),
        txt_line(ID_Number="12A45", Name="Broken, Id", Fed="GER", Sex="M", SRtng="2000"),
        txt_line(ID_Number="4100018", Name="Bad, Rating", Fed="RUS", Sex="M", SRtng="2x00"),
        txt_line(ID_Number="4100026", Fed="RUS", Sex="M", SRtng="2100"),
    ]


XML_SAMPLE = """<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player>
<fideid>1503014</fideid>
<name>Carlsen, Magnus</name>
<country>NOR</country>
<sex>M</sex>
<title>GM</title>
<w_title></w_title>
<o_title></o_title>
<foa_title></foa_title>
<rating>2833</rating>
<games>0</games>
<k>10</k>
<rapid_rating>2823</rapid_rating>
<blitz_rating>2886</blitz_rating>
<birthday>1990</birthday>
<flag></flag>
</player>
<player>
<fideid>1127900</fideid>
<name>Żółć, Łukasz</name>
<country>POL</country>
<sex>M</sex>
<title>IM</title>
<rating>2410</rating>
<birthday>1987</birthday>
<flag>i</flag>
</player>
<player>
<fideid>x1</fideid>
<name>Broken, Id</name>
</player>
<player>
<fideid>4100018</fideid>
<name>Bad, Rating</name>
<rating>high</rating>
</player>
</playerslist>
"""
