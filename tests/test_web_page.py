"""The page's own behaviour (issue 31) in headless Chromium: keys at the login prompts, the reconnect
code, focus when the buttons are rebuilt, the alert region, buttons for the create questions, the
verbosity control, the automatic reconnect, and the settings at 400% zoom.

Each test drives Debian's chromium through Playwright against ``tek-access serve`` on loopback.
"""
from __future__ import annotations

import asyncio
import os
import re

import aiohttp
from web_support import CODES, LINES, PagePlayer, Server, SocketPlayer, launch, need_browser

need_browser()
from playwright.async_api import async_playwright  # noqa: E402
from server_support import guest_server  # noqa: E402

server = guest_server(Server)
KEY_LINE = "The keys work once you are logged in"


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def focused_element(page) -> str:
    """Where the focus is, as a screen reader would have it: the id, or the parent's id for a button."""
    return await page.evaluate("() => { const e = document.activeElement; if (!e) return 'none'; "
                               "if (e.tagName === 'BUTTON' && e.closest('#choices')) return 'choices'; "
                               "return e.id || e.tagName.toLowerCase(); }")


def test_keys_are_never_sent_as_a_name(server):
    """F1 and Alt+2 at the name prompt log nobody in (F1 logged in a guest called "help"): the page
    says the keys work once logged in, and the name typed next is the one that counts."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = PagePlayer(page, "Ann")
            await page.goto(server.url)
            await ann.wait("Type your name")
            await page.keyboard.press("F1")
            await page.keyboard.press("Alt+2")
            await ann.wait(KEY_LINE)
            await page.wait_for_timeout(300)
            assert "Welcome" not in await ann.text()  # nobody logged in, as "help" or otherwise
            await ann.type("Ann")
            await ann.wait("Welcome to tek-access online, Ann")
            await ann.type("who")
            await ann.wait(r"1 online")  # Ann alone: no guest called help
            assert ann.focus_lost == 0 and ann.errors == []
            await browser.close()

    run(main())


def test_keys_are_never_sent_as_a_password(tmp_path):
    """On a server with accounts, F1 at "Password for Dan:" is no wrong password (it sent "help" and
    counted a failed login); the password typed next logs Dan in."""
    accounts = Server(tmp_path).start()

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            dan = PagePlayer(page, "Dan")
            await page.goto(accounts.url)
            await dan.wait("Type your name")
            await dan.type("Dan")
            await dan.wait("choose a password")
            await dan.type("secret1")
            await dan.wait("Lobby")
            await dan.type("quit")
            await dan.wait("Connection closed")
            await dan.type("")
            await dan.wait(r"Connecting\.\n(.*\n)*.*Type your name")
            await dan.type("Dan")
            await dan.wait(r"Type your name(.*\n)*.*\bPassword:$")  # the second login's password prompt
            await page.keyboard.press("F1")
            await page.keyboard.press("F4")
            await dan.wait(KEY_LINE)
            await page.wait_for_timeout(300)
            assert "Wrong password" not in await dan.text()
            await dan.type("secret1")
            await page.wait_for_function("() => (document.getElementById('log').textContent.match("
                                         "/Welcome to tek-access online, Dan/g) || []).length === 2")
            assert "Wrong password" not in await dan.text()
            assert dan.focus_lost == 0 and dan.errors == []
            await browser.close()

    try:
        run(main())
    finally:
        accounts.stop()


def test_reconnect_code_is_hidden_and_forgotten(server):
    """A guest back for a seat types the reconnect code in a password box; F1 there is no wrong
    code; the code is not in the Up-arrow history (the name is)."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = PagePlayer(page, "Ann")
            await page.goto(server.url)
            await ann.wait("Type your name")
            await ann.type("Ann")
            await ann.wait("Lobby")
            await ann.type("create tek 2 1 normal no 3")
            await ann.wait("Table 1 created")
            await ann.type("start")
            await ann.wait(r"\d+ choices?:")
            code = re.search(r"Your reconnect code is (\d{4}) (\d{4})", await ann.text())
            assert code
            await page.close()

            page = await browser.new_page()
            back = PagePlayer(page, "Ann")
            await page.goto(server.url)
            await back.wait("Type your name")
            await back.type("Ann")
            await back.wait("reconnect code, the 8 digits")
            assert await page.get_attribute("#command", "type") == "password"
            await page.keyboard.press("F1")
            await back.wait(KEY_LINE)
            await page.wait_for_timeout(300)
            assert "Wrong code" not in await back.text()
            await back.type(code.group(1) + code.group(2))
            await back.wait("Welcome back")
            assert await page.get_attribute("#command", "type") == "text"
            await page.keyboard.press("ArrowUp")
            assert await page.input_value("#command") == "Ann"  # the name, never the code
            await page.keyboard.press("ArrowUp")
            assert await page.input_value("#command") == "Ann"
            assert back.focus_lost == 0 and back.errors == []
            await browser.close()

    run(main())


def test_focus_stays_when_the_buttons_are_rebuilt(server):
    """A player who tabbed onto a choice button keeps the focus on a button (or the Command box) when
    a chat line rebuilds the buttons, never on <body>."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            await ann.type("create tek 2 1 normal no 3")
            await ann.wait("Table 1 created")
            await ann.type("start")
            await ann.wait(r"\d+ choices?:")
            await page.wait_for_function("() => document.querySelectorAll('#choices button').length > 1")
            await page.keyboard.press("Tab")  # from the Command box: Send, then the first choice
            await page.keyboard.press("Tab")
            await page.keyboard.press("Tab")
            assert await focused_element(page) == "choices"
            await page.evaluate("() => { window.firstButton = document.querySelector('#choices button'); }")
            async with aiohttp.ClientSession() as session:
                bob = await SocketPlayer("Bob").open(session, server.url)
                await bob.send("watch 1")
                await bob.wait("Watching table 1")
                await bob.send("say hello Ann")
                await ann.wait("Bob says: hello Ann")
                # the buttons were made again (new elements), and the focus went with them
                await page.wait_for_function("() => !document.getElementById('choices').contains(window.firstButton)")
                assert await focused_element(page) == "choices"
                await bob.ws.close()
            assert ann.errors == []
            await browser.close()

    run(main())


def test_create_questions_have_buttons(server):
    """Every numbered create question gets its buttons (the game, the players, the human seats, the
    level, the game's own question), none for the seed; a button answers like the number typed."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            await ann.type("create")
            await ann.wait("Question 1 of")
            await page.wait_for_function("() => document.querySelectorAll('#choices button').length === 2")
            labels = await page.locator("#choices button").all_inner_texts()
            assert labels == ["1. Tiny Epic Kingdoms", "2. Tiny Epic Vikings"], labels
            await page.locator("#choices button").first.click()
            await ann.wait("how many players, 2 to 5")
            await page.wait_for_function("() => document.querySelector('#choices button') && "
                                         "document.querySelector('#choices button').textContent === '2. 2 players'")
            assert await page.locator("#choices button").all_inner_texts() == [
                f"{n}. {n} players" for n in range(2, 6)]
            assert await ann.focused()
            await ann.type("3")
            await ann.wait("how many human seats")
            await page.wait_for_function("() => document.querySelectorAll('#choices button').length === 3")
            await ann.type("1")
            await ann.wait("computer players. 1: normal. 2: random")
            await page.wait_for_function("() => Array.from(document.querySelectorAll('#choices button'), "
                                         "b => b.textContent).join('|') === '1. normal|2. random'")
            await ann.type("")
            await ann.wait("exploration tokens")
            await page.wait_for_function("() => Array.from(document.querySelectorAll('#choices button'), "
                                         "b => b.textContent).join('|') === '1. no|2. yes'")
            await page.locator("#choices button").nth(1).click()
            await ann.wait("Question 6 of 6: seed")
            await page.wait_for_function("() => document.querySelectorAll('#choices button').length === 0")
            await ann.type("")
            await ann.wait("Table 1 created: Tiny Epic Kingdoms, 3 players, 1 human seat, normal computer players, "
                           "exploration tokens on")
            assert ann.errors == [] and ann.focus_lost == 0
            await browser.close()

    run(main())


def test_verbosity_control(server):
    """The Settings' verbosity control sends verbosity (in the middle of create too, where the
    question is asked again), follows verbosity typed in the box, and a new page of the same
    browser logs in with it."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            context = await browser.new_context()
            page = await context.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            assert await page.get_by_role("group", name="Verbosity").count() == 1
            assert await page.is_checked("#verbosity-normal")
            await page.check("#verbosity-brief")
            await page.focus("#command")   # back to the box, as a player tabs back
            await ann.wait("Verbosity: brief, for this connection")
            await ann.type("create")
            await ann.wait("Question 1 of")
            await page.check("#verbosity-normal")
            await page.focus("#command")
            await ann.wait(r"Verbosity: normal, for this connection\.\nQuestion 1 of")
            await ann.type("cancel")
            await ann.wait("Table not created")
            await ann.type("verbosity full")  # typed in the box: the control follows
            await ann.wait("Verbosity: full, for this connection")
            await page.wait_for_function("() => document.getElementById('verbosity-full').checked")
            await ann.type("quit")
            await ann.wait("Connection closed")

            page2 = await context.new_page()  # the same browser: the setting is kept
            bob = await PagePlayer(page2, "Bob").open(server.url)
            assert await page2.is_checked("#verbosity-full")
            await bob.wait("Verbosity: full, for this connection")
            assert ann.errors == [] and bob.errors == []
            await browser.close()

    run(main())


def test_the_page_reconnects_by_itself_after_a_server_restart(server):
    """The server is stopped (then killed) and started again on the same port: the page says the
    connection is lost and when it tries again, reconnects by itself, logs in with the same name,
    and after the code the player is back at the seat. A quit is not reconnected."""

    async def restart(stop) -> None:
        stop()
        if not server.out.closed:
            server.out.close()
        await asyncio.get_running_loop().run_in_executor(None, server.start)

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            await ann.type("create tek 2 1 normal no 3")
            await ann.wait("Table 1 created")
            await ann.type("start")
            await ann.wait(r"\d+ choices?:")
            server.extra = (*server.extra, "--web-port", str(server.web))
            for stop in (server.stop, server.kill9):  # a host's restart (SIGTERM), then a crash
                since = await page.evaluate(f"() => {{ const l = {LINES}; return l[l.length - 1][0]; }}")

                async def wait(pattern: str, timeout: float = 10, since: int = since) -> None:
                    await page.wait_for_function(  # in the lines added since the restart
                        f"([pattern, since]) => new RegExp(pattern).test(({LINES}).filter(l => l[0] > since)"
                        ".map(l => l[1]).join('\\n'))", arg=[pattern, since], timeout=timeout * 1000)

                await restart(stop)
                await wait(r"Connection lost\. Trying again in 1 second\. Press Enter to try now\.")
                await wait(r"Connected again\.\n(.*\n)*Logging in again as Ann\.", timeout=40)
                await wait("reconnect code, the 8 digits")
                assert await page.get_attribute("#command", "type") == "password"
                await ann.type(CODES["Ann"])
                await wait("Welcome back: your seat at table 1 is waiting")
                assert await ann.focused()
            await ann.type("quit")
            await ann.wait("Connection closed. Press Enter in the Command box to connect again.")
            await page.wait_for_timeout(1500)
            assert "Trying again" not in (await ann.text()).split("Your seat is kept")[-1]
            assert all("WebSocket" in e or "ERR_CONNECTION_REFUSED" in e for e in ann.errors), ann.errors
            await browser.close()

    run(main())


def test_alert_region_is_rendered_while_empty(server):
    """The alert region is in the page while empty (display:none would take it out of the
    accessibility tree, and a screen reader may miss its first alert), with no height of its own."""

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            page = await browser.new_page()
            await PagePlayer(page, "Ann").open(server.url)
            style = await page.evaluate("() => { const s = getComputedStyle(document.getElementById('alert')); "
                                        "return [s.display, s.visibility, document.getElementById('alert')"
                                        ".textContent]; }")
            assert style == ["block", "visible", ""]
            await browser.close()

    run(main())


def test_settings_at_400_percent_zoom(server, tmp_path):
    """At 400% zoom (320 by 256 pixels) no control in the Settings covers its label (the volume
    slider did) or leaves the screen; nothing scrolls sideways; axe-core finds nothing serious.
    The screenshot goes to $TEK_WEB_SCREENSHOT when set (to look at it)."""
    from test_web import serious

    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            context = await browser.new_context(viewport={"width": 320, "height": 256})
            page = await context.new_page()
            ann = await PagePlayer(page, "Ann").open(server.url)
            overlaps = await page.evaluate("""() => {
              const out = [];
              for (const control of document.querySelectorAll('#settings input, #settings select')) {
                const label = document.querySelector('label[for="' + control.id + '"]');
                const b = control.getBoundingClientRect();
                for (const a of label.getClientRects()) {   // each line of a label that wraps
                  const over = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
                  if (over) out.push(control.id);
                }
                if (b.left < 0 || b.right > window.innerWidth) out.push(control.id + ' off screen');
              }
              return out;
            }""")
            shot = os.environ.get("TEK_WEB_SCREENSHOT") or str(tmp_path / "settings-400.png")
            await page.screenshot(path=shot, full_page=True)
            assert overlaps == []
            assert await page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
            assert await serious(page) == [], "axe-core at 400% zoom"
            assert ann.errors == []
            await browser.close()

    run(main())


def test_verbosity_at_a_table_before_the_start(server):
    """``verbosity`` is accepted at a table before its start (it was refused there) from the page."""

    async def main():
        async with aiohttp.ClientSession() as session:
            ann = await SocketPlayer("Ann").open(session, server.url)
            await ann.send("create tek 3 1 normal no 3")
            await ann.wait("Table 1 created")
            start = len(ann.lines)
            await ann.send("verbosity brief")
            await ann.wait("Verbosity: brief, for this connection", start=start)
            assert any(m.get("verbosity") == "brief" for m in ann.messages[-3:])
            await ann.ws.close()

    run(main())
