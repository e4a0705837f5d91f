-- A hidden top-level category hides everything filed under it (apps/api/src/modules/catalog/product-view.ts,
-- categoryShown): product_search.listed now also needs the subcategory's parent to be active. Hiding or showing a
-- category already refreshes every product under it and its subcategories (category_search_changed, 0003); when
-- nothing but the flag changed, only `listed` is rewritten instead of every vector.
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, popularity, listed, name_words, name_stems, label, body, category_id, price_paise, mrp_paise)
  SELECT p.id, p.popularity, p.is_active AND c.is_active AND coalesce(parent.is_active, true),
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
-- Whether each of these products is listed, as refresh_product_search decides it; rows already right are not written.
CREATE OR REPLACE FUNCTION refresh_product_listed(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_search s SET listed = v.listed
  FROM (
    SELECT p.id, p.is_active AND c.is_active AND coalesce(parent.is_active, true) AS listed
    FROM products p
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories parent ON parent.id = c.parent_id
    WHERE p.id = ANY(ids)
  ) v
  WHERE s.product_id = v.id AND s.listed IS DISTINCT FROM v.listed
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filed integer[];
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(NEW.name) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    -- A renamed, moved, hidden or shown category changes every product filed under it or its subcategories.
    filed := array(SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id));
    IF OLD.name IS NOT DISTINCT FROM NEW.name AND OLD.parent_id IS NOT DISTINCT FROM NEW.parent_id THEN
      PERFORM refresh_product_listed(filed);
    ELSE
      PERFORM refresh_product_search(filed);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products under categories hidden before this migration were still listed when their subcategory was active.
SELECT refresh_product_listed(array(SELECT id FROM products));
