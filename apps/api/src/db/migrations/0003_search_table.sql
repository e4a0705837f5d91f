-- The search engine's own narrow table (apps/api/src/modules/search), replacing products.search_vector: at 100,000
-- products a vector beside the long descriptions was compressed out of line and ranking read every match.
-- One row per product, kept current by triggers: name_words (the name as written), name_stems (the name stemmed),
-- label (name and brand weighted A, subcategory, category and pack size B, stemmed), body (all of that and the
-- descriptions, without positions).
-- Searches walk it by popularity or through its GIN indexes and only then read the products they show.
DROP TRIGGER IF EXISTS products_search_vector_refresh ON products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_vector_refresh();
--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_update ON categories;
--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_insert ON categories;
--> statement-breakpoint
DROP FUNCTION IF EXISTS categories_search_refresh();
--> statement-breakpoint
DROP INDEX IF EXISTS products_search_idx;
--> statement-breakpoint
ALTER TABLE products DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_vector(text, text, text, integer, text, text);
--> statement-breakpoint
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  popularity integer NOT NULL,
  -- Shown in the shop: the product and its category are active (as the catalogue's own lists decide).
  listed boolean NOT NULL,
  name_words tsvector NOT NULL,
  name_stems tsvector NOT NULL,
  label tsvector NOT NULL,
  body tsvector NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, popularity, listed, name_words, name_stems, label, body)
  SELECT p.id, p.popularity, p.is_active AND c.is_active,
    strip(to_tsvector('simple', p.name)),
    strip(to_tsvector('english', p.name)),
    setweight(to_tsvector('english', concat_ws(' ', p.name, p.brand)), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', c.name, parent.name, p.pack_size)), 'B'),
    strip(to_tsvector('english', concat_ws(' ', p.name, p.brand, c.name, parent.name, p.pack_size, p.short_description, p.description)))
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET popularity = excluded.popularity, listed = excluded.listed,
    name_words = excluded.name_words, name_stems = excluded.name_stems, label = excluded.label, body = excluded.body
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(array(SELECT id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_added AFTER INSERT ON products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION products_search_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stock and price changes (every order) leave the search table alone.
CREATE TRIGGER product_search_changed AFTER UPDATE ON products FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.pack_size IS DISTINCT FROM NEW.pack_size
  OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.short_description IS DISTINCT FROM NEW.short_description
  OR OLD.description IS DISTINCT FROM NEW.description OR OLD.popularity IS DISTINCT FROM NEW.popularity
  OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION product_search_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(NEW.name) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    -- A renamed, moved, hidden or shown category changes every product filed under it or its subcategories.
    PERFORM refresh_product_search(array(
      SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_search_added AFTER INSERT ON categories FOR EACH ROW EXECUTE FUNCTION category_search_changed();
--> statement-breakpoint
CREATE TRIGGER category_search_changed AFTER UPDATE ON categories FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION category_search_changed();
--> statement-breakpoint
SELECT refresh_product_search(array(SELECT id FROM products));
--> statement-breakpoint
-- Searches walk this index from the most popular product down and stop at the first page of matches; it carries
-- the short vectors, so the walk reads consecutive index pages instead of one table page per product.
CREATE INDEX product_search_walk_idx ON product_search (popularity DESC, product_id) INCLUDE (listed, name_words, name_stems, label);
--> statement-breakpoint
-- No pending lists: PGlite has no autovacuum to merge them, and searches must not slow down after bulk loads.
CREATE INDEX product_search_name_idx ON product_search USING gin (name_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX product_search_stems_idx ON product_search USING gin (name_stems) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX product_search_label_idx ON product_search USING gin (label) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX product_search_body_idx ON product_search USING gin (body) WITH (fastupdate = off);
