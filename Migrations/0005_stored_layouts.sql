-- StackDoc store, version 5: the layout of each document's head, kept for selector queries
-- that test frames (`stackdoc query 'switch[frame.width<44]'`).
--
-- A query that lays a document out stores its frames here; the next query at the same
-- revision, canvas and engine version reads them, and SQL tests `frame.*` through the
-- indexes below, instead of laying every document out again. Rows describe one revision:
-- a layout whose revision is not the document's head is stale and ignored (the next query
-- that lays the document out replaces it). Nothing else depends on these tables; deleting
-- their rows loses nothing but time.

CREATE TABLE head_layouts (
    document_id   INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    revision      INTEGER NOT NULL,  -- the revision laid out
    canvas_width  REAL    NOT NULL,
    canvas_height REAL    NOT NULL,
    engine        INTEGER NOT NULL   -- `LayoutEngine.outputVersion` of the engine that laid it out
) STRICT;

-- Each view's frame in canvas coordinates (`frame.*` in selectors).
CREATE TABLE head_frames (
    document_id INTEGER NOT NULL REFERENCES head_layouts(document_id) ON DELETE CASCADE,
    view_id     TEXT    NOT NULL,
    x           REAL    NOT NULL,
    y           REAL    NOT NULL,
    width       REAL    NOT NULL,
    height      REAL    NOT NULL,
    PRIMARY KEY (document_id, view_id)
) STRICT, WITHOUT ROWID;

-- Tap targets and other size tests: `[frame.width<44]`, `[frame.height<44]`.
CREATE INDEX head_frames_by_width ON head_frames (width);
CREATE INDEX head_frames_by_height ON head_frames (height);
