-- A product's summary, description and origin in Hindi (decision 116); null while none is given.
ALTER TABLE "products" ADD COLUMN "hindi_short_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hindi_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hindi_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hindi_texts_length" CHECK (("products"."hindi_short_description" is null or char_length("products"."hindi_short_description") between 1 and 300) and ("products"."hindi_description" is null or char_length("products"."hindi_description") between 1 and 5000) and ("products"."hindi_origin" is null or char_length("products"."hindi_origin") between 1 and 80));