-- The search engine's storage (apps/api/src/modules/search). Kept out of the Drizzle schema on purpose: only the
-- search module reads these, through SQL, and `select()` of a product must not drag its tsvector along.
-- products.search_vector: name (weight A), brand (B), subcategory, category and pack size (C), descriptions (D),
-- kept current by triggers on products and categories. search_terms: the words of product names, brands and
-- category names, the vocabulary that misspelt words are corrected against with pg_trgm.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE TABLE "search_terms" ("term" text PRIMARY KEY);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_vector(p_name text, p_brand text, p_pack_size text, p_category_id integer, p_short text, p_description text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', p_name), 'A')
      || setweight(to_tsvector('english', p_brand), 'B')
      || setweight(to_tsvector('english', coalesce((
           SELECT c.name || ' ' || coalesce(parent.name, '')
           FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
           WHERE c.id = p_category_id), '') || ' ' || p_pack_size), 'C')
      || setweight(to_tsvector('english', p_short || ' ' || p_description), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_of(p_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', p_text))) AS w WHERE length(w) >= 3 AND w !~ '^[0-9]'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(NEW.name, NEW.brand, NEW.pack_size, NEW.category_id, NEW.short_description, NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_refresh BEFORE INSERT OR UPDATE OF name, brand, pack_size, category_id, short_description, description
ON products FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_terms_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT DISTINCT search_terms_of(added.name || ' ' || added.brand) FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION products_search_terms_learn();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_terms_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(NEW.name || ' ' || NEW.brand) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF name, brand ON products FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand) EXECUTE FUNCTION product_search_terms_learn();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(NEW.name) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    -- A renamed or moved category changes the words of every product filed under it.
    UPDATE products SET search_vector = product_search_vector(name, brand, pack_size, category_id, short_description, description)
    WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_insert AFTER INSERT ON categories FOR EACH ROW EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE OF name, parent_id ON categories FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
UPDATE products SET search_vector = product_search_vector(name, brand, pack_size, category_id, short_description, description);
--> statement-breakpoint
INSERT INTO search_terms (term) SELECT DISTINCT search_terms_of(name || ' ' || brand) FROM products ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_terms (term) SELECT DISTINCT search_terms_of(name) FROM categories ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- No pending list: PGlite has no autovacuum to merge one, and searches must not slow down after bulk loads.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- Replaced by products_search_idx and search_terms; it only cost time on every product write.
DROP INDEX IF EXISTS "products_name_trgm_idx";
