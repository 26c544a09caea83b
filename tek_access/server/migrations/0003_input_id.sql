-- The last line of a table's input stream (Redis Streams, issue 37) whose choices are in this row's log,
-- written in the transaction of those choices: a table host taking the table over skips every line up to
-- it, so no line typed is applied twice.
ALTER TABLE tables ADD COLUMN input_id text;
