ALTER TABLE "company" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "fssai_licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_before" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "food_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity" CHECK (("products"."net_quantity" is null) = ("products"."net_unit" is null) and ("products"."net_quantity" is null or "products"."net_quantity" > 0) and ("products"."net_unit" is null or "products"."net_unit" in ('g', 'kg', 'ml', 'l', 'piece')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_food_type" CHECK ("products"."food_type" is null or "products"."food_type" in ('veg', 'non-veg'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn" CHECK ("products"."hsn" is null or "products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0, 5, 12, 18, 28));
--> statement-breakpoint
-- Products added before: the net quantity is read from the pack size where it is plainly written ("500 g", "1 L",
-- "6 pcs", "Pack of 12"); the other declarations wait for the back office (docs/decisions/101-product-declarations.md).
WITH parsed AS (
  SELECT id, regexp_match(lower(trim(pack_size)), '^([0-9]{1,7}(?:\.[0-9]{1,3})?) ?(g|gm|gms|grams?|kg|kgs|ml|l|ltrs?|litres?|liters?)$') AS m
  FROM products
)
UPDATE products p SET net_quantity = parsed.m[1]::numeric,
  net_unit = CASE WHEN parsed.m[2] IN ('kg', 'kgs') THEN 'kg' WHEN parsed.m[2] = 'ml' THEN 'ml'
    WHEN parsed.m[2] IN ('l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters') THEN 'l' ELSE 'g' END
FROM parsed
WHERE parsed.id = p.id AND parsed.m IS NOT NULL AND parsed.m[1]::numeric > 0;
--> statement-breakpoint
WITH parsed AS (
  SELECT id, coalesce(regexp_match(lower(trim(pack_size)), '^([0-9]{1,6}) ?(?:pc|pcs|pieces?)$'), regexp_match(lower(trim(pack_size)), '^pack of ([0-9]{1,6})$')) AS m
  FROM products
)
UPDATE products p SET net_quantity = parsed.m[1]::numeric, net_unit = 'piece'
FROM parsed
WHERE parsed.id = p.id AND parsed.m IS NOT NULL AND parsed.m[1]::numeric > 0;
