-- StackDoc store, version 4: revisions and snapshots are keyed by one integer.
--
-- A revision's key packs its document and number: document_id * 2^32 + number. Keyed so, the
-- revisions of a document are one contiguous range of an ordinary rowid table, and appending a
-- revision appends at the end of that range. In version 1 the table was WITHOUT ROWID, whose
-- interior pages carry whole rows (events included): appending cost about twice as much.
-- `document_id` and `number` remain as generated columns (computed, not stored), so queries
-- can still name them; lookups and ranges go through `key`.

CREATE TABLE revisions_by_key (
    key         INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL AS (key >> 32) VIRTUAL REFERENCES documents(id) ON DELETE CASCADE,
    number      INTEGER NOT NULL AS (key & 4294967295) VIRTUAL CHECK (number >= 1),
    -- Spelled as comparisons: SQLite checks `kind IN (a list of three or more)` by building a
    -- temporary table on every insert.
    kind        TEXT    NOT NULL CHECK (kind = 'import' OR kind = 'edit' OR kind = 'undo' OR kind = 'redo'
                                        OR kind = 'restore'),
    created_at  INTEGER NOT NULL,
    message     TEXT,
    target      INTEGER,
    change_count INTEGER NOT NULL,
    view_count   INTEGER NOT NULL,
    undo_top    INTEGER,
    undo_below  INTEGER,
    redo_top    INTEGER,
    redo_below  INTEGER,
    events      TEXT    NOT NULL
) STRICT;
-- The columns mean what they meant in version 1 (0001_initial.sql).

INSERT INTO revisions_by_key (key, kind, created_at, message, target, change_count, view_count,
                              undo_top, undo_below, redo_top, redo_below, events)
    SELECT (document_id << 32) + number, kind, created_at, message, target, change_count, view_count,
           undo_top, undo_below, redo_top, redo_below, events
    FROM revisions ORDER BY document_id, number;

-- Snapshots are whole documents, often larger than a page: a rowid table keeps them out of
-- the interior pages too. A snapshot's key is the key of the revision it holds.
CREATE TABLE snapshots_by_key (
    key         INTEGER PRIMARY KEY REFERENCES revisions_by_key(key) ON DELETE CASCADE,
    document_id INTEGER NOT NULL AS (key >> 32) VIRTUAL,
    revision    INTEGER NOT NULL AS (key & 4294967295) VIRTUAL,
    encoding    TEXT    NOT NULL CHECK (encoding IN ('stack-document/1', 'snapshot/1')),
    document    BLOB    NOT NULL
) STRICT;

INSERT INTO snapshots_by_key (key, encoding, document)
    SELECT (document_id << 32) + revision, encoding, document FROM snapshots ORDER BY document_id, revision;

DROP TABLE snapshots;
DROP TABLE revisions;
ALTER TABLE revisions_by_key RENAME TO revisions;
ALTER TABLE snapshots_by_key RENAME TO snapshots;
