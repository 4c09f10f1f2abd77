"""Bytes to numbered lines: encodings, byte-order mark, CR / LF / CRLF."""

from __future__ import annotations

from arbiter_desk.formats.trf.source import SourceLine, decode, split_lines


def test_utf8_then_latin1() -> None:
    assert decode("Ærø".encode()) == "Ærø"
    assert decode("Ærø".encode("latin-1")) == "Ærø"


def test_byte_order_mark_dropped() -> None:
    assert decode(b"\xef\xbb\xbf012 x") == "012 x"
    assert decode("\ufeff012 x") == "012 x"


def test_mixed_line_ends() -> None:
    assert [line.text for line in split_lines("a\r\nb\rc\nd")] == ["a", "b", "c", "d"]


def test_last_line_end_gives_no_extra_line_but_blank_lines_keep_their_numbers() -> None:
    assert split_lines("a\n\nb\n") == [SourceLine(1, "a"), SourceLine(2, ""), SourceLine(3, "b")]


def test_only_cr_and_lf_split_lines() -> None:
    assert len(split_lines("001 a\x0bb\x1cc\u2028d\n")) == 1


def test_record_is_upper_cased() -> None:
    assert SourceLine(1, "xxr 5").record == "XXR"


def test_utf16_files_are_decoded_with_or_without_byte_order_mark() -> None:
    """A TRF saved as UTF-16 by an editor is read, not refused as "no player record"."""
    text = "012 Open é\n001    1"
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):
        assert decode(text.encode(encoding)) == text
