"""The exploration tokens variant: setup, reveal and the nine token effects.

Source: 000_de41987be7abf7aa.txt, "Playing with the Exploration Tokens" (the table of nine
tokens), "Playing with 5 Players" (one blank out, three tokens in each home territory),
"Playing with 2 Players"; rulings.md, Exploration tokens (16 tokens: crown 1, dragon's lair 1,
fort 2, church 2, camp 2, town 2, treasure 2, bandits 2, blank 2). A mixin of
:class:`tek_access.rules.engine.Game`: its ``_c_``/``_a_``/``_t_`` methods join the engine's
decision tables.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from tek_access.rules.model import NEUTRAL, RESOURCES, Choice
from tek_access.rules.rng import Rng

#: Tokens that stay on the board once revealed; the others are discarded (or kept, the crown).
STAYING = frozenset({"dragons_lair", "camp", "fort", "town", "church"})
FORT_BONUS = 2
TOKENS_PER_HOME_5P = 3


class ExplorationRules:
    """Token setup and effects, mixed into the Game."""

    # ------------------------------------------------------------ setup
    def _place_tokens(self) -> None:
        """Shuffle the tokens and place one face down in each usable region without a starting
        meeple (3 and 4 players; 2 players also the Lost Kingdom, neutral meeples included);
        with 5 players one blank is removed and each home territory gets three (000)."""
        s = self.state
        rng = Rng(s.rng)
        bag = [t.id for t in self.catalog.tokens for _ in range(t.count)]
        if self.config.players == 5 and "blank" in bag:
            bag.remove("blank")
        rng.shuffle(bag)
        if self.config.players == 5:
            for p in s.players:
                free = [r.id for r in self.catalog.territories[p.home].usable if not s.regions.get(r.id)]
                rng.shuffle(free)
                for rid in sorted(free[:TOKENS_PER_HOME_5P], key=self.region_order):
                    if bag:
                        s.tokens[rid] = bag.pop()
        else:
            for r in self.board_regions:
                occ = s.regions.get(r.id)
                if bag and (not occ or all(m[0] == NEUTRAL for m in occ)):
                    s.tokens[r.id] = bag.pop()
        s.rng = rng.state
        self._emit("tokens_placed", count=len(s.tokens), regions=sorted(s.tokens, key=self.region_order))

    # ------------------------------------------------------------ reveal
    def _enter(self, p: int, rid: str) -> None:
        """A meeple of ``p`` has arrived in ``rid``: reveal a face-down token there and resolve it."""
        token = self.state.tokens.pop(rid, None)
        if token is None:
            return
        self._emit("token_revealed", player=p, region=rid, token=token)
        if token == "crown":
            self.state.players[p].crown = True
        elif token == "treasure":
            self._push(*({"t": "collect_resource", "p": p, "reason": "treasure"} for _ in range(2)))
        elif token == "bandits":
            self._push({"t": "bandits", "p": p, "region": rid})
        elif token in STAYING:
            self.state.revealed[rid] = token

    # ------------------------------------------------------------ bandits
    def _c_bandits(self, task: dict) -> list[Choice]:
        """Pay two resources of your choice, or return the meeple to supply (000, Bandit)."""
        have = self.state.players[task["p"]].resources
        out = []
        for pair in combinations_with_replacement(RESOURCES, 2):
            pay = tuple(pair.count(r) for r in RESOURCES)
            if all(have[r] >= n for r, n in zip(RESOURCES, pay)):
                out.append(Choice("pay", None, pay))
        return out + [Choice("remove")]

    def _a_bandits(self, task: dict, choice: Choice) -> None:
        p, rid = task["p"], task["region"]
        if choice.kind == "pay":
            have = self.state.players[p].resources
            for r, n in zip(RESOURCES, choice.payment):
                have[r] -= n
            self._emit("bandits_paid", player=p, paid=dict(zip(RESOURCES, choice.payment)))
        else:
            self._take_meeple(p, rid)
            self._emit("meeple_lost", player=p, region=rid)

    # ------------------------------------------------------------ tokens that stay
    def _controls(self, p: int, token: str) -> list[str]:
        """Regions holding a revealed ``token`` where ``p`` has a meeple."""
        return [rid for rid, t in self.state.revealed.items()
                if t == token and any(m[0] == p for m in self.state.regions.get(rid) or ())]

    def _token_war_bonus(self, p: int, attacking: bool) -> int:
        """Fort: -2 war cost when attacking any region, for the player controlling a fort (000).

        Control is judged when the attack starts, so a meeple attacking out of the fort region
        keeps the bonus (and a neutral war offered as affordable stays affordable)."""
        w = self.state.war
        if attacking and w is not None and p == w["attacker"] and "fort" in w:
            return w["fort"]
        if not attacking or p == NEUTRAL or not self._controls(p, "fort"):
            return 0
        return FORT_BONUS

    def _church_for(self, p: int) -> list[str]:
        """Church regions where ``p`` may place a meeple lost in war: p controls it alone with
        one meeple (000, Church: not when two meeples are there)."""
        return [rid for rid in self._controls(p, "church") if len(self.state.regions[rid]) == 1]

    def _dragon_possible(self, winner: int, loser: int) -> bool:
        """Dragon's lair: its controller, winning a war against a player, may drop the loser's
        tower one level instead of taking the meeple (000, Dragon's Lair)."""
        if winner == NEUTRAL or loser == NEUTRAL:
            return False
        return bool(self._controls(winner, "dragons_lair")) and self.state.players[loser].tower > 0

    def _c_dragon(self, task: dict) -> list[Choice]:
        return [Choice("dragon"), Choice("no_dragon")]

    def _a_dragon(self, task: dict, choice: Choice) -> None:
        w = self.state.war
        w["dragon"] = choice.kind == "dragon"
        if w["dragon"]:
            loser = w["loser"]
            self.state.players[loser].tower -= 1
            self._emit("dragon_used", player=task["p"], loser=loser, tower=self.state.players[loser].tower)

    def _crown_transfer(self, winner: int, loser: int) -> None:
        """Crown: the holder who loses a war yields it to the winner (000, Crown)."""
        if loser == NEUTRAL or winner == NEUTRAL or not self.state.players[loser].crown:
            return
        self.state.players[loser].crown = False
        self.state.players[winner].crown = True
        self._emit("crown_taken", player=winner, loser=loser)

    def _use_church(self, p: int, origin: str, church: str) -> None:
        """Place a meeple lost in war in the church region instead; the church is discarded (000)."""
        self._place(p, church)
        del self.state.revealed[church]
        self._emit("church_used", player=p, origin=origin, region=church)

    def token_summary(self) -> tuple[list[str], dict[str, str]]:
        """(regions still hiding a token, in board order; revealed tokens on the board by region)."""
        return sorted(self.state.tokens, key=self.region_order), dict(self.state.revealed)

