-- StackDoc store, version 3: indexes for selector queries (`stackdoc query`), which test the
-- state tables before reading any document.

-- Views by kind, and hidden ones among them: `label`, `button:hidden`.
CREATE INDEX views_by_kind ON views (kind, hidden);

-- Stacks by their arrangement: `stack[axis=vertical][distribution=fill]`. Only stacks have
-- an axis, so the index holds stack rows only.
CREATE INDEX views_by_stack_layout ON views (axis, distribution, alignment) WHERE axis IS NOT NULL;

-- Views by id across documents: `#title`.
CREATE INDEX views_by_id ON views (id);
