"""The cross-test scaled out (FIDE approval checklist Q33-34): N shards of the same job list, merged, give the
report one machine gives (totals and the set of discrepancies)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.crosstest.harness import main, summary
from tests.crosstest.shards import parse_shard, shard


def _totals(out: Path) -> tuple[dict[str, tuple[int, int]], set[tuple[str, int, str, int | None]]]:
    per: dict[str, tuple[int, int]] = {}
    for line in (out / "state.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        direction = row["key"].split(":")[0]
        done, rounds = per.get(direction, (0, 0))
        per[direction] = (done + 1, rounds + row["rounds"])
    report = out / "discrepancies.jsonl"
    found = {
        (r["direction"], r["job"], r["kind"], r["round"])
        for r in (json.loads(x) for x in report.read_text(encoding="utf-8").splitlines() if x.strip())
    }
    return per, found


def test_three_shards_merged_equal_one_run(tmp_path: Path) -> None:
    common = ["--count", "3", "--small", "--directions", "ours-gacrux", "team-a"]
    main([*common, "--out", str(tmp_path / "one")])
    for k in (1, 2, 3):
        main([*common, "--shard", f"{k}/3", "--out", str(tmp_path / f"part{k}")])
    main(["--merge", *(str(tmp_path / f"part{k}") for k in (1, 2, 3)), "--out", str(tmp_path / "merged")])
    assert _totals(tmp_path / "merged") == _totals(tmp_path / "one")
    one = _totals(tmp_path / "one")[0]
    assert {direction: done for direction, (done, _) in one.items()} == {"ours-gacrux": 3, "team-a": 3}
    parts = json.loads((tmp_path / "merged" / "run.json").read_text(encoding="utf-8"))["parts"]
    assert [p["shard"] for p in parts] == ["1/3", "2/3", "3/3"]
    assert "gacrux" in parts[0]["engines"] and parts[0]["machine"]["cpus"]
    assert "ours-gacrux" in summary(tmp_path / "merged")


def test_shards_cover_the_job_list_once() -> None:
    jobs = list(range(20))
    parts = [shard(jobs, k, 3) for k in (1, 2, 3)]
    assert sorted(j for p in parts for j in p) == jobs
    assert parse_shard("2/3") == (2, 3)
    for bad in ("0/3", "4/3", "x", "1/0"):
        with pytest.raises(ValueError, match="--shard"):
            parse_shard(bad)


def test_merge_keeps_each_job_once_with_its_discrepancies_and_files(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    for part, keys in ((a, ["team-a:0", "team-a:1"]), (b, ["team-a:1", "team-a:2"])):
        (part / "files").mkdir(parents=True)
        rows = [{"key": key, "seconds": 1.0, "rounds": 5, "discrepancies": 0} for key in keys]
        (part / "state.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (b / "files" / "team-a-2.trf").write_text("012 kept\n", encoding="utf-8")
    found = {"direction": "team-a", "job": 2, "kind": "pairing", "round": 3, "ours": "1-2", "theirs": "2-1",
             "file": "files/team-a-2.trf", "classification": "unclassified", "article": ""}  # fmt: skip
    (b / "discrepancies.jsonl").write_text(json.dumps(found) + "\n", encoding="utf-8")
    main(["--merge", str(a), str(b), "--out", str(tmp_path / "merged")])
    per, discrepancies = _totals(tmp_path / "merged")
    assert per == {"team-a": (3, 15)}
    assert discrepancies == {("team-a", 2, "pairing", 3)}
    assert (tmp_path / "merged" / "files" / "team-a-2.trf").read_text(encoding="utf-8") == "012 kept\n"
