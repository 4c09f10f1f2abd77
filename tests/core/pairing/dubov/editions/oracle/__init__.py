"""Independent oracles of the Dubov 1997 and 2018 editions, for tests only.

Built from the texts ``shared/rules/dubov-1997.txt`` (+ appendix), ``dubov-2018.txt`` and the binding readings
``dubov-1997-2018-clarifications.md`` (E-numbered); nothing here imports the engine in
``arbiter_desk.core.pairing``. The 1997 oracle reads a tournament through :mod:`.event` (TRF letters only) and
searches literally where the text describes a choice by criteria. The 2018 oracle is the independent 2026
reference reading (``tests/core/pairing/dubov/reference``) with the one rule E14/E32 says differs (C.2).
"""
