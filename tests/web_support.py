"""Shared parts of the web door tests: a server with all three doors, headless Chromium, a page player.

The browser is Debian's ``chromium`` driven by Playwright (no browser download); everything runs
on 127.0.0.1 and stops at the end of each test.
"""
from __future__ import annotations

import asyncio
import json
import re
import time
from pathlib import Path

import pytest
import server_support

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def need_browser() -> None:
    pytest.importorskip("aiohttp")
    pytest.importorskip("playwright")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (scripts/setup.sh installs it)")


class Server(server_support.Server):
    """``tek-access serve`` with SSH, telnet and web doors on free ports of 127.0.0.1."""

    def __init__(self, folder: Path, *extra: str) -> None:
        super().__init__(folder, *extra, web=True)


try:  # Playwright's base error (its TimeoutError among them); the tests that need it are skipped without it
    from playwright.async_api import Error as PlaywrightError
except ImportError:
    PlaywrightError = Exception


async def launch(playwright):
    return await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


#: a script giving the log's lines, each as [number, text, alerted]: the log is made of bursts, each a <p> whose
#: id is line-N (N the number of its first line) holding its lines between <br>s, each a text node (or
#: a span: a line the alert region says, hidden from the screen reader in the log)
LINES = """Array.from(document.querySelectorAll('#log > p')).flatMap(p => Array.from(p.childNodes)
  .filter(n => n.nodeName !== 'BR').map((n, i) => [Number(p.id.slice(5)) + i, n.textContent, n.nodeType !== 3]))"""
#: a script giving the log's text, one line per line
LOG_TEXT = f"({LINES}).map(l => l[1]).join('\\n')"

# the log as a player's screen reader has it: the lines, and the number of the newest question
_MENU = """(answered) => {
  const lines = """ + LINES + """;
  for (let i = lines.length - 1; i >= 0; i--) {
    const [n, text] = lines[i];
    if (/Game over/.test(text)) return {over: true};
    if (/^\\d+ choices?:$/.test(text)) return n > answered ? {menu: n} : false;
  }
  return false;
}"""


class PagePlayer:
    """A player in a browser page who reads only the log and types only in the Command box."""

    def __init__(self, page, name: str) -> None:
        self.page, self.name = page, name
        self.answered = 0
        self.focus_lost = 0
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)
        page.on("response", lambda r: self.errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)

    async def watch_alerts(self) -> None:
        """Keep every text the alert region is given in ``window.alerts`` (see :meth:`alerts`)."""
        await self.page.evaluate("() => { window.alerts = []; const box = document.getElementById('alert'); "
                                 "new MutationObserver(() => { if (box.textContent) window.alerts.push("
                                 "box.textContent); }).observe(box, {childList: true, characterData: true, "
                                 "subtree: true}); }")

    async def alerts(self) -> list[str]:
        return await self.page.evaluate("() => window.alerts")

    async def open(self, url: str) -> "PagePlayer":
        await self.page.goto(url)
        # at full speed: no gap between two bursts of lines (the page's 300 ms is for a screen reader,
        # which the listening tests, tests/test_heard_web.py, keep)
        await self.page.evaluate("() => { document.getElementById('log').dataset.burstMs = '0'; }")
        await self.watch_alerts()
        await self.wait("Type your name")
        await self.type(self.name)
        await self.wait("Lobby|Welcome back|reconnect code, the 8 digits")
        said = await self.text()
        if re.search("reconnect code, the 8 digits", said) and self.name in CODES:
            await self.type(CODES[self.name])  # a guest's seat comes back only with its code
            await self.wait("Lobby|Welcome back")
            said = await self.text()
        found = re.search(r"Your reconnect code is (\d{4}) (\d{4})", said)
        if found:
            CODES[self.name] = found.group(1) + found.group(2)
        return self

    async def text(self) -> str:
        return await self.page.evaluate(f"() => {LOG_TEXT}")

    async def wait(self, pattern: str, timeout: float = 10.0) -> None:
        try:
            await self.page.wait_for_function(f"(pattern) => new RegExp(pattern).test({LOG_TEXT})", arg=pattern,
                                              timeout=timeout * 1000)
        except PlaywrightError:  # its TimeoutError, or the page gone: the log says what was there
            raise AssertionError(f"{self.name}: {pattern!r} not in the log:\n{(await self.text())[-1500:]}") from None

    async def focused(self) -> bool:
        return await self.page.evaluate("() => document.activeElement && document.activeElement.id === 'command'")

    async def type(self, line: str) -> None:
        """Type into the focused element (the Command box, as the test checks) and press Enter."""
        if not await self.focused():
            self.focus_lost += 1
        await self.page.keyboard.type(line)
        await self.page.keyboard.press("Enter")
        if not await self.focused():
            self.focus_lost += 1

    async def autoplay(self, until: str = "Game over", timeout: float = 60.0, stop=None) -> None:
        """Answer 1 to every numbered question in the log until ``until`` is in it."""
        end = time.monotonic() + timeout
        seen = 0
        while time.monotonic() < end:
            try:
                state = await self.page.wait_for_function(_MENU, arg=seen, timeout=max(1, end - time.monotonic())
                                                          * 1000)
            except PlaywrightError:  # its TimeoutError: no new question in time; the caller checks the log
                break
            state = await state.json_value()
            if state.get("over") or re.search(until, await self.text()):
                return
            if stop is not None and await stop(self):
                return
            seen = state["menu"]
            self.answered += 1
            await self.type("1")
        raise AssertionError(f"{self.name}: timed out:\n{(await self.text())[-1500:]}")


#: each guest's reconnect code, as said at its first login (issue 24: a seat comes back only with it)
CODES: dict[str, str] = {}


class SocketPlayer:
    """A websocket client without a browser (aiohttp): for frames no page can send."""

    def __init__(self, name: str) -> None:
        self.name, self.lines, self.messages = name, [], []
        self.closed = None

    async def open(self, session, url: str, origin: str | None = None, login: bool = True) -> "SocketPlayer":
        headers = {"Origin": origin} if origin else {}
        self.ws = await session.ws_connect(url.replace("http", "ws") + "ws", headers=headers, autoping=True)
        self.task = asyncio.ensure_future(self._read())
        if login:
            await self.wait("Type your name")
            await self.send(self.name)
            await self.wait("Lobby|Welcome back|reconnect code, the 8 digits")
            if re.search("reconnect code, the 8 digits", self.text) and self.name in CODES:
                await self.send(CODES[self.name])  # a guest's seat comes back only with its code
                await self.wait("Lobby|Welcome back")
        return self

    async def _read(self) -> None:
        from aiohttp import WSMsgType

        async for msg in self.ws:
            if msg.type == WSMsgType.TEXT:
                message = json.loads(msg.data)
                self.messages.append(message)
                self.lines += message.get("lines", [])
                for line in message.get("lines", []):
                    found = re.search(r"Your reconnect code is (\d{4}) (\d{4})", line)
                    if found:
                        CODES[self.name] = found.group(1) + found.group(2)
        self.closed = self.ws.close_code

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    async def wait(self, pattern: str, timeout: float = 10.0, start: int = 0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if re.search(pattern, "\n".join(self.lines[start:])):
                return
            if self.closed is not None:
                break
            await asyncio.sleep(0.01)
        raise AssertionError(f"{self.name}: {pattern!r} not heard:\n{self.text[-1500:]}")

    async def wait_closed(self, timeout: float = 10.0) -> int:
        await asyncio.wait_for(self.task, timeout)
        return self.closed

    async def send(self, line: str) -> None:
        await self.ws.send_str(line)
