-- The language an account chose online (issue 36: `language fr`), as in the SQLite file's account_languages.
CREATE TABLE account_languages (
    name text NOT NULL,
    language text NOT NULL
);
-- names are compared without case, as SQLite's COLLATE NOCASE
CREATE UNIQUE INDEX account_languages_name ON account_languages (lower(name));
