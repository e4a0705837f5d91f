-- Search reads a product's Hindi summary and description too (decision 166), as it reads the English ones: a
-- Devanagari word found only there finds the product, in the descriptions' tier (ranked below any name or category
-- match). Same columns and indexes as before; only the body's words gain the Hindi texts.
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, popularity, listed, name_words, name_stems, label, body, category_id, price_paise, mrp_paise)
  SELECT p.id, p.popularity, p.is_active,
    strip(to_tsvector('simple', concat_ws(' ', p.name, p.hindi_name))),
    strip(to_tsvector('english', concat_ws(' ', p.name, p.hindi_name))),
    setweight(to_tsvector('english', concat_ws(' ', p.name, p.hindi_name, p.brand)), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', c.name, c.hindi_name, parent.name, parent.hindi_name, p.pack_size)), 'B'),
    strip(to_tsvector('english', concat_ws(' ', p.name, p.hindi_name, p.brand, c.name, c.hindi_name, parent.name, parent.hindi_name, p.pack_size,
      p.short_description, p.description, p.hindi_short_description, p.hindi_description))),
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
CREATE TRIGGER product_search_changed AFTER UPDATE ON products FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.hindi_name IS DISTINCT FROM NEW.hindi_name OR OLD.brand IS DISTINCT FROM NEW.brand
  OR OLD.pack_size IS DISTINCT FROM NEW.pack_size
  OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.short_description IS DISTINCT FROM NEW.short_description
  OR OLD.description IS DISTINCT FROM NEW.description OR OLD.hindi_short_description IS DISTINCT FROM NEW.hindi_short_description
  OR OLD.hindi_description IS DISTINCT FROM NEW.hindi_description OR OLD.popularity IS DISTINCT FROM NEW.popularity
  OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
  OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise)
EXECUTE FUNCTION product_search_changed();
--> statement-breakpoint
-- The products that already have Hindi texts get their words now.
SELECT refresh_product_search(array(SELECT id FROM products WHERE hindi_short_description IS NOT NULL OR hindi_description IS NOT NULL));
