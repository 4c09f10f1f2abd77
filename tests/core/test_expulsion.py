"""Expelled players in the core (VCL4THP.13 Q197–198): the ``### Expelled`` line and the standings."""

from dataclasses import replace

from arbiter_desk.core.expulsion import Expulsion, expelled_tpns, parse_expulsion, split_expulsions, with_expulsions
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.integrity import EventKind, malformed_events, parse_event
from arbiter_desk.core.standings import compute_standings
from tests.core.tiebreaks.crosstable import sample


def test_q197_the_line_reads_back_with_its_round_player_and_reason() -> None:
    line = Expulsion(PairingNumber(12), 5, "abusive\nbehaviour").event().to_line()
    assert line == "### Expelled @ Round 5: player 12: abusive behaviour"
    assert parse_expulsion(line) == Expulsion(PairingNumber(12), 5, "abusive behaviour")
    assert parse_event(line) is not None and parse_event(line).kind is EventKind.EXPULSION  # type: ignore[union-attr]
    assert Expulsion(PairingNumber(3), 2).to_comment() == "Expelled @ Round 2: player 3"
    assert parse_expulsion("Expelled @ Round 2: player 3") == Expulsion(PairingNumber(3), 2, "")
    assert malformed_events(["Expeled @ Round 2: player 3"]) == ("Expeled @ Round 2: player 3",)


def test_q197_split_keeps_the_other_comments_and_ignores_other_events() -> None:
    found, rest = split_expulsions(["Expelled @ Round 4: player 2: cheating", "MPA @ Round 2: x", "free text"])
    assert found == {2: Expulsion(PairingNumber(2), 4, "cheating")}
    assert rest == ("MPA @ Round 2: x", "free text")


def test_q198_standings_leave_out_a_player_named_by_the_line_of_a_file() -> None:
    plain = compute_standings(sample())
    t = replace(sample(), comments=("Expelled @ Round 3: player 1: cheating",))
    assert expelled_tpns(t) == {1}
    assert with_expulsions(t).player(1).expelled and with_expulsions(t).player(1).withdrawn_from == 3
    standings = compute_standings(t)
    assert [row.tpn for row in standings.rows] == [row.tpn for row in plain.rows if row.tpn != 1] + [1]
    assert standings.row(1).left_out and standings.table()[-1][0] == "–"
    assert [row.rank for row in standings.rows if not row.left_out] == [1, 2, 3, 4, 5]


def test_q198_the_flag_on_the_player_leaves_him_out_too() -> None:
    t = sample()
    flagged = replace(t, players=tuple(replace(p, expelled=p.tpn == 2, withdrawn_from=None) for p in t.players))
    standings = compute_standings(flagged)
    assert standings.rows[-1].tpn == 2 and standings.rows[-1].left_out
    assert flagged.player(2).short_mark == " (exp.)"
    assert replace(flagged.player(2), withdrawn_from=4).short_mark == " (exp. R4)"
    assert replace(flagged.player(2), withdrawn_from=4).withdrawal_mark == "expelled from round 4"
