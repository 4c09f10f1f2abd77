"""A seeded generator of hostile TRF files: valid files mutated as an attacker would.

Byte flips, column shifts, huge numbers, asymmetric games, other encodings and line ends, duplicated and very
long lines, hostile names. The same seed always gives the same bytes, so a failing case is replayed by its seed.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.formats.trf import TrfVersion, write_trf

DATA = Path(__file__).resolve().parents[1] / "formats" / "trf" / "data"


@cache
def bases() -> tuple[str, ...]:
    """The valid files every mutation starts from: the sample files and two generated tournaments, the second
    with odd results (½-0, 0-½, 0-0)."""
    from arbiter_desk.core.pairing import find_system

    generated = [
        generate_tournament(
            find_system("dubov"),
            GeneratorOptions(players, rounds, seed=seed, bye_rate=0.05, forfeit_rate=0.05, odd_rate=odd),
        )
        for players, rounds, seed, odd in ((11, 4, 1, 0.0), (24, 5, 7, 0.1))
    ]
    return (
        (DATA / "spring_open_trf26.trf").read_text(encoding="utf-8"),
        (DATA / "spring_open_trf16.trf").read_text(encoding="utf-8"),
        *(write_trf(t) for t in generated),
        write_trf(generated[0], TrfVersion.TRF16),
        *team_bases(),
        *double_swiss_bases(),
    )


@cache
def team_bases() -> tuple[str, ...]:
    """Team Swiss files (records 310, 320, 330, 352, 362; C.04.6) of two sizes and both preference types."""
    from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
    from arbiter_desk.core.teams import PreferenceType
    from arbiter_desk.formats.trf.team_writer import write_team_trf

    return tuple(
        write_team_trf(
            generate_team_event(
                TeamGeneratorOptions(
                    teams,
                    rounds,
                    boards,
                    seed=seed,
                    preference_type=kind,
                    forfeit_rate=0.05,
                    match_forfeit_rate=0.05,
                    absence_rate=0.05,
                )
            )
        )
        for teams, rounds, boards, seed, kind in ((6, 3, 4, 3, PreferenceType.A), (9, 4, 2, 8, PreferenceType.B))
    )


@cache
def double_swiss_bases() -> tuple[str, ...]:
    """Double-Swiss files (two TRF columns per round, C.04.5)."""
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament

    return tuple(
        write_trf(
            generate_two_game_tournament(
                find_system("double-swiss"),
                GeneratorOptions(players, rounds, seed=seed, bye_rate=0.05, forfeit_rate=0.05),
            )
        )
        for players, rounds, seed in ((10, 3, 2), (15, 4, 9))
    )


Mutation = Callable[[random.Random, str], str]

_HOSTILE_TEXT = [
    "<b>bold</b>",
    "<img src=x onerror=alert(1)>",
    '=HYPERLINK("http://x")',
    "+1+1",
    "-2",
    "@SUM(A1)",
    "\t=1",
    "a\u2028b",
    "\u202eevil",
    "\x00nul",
    "x" * 200,
    "€ß漢字",
    "&amp;<",
]
_ODD_CHARACTERS = " 0123456789wbWBmMgG-=+HFUZDLXAPx.,/#\r\n\t\ufeff\u00e9\u00b2\u0000\u2028\x85"


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _pick_line(rng: random.Random, lines: list[str], record: str | None = None) -> int:
    candidates = [i for i, line in enumerate(lines) if record is None or line.startswith(record)]
    return rng.choice(candidates) if candidates else rng.randrange(len(lines))


def flip_bytes(rng: random.Random, text: str) -> str:
    data = bytearray(text.encode("utf-8", errors="surrogateescape"))
    for _ in range(rng.randint(1, 8)):
        if data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return data.decode("utf-8", errors="surrogateescape")


def replace_characters(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        if chars:
            chars[rng.randrange(len(chars))] = rng.choice(_ODD_CHARACTERS)
    return "".join(chars)


def shift_columns(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _pick_line(rng, lines, rng.choice(["001", "1", "2", None]))
    where = rng.randrange(len(lines[i]) + 1)
    if rng.random() < 0.5:
        lines[i] = lines[i][:where] + " " * rng.randint(1, 12) + lines[i][where:]
    else:
        lines[i] = lines[i][:where] + lines[i][where + rng.randint(1, 12) :]
    return "\n".join(lines)


def huge_number(rng: random.Random, text: str) -> str:
    numbers = list(re.finditer(r"[0-9]+(?:\.[0-9]+)?", text))
    if not numbers:
        return text
    match = rng.choice(numbers)
    huge = rng.choice(
        [
            "9" * rng.randint(5, 40),
            "1" + "0" * 400,
            "99999999999999999999.5",
            "-1",
            "1e999",
            "0" * 30,
            "NaN",
            "Infinity",
        ]
    )
    if rng.random() < 0.5:  # keep the field width: overflow within the columns
        huge = huge[: len(match.group())].rjust(len(match.group()))
    return text[: match.start()] + huge + text[match.end() :]


def asymmetric_game(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _pick_line(rng, lines, "001")
    line = lines[i]
    blocks = [m for m in re.finditer(r"(?<=  )[ 0-9]{4} [wb-] [0-9A-Za-z+=-]", line[89:])]
    if not blocks:
        return text
    block = rng.choice(blocks)
    start = 89 + block.start()
    choice = rng.randrange(3)
    if choice == 0:
        replacement = f"{rng.randint(0, 99):4d}" + line[start + 4 : start + 8]
    elif choice == 1:
        replacement = line[start : start + 5] + rng.choice("wb-") + line[start + 6 : start + 8]
    else:
        replacement = line[start : start + 7] + rng.choice("10=+-WDLHFUZ")
    lines[i] = line[:start] + replacement + line[start + 8 :]
    return "\n".join(lines)


def duplicate_lines(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _pick_line(rng, lines)
    lines[i:i] = [lines[i]] * rng.randint(1, 3)
    return "\n".join(lines)


def swap_or_drop_lines(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    if rng.random() < 0.5:
        lines[i], lines[j] = lines[j], lines[i]
    else:
        del lines[i]
    return "\n".join(lines)


def hostile_name(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _pick_line(rng, lines, rng.choice(["001", "012", "102", "###"]))
    line = lines[i]
    hostile = rng.choice(_HOSTILE_TEXT)
    if line.startswith("001"):
        lines[i] = line[:14] + hostile[:33].ljust(33) + line[47:]
    else:
        lines[i] = line[:4] + hostile
    return "\n".join(lines)


def long_lines(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _pick_line(rng, lines, "001")
    lines[i] = lines[i] + ("  " + f"{rng.randint(0, 30):4d} {rng.choice('wb-')} {rng.choice('10=+-')}") * rng.choice(
        [1, 5, 120]
    )
    return "\n".join(lines)


def many_players(rng: random.Random, text: str) -> str:
    """A large file: more players, entered late (no round blocks, so the file stays consistent)."""
    lines = _lines(text)
    players = [line for line in lines if line.startswith("001")]
    if not players:
        return text
    extra = []
    for n in range(rng.choice([50, 300])):
        line = rng.choice(players)
        extra.append(f"001 {len(players) + n + 1:4d}" + line[8:57] + f"{900000 + n:11d}")
    return "\n".join(lines + extra)


def giant_number(rng: random.Random, text: str) -> str:
    """A number of more than Python's 4,300 digits in any field (fixed columns or free format)."""
    numbers = list(re.finditer(r"[0-9]+", text))
    if not numbers:
        return text
    match = rng.choice(numbers)
    giant = rng.choice(["9" * 4301, "1" * 5000, "0" * 4999 + "7", "8" * 100_000])
    return text[: match.start()] + giant + text[match.end() :]


def giant_line(rng: random.Random, text: str) -> str:
    """A line of a megabyte (round blocks, digits or blanks), which once took 24 s and 190 MB."""
    lines = _lines(text)
    i = _pick_line(rng, lines, rng.choice(["001", "XXR", "132", "310", None]))
    filler = rng.choice(["     1 w 1", "9", " ", "  0000 - Z"])
    lines[i] = lines[i] + filler * (rng.choice([200_000, 1_000_000]) // len(filler))
    return "\n".join(lines)


def many_problems(rng: random.Random, text: str) -> str:
    """Thousands of faulty lines (the list of problems is bounded)."""
    bad = rng.choice(["001 xxxx", "250 abc", "XXP 0 0", "240 Q 999999"])
    return text + "\n" + "\n".join([bad] * rng.choice([2000, 20_000]))


HASH_RECORDS = (
    "### Provisional ratings for pairing (C.04.4.1 art. 1.1.2, not FIDE ratings), TPN=rating: {tpn}={number}",
    "### Rating correction @ Round {round}: {tpn}-{number}: 1-0 for the rating report only (art. 4.3: typo)",
    "### Round rating @ Round {round}: player {tpn}: {number}",
    "### Long event @ Round 1: over 30 days; rating tie-breaks: rating per round",
    "### Expelled @ Round {round}: player {tpn}: {number}",
    "### Tie decision @ Round {round}: {tpn} before {number}",
)
"""The ``###`` records the desk reads back (provisional ratings, rating corrections, round ratings …), to be
filled with hostile numbers."""


def hash_records(rng: random.Random, text: str) -> str:
    """``###`` records with numbers an attacker picks: superscripts, 5,000 digits, overflows, out of bounds."""
    numbers = ["²", "2²00", "9" * 5000, "99999999999999999999", "99999", "-1", "0", "1", "٣", "1e9", ""]
    lines = [
        rng.choice(HASH_RECORDS).format(tpn=rng.choice(numbers), number=rng.choice(numbers), round=rng.choice(numbers))
        for _ in range(rng.randint(1, 4))
    ]
    return text.rstrip("\n") + "\n" + "\n".join(lines) + "\n"


def truncate(rng: random.Random, text: str) -> str:
    return text[: rng.randrange(len(text) + 1)]


MUTATIONS: tuple[Mutation, ...] = (
    flip_bytes,
    replace_characters,
    shift_columns,
    huge_number,
    huge_number,
    asymmetric_game,
    asymmetric_game,
    duplicate_lines,
    swap_or_drop_lines,
    hostile_name,
    hostile_name,
    long_lines,
    many_players,
    truncate,
    giant_number,
    giant_line,
    many_problems,
    hash_records,
)


MILD_MUTATIONS: tuple[Mutation, ...] = (hostile_name, many_players, huge_number, hash_records)
"""Mutations that often leave a usable file (hostile text, many players, numbers within their columns)."""


def mutated_trf(seed: int) -> bytes:
    """The bytes of case ``seed``: a base file, one to four mutations, then an encoding and line ends."""
    rng = random.Random(seed)
    text = rng.choice(bases())
    mutations = MILD_MUTATIONS if rng.random() < 0.35 else MUTATIONS  # a share that should still be usable
    for _ in range(rng.randint(1, 4)):
        text = rng.choice(mutations)(rng, text)
    line_end = rng.choice(["\n", "\n", "\r\n", "\r", "mixed"])
    if line_end == "mixed":
        text = "".join(line + rng.choice(["\n", "\r\n", "\r"]) for line in text.split("\n"))
    else:
        text = text.replace("\n", line_end)
    encoding = rng.choice(["utf-8", "utf-8", "utf-8", "utf-8-sig", "latin-1", "utf-16", "utf-16-le", "cp1252"])
    return text.encode(encoding, errors="surrogateescape" if encoding.startswith("utf-8") else "replace")
