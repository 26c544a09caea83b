"""Game data of tek-access (TOML), read by tek_access.games.tek.rules.catalog."""
