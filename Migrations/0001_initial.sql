-- StackDoc store, version 1.
--
-- The event log (`revisions`) is the source of truth. `views` and `constraints` hold each
-- document at its `state_revision`, at most a few hundred changes behind the head, so that
-- reading a document costs one scan plus those changes; `snapshots` hold whole documents at
-- some revisions so that rebuilding an old revision replays only the events after the nearest
-- one. Both can be rebuilt from the log.

CREATE TABLE documents (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL UNIQUE,
    root_view     TEXT    NOT NULL,
    canvas_width  REAL,
    canvas_height REAL,
    created_at    INTEGER NOT NULL,  -- Unix time, milliseconds
    -- The revision that `views` and `constraints` reflect; the events after it are applied
    -- in memory when the document is read, and written to those tables in batches.
    state_revision INTEGER NOT NULL
) STRICT;
-- A document's head revision is its highest revision number: appending a revision writes no
-- row here, so concurrent writers of different documents touch disjoint pages.

-- One row per revision: 1 is the import, every later one a change of one or more edits,
-- with its events. Appending a revision writes this one row.
CREATE TABLE revisions (
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    number      INTEGER NOT NULL CHECK (number >= 1),
    kind        TEXT    NOT NULL CHECK (kind IN ('import', 'edit', 'undo', 'redo', 'restore')),
    created_at  INTEGER NOT NULL,  -- Unix time, milliseconds
    message     TEXT,
    -- undo / redo: the revision whose change this undoes or re-applies; restore: the revision restored.
    target      INTEGER,
    -- How many primitive changes the revision's events hold (the snapshot policy counts them),
    -- and how many views the document has after it.
    change_count INTEGER NOT NULL,
    view_count   INTEGER NOT NULL,
    -- Linear undo as two persistent stacks of revision numbers. A revision that pushes onto a
    -- stack is a node of it; the node's element is the revision it stands for (itself for edit
    -- and restore, its target for undo and redo).
    --   undo_top / redo_top: the node at the top of each stack after this revision (NULL: empty);
    --   undo_below: for a node of the undo stack, the node under it (the undo_top before it);
    --   redo_below: likewise for the redo stack.
    -- So finding what to undo or redo next costs two primary-key lookups.
    undo_top    INTEGER,
    undo_below  INTEGER,
    redo_top    INTEGER,
    redo_below  INTEGER,
    -- The events of the revision, in order: a JSON array of {"edit": ..., "changes": [...]}.
    -- `edit` is the edit as the user gave it (absent for undo and redo); `changes` lists the
    -- primitive changes it made, each carrying what it replaced (a removed subtree, old
    -- indexes, old properties, removed constraints), which is all that undo needs.
    events      TEXT    NOT NULL,
    PRIMARY KEY (document_id, number)
) STRICT, WITHOUT ROWID;

-- Whole documents (stack-document/1 JSON) at some revisions.
CREATE TABLE snapshots (
    document_id INTEGER NOT NULL,
    revision    INTEGER NOT NULL,
    document    TEXT    NOT NULL,
    PRIMARY KEY (document_id, revision),
    FOREIGN KEY (document_id, revision) REFERENCES revisions(document_id, number) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Every view id a document has ever used: ids are never reused after removal.
CREATE TABLE used_view_ids (
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    view_id     TEXT    NOT NULL,
    PRIMARY KEY (document_id, view_id)
) STRICT, WITHOUT ROWID;

-- The views of each document at its state revision.
-- Both orderings are fractional keys (strings compared bytewise): placing a view between two
-- others writes one row, whatever the size of the stack.
CREATE TABLE views (
    document_id   INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    id            TEXT    NOT NULL,
    parent        TEXT,             -- NULL for the root
    z_key         TEXT,             -- position among the parent's subviews (z-order); NULL for the root
    arranged_key  TEXT,             -- position among the parent stack's arranged views; NULL when not arranged
    kind          TEXT    NOT NULL,
    hidden        INTEGER NOT NULL CHECK (hidden IN (0, 1)),
    intrinsic_width   REAL,
    intrinsic_height  REAL,
    baseline_first    REAL,
    baseline_last     REAL,
    hugging_horizontal     REAL NOT NULL,
    hugging_vertical       REAL NOT NULL,
    resistance_horizontal  REAL NOT NULL,
    resistance_vertical    REAL NOT NULL,
    margin_top      REAL NOT NULL,
    margin_leading  REAL NOT NULL,
    margin_bottom   REAL NOT NULL,
    margin_trailing REAL NOT NULL,
    frame_x       REAL,
    frame_y       REAL,
    frame_width   REAL,
    frame_height  REAL,
    safe_area_top      REAL NOT NULL,
    safe_area_leading  REAL NOT NULL,
    safe_area_bottom   REAL NOT NULL,
    safe_area_trailing REAL NOT NULL,
    -- Stack views only (NULL otherwise).
    axis              TEXT,
    distribution      TEXT,
    alignment         TEXT,
    spacing           REAL,             -- points; the system spacing is stored as its value, 8
    spacing_is_system INTEGER,
    custom_spacing    TEXT,             -- JSON object: view id -> points
    baseline_relative INTEGER,
    margins_relative  INTEGER,
    PRIMARY KEY (document_id, id),
    CHECK ((parent IS NULL) = (z_key IS NULL)),
    CHECK (arranged_key IS NULL OR parent IS NOT NULL)
) STRICT, WITHOUT ROWID;

CREATE INDEX views_by_z_order ON views (document_id, parent, z_key);
CREATE INDEX views_by_arranged_order ON views (document_id, parent, arranged_key) WHERE arranged_key IS NOT NULL;

-- The document's own constraints at its state revision, in list order.
CREATE TABLE constraints (
    document_id      INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    id               TEXT    NOT NULL,
    position_key     TEXT    NOT NULL,
    first_view       TEXT    NOT NULL,
    first_guide      TEXT,
    first_attribute  TEXT    NOT NULL,
    relation         TEXT    NOT NULL CHECK (relation IN ('==', '<=', '>=')),
    second_view      TEXT,
    second_guide     TEXT,
    second_attribute TEXT,
    multiplier       REAL    NOT NULL,
    constant         REAL    NOT NULL,
    priority         REAL    NOT NULL CHECK (priority BETWEEN 1 AND 1000),
    PRIMARY KEY (document_id, id),
    UNIQUE (document_id, position_key)
) STRICT, WITHOUT ROWID;
