"""Participant identity (TRF record 001 fields), declared once in core."""


def test_player_identity_is_declared_once_and_mapped_by_store_and_services() -> None:
    """The TRF 001 identity fields live in one core value; services' input is that value, records map to it."""
    from arbiter_desk.core.ids import PairingNumber, PlayerId
    from arbiter_desk.core.player import Player, PlayerIdentity, Title
    from arbiter_desk.services.event.data import PlayerData
    from arbiter_desk.store.records import PlayerRecord

    assert PlayerData is PlayerIdentity
    record = PlayerRecord(PlayerId(3), PairingNumber(1), "Abel, Ada", title=Title.IM, rating=2450, fide_id=7)
    player = Player(PairingNumber(1), "Abel, Ada", title=Title.IM, rating=2450, fide_id=7)
    assert record.identity == player.identity == PlayerIdentity("Abel, Ada", title=Title.IM, rating=2450, fide_id=7)
