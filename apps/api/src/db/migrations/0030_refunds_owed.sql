ALTER TABLE "orders" ADD COLUMN "paid_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;