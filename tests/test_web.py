"""The web door (issue 20) in a real browser: headless Chromium (Debian's package) through Playwright.

A guest logs in, creates a table and plays it to the end with computer players, reading only the
log and typing only in the Command box; axe-core checks the lobby and a game; the page's structure
(one log, appended line by line, one Command box keeping the focus, buttons for the choices) is
asserted as a screen reader would meet it.
"""
from __future__ import annotations

import asyncio
import re

import pytest

from web_support import PagePlayer, Server, launch, need_browser

need_browser()
from playwright.async_api import async_playwright  # noqa: E402


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path, "--guests").start()
    yield s
    s.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def serious(page) -> list[str]:
    """axe-core's serious and critical violations on the page (axe-core ships in the Python package)."""
    from axe_playwright_python.async_playwright import Axe

    results = await Axe().run(page)
    return [f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes)" for v in results.response["violations"]
            if v.get("impact") in ("serious", "critical")]


def test_guest_plays_a_table_to_the_end(server):
    """Ann logs in as a guest, creates a 3-player table with 2 computer players and plays to the final
    score, answering 1 to each numbered question; the focus never leaves the Command box."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = PagePlayer(page, "Ann")
            await page.goto(server.url)
            # the page as a screen reader meets it, before anything is typed
            assert await page.get_attribute("html", "lang") == "en"
            assert await page.locator("main").count() == 1
            assert await page.locator("[role=log]").count() == 1
            assert await page.locator("[role=alert]").count() == 1
            assert await page.get_by_role("textbox", name="Command").count() == 1
            assert await ann.focused()
            await ann.wait("Type your name")
            await ann.type("Ann")
            await ann.wait("Lobby")
            assert re.search("Lobby", await page.title())
            assert await serious(page) == [], "axe-core in the lobby"

            # a line is its own element, the old ones stay the same nodes
            await page.evaluate("() => { window.firstLine = document.querySelector('#log > p'); "
                                "window.firstText = window.firstLine.textContent; }")
            count = await page.locator("#log > p").count()
            await ann.type("create 3 1 normal no 5")
            await ann.wait("Table 1 created")
            assert await page.locator("#log > p").count() > count
            assert await page.evaluate("() => document.querySelector('#log > p') === window.firstLine "
                                       "&& window.firstLine.textContent === window.firstText")
            await ann.type("start")
            await ann.wait(r"\d+ choices?:")
            assert re.search(r"(?i)table 1", await page.title())

            # the choices as buttons, the same as the numbered lines of the log
            buttons = await page.locator("#choices button").all_inner_texts()
            text = await ann.text()
            assert buttons and all(b in text for b in buttons), (buttons, text[-500:])
            assert await page.get_by_role("heading", name="Choices").count() == 1
            assert await serious(page) == [], "axe-core in a game"

            # Up brings back the last command
            await page.keyboard.press("ArrowUp")
            assert await page.input_value("#command") == "start"
            await page.keyboard.press("ArrowDown")
            assert await page.input_value("#command") == ""

            # a button answers, and the focus goes back to the Command box
            before = await page.locator("#log > p").count()
            await page.locator("#choices button").first.click()
            await page.wait_for_function(f"() => document.querySelectorAll('#log > p').length > {before}")
            assert await ann.focused()

            # F4 asks what is pending; F2 the resources (answers in the log)
            before = await page.locator("#log > p").count()
            await page.keyboard.press("F4")
            await page.wait_for_function(f"() => document.querySelectorAll('#log > p').length > {before}")
            assert await ann.focused()

            titles = set()

            async def watch_title(player):
                titles.add(await page.title())
                return False

            await ann.autoplay(timeout=90, stop=watch_title)
            await ann.wait("Scores, 3 players:")
            assert await ann.focused()
            assert ann.focus_lost == 0
            assert ann.answered > 10
            assert any(t.startswith("Your turn, table 1") for t in titles), titles
            assert await page.evaluate("() => document.querySelectorAll('[role=log]').length") == 1
            assert ann.errors == [], ann.errors
            await browser.close()

    run(main())
