"""The glossary's terms that are words, in the arbiter's language (FIDE's letters and article numbers — S1, MDP,
PAB, TPN, C6, 5.2.2 — stay as FIDE writes them and have no entry here).

A legend line is shown when the explanation uses the term, in English as the engine's reasons say it or in the
language the desk speaks; the term is shown in that language.
"""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr

WORDS: dict[str, Text] = {
    "upfloater": tr("upfloater"),
    "downfloater": tr("downfloater"),
    "up-floater": tr("up-floater"),
    "down-floater": tr("down-floater"),
    "Upfloaters": tr("Upfloaters"),
    "floater": tr("floater"),
    "seeding": tr("seeding"),
    "index": tr("index"),
    "Limbo": tr("Limbo"),
    "remainder": tr("remainder"),
    "topscorer": tr("topscorer"),
    "median": tr("median"),
    "compatible": tr("compatible"),
    "exchange": tr("exchange"),
    "exchanged": tr("exchanged"),
    "Berger table": tr("Berger table"),
    "dummy": tr("dummy"),
    "cycle": tr("cycle"),
    "first-team": tr("first-team"),
    "Shifts": tr("Shifts"),
    "Residents": tr("Residents"),
}
"""Term as the explanations write it (the key of the systems' legends) → the word for it."""
