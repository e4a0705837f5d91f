-- The shop's keyword filter (GET /api/product?search=) also filters by category and price and sorts by price or
-- discount: product_search carries those columns, so a filtered, sorted page is found without reading products.
ALTER TABLE product_search ADD COLUMN category_id integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE product_search ADD COLUMN price_paise integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE product_search ADD COLUMN mrp_paise integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, popularity, listed, name_words, name_stems, label, body, category_id, price_paise, mrp_paise)
  SELECT p.id, p.popularity, p.is_active AND c.is_active,
    strip(to_tsvector('simple', p.name)),
    strip(to_tsvector('english', p.name)),
    setweight(to_tsvector('english', concat_ws(' ', p.name, p.brand)), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', c.name, parent.name, p.pack_size)), 'B'),
    strip(to_tsvector('english', concat_ws(' ', p.name, p.brand, c.name, parent.name, p.pack_size, p.short_description, p.description))),
    p.category_id, p.price_paise, p.mrp_paise
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET popularity = excluded.popularity, listed = excluded.listed,
    name_words = excluded.name_words, name_stems = excluded.name_stems, label = excluded.label, body = excluded.body,
    category_id = excluded.category_id, price_paise = excluded.price_paise, mrp_paise = excluded.mrp_paise
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_changed ON products;
--> statement-breakpoint
-- Stock changes (every order) leave the search table alone.
CREATE TRIGGER product_search_changed AFTER UPDATE ON products FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.pack_size IS DISTINCT FROM NEW.pack_size
  OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.short_description IS DISTINCT FROM NEW.short_description
  OR OLD.description IS DISTINCT FROM NEW.description OR OLD.popularity IS DISTINCT FROM NEW.popularity
  OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
  OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise)
EXECUTE FUNCTION product_search_changed();
--> statement-breakpoint
UPDATE product_search s SET category_id = p.category_id, price_paise = p.price_paise, mrp_paise = p.mrp_paise
FROM products p WHERE p.id = s.product_id;
--> statement-breakpoint
DROP INDEX IF EXISTS product_search_walk_idx;
--> statement-breakpoint
-- Searches walk this index from the most popular product down and stop at the first page of matches; it carries
-- the short vectors and the filters, so the walk reads consecutive index pages instead of one table page per product.
CREATE INDEX product_search_walk_idx ON product_search (popularity DESC, product_id)
INCLUDE (listed, name_words, name_stems, label, category_id, price_paise);
