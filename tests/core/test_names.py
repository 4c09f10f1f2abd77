"""Names in a fixed, locale-free order (C.04.2 art. 2.2.3) and their searchable plain form."""

from arbiter_desk.core.names import alphabetical_key, plain_name, strip_accents


def test_accents_and_undecomposed_letters() -> None:
    assert strip_accents("Żółć") == "Zolc"
    assert strip_accents("Łukasz Ørsted Straße") == "Lukasz Orsted Strasse"


def test_plain_name_folds_case_and_spaces() -> None:
    assert plain_name("  NGUYỄN,   Văn ") == "nguyen, van"


def test_alphabetical_order_ignores_case_and_accents_and_is_total() -> None:
    names = ["Zeller, A", "Ábel, B", "abel, B", "Örs, C", "Oz, D"]
    ordered = sorted(names, key=alphabetical_key)
    assert ordered == ["abel, B", "Ábel, B", "Örs, C", "Oz, D", "Zeller, A"]  # ties by code point
    assert alphabetical_key("Ábel, B") != alphabetical_key("abel, B")  # the exact text breaks the tie


def test_player_identity_is_declared_once_and_mapped_by_store_and_services() -> None:
    """The TRF 001 identity fields live in one core value; services' input is that value, records map to it."""
    from arbiter_desk.core.ids import PairingNumber, PlayerId
    from arbiter_desk.core.player import Player, PlayerIdentity, Title
    from arbiter_desk.services.data import PlayerData
    from arbiter_desk.store.records import PlayerRecord

    assert PlayerData is PlayerIdentity
    record = PlayerRecord(PlayerId(3), PairingNumber(1), "Abel, Ada", title=Title.IM, rating=2450, fide_id=7)
    player = Player(PairingNumber(1), "Abel, Ada", title=Title.IM, rating=2450, fide_id=7)
    assert record.identity == player.identity == PlayerIdentity("Abel, Ada", title=Title.IM, rating=2450, fide_id=7)
