"""The read-only banner of a desk whose file was renamed or removed while open says where its work was saved,
and to open it there (not "open the file again", which once reopened the renamed file without its log)."""

from __future__ import annotations

from arbiter_desk.ui.common.read_only import banner_text


def test_the_banner_sends_the_arbiter_where_the_work_was_saved() -> None:
    reason = (
        "the tournament file was removed or renamed while it was open here; everything this desk confirmed was "
        "saved under its new name /events/renamed.adesk"
    )
    text = banner_text("/events/t.adesk", reason)
    assert "saved under its new name /events/renamed.adesk" in text
    assert text.endswith("Open it where it was saved to go on.")


def test_a_taken_over_desk_is_told_to_open_the_file_again() -> None:
    assert banner_text("/events/t.adesk", "taken over by anna on venue-laptop at 14:20").endswith(
        "Open the file again to go on."
    )
