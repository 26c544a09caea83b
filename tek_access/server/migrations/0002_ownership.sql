-- Ownership with fencing (issue 37): one owner per table, an epoch bumped by every claim, and a lease
-- on the database's clock. Every write of a table's state or choices is conditional on owner and epoch.
ALTER TABLE tables
    ADD COLUMN owner text,
    ADD COLUMN epoch bigint NOT NULL DEFAULT 0,
    ADD COLUMN lease_until timestamptz;
CREATE INDEX tables_lease ON tables (lease_until) WHERE owner IS NOT NULL;
