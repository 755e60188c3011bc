-- StackDoc store on PostgreSQL, version 5 (../0005_stored_layouts.sql): the layout of each
-- document's head, kept for selector queries that test frames.

CREATE TABLE head_layouts (
    document_id   BIGINT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    revision      BIGINT NOT NULL,
    canvas_width  DOUBLE PRECISION NOT NULL,
    canvas_height DOUBLE PRECISION NOT NULL,
    engine        BIGINT NOT NULL
);

CREATE TABLE head_frames (
    document_id BIGINT NOT NULL REFERENCES head_layouts(document_id) ON DELETE CASCADE,
    view_id     TEXT   NOT NULL,
    x           DOUBLE PRECISION NOT NULL,
    y           DOUBLE PRECISION NOT NULL,
    width       DOUBLE PRECISION NOT NULL,
    height      DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (document_id, view_id)
);
