-- StackDoc store, version 6: where a revision came from, for revisions read from another
-- history (`stackdoc import-git`): the commit, its author and its date. The commit's subject is
-- the revision's message. Revisions made in StackDoc leave the three columns NULL.
--
-- Plain SQL: columns added to `revisions`, and one small table.

ALTER TABLE revisions ADD COLUMN origin_commit TEXT;     -- the commit's id (40 hex digits for git)
ALTER TABLE revisions ADD COLUMN origin_author TEXT;     -- "Name <email>"
ALTER TABLE revisions ADD COLUMN origin_date   INTEGER;  -- the commit's author date, Unix time, milliseconds

-- Per document, the last commit read into it from a git history: running the import again
-- starts after this commit. A commit that changed the file but not this document still moves
-- it on, so it is not read again.
CREATE TABLE imported_commits (
    document_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    commit_id   TEXT    NOT NULL
);
