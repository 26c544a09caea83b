"""The player's own factions and territory sides in a save: written with the game, and added to
the catalogue when it loads (``custom`` in a save of format 2)."""
from __future__ import annotations

from tek_access.core.kernel.datafile import DataError
from tek_access.core.kernel.saves import SaveError


def custom_data(game) -> dict:
    """The player's own factions and territory sides ``game`` uses, as the TOML tables they were
    read from: ``{"factions": [...], "territories": [...]}`` (empty lists when none)."""
    catalog = game.catalog
    custom = getattr(catalog, "custom", {}) or {}
    factions = [custom[("faction", f)] for f in dict.fromkeys(game.config.factions) if ("faction", f) in custom]
    wanted = set(game.config.cards)
    sides = [custom[("side", s.id)] for s in catalog.territories.values()
             if ("side", s.id) in custom and (s.card in wanted or s.id == game.config.lost_kingdom)]
    return {"factions": factions, "territories": sides}


def catalog_for(data: dict, catalog, source: str):
    """``catalog`` (default: the packaged one) with the save's own factions and sides added;
    one already there is used when it is the same."""
    from tek_access.games.tek.rules.catalog import extend_catalog
    from tek_access.games.tek.rules.factions import parse_faction_document
    from tek_access.games.tek.rules.territory import parse_territory_document

    custom = data.get("custom") or {}
    faction_docs: list[tuple[str, dict]] = []  # (label, document)
    territory_docs: list[tuple[str, dict]] = []
    for key, kind, parse, docs, have in (
            ("factions", "faction", parse_faction_document, faction_docs, catalog.factions),
            ("territories", "side", parse_territory_document, territory_docs, catalog.territories)):
        for i, table in enumerate(custom.get(key, [])):
            label = f"{source}: custom.{key}[{i}]"
            document = {kind: [table]}
            try:
                item = parse(document, label)[0]
            except DataError as exc:
                raise SaveError(source, f"custom.{key}[{i}], {exc.place}", exc.problem) from None
            if item.id in have:
                if have[item.id] == item:
                    continue
                raise SaveError(source, f"custom.{key}[{i}]", f"{kind} {item.id!r} differs from the {kind} "
                                                              f"of that id loaded here")
            docs.append((label, document))
    if not faction_docs and not territory_docs:
        return catalog
    try:
        return extend_catalog(catalog, territory_docs, faction_docs)
    except DataError as exc:
        raise SaveError(source, exc.file.removeprefix(f"{source}: ") + f", {exc.place}", exc.problem) from None
