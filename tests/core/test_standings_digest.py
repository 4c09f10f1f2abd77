"""Standings output pinned byte for byte (C.07 (2026)): the standings text, CSV and every breakdown of seeded events.

Speed work on the tie-breaks (lazy breakdown texts, shared terms, the sort) must not change a
value or a byte of what the arbiter reads. The digests below were taken with the code before that work
(commit b4d3f20); a change of any value, rank, breakdown term, cut reason or note changes a digest. When a
change of output is *meant*, re-run ``python -m tests.core.test_standings_digest`` and say why in the commit.
"""

from __future__ import annotations

import csv
import hashlib
import io
import sys

import pytest

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreaks import Edition
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import parse_trf, write_trf
from tests.benchmarks.standings_fixture import synthetic_tournament

LISTS = {
    "default": "BH/C1,BH,SB,DE,WIN",
    "cuts": "BH/M1,BH/C2,SB/C1,FB,AOB,AOB/F,KS,PS/C1",
    "played": "BH/P,SB/P,AOB/P,WON,BPG,BWG,REP,STD",
    "ratings": "ARO,ARO/C1,TPR,PTP,APRO,APPO,RTNG",
    "order": "DE,TPN,PS,WIN,GE",
}

CASES: dict[str, tuple[int, int, int, str, int | None, str | None, int | None]] = {
    # name: (players, rounds, seed, list, after round, edition, lots seed)
    "small-default": (30, 7, 1, "default", None, None, None),
    "small-default-r1": (30, 7, 1, "default", 1, None, None),
    "small-order-lots": (30, 7, 2, "order", 3, None, 7),
    "mid-cuts": (150, 9, 3, "cuts", None, None, None),
    "mid-cuts-r5": (150, 9, 3, "cuts", 5, None, None),
    "mid-cuts-2024": (150, 9, 3, "cuts", None, "2024", None),
    "mid-played": (150, 9, 4, "played", None, None, None),
    "mid-ratings": (150, 9, 5, "ratings", None, None, None),
    "odd-default": (77, 11, 6, "default", None, None, None),
}


TRF_CASES = ("mid-cuts", "odd-default", "small-order-lots")
"""Also read back from TRF-2026 text: the reader's values (points, results, record 142) reach the standings."""


def _event(players: int, rounds: int, seed: int, via_trf: bool = False) -> Tournament:
    event = synthetic_tournament(players, rounds, seed=seed)
    return parse_trf(write_trf(event, ranks={})) if via_trf else event


def standings_output(name: str, via_trf: bool = False) -> str:
    """Everything the arbiter can read of one case's standings: text, CSV and each breakdown."""
    players, rounds, seed, tiebreaks, after, edition, lots = CASES[name]
    standings = compute_standings(
        _event(players, rounds, seed, via_trf),
        LISTS[tiebreaks],
        edition=Edition.from_text(edition) if edition else None,
        after_round=after,
        lots_seed=lots,
    )
    out = io.StringIO()
    out.write(standings.to_text())
    csv.writer(out, lineterminator="\n").writerows(standings.table(undefined=""))
    for row in sorted(standings.rows, key=lambda r: r.tpn):
        for breakdown in row.breakdowns:
            out.write(breakdown.to_text())
            for term in breakdown.terms:
                out.write(f"{term.round}|{term.opponent}|{term.value}|{term.key}|{term.is_vur}|{term.cut}\n")
    return out.getvalue()


def digest(name: str, via_trf: bool = False) -> str:
    return hashlib.sha256(standings_output(name, via_trf).encode("utf-8")).hexdigest()


EXPECTED = {
    "mid-cuts": "88c6224d060c150dc32b02fd61f2bfe5bb4dea19da1887b6d60c89e392598a76",
    "mid-cuts-2024": "a0b3035d79fb41990d3bb531f33d06afbcbbd12621a80a27b71d5d93022bd1f6",
    "mid-cuts-r5": "257265fca2b21c2d929db11ef38e115c084c77ff040ca43c7afcfee123835f94",
    "mid-played": "d364f277dc9cc8e2f362942f6c714d50214149dc682dac7631d187d3c4476d17",
    "mid-ratings": "a9e59f85dcb5732eb3d4e1afd85249a4b3697e9ae866fb183ac62304bec6de6d",
    "odd-default": "1a20a44f93f61532370ca00c3082fe2ff7cfd759da199b363d6e1d008d9a8a40",
    "small-default": "c114db2af599bf85741cc64b02e1b546f57d9060c1ca7f4313967d38b4f48221",
    "small-default-r1": "98316f197168cfcffdbe3b776f54c6b7f32292083458e6116eb82a65d3b7b1d3",
    "small-order-lots": "102363343818aace588421a4c9dc8414345b290cbed92c9381ad2bc2564ba55c",
    "mid-cuts (TRF)": "04c86dc737d8631791ecb84a24a4fa6114571a66941771760f1e19a6ac53d704",
    "odd-default (TRF)": "c1a0369f7fa4c259ab1043f5d40ce97af31252c6957196ea9915f70515898435",
    "small-order-lots (TRF)": "de582f451250178c4754b6c9dee537c1d999e639834cf2db28b53fb0968dee8c",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_standings_output_unchanged(name: str) -> None:
    assert digest(name) == EXPECTED[name]


@pytest.mark.parametrize("name", TRF_CASES)
def test_standings_of_the_trf_text_unchanged(name: str) -> None:
    assert digest(name, via_trf=True) == EXPECTED[f"{name} (TRF)"]


def main() -> int:
    for name in sorted(CASES):
        print(f'    "{name}": "{digest(name)}",')
    for name in TRF_CASES:
        print(f'    "{name} (TRF)": "{digest(name, via_trf=True)}",')
    return 0


if __name__ == "__main__":
    sys.exit(main())
