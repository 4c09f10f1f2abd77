"""What the pages show: the round in play and the published rounds before it, never a draft (C.04.2 art. 4.4);
only what a player may see; the why of each board from the desk's own explanation."""

from __future__ import annotations

from arbiter_desk.publication.model import read_event
from arbiter_desk.publication.options import PublicationOptions, is_junior
from arbiter_desk.publication.pages import render
from arbiter_desk.publication.why import SET_BY_ARBITER
from arbiter_desk.services import Desk, GameResult, OverrideArticle
from tests.publication.conftest import RTL_NAME, ids
from tests.services.conftest import confirming, finish_round


def _all_pages(desk: Desk, options: PublicationOptions | None = None) -> str:
    event = read_event(desk, options)
    pages = [render(event, p, options=options) for p in ("index", "pairings", "names", "results", "standings")]
    pages += [render(event, "crosstable", options=options), render(event, "schedule", options=options)]
    pages += [render(event, "player", tpn, options=options) for tpn in event.players]
    return "\n".join(pages)


def test_a_draft_is_never_shown_only_the_published_round(event: Desk) -> None:
    """C.04.2 art. 4.4: a pairing is made public by publishing it; the draft stays the arbiter's."""
    event.rounds.pair_next_round()
    shown = read_event(event)
    assert shown.current is None and shown.rounds == ()
    assert "Board 1" not in _all_pages(event)
    event.rounds.publish_round()
    shown = read_event(event)
    assert shown.current == 1 and [b.number for b in shown.rounds[0].boards] == [1, 2, 3]
    finish_round(event, 1)
    event.rounds.pair_next_round()  # round 2 drafted: the pages stay on round 1, complete
    shown = read_event(event)
    assert shown.current == 1 and [r.number for r in shown.rounds] == [1]
    assert "round 2" not in render(shown, "pairings")


def test_the_round_in_play_is_the_lowest_published_round_with_a_missing_result(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    event.results.record_result(1, 1, GameResult.DRAW)
    shown = read_event(event)
    assert shown.current == 1 and shown.rounds[0].entered == 1
    assert shown.rounds[0].boards[0].result == "½-½"


def test_private_data_never_reaches_a_page(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    html = _all_pages(event)
    for private in ("2012", "987654321", "4100", "Private Chess Club"):
        assert private not in html
    assert ">2210<" in html or "rating 2210" in html


def test_juniors_ratings_are_hidden_when_the_organiser_asks(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    hidden = _all_pages(event, PublicationOptions(hide_junior_ratings=True))
    assert "2210" not in hidden and "rating 2400" in hidden
    assert is_junior("2012/05/17", 2026) and not is_junior("1990", 2026) and is_junior("", 2026)
    assert not is_junior("2006/01/01", 2026) and is_junior("2006/01/02", 2026)  # 20 on 1 January: not a junior


def test_right_to_left_names_are_isolated_with_bdi(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    assert f"<bdi>{RTL_NAME}</bdi>" in render(read_event(event), "names")


def test_names_page_is_alphabetical_and_finds_three_letters(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    shown = read_event(event)
    assert [p.name for p in shown.by_name][:2] == ["Player 01", "Player 02"]
    found = render(shown, "names", query="r 05")
    assert "Player 05" in found and "Player 04" not in found


def test_standings_and_cross_table_count_published_rounds(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    finish_round(event, 1)
    shown = read_event(event)
    assert shown.standings_head[:4] == ("Rank", "TPN", "Name", "Pts")
    assert shown.cross[0][3][0].endswith("1")  # the winner's round-1 cell reads e.g. 4w1
    card = shown.cards[shown.cross[0][1]]
    assert card[0].result == "1" and card[0].running == "1"


def test_each_players_page_says_why_from_the_engines_explanation(event: Desk) -> None:
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    shown = read_event(event)
    assert "0.5-point score group (by TPN)" in shown.whys[1]
    assert "art. 5.2.1: alternating" in shown.whys[1]
    assert "Why:" in render(shown, "player", 1)


def test_a_board_the_arbiter_changed_says_so_c04_2_art_4_4(event: Desk) -> None:
    players = ids(event)
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    boards = [(players[0], players[3]), (players[2], players[1]), (players[4], players[5])]
    confirming(
        lambda c: event.rounds.override_pairing(
            1, boards, None, OverrideArticle.COMPETITION_RULES, "team mates", confirmed=c
        )
    )
    shown = read_event(event)
    assert shown.whys[1] == SET_BY_ARBITER == "Your board was set by the arbiter (C.04.2 art. 4.4)."
    assert "team mates" not in render(shown, "player", 1)  # the arbiter's reason stays at the desk
