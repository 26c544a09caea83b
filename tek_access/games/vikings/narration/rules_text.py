"""``rules [TOPIC]`` for Tiny Epic Vikings: the rules as this game plays them, by topic, short lines
(source: 003_e355be14bd9c4768.txt; where it is unclear, docs/vikings-rulings.md). The cards, gods,
favour cards and maps are this project's own design."""
from __future__ import annotations

TOPICS: dict[str, list[str]] = {
    "overview": [
        "Tiny Epic Vikings: 3 eras. Each era: a draft, then turns until every hand is played, then tidy up.",
        "Score at the end: island runes you hold and favour card runes, worth more for angrier gods.",
        "Topics: draft, turn, sail, deploy, loot, explore, harvest, build, runes, battle, rage, villages, scoring.",
    ],
    "draft": [
        "Draft: era 1, 2 and 3 deal 4, 5 and 6 cards. Keep 1, pass the rest; the last card is passed on.",
        "Hands pass left in eras 1 and 3, right in era 2. Your kept cards become your hand. Say: keep NAME.",
    ],
    "turn": [
        "Your turn: if your last card was face down, the battle is revealed first.",
        "Then play 1 card: face up for its leader action and, with the runes it needs, its rune action;",
        "or face down to start or join a battle. Then you may complete 1 looted village. Example: play 2 face down.",
    ],
    "sail": [
        "Sail N: move 1 ship up to N steps: fjord to fjord, fjord to dock, dock to fjord. Many ships share a fjord.",
        "A dock holds 1 ship: the ship there is bumped to the fjord. At a dock you may deploy; at a village, loot.",
        "Example: sail 3 to the north fjord.",
    ],
    "deploy": [
        "Deploy: from a docked ship, up to its sail steps of settlers onto the island, 1 food each.",
        "With the most settlers there after, each other clan there removes 1 settler. Example: deploy 2.",
    ],
    "loot": ["Loot: at a village dock pay the era's steel and take the village, to complete now or at the end of "
             "your turn. Say: loot."],
    "explore": [
        "Explore N: N settler steps along the routes between islands: 2 settlers 1 step, or 1 settler 2 steps.",
        "Example: explore 2 settlers to Ravenholm, or explore from Elkmoor to Ashby.",
    ],
    "harvest": ["Harvest N: take N resources, any mix of wood, food and steel; 7 at most of each. "
                "Example: harvest 2 wood 1 food."],
    "build": [
        "Build: pay the wood shown on your clan board. A ship goes in a fjord next to one of your units; "
        "a temple on an island with your settler. Example: build temple on Elkmoor.",
        "Each harvest then gives 1 more food a ship built and 1 more resource a temple built.",
    ],
    "runes": [
        "Runes: an island's rune goes to the clan with a settler or temple there and the most influence:",
        "settler 1, temple 4, docked ship 2. A new holder raises that god's rage by 1. Played cards give runes too.",
    ],
    "battle": [
        "Battle: play a card face down with no battle under way and you start one for a favour card from a row end.",
        "Others may join face down. At the start of your next turn all reveal: highest strength wins the card.",
        "Steel a card asks must be paid or it is out. Losers gain their god's Valkyrie boon; the god's rage rises 1.",
        "Alone, you fight the invader: the top card of the deck. A tie: nobody wins.",
    ],
    "rage": ["Rage: each god's rage rises with new rune holders, lost battles and villages completed on its board.",
             "At the end runes of the angriest god score most. Say rage to hear the gods now."],
    "villages": ["Complete a village: after your card, put 1 looted village in a slot of the era board for its "
                 "action, or on a god's board for 2 rage. A slot holds as many villages as players."],
    "scoring": [
        "Scoring: each island rune scores 6, 5 or 4 and each favour rune 4, 3 or 2, by its god's rage rank;",
        "gods tied take the lower reward. Ties: island runes, favour cards, temples, ships, resources.",
    ],
}
ALIASES = {"fight": "battle", "war": "battle", "favour": "battle", "ship": "sail", "settle": "deploy",
           "score": "scoring", "end": "scoring", "gods": "rage", "village": "villages", "complete": "villages",
           "influence": "runes", "island": "runes", "play": "turn", "cards": "draft"}


def rules_lines(topic: str | None = None) -> list[str]:
    """The lines of ``topic`` (None: the overview); an unknown topic names the topics."""
    key = (topic or "overview").strip().lower()
    key = ALIASES.get(key, key)
    if key not in TOPICS:
        return [f"No rules topic called {topic}. Topics: {', '.join(t for t in TOPICS if t != 'overview')}."]
    return list(TOPICS[key])
