CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin (lower("name" || ' ' || "brand") gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "invoice_counter" ("id", "last") VALUES (1, 0) ON CONFLICT DO NOTHING;
