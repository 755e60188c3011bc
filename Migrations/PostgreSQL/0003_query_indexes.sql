-- StackDoc store on PostgreSQL, version 3 (../0003_query_indexes.sql): indexes for selector queries.

CREATE INDEX views_by_kind ON views (kind, hidden);
CREATE INDEX views_by_stack_layout ON views (axis, distribution, alignment) WHERE axis IS NOT NULL;
-- By id across documents (`#id`), with the document too: a lookup of one view by document and
-- id then finds it in either index. With (id) alone the planner, which cannot tell that many
-- documents share ids such as "root", may take it for a lookup by key and scan every
-- document's view of that id.
CREATE INDEX views_by_id ON views (id, document_id);
