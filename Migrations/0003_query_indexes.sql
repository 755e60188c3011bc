-- StackDoc store, version 3: indexes for selector queries (`stackdoc query`), which test the
-- state tables before reading any document.

-- Views by kind, and hidden ones among them: `label`, `button:hidden`.
CREATE INDEX views_by_kind ON views (kind, hidden);

-- Stacks by their arrangement: `stack[axis=vertical][distribution=fill]`. Only stacks have
-- an axis, so the index holds stack rows only.
CREATE INDEX views_by_stack_layout ON views (axis, distribution, alignment) WHERE axis IS NOT NULL;

-- Views by id across documents: `#title`.
CREATE INDEX views_by_id ON views (id);

-- The tree around candidate views, without reading their whole rows: a view by its key with
-- its place in both orderings and the columns selectors test most (superviews, read one by
-- one for each candidate's path) ...
CREATE INDEX views_tree ON views (document_id, id, parent, z_key, arranged_key, kind, hidden, axis, distribution, alignment);

-- ... and a stack's arranged views in arranged order with the same columns (`+`, `~`,
-- `:first-arranged`).
CREATE INDEX views_arranged_tree ON views (document_id, parent, arranged_key, id, z_key, kind, hidden, axis, distribution, alignment)
    WHERE arranged_key IS NOT NULL;
