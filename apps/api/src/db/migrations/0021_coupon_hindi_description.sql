-- A coupon's description in Hindi (decision 154); null while none is given, never empty, at most as long as the English one.
ALTER TABLE "coupons" ADD COLUMN "hindi_description" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_hindi_description_length" CHECK ("coupons"."hindi_description" is null or char_length("coupons"."hindi_description") between 1 and 200);