"""The spool folder a file event's pages hand proposals to the desk by: the desk trusts nothing
in it — every file is checked again (the code above all) and removed, bad ones dropped."""

from __future__ import annotations

from arbiter_desk.services import Desk
from arbiter_desk.services.results.proposal_spool import SpooledProposal, spool_folder, take_proposals, write_proposal
from tests.services.conftest import register


def test_the_desk_takes_good_proposals_and_drops_forged_or_broken_files(desk: Desk) -> None:
    register(desk, 4)
    desk.results.set_player_proposals(True)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    folder = spool_folder(desk.path)
    code = desk.results.board_codes(1)[1]
    write_proposal(folder, SpooledProposal(1, 1, "1-0", code, "10.0.0.7"))
    write_proposal(folder, SpooledProposal(1, 2, "1-0", code, "10.0.0.8"))  # board 1's code for board 2
    (folder / "9-broken.json").write_text("{not json")
    (folder / "9-big.json").write_text('{"round": 1, "board": 1, "result": "1-0", "code": "' + "A" * 5000 + '"}')
    (folder / "9-list.json").write_text("[1, 2]")
    assert take_proposals(desk.results, folder) == [(1, 1)]
    assert list(folder.iterdir()) == []
    assert set(desk.results.board_proposals(1)) == {1}
    assert not any(b.has_result for b in desk.rounds.boards(1))
