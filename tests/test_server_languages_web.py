"""The web page in French (issue 36), in a real browser: headless Chromium (Debian's) through Playwright.

Bob chooses "français" with the keyboard in the page's Language control (a labelled radio group): the
page's own words and its ``lang`` attribute follow, and so does every line the server says to his
connection; Ann, at the same table on the English page, hears hers in English. A page opened with
French chosen logs in in French.
"""
from __future__ import annotations

import asyncio
import re

from server_support import guest_server
from web_support import PagePlayer, Server, launch, need_browser

need_browser()
from playwright.async_api import async_playwright  # noqa: E402

server = guest_server(Server)
ENGLISH_MOVE = "You choose Highcairn as home territory."
FRENCH_MOVE = "Bleu choisit Highcairn comme territoire de départ."


def test_a_french_and_an_english_page_at_one_table_each_hear_their_own_language(server):
    async def main():
        async with async_playwright() as p:
            browser = await launch(p)
            ann = await PagePlayer(await browser.new_page(), "Ann").open(server.url)
            bobs = await browser.new_context()  # Bob's browser: its pages share what the page keeps
            page = await bobs.new_page()
            bob = PagePlayer(page, "Bob")
            await page.goto(server.url)
            await page.evaluate("() => { document.getElementById('log').dataset.burstMs = '0'; }")
            await bob.wait("Type your name")
            assert await page.get_attribute("html", "lang") == "en"
            # the Language control: labelled, reached and changed with the keyboard
            assert await page.get_by_role("group", name="Language").count() == 1
            await page.get_by_role("radio", name="English").focus()
            await page.keyboard.press("ArrowDown")
            assert await page.get_by_role("radio", name="français").is_checked()
            await page.wait_for_function("() => document.documentElement.dataset.words === 'fr'")
            assert await page.get_attribute("html", "lang") == "fr"
            assert await page.get_by_role("textbox", name="Commande").count() == 1
            assert await page.get_by_role("heading", name="Journal de la partie").count() == 1
            assert await page.get_by_role("group", name="Langue").count() == 1
            await bob.wait("Langue : français, pour cette connexion. Nom :")
            await page.focus("#command")
            await bob.type("Bob")
            await bob.wait("Bienvenue sur tek-access en ligne, Bob.")
            await bob.wait("Salon")
            assert re.search("Salon", await page.title())

            await ann.type("create tek 3 2 random no 5")
            await ann.wait("Table 1 created")
            await bob.type("rejoindre 1")
            await bob.wait("Vous êtes à la place 2")
            await ann.wait("Bob sits at seat 2.")
            await ann.type("start")
            await bob.wait("La table 1 commence : 2 personnes et 1 joueur ordinateur.")
            await ann.wait(r"\d+ choices?:")
            await ann.type("1")
            await ann.wait(re.escape(ENGLISH_MOVE))
            await bob.wait(re.escape(FRENCH_MOVE))
            await bob.type("dire bonjour")
            await ann.wait("Bob says: bonjour")
            assert await page.get_attribute("html", "lang") == "fr"
            assert re.fullmatch(r"(À vous|Au tour de \w+), table 1 - tek-access", await page.title())
            bob_text, ann_text = await bob.text(), await ann.text()
            later = bob_text[bob_text.index("La table 1 commence"):]
            assert not re.search(r"\b(chooses|choices|Choose|You)\b", later), later
            assert not re.search(r"\b(choisit|Vous|Choisissez)\b", ann_text), ann_text
            assert await ann.page.get_attribute("html", "lang") == "en"
            assert re.search(r"(?i)table 1 - tek-access", await ann.page.title())
            assert bob.errors == [] and ann.errors == []

            # a page opened with French already chosen (kept in the browser) logs in in French
            again = await bobs.new_page()
            await again.goto(server.url)
            await again.wait_for_function("() => document.documentElement.dataset.words === 'fr'")
            cid = PagePlayer(again, "Cid")
            await cid.wait("tek-access en ligne. Tapez votre nom et appuyez sur Entrée. Nom :")
            assert await again.get_attribute("html", "lang") == "fr"
            await browser.close()

    asyncio.run(asyncio.wait_for(main(), 120))
