"""Player cards: each card's rows agree with the cross table of the same player, its score with
the standings, and the card says TPR and the rating change."""

from __future__ import annotations

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.documents import build_document
from arbiter_desk.formats.documents.model import Heading, KeepTogether, Note, Table
from arbiter_desk.formats.documents.player_cards import player_cards_document
from tests.formats.documents.sample import sample_tournament


def test_a_card_per_player_with_rounds_score_tpr_and_rating_change() -> None:
    tournament = sample_tournament()
    document = build_document("player-cards", tournament)
    assert all(isinstance(b, KeepTogether) for b in document.blocks)  # a card is never cut in two
    parts = [part for b in document.blocks if isinstance(b, KeepTogether) for part in b.blocks]
    headings = [b for b in parts if isinstance(b, Heading)]
    tables = [b for b in parts if isinstance(b, Table)]
    notes = [b for b in parts if isinstance(b, Note)]
    assert len(headings) == len(tables) == len(notes) == len(tournament.players)
    standings = compute_standings(tournament)
    points = {row.tpn: row.points for row in standings.rows}
    by_tpn = tournament.by_tpn
    for player, table, note in zip(sorted(tournament.players, key=lambda p: p.tpn), tables, notes, strict=True):
        for row in table.rows:
            entry = player.entry(int(row[0]))
            if entry is not None and entry.opponent is not None:
                assert row[2].startswith(f"{entry.opponent}. ") and by_tpn[entry.opponent].name in row[2]
                assert row[1] == {"w": "White", "b": "Black"}.get(entry.colour.value, "–")
        assert table.rows[-1][5] == note.text.split(";")[0].removeprefix("Score ")
        assert note.text.startswith("Score ") and "Performance (TPR)" in note.text
        assert float(table.rows[-1][5].replace("½", ".5")) == float(points[player.tpn])


def test_cards_of_chosen_players_only() -> None:
    tournament = sample_tournament()
    first = sorted(tournament.players, key=lambda p: p.tpn)[0]
    document = player_cards_document(tournament, players=[first.tpn])
    (card,) = document.blocks
    assert isinstance(card, KeepTogether) and isinstance(card.blocks[0], Heading)
    heading = card.blocks[0]
    assert heading.text.startswith(f"{first.tpn}. ")
