-- StackDoc store, version 5: the layout of each document's head, kept for selector queries
-- that test frames (`stackdoc query 'switch[frame.width<44]'`).
--
-- A query that lays a document out stores its frames here. The next query at the same
-- revision, canvas and engine version reads them, testing `frame.*` in SQL, instead of laying
-- every document out again. A layout whose revision is not its document's head is stale and
-- ignored (the next query that lays the document out replaces it). Nothing else depends on
-- these tables: deleting their rows loses nothing but time.

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
