-- Hiding or showing a category used to rewrite product_search.listed for every product under it, and each rewritten
-- row took new entries in the four GIN indexes: 6–9 s at 1,00,000 products, with the embedded database's shop blocked
-- meanwhile. Now `listed` is the product's own flag, and the searches leave out the products of hidden categories when
-- they read (hidden_categories: a hidden category, or a subcategory of a hidden one; a few rows at most). Hiding a
-- category writes one row.
CREATE OR REPLACE VIEW hidden_categories AS
  SELECT c.id FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE NOT (c.is_active AND coalesce(parent.is_active, true));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, popularity, listed, name_words, name_stems, label, body, category_id, price_paise, mrp_paise)
  SELECT p.id, p.popularity, p.is_active,
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
CREATE OR REPLACE FUNCTION category_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(NEW.name) ON CONFLICT DO NOTHING;
  -- A renamed or moved category changes the words of every product filed under it or its subcategories; hiding or
  -- showing it changes nothing here (hidden_categories is read by the searches).
  IF TG_OP = 'UPDATE' AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id) THEN
    PERFORM refresh_product_search(array(SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_product_listed(integer[]);
--> statement-breakpoint
UPDATE product_search s SET listed = p.is_active FROM products p WHERE p.id = s.product_id AND s.listed IS DISTINCT FROM p.is_active;
