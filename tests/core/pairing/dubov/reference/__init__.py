"""An independent reference reading of the Dubov system (C.04.4.1, 2026), for tests only.

Written from the rules text and dubov-2026-clarifications.md, without looking at the engine; slow and
exhaustive, for tournaments of up to about fourteen players.
"""

from .system import ReferenceDubov

__all__ = ["ReferenceDubov"]
