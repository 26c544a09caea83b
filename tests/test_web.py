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
from server_support import SECRET, AsyncSSHPlayer, guest_server
from web_support import LINES, PagePlayer, Server, launch, need_browser

need_browser()
from playwright.async_api import async_playwright  # noqa: E402

server = guest_server(Server)


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
            # earcons on, the browser's own voice off, until the player says otherwise
            assert await page.is_checked("#sounds") and not await page.is_checked("#speech")
            sounds = []
            page.on("response", lambda r: sounds.append(r.url.rsplit("/", 1)[1]) if "/audio/" in r.url
                    and r.status == 200 else None)
            await ann.watch_alerts()
            await ann.wait("Type your name")
            await ann.type("Ann")
            await ann.wait("Lobby")
            assert re.search("Lobby", await page.title())
            assert await serious(page) == [], "axe-core in the lobby"

            # a burst of lines is its own element, the old ones stay the same nodes
            await page.evaluate("() => { window.firstLine = document.querySelector('#log > p'); "
                                "window.firstText = window.firstLine.textContent; }")
            count = await page.locator("#log > p").count()
            await ann.type("create tek 3 1 normal no 5")
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
            # urgent lines reach the alert region once each; the earcons came from the sound pack
            alerts = await ann.alerts()
            turns = [t for a in alerts for t in re.findall(r"Your turn\. Turn \d+\.", a)]
            assert turns and len(turns) == len(set(turns)), alerts
            log_text = await ann.text()
            assert all(re.match(r"Your turn|War\.", a) and a.split(". ")[0] in log_text for a in alerts), alerts
            assert "your_turn.wav" in sounds, sounds
            await browser.close()

    run(main())


def test_two_pages_and_ssh_hear_only_their_own_secrets(server):
    """Ann and Bob in two browser pages and Cid over SSH share a table with one computer player:
    each one's war dice reach only that one's page or terminal, and no page gets buttons for
    another seat's decision."""
    pytest.importorskip("asyncssh")

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            ann = await PagePlayer(await browser.new_page(), "Ann").open(server.url)
            await ann.type("create tek 4 3 normal no 2")
            await ann.wait("Table 1 created")
            bob = await PagePlayer(await browser.new_page(), "Bob").open(server.url)
            await bob.type("join 1")
            await bob.wait("You are in seat 2")
            cid = await AsyncSSHPlayer("Cid").open(server.ssh)
            await cid.wait("Lobby")
            cid.send("join 1")
            await cid.wait("You are in seat 3")
            await ann.type("start")
            buttons = {"Ann": set(), "Bob": set()}

            async def check_buttons(player):
                # buttons only while the log's newest question is this seat's own
                labels = await player.page.locator("#choices button").all_inner_texts()
                buttons[player.name].update(labels)
                return False

            await asyncio.gather(ann.autoplay(timeout=90, stop=check_buttons),
                                 bob.autoplay(timeout=90, stop=check_buttons), cid.autoplay(timeout=90))
            texts = {"Ann": await ann.text(), "Bob": await bob.text(), "Cid": cid.text}
            # a war on one's own meeples is an alert on that page, and only there
            for player in (ann, bob):
                wars = [a for a in await player.alerts() if a.startswith("War.")]
                assert wars and all(re.search(r"\byour?\b", a, re.I) for a in wars), wars
            for player in (ann, bob):
                assert player.focus_lost == 0 and player.errors == []
            await browser.close()
            cid.conn.close()
            return texts, buttons

    texts, buttons = run(main())
    assert all("Game over" in t for t in texts.values())
    # each secret line answers one of the player's own war-die questions: one more would be another's
    for name, text in texts.items():
        own = len(re.findall(r"War die, (?:attacking|defending)", text))
        assert own >= 1, f"{name} was in no war: choose another seed"
        assert len(SECRET.findall(text)) == own, f"{name} heard a secret that was not theirs"
        assert "has set the war die" in text
    for name, text in texts.items():
        for line in re.findall(r"You set your war die to [^\n]*", text):
            assert all(line not in other for o, other in texts.items() if o != name)
    assert buttons["Ann"] and buttons["Bob"]
    for name, labels in buttons.items():  # a page's buttons are its own seat's numbered lines
        assert all(label in texts[name] for label in labels)
    assert "Traceback" not in server.output and not SECRET.search(server.output)


def test_zoom_forced_colours_no_css_and_reconnect(server):
    """At 400% zoom (a 320 by 256 pixel viewport) in forced-colours mode nothing scrolls sideways and
    axe-core finds nothing serious; Alt+digit works where F keys are kept by the browser; with no
    style sheet the page still plays; quit, then Enter in the Command box connects again."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            context = await browser.new_context(viewport={"width": 320, "height": 256}, forced_colors="active")
            page = await context.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            await ann.type("create tek 2 1 normal no 3")
            await ann.wait("Table 1 created")
            await ann.type("start")
            await ann.wait(r"\d+ choices?:")
            assert await page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
            box = await page.locator("#command").bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 320
            assert await serious(page) == [], "axe-core at 400% zoom in forced colours"
            before = await page.locator("#log > p").count()
            await page.keyboard.press("Alt+3")
            await ann.wait("Score if the game ended now")
            assert await page.locator("#log > p").count() > before and await ann.focused()
            assert await page.input_value("#command") == ""
            await ann.type("keys")
            await ann.wait("9 keys in this page:")
            # the log keeps its last lines: the oldest bursts go, the newest stay the same nodes
            await page.evaluate("() => { window.kept = document.querySelector('#log > p:last-child'); "
                                "document.getElementById('log').dataset.maxLines = "
                                "String(Number(window.kept.dataset.lines) + 12); }")
            last = await page.evaluate("() => Number(window.kept.id.slice(5))")
            await ann.type("keys")
            await page.wait_for_function(f"() => Number(document.querySelector('#log > p:last-child').id"
                                         f".slice(5)) > {last}")
            await page.wait_for_timeout(200)
            assert await page.evaluate(f"() => ({LINES}).length <= Number(document.getElementById('log')"
                                       ".dataset.maxLines)")
            assert await page.evaluate("() => document.getElementById('log').contains(window.kept)")
            assert await page.evaluate("() => document.querySelector('#log > p').id") != "line-1"

            bare = await browser.new_page()
            await bare.route("**/style.css", lambda route: route.abort())
            bob = PagePlayer(bare, "Bob")
            bob.errors = []
            await bob.open(server.url)
            # no style sheet applied: the log is not the scrolling box style.css makes it
            assert await bare.evaluate("() => getComputedStyle(document.getElementById('log')).maxHeight") == "none"
            await bob.type("tables")
            await bob.wait("Table 1: playing")
            await bob.type("watch 1")
            await bob.wait("Watching table 1")
            await ann.type("say hello Bob")
            await bob.wait("Ann says: hello Bob")
            assert await bare.locator("#choices button").count() == 0  # a spectator has no choices
            assert "choices:" not in (await bob.text()).split("Watching table 1")[-1]
            await bob.type("leave")
            await bob.wait("Lobby")
            assert await bob.focused() and bob.focus_lost == 0
            await bob.type("quit")
            await bob.wait("Connection closed. Press Enter in the Command box to connect again.")
            await bob.type("")
            await bob.wait("Type your name")
            await bob.type("Bob")
            await bob.wait("Welcome to tek-access online, Bob")
            assert await bob.focused()
            assert ann.errors == [] and ann.focus_lost == 0
            await browser.close()

    run(main())


def test_password_box_hides_and_forgets(tmp_path):
    """On a server with accounts, the Command box hides the password (its type is password) and
    keeps it out of the Up and Down history; its name stays "Command"."""
    server = Server(tmp_path).start()

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            dan = PagePlayer(page, "Dan")
            await page.goto(server.url)
            await dan.wait("Type your name")
            await dan.type("Dan")
            await dan.wait("choose a password")
            assert await page.get_attribute("#command", "type") == "password"
            assert await page.get_by_label("Command").count() == 1
            await dan.type("secret1")
            await dan.wait("Lobby")
            assert await page.get_attribute("#command", "type") == "text"
            await page.keyboard.press("ArrowUp")
            assert await page.input_value("#command") == "Dan"
            assert dan.focus_lost == 0
            await browser.close()

    try:
        run(main())
    finally:
        server.stop()
