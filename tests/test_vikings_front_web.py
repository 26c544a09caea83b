"""A Tiny Epic Vikings table in a real browser through the web door (issue 19, item 3): headless
Chromium through Playwright, a guest creates a 2-player Vikings table with a computer player by the
quick form and plays it to the final score answering 1 to every numbered question; axe-core finds
no serious violation in a Vikings game, and the choices are the same as the numbered lines."""
from __future__ import annotations

import asyncio

from server_support import guest_server
from web_support import PagePlayer, Server, launch, need_browser

need_browser()
from playwright.async_api import async_playwright  # noqa: E402

server = guest_server(Server)


def test_a_guest_plays_a_vikings_table_to_the_end_in_a_browser(server):
    from test_web import serious

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            await ann.type("create vikings 2 1 normal 5")
            await ann.wait("Table 1 created: Tiny Epic Vikings")
            await ann.type("start")
            await ann.wait(r"\d+ choices?:")
            buttons = await page.locator("#choices button").all_inner_texts()
            text = await ann.text()
            assert buttons and all(b in text for b in buttons), (buttons, text[-500:])
            assert await serious(page) == [], "axe-core in a Vikings game"
            await ann.autoplay(timeout=90)
            await ann.wait(r"Game over\. .* with \d+ points", timeout=20)
            assert await ann.focused()
            await browser.close()

    asyncio.run(asyncio.wait_for(main(), 150))
    assert "Traceback" not in server.output
