-- StackDoc store, version 9: branches of a document, and merges of a branch back into it.
--
-- A branch is a document row of its own: `branch_of` names the document it was made from,
-- `branch_name` its name there, and `fork_revision` the revision of that document it starts
-- from. Its name in `documents.name` is `DOC@NAME`, so every command that takes a document
-- takes a branch too, and editing, undo, redo, restore and replay on a branch need nothing
-- new. Revision 1 of a branch is of kind `branch` and holds the document's state at the fork
-- revision (its snapshot is written with it, as an import's is). `list` leaves branches out
-- unless asked. Branch names are never empty and hold no `@` and no control character, so
-- `DOC@NAME` splits at its last `@`.
--
-- A merge of a branch is one revision of kind `merge` of the document: its events are the
-- changes from the document's head to the merged state (so undo undoes it like any other
-- revision), and `merge_parent` is the key of the branch revision merged (its second parent;
-- the branch is the document of that key). It is not declared a foreign key, since a branch's
-- rows come after its document's in key order (a copy of the store inserts them in that
-- order); the store checks that it names a revision of a branch of the document.
--
-- The kinds are spelled out in a CHECK, so `revisions` is rebuilt (as in versions 4 and 8),
-- and `snapshots` with it.

PRAGMA defer_foreign_keys = ON;

ALTER TABLE documents ADD COLUMN branch_of INTEGER REFERENCES documents(id);  -- the document branched, or NULL
ALTER TABLE documents ADD COLUMN branch_name TEXT;                              -- NULL unless branch_of is set
ALTER TABLE documents ADD COLUMN fork_revision INTEGER;                         -- NULL unless branch_of is set

CREATE UNIQUE INDEX documents_branches ON documents (branch_of, branch_name) WHERE branch_of IS NOT NULL;

CREATE TABLE revisions_v9 (
    key          INTEGER PRIMARY KEY,
    document_id  INTEGER NOT NULL AS (key >> 32) VIRTUAL REFERENCES documents(id) ON DELETE CASCADE,
    number       INTEGER NOT NULL AS (key & 4294967295) VIRTUAL CHECK (number >= 1),
    kind         TEXT    NOT NULL CHECK (kind = 'import' OR kind = 'edit' OR kind = 'undo' OR kind = 'redo'
                                         OR kind = 'restore' OR kind = 'rename' OR kind = 'delete' OR kind = 'skip'
                                         OR kind = 'branch' OR kind = 'merge'),
    created_at   INTEGER NOT NULL,
    message      TEXT,
    target       INTEGER,
    change_count INTEGER NOT NULL,
    view_count   INTEGER NOT NULL,
    undo_top     INTEGER,
    undo_below   INTEGER,
    redo_top     INTEGER,
    redo_below   INTEGER,
    events       TEXT    NOT NULL,
    origin_commit TEXT,
    origin_author TEXT,
    origin_date   INTEGER,
    detail       TEXT,
    -- merge: the key of the branch revision merged. NULL otherwise.
    merge_parent INTEGER,
    CHECK ((kind = 'merge') = (merge_parent IS NOT NULL))
) STRICT;

INSERT INTO revisions_v9 (key, kind, created_at, message, target, change_count, view_count,
                          undo_top, undo_below, redo_top, redo_below, events,
                          origin_commit, origin_author, origin_date, detail)
    SELECT key, kind, created_at, message, target, change_count, view_count,
           undo_top, undo_below, redo_top, redo_below, events, origin_commit, origin_author, origin_date, detail
    FROM revisions ORDER BY key;

CREATE TABLE snapshots_v9 (
    key         INTEGER PRIMARY KEY REFERENCES revisions_v9(key) ON DELETE CASCADE,
    document_id INTEGER NOT NULL AS (key >> 32) VIRTUAL,
    revision    INTEGER NOT NULL AS (key & 4294967295) VIRTUAL,
    encoding    TEXT    NOT NULL CHECK (encoding IN ('stack-document/1', 'snapshot/1')),
    document    BLOB    NOT NULL
) STRICT;

INSERT INTO snapshots_v9 (key, encoding, document) SELECT key, encoding, document FROM snapshots ORDER BY key;

DROP TABLE snapshots;
DROP TABLE revisions;
ALTER TABLE revisions_v9 RENAME TO revisions;
ALTER TABLE snapshots_v9 RENAME TO snapshots;
