"""The players' result proposal form in a real Chromium (phone size, through Selenium, loopback only):
the player types his board, ticks the result, types the slip's code in lower case and sends; the page thanks
him, and the proposal waits in the desk's spool folder — the tournament file is untouched and the board has no
result. Screenshot: tests/output/pages_phone_propose.png."""

from __future__ import annotations

from arbiter_desk.services import Desk
from arbiter_desk.services.results.proposal_spool import spool_folder, take_proposals
from tests.publication.browser import PHONE, Browser, requires_browser, screenshot
from tests.publication.browser import browser as browser  # the fixture
from tests.publication.serving import serving
from tests.services.conftest import file_dump

pytestmark = requires_browser


def test_a_player_proposes_his_result_from_a_phone(event: Desk, browser: Browser) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    event.results.set_player_proposals(True)
    event.rounds.pair_next_round()
    event.rounds.publish_round()
    code = event.results.board_codes(1)[2]
    before = file_dump(event.path)
    with serving(event.path) as address:
        phone = browser(PHONE)
        phone.get(f"{address}/results")  # type: ignore[attr-defined]
        phone.find_element(By.PARTIAL_LINK_TEXT, "Propose your result").click()  # type: ignore[attr-defined]
        phone.find_element(By.ID, "board").send_keys("2")  # type: ignore[attr-defined]
        phone.find_element(By.CSS_SELECTOR, "input[value='½-½']").click()  # type: ignore[attr-defined]
        phone.find_element(By.ID, "code").send_keys(code.lower())  # type: ignore[attr-defined]
        phone.find_element(By.CSS_SELECTOR, "form.propose button").click()  # type: ignore[attr-defined]
        WebDriverWait(phone, 10).until(lambda d: "waits for the arbiter" in d.page_source)
        screenshot(phone, "pages_phone_propose")
    assert file_dump(event.path) == before
    assert take_proposals(event.results, spool_folder(event.path)) == [(1, 2)]
    assert not event.rounds.boards(1)[1].has_result
