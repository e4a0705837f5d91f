-- Catalogue pages at any size (catalog/service.ts listProducts): every sort reads a page in order from an index, and
-- a page's total is a sum of per-category counts kept by triggers, not a count of every product.
CREATE TABLE "category_product_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_paise");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ((("mrp_paise" - "price_paise")::float / "mrp_paise"));--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id",(("mrp_paise" - "price_paise")::float / "mrp_paise"));--> statement-breakpoint
INSERT INTO "category_product_counts" ("category_id", "listed")
  SELECT c.id, count(p.id) FILTER (WHERE p.is_active)::int FROM categories c LEFT JOIN products p ON p.category_id = c.id GROUP BY c.id;
--> statement-breakpoint
-- Each statement that writes products moves the counts of the categories it touched, once per statement (an order's
-- stock update changes no count and writes nothing here).
CREATE OR REPLACE FUNCTION count_listed_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_product_counts AS t (category_id, listed)
      SELECT category_id, count(*)::int FROM new_rows WHERE is_active GROUP BY category_id
      ON CONFLICT (category_id) DO UPDATE SET listed = t.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE category_product_counts t SET listed = t.listed - d.n
      FROM (SELECT category_id, count(*)::int AS n FROM old_rows WHERE is_active GROUP BY category_id) d
      WHERE t.category_id = d.category_id;
  ELSE
    INSERT INTO category_product_counts AS t (category_id, listed)
      SELECT category_id, sum(delta)::int FROM (
        SELECT n.category_id, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.is_active AND NOT (o.is_active AND o.category_id = n.category_id)
        UNION ALL
        SELECT o.category_id, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.is_active AND NOT (n.is_active AND n.category_id = o.category_id)
      ) moved GROUP BY category_id HAVING sum(delta) <> 0
      ON CONFLICT (category_id) DO UPDATE SET listed = t.listed + excluded.listed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counted_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_listed_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_on_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_listed_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_on_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_listed_products();
