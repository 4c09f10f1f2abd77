"""A Double-Swiss TRF (C.04.5, ``192 FIDE_DOUBLESWISS``) is refused by the desk until it runs two-game rounds."""

from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services.desk import Desk

DS = """012 Double-Swiss
XXR 6
192 FIDE_DOUBLESWISS
001    1      Player 01                         2500                             2.0    1     2 w 1     2 b 1
001    2      Player 02                         2400                             0.0    2     1 b 0     1 w 0
"""


def test_double_swiss_import_is_refused_with_a_clear_message_and_no_file(tmp_path: Path) -> None:
    trf = tmp_path / "ds.trf"
    trf.write_text(DS)
    target = tmp_path / "ds.adesk"
    with pytest.raises(InvalidInputError, match="two games per round"):
        Desk.import_trf(target, trf)
    assert not target.exists()
