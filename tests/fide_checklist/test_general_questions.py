"""Checklist questions of the digest's sections 4 (engine), 16 (reports) and 17 (platform, language, offline)
that a test can show (``CHECKLIST.md`` rows Q1–18, Q217, Q222–225)."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK

PACKAGE = Path(__file__).resolve().parents[2] / "arbiter_desk"


def test_q3_the_program_runs_on_linux_from_its_command_line() -> None:
    """Q1–6: a platform FIDE names (Linux here; the installer builds Windows and macOS too)."""
    assert run(["--version"]) == EXIT_OK


def test_q7_q8_q9_the_menus_are_english_from_the_first_start(tmp_path: Path) -> None:
    """Q7–9 (hard fails): the interface is English — every menu action's words are the English sources; the first
    start on an English system (or one whose language the desk does not speak) is English; on any other English
    stays selectable at run time (View → Language…, ``--lang en``), which Q8–9 accept ("or at least selectable")."""
    from PySide6.QtCore import QSettings

    from arbiter_desk.language import LANGUAGES
    from arbiter_desk.ui.common.wording import shown
    from arbiter_desk.ui.settings.desk_language import choose_language, starting_language
    from arbiter_desk.ui.shell.actions import ACTION_SPECS

    texts = [shown(spec.text) for spec in ACTION_SPECS]
    assert "&Import TRF…" in texts and all(re.fullmatch(r"[\x20-\x7e…–—]+", t) for t in texts)
    settings = QSettings(str(tmp_path / "desk.ini"), QSettings.Format.IniFormat)
    assert [starting_language(settings, None, system).code for system in ("en_US", "C", "pt_BR")] == ["en"] * 3
    assert starting_language(settings, None, "fr_FR").code == "fr"
    assert LANGUAGES[0].code == "en"  # offered first by View → Language…
    choose_language(settings, LANGUAGES[0])
    assert starting_language(settings, None, "fr_FR").code == "en"
    assert starting_language(settings, "en", "de_DE").code == "en"


def test_q16_every_pairing_system_is_our_own_code() -> None:
    """Q16: own engine (not an external one, so Q17–18 do not apply): every registered system is built from
    Arbiter Desk's own packages."""
    from arbiter_desk.core.pairing.registry import all_entries

    for entry in all_entries():
        assert type(entry.factory()).__module__.startswith("arbiter_desk.core.pairing."), entry.key


def test_q223_the_program_needs_no_internet() -> None:
    """Q223: usable without internet (so Q224–225, for online programs, do not apply): one module of the package
    opens a web connection, the optional update of FIDE's rating lists before the event (Q135–136), and only the
    update's action, its dialog and its command use it (the venue server is a PostgreSQL server of the arbiter's
    own network)."""
    web = re.compile(r"^\s*(import|from)\s+(urllib\.request|http\.client|requests|httpx|aiohttp)\b", re.MULTILINE)
    openers = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if web.search(p.read_text("utf-8"))]
    assert openers == ["services/ratings/rating_download.py"]
    users = sorted(
        str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if "rating_download" in p.read_text("utf-8")
    )
    assert users == [
        "cli/rating_list_commands.py",
        "ui/ratings/rating_update_dialog.py",
        "ui/ratings/rating_updates.py",
    ]
