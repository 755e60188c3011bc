-- StackDoc store, version 7: the names people know views by, and what views show.
--
-- `name` is what a designer calls a view (Interface Builder's `userLabel`, a label's text, a
-- button's title, ...): `show`, `diff`, `blame`, `lint` and `query` print it beside the id, and
-- selectors match it (`[name*="Sign"]`). `text` is what the view displays (a label's text, a
-- button's title, a text field's placeholder, an image's name), drawn in pictures. Both are
-- NULL when a view has none, as every view of a store made before this version.

ALTER TABLE views ADD COLUMN name TEXT;
ALTER TABLE views ADD COLUMN text TEXT;

-- Views by name across documents: `[name="Sign in"]`.
CREATE INDEX views_by_name ON views (name) WHERE name IS NOT NULL;
