-- StackDoc store, version 8: documents keep their identity across renames, and are deleted
-- without losing their history.
--
-- A document read from an Interface Builder file is the same document for as long as its
-- root view (or its scene) is: a new name is recorded as a `rename` revision, a scene that
-- went away as a `delete` revision, and a version of a git history that could not be read as
-- a `skip` revision. `documents.deleted` marks documents whose last revision deleted them:
-- `list` leaves them out unless asked, and their history stays.
--
-- The kinds are spelled out in a CHECK, so `revisions` is rebuilt (as in version 4), and
-- `snapshots` with it, since dropping `revisions` would cascade to its snapshots.

PRAGMA defer_foreign_keys = ON;

ALTER TABLE documents ADD COLUMN scene_id TEXT;                       -- Interface Builder's sceneID, or NULL
ALTER TABLE documents ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;  -- 1 once a `delete` revision ends it

CREATE TABLE revisions_v8 (
    key          INTEGER PRIMARY KEY,
    document_id  INTEGER NOT NULL AS (key >> 32) VIRTUAL REFERENCES documents(id) ON DELETE CASCADE,
    number       INTEGER NOT NULL AS (key & 4294967295) VIRTUAL CHECK (number >= 1),
    kind         TEXT    NOT NULL CHECK (kind = 'import' OR kind = 'edit' OR kind = 'undo' OR kind = 'redo'
                                         OR kind = 'restore' OR kind = 'rename' OR kind = 'delete' OR kind = 'skip'),
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
    -- rename: the name before; skip: why the version was not read. NULL otherwise.
    detail       TEXT
) STRICT;

INSERT INTO revisions_v8 (key, kind, created_at, message, target, change_count, view_count,
                          undo_top, undo_below, redo_top, redo_below, events,
                          origin_commit, origin_author, origin_date)
    SELECT key, kind, created_at, message, target, change_count, view_count,
           undo_top, undo_below, redo_top, redo_below, events, origin_commit, origin_author, origin_date
    FROM revisions ORDER BY key;

CREATE TABLE snapshots_v8 (
    key         INTEGER PRIMARY KEY REFERENCES revisions_v8(key) ON DELETE CASCADE,
    document_id INTEGER NOT NULL AS (key >> 32) VIRTUAL,
    revision    INTEGER NOT NULL AS (key & 4294967295) VIRTUAL,
    encoding    TEXT    NOT NULL CHECK (encoding IN ('stack-document/1', 'snapshot/1')),
    document    BLOB    NOT NULL
) STRICT;

INSERT INTO snapshots_v8 (key, encoding, document) SELECT key, encoding, document FROM snapshots ORDER BY key;

DROP TABLE snapshots;
DROP TABLE revisions;
ALTER TABLE revisions_v8 RENAME TO revisions;
ALTER TABLE snapshots_v8 RENAME TO snapshots;

-- The commits of a git history that were read into the documents named NAME or NAME/...
-- (`scope`), whether they changed something or not: a later run reads only the commits of
-- the history at hand that are not here, whatever was checked out in between.
CREATE TABLE read_commits (
    scope     TEXT NOT NULL,
    commit_id TEXT NOT NULL,
    PRIMARY KEY (scope, commit_id)
) STRICT, WITHOUT ROWID;
