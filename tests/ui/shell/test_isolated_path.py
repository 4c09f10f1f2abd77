"""A path inside a right-to-left sentence keeps its slashes where they are (UAX #9 first-strong isolate), and the
sentence its own direction: the status line "path · round 3 of 7" reads right to left in Arabic."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.language import use
from arbiter_desk.ui.common.plain_text import isolated_path
from arbiter_desk.ui.common.read_only import banner_text


def test_a_path_is_isolated_in_arabic_only() -> None:
    path = Path("/events/spring.adesk")
    assert isolated_path(path) == "/events/spring.adesk"
    try:
        use("ar")
        assert isolated_path(path) == "\u2068/events/spring.adesk\u2069"
        assert "\u2068/events/spring.adesk\u2069" in banner_text(path)
    finally:
        use("en")
    assert "\u2068" not in banner_text(path)
