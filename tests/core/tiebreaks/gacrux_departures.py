"""Placeholder: departures of the checker from C.07, one predicate each (filled in below)."""

from __future__ import annotations

from typing import Any


def explain(diff: Any) -> str | None:
    return None
