-- StackDoc store on PostgreSQL, version 6 (../0006_revision_origins.sql): where a revision came
-- from when it was read from a git history, and the last commit read into each document.

ALTER TABLE revisions ADD COLUMN origin_commit TEXT;
ALTER TABLE revisions ADD COLUMN origin_author TEXT;
ALTER TABLE revisions ADD COLUMN origin_date   BIGINT;  -- Unix time, milliseconds

CREATE TABLE imported_commits (
    document_id BIGINT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    commit_id   TEXT   NOT NULL
);
