-- StackDoc store on PostgreSQL, version 9 (../0009_branches.sql): branches of a document, and
-- merges of a branch back into it.

ALTER TABLE documents ADD COLUMN branch_of BIGINT REFERENCES documents(id);
ALTER TABLE documents ADD COLUMN branch_name TEXT;
ALTER TABLE documents ADD COLUMN fork_revision BIGINT;

CREATE UNIQUE INDEX documents_branches ON documents (branch_of, branch_name) WHERE branch_of IS NOT NULL;

ALTER TABLE revisions DROP CONSTRAINT revisions_kind_check;
ALTER TABLE revisions ADD CONSTRAINT revisions_kind_check
    CHECK (kind IN ('import', 'edit', 'undo', 'redo', 'restore', 'rename', 'delete', 'skip', 'branch', 'merge'));
ALTER TABLE revisions ADD COLUMN merge_parent BIGINT;
ALTER TABLE revisions ADD CONSTRAINT revisions_merge_parent_check CHECK ((kind = 'merge') = (merge_parent IS NOT NULL));
