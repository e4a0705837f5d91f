ALTER TABLE "categories" ADD COLUMN "hindi_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hindi_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Hindi names (decision 140): at most as long as the English names the back office takes.
ALTER TABLE "categories" ADD CONSTRAINT "categories_hindi_name_length" CHECK (hindi_name IS NULL OR char_length(hindi_name) BETWEEN 1 AND 60);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hindi_name_length" CHECK (hindi_name IS NULL OR char_length(hindi_name) BETWEEN 1 AND 120);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_language" CHECK (language IN ('en', 'hi'));
--> statement-breakpoint
-- Search finds products by their Hindi names and their categories' Hindi names (decision 141): the Hindi name joins
-- the name's words ('simple' and 'english' leave Devanagari words as written), the name and brand (weight A), the
-- categories (weight B) and the body. Same columns and indexes as before.
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, popularity, listed, name_words, name_stems, label, body, category_id, price_paise, mrp_paise)
  SELECT p.id, p.popularity, p.is_active,
    strip(to_tsvector('simple', concat_ws(' ', p.name, p.hindi_name))),
    strip(to_tsvector('english', concat_ws(' ', p.name, p.hindi_name))),
    setweight(to_tsvector('english', concat_ws(' ', p.name, p.hindi_name, p.brand)), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', c.name, c.hindi_name, parent.name, parent.hindi_name, p.pack_size)), 'B'),
    strip(to_tsvector('english', concat_ws(' ', p.name, p.hindi_name, p.brand, c.name, c.hindi_name, parent.name, parent.hindi_name, p.pack_size, p.short_description, p.description))),
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
  OR OLD.description IS DISTINCT FROM NEW.description OR OLD.popularity IS DISTINCT FROM NEW.popularity
  OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
  OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise)
EXECUTE FUNCTION product_search_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(concat_ws(' ', NEW.name, NEW.hindi_name)) ON CONFLICT DO NOTHING;
  -- A renamed or moved category changes the words of every product filed under it or its subcategories; hiding or
  -- showing it changes nothing here (hidden_categories is read by the searches).
  IF TG_OP = 'UPDATE' AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.hindi_name IS DISTINCT FROM NEW.hindi_name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id) THEN
    PERFORM refresh_product_search(array(SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS category_search_changed ON categories;
--> statement-breakpoint
CREATE TRIGGER category_search_changed AFTER UPDATE ON categories FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.hindi_name IS DISTINCT FROM NEW.hindi_name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION category_search_changed();
--> statement-breakpoint
-- The vocabulary that misspelt words are corrected against learns the Hindi names too.
CREATE OR REPLACE FUNCTION products_search_terms_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT DISTINCT search_terms_of(concat_ws(' ', added.name, added.hindi_name, added.brand)) FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_terms_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(concat_ws(' ', NEW.name, NEW.hindi_name, NEW.brand)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_terms_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF name, hindi_name, brand ON products FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.hindi_name IS DISTINCT FROM NEW.hindi_name OR OLD.brand IS DISTINCT FROM NEW.brand)
EXECUTE FUNCTION product_search_terms_learn();
