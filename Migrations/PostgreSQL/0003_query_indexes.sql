-- StackDoc store on PostgreSQL, version 3 (../0003_query_indexes.sql): indexes for selector queries.

CREATE INDEX views_by_kind ON views (kind, hidden);
CREATE INDEX views_by_stack_layout ON views (axis, distribution, alignment) WHERE axis IS NOT NULL;
CREATE INDEX views_by_id ON views (id);
