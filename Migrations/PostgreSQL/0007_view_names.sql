-- StackDoc store on PostgreSQL, version 7 (../0007_view_names.sql): the names people know views
-- by, and what views show.

ALTER TABLE views ADD COLUMN name TEXT;
ALTER TABLE views ADD COLUMN text TEXT;

CREATE INDEX views_by_name ON views (name) WHERE name IS NOT NULL;
