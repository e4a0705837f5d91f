-- The catalogue's version (apps/api/src/modules/catalog/reply-cache.ts): every statement that writes products,
-- categories or banners bumps it in its own transaction (visible at commit, like the write) and notifies
-- 'catalogue_changed', so kept catalogue replies are never served after a change.
CREATE TABLE catalogue_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER banners_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
