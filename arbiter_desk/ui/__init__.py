"""ui layer."""

from arbiter_desk.ui.common.none_refcount import guard_none_refcount

guard_none_refcount()  # before any widget: PySide6 6.12.0 on Python 3.11 (see the module)
