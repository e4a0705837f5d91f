ALTER TABLE "products" ADD COLUMN "ingredients" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_scheme" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_certificate_no" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fresh_produce" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fssai_licence" CHECK ("products"."fssai_licence" is null or "products"."fssai_licence" ~ '^[0-9]{14}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organic" CHECK (("products"."organic_scheme" is null) = ("products"."organic_certificate_no" is null) and ("products"."organic_scheme" is null or "products"."organic_scheme" in ('NPOP', 'PGS-India')));