-- StackDoc store, version 2: snapshots name their encoding.
--
-- New snapshots are written in the compact binary `snapshot/1` encoding, which reads in one
-- pass without parsing; snapshots written before keep the `stack-document/1` JSON they hold.

CREATE TABLE snapshots_with_encoding (
    document_id INTEGER NOT NULL,
    revision    INTEGER NOT NULL,
    encoding    TEXT    NOT NULL CHECK (encoding IN ('stack-document/1', 'snapshot/1')),
    document    BLOB    NOT NULL,
    PRIMARY KEY (document_id, revision),
    FOREIGN KEY (document_id, revision) REFERENCES revisions(document_id, number) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

INSERT INTO snapshots_with_encoding (document_id, revision, encoding, document)
    SELECT document_id, revision, 'stack-document/1', CAST(document AS BLOB) FROM snapshots;

DROP TABLE snapshots;

ALTER TABLE snapshots_with_encoding RENAME TO snapshots;
