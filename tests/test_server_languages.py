"""Online, each connection in its own language (issue 36): ``language fr`` / ``langue fr``.

A French and an English player share one table and each hears every line in their own language:
the server's own lines (server.ftl), the game's narration of the other's moves, chat; on the hub
without sockets, over telnet (a real server) and over the web (test_server_languages_web.py). An
unknown language is refused with the list; an account remembers its choice; the language is a
context variable per connection, so two connections never get each other's, even across awaits.
"""
from __future__ import annotations

import asyncio
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from server_support import FakeConn, TelnetPlayer, guest_server

from tek_access.core.kernel.datafile import read_toml
from tek_access.core.messages import SERVER, speaking
from tek_access.server.hub import Hub
from tek_access.server.store import Store

ROOT = Path(__file__).resolve().parents[1]
#: lines of the narration said only in English / only in French (the game's first move, seed 5)
ENGLISH_MOVE = "You choose Highcairn as home territory."
FRENCH_MOVE = re.compile(r"Bleu choisit Highcairn comme territoire de d.part\.")


@pytest.fixture
def hub(tmp_path):
    store = Store(tmp_path)
    yield Hub(store, guests=True)
    store.close()


def two_at_one_table(hub):
    """Ann (English, host, Blue) and Bob (French, Orange) at table 1, started; Ann has played once."""
    conns = {name: FakeConn() for name in ("Ann", "Bob")}
    c = {name: hub.connect(conn, name, guest=True) for name, conn in conns.items()}
    c["Bob"].feed("langue fr\n")
    c["Ann"].feed("create tek 3 2 random no 5\n")
    c["Bob"].feed("rejoindre 1\n")
    c["Ann"].feed("start\n")
    c["Ann"].feed("1\n")
    return c, conns


def test_a_french_and_an_english_player_at_one_table_each_hear_their_own_language(hub):
    c, conns = two_at_one_table(hub)
    ann, bob = conns["Ann"].text, conns["Bob"].text
    assert "Langue : francais, pour cette connexion." in bob
    assert "Table 1, Place 2. Vous etes a la place 2. Attendez que l'hote lance la partie." in bob
    assert "La table 1 commence : 2 personnes et 1 joueur ordinateur." in bob
    assert "Table 1 starts: 2 people and 1 computer player." in ann
    # the game's narration of Ann's move: each in their own language, from their own seat
    assert ENGLISH_MOVE in ann and not FRENCH_MOVE.search(ann)
    assert FRENCH_MOVE.search(bob) and ENGLISH_MOVE not in bob and "Blue chooses" not in bob
    # what each hears after the start has none of the other language's words
    after = bob[bob.index("La table 1 commence"):]
    assert not re.search(r"\b(chooses|choices|Choose|turn|You)\b", after), after
    assert not re.search(r"\b(choisit|Vous|Choisissez)\b", ann), ann


def test_chat_and_table_news_reach_each_listener_in_their_language(hub):
    c, conns = two_at_one_table(hub)
    for conn in conns.values():
        conn.sent.clear()
    c["Bob"].feed("dire bonjour\n")
    c["Ann"].feed("say hello\n")
    c["Bob"].feed("qui\n")
    assert "Bob says: bonjour" in conns["Ann"].text and "You say: hello" in conns["Ann"].text
    assert "Ann dit : hello" in conns["Bob"].text and "Vous dites : bonjour" in conns["Bob"].text
    assert "2 en ligne :" in conns["Bob"].text and "Bob : table 1, Orange." in conns["Bob"].text
    c["Bob"].feed("partir\n")
    assert "Bob has left; Orange's seat is kept for them." in conns["Ann"].text
    assert "De retour au salon. Dites tables pour entendre les tables." in conns["Bob"].text


def test_in_the_pseudo_locale_every_line_of_the_lobby_and_a_table_comes_from_a_message(hub):
    """The pseudo-locale brackets every message: a line without a bracket was worded in code."""
    conns = {name: FakeConn() for name in ("Bob", "Ann")}
    c = {name: hub.connect(conn, name, guest=True) for name, conn in conns.items()}
    c["Bob"].feed("language pseudo\n")
    conns["Bob"].sent.clear()
    for line in ("help", "frobnicate", "join", "create", "", "3", "2", "9", "", "", "", "", "tables", "who", "say hi",
                 "tell Ann hi", "tell Cid hi", "key", "verbosity full", "verbosity loud", "language", "language xx",
                 "settings", "save", "start"):  # (undo: its refusals are the table owner's, owner.py)
        c["Bob"].feed(line + "\n")
    c["Ann"].feed("join 1\n")
    c["Ann"].feed("say hello\n")
    c["Ann"].feed("start\n")
    c["Bob"].feed("start\n")
    for _ in range(6):
        c["Bob"].feed("1\n")
        c["Ann"].feed("1\n")
    for line in ("status", "kick 3", "kick Ann", "leave", "join 7", "watch 1", "leave", "quit"):
        c["Bob"].feed(line + "\n")
    said = [line for line in conns["Bob"].text.split("\n") if line.strip()]
    assert len(said) > 60
    unbracketed = [line for line in said if "[" not in line and not re.fullmatch(r"(choose)?> ?", line)]
    assert unbracketed == []


def test_an_unknown_language_is_refused_with_the_list_and_changes_nothing(hub):
    conn = FakeConn()
    client = hub.connect(conn, "Ann", guest=True)
    client.feed("language de\n")
    assert "No language called de. Languages: en (English), fr (francais)." in conn.text
    assert client.language == "en"
    client.feed("language\n")
    assert "Language: English. Say language and a code to change it: en (English), fr (francais)." in conn.text
    client.feed("langue FR\n")
    client.feed("langue xx\n")
    assert client.language == "fr" and "Pas de langue xx. Langues : en (English), fr (francais)." in conn.text
    client.feed("language en\n")
    assert client.language == "en" and conn.text.rstrip().endswith("Language: English, for this connection.\n>")


def test_verbosity_is_typed_and_said_in_the_connections_language(hub):
    conn = FakeConn()
    client = hub.connect(conn, "Ann", guest=True)
    client.feed("langue fr\n")
    client.feed("verbosité complet\n")
    assert client.view.verbosity == "full" and "Verbosite : complet, pour cette connexion." in conn.text
    client.feed("verbosite bref\n")
    assert client.view.verbosity == "brief" and "Verbosite : bref, pour cette connexion." in conn.text
    client.feed("verbosity normal\n")  # the English words work in every language
    assert client.view.verbosity == "normal"
    client.feed("verbosité beaucoup\n")  # refused, nothing changed
    assert client.view.verbosity == "normal"
    assert "Verbosite : normal. Dites verbosite bref, normal ou complet." in conn.text
    client.feed("language en\n")
    client.feed("verbosity full\n")
    assert conn.text.rstrip().endswith("Verbosity: full, for this connection.\n>")


def test_the_create_questions_and_the_lobby_speak_french(hub):
    conn = FakeConn()
    client = hub.connect(conn, "Ann", guest=True)
    client.feed("langue fr\n")
    client.feed("aide\n")
    assert "11 commandes du salon :" in conn.text and "langue CODE" in conn.text
    client.feed("creer\n")
    assert "Creer une table : " in conn.text and "Question 1 sur " in conn.text
    client.feed("\n")
    client.feed("9\n")
    assert "Joueurs : un nombre de " in conn.text and "Essayez encore, ou dites annuler." in conn.text
    client.feed("annuler\n")
    assert "Table non creee." in conn.text and client.creating is None


def test_the_games_own_create_question_and_secret_word_are_french(hub):
    """The game's own question at ``create`` (TEK's exploration tokens), its refusal and the name of
    its secret answer come from the game's messages: French for a French connection, "oui" answers."""
    from tek_access.core import registry
    from tek_access.core.messages import speaking

    conn = FakeConn()
    client = hub.connect(conn, "Ann", guest=True)
    client.feed("langue fr\n")
    for line in ("creer", "1", "", "", ""):
        client.feed(line + "\n")
    assert "jetons d'exploration. 1 : non. 2 : oui. Entree pour 1, non." in conn.text
    client.feed("peut-etre\n")
    assert "Jetons d'exploration : 1 non ou 2 oui." in conn.text
    client.feed("oui\n")
    assert client.creating is not None and client.creating["answers"].get("exploration") is True
    assert "exploration tokens" not in conn.text
    with speaking("fr"):
        assert (registry.get("tek").words.secret, registry.get("vikings").words.secret) == (
            "dé de guerre", "carte face cachée")
    with speaking("en"):
        assert registry.get("tek").words.secret == "war die"


def test_an_account_remembers_its_language_and_a_guest_does_not(hub):
    hub.store.add_account("Ann", None)
    conn = FakeConn()
    client = hub.connect(conn, "Ann", guest=False)
    client.feed("langue fr\n")
    hub.drop(client)
    again = FakeConn()
    assert hub.connect(again, "Ann", guest=False).language == "fr"
    assert again.text.startswith("Bienvenue sur tek-access en ligne, Ann.")
    guest = hub.connect(FakeConn(), "Bob", guest=True)
    guest.feed("langue fr\n")
    hub.drop(guest)
    assert hub.connect(FakeConn(), "Bob", guest=True).language == "en"


def test_two_tasks_of_different_languages_never_get_each_others_words_across_awaits():
    async def speaker(code: str, out: list[str]) -> None:
        with speaking(code):
            for _ in range(20):
                await asyncio.sleep(0)
                out.append(SERVER("code-accepted"))

    async def main():
        english, french = [], []
        await asyncio.gather(speaker("en", english), speaker("fr", french), speaker("en", english))
        return english, french

    english, french = asyncio.run(main())
    assert set(english) == {"Code accepted."} and set(french) == {"Code accepté."}


def test_two_logins_checking_passwords_at_once_each_answer_in_their_language(hub):
    """The password check awaits a worker thread and a delay: each login's refusal stays its own."""
    from tek_access.server.login import Pipeline

    hub.store.add_account("Ann", "scrypt$16384$8$1$AAAA$AAAA")
    pipeline = Pipeline(hub)

    async def main():
        logins = []
        for address, code in (("127.0.0.5", "en"), ("127.0.0.6", "fr")):
            login, _ = pipeline.open(address, code)
            logins.append(login)
        steps = await asyncio.gather(*(login.password("Ann", "wrong password") for login in logins))
        return [login.greeting().text for login in logins], steps

    greetings, (english, french) = asyncio.run(main())
    assert greetings[0].endswith("Name:") and greetings[1].endswith("Nom :")
    assert english.text == "Wrong password. Name:" and french.text == "Mot de passe faux. Nom :"


def test_the_language_may_be_chosen_at_the_name_prompt(hub):
    from tek_access.server.login import Pipeline

    login, _ = Pipeline(hub).open("127.0.0.7")
    step = login.name("langue fr")
    assert step.text == "Langue : français, pour cette connexion. Nom :" and step.prompt == "name"
    assert login.tries == 0
    step = login.name("Bob")
    assert step.done and step.language == "fr"
    assert login.name("language xx").text.startswith("Pas de langue xx. Langues : ")


def test_the_help_lines_of_the_lobby_and_a_table_are_messages_in_every_language():
    from tek_access.server.hub import LOBBY_HELP
    from tek_access.server.table import TABLE_HELP

    for code in ("en", "fr"):
        assert set(LOBBY_HELP) | set(TABLE_HELP) <= SERVER.ids(code)


def test_a_line_said_to_its_reader_is_urgent_on_the_page_in_french_too():
    from types import SimpleNamespace

    from tek_access.server.web import WebConn

    french, english = SimpleNamespace(language="fr"), SimpleNamespace(language="en")
    assert WebConn._about_you("Guerre ! Red attaque vos meeples dans Mirewood.", french)
    assert WebConn._about_you("Red vous attaque.", french)
    assert not WebConn._about_you("Red attaque Blue dans Mirewood.", french)
    assert not WebConn._about_you("Red attaque vos meeples.", english)


def test_every_french_server_word_names_a_server_command():
    known = {"create", "join", "watch", "who", "say", "tell", "help", "quit", "leave", "start", "kick", "key",
             "verbosity"}
    table = read_toml(ROOT / "tek_access/server/data/verbs.fr.toml")["verbs"]
    assert table and set(table.values()) <= known, set(table.values()) - known


class _Words(HTMLParser):
    """The text of every element of the page that has data-words, by its message id."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, str] = {}
        self._open: list[str | None] = []

    def handle_starttag(self, tag, attrs):
        if tag not in ("input", "meta", "link", "br"):
            self._open.append(dict(attrs).get("data-words"))

    def handle_endtag(self, tag):
        if tag not in ("input", "meta", "link", "br") and self._open:
            self._open.pop()

    def handle_data(self, data):
        if self._open and self._open[-1]:
            key = self._open[-1]
            self.found[key] = " ".join((self.found.get(key, "") + " " + data).split())


def test_the_page_words_are_the_pages_own_english_and_all_exist_in_french():
    from tek_access.server.web import page_words

    parser = _Words()
    parser.feed((ROOT / "tek_access/web/index.html").read_text(encoding="utf-8"))
    english, french = page_words("en"), page_words("fr")
    assert len(parser.found) >= 30
    for key, text in parser.found.items():
        assert english[key] == text, key  # the English page is unchanged: its words are the messages
    assert set(french) == set(english)
    same = {k for k in english if english[k] == french[k]}
    assert same == set(), f"page words not translated: {sorted(same)}"


# ---------------------------------------------------------------- over telnet, a real server
server = guest_server()


def test_over_telnet_a_french_and_an_english_player_each_hear_their_own_language(server):
    async def main():
        ann = await TelnetPlayer("Ann").open(server.telnet)
        await ann.wait("Lobby")
        bob = TelnetPlayer("Bob")
        import telnetlib3

        bob.reader, bob.writer = await telnetlib3.open_connection("127.0.0.1", server.telnet, connect_minwait=0.05,
                                                                  connect_maxwait=0.5)
        bob.task = asyncio.ensure_future(bob._read())
        await bob.wait("Name: ")
        bob.send("langue fr")  # chosen before the name: the rest of the login is French
        await bob.wait("Langue : francais, pour cette connexion. Nom :")
        bob.send("Bob")
        await bob.wait("Bienvenue sur tek-access en ligne, Bob.")
        ann.send("create tek 3 2 random no 5")
        await ann.wait("Table 1 created")
        bob.send("rejoindre 1")
        await bob.wait("Vous etes a la place 2")
        await ann.wait("Bob sits at seat 2.")
        ann.send("start")
        await bob.wait("La table 1 commence : 2 personnes et 1 joueur ordinateur.")
        await ann.wait("choose> ")
        ann.send("1")
        await ann.wait(re.escape(ENGLISH_MOVE))
        await bob.wait(FRENCH_MOVE.pattern)
        bob.send("dire bonjour")
        await ann.wait("Bob says: bonjour")
        # Ann answers her setup questions until Bob's own question comes, in French
        answered = 1
        for _ in range(2000):
            if bob.text.endswith("choose> "):
                break
            if ann.text.endswith("choose> ") and ann.text.count("choose> ") > answered:
                answered = ann.text.count("choose> ")
                ann.send("1")
            await asyncio.sleep(0.01)
        await bob.wait(r"Mise en place.*\n(.*\n)*choose> $")
        later = bob.text[bob.text.index("La table 1 commence"):]
        assert not re.search(r"\b(chooses|choices|Choose|You)\b", later), later
        assert not re.search(r"\b(choisit|Vous|Choisissez)\b", ann.text), ann.text
        ann.close()
        bob.close()

    asyncio.run(asyncio.wait_for(main(), 60))
