-- Every order takes its stock with an UPDATE of products, and the statement trigger of 0005 bumped catalogue_version
-- for it: each order's transaction then held the one version row's lock until it committed, so every checkout of every
-- API process queued behind the one before (80% of the lock waits in the mixed-load bench), and every kept catalogue
-- reply was thrown away at each order. A catalogue reply shows stock only as In_stock (stock >= min_qty, decision 006),
-- so an UPDATE now changes the catalogue only when a row changes in anything but stock and updated_at, or its In_stock
-- flips (decision 097). Inserts and deletes change it as before.
DROP TRIGGER IF EXISTS products_catalogue_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL
      OR (to_jsonb(n) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'updated_at')
      OR (n.stock >= n.min_qty) IS DISTINCT FROM (o.stock >= o.min_qty)
  ) THEN
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
    PERFORM pg_notify('catalogue_changed', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION products_catalogue_updated();
