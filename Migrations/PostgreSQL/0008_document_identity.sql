-- StackDoc store on PostgreSQL, version 8 (../0008_document_identity.sql): documents keep their
-- identity across renames, and are deleted without losing their history.

ALTER TABLE documents ADD COLUMN scene_id TEXT;
ALTER TABLE documents ADD COLUMN deleted BIGINT NOT NULL DEFAULT 0;

ALTER TABLE revisions DROP CONSTRAINT revisions_kind_check;
ALTER TABLE revisions ADD CONSTRAINT revisions_kind_check
    CHECK (kind IN ('import', 'edit', 'undo', 'redo', 'restore', 'rename', 'delete', 'skip'));
ALTER TABLE revisions ADD COLUMN detail TEXT;

CREATE TABLE read_commits (
    scope     TEXT NOT NULL,
    commit_id TEXT NOT NULL,
    PRIMARY KEY (scope, commit_id)
);
